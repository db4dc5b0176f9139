"""A change to a bot tried on the arena's games before it is made: constants set for one run, and
every game paired with the same game of an earlier run.

The arena's record keeps only games of the code as it is, so a change is measured here first.
`--set` changes a constant of a module of `viticulture_tui.ai` (or one key of a dict of weights)
for this run only, in each process that plays. The games are the arena's own: the same seeds,
seats and generators, so a game played with nothing set is the game the arena would play. Each
game's years, VP and winners are written to `--out`, and `--against` an earlier run's file pairs
every game with the same game there: the games are equal until the change first matters, so the
paired difference has a much smaller error than two means would.

Run: `python -m viticulture_tui.ai.trial --players 2 --seats expert,expert --games 100 --out
/tmp/base.json`, then the same with `--set weights.VINTNER_TABLE.sell_lira=3 --against
/tmp/base.json`.
A constant another module imported by name (`from x import NAME`) is that module's own copy: set
it there (`expert.TREE_ITERATIONS`, not `last_year.ITERATIONS`). A constant that is a function's
default argument (`horizon: int = HORIZON_YEARS`) was read when the module loaded: setting it would
change nothing, so it is refused with the function's name.
"""

from __future__ import annotations

import argparse
import ast
import importlib
import inspect
import json
import math
import statistics
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

from viticulture_tui.ai.arena import GameOutcome, Match, play_one, stderr_progress
from viticulture_tui.ai.arena_record import match_key
from viticulture_tui.ai.workers import as_done
from viticulture_tui.engine import GameOptions
from viticulture_tui.pipe import run_tool

PACKAGE = "viticulture_tui.ai"
"""Where the modules named by `--set` live."""

Sets = Mapping[str, float]
"""The constants a run changes: `module.NAME` or `module.DICT.key`, and the value."""


class TrialError(Exception):
    """A `--set` that names nothing, or a baseline that is not a run of the same match."""


def parse_set(text: str) -> tuple[str, float]:
    """`name=value` of one `--set` (TrialError if it is not that shape or the value not a number)."""
    name, sep, value = text.partition("=")
    if not sep or not name.strip():
        raise TrialError(f"--set {text!r}: write it as module.NAME=value")
    try:
        return name.strip(), float(value)
    except ValueError:
        raise TrialError(f"--set {text!r}: {value!r} is not a number") from None


def apply_sets(sets: Sets) -> None:
    """Set each constant in its module (or dict), kept in the type it had; TrialError if one is missing."""
    for name, value in sets.items():
        module_name, _, rest = name.partition(".")
        try:
            module = importlib.import_module(f"{PACKAGE}.{module_name}")
        except ImportError:
            raise TrialError(f"--set {name}: no module {PACKAGE}.{module_name}") from None
        attr, _, key = rest.partition(".")
        if not hasattr(module, attr):
            raise TrialError(f"--set {name}: {module_name} has no {attr!r}")
        bound = default_of(module, attr)
        if bound and not key:
            raise TrialError(
                f"--set {name}: it is the default of {bound}, read when the module loaded, so a run"
                " would play as before"
            )
        current = getattr(module, attr)
        if key:
            if not isinstance(current, dict) or key not in current:
                raise TrialError(f"--set {name}: {module_name}.{attr} has no key {key!r}")
            current[key] = _as_type(current[key], value, name)
        else:
            setattr(module, attr, _as_type(current, value, name))


def default_of(module: ModuleType, name: str) -> str:
    """'playout(horizon)' when a function of the module takes constant `name` as a default
    argument (its value then was fixed when the module loaded); '' when none does."""
    for node in ast.walk(ast.parse(inspect.getsource(module))):
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        args = node.args
        positional = [*args.posonlyargs, *args.args]
        pairs = [*zip(positional[len(positional) - len(args.defaults) :], args.defaults, strict=True)]
        pairs += [(a, d) for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=True) if d is not None]
        for arg, default in pairs:
            if isinstance(default, ast.Name) and default.id == name:
                return f"{node.name}({arg.arg})"
    return ""


def _as_type(current: object, value: float, name: str) -> float:
    """The value in the type of the constant it replaces (an int stays an int)."""
    if isinstance(current, bool) or not isinstance(current, int | float):
        raise TrialError(f"--set {name}: only a number can be set, and this is {type(current).__name__}")
    if isinstance(current, int):
        if value != int(value):
            raise TrialError(f"--set {name}: a whole number is needed, not {value}")
        return int(value)
    return value


def _play(packed: tuple[Match, int, dict[str, float]]) -> GameOutcome:
    """One game in a worker, its constants set there (a worker may be started fresh, not forked)."""
    match, index, sets = packed
    apply_sets(sets)
    return play_one(match, index)


def play(match: Match, sets: Sets, jobs: int, progress: bool = False) -> list[GameOutcome]:
    """Every game of the match with the constants set, in index order."""
    apply_sets(sets)  # here too: a mistake is found before any game is played
    work = [(match, i, dict(sets)) for i in range(match.games)]
    out: list[GameOutcome] = []
    for outcome in as_done(_play, work, jobs):
        out.append(outcome)
        if progress:
            stderr_progress(len(out), match.games)
    return sorted(out, key=lambda o: o.index)


def run_record(match: Match, sets: Sets, outcomes: list[GameOutcome]) -> dict[str, Any]:
    """What `--out` writes: the match, the constants set, and each game."""
    return {
        "match": match_key(match),
        "sets": dict(sets),
        "games": [
            {"index": o.index, "years": o.years, "finished": o.finished, "vp": o.vp, "winners": o.winners}
            for o in outcomes
        ],
    }


def paired(match: Match, outcomes: list[GameOutcome], baseline: Mapping[str, Any]) -> dict[str, Any]:
    """This run against a baseline run of the same match, game by game (the indices both played)."""
    if baseline.get("match") != match_key(match):
        raise TrialError("the baseline is a run of another match (players, seats, seed or options differ)")
    before = {g["index"]: g for g in baseline.get("games", [])}
    pairs = [(o, before[o.index]) for o in outcomes if o.index in before]
    if not pairs:
        raise TrialError("the baseline holds none of these games")
    years = [o.years - b["years"] for o, b in pairs]
    vp = [_mean_vp(o.vp) - _mean_vp(b["vp"]) for o, b in pairs]
    return {
        "games": len(pairs),
        "years": round(statistics.fmean(o.years for o, _ in pairs), 3),
        "baseline_years": round(statistics.fmean(b["years"] for _, b in pairs), 3),
        "difference": round(statistics.fmean(years), 3),
        "se": round(_se(years), 3),
        "shorter": sum(d < 0 for d in years),
        "longer": sum(d > 0 for d in years),
        "vp_difference": round(statistics.fmean(vp), 3),
        "vp_se": round(_se(vp), 3),
    }


def _seats(text: str, players: int) -> tuple[str, ...]:
    """The seat levels as the arena reads them (TrialError for an unknown level or too many)."""
    from viticulture_tui.commands.arena import seats_of
    from viticulture_tui.commands.common import CommandError

    try:
        return seats_of(text, players)
    except CommandError as exc:
        raise TrialError(str(exc)) from None


def _mean_vp(vp: Mapping[str, int]) -> float:
    return sum(vp.values()) / len(vp)


def _se(values: Sequence[float]) -> float:
    return statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0


def main(argv: list[str] | None = None) -> int:
    """Play the trial, write `--out`, print the summary (and the pairing with `--against`)."""
    parser = argparse.ArgumentParser(prog="python -m viticulture_tui.ai.trial", description=__doc__)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seats", default="expert,expert", help="levels, as the arena reads them")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--level", default="normal", help="the Automa's level in a solo game")
    parser.add_argument("--aggressive", action="store_true")
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE", dest="sets")
    parser.add_argument("--against", type=Path, help="an earlier run's --out file to pair the games with")
    parser.add_argument("--out", type=Path, help="where to write this run's games (JSON)")
    args = parser.parse_args(argv)
    try:
        sets = dict(parse_set(text) for text in args.sets)
        seats = _seats(args.seats, args.players)
        options = GameOptions(solo_level=args.level, aggressive=args.aggressive)
        match = Match(players=args.players, seats=seats, games=args.games, seed=args.seed, options=options)
        baseline = json.loads(args.against.read_text()) if args.against else None
        outcomes = play(match, sets, max(1, args.jobs), progress=sys.stderr.isatty())
        report: dict[str, Any] = {
            "games": len(outcomes),
            "mean_years": round(statistics.fmean(o.years for o in outcomes), 3),
            "mean_vp": round(statistics.fmean(_mean_vp(o.vp) for o in outcomes), 3),
            "sets": sets,
        }
        if baseline is not None:
            report["paired"] = paired(match, outcomes, baseline)
        if args.out:
            args.out.write_text(json.dumps(run_record(match, sets, outcomes)) + "\n")
    except (TrialError, OSError, ValueError) as exc:
        print(f"trial: {exc}", file=sys.stderr)
        return 1
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(run_tool(main))
