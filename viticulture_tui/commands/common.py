"""What the subcommands share: argument checks, the --save-dir option, and one-line failures."""

from __future__ import annotations

import argparse
import errno
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from viticulture_tui.safe_text import printable, shorten

SAVE_DIR_HELP = "the save folder (default: $VITICULTURE_SAVE_DIR, else saves/ of a checkout, else user data)"
NO_HOME = "no home folder is known for the user that ~ names"
SOLO_LEVELS = ("very_easy", "easy", "normal", "hard", "very_hard")
"""The Automa's levels, as `GameOptions.solo_level` has them (written out: the parsers load no engine)."""
SHOWN_PATH = 80
"""At most this many characters of a path are shown in a message."""


class CommandError(Exception):
    """A command cannot go on: `viticulture` prints the message on one line and exits with 1."""


def int_between(low: int, high: int | None = None) -> Callable[[str], int]:
    """An argparse `type=`: a whole number from `low` to `high` (no upper bound when None)."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a whole number: {shown(text)}") from None
        if value < low or (high is not None and value > high):
            bounds = f"from {low} to {high}" if high is not None else f"at least {low}"
            raise argparse.ArgumentTypeError(f"must be {bounds}, not {value}")
        return value

    return parse


def add_save_dir(parser: argparse.ArgumentParser, everywhere: bool = False) -> None:
    """Add `--save-dir DIR`: on the main parser (`everywhere`), or on a subcommand, where SUPPRESS keeps
    a global `--save-dir` given before the subcommand."""
    default: Any = None if everywhere else argparse.SUPPRESS
    parser.add_argument("--save-dir", default=default, metavar="DIR", help=SAVE_DIR_HELP)


def folder_of(args: argparse.Namespace) -> Path:
    """The save folder the command line names (or the default one); not created here."""
    from viticulture_tui.persistence.folder import save_dir

    try:
        return save_dir(getattr(args, "save_dir", None))
    except RuntimeError as exc:  # `~name` of a user that does not exist, or no home folder at all
        raise CommandError(f"the save folder {shown(args.save_dir)}: {NO_HOME}") from exc


def expand_user(name: str) -> Path:
    """`name` as a path with a leading `~` expanded; CommandError when that home is unknown."""
    try:
        return Path(name).expanduser()
    except RuntimeError as exc:
        raise CommandError(f"{shown(name)}: {NO_HOME}") from exc


def ensure_folder(folder: Path) -> Path:
    """The save folder, created if missing; CommandError when it is a file or cannot be made."""
    try:
        if folder.exists() and not folder.is_dir():
            raise CommandError(f"the save folder {shown(folder)} is a file, not a folder")
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise CommandError(f"cannot use the save folder {shown(folder)}: {reason(exc)}") from exc
    return folder


def exists(path: Path) -> bool:
    """Whether the path exists; CommandError when it cannot even be looked at (a name too long)."""
    try:
        return path.exists()
    except OSError as exc:
        raise CommandError(f"{shown(path)}: {reason(exc)}") from exc


def shown(path: object) -> str:
    """A path or a typed word as a message shows it: printable, and cut when long."""
    return shorten(printable(str(path)), SHOWN_PATH)


def reason(exc: OSError) -> str:
    """An OS error in words, without the raw errno tuple."""
    if exc.errno == errno.ENAMETOOLONG:
        return "the name is too long for the file system"
    return exc.strerror or os.strerror(exc.errno or 0) or type(exc).__name__
