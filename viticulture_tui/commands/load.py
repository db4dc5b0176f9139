"""`viticulture load FILE [--headless]`: open a saved game to play on, or check it and say where it stands."""

from __future__ import annotations

import argparse
from typing import Any

from viticulture_tui.commands.saved import add_save_parser, open_save

NAME = "load"


def add_parser(sub: Any) -> argparse.ArgumentParser:
    """Add `load FILE [--headless] [--save-dir DIR]`."""
    return add_save_parser(
        sub,
        NAME,
        "open a saved game (--headless: check it and say where it stands)",
        "check the file and print a summary only",
    )


def run(args: argparse.Namespace) -> int:
    """Open the checked save in the app, or print its summary."""
    return open_save(args, replay=False)
