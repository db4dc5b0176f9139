"""The `load` and `replay` commands and the `--save-dir` option of the `viticulture` command."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

COMMANDS = ("load", "replay")
SAVE_DIR_HELP = "the save folder (default: $VITICULTURE_SAVE_DIR, else saves/ of a checkout, else user data)"


def add_persistence_commands(sub: Any, parser: argparse.ArgumentParser | None = None) -> None:
    """Add `load FILE`, `replay FILE [--headless]` and `--save-dir` (global if `parser` is given)."""
    if parser is not None:
        parser.add_argument("--save-dir", default=None, metavar="DIR", help=SAVE_DIR_HELP)
    load = sub.add_parser("load", help="open a saved game (--headless: check it and say where it stands)")
    load.add_argument("file", help="a save file, or the name of a save in the save folder")
    load.add_argument("--headless", action="store_true", help="check the file and print a summary only")
    replay = sub.add_parser("replay", help="step through a saved game (--headless: final ranking)")
    replay.add_argument("file", help="a save file, or the name of a save in the save folder")
    replay.add_argument("--headless", action="store_true", help="print the ranking and scores only")
    play = sub.choices.get("play")
    for command in (load, replay, *([play] if play is not None else [])):
        # SUPPRESS keeps a global --save-dir given before the command.
        command.add_argument("--save-dir", default=argparse.SUPPRESS, metavar="DIR", help=SAVE_DIR_HELP)


def run_persistence_command(args: argparse.Namespace) -> int:
    """Run `load` or `replay` (the app, or a summary with --headless): 0 on success, 1 for a damaged
    save."""
    from viticulture_tui.persistence.errors import SaveError
    from viticulture_tui.persistence.folder import save_dir
    from viticulture_tui.persistence.loader import load_game
    from viticulture_tui.persistence.report import describe_game, ranking_table

    folder = save_dir(getattr(args, "save_dir", None))
    path = resolve_save(args.file, folder)
    if not path.exists():
        print(
            f"viticulture {args.command}: {args.file}: no such file, nor a save of that name in {folder}",
            file=sys.stderr,
        )
        return 1
    try:
        loaded = load_game(path)
    except SaveError as exc:
        print(f"viticulture {args.command}: {exc}", file=sys.stderr)
        return 1
    if not args.headless:
        from viticulture_tui.ui.launch import open_saved

        return open_saved(loaded, folder, replay=args.command == "replay")
    if args.command == "load":
        print(describe_game(loaded))
        return 0
    print(ranking_table(loaded.state))
    return 0


def resolve_save(name: str, folder: Path) -> Path:
    """The file a command line names: the path itself if it exists, else that save in the folder."""
    path = Path(name).expanduser()
    if path.exists() or os.sep in name or (os.altsep and os.altsep in name):
        return path
    for candidate in (folder / name, folder / f"{name}.json"):
        if candidate.exists():
            return candidate
    return path
