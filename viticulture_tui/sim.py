"""Headless games played by random seats: the `simulate` and `bench` commands use them."""

from __future__ import annotations

import time
from dataclasses import dataclass

from viticulture_tui.ai.random_seat import RandomSeat
from viticulture_tui.engine import (
    GameOptions,
    GameState,
    PlayerSetup,
    Setup,
    apply,
    legal_actions,
    new_game,
)

MAX_YEARS = 100
NAMES = ["Anna", "Ben", "Carla", "Dario", "Elena", "Fabio"]


@dataclass
class GameResult:
    """How one random game went."""

    seed: int
    players: int
    finished: bool
    years: int
    actions: int
    winner_vp: int
    winners: list[int]
    state: GameState


def play_random_game(
    players: int, seed: int, check: object = None, options: GameOptions | None = None
) -> GameResult:
    """Play a game to the end with random seats; `check(state)` runs after every action if given."""
    setup = Setup(
        players=[PlayerSetup(name=n) for n in NAMES[:players]],
        seed=seed,
        options=options or GameOptions(),
    )
    state = new_game(setup)
    seat = RandomSeat(seed)
    actions = 0
    while not state.game_over and state.year <= MAX_YEARS:
        apply(state, seat.choose(legal_actions(state)))
        actions += 1
        if callable(check):
            check(state)
    return GameResult(
        seed=seed,
        players=players,
        finished=state.game_over,
        years=state.year,
        actions=actions,
        winner_vp=max(p.vp for p in state.players),
        winners=list(state.winners),
        state=state,
    )


@dataclass
class Summary:
    """Figures over many random games."""

    players: int
    games: int
    finished: int
    mean_years: float
    mean_winner_vp: float
    actions: int
    seconds: float

    @property
    def actions_per_s(self) -> float:
        """Actions applied per second, legal-action generation included."""
        return self.actions / self.seconds if self.seconds else 0.0

    @property
    def games_per_s(self) -> float:
        """Complete games per second."""
        return self.games / self.seconds if self.seconds else 0.0


def simulate(players: int, games: int, seed: int, options: GameOptions | None = None) -> Summary:
    """Play `games` random games from consecutive seeds and sum them up."""
    finished = years = winner_vp = actions = 0
    start = time.perf_counter()
    for i in range(games):
        # Only the figures are kept: holding every finished game made the garbage collector
        # walk them all again and again, a cost that grew with the number of games (5-10%).
        r = play_random_game(players, seed + i, options=options)
        finished += r.finished
        years += r.years
        winner_vp += r.winner_vp
        actions += r.actions
    seconds = time.perf_counter() - start
    return Summary(
        players=players,
        games=games,
        finished=finished,
        mean_years=years / games,
        mean_winner_vp=winner_vp / games,
        actions=actions,
        seconds=seconds,
    )
