"""Winter visitors 20-38: their effects."""

from __future__ import annotations

from viticulture_tui.engine import ops
from viticulture_tui.engine.state import GameState
from viticulture_tui.engine.visitors.base import VisitorCard, visitor

POLITICIAN_DECKS = ("vine", "summer", "order")


@visitor
class Politician(VisitorCard):
    """Winter 21: with negative VP gain 6 lira; otherwise draw a vine, a summer visitor and an order."""

    id = "politician"

    def reason(self, state: GameState, seat: int) -> str:
        """With VP of 0 or more, a card must be left to draw (R3)."""
        if state.players[seat].vp < 0 or any(ops.can_draw(state, d) for d in POLITICIAN_DECKS):
            return ""
        return "the vine, summer visitor and order decks are all empty"

    def play(self, state: GameState, seat: int) -> None:
        """Branch on the player's VP."""
        if state.players[seat].vp < 0:
            ops.gain_lira(state, seat, 6)
            ops.log(state, f"{ops.name(state, seat)} gains 6 lira.")
        else:
            for deck in POLITICIAN_DECKS:
                ops.draw(state, seat, deck)
