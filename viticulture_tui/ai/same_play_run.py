"""The golden games: fixed bot games played to the end, each action logged, on whatever code is importable.

`ai/same_play.py` runs this file as a script twice, once on this code and once on an older commit's,
and compares what the two print. So this file imports nothing of the package at load time and
leans on nothing an older code may lack beyond what a game needs: the arena's `Match` and
`play_one`, the engine's `apply`, the Expert's search budgets and `play_code.fingerprint`.

The searches play with small budgets (`BUDGETS`) so that the whole set takes about a minute on
two cores, and with no CPU cap, so that a game is the same on any machine at any load: the cap is
the one thing in a game that depends on the clock. Budgets are settings of the same code, so two
codes that play alike at these budgets run the same code paths at the shipped ones.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import json
import multiprocessing
import sys
from collections.abc import Mapping
from typing import Any

Golden = tuple[int, tuple[str, ...], str, bool, int]
"""A golden game: players, seats, solo level, aggressive, and its index in the arena's match at seed 1."""

GOLDEN: tuple[Golden, ...] = (
    (1, ("expert",), "normal", False, 0),
    (1, ("expert",), "normal", False, 1),
    (1, ("expert",), "normal", False, 2),
    (1, ("expert",), "normal", True, 0),
    (1, ("expert",), "very_easy", False, 3),
    (1, ("expert",), "very_hard", False, 5),
    (1, ("standard",), "normal", False, 0),
    (1, ("novice",), "hard", False, 1),
    (2, ("expert", "expert"), "normal", False, 0),
    (2, ("expert", "expert"), "normal", False, 1),
    (2, ("expert", "expert"), "normal", False, 2),
    (2, ("expert", "expert"), "normal", False, 3),
    (2, ("expert", "standard"), "normal", False, 0),
    (2, ("expert", "standard"), "normal", False, 1),
    (2, ("expert", "novice"), "normal", False, 0),
    (2, ("standard", "random"), "normal", False, 0),
    (2, ("standard", "random"), "normal", False, 1),
    (3, ("expert", "standard", "novice"), "normal", False, 0),
    (4, ("novice", "standard", "expert", "random"), "normal", False, 0),
    (5, ("random", "novice", "random", "standard", "random"), "normal", False, 0),
    (6, ("random",) * 6, "normal", False, 0),
)
"""Every level at a table and solo, every solo level's learned value, the aggressive Automa, and 1 to
6 players: the paths a record's games take."""
QUICK = tuple(g for g in GOLDEN if "expert" not in g[1])
"""The golden games without a search: seconds, not a minute (for a test of the tool itself)."""


SOLO_BUDGETS: dict[str, float] = {
    "expert.ROUNDS": 4,
    "expert.TREE_ITERATIONS": 60,
    "expert.ROUNDS_TO_THE_END": 3,
}
"""The solo Expert's search budgets for the golden games (module of `viticulture_tui.ai`, constant)."""
TABLE_BUDGETS: dict[str, float] = {"expert.TABLE_ITERATIONS": 40}
"""The table Expert's: its tree from 14 VP (its flat searches are small as shipped)."""
KINDS = ("all", "solo", "table")
"""Which golden games a run plays: all of them, the solo ones, or those at a table (`--only`)."""
NO_CAP = {"expert.TIME_CAP": 1e9}
"""The CPU cap lifted, at any budget: a capped choice depends on the machine."""


def chosen(kind: str, quick: bool) -> tuple[tuple[Golden, ...], dict[str, float]]:
    """The golden games of a kind (`KINDS`; `quick`: only those without a search) and the budgets
    they play at. A code older than the table's tree has no table budget, so a solo run asks for
    the solo budgets alone."""
    games = QUICK if quick else GOLDEN
    budgets = dict(NO_CAP)
    if kind != "table":
        budgets.update(SOLO_BUDGETS)
    if kind != "solo":
        budgets.update(TABLE_BUDGETS)
    if kind == "solo":
        games = tuple(g for g in games if g[0] == 1)
    elif kind == "table":
        games = tuple(g for g in games if g[0] > 1)
    return games, budgets


class BudgetError(Exception):
    """A budget constant the code does not have: its games would not be played at the same budgets."""


def set_budgets(budgets: Mapping[str, float]) -> None:
    """Set each `module.NAME` of `viticulture_tui.ai`; BudgetError naming any the code lacks."""
    for name, value in budgets.items():
        module_name, _, attr = name.rpartition(".")
        module = importlib.import_module(f"viticulture_tui.ai.{module_name}")
        current = getattr(module, attr, None)
        if current is None:
            raise BudgetError(f"this code has no {name}")
        setattr(module, attr, type(current)(value))


def play_golden(game: Golden) -> dict[str, Any]:
    """One golden game played to its end: a digest of every action applied, their count, the years
    and each seat's VP."""
    from viticulture_tui.ai import arena
    from viticulture_tui.engine import GameOptions

    players, seats, level, aggressive, index = game
    match = arena.Match(
        players=players,
        seats=seats,
        games=index + 1,
        seed=1,
        options=GameOptions(solo_level=level, aggressive=aggressive),
    )
    digest = hashlib.sha256()
    count = 0
    namespace = vars(arena)  # the module's globals: the one place a game's actions pass through
    real_apply = namespace["apply"]

    def logged(state: Any, action: Any) -> Any:
        nonlocal count
        digest.update(repr(action).encode() + b"\n")
        count += 1
        return real_apply(state, action)

    namespace["apply"] = logged
    try:
        outcome = arena.play_one(match, index)
    finally:
        namespace["apply"] = real_apply
    return {"digest": digest.hexdigest(), "actions": count, "years": outcome.years, "vp": outcome.vp}


def game_key(game: Golden) -> str:
    """A golden game's name in the output: '2p expert,standard normal #1'."""
    players, seats, level, aggressive, index = game
    return f"{players}p {','.join(seats)} {level}{' aggressive' if aggressive else ''} #{index}"


def run(games: tuple[Golden, ...], budgets: Mapping[str, float], jobs: int) -> dict[str, Any]:
    """The golden games on this code, on `jobs` processes, with its fingerprint and the package's place."""
    import viticulture_tui
    from viticulture_tui.ai.play_code import fingerprint

    set_budgets(budgets)
    # fork: each process inherits the budgets just set
    context = multiprocessing.get_context("fork")
    with context.Pool(max(1, jobs)) as pool:
        played = pool.map(play_golden, games, chunksize=1)
    return {
        "fingerprint": fingerprint(),
        "package": viticulture_tui.__file__,
        "budgets": dict(budgets),
        "games": {game_key(g): p for g, p in zip(games, played, strict=True)},
    }


def main(argv: list[str] | None = None) -> int:
    """Play the golden games and print what they did as one JSON object."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--full", action="store_true", help="the shipped search budgets (about 20 minutes)")
    parser.add_argument("--quick", action="store_true", help="only the games without a search")
    parser.add_argument("--only", choices=KINDS, default="all", help="the solo games or those at a table")
    args = parser.parse_args(argv)
    games, budgets = chosen(args.only, args.quick)
    if args.full:
        budgets = dict(NO_CAP)
    try:
        out = run(games, budgets, args.jobs)
    except BudgetError as error:
        print(json.dumps({"error": str(error)}))
        return 2
    print(json.dumps(out, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
