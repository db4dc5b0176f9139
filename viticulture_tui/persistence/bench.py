"""The `saves` member of `viticulture bench`: milliseconds to save and to load a finished game."""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from viticulture_tui.persistence.loader import load_game
from viticulture_tui.persistence.store import autosave
from viticulture_tui.sim import play_random_game

PLAYERS = 6
SEED = 1000
RUNS = 9
"""Loads timed; the median is reported, as this machine's speed varies from one moment to the next."""


def saves_bench(seed: int = SEED, runs: int = RUNS) -> dict[str, float]:
    """Median save_ms (atomic autosave) and load_ms (parse, validation, replay) of a finished
    6-player random game, with the size of that game (actions in its log, years, file bytes)."""
    state = play_random_game(PLAYERS, seed).state
    save_ms: list[float] = []
    load_ms: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        for _ in range(runs):
            start = time.perf_counter()
            path = autosave(state, Path(folder))
            save_ms.append((time.perf_counter() - start) * 1000)
            start = time.perf_counter()
            load_game(path)
            load_ms.append((time.perf_counter() - start) * 1000)
        size = path.stat().st_size
    return {
        "save_ms": round(statistics.median(save_ms), 1),
        "load_ms": round(statistics.median(load_ms), 1),
        "actions": len(state.history),
        "years": state.year,
        "file_kb": round(size / 1024),
    }
