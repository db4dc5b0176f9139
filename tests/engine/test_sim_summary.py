"""simulate sums up exactly the games play_random_game plays, without keeping them."""

from viticulture_tui.engine import GameOptions
from viticulture_tui.sim import play_random_game, simulate


def test_the_summary_adds_up_the_games_of_consecutive_seeds() -> None:
    """Games, finished, actions, mean years and mean winner VP are those of the single games."""
    for players, options in ((2, None), (1, GameOptions(solo_level="easy"))):
        games = [play_random_game(players, 5 + i, options=options) for i in range(3)]
        s = simulate(players, 3, seed=5, options=options)
        assert (s.players, s.games) == (players, 3)
        assert s.finished == sum(g.finished for g in games)
        assert s.actions == sum(g.actions for g in games)
        assert s.mean_years == sum(g.years for g in games) / 3
        assert s.mean_winner_vp == sum(g.winner_vp for g in games) / 3
        assert s.seconds > 0
