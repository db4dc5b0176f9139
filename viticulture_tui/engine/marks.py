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
    # The cards in the decks: decks only lose cards (drawn or turned up) except when reshuffled,
    # which moves the generator. Counted inline, here and in mark, as both run on every action.
    return state.rng, len(state.log), sum(map(len, state.decks.values()))


def mark(state: GameState, seat: int, before: Snapshot) -> tuple[int, str]:
    """The undo mark of the action just applied by `seat`: the seat and what it revealed."""
    rng, log_len, cards = before
    log = state.log
    for i in range(log_len, len(log)):
        if log[i].seen_by is not None:
            return seat, PRIVATE
    if rng != state.rng:
        return seat, SHUFFLE
    if cards != sum(map(len, state.decks.values())):
        return seat, DECK
    return seat, NOTHING
