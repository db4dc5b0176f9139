"""Undo: the deciding player takes back their own last actions while nothing hidden was revealed."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.persistence.helpers import dump, finished_game, play, play_until, setup_for
from viticulture_tui.engine import GameState, decider, legal_actions, new_game, replay
from viticulture_tui.engine import marks as undo_marks
from viticulture_tui.engine.undo import UndoRefused, undo, undo_reason
from viticulture_tui.persistence import store
from viticulture_tui.persistence.loader import load_game


def own_undoable(state: GameState) -> bool:
    """The decider took the last action and it revealed nothing."""
    return undo_reason(state) == ""


def before_last(state: GameState) -> GameState:
    """The game just before its last action, rebuilt independently."""
    return replay(state.setup, state.history[:-1])


def test_undo_takes_back_the_deciders_own_last_action() -> None:
    """Undo returns exactly the game before the action, with the same player to decide."""
    state = play_until(3, 51, own_undoable)
    assert state is not None
    seat = decider(state)
    earlier = undo(state)
    assert dump(earlier) == dump(before_last(state))
    assert decider(earlier) == seat
    assert state.history[-1] in [list(c.action.to_json()) for c in legal_actions(earlier)]


def test_undo_step_by_step_over_several_own_actions() -> None:
    """Two own actions in a row are taken back one after the other."""

    def two_in_a_row(state: GameState) -> bool:
        marks = state.history_marks
        return (
            len(marks) >= 2
            and marks[-1] == marks[-2] == (decider(state), undo_marks.NOTHING)
            and undo_reason(state) == ""
        )

    state = play_until(4, 52, two_in_a_row)
    assert state is not None
    once = undo(state)
    assert undo_reason(once) == ""
    twice = undo(once)
    assert dump(twice) == dump(replay(state.setup, state.history[:-2]))


def test_undo_shows_no_new_information() -> None:
    """The log after undo is a beginning of the log before it: no event anyone had not seen."""
    for seed in range(53, 58):
        state = play_until(2, seed, own_undoable)
        assert state is not None
        earlier = undo(state)
        assert state.log[: len(earlier.log)] == earlier.log


def test_undo_after_loading_a_save(tmp_path: Path) -> None:
    """A loaded game keeps its undo record."""
    state = play_until(3, 59, own_undoable)
    assert state is not None
    loaded = load_game(store.save_game(state, tmp_path, "x")).state
    assert undo_reason(loaded) == ""
    assert dump(undo(loaded)) == dump(undo(state))


def test_refused_when_nothing_was_played() -> None:
    """At the very start there is nothing to take back."""
    state = new_game(setup_for(2, 60))
    assert undo_reason(state) == "Nothing has been played yet."
    with pytest.raises(UndoRefused, match="Nothing has been played yet"):
        undo(state)


def test_refused_when_the_last_action_was_someone_elses() -> None:
    """A player who has not acted cannot take back another player's action."""
    state, _ = play(3, 61, 1)
    first = state.history_marks[0][0]
    assert decider(state) != first
    assert undo_reason(state) == f"The last action was {state.players[first].name}'s, not yours."
    with pytest.raises(UndoRefused):
        undo(state)


def test_refused_when_another_player_decided_since() -> None:
    """Once another player has decided, the earlier own action cannot be taken back."""

    def other_since(state: GameState) -> bool:
        seat = decider(state)
        marks = state.history_marks
        return bool(marks) and marks[-1][0] != seat and any(s == seat for s, _ in marks[:-1])

    state = play_until(3, 62, other_since)
    assert state is not None
    other = state.players[state.history_marks[-1][0]].name
    assert undo_reason(state) == f"{other} has decided since your last action."
    with pytest.raises(UndoRefused):
        undo(state)


def test_refused_when_the_action_drew_a_card() -> None:
    """An own action that showed a card (a draw) cannot be taken back."""

    def drew(state: GameState) -> bool:
        return bool(state.history_marks) and state.history_marks[-1] == (
            decider(state),
            undo_marks.PRIVATE,
        )

    state = play_until(2, 63, drew)
    assert state is not None
    assert any(e.seen_by is not None for e in state.log[-5:])
    assert undo_reason(state) == (
        "Your last action cannot be taken back: it showed a card that cannot be unseen."
    )
    with pytest.raises(UndoRefused):
        undo(state)


@pytest.mark.parametrize(
    ("what", "words"),
    [(undo_marks.DECK, "it turned up cards from a deck"), (undo_marks.SHUFFLE, "it shuffled a deck")],
)
def test_refused_when_the_action_revealed_a_deck_or_shuffled(what: str, words: str) -> None:
    """An own action marked as turning up or shuffling cards cannot be taken back."""
    state = play_until(2, 64, own_undoable)
    assert state is not None
    state.history_marks[-1] = (state.history_marks[-1][0], what)
    assert undo_reason(state) == f"Your last action cannot be taken back: {words}."


def test_refused_when_the_game_is_over() -> None:
    """A finished game cannot be undone."""
    assert undo_reason(finished_game(2, 65)) == "The game is over."


def test_marks_see_decks_and_the_generator() -> None:
    """The marks tell a deck change, a generator change and a private event apart."""
    state, _ = play(2, 66, 10)
    before = undo_marks.snapshot(state)
    assert undo_marks.mark(state, 0, before) == (0, undo_marks.NOTHING)
    state.decks["vine"].pop()
    assert undo_marks.mark(state, 0, before) == (0, undo_marks.DECK)
    state.rng += 1
    assert undo_marks.mark(state, 0, before) == (0, undo_marks.SHUFFLE)
    state.log.append(state.log[-1].model_copy(update={"seen_by": [0]}))
    assert undo_marks.mark(state, 0, before) == (0, undo_marks.PRIVATE)


def test_every_action_has_a_mark() -> None:
    """The undo record runs parallel to the log, and replay rebuilds it."""
    state = finished_game(4, 67)
    assert len(state.history_marks) == len(state.history)
    assert replay(state.setup, state.history).history_marks == state.history_marks


@settings(max_examples=8, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 10_000), steps=st.integers(1, 300))
def test_undo_is_allowed_exactly_when_the_last_action_was_own_and_hid_nothing(
    players: int, seed: int, steps: int
) -> None:
    """Whatever the moment, undo is possible iff the decider's last action revealed nothing, and then
    it restores the game before that action."""
    state, _ = play(players, seed, steps)
    if state.game_over:
        return
    seat, revealed = state.history_marks[-1]
    allowed = undo_reason(state) == ""
    assert allowed == (seat == decider(state) and revealed == undo_marks.NOTHING)
    if allowed:
        assert dump(undo(state)) == dump(before_last(state))
