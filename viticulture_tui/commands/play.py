"""`viticulture play` (also `viticulture` alone): the game in this terminal."""

from __future__ import annotations

import argparse
from typing import Any

from viticulture_tui.commands.common import add_save_dir, ensure_folder, folder_of

NAME = "play"


def add_parser(sub: Any) -> argparse.ArgumentParser:
    """Add `play [--save-dir DIR]`."""
    parser: argparse.ArgumentParser = sub.add_parser(NAME, help="start the game (the default)")
    add_save_dir(parser)
    return parser


def run(args: argparse.Namespace) -> int:
    """Start the app on the title screen, with the save folder ready."""
    from viticulture_tui.ui.app import run_app

    return int(run_app(ensure_folder(folder_of(args))))
