"""Think time of each level: the median milliseconds per decision over a fixed set of positions."""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

from viticulture_tui.ai.levels import make_bot
from viticulture_tui.ai.random_seat import RandomSeat
from viticulture_tui.engine import GameState, PlayerSetup, Setup, apply, decider, legal_actions, new_game
from viticulture_tui.engine.clone import clone_state
from viticulture_tui.engine.knowledge import knowledge

GAMES = ((2, 101), (2, 102), (4, 103), (1, 104))
"""(players, seed) of the random games the positions are taken from."""
POSITIONS_PER_GAME = 8
STEP = 37
"""Random actions between two positions of a game."""
LEVELS = ("novice", "standard", "expert")


def bench_positions() -> list[GameState]:
    """The fixed positions: every STEP-th decision of a few random games, the first 8 of each."""
    out: list[GameState] = []
    for players, seed in GAMES:
        setup = Setup(players=[PlayerSetup(name=f"Seat {i + 1}") for i in range(players)], seed=seed)
        state = new_game(setup)
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


def level_ms(level: str, states: list[GameState]) -> float:
    """The median milliseconds the level takes per decision over the positions (knowledge built too)."""
    bot = make_bot(level)
    times: list[float] = []
    for i, state in enumerate(states):
        seat = decider(state)
        assert seat is not None
        start = time.perf_counter()
        bot.choose(knowledge(state, seat), legal_actions(state), random.Random(i))
        times.append((time.perf_counter() - start) * 1000)
    return round(statistics.median(times), 2)


def bot_bench() -> dict[str, Any]:
    """{"novice_ms", "standard_ms", "expert_ms"}."""
    states = bench_positions()
    return {f"{level}_ms": level_ms(level, states) for level in LEVELS}
