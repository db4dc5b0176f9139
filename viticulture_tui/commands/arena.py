"""`viticulture arena`: computer seats play each other, or the Automa, and the win rates are printed."""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import textwrap
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
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
"""The narrowest and widest the note and the status lines are wrapped to: the terminal's width
within these (a terminal wrapping a long line itself cut words in two at 80 columns)."""


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


@contextmanager
def _record(
    name: str | None, match: Match
) -> Iterator[tuple[dict[int, GameOutcome], Callable[[GameOutcome], None] | None]]:
    """The games of the match a record already holds, and what adds each new one to it (nothing
    without `--record`), the record held by this run for the block (`arena_record.hold`).
    CommandError if the record cannot be read or another run holds it; a game that cannot be
    written is said once on stderr, and the run goes on."""
    from viticulture_tui.ai.arena_record import RecordError, append_outcome, hold, read_record, ready

    if name is None:
        yield {}, None
        return
    path = expand_user(name)
    with ExitStack() as stack:
        try:
            stack.enter_context(hold(path))  # before the read: a second run must not read it too
            done, unreadable, other_code, beyond = read_record(path, match)
            ready(path)
        except RecordError as exc:
            raise CommandError(f"the record {exc}") from exc
        if unreadable:
            say(f"{shown(path)}: {counted(unreadable, 'line')} left out (not a whole game)")
        if other_code:
            say(
                f"{shown(path)}: {counted(other_code, 'game')} left out as played by other code (a bot, "
                "the engine or the cards have changed since), to be played again"
            )
        if beyond:
            say(
                f"{shown(path)}: {counted(beyond, 'game')} past the {counted(match.games, 'game')} "
                "asked for (played by a longer run) kept there and not counted"
            )
        if done:
            left = counted(match.games - len(done), "game")
            say(f"{shown(path)} holds {len(done)} of the {counted(match.games, 'game')}; {left} to play")
        said = False

        def add(outcome: GameOutcome) -> None:
            nonlocal said
            try:
                append_outcome(path, match, outcome)
            except RecordError as exc:
                if not said:  # once: a full disk stays full for every game after
                    say(f"viticulture arena: cannot add to the record: {printable(str(exc))}")
                said = True

        yield done, add


def say(text: str) -> None:
    """A status line on stderr, wrapped between words to the terminal's width (a path is never cut:
    a long one gets a line of its own, which the terminal may still have to fold)."""
    print(
        textwrap.fill(text, width=text_width(), break_long_words=False, break_on_hyphens=False),
        file=sys.stderr,
    )


def run(args: argparse.Namespace) -> int:
    """Play the match and print the table (or the JSON object)."""
    from viticulture_tui.ai.arena import Match, play_match, stderr_progress, summary
    from viticulture_tui.ai.workers import WorkerLost
    from viticulture_tui.engine import GameOptions

    seats = seats_of(args.seats, args.players)
    options = GameOptions(solo_level=args.level, aggressive=args.aggressive)
    match = Match(players=args.players, seats=seats, games=args.games, seed=args.seed, options=options)
    jobs = args.jobs or os.cpu_count() or 1
    progress = _Progress(stderr_progress)
    with _record(args.record, match) as (done, on_outcome):
        try:
            outcomes = play_match(
                match, jobs=min(jobs, args.games), progress=progress, done=done, on_outcome=on_outcome
            )
        except KeyboardInterrupt:
            progress.end_line()
            say(_stopped(args.record, match))
            raise
        except WorkerLost as exc:
            progress.end_line()
            say(f"viticulture arena: {exc}")
            say(_stopped(args.record, match))
            return 1
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


def _stopped(name: str | None, match: Match) -> str:
    """What a run stopped (by Ctrl+C, or by a worker that died) says: how many of the match's games
    the record holds, counted in the record itself (a game may have been written in the instant the
    run was stopped)."""
    from viticulture_tui.ai.arena_record import RecordError, read_record

    if name is None:
        return "stopped; the games played are not kept (--record FILE keeps each one as it ends)"
    path = expand_user(name)
    try:
        held = len(read_record(path, match).games)
    except RecordError as exc:
        return f"stopped; the record could not be read again to count its games: {printable(str(exc))}"
    return (
        f"stopped; {shown(path)} holds {held} of the {counted(match.games, 'game')}, "
        "and the same command goes on from there"
    )


class _Progress:
    """The progress bar, remembering whether its line is still open."""

    def __init__(self, draw: Callable[[int, int], None]) -> None:
        self.draw = draw
        self.open = False
        """Whether the bar's line waits for its end (a run stopped before its last game)."""

    def __call__(self, done: int, total: int) -> None:
        self.open = True  # before drawing: a Ctrl+C while the bar is written still ends its line
        self.draw(done, total)
        self.open = done < total

    def end_line(self) -> None:
        """End the bar's line, so that what is said next (or the shell's prompt) starts a line of its own."""
        if self.open:
            sys.stderr.write("\n")
            sys.stderr.flush()
            self.open = False


def rating_note() -> str:
    """RATING_NOTE wrapped between words to the terminal's width (`text_width`)."""
    return textwrap.fill(RATING_NOTE, width=text_width())


def text_width() -> int:
    """The width the arena wraps its words to: the terminal's (COLUMNS, else 100 off a terminal),
    within NOTE_WIDTH."""
    low, high = NOTE_WIDTH
    return min(high, max(low, shutil.get_terminal_size((high, 24)).columns))
