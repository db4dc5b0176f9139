"""What `load` and `replay` share: find the save the command line names, check it, open or print it."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

from viticulture_tui.commands.common import (
    add_save_dir,
    ensure_folder,
    exists,
    expand_user,
    folder_of,
    shown,
)


def add_save_parser(sub: Any, name: str, help_text: str, headless_help: str) -> argparse.ArgumentParser:
    """Add `NAME FILE [--headless] [--save-dir DIR]`."""
    parser: argparse.ArgumentParser = sub.add_parser(name, help=help_text)
    parser.add_argument("file", help="a save file, or the name of a save in the save folder")
    parser.add_argument("--headless", action="store_true", help=headless_help)
    add_save_dir(parser)
    return parser


def open_save(args: argparse.Namespace, replay: bool) -> int:
    """Check the save; open the app on it (to play on or to replay), or print its summary or
    ranking with --headless: 0 on success, 1 for a missing or damaged save."""
    from viticulture_tui.persistence.errors import SaveError
    from viticulture_tui.persistence.loader import load_game
    from viticulture_tui.persistence.report import describe_game, ranking_table

    command = "replay" if replay else "load"
    folder = folder_of(args)
    path = resolve_save(args.file, folder)
    if not exists(path):
        print(
            f"viticulture {command}: {shown(args.file)}: no such file, "
            f"nor a save of that name in {shown(folder)}",
            file=sys.stderr,
        )
        return 1
    try:
        loaded = load_game(path)
    except SaveError as exc:
        print(f"viticulture {command}: {exc}", file=sys.stderr)
        return 1
    if not args.headless:
        from viticulture_tui.ui.launch import open_saved

        return open_saved(loaded, ensure_folder(folder), replay=replay)
    print(ranking_table(loaded.state) if replay else describe_game(loaded))
    return 0


def resolve_save(name: str, folder: Path) -> Path:
    """The file a command line names: the path itself if it exists, else that save in the folder."""
    path = expand_user(name)
    if exists(path) or os.sep in name or (os.altsep and os.altsep in name):
        return path
    for candidate in (folder / name, folder / f"{name}.json"):
        if exists(candidate):
            return candidate
    return path
