"""`viticulture arena`: computer seats play each other, or the Automa, and the win rates are printed."""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import textwrap
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from viticulture_tui.commands.common import SOLO_LEVELS, CommandError, expand_user, int_between, shown
from viticulture_tui.safe_text import printable
from viticulture_tui.words import counted

if TYPE_CHECKING:  # the arena is imported only when the command runs, to keep start-up light
    from viticulture_tui.ai.arena import GameOutcome, Match

NAME = "arena"
RATING_NOTE = (
    "Ratings: Elo points fitted to every pairing (random = 0 when seated, else the first seat = 1000; "
    "no two seats more than 800 apart, where a clean sweep stops)."
)
"""The note under the table saying where the ratings stand."""
NOTE_WIDTH = (40, 100)
"""The narrowest and widest the note is wrapped to: the terminal's width within these (a terminal
wrapping the one long line itself cut words in two at 80 columns)."""


def add_parser(sub: Any) -> argparse.ArgumentParser:
    """Add `arena --players P --seats A,B --games N --seed S [--jobs J] [--json] [--record FILE]`
    (and solo options)."""
    parser: argparse.ArgumentParser = sub.add_parser(
        NAME, help="computer seats play many games; win rates with 95 percent intervals"
    )
    parser.add_argument("--players", type=int_between(1, 6), default=2, help="1 to 6 (1: against the Automa)")
    parser.add_argument(
        "--seats",
        default="standard,random",
        help="levels by seat, comma-separated: random, novice, standard, expert",
    )
    parser.add_argument("--games", type=int_between(1), default=20, help="how many games (at least 1)")
    parser.add_argument("--seed", type=int, default=0, help="the first game's seed; the next ones follow")
    parser.add_argument("--jobs", type=int_between(1), default=None, help="processes (default: every core)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--level", choices=SOLO_LEVELS, default="normal", help="the Automa's level (solo)")
    parser.add_argument("--aggressive", action="store_true", help="solo: the aggressive variant")
    parser.add_argument(
        "--record",
        metavar="FILE",
        default=None,
        help="add each finished game to FILE (a line of JSON) and skip the games of this match it holds",
    )
    return parser


def seats_of(text: str, players: int) -> tuple[str, ...]:
    """The seat levels: as many as players (a shorter list is repeated in turn); CommandError if unknown."""
    from viticulture_tui.ai.levels import LEVELS

    names = tuple(s.strip().lower() for s in text.split(",") if s.strip())
    if not names:
        raise CommandError("--seats needs at least one level")
    unknown = [s for s in names if s not in LEVELS]
    if unknown:
        raise CommandError(f"unknown seat {unknown[0][:30]!r}: choose from {', '.join(LEVELS)}")
    if len(names) > players:
        raise CommandError(f"{len(names)} seats named for {counted(players, 'player')}")
    return tuple(names[i % len(names)] for i in range(players))


def _record(
    name: str | None, match: Match
) -> tuple[dict[int, GameOutcome], Callable[[GameOutcome], None] | None]:
    """The games of the match a record already holds, and what adds each new one to it (nothing
    without `--record`). CommandError if the record cannot be read; a game that cannot be
    written is said once on stderr, and the run goes on."""
    from viticulture_tui.ai.arena_record import RecordError, append_outcome, read_record, ready

    if name is None:
        return {}, None
    path = expand_user(name)
    try:
        done, unreadable = read_record(path, match)
        ready(path)
    except RecordError as exc:
        raise CommandError(f"the record {exc}") from exc
    if unreadable:
        print(f"{shown(path)}: {counted(unreadable, 'line')} left out (not a whole game)", file=sys.stderr)
    if done:
        left = match.games - len(done)
        print(f"{shown(path)} holds {len(done)} of the {counted(match.games, 'game')}; "
              f"{counted(left, 'game')} to play", file=sys.stderr)  # fmt: skip
    said = False

    def add(outcome: GameOutcome) -> None:
        nonlocal said
        try:
            append_outcome(path, match, outcome)
        except RecordError as exc:
            if not said:  # once: a full disk stays full for every game after
                print(f"viticulture arena: cannot add to the record: {printable(str(exc))}", file=sys.stderr)
            said = True

    return done, add


def run(args: argparse.Namespace) -> int:
    """Play the match and print the table (or the JSON object)."""
    from viticulture_tui.ai.arena import Match, play_match, stderr_progress, summary
    from viticulture_tui.engine import GameOptions

    seats = seats_of(args.seats, args.players)
    options = GameOptions(solo_level=args.level, aggressive=args.aggressive)
    match = Match(players=args.players, seats=seats, games=args.games, seed=args.seed, options=options)
    jobs = args.jobs or os.cpu_count() or 1
    done, on_outcome = _record(args.record, match)
    outcomes = play_match(
        match, jobs=min(jobs, args.games), progress=stderr_progress, done=done, on_outcome=on_outcome
    )
    result = summary(match, outcomes)
    if args.json:
        print(json.dumps(result))
        return 0
    against = f" against the Automa ({args.level}{', aggressive' if args.aggressive else ''})"
    print(
        f"{counted(result['games'], 'game')}, {counted(args.players, 'player')}"
        f"{against if args.players == 1 else ''}, "
        f"{result['mean_years']:.1f} years on average"
    )
    for label, row in result["seats"].items():
        lo, hi = row["ci95"]
        wins = "win " if row["wins"] == 1 else "wins"  # padded: the columns after it stay aligned
        print(
            f"  {label:<12} {row['wins']:>5} {wins}  {100 * row['win_rate']:5.1f}%  "
            f"(95%: {100 * lo:.1f}-{100 * hi:.1f})  mean {row['mean_vp']:.1f} VP  "
            f"rating {row['rating']:.0f}"
        )
    if "automa" in result:
        print(f"  {'the Automa':<12} rating {result['automa']['rating']:.0f}")
    print(rating_note())
    return 0


def rating_note() -> str:
    """RATING_NOTE wrapped between words to the terminal's width (COLUMNS, else 100 off a terminal)."""
    low, high = NOTE_WIDTH
    width = shutil.get_terminal_size((high, 24)).columns
    return textwrap.fill(RATING_NOTE, width=min(high, max(low, width)))
