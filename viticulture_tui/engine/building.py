"""Building structures, with the discounts and limits that cards add (§12)."""

from __future__ import annotations

from viticulture_tui.engine import ops
from viticulture_tui.engine.actions import Action, Choice
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.registry import Decision, choice, decision, finish
from viticulture_tui.engine.state import GameState, Player, Task


def may_build(player: Player, structure: str) -> bool:
    """Not built yet, and the Large Cellar only after the Medium Cellar."""
    if player.has(structure):
        return False
    return structure != "large_cellar" or player.has("medium_cellar")


def price(structure: str, discount: int = 0, fixed: int | None = None) -> int:
    """What the structure costs: the printed cost less a discount, or a fixed price."""
    if fixed is not None:
        return fixed
    return max(0, catalog().structure_by_id[structure].cost - discount)


def buildable(
    player: Player,
    discount: int = 0,
    fixed: int | None = None,
    only: list[str] | None = None,
    extra_lira: int = 0,
) -> list[str]:
    """Structures the player may build and afford now (with `extra_lira` still to come)."""
    return [
        s.id
        for s in catalog().structures
        if (only is None or s.id in only)
        and may_build(player, s.id)
        and price(s.id, discount, fixed) <= player.lira + extra_lira
    ]


def can_build(
    player: Player,
    extra_lira: int = 0,
    discount: int = 0,
    fixed: int | None = None,
    only: list[str] | None = None,
) -> bool:
    """Whether `buildable(player, discount, fixed, only, extra_lira)` holds anything, stopping at
    the first structure found (the question of every build placement and building visitor)."""
    money = player.lira + extra_lira
    built = player.structures
    for s in catalog().structures:
        sid = s.id
        if (only is not None and sid not in only) or sid in built:
            continue
        if sid == "large_cellar" and "medium_cellar" not in built:
            continue  # may_build
        if (fixed if fixed is not None else max(0, s.cost - discount)) <= money:  # price
            return True
    return False


def next_cellar(player: Player) -> str | None:
    """'Upgrade your cellar': the Medium Cellar, else the Large Cellar, else nothing."""
    if not player.has("medium_cellar"):
        return "medium_cellar"
    if not player.has("large_cellar"):
        return "large_cellar"
    return None


def build(state: GameState, seat: int, structure: str, cost: int) -> None:
    """Pay and put a structure on the mat."""
    player = state.players[seat]
    ops.pay(state, seat, cost)
    player.structures.append(structure)
    name = catalog().structure_by_id[structure].name
    ops.log(state, f"{player.name} builds the {name} for {cost} lira.")


@decision
class BuildDecision(Decision):
    """Build one structure: `discount`, `fixed` price, `only` some, or `optional`."""

    kind = "build"
    rule = "§12"
    title = "Build a structure"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """Each structure the seat can pay for now, and 'Build nothing' when building is optional."""
        p = task.params
        player = state.players[task.seat]
        out = []
        for sid in buildable(player, p.get("discount", 0), p.get("fixed"), p.get("only")):
            cost = price(sid, p.get("discount", 0), p.get("fixed"))
            name = catalog().structure_by_id[sid].name
            out.append(choice("build", sid, f"Build the {name} ({cost} lira)", "§12"))
        if p.get("optional") and out:
            out.append(choice("stop", None, "Build nothing", "§12"))
        return out

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Build the chosen structure at its price (nothing if the seat chose to build nothing)."""
        if action.kind == "build":
            p = task.params
            build(
                state,
                task.seat,
                action.arg,
                price(action.arg, p.get("discount", 0), p.get("fixed")),
            )
            finish(state, task, [action.arg])
            return
        finish(state, task, [])
