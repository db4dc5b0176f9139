"""`viticulture bench`: the speed figures of the engine, the saves and the interface."""

from __future__ import annotations

import argparse
import json
from typing import Any

from viticulture_tui.commands.common import int_between

NAME = "bench"


def add_parser(sub: Any) -> argparse.ArgumentParser:
    """Add `bench [--json] [--games K]`."""
    parser: argparse.ArgumentParser = sub.add_parser(NAME, help="measure speed")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--games", type=int_between(0), default=0, help="games per player count (0: the default)"
    )
    return parser


def run(args: argparse.Namespace) -> int:
    """Run every benchmark and print the figures."""
    from viticulture_tui.bench import run_bench

    result = run_bench(games=args.games)
    print(json.dumps(result) if args.json else json.dumps(result, indent=2))
    return 0
