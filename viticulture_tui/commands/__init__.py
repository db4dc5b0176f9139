"""Every subcommand of `viticulture`, one module each, in the order `viticulture --help` lists them.

A subcommand is a module with `NAME` (the word typed), `add_parser(sub)` (adds its parser to the
subparsers) and `run(args) -> int` (does it; the exit status). It imports heavy things (the engine,
Textual) inside `run`, so that the command line starts quickly. To add one, write the module and
add its dotted name to SUBCOMMANDS below: that one line is all the registration there is.
"""

from __future__ import annotations

import argparse
import importlib
from typing import Any, Protocol, cast

SUBCOMMANDS = (
    "viticulture_tui.commands.play",
    "viticulture_tui.commands.simulate",
    "viticulture_tui.commands.bench",
    "viticulture_tui.commands.demo",
    "viticulture_tui.commands.load",
    "viticulture_tui.commands.replay",
    "viticulture_tui.serve.command",
    "viticulture_tui.commands.arena",
)
"""The dotted names of the subcommand modules, in the order of `--help`."""

DEFAULT = "play"
"""The subcommand run when none is given."""


class Subcommand(Protocol):
    """What a subcommand module provides."""

    NAME: str

    def add_parser(self, sub: Any) -> argparse.ArgumentParser | None:
        """Add the subcommand's parser to `sub` (argparse's subparsers)."""

    def run(self, args: argparse.Namespace) -> int:
        """Carry out the subcommand; the exit status."""


def subcommands() -> dict[str, Subcommand]:
    """Every registered subcommand by its name, in the order of SUBCOMMANDS."""
    modules = [cast(Subcommand, importlib.import_module(name)) for name in SUBCOMMANDS]
    return {module.NAME: module for module in modules}
