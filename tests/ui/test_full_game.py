"""Whole games through the keyboard with random legal choices, to the game-over screen."""

from __future__ import annotations

import pytest

from tests.ui.helpers import SMALL, KeyPlayer, play_to_end, session_from
from viticulture_tui.ai.random_seat import RandomSeat
from viticulture_tui.engine import apply, legal_actions
from viticulture_tui.session import Session
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.game_over import GameOverScreen


async def play_by_keys_to_the_end(session: Session, player_seed: int) -> None:
    """Keys only, from the session as it stands to the game-over screen, then back to the title."""
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


def from_a_leader_at(players: int, seed: int, vp: int) -> Session:
    """A new game played on by random seats until someone has `vp` VP (the spring after)."""
    session = session_from(players, seed)
    seat = RandomSeat(seed)
    state = session.state
    while not (max(p.vp for p in state.players) >= vp and state.phase == "spring"):
        assert not state.game_over, "the random seats ended the game first: choose another seed"
        apply(state, seat.choose(legal_actions(state)))
    return Session(state)


async def test_a_two_player_game_is_finished_by_keys() -> None:
    """The last year of a 2-player game (a leader at 17 VP, about 70 key steps) played only with
    keys reaches the game-over screen with the winners named. The first year by keys is
    test_first_year.py; the last seven years (a leader at 14 VP) and a whole game from its setup,
    which random keys make last 20-45 years, run in make fuzz."""
    await play_by_keys_to_the_end(from_a_leader_at(2, 69, 17), player_seed=1)


@pytest.mark.fuzz
async def test_the_last_years_of_a_two_player_game() -> None:
    """The last seven years of a 2-player game (a leader at 14 VP) by keys (make fuzz)."""
    await play_by_keys_to_the_end(from_a_leader_at(2, 69, 14), player_seed=1)


@pytest.mark.fuzz
async def test_two_player_game_to_the_end() -> None:
    """A 2-player game played only with keys, from its setup to the game-over screen (make fuzz)."""
    await play_by_keys_to_the_end(session_from(2, 69), player_seed=1)


@pytest.mark.fuzz
@pytest.mark.parametrize("seed", [10, 1])
async def test_six_player_game_to_the_end(seed: int) -> None:
    """A 6-player game played only with keys reaches the game-over screen (make fuzz)."""
    await play_by_keys_to_the_end(session_from(6, seed), player_seed=seed)
