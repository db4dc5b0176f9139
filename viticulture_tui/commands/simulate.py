"""`viticulture simulate`: random seats play games headless; a summary of how they went."""

from __future__ import annotations

import argparse
import json
from typing import Any

from viticulture_tui.commands.common import SOLO_LEVELS, int_between

NAME = "simulate"


def add_parser(sub: Any) -> argparse.ArgumentParser:
    """Add `simulate --players N --games K --seed S [--json] [--level L] [--aggressive]`."""
    parser: argparse.ArgumentParser = sub.add_parser(
        NAME, help="play random games headless and print a summary"
    )
    parser.add_argument("--players", type=int_between(1, 6), default=4, help="1 to 6 (1: solo)")
    parser.add_argument("--games", type=int_between(1), default=10, help="how many games (at least 1)")
    parser.add_argument("--seed", type=int, default=0, help="the first game's seed; the next ones follow")
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    parser.add_argument(
        "--level", choices=SOLO_LEVELS, default="normal", help="solo difficulty (with --players 1)"
    )
    parser.add_argument("--aggressive", action="store_true", help="solo: the aggressive variant")
    return parser


def run(args: argparse.Namespace) -> int:
    """Play the games and print the summary: 0 when every game finished, else 1."""
    from viticulture_tui.engine import GameOptions
    from viticulture_tui.sim import simulate

    options = GameOptions(solo_level=args.level, aggressive=args.aggressive)
    s = simulate(args.players, args.games, args.seed, options)
    summary = {
        "players": s.players,
        "games": s.games,
        "finished": s.finished,
        "mean_years": round(s.mean_years, 2),
        "mean_winner_vp": round(s.mean_winner_vp, 2),
        "actions": s.actions,
        "actions_per_s": round(s.actions_per_s),
        "games_per_s": round(s.games_per_s, 2),
    }
    if args.json:
        print(json.dumps(summary))
    else:
        print(
            f"{s.finished}/{s.games} games finished ({s.players} players), "
            f"{s.mean_years:.1f} years on average, winner {s.mean_winner_vp:.1f} VP on average, "
            f"{s.actions_per_s:,.0f} actions/s"
        )
    return 0 if s.finished == s.games else 1
