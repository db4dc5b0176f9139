"""Summer visitors 15-19: their effects."""

from __future__ import annotations

from viticulture_tui.engine import building, cellar, ops
from viticulture_tui.engine.actions import Action, Choice
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.registry import Decision, choice, decision, push, push_all
from viticulture_tui.engine.state import GameState, Task
from viticulture_tui.engine.tokens import cards_matching
from viticulture_tui.engine.visitors.base import ChooseCard, Option, VisitorCard, visitor
from viticulture_tui.engine.visitors.summer_1 import (
    GAIN,
    can_draw,
    can_plant,
    has_vines,
    reward,
    then_gain,
)

VISITOR_TYPES = ["summer", "winter"]


def _discard_for(count: int, lira: int = 0, vp: int = 0) -> Option:
    """Auctioneer: discard `count` cards of any type from hand for a gain."""
    gain = f"{lira} lira" if lira else f"{vp} VP"

    def check(state: GameState, seat: int) -> str:
        if len(state.players[seat].hand) >= count:
            return ""
        return f"you have fewer than {count} other cards in hand"

    def run(state: GameState, seat: int) -> None:
        push(state, "discard_cards", seat, count=count, then=then_gain(lira=lira, vp=vp))

    return Option(f"discard{count}", f"Discard {count} cards for {gain}", check, run)


@visitor
class Auctioneer(ChooseCard):
    """Summer 15: discard 2 cards for 4 lira, or 4 cards for 3 VP."""

    id = "auctioneer"

    def options(self) -> list[Option]:
        """Two trades of cards."""
        return [_discard_for(2, lira=4), _discard_for(4, vp=3)]


def _entertainer_can_draw(state: GameState, seat: int) -> str:
    if state.players[seat].lira < 4:
        return "you need 4 lira"
    return can_draw("winter")(state, seat)


def _entertainer_draw(state: GameState, seat: int) -> None:
    ops.pay(state, seat, 4)
    ops.log(state, f"{ops.name(state, seat)} pays 4 lira.")
    ops.draw_many(state, seat, "winter", 3)


def _entertainer_can_discard(state: GameState, seat: int) -> str:
    player = state.players[seat]
    if not cellar.has_wine(player):
        return "you have no wine"
    if len(cards_matching(player, VISITOR_TYPES)) < 3:
        return "you have fewer than 3 other visitor cards in hand"
    return ""


def _entertainer_discard(state: GameState, seat: int) -> None:
    push_all(
        state,
        [
            ("discard_token", seat, {"what": "wine"}),
            ("discard_cards", seat, {"count": 3, "types": VISITOR_TYPES}),
            (GAIN, seat, {"vp": 3}),
        ],
    )


@visitor
class Entertainer(ChooseCard):
    """Summer 16: pay 4 lira for 3 winter visitors, or discard a wine and 3 visitors for 3 VP."""

    id = "entertainer"

    def options(self) -> list[Option]:
        """Buy visitors, or trade a wine and visitors for VP."""
        return [
            Option(
                "draw",
                "Pay 4 lira to draw 3 winter visitors",
                _entertainer_can_draw,
                _entertainer_draw,
            ),
            Option(
                "discard",
                "Discard 1 wine and 3 visitors for 3 VP",
                _entertainer_can_discard,
                _entertainer_discard,
            ),
        ]


VENDOR_DECKS = ("vine", "order", "winter")


@visitor
class Vendor(VisitorCard):
    """Summer 17: draw a vine, an order and a winter visitor; opponents may draw a summer one."""

    id = "vendor"

    def reason(self, state: GameState, seat: int) -> str:
        """A card must be left to draw in one of the three decks (R3)."""
        if any(ops.can_draw(state, d) for d in VENDOR_DECKS):
            return ""
        return "the vine, wine order and winter visitor decks are all empty"

    def play(self, state: GameState, seat: int) -> None:
        """Draw, then ask each opponent in turn (V10)."""
        for deck in VENDOR_DECKS:
            ops.draw(state, seat, deck)
        for opponent in reversed(ops.opponents_in_order(state, seat)):
            push(state, "vendor_offer", opponent, by=seat)


@decision
class VendorOffer(Decision):
    """An opponent of the Vendor's player may draw 1 summer visitor."""

    kind = "vendor_offer"
    rule = "§13"
    title = "Vendor: draw a summer visitor?"

    def prompt(self, state: GameState, task: Task) -> str:
        """Names who played the Vendor."""
        return f"{ops.name(state, task.params['by'])}'s Vendor: draw a summer visitor?"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """Yes or no, while a summer visitor is left to draw."""
        if not ops.can_draw(state, "summer"):
            return []
        return [
            choice("respond", "yes", "Draw 1 summer visitor", "§13"),
            choice("respond", "no", "Decline", "§13"),
        ]

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Draw, or not."""
        if action.arg == "yes":
            ops.draw(state, task.seat, "summer")
        else:
            ops.log(state, f"{ops.name(state, task.seat)} declines the Vendor's card.")


HANDYMAN_DISCOUNT = 2


@visitor
class Handyman(VisitorCard):
    """Summer 18: all players, you first, may build for 2 lira less; +1 VP per opponent who does."""

    id = "handyman"

    def reason(self, state: GameState, seat: int) -> str:
        """§13 minimum: at least one player (you or an opponent) can build for 2 lira less."""
        if any(building.buildable(p, discount=HANDYMAN_DISCOUNT) for p in state.players):
            return ""
        return "nobody can build a structure, even for 2 lira less"

    def play(self, state: GameState, seat: int) -> None:
        """Offer the build to the player, then to each opponent in turn (V10)."""
        for who in reversed([seat, *ops.opponents_in_order(state, seat)]):
            push(state, "handyman_build", who, by=seat)


@decision
class HandymanBuild(Decision):
    """Handyman: a player may build one structure for 2 lira less."""

    kind = "handyman_build"
    rule = "§13"
    title = "Handyman: build for 2 lira less?"

    def prompt(self, state: GameState, task: Task) -> str:
        """Says who gains the VP."""
        by = task.params["by"]
        if by == task.seat:
            return "Handyman: build a structure for 2 lira less?"
        who = ops.name(state, by)
        return f"{who}'s Handyman: build a structure for 2 lira less? ({who} gains 1 VP if you do)"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """Each structure the player can build at the discount, or nothing."""
        player = state.players[task.seat]
        out = []
        for sid in building.buildable(player, discount=HANDYMAN_DISCOUNT):
            cost = building.price(sid, HANDYMAN_DISCOUNT)
            name = catalog().structure_by_id[sid].name
            out.append(choice("build", sid, f"Build the {name} ({cost} lira)", "§12"))
        if out:
            out.append(choice("stop", None, "Build nothing", "§13"))
        return out

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Build; an opponent's build gives the Handyman's player 1 VP."""
        by = task.params["by"]
        if action.kind == "stop":
            ops.log(state, f"{ops.name(state, task.seat)} builds nothing.")
            return
        building.build(state, task.seat, action.arg, building.price(action.arg, HANDYMAN_DISCOUNT))
        if task.seat != by:
            reward(state, by, vp=1)


@visitor
class Horticulturist(ChooseCard):
    """Summer 19: plant 1 vine ignoring structures, or uproot and discard 2 vines for 3 VP."""

    id = "horticulturist"

    def options(self) -> list[Option]:
        """Planting without structures, or uprooting two."""
        return [
            Option(
                "plant",
                "Plant 1 vine, ignoring structures",
                can_plant(ignore_structures=True),
                lambda s, p: push(s, "plant", p, max=1, min=1, ignore_structures=True),
            ),
            Option(
                "uproot",
                "Uproot and discard 2 vines for 3 VP",
                has_vines(2),
                lambda s, p: push(s, "uproot", p, count=2, then=then_gain(vp=3)),
            ),
        ]
