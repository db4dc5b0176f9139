"""`ranking_table` of a finished solo game names the same winner as the game-over screen."""

from __future__ import annotations

from viticulture_tui.engine.solo import solo_view
from viticulture_tui.persistence.report import ranking_table
from viticulture_tui.sim import play_random_game


def test_solo_ranking_gives_the_game_to_the_automa_when_the_player_does_not_beat_it() -> None:
    """A solo game lost to the Automa says so (not "nobody won"), with both scores."""
    state = play_random_game(1, 4).state
    view = solo_view(state)
    assert view is not None and view.game_over and not view.won
    text = ranking_table(state)
    assert "nobody won" not in text
    head = text.splitlines()[0]
    assert "the Automa wins" in head
    assert f"{view.player_vp} VP" in head and f"{view.target} VP" in head


def test_solo_ranking_gives_the_game_to_the_player_who_beats_the_automa() -> None:
    """A solo game won by the player names the player as the winner over the Automa."""
    state = play_random_game(1, 4).state
    assert state.automa is not None
    state.players[0].vp = state.automa.vp + 1
    state.winners = [0]
    head = ranking_table(state).splitlines()[0]
    assert f"{state.players[0].name} beats the Automa" in head
