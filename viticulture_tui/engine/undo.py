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


def undo_reason(state: GameState, seat: int | None = None) -> str:
    """Why a player may not take back their last action now ('' when they may).

    By default the player is the one deciding now. With `seat`, it is the player who has just
    handed over the keyboard: the next player has only been asked, not decided, so the action
    that handed over may still be taken back if it revealed nothing.
    """
    deciding = decider(state)
    if deciding is None:
        return "The game is over."
    if seat is None:
        seat = deciding
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


def undo(state: GameState, seat: int | None = None) -> GameState:
    """The game as it was before the player's last action (see undo_reason); raises UndoRefused if not."""
    reason = undo_reason(state, seat)
    if reason:
        raise UndoRefused(reason)
    return replay(state.setup, state.history[:-1])
