"""The replay cursor rebuilds the board after any action of the log."""

from __future__ import annotations

from tests.persistence.helpers import dump, finished_game, play
from viticulture_tui.engine import replay
from viticulture_tui.persistence.replayer import Replayer


def test_forward_back_and_jumps_match_a_fresh_replay() -> None:
    """Every position reached by the cursor is the game after that many actions."""
    state = finished_game(3, 91)
    cursor = Replayer(state.setup, state.history, every=40)
    assert cursor.index == cursor.total == len(state.history) and cursor.hands_open
    assert dump(cursor.state) == dump(state)
    for index in (0, 1, 39, 40, 41, 200, cursor.total - 1, 5):
        assert dump(cursor.goto(index)) == dump(replay(state.setup, state.history[:index]))
    cursor.goto(10)
    assert dump(cursor.forward()) == dump(replay(state.setup, state.history[:11]))
    assert dump(cursor.back()) == dump(replay(state.setup, state.history[:10]))
    assert cursor.goto(-5) is cursor.state and cursor.index == 0
    cursor.goto(10**6)
    assert cursor.index == cursor.total


def test_jump_to_a_year_lands_on_its_first_moment() -> None:
    """Jumping to a year gives the first position in that year."""
    state = finished_game(2, 92)
    cursor = Replayer(state.setup, state.history)
    assert cursor.years[0] == 1 and cursor.years[-1] == state.year
    cursor.jump_to_year(3)
    assert cursor.state.year == 3
    assert replay(state.setup, state.history[: cursor.index - 1]).year == 2


def test_an_unfinished_game_keeps_hands_hidden() -> None:
    """Hands are open only in the replay of a finished game."""
    state, _ = play(2, 93, 50)
    assert not Replayer(state.setup, state.history).hands_open
