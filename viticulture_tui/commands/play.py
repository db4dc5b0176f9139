"""`viticulture play` (also `viticulture` alone): the game in this terminal."""

from __future__ import annotations

import argparse
from typing import Any

from viticulture_tui.commands.common import add_save_dir, ensure_folder, folder_of, shown

NAME = "play"
HUMAN = "human"
SEAT_LEVELS = (HUMAN, "novice", "standard", "expert", "random")
"""Who may play a seat given with --seats: a person, or a computer level (ai/levels.py; written out: the
parsers load no engine)."""
MAX_SEATS = 6


def seat_list(text: str) -> list[str]:
    """An argparse `type=`: 'human,expert' as the seats of a game, checked."""
    seats = [s.strip().lower() for s in text.split(",")]
    wrong = [s for s in seats if s not in SEAT_LEVELS]
    if wrong:
        raise argparse.ArgumentTypeError(
            f"unknown seat '{shown(wrong[0])}': each seat is one of {', '.join(SEAT_LEVELS)}"
        )
    if not 1 <= len(seats) <= MAX_SEATS:
        raise argparse.ArgumentTypeError(f"a game has 1 to {MAX_SEATS} seats, not {len(seats)}")
    if HUMAN not in seats:
        raise argparse.ArgumentTypeError("at least one seat is a person: put 'human' among them")
    if len(seats) == 1 and seats != [HUMAN]:
        raise argparse.ArgumentTypeError("a solo game is a person against the Automa: --seats human")
    return seats


def add_parser(sub: Any) -> argparse.ArgumentParser:
    """Add `play [--save-dir DIR] [--seats human,expert,...]`."""
    parser: argparse.ArgumentParser = sub.add_parser(NAME, help="start the game (the default)")
    add_save_dir(parser)
    parser.add_argument(
        "--seats",
        type=seat_list,
        metavar="LIST",
        help="start a new game at once, one seat per entry: human, novice, standard or expert",
    )
    return parser


def run(args: argparse.Namespace) -> int:
    """Start the app on the title screen (or straight on a new game with --seats), the save folder ready."""
    from viticulture_tui.ui.app import run_app

    folder = ensure_folder(folder_of(args))
    seats = getattr(args, "seats", None)
    if not seats:
        return int(run_app(folder))
    from viticulture_tui.session import Session

    return int(run_app(folder, session=Session.new(seats_setup(seats))))


def seats_setup(seats: list[str]) -> Any:
    """A new game's setup for these seats, with the form's default names and colours and a random seed."""
    import random

    from viticulture_tui.engine import PlayerSetup, Setup
    from viticulture_tui.ui.palette import PALETTE
    from viticulture_tui.ui.screens.new_game import NAMES

    return Setup(
        players=[
            PlayerSetup(name=NAMES[i], colour=PALETTE[i].key, computer=None if s == HUMAN else s)
            for i, s in enumerate(seats)
        ],
        seed=random.randrange(1_000_000),
    )
