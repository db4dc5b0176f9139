"""`viticulture demo`: one random game headless, its public log printed."""

from __future__ import annotations

import argparse
from typing import Any

from viticulture_tui.commands.common import int_between

NAME = "demo"


def add_parser(sub: Any) -> argparse.ArgumentParser:
    """Add `demo --players N --seed S`."""
    parser: argparse.ArgumentParser = sub.add_parser(
        NAME, help="play one random game headless and print its log"
    )
    parser.add_argument("--players", type=int_between(1, 6), default=2, help="1 to 6 (1: solo)")
    parser.add_argument("--seed", type=int, default=0, help="the game's seed")
    return parser


def run(args: argparse.Namespace) -> int:
    """Play the game and print what every player saw."""
    from viticulture_tui.sim import play_random_game

    result = play_random_game(args.players, args.seed)
    for event in result.state.log:
        if event.seen_by is None:
            print(event.text)
    return 0
