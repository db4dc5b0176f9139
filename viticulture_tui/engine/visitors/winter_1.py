"""Winter visitors 1-19: 'choose one' cards about cards, lira and orders, and shared helpers.

Merchant, Crusher, Judge, Marketer, Crush Expert, Benefactor and Assessor are here; the cellar
and worker cards are in `winter_1_cellar.py`, the plain effects (Harvester, Promoter, Harvest
Expert, Innkeeper) in `winter_1_plain.py`, the cards that ask opponents (Queen, Mentor) in
`winter_1_opponents.py`.
"""

from __future__ import annotations

from viticulture_tui.engine import cellar, ops
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.orders import fillable_orders
from viticulture_tui.engine.registry import push, step
from viticulture_tui.engine.state import GameState, Player, Task
from viticulture_tui.engine.visitors.base import ChooseCard, Option, always, visitor
from viticulture_tui.engine.winemaking import can_make_wine

VISITOR_DECKS = ("summer", "winter")

# --- helpers -------------------------------------------------------------------------------


def draw(state: GameState, seat: int, deck: str, count: int = 1) -> None:
    """Draw cards of one deck; say so in the log when the deck and its discards are empty (R3)."""
    for _ in range(count):
        if ops.draw(state, seat, deck) is None:
            ops.log(state, f"The {ops.DECK_NAMES[deck]} deck is empty: nothing is drawn.")
            return


def make_reason(state: GameState, seat: int) -> str:
    """Why no wine can be made now, '' if one can."""
    return "" if can_make_wine(state.players[seat]) else "you cannot make any wine"


def fill_reason(state: GameState, seat: int) -> str:
    """Why no wine order can be filled now, '' if one can."""
    return "" if fillable_orders(state.players[seat]) else "you cannot fill any wine order in hand"


def fill_plus_one(state: GameState, seat: int) -> None:
    """Fill one order; the order gives 1 VP more."""
    push(state, "fill_order", seat, extra_vp=1)


def visitor_cards(player: Player) -> list[str]:
    """The summer and winter visitor cards in a hand."""
    return [c for d in VISITOR_DECKS for c in ops.hand_of(player, d)]


def reward(state: GameState, seat: int, vp: int = 0, lira: int = 0, residual: int = 0) -> None:
    """Give VP, lira and residual payment steps, with one log line."""
    parts = []
    if vp:
        ops.gain_vp(state, seat, vp, "visitors")
        parts.append(f"{vp:+d} VP")
    if lira:
        ops.gain_lira(state, seat, lira)
        parts.append(f"+{lira} lira")
    if residual:
        ops.raise_residual(state, seat, residual)
        parts.append(f"residual now {state.players[seat].residual}")
    if parts:
        ops.log(state, f"{ops.name(state, seat)}: {', '.join(parts)}.")


@step("winter1_reward")
def _winter1_reward(state: GameState, task: Task) -> None:
    """A card's reward after a cost was paid (`vp`, `lira`, `residual`)."""
    p = task.params
    reward(state, task.seat, p.get("vp", 0), p.get("lira", 0), p.get("residual", 0))


# --- the cards -----------------------------------------------------------------------------


def _merchant_reason(state: GameState, seat: int) -> str:
    player = state.players[seat]
    if player.lira < 3:
        return "you need 3 lira"
    if 1 in player.grapes["red"] and 1 in player.grapes["white"]:
        return "both value-1 spaces of your crush pad are taken"
    return ""


def _merchant_grapes(state: GameState, seat: int) -> None:
    player = state.players[seat]
    ops.pay(state, seat, 3)
    placed = []
    for colour in ("red", "white"):
        if 1 in player.grapes[colour]:
            ops.log(state, f"The {colour} 1 space is taken: no {colour} grape is placed.")
        else:
            cellar.place_grape(player, colour, 1)
            placed.append(f"a {colour} 1")
    ops.log(state, f"{player.name} pays 3 lira and places {' and '.join(placed)} grape.")


@visitor
class Merchant(ChooseCard):
    """Winter 1: pay 3 lira for a red 1 and a white 1 grape, or fill an order for 1 VP more."""

    id = "merchant"

    def options(self) -> list[Option]:
        """Buy two value-1 grapes, or fill an order with a bonus."""
        return [
            Option(
                "grapes",
                "Pay 3 lira: place a red 1 and a white 1 grape (on free 1 spaces)",
                _merchant_reason,
                _merchant_grapes,
            ),
            Option("fill", "Fill 1 wine order and gain 1 VP more", fill_reason, fill_plus_one),
        ]


def _crusher_lira(state: GameState, seat: int) -> None:
    reward(state, seat, lira=3)
    draw(state, seat, "summer")


def _crusher_wine(state: GameState, seat: int) -> None:
    draw(state, seat, "order")
    push(state, "make_wine", seat, max=2)


@visitor
class Crusher(ChooseCard):
    """Winter 2: 3 lira and a summer visitor, or a wine order and make up to 2 wines."""

    id = "crusher"

    def options(self) -> list[Option]:
        """Lira and a visitor, or an order and wine."""
        return [
            Option("lira", "Gain 3 lira and draw 1 summer visitor", always, _crusher_lira),
            Option("wine", "Draw 1 wine order and make up to 2 wines", make_reason, _crusher_wine),
        ]


def _judge_wine_reason(state: GameState, seat: int) -> str:
    if any(v >= 4 for row in state.players[seat].wines.values() for v in row):
        return ""
    return "you have no wine of value 4 or more"


def _judge_wine(state: GameState, seat: int) -> None:
    then = {"kind": "winter1_reward", "params": {"vp": 3}}
    push(state, "discard_token", seat, what="wine", min_value=4, then=then)


@visitor
class Judge(ChooseCard):
    """Winter 3: draw 2 summer visitors, or discard a wine of value 4+ for 3 VP."""

    id = "judge"

    def options(self) -> list[Option]:
        """Two visitors, or a good wine for VP."""
        return [
            Option(
                "draw",
                "Draw 2 summer visitors",
                lambda s, p: "" if ops.can_draw(s, "summer") else "the summer deck is empty",
                lambda s, p: draw(s, p, "summer", 2),
            ),
            Option(
                "wine",
                "Discard a wine of value 4 or more: gain 3 VP",
                _judge_wine_reason,
                _judge_wine,
            ),
        ]


def _marketer_draw(state: GameState, seat: int) -> None:
    draw(state, seat, "summer", 2)
    reward(state, seat, lira=1)


@visitor
class Marketer(ChooseCard):
    """Winter 5: draw 2 summer visitors and 1 lira, or fill an order for 1 VP more."""

    id = "marketer"

    def options(self) -> list[Option]:
        """Visitors and lira, or an order with a bonus."""
        return [
            Option("draw", "Draw 2 summer visitors and gain 1 lira", always, _marketer_draw),
            Option("fill", "Fill 1 wine order and gain 1 VP more", fill_reason, fill_plus_one),
        ]


def _crush_expert_lira(state: GameState, seat: int) -> None:
    reward(state, seat, lira=3)
    draw(state, seat, "order")


@visitor
class CrushExpert(ChooseCard):
    """Winter 6: 3 lira and a wine order, or make up to 3 wines."""

    id = "crush_expert"

    def options(self) -> list[Option]:
        """Lira and an order, or wine."""
        return [
            Option("lira", "Gain 3 lira and draw 1 wine order", always, _crush_expert_lira),
            Option(
                "wine",
                "Make up to 3 wines",
                make_reason,
                lambda s, p: push(s, "make_wine", p, max=3),
            ),
        ]


def _benefactor_draw(state: GameState, seat: int) -> None:
    draw(state, seat, "vine")
    draw(state, seat, "summer")


def _benefactor_discard(state: GameState, seat: int) -> None:
    then = {"kind": "winter1_reward", "params": {"vp": 2}}
    push(state, "discard_cards", seat, count=2, types=list(VISITOR_DECKS), then=then)


@visitor
class Benefactor(ChooseCard):
    """Winter 9: draw a vine and a summer visitor, or discard 2 visitors for 2 VP."""

    id = "benefactor"

    def options(self) -> list[Option]:
        """Cards, or VP for visitor cards."""
        return [
            Option(
                "draw",
                "Draw 1 vine and 1 summer visitor",
                lambda s, p: (
                    ""
                    if ops.can_draw(s, "vine") or ops.can_draw(s, "summer")
                    else "the vine and summer decks are empty"
                ),
                _benefactor_draw,
            ),
            Option(
                "discard",
                "Discard 2 visitor cards: gain 2 VP",
                lambda s, p: (
                    ""
                    if len(visitor_cards(s.players[p])) >= 2
                    else "you have fewer than 2 other visitor cards"
                ),
                _benefactor_discard,
            ),
        ]


def _hand_reason(state: GameState, seat: int) -> str:
    return "" if state.players[seat].hand else "you have no other card in hand"


def _discard_hand(state: GameState, seat: int) -> None:
    player = state.players[seat]
    names = ", ".join(catalog().card_name(c) for c in player.hand)
    for card in list(player.hand):
        ops.discard(state, seat, card)
    ops.log(state, f"{player.name} discards the whole hand: {names}.")
    reward(state, seat, vp=2)


@visitor
class Assessor(ChooseCard):
    """Winter 10: 1 lira per other card in hand, or discard the whole hand for 2 VP."""

    id = "assessor"

    def options(self) -> list[Option]:
        """Lira for the hand, or VP for giving it up."""
        return [
            Option(
                "lira",
                "Gain 1 lira per card in your hand",
                _hand_reason,
                lambda s, p: reward(s, p, lira=len(s.players[p].hand)),
            ),
            Option("discard", "Discard your whole hand: gain 2 VP", _hand_reason, _discard_hand),
        ]
