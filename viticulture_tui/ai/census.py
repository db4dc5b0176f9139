"""A census of bot games: how often each seat took each step of the wine engine, and in which year.

The engine of Viticulture is vines -> grapes -> wine -> orders. A bot that scores only from the
cheap sources (the +1 VP bonus, tours, visitors) shows here as vines planted and orders drawn but
few wines made and no order filled. The counts come from comparing the seat's own mat before and
after every action, so they hold whatever the card or space that caused them.

Run: `python -m viticulture_tui.ai.census standard --games 40 --seed 700` (solo, normal level).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from viticulture_tui.ai.arena import numbered_setup
from viticulture_tui.ai.bot import ask
from viticulture_tui.ai.levels import make_bot
from viticulture_tui.engine import GameOptions, apply, new_game
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.state import GameState, Player
from viticulture_tui.pipe import run_tool

STEPS = ("vines_planted", "grapes_gained", "wines_made", "orders_drawn", "orders_filled", "structures_built")
"""The steps counted, in the order of the engine."""

SOLO_LEVELS = ("very_easy", "easy", "normal", "hard", "very_hard")
"""The Automa's levels, as the arena names them."""

MAX_YEARS = 12
"""A game still running after this year is cut short (a census, not a match)."""


def _stock(player: Player) -> dict[str, int]:
    """What the steps are counted on: the seat's vines, tokens, orders in hand and structures."""
    types = catalog().card_type
    return {
        "vines_planted": sum(len(f.vines) for f in player.fields),
        "grapes_gained": sum(len(row) for row in player.grapes.values()),
        "wines_made": sum(len(row) for row in player.wines.values()),
        "orders_drawn": sum(1 for c in player.hand if types[c] == "order"),
        "orders_filled": player.vp_sources.get("orders", 0),
        "structures_built": len(player.structures),
    }


def steps(before: Player, after: Player) -> dict[str, int]:
    """The steps one action took for a player: each count that rose, by how much.

    An order filled counts once however many VP it gave (its VP rose); the other counts are
    tokens, cards or structures gained (a harvest of two fields is two grapes gained).
    """
    return _rise(_stock(before), _stock(after))


def _rise(old: dict[str, int], new: dict[str, int]) -> dict[str, int]:
    out = {k: new[k] - old[k] for k in STEPS if new[k] > old[k]}
    if "orders_filled" in out:
        out["orders_filled"] = 1
    return out


@dataclass
class SeatCensus:
    """One seat's game: the steps counted, the year each was first taken, its VP by source."""

    level: str
    counts: Counter[str] = field(default_factory=Counter)
    first_year: dict[str, int] = field(default_factory=dict)
    vp: int = 0
    vp_sources: dict[str, int] = field(default_factory=dict)
    won: bool = False


def record(state: GameState, seat: int, before: dict[str, int], into: SeatCensus) -> None:
    """Add the steps of the action just applied (the seat's counts were `before`) to its census."""
    for step, n in _rise(before, _stock(state.players[seat])).items():
        into.counts[step] += n
        into.first_year.setdefault(step, state.year)


def census_game(levels: list[str], seed: int, solo_level: str = "normal") -> tuple[int, list[SeatCensus]]:
    """Play one game, a bot of each level (one level: solo against the Automa): years, census per seat."""
    n = len(levels)
    options = GameOptions.model_validate({"solo_level": solo_level} if n == 1 else {})
    state = new_game(numbered_setup(n, seed, options))
    bots = [make_bot(level) for level in levels]
    rngs = [random.Random(seed * 8 + s) for s in range(n)]
    seats = [SeatCensus(level) for level in levels]
    while not state.game_over and state.year <= MAX_YEARS:
        top = state.top()
        assert top is not None
        befores = [_stock(p) for p in state.players]  # counts, not copies: a census is many games
        apply(state, ask(bots[top.seat], state, rngs[top.seat]))
        for s in range(n):
            record(state, s, befores[s], seats[s])
    for s, census in enumerate(seats):
        census.vp = state.players[s].vp
        census.vp_sources = dict(state.players[s].vp_sources)
        census.won = s in state.winners
    return state.year, seats


def _mean_interval(values: list[int]) -> tuple[float, float]:
    """The 95% interval of a mean (normal approximation; a single game has none beyond itself)."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, mean
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return mean - half, mean + half


def summary(levels: list[str], games: int, seed: int, solo_level: str = "normal") -> dict[str, Any]:
    """Means per game over `games` games (seeds `seed`, `seed + 1`, ...) for the first seat (first level)."""
    totals: Counter[str] = Counter()
    sources: Counter[str] = Counter()
    first: dict[str, list[int]] = {}
    vps: list[int] = []
    wins = years = 0
    for g in range(games):
        y, seats = census_game(levels, seed + g, solo_level)
        me = seats[0]
        years += y
        totals.update(me.counts)
        sources.update(me.vp_sources)
        for step, year in me.first_year.items():
            first.setdefault(step, []).append(year)
        vps.append(me.vp)
        wins += me.won
    return {
        "games": games,
        "level": levels[0],
        "mean_vp": round(statistics.fmean(vps), 2),
        "vp_ci95": [round(b, 2) for b in _mean_interval(vps)],
        "wins": wins,
        "mean_years": round(years / games, 2),
        "steps_per_game": {k: round(totals[k] / games, 2) for k in STEPS},
        "vp_by_source": {k: round(v / games, 2) for k, v in sources.most_common()},
        "first_year": {k: {"games": len(v), "mean": round(sum(v) / len(v), 2)} for k, v in first.items()},
    }


def main(argv: list[str] | None = None) -> int:
    """The command line: a census of the first seat's steps, as one JSON object."""
    parser = argparse.ArgumentParser(prog="python -m viticulture_tui.ai.census", description=__doc__)
    parser.add_argument("levels", help="comma-separated levels; one level plays the Automa")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=700)
    parser.add_argument("--level", default="normal", help="the Automa's level in a solo game")
    args = parser.parse_args(argv)
    levels = args.levels.split(",")
    try:
        for level in levels:
            make_bot(level)
    except ValueError as err:
        print(err, file=sys.stderr)
        return 2
    if args.level not in SOLO_LEVELS:
        print(f"unknown Automa level {args.level!r}: choose from {', '.join(SOLO_LEVELS)}", file=sys.stderr)
        return 2
    if args.games < 1:
        print("--games must be at least 1", file=sys.stderr)
        return 2
    print(json.dumps(summary(levels, args.games, args.seed, args.level), indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(run_tool(main))
