"""Per-action undo marks: who took each action and whether it revealed anything hidden."""

from __future__ import annotations

from viticulture_tui.engine.state import GameState

Snapshot = tuple[int, int, int]

NOTHING = ""
"""The action revealed nothing hidden."""
PRIVATE = "private"
"""The action showed someone a card only they may see (a card drawn, a card given)."""
DECK = "deck"
"""The action took cards off a deck (a card drawn or turned face up)."""
SHUFFLE = "shuffle"
"""The action used the random generator (a deck shuffled)."""


def snapshot(state: GameState) -> Snapshot:
    """What an action could reveal, taken just before it: generator, log length, cards in decks."""
    return state.rng, len(state.log), _cards_in_decks(state)


def mark(state: GameState, seat: int, before: Snapshot) -> tuple[int, str]:
    """The undo mark of the action just applied by `seat`: the seat and what it revealed."""
    rng, log_len, cards = before
    for event in state.log[log_len:]:
        if event.seen_by is not None:
            return seat, PRIVATE
    if rng != state.rng:
        return seat, SHUFFLE
    if cards != _cards_in_decks(state):
        return seat, DECK
    return seat, NOTHING


def _cards_in_decks(state: GameState) -> int:
    # Decks only lose cards (drawn or turned up) except when reshuffled, which moves the generator.
    return sum(map(len, state.decks.values()))
