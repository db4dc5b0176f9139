"""Whole games through the keyboard with random legal choices, to the game-over screen."""

from __future__ import annotations

import pytest

from tests.ui.helpers import SMALL, KeyPlayer, play_to_end, session_from
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.game_over import GameOverScreen


async def play_whole_game(players: int, seed: int, player_seed: int) -> None:
    session = session_from(players, seed)
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        player = KeyPlayer(player_seed)
        await play_to_end(pilot, player)
        assert isinstance(app.screen, GameOverScreen)
        state = session.state
        assert state.game_over and state.winners
        assert max(p.vp for p in state.players) >= 20
        headline = str(app.screen.query_one("#game-over-headline").render())
        assert all(state.players[w].name in headline for w in state.winners)
        await pilot.press("enter")
        assert type(app.screen).__name__ == "TitleScreen"


async def test_two_player_game_to_the_end() -> None:
    """A 2-player game played only with keys reaches the game-over screen with the winners named."""
    await play_whole_game(2, seed=69, player_seed=1)


@pytest.mark.fuzz
@pytest.mark.parametrize("seed", [10, 1])
async def test_six_player_game_to_the_end(seed: int) -> None:
    """A 6-player game played only with keys reaches the game-over screen (make fuzz)."""
    await play_whole_game(6, seed=seed, player_seed=seed)
