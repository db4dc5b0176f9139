"""Summer visitors 1-9 and the helpers they share (10-14 in `summer_1_b`, 15-19 in `summer_1_c`)."""

from __future__ import annotations

from typing import Any

from viticulture_tui.engine import building, ops, vineyard, winemaking
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.registry import push, step
from viticulture_tui.engine.state import GameState, Task
from viticulture_tui.engine.tokens import tokens
from viticulture_tui.engine.visitors.base import (
    Check,
    ChooseCard,
    Option,
    VisitorCard,
    always,
    visitor,
)

GAIN = "summer1_gain"
"""Step kind: gain the lira and VP in its params (used as the `then` of a decision)."""


def reward(state: GameState, seat: int, lira: int = 0, vp: int = 0) -> None:
    """Give a player lira and VP from a visitor, and say so in the log."""
    parts = []
    if lira:
        ops.gain_lira(state, seat, lira)
        parts.append(f"{lira} lira")
    if vp:
        ops.gain_vp(state, seat, vp, "visitors")
        parts.append(f"{vp} VP")
    if parts:
        ops.log(state, f"{ops.name(state, seat)} gains {' and '.join(parts)}.")


def then_gain(lira: int = 0, vp: int = 0) -> dict[str, Any]:
    """The `then` of a decision that ends with a gain of lira and VP."""
    return {"kind": GAIN, "params": {"lira": lira, "vp": vp}}


@step(GAIN)
def _gain(state: GameState, task: Task) -> None:
    """The gain promised once the decision before it is done."""
    reward(state, task.seat, task.params.get("lira", 0), task.params.get("vp", 0))


def pay_for_vp(lira: int, vp: int) -> Option:
    """'Pay `lira` to gain `vp`' (Broker, Uncertified Broker)."""

    def check(state: GameState, seat: int) -> str:
        return "" if state.players[seat].lira >= lira else f"you need {lira} lira"

    def run(state: GameState, seat: int) -> None:
        ops.pay(state, seat, lira)
        ops.log(state, f"{ops.name(state, seat)} pays {lira} lira.")
        reward(state, seat, vp=vp)

    return Option("pay", f"Pay {lira} lira for {vp} VP", check, run)


def vp_for_lira(vp: int, lira: int) -> Option:
    """'Lose `vp` to gain `lira`' (Broker, Uncertified Broker); R4 floor."""

    def check(state: GameState, seat: int) -> str:
        return "" if ops.can_lose_vp(state.players[seat], vp) else "it would take you below -5 VP"

    def run(state: GameState, seat: int) -> None:
        ops.gain_vp(state, seat, -vp, "visitors")
        ops.log(state, f"{ops.name(state, seat)} loses {vp} VP.")
        reward(state, seat, lira=lira)

    return Option("lose_vp", f"Lose {vp} VP for {lira} lira", check, run)


def gain_lira_option(lira: int) -> Option:
    """'Gain `lira`': always possible."""
    return Option("lira", f"Gain {lira} lira", always, lambda s, p: reward(s, p, lira=lira))


def can_build(discount: int = 0, fixed: int | None = None, only: list[str] | None = None) -> Check:
    """A check: some structure can be built at that price."""

    def check(state: GameState, seat: int) -> str:
        if building.can_build(state.players[seat], 0, discount, fixed, only):
            return ""
        return "you cannot build any structure at that price"

    return check


def can_plant(ignore_structures: bool = False) -> Check:
    """A check: a vine in hand can be planted now."""

    def check(state: GameState, seat: int) -> str:
        if vineyard.can_plant(state.players[seat], ignore_structures):
            return ""
        return "you have no vine you can plant"

    return check


def has_vines(count: int) -> Check:
    """A check: at least `count` vines are planted on the player's fields."""

    def check(state: GameState, seat: int) -> str:
        if len(vineyard.uproots(state.players[seat])) >= count:
            return ""
        return "you have no planted vine" if count == 1 else f"you have fewer than {count} vines"

    return check


def can_draw(deck: str) -> Check:
    """A check: the deck (or its discard pile) still has a card (R3)."""

    def check(state: GameState, seat: int) -> str:
        return "" if ops.can_draw(state, deck) else f"the {ops.DECK_NAMES[deck]} deck is empty"

    return check


def _empty_fields(state: GameState, seat: int) -> int:
    return sum(1 for f in state.players[seat].fields if not f.sold and not f.vines)


def _planted_fields(state: GameState, seat: int) -> int:
    return sum(1 for f in state.players[seat].fields if not f.sold and f.vines)


@visitor
class Surveyor(ChooseCard):
    """Summer 1: 2 lira per owned empty field, or 1 VP per owned planted field."""

    id = "surveyor"

    def options(self) -> list[Option]:
        """Lira for empty fields, or VP for planted ones."""
        return [
            Option(
                "lira",
                "Gain 2 lira per empty field you own",
                lambda s, p: "" if _empty_fields(s, p) else "you own no empty field",
                lambda s, p: reward(s, p, lira=2 * _empty_fields(s, p)),
            ),
            Option(
                "vp",
                "Gain 1 VP per planted field you own",
                lambda s, p: "" if _planted_fields(s, p) else "you own no planted field",
                lambda s, p: reward(s, p, vp=_planted_fields(s, p)),
            ),
        ]


@visitor
class Broker(ChooseCard):
    """Summer 2: pay 9 lira for 3 VP, or lose 2 VP for 6 lira."""

    id = "broker"

    def options(self) -> list[Option]:
        """Buy VP, or sell VP."""
        return [pay_for_vp(9, 3), vp_for_lira(2, 6)]


def _has_great_wine(state: GameState, seat: int) -> str:
    return "" if tokens(state.players[seat], "wine", 7) else "you have no wine worth 7 or more"


@visitor
class WineCritic(ChooseCard):
    """Summer 3: draw 2 winter visitors, or discard a wine worth 7+ for 4 VP."""

    id = "wine_critic"

    def options(self) -> list[Option]:
        """Cards, or VP for a great wine."""
        return [
            Option(
                "draw",
                "Draw 2 winter visitors",
                can_draw("winter"),
                lambda s, p: ops.draw_many(s, p, "winter", 2),
            ),
            Option(
                "wine",
                "Discard a wine worth 7+ for 4 VP",
                _has_great_wine,
                lambda s, p: push(s, "discard_token", p, what="wine", min_value=7, then=then_gain(vp=4)),
            ),
        ]


BLACKSMITH_BONUS_COSTS = (5, 6)


@visitor
class Blacksmith(VisitorCard):
    """Summer 4: build for 2 lira less; +1 VP if the printed cost is 5 or 6."""

    id = "blacksmith"

    def reason(self, state: GameState, seat: int) -> str:
        """A structure must be buildable for 2 lira less."""
        if building.buildable(state.players[seat], discount=2):
            return ""
        return "you cannot build any structure, even for 2 lira less"

    def play(self, state: GameState, seat: int) -> None:
        """Build, then check the printed cost."""
        push(state, "build", seat, discount=2, then={"kind": "blacksmith_bonus", "params": {}})


@step("blacksmith_bonus")
def _blacksmith_bonus(state: GameState, task: Task) -> None:
    """+1 VP when the structure built has a printed cost of 5 or 6."""
    for structure in task.params["record"]:
        if catalog().structure_by_id[structure].cost in BLACKSMITH_BONUS_COSTS:
            reward(state, task.seat, vp=1)


@visitor
class Contractor(ChooseCard):
    """Summer 5: two different of: 1 VP, build at full cost, plant 1 vine."""

    id = "contractor"
    picks = 2

    def options(self) -> list[Option]:
        """The three benefits."""
        return [
            Option("vp", "Gain 1 VP", always, lambda s, p: reward(s, p, vp=1)),
            Option(
                "build",
                "Build a structure (full cost)",
                can_build(),
                lambda s, p: push(s, "build", p),
            ),
            Option(
                "plant",
                "Plant 1 vine",
                can_plant(),
                lambda s, p: push(s, "plant", p, max=1, min=1),
            ),
        ]


def _can_harvest(state: GameState, seat: int) -> str:
    return "" if vineyard.harvestable(state.players[seat]) else "you have no field to harvest"


@visitor
class TourGuide(ChooseCard):
    """Summer 6: 4 lira, or harvest 1 field."""

    id = "tour_guide"

    def options(self) -> list[Option]:
        """Lira, or a summer harvest."""
        return [
            gain_lira_option(4),
            Option(
                "harvest",
                "Harvest 1 field",
                _can_harvest,
                lambda s, p: push(s, "harvest", p, max=1, min=1),
            ),
        ]


def _can_make_wine(state: GameState, seat: int) -> str:
    if winemaking.can_make_wine(state.players[seat]):
        return ""
    return "you have no grapes to make wine with"


@visitor
class NoviceGuide(ChooseCard):
    """Summer 7: 3 lira, or make up to 2 wines."""

    id = "novice_guide"

    def options(self) -> list[Option]:
        """Lira, or summer winemaking."""
        return [
            gain_lira_option(3),
            Option(
                "wine",
                "Make up to 2 wines",
                _can_make_wine,
                lambda s, p: push(s, "make_wine", p, max=2, min=1),
            ),
        ]


@visitor
class UncertifiedBroker(ChooseCard):
    """Summer 8: lose 3 VP for 9 lira, or pay 6 lira for 2 VP."""

    id = "uncertified_broker"

    def options(self) -> list[Option]:
        """Sell VP, or buy VP."""
        return [vp_for_lira(3, 9), pay_for_vp(6, 2)]


def _planter_plant(state: GameState, seat: int) -> None:
    push(state, "plant", seat, max=2, min=1, then=then_gain(lira=1))


@visitor
class Planter(ChooseCard):
    """Summer 9: plant 1-2 vines and gain 1 lira, or uproot and discard 1 vine for 2 VP."""

    id = "planter"

    def options(self) -> list[Option]:
        """Planting, or uprooting."""
        return [
            Option("plant", "Plant 1 or 2 vines, then gain 1 lira", can_plant(), _planter_plant),
            Option(
                "uproot",
                "Uproot and discard 1 vine for 2 VP",
                has_vines(1),
                lambda s, p: push(s, "uproot", p, count=1, then=then_gain(vp=2)),
            ),
        ]
