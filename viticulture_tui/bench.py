"""`viticulture bench`: speed figures, one member per part of the product (engine first)."""

from __future__ import annotations

from typing import Any

from viticulture_tui.persistence.bench import saves_bench
from viticulture_tui.sim import simulate

DEFAULT_GAMES = {2: 40, 4: 20, 6: 12}


def engine_bench(games: int = 0) -> dict[str, dict[str, float]]:
    """Complete random-seat games per second and actions per second, at 2, 4 and 6 players."""
    out: dict[str, dict[str, float]] = {}
    for players, default in DEFAULT_GAMES.items():
        s = simulate(players, games or default, seed=1000)
        out[str(players)] = {
            "games_per_s": round(s.games_per_s, 2),
            "actions_per_s": round(s.actions_per_s),
            "mean_actions_per_game": round(s.actions / s.games),
        }
    return out


def run_bench(games: int = 0) -> dict[str, Any]:
    """Every benchmark of the product as one JSON-ready object."""
    from viticulture_tui.ai.bench import bot_bench
    from viticulture_tui.ui.bench import ui_bench

    return {"engine": engine_bench(games), "saves": saves_bench(), "ui": ui_bench(), "bots": bot_bench()}
