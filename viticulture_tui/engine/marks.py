"""Per-action undo marks: who took each action and whether it revealed anything hidden."""

from __future__ import annotations

from viticulture_tui.engine.state import GameState

Snapshot = tuple[int, int, list[tuple[int, list[str]]]]

NOTHING = ""
"""The action revealed nothing hidden."""
PRIVATE = "private"
"""The action showed someone a card only they may see (a card drawn, a card given)."""
DECK = "deck"
"""The action took cards off a deck (a card drawn or turned face up)."""
SHUFFLE = "shuffle"
"""The action used the random generator (a deck shuffled)."""


def snapshot(state: GameState) -> Snapshot:
    """What an action could reveal, taken just before it: generator, log length, decks."""
    return state.rng, len(state.log), _decks(state)


def mark(state: GameState, seat: int, before: Snapshot) -> tuple[int, str]:
    """The undo mark of the action just applied by `seat`: the seat and what it revealed."""
    rng, log_len, decks = before
    if any(event.seen_by is not None for event in state.log[log_len:]):
        return seat, PRIVATE
    if rng != state.rng:
        return seat, SHUFFLE
    if decks != _decks(state):
        return seat, DECK
    return seat, NOTHING


def _decks(state: GameState) -> list[tuple[int, list[str]]]:
    # Size and top card of each deck: a card drawn or turned up changes one or the other.
    return [(len(d), d[-1:]) for d in state.decks.values()]
