"""Think time of each level: the median milliseconds per decision over a fixed set of positions.

The positions come from two kinds of game. Random seats give decisions of every kind at 1, 2
and 4 players, but they seldom score: no seat nears 20 VP, where the Expert searches a table's
year by its tree, and only one of their positions is in a solo game's last year, where it does
too. Games the vintner plays to the end give positions all through a game, those years included,
so that the Expert's figures (the median, the 90th percentile and the slowest) are those of a
real game's decisions.
"""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

from viticulture_tui.ai.arena import numbered_setup
from viticulture_tui.ai.levels import make_bot
from viticulture_tui.ai.random_seat import RandomSeat
from viticulture_tui.ai.vintner import vintner_choice
from viticulture_tui.engine import GameState, apply, decider, legal_actions, new_game
from viticulture_tui.engine.clone import clone_state
from viticulture_tui.engine.knowledge import knowledge

GAMES = ((2, 101), (2, 102), (4, 103), (1, 104))
"""(players, seed) of the random games: decisions of every kind, none of a seat near 20 VP."""
PLAYED = ((2, 105), (1, 106))
"""(players, seed) of the games the vintner plays to the end for the positions of a whole game."""
PLAYED_POSITIONS = 12
"""Positions taken from each played game, evenly spaced over its decisions (the last one included)."""
POSITIONS_PER_GAME = 8
STEP = 37
"""Random actions between two positions of a game."""
LEVELS = ("novice", "standard", "expert")


def bench_positions() -> list[GameState]:
    """The fixed positions: every STEP-th decision of a few random games, the first 8 of each."""
    out: list[GameState] = []
    for players, seed in GAMES:
        state = _start(players, seed)
        seat = RandomSeat(seed)
        taken = 0
        while not state.game_over and taken < POSITIONS_PER_GAME:
            for _ in range(STEP):
                if state.game_over:
                    break
                apply(state, seat.choose(legal_actions(state)))
            if not state.game_over:
                out.append(clone_state(state))
                taken += 1
    return out


def played_positions() -> list[GameState]:
    """PLAYED_POSITIONS decisions of each PLAYED game, evenly spaced from the first to the last
    one with more than one choice (the game is played twice: to count its decisions, then to
    copy the chosen ones)."""
    out: list[GameState] = []
    for players, seed in PLAYED:
        decisions = _vintner_game(players, seed, set(), [])
        step = (decisions - 1) / (PLAYED_POSITIONS - 1)
        wanted = {round(i * step) for i in range(PLAYED_POSITIONS)}
        _vintner_game(players, seed, wanted, out)
    return out


def _start(players: int, seed: int) -> GameState:
    """A new game of `players` seats from `seed`."""
    return new_game(numbered_setup(players, seed))


def _vintner_game(players: int, seed: int, wanted: set[int], out: list[GameState]) -> int:
    """Play a game with the vintner in every seat; copy into `out` the positions of the decisions
    numbered in `wanted` (those with more than one choice, from 0). Returns how many there were."""
    state = _start(players, seed)
    decisions = 0
    while not state.game_over:
        seat = decider(state)
        assert seat is not None
        choices = legal_actions(state)
        if len(choices) > 1:
            if decisions in wanted:
                out.append(clone_state(state))
            decisions += 1
        apply(state, vintner_choice(state, seat, choices))
    return decisions


def level_times(level: str, states: list[GameState]) -> list[float]:
    """The milliseconds the level takes on each position (its knowledge built too)."""
    bot = make_bot(level)
    times: list[float] = []
    for i, state in enumerate(states):
        seat = decider(state)
        assert seat is not None
        start = time.perf_counter()
        bot.choose(knowledge(state, seat), legal_actions(state), random.Random(i))
        times.append((time.perf_counter() - start) * 1000)
    return times


def bot_bench(states: list[GameState] | None = None) -> dict[str, Any]:
    """{"novice_ms", "standard_ms", "expert_ms"}: each level's median over the positions (by
    default the random games' and the played games'); and for the Expert, whose search is bound by
    the issue's 1 s median and 3 s ceiling, also "expert_p90_ms" and "expert_max_ms"."""
    if states is None:
        states = bench_positions() + played_positions()
    out: dict[str, Any] = {}
    for level in LEVELS:
        times = level_times(level, states)
        out[f"{level}_ms"] = round(statistics.median(times), 2)
        if level == "expert":
            out["expert_p90_ms"] = round(statistics.quantiles(times, n=10, method="inclusive")[-1], 2)
            out["expert_max_ms"] = round(max(times), 2)
    return out
