"""Undo: the deciding player takes back their own last action while nothing hidden was revealed."""

from __future__ import annotations

from viticulture_tui.engine import marks
from viticulture_tui.engine.errors import IllegalAction
from viticulture_tui.engine.game import decider, replay
from viticulture_tui.engine.state import GameState

REVEALED = {
    marks.PRIVATE: "it showed a card that cannot be unseen",
    marks.DECK: "it turned up cards from a deck",
    marks.SHUFFLE: "it shuffled a deck",
}


class UndoRefused(IllegalAction):
    """Undo is not possible now; the message says why."""


def undo_reason(state: GameState) -> str:
    """Why the deciding player may not take back their last action now ('' when they may)."""
    seat = decider(state)
    if seat is None:
        return "The game is over."
    if not state.history:
        return "Nothing has been played yet."
    if len(state.history_marks) != len(state.history):
        return "This game has no undo record."
    last_seat, revealed = state.history_marks[-1]
    if last_seat != seat:
        who = state.players[last_seat].name
        if any(s == seat for s, _ in state.history_marks):
            return f"{who} has decided since your last action."
        return f"The last action was {who}'s, not yours."
    if revealed:
        return f"Your last action cannot be taken back: {REVEALED.get(revealed, revealed)}."
    return ""


def undo(state: GameState) -> GameState:
    """The game as it was before the deciding player's last action; raises UndoRefused if not."""
    reason = undo_reason(state)
    if reason:
        raise UndoRefused(reason)
    return replay(state.setup, state.history[:-1])
