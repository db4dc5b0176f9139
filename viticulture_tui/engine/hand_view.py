"""What each card in a player's hand can do now: played, planted or filled, and why not."""

from __future__ import annotations

from typing import NamedTuple

from viticulture_tui.engine import ops
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.game import pending
from viticulture_tui.engine.orders import can_fill
from viticulture_tui.engine.state import GameState, Player
from viticulture_tui.engine.vineyard import can_plant_on

STRUCTURE_NAMES = {"trellis": "Trellis", "irrigation": "Irrigation"}


class CardStatus(NamedTuple):
    """One card of the hand: whether its own conditions allow it now, and why not."""

    card: str
    usable: bool
    """A visitor that may be played, a vine that may be planted, an order that may be filled."""
    reason: str
    """Why not, in words ('' when usable). Says nothing about whether the action is open now."""
    needs: tuple[str, ...] = ()
    """Vines: the structures the vine needs (Trellis, Irrigation), whether built or not."""


def card_status(state: GameState, seat: int, card: str) -> CardStatus:
    """The status of one card in the seat's hand (§6 vines, §9 orders, §13 visitors)."""
    from viticulture_tui.engine.visitors import visitor_reason

    player = state.players[seat]
    kind = ops.card_type(card)
    if kind == "vine":
        return _vine_status(player, card)
    if kind == "order":
        ok = can_fill(player, catalog().order_by_id[card])
        return CardStatus(card, ok, "" if ok else "your cellar lacks the wines it asks for")
    reason = visitor_reason(state, seat, card)
    return CardStatus(card, not reason, reason)


def hand_status(state: GameState, seat: int) -> tuple[CardStatus, ...]:
    """Every card in the seat's hand, in hand order, with what it can do now."""
    return tuple(card_status(state, seat, card) for card in state.players[seat].hand)


def unplayable_visitors(state: GameState) -> tuple[CardStatus, ...]:
    """While a player chooses a visitor to play: the cards of that deck in their hand that may not be
    played now, once each, with the reason (the legal choices hold the others)."""
    task = pending(state)
    if task is None or task.kind != "play_visitor":
        return ()
    cards = dict.fromkeys(ops.hand_of(state.players[task.seat], task.params["deck"]))
    statuses = (card_status(state, task.seat, card) for card in cards)
    return tuple(s for s in statuses if not s.usable)


def _vine_status(player: Player, card: str) -> CardStatus:
    vine = catalog().vine_of(card)
    needs = tuple(
        STRUCTURE_NAMES[s] for s, on in (("trellis", vine.trellis), ("irrigation", vine.irrigation)) if on
    )
    if any(can_plant_on(player, card, f, False, False) for f in player.fields):
        return CardStatus(card, True, "", needs)
    missing = [
        STRUCTURE_NAMES[s]
        for s in ("trellis", "irrigation")
        if STRUCTURE_NAMES[s] in needs and not player.has(s)
    ]
    if missing:
        return CardStatus(card, False, f"needs {' and '.join(missing)}, not built yet", needs)
    if not any(not f.sold for f in player.fields):
        return CardStatus(card, False, "you own no field to plant it on", needs)
    return CardStatus(card, False, f"no field has room for a vine of value {vine.value}", needs)
