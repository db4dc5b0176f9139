"""Winter visitors 20-38 with a single effect: wine makers, Reaper, Designer, Manager, Taster,
Caravan."""

from __future__ import annotations

from typing import Any

from viticulture_tui.engine import building, cellar, ops
from viticulture_tui.engine.actions import Action, Choice
from viticulture_tui.engine.board import RULE_OF_ACTION, cannot_act
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.registry import Decision, choice, decision, push, step
from viticulture_tui.engine.state import GameState, Task
from viticulture_tui.engine.turns import run_action
from viticulture_tui.engine.vineyard import harvestable
from viticulture_tui.engine.visitors.base import VisitorCard, visitor
from viticulture_tui.engine.winemaking import can_make_wine
from viticulture_tui.words import counted

CARAVAN_DECKS = ("vine", "summer", "order", "winter")


def _then(kind: str) -> dict[str, Any]:
    return {"kind": kind, "params": {}}


def _made(record: list[Any]) -> list[str]:
    """Types of the wines made that landed in the cellar: a lost wine was never made."""
    return [kind for kind, landed in record if landed is not None]


def _vp(state: GameState, seat: int, n: int, why: str) -> None:
    if n:
        ops.gain_vp(state, seat, n, "visitors")
        ops.log(state, f"{ops.name(state, seat)} gains {n} VP ({why}).")


def _wine_reason(state: GameState, seat: int) -> str:
    if not cellar.has_grape(state.players[seat]):
        return "no grape on your crush pad"
    return "" if can_make_wine(state.players[seat]) else "no wine can be made from your grapes"


@visitor
class Supervisor(VisitorCard):
    """Winter 22: make up to 2 wine; 1 VP for each sparkling wine made."""

    id = "supervisor"

    def reason(self, state: GameState, seat: int) -> str:
        """A wine must be possible."""
        return _wine_reason(state, seat)

    def play(self, state: GameState, seat: int) -> None:
        """Make wine, then count the sparkling."""
        push(state, "make_wine", seat, max=2, then=_then("supervisor_vp"))


@step("supervisor_vp")
def _supervisor_vp(state: GameState, task: Task) -> None:
    _vp(state, task.seat, _made(task.params["record"]).count("sparkling"), "sparkling wine made")


@visitor
class Bottler(VisitorCard):
    """Winter 26: make up to 3 wine; 1 VP for each type among them."""

    id = "bottler"

    def reason(self, state: GameState, seat: int) -> str:
        """A wine must be possible."""
        return _wine_reason(state, seat)

    def play(self, state: GameState, seat: int) -> None:
        """Make wine, then count the types."""
        push(state, "make_wine", seat, max=3, then=_then("bottler_vp"))


@step("bottler_vp")
def _bottler_vp(state: GameState, task: Task) -> None:
    _vp(state, task.seat, len(set(_made(task.params["record"]))), "wine types made")


@visitor
class Zymologist(VisitorCard):
    """Winter 33: make up to 2 wine worth 4 or more each, without cellar requirements (V3)."""

    id = "zymologist"

    def reason(self, state: GameState, seat: int) -> str:
        """A wine worth 4 or more must be possible."""
        if can_make_wine(state.players[seat], min_value=4, waive_cellar=True):
            return ""
        return "no wine worth 4 or more can be made from your grapes"

    def play(self, state: GameState, seat: int) -> None:
        """Make wine, cellars waived."""
        push(state, "make_wine", seat, max=2, min_value=4, waive_cellar=True)


@visitor
class Reaper(VisitorCard):
    """Winter 24: harvest 1 to 3 fields; 2 VP if 3 were harvested."""

    id = "reaper"

    def reason(self, state: GameState, seat: int) -> str:
        """A field must be left to harvest."""
        if harvestable(state.players[seat]):
            return ""
        return "no planted field is left to harvest this year"

    def play(self, state: GameState, seat: int) -> None:
        """Harvest, then check for the bonus."""
        push(state, "harvest", seat, max=3, then=_then("reaper_vp"))


@step("reaper_vp")
def _reaper_vp(state: GameState, task: Task) -> None:
    if len(task.params["record"]) == 3:
        _vp(state, task.seat, 2, "3 fields harvested")


@visitor
class Designer(VisitorCard):
    """Winter 30: build a structure at its cost; then 2 VP with 6 or more structures."""

    id = "designer"

    def reason(self, state: GameState, seat: int) -> str:
        """A structure must be affordable."""
        player = state.players[seat]
        if len(player.structures) == len(catalog().structures):
            return "you have built every structure"
        return "" if building.buildable(player) else "you cannot afford any structure left to build"

    def play(self, state: GameState, seat: int) -> None:
        """Build, then count."""
        push(state, "build", seat, then=_then("designer_vp"))


@step("designer_vp")
def _designer_vp(state: GameState, task: Task) -> None:
    if len(state.players[task.seat].structures) >= 6:
        _vp(state, task.seat, 2, "6 or more structures")


def summer_actions(state: GameState, seat: int) -> list[str]:
    """The summer board actions the player could carry out now."""
    return [
        a.id for a in catalog().board.actions if a.season == "summer" and not cannot_act(state, seat, a.id)
    ]


@visitor
class Manager(VisitorCard):
    """Winter 32: take any summer action, without a worker or its bonus (V7)."""

    id = "manager"

    def reason(self, state: GameState, seat: int) -> str:
        """A summer action must be possible."""
        return "" if summer_actions(state, seat) else "no summer action can be done now"

    def play(self, state: GameState, seat: int) -> None:
        """Ask which action."""
        push(state, "manager_action", seat)


@decision
class ManagerAction(Decision):
    """Choose the summer action the Manager carries out (occupancy ignored, no bonus)."""

    kind = "manager_action"
    rule = "§13"
    title = "Manager: take a summer action"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """Every summer action possible now."""
        cat = catalog()
        return [
            choice("manage", a, f"{cat.action_by_id[a].name} (no worker, no bonus)", RULE_OF_ACTION[a])
            for a in summer_actions(state, task.seat)
        ]

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Run the action."""
        name = catalog().action_by_id[action.arg].name
        ops.log(state, f"{ops.name(state, task.seat)}'s Manager takes {name}.")
        run_action(state, task.seat, action.arg, bonus=False, worker=False)


@visitor
class Taster(VisitorCard):
    """Winter 36: discard a wine for 4 lira; 2 VP more if it beat every other wine."""

    id = "taster"

    def reason(self, state: GameState, seat: int) -> str:
        """A wine is needed."""
        return "" if cellar.has_wine(state.players[seat]) else "no wine in your cellar"

    def play(self, state: GameState, seat: int) -> None:
        """Discard, then compare."""
        push(state, "discard_token", seat, what="wine", then=_then("taster_reward"))


@step("taster_reward")
def _taster_reward(state: GameState, task: Task) -> None:
    _kind, value = task.params["record"]
    ops.gain_lira(state, task.seat, 4)
    ops.log(state, f"{ops.name(state, task.seat)} gains 4 lira.")
    others = [v for p in state.players for row in p.wines.values() for v in row]
    if all(value > v for v in others):
        _vp(state, task.seat, 2, "the most valuable wine of all cellars")


@visitor
class Caravan(VisitorCard):
    """Winter 37: reveal the top card of the 4 decks; keep 2, discard the others."""

    id = "caravan"

    def reason(self, state: GameState, seat: int) -> str:
        """A card must be left to reveal (R3)."""
        if any(ops.can_draw(state, d) for d in CARAVAN_DECKS):
            return ""
        return "all four decks and their discard piles are empty"

    def play(self, state: GameState, seat: int) -> None:
        """Reveal, then keep 2 (all of them if 2 or fewer were revealed)."""
        cards = [c for c in (ops.reveal(state, d) for d in CARAVAN_DECKS) if c is not None]
        if len(cards) <= 2:
            for card in cards:
                _keep(state, seat, card)
            return
        push(state, "caravan_keep", seat, cards=cards, left=2)


def _keep(state: GameState, seat: int, card: str) -> None:
    state.in_play.remove(card)
    state.players[seat].hand.append(card)
    ops.log(state, f"{ops.name(state, seat)} keeps {catalog().card_name(card)}.")


@decision
class CaravanKeep(Decision):
    """Keep one of the revealed cards; when 2 are kept the rest are discarded."""

    kind = "caravan_keep"
    rule = "§13"
    title = "Caravan: keep a revealed card"

    def prompt(self, state: GameState, task: Task) -> str:
        """Says how many are left to keep."""
        return f"Caravan: keep {counted(task.params['left'], 'more card')}"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """The revealed cards not kept yet."""
        cat = catalog()
        return [
            choice("keep", c, f"Keep {cat.card_name(c)} ({ops.DECK_NAMES[ops.card_type(c)]})", "§13")
            for c in task.params["cards"]
        ]

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Take the card; discard the rest after the last one."""
        _keep(state, task.seat, action.arg)
        rest = [c for c in task.params["cards"] if c != action.arg]
        if task.params["left"] > 1:
            push(state, "caravan_keep", task.seat, cards=rest, left=task.params["left"] - 1)
            return
        for card in rest:
            state.in_play.remove(card)
            state.discards[ops.card_type(card)].append(card)
            ops.log(state, f"{catalog().card_name(card)} is discarded.")
