"""Random playouts for 2-6 players: every invariant after every action, replay and JSON at the end."""

import os

import pytest

from tests.invariants import check
from viticulture_tui.engine import GameOptions, from_json, replay, to_json
from viticulture_tui.sim import play_random_game

# `make test` runs a bounded number; `make fuzz` (FUZZ_GAMES) thousands.
QUICK_GAMES = 4
FUZZ_GAMES = int(os.environ.get("FUZZ_GAMES", "400"))


def _play_and_check(players: int, seed: int, options: GameOptions | None = None) -> None:
    result = play_random_game(players, seed, check=check, options=options)
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


SOLO_OPTIONS = [
    GameOptions(solo_level=level, aggressive=aggressive, token_opens_middle=middle)
    for level in ("very_easy", "easy", "normal", "hard", "very_hard")
    for aggressive, middle in ((False, False), (True, True))
]


@pytest.mark.parametrize("options", SOLO_OPTIONS, ids=lambda o: f"{o.solo_level}-{o.aggressive}")
def test_solo_games_keep_every_invariant(options: GameOptions) -> None:
    """Solo games at every level, both token readings and the aggressive variant keep every invariant."""
    _play_and_check(1, 3, options)


@pytest.mark.fuzz
def test_many_solo_games_keep_every_invariant() -> None:
    """The long fuzz, solo: every level and variant over many seeds."""
    for options in SOLO_OPTIONS:
        for seed in range(FUZZ_GAMES // 4):
            _play_and_check(1, seed, options)


@pytest.mark.fuzz
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_many_random_games_keep_every_invariant(players: int) -> None:
    """The long fuzz: many seeds per player count."""
    for seed in range(10_000, 10_000 + FUZZ_GAMES):
        _play_and_check(players, seed)
