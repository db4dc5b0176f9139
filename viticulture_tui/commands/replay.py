"""`viticulture replay FILE [--headless]`: step through a saved game, or print its final ranking."""

from __future__ import annotations

import argparse
from typing import Any

from viticulture_tui.commands.saved import add_save_parser, open_save

NAME = "replay"


def add_parser(sub: Any) -> argparse.ArgumentParser:
    """Add `replay FILE [--headless] [--save-dir DIR]`."""
    return add_save_parser(
        sub,
        NAME,
        "step through a saved game (--headless: final ranking)",
        "print the ranking and scores only",
    )


def run(args: argparse.Namespace) -> int:
    """Open the replay of the checked save, or print its ranking."""
    return open_save(args, replay=True)
