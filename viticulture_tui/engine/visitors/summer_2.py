"""Summer visitors 20-38: the cards that only touch the player's own mat and hand.

The cards that ask opponents are in `summer_2_opponents.py`; the ones that move workers or
the rooster (Planner, Producer, Organizer) in `summer_2_workers.py`.
"""

from __future__ import annotations

from typing import Any

from viticulture_tui.engine import cellar, ops
from viticulture_tui.engine.actions import Action, Choice
from viticulture_tui.engine.building import build, buildable, may_build, price
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.registry import DECISIONS, Decision, choice, decision, push, push_all, step
from viticulture_tui.engine.state import GameState, Player, Task
from viticulture_tui.engine.vineyard import can_plant, plant, uproots
from viticulture_tui.engine.visitors.base import ChooseCard, Option, Run, VisitorCard, always, visitor
from viticulture_tui.words import counted

PEDDLER_DECKS = ("vine", "summer", "order", "winter")


def _no_plant(state: GameState, seat: int) -> str:
    """Why no vine can be planted under the normal rules ('' if one can)."""
    player = state.players[seat]
    if not ops.hand_of(player, "vine"):
        return "no vine card in your hand"
    return "" if can_plant(player) else "no vine in your hand fits a field (value or structures)"


def _no_build(state: GameState, seat: int, discount: int = 0) -> str:
    """Why no structure can be built at the printed cost less a discount ('' if one can)."""
    player = state.players[seat]
    if len(player.structures) == len(catalog().structures):
        return "you have built every structure"
    return "" if buildable(player, discount) else "you cannot afford any structure left to build"


def _plant(max_: int = 1, **params: Any) -> Run:
    """An option's run: push a plant decision of 1 to `max_` vines."""
    return lambda s, p: push(s, "plant", p, max=max_, min=1, **params)


def _build(discount: int) -> Run:
    """An option's run: push a build decision at a discount."""
    return lambda s, p: push(s, "build", p, discount=discount)


def _gain_lira(amount: int) -> Run:
    """An option's run: gain lira and say so."""

    def run(state: GameState, seat: int) -> None:
        ops.gain_lira(state, seat, amount)
        ops.log(state, f"{ops.name(state, seat)} gains {amount} lira.")

    return run


@visitor
class Peddler(VisitorCard):
    """Summer 20: discard 2 cards from hand, then draw one card of each of the four decks."""

    id = "peddler"

    def reason(self, state: GameState, seat: int) -> str:
        """Two other cards must be in hand to discard."""
        return "" if len(state.players[seat].hand) >= 2 else "you need 2 other cards in hand to discard"

    def play(self, state: GameState, seat: int) -> None:
        """Discard first, then draw."""
        push(state, "discard_cards", seat, count=2, then={"kind": "peddler_draw"})


@step("peddler_draw")
def _peddler_draw(state: GameState, task: Task) -> None:
    """One card from each deck; an empty deck with an empty discard pile gives nothing (R3)."""
    for deck in PEDDLER_DECKS:
        if ops.draw(state, task.seat, deck) is None:
            ops.log(state, f"The {ops.DECK_NAMES[deck]} deck is empty: no card drawn.")


def _with_structure(player: Player, structure: str) -> Player:
    """The player as they would be with one more structure (to test planting after a build)."""
    return player.model_copy(update={"structures": [*player.structures, structure]})


def _overseer_builds(player: Player) -> list[str]:
    """Structures the Overseer may build first: any if a vine can be planted now, else only
    those after which one can (a Trellis or Irrigation the vine needs)."""
    builds = buildable(player)
    if can_plant(player):
        return builds
    return [s for s in builds if can_plant(_with_structure(player, s))]


@visitor
class Overseer(VisitorCard):
    """Summer 22: build a structure at its cost and plant a vine (either order); +1 VP for a 4-vine.

    Ruling: both parts must be possible (a visitor is played only if its effect can be fully
    resolved); a vine that becomes plantable by the structure built first counts.
    """

    id = "overseer"

    def reason(self, state: GameState, seat: int) -> str:
        """A structure must be affordable and a vine plantable, before or after building."""
        why = _no_build(state, seat)
        if why:
            return why
        if not _overseer_builds(state.players[seat]):
            return _no_plant(state, seat) or "no vine in your hand fits a field"
        return ""

    def play(self, state: GameState, seat: int) -> None:
        """The player starts with either part."""
        push(state, "overseer_first", seat)


def _overseer_vp(state: GameState, seat: int, card: str) -> None:
    if catalog().vine_of(card).value == 4:
        ops.gain_vp(state, seat, 1, "visitors")
        ops.log(state, f"{ops.name(state, seat)} planted a vine worth 4: +1 VP.")


@decision
class OverseerFirst(Decision):
    """The Overseer's first part: build a structure (then plant) or plant a vine (then build)."""

    kind = "overseer_first"
    rule = "§13"
    title = "Overseer: build or plant first"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """Each structure to build first (then plant), and each vine planting to do first (then build)."""
        player = state.players[task.seat]
        out = []
        for sid in _overseer_builds(player):
            name = catalog().structure_by_id[sid].name
            out.append(choice("build", sid, f"Build the {name} ({price(sid)} lira), then plant", "§13"))
        if can_plant(player):
            for c in DECISIONS["plant"].choices(state, Task(kind="plant", seat=task.seat)):
                out.append(choice("plant", c.action.arg, f"{c.label}, then build", "§13"))
        return out

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Build and then queue the planting, or plant (1 VP for a 4-vine) and then queue the build."""
        seat = task.seat
        if action.kind == "build":
            build(state, seat, action.arg, price(action.arg))
            push(state, "plant", seat, max=1, min=1, then={"kind": "overseer_vp"})
            return
        card, index = action.arg
        plant(state, seat, card, index)
        _overseer_vp(state, seat, card)
        push(state, "build", seat)


@step("overseer_vp")
def _overseer_vp_step(state: GameState, task: Task) -> None:
    for card, _index in task.params["record"]:
        _overseer_vp(state, task.seat, card)


@visitor
class Sharecropper(ChooseCard):
    """Summer 24: plant a vine without its structures, or uproot and discard a vine for 2 VP."""

    id = "sharecropper"

    def options(self) -> list[Option]:
        """Plant with structures waived, or uproot for VP."""
        return [
            Option(
                "plant",
                "Plant 1 vine, ignoring the structures it needs",
                lambda s, p: (
                    ""
                    if can_plant(s.players[p], ignore_structures=True)
                    else "no vine in your hand fits a field"
                ),
                _plant(ignore_structures=True),
            ),
            Option(
                "uproot",
                "Uproot and discard 1 vine: gain 2 VP",
                lambda s, p: "" if uproots(s.players[p]) else "you have no planted vine",
                lambda s, p: push(s, "uproot", p, count=1, then={"kind": "summer2_vp", "params": {"vp": 2}}),
            ),
        ]


@step("summer2_vp")
def _summer2_vp(state: GameState, task: Task) -> None:
    """A fixed VP gain after a card's first part (`vp` in params)."""
    ops.gain_vp(state, task.seat, task.params["vp"], "visitors")
    ops.log(state, f"{ops.name(state, task.seat)} gains {task.params['vp']} VP.")


@visitor
class Grower(VisitorCard):
    """Summer 25: plant a vine; then 2 VP if 6 or more vine cards are planted on your fields."""

    id = "grower"

    def reason(self, state: GameState, seat: int) -> str:
        """A vine must be plantable."""
        return _no_plant(state, seat)

    def play(self, state: GameState, seat: int) -> None:
        """Plant, then count."""
        push(state, "plant", seat, max=1, min=1, then={"kind": "grower_vp"})


@step("grower_vp")
def _grower_vp(state: GameState, task: Task) -> None:
    count = sum(len(f.vines) for f in state.players[task.seat].fields)
    who = ops.name(state, task.seat)
    if count >= 6:
        ops.gain_vp(state, task.seat, 2, "visitors")
        ops.log(state, f"{who} has {count} vines planted: +2 VP.")
    else:
        # Format 1 wrote '1 vines' here; its migration (persistence/migrations.py) rewrites it.
        ops.log(state, f"{who} has {counted(count, 'vine')} planted (6 needed for 2 VP).")


def _residual_full(state: GameState, seat: int) -> str:
    return (
        "your residual payments are already at 5" if state.players[seat].residual >= ops.RESIDUAL_MAX else ""
    )


@visitor
class Negotiator(ChooseCard):
    """Summer 26: discard a grape for residual +1, or a wine for residual +2 (at most 5).

    Ruling: not playable with the residual marker already at 5 (nothing would move).
    """

    id = "negotiator"

    def options(self) -> list[Option]:
        """A grape for +1, a wine for +2."""
        return [
            Option(
                "grape",
                "Discard 1 grape: residual payments +1",
                lambda s, p: (
                    _residual_full(s, p)
                    or ("" if cellar.has_grape(s.players[p]) else "no grape on your crush pad")
                ),
                lambda s, p: push(s, "discard_token", p, what="grape", then=_residual_then(1)),
            ),
            Option(
                "wine",
                "Discard 1 wine: residual payments +2",
                lambda s, p: (
                    _residual_full(s, p)
                    or ("" if cellar.has_wine(s.players[p]) else "no wine in your cellar")
                ),
                lambda s, p: push(s, "discard_token", p, what="wine", then=_residual_then(2)),
            ),
        ]


def _residual_then(amount: int) -> dict[str, Any]:
    return {"kind": "negotiator_residual", "params": {"amount": amount}}


@step("negotiator_residual")
def _negotiator_residual(state: GameState, task: Task) -> None:
    ops.raise_residual(state, task.seat, task.params["amount"])
    player = state.players[task.seat]
    ops.log(state, f"{player.name}'s residual payments move to {player.residual}.")


@visitor
class Cultivator(VisitorCard):
    """Summer 27: plant a vine, even beyond the field's maximum value (structures still needed)."""

    id = "cultivator"

    def reason(self, state: GameState, seat: int) -> str:
        """A vine must fit a field by its structures."""
        player = state.players[seat]
        if not ops.hand_of(player, "vine"):
            return "no vine card in your hand"
        return "" if can_plant(player, ignore_capacity=True) else "you lack the structures your vines need"

    def play(self, state: GameState, seat: int) -> None:
        """Plant with the field maximum waived."""
        push(state, "plant", seat, max=1, min=1, ignore_capacity=True)


@visitor
class Homesteader(ChooseCard):
    """Summer 28: build at 3 lira off, or plant 1-2 vines; or lose 1 VP to do both."""

    id = "homesteader"
    both_for_vp = True

    def options(self) -> list[Option]:
        """Discounted build, or planting."""
        return [
            Option(
                "build",
                "Build 1 structure for 3 lira less",
                lambda s, p: _no_build(s, p, HOMESTEADER_DISCOUNT),
                _build(HOMESTEADER_DISCOUNT),
            ),
            Option("plant", "Plant 1 or 2 vines", _no_plant, _plant(2)),
        ]

    def can_do_both(self, state: GameState, seat: int, first: Option, second: Option) -> bool:
        """Building first may be what makes the planting possible (a Trellis or Irrigation the
        vine needs), as for the Overseer and the Contractor."""
        if first.key == "build":
            return bool(_builds_then_plant(state.players[seat]))
        return super().can_do_both(state, seat, first, second)

    def run_both(self, state: GameState, seat: int, first: Option, second: Option) -> None:
        """Build first, when no vine fits yet: only the structures after which one does."""
        if first.key != "build" or can_plant(state.players[seat]):
            super().run_both(state, seat, first, second)
            return
        push(state, "visitor_branch", seat, card=self.id, key=second.key)
        only = _builds_then_plant(state.players[seat])
        push(state, "build", seat, discount=HOMESTEADER_DISCOUNT, only=only)


HOMESTEADER_DISCOUNT = 3


def _builds_then_plant(player: Player) -> list[str]:
    """Structures the Homesteader can build (3 lira off) after which a vine can be planted."""
    builds = buildable(player, HOMESTEADER_DISCOUNT)
    if can_plant(player):
        return builds
    return [s for s in builds if can_plant(_with_structure(player, s))]


@visitor
class Agriculturist(VisitorCard):
    """Summer 30: plant a vine; then 2 VP if that field holds 3 or more different varieties."""

    id = "agriculturist"

    def reason(self, state: GameState, seat: int) -> str:
        """A vine must be plantable."""
        return _no_plant(state, seat)

    def play(self, state: GameState, seat: int) -> None:
        """Plant, then look at that field."""
        push(state, "plant", seat, max=1, min=1, then={"kind": "agriculturist_vp"})


@step("agriculturist_vp")
def _agriculturist_vp(state: GameState, task: Task) -> None:
    cat = catalog()
    for _card, index in task.params["record"]:
        field = state.players[task.seat].fields[index]
        varieties = {cat.vine_of(c).id for c in field.vines}
        who = ops.name(state, task.seat)
        if len(varieties) >= 3:
            ops.gain_vp(state, task.seat, 2, "visitors")
            ops.log(state, f"{who}'s field holds {len(varieties)} different vines: +2 VP.")
        else:
            # Format 2 wrote 'different vine(s)' here; its migration (persistence/migrations.py)
            # rewrites it.
            kinds = counted(len(varieties), "kind")
            ops.log(state, f"{who}'s field holds {kinds} of vine (3 needed for 2 VP).")


@visitor
class Sponsor(ChooseCard):
    """Summer 34: draw 2 vines, or gain 3 lira; or lose 1 VP to do both."""

    id = "sponsor"
    both_for_vp = True
    order_matters = False  # drawing cards and gaining or paying lira do not touch each other

    def options(self) -> list[Option]:
        """Vines, or lira."""
        return [
            Option(
                "vines",
                "Draw 2 vine cards",
                lambda s, p: (
                    "" if ops.can_draw(s, "vine") else "the vine deck and its discard pile are empty"
                ),
                lambda s, p: ops.draw_many(s, p, "vine", 2),
            ),
            Option("lira", "Gain 3 lira", always, _gain_lira(3)),
        ]


@visitor
class Artisan(ChooseCard):
    """Summer 35: gain 3 lira, or build at 1 lira off, or plant 1-2 vines."""

    id = "artisan"

    def options(self) -> list[Option]:
        """Lira, a discounted build, or planting."""
        return [
            Option("lira", "Gain 3 lira", always, _gain_lira(3)),
            Option("build", "Build 1 structure for 1 lira less", lambda s, p: _no_build(s, p, 1), _build(1)),
            Option("plant", "Plant 1 or 2 vines", _no_plant, _plant(2)),
        ]


STONEMASON_COST = 8


@visitor
class Stonemason(VisitorCard):
    """Summer 36: pay 8 lira and build 2 different structures; Medium then Large Cellar is allowed."""

    id = "stonemason"

    def reason(self, state: GameState, seat: int) -> str:
        """8 lira, and two structures left to build (the Large Cellar needs the Medium first,
        which is then also unbuilt, so any two unbuilt structures can be built in some order)."""
        player = state.players[seat]
        if player.lira < STONEMASON_COST:
            return f"you need {STONEMASON_COST} lira"
        left = [s.id for s in catalog().structures if not player.has(s.id)]
        return "" if len(left) >= 2 else "fewer than 2 structures are left for you to build"

    def play(self, state: GameState, seat: int) -> None:
        """Pay, then two builds at no further cost."""
        ops.pay(state, seat, STONEMASON_COST)
        ops.log(state, f"{ops.name(state, seat)} pays {STONEMASON_COST} lira for two structures.")
        push_all(state, [("stonemason_build", seat, {}), ("stonemason_build", seat, {})])


@decision
class StonemasonBuild(Decision):
    """One of the Stonemason's two structures, already paid for."""

    kind = "stonemason_build"
    rule = "§13"
    title = "Stonemason: build a structure"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """Each structure the seat may still build, at no cost (already paid)."""
        player = state.players[task.seat]
        cat = catalog()
        return [
            choice("build", s.id, f"Build the {s.name} (paid)", "§13")
            for s in cat.structures
            if may_build(player, s.id)
        ]

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Build the chosen structure for free."""
        build(state, task.seat, action.arg, 0)
