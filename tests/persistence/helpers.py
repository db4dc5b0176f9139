"""Shared builders for the persistence tests: games played by random seats, folder snapshots."""

from __future__ import annotations

import copy
from collections.abc import Callable
from functools import cache
from pathlib import Path

from viticulture_tui.ai.random_seat import RandomSeat
from viticulture_tui.engine import GameState, PlayerSetup, Setup, apply, legal_actions, new_game
from viticulture_tui.sim import NAMES, play_random_game


def setup_for(players: int, seed: int) -> Setup:
    """The setup play_random_game uses."""
    return Setup(players=[PlayerSetup(name=n) for n in NAMES[:players]], seed=seed)


@cache
def _finished(players: int, seed: int) -> GameState:
    return play_random_game(players, seed).state


def finished_game(players: int, seed: int) -> GameState:
    """A copy of a whole random game (cached), as play_random_game plays it."""
    return _finished(players, seed).model_copy(deep=True)


def play(players: int, seed: int, actions: int) -> tuple[GameState, RandomSeat]:
    """The random game after `actions` actions, and the seat that chooses its next actions."""
    state = new_game(setup_for(players, seed))
    seat = RandomSeat(seed)
    for _ in range(actions):
        if state.game_over:
            break
        apply(state, seat.choose(legal_actions(state)))
    return state, seat


def play_until(
    players: int, seed: int, wanted: Callable[[GameState], bool], limit: int = 3000
) -> GameState | None:
    """The first moment of a random game where `wanted(state)` holds, or None."""
    state = new_game(setup_for(players, seed))
    seat = RandomSeat(seed)
    for _ in range(limit):
        if state.game_over:
            return None
        apply(state, seat.choose(legal_actions(state)))
        if wanted(state):
            return state
    return None


def finish(state: GameState, seat: RandomSeat) -> GameState:
    """Play the game to its end with the seat's next choices."""
    while not state.game_over:
        apply(state, seat.choose(legal_actions(state)))
    return state


def fork(seat: RandomSeat) -> RandomSeat:
    """An independent seat that will make the same choices as `seat` from now on."""
    return copy.deepcopy(seat)


def snapshot(folder: Path) -> dict[str, tuple[bytes, int]]:
    """Every file of a folder with its bytes and modification time (to show nothing changed)."""
    if not folder.exists():
        return {}
    return {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in sorted(folder.iterdir()) if p.is_file()}


def dump(state: GameState) -> dict[str, object]:
    """The state as plain JSON data, for exact comparison."""
    return state.model_dump(mode="json")
