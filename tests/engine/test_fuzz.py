"""Random playouts for 2-6 players: every invariant after every action, replay and JSON at the end."""

import os

import pytest

from tests.invariants import check
from viticulture_tui.engine import from_json, replay, to_json
from viticulture_tui.sim import play_random_game

# `make test` runs a bounded number; `make fuzz` (FUZZ_GAMES) thousands.
QUICK_GAMES = 4
FUZZ_GAMES = int(os.environ.get("FUZZ_GAMES", "400"))


def _play_and_check(players: int, seed: int) -> None:
    result = play_random_game(players, seed, check=check)
    assert result.finished, f"{players}p seed {seed} did not end within 100 years"
    state = result.state
    assert from_json(to_json(state)) == state
    again = replay(state.setup, state.history)
    assert to_json(again) == to_json(state)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("seed", range(QUICK_GAMES))
def test_random_games_keep_every_invariant(players: int, seed: int) -> None:
    """Random seats play whole games: invariants hold throughout, replay and JSON agree."""
    _play_and_check(players, seed)


@pytest.mark.fuzz
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_many_random_games_keep_every_invariant(players: int) -> None:
    """The long fuzz: many seeds per player count."""
    for seed in range(10_000, 10_000 + FUZZ_GAMES):
        _play_and_check(players, seed)
