"""The `viticulture` command: the parser of every subcommand, and a front door without tracebacks."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from viticulture_tui import __version__
from viticulture_tui.commands import DEFAULT, subcommands
from viticulture_tui.commands.common import CommandError, add_save_dir, reason, shown
from viticulture_tui.pipe import reader_gone
from viticulture_tui.safe_text import printable, shorten

INTERRUPTED_STATUS = 130
"""The status after Ctrl+C: 128 + SIGINT."""
MESSAGE_WIDTH = 300
"""A failure's line is cut to this many characters."""
DEBUG_ENV = "VITICULTURE_DEBUG"
"""When set, an unexpected error shows its traceback instead of one line (for developers)."""


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand of the registry (viticulture_tui.commands)."""
    parser = argparse.ArgumentParser(prog="viticulture", description="Viticulture in the terminal.")
    parser.add_argument("--version", action="version", version=f"viticulture {__version__}")
    add_save_dir(parser, everywhere=True)
    sub = parser.add_subparsers(dest="command")
    for command in subcommands().values():
        command.add_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the console script: the exit status (2 for bad arguments, from argparse)."""
    try:
        args = build_parser().parse_args(argv)
        name = args.command or DEFAULT
        return _run(name, args)
    except BrokenPipeError:
        return reader_gone()


def _run(name: str, args: argparse.Namespace) -> int:
    """Run one subcommand; whatever goes wrong becomes one line on stderr and the status 1."""
    try:
        status = subcommands()[name].run(args)
        sys.stdout.flush()  # inside the guard: a closed pipe shows up here, not at exit
        return status
    except BrokenPipeError:
        return reader_gone()
    except KeyboardInterrupt:
        return INTERRUPTED_STATUS
    except CommandError as exc:
        return _fail(name, str(exc))
    except OSError as exc:
        where = f"{shown(exc.filename)}: " if exc.filename else ""
        return _fail(name, f"{where}{reason(exc)}")
    except Exception as exc:
        if os.environ.get(DEBUG_ENV):
            raise
        return _fail(name, f"unexpected error ({type(exc).__name__}: {exc}); {DEBUG_ENV}=1 shows where")


def _fail(name: str, message: str) -> int:
    print(f"viticulture {name}: {shorten(printable(message), MESSAGE_WIDTH)}", file=sys.stderr)
    return 1


if __name__ == "__main__":
    raise SystemExit(main())
