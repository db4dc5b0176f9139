"""Tuning a policy's weights by self-play: the cross-entropy method over whole games.

Each generation draws a population of weight sets around the current mean, plays every set on
the same seeded games (common random numbers, so sets are compared on equal deals), keeps the
best few and moves the mean and spread to them. Games use the policy directly on the state: its
placements read only the seat's own mat, so this is the policy as it plays. The policy is the
planner (`ai/planner.py`, the default) or the vintner (`--policy vintner`, `ai/vintner.py`).

Run: `python -m viticulture_tui.ai.tune --players 1 --generations 10 --population 20 --games 30`
prints the best weights found as JSON (and their mean VP and win rate on held-out seeds).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
import sys
from collections.abc import Callable, Collection
from dataclasses import dataclass
from typing import Any

from viticulture_tui.ai.arena import numbered_setup
from viticulture_tui.ai.planner import TABLE_WEIGHTS, WEIGHTS, Weights, plan_choice, weights_for
from viticulture_tui.ai.vintner import vintner_choice
from viticulture_tui.ai.weights import VINTNER, VINTNER_TABLE
from viticulture_tui.ai.workers import mapped
from viticulture_tui.engine import (
    Action,
    Choice,
    GameOptions,
    GameState,
    apply,
    legal_actions,
    new_game,
)
from viticulture_tui.pipe import run_tool

Policy = Callable[[GameState, int, list[Choice], random.Random | None, float, Weights | None], Action]
"""A policy's choice function: state, seat, choices, generator, temperature, weights."""

POLICIES: dict[str, tuple[Policy, Weights, Weights]] = {
    "planner": (plan_choice, WEIGHTS, TABLE_WEIGHTS),
    "vintner": (vintner_choice, VINTNER, VINTNER_TABLE),
}
"""The policies that can be tuned: the choice function, its solo weights and its table weights."""

MAX_YEARS = 14
"""A multi-player game still running after this year is scored as it stands."""
PACE_YEAR = 7
"""`--objective pace`: the year at whose end the seats' VP are read (a good table is near 20 by then)."""
LENGTH_VP = 0.02
"""`--objective length`: what a VP of the seats' mean is worth against a year of the game (a tie-break)."""


def play_on(
    state: GameState, last_year: int, pick: Callable[[GameState, int, list[Choice]], Action]
) -> GameState:
    """Play `state` on, every decision by `pick(state, seat, choices)`, to its end or to the end of
    `last_year`; the state, changed in place."""
    while not state.game_over and state.year <= last_year:
        top = state.top()
        assert top is not None
        apply(state, pick(state, top.seat, legal_actions(state)))
    return state


def play(
    weights: Weights, players: int, seed: int, level: str = "normal", policy: str = "planner"
) -> tuple[float, bool]:
    """One game: seat 0 plays the policy with these weights, the others (if any) the planner's
    own; seat 0's result, as its VP (solo) or its VP less the best other's, and whether it won."""
    choose = POLICIES[policy][0]
    setup = numbered_setup(players, seed, GameOptions(solo_level=level))
    rng = random.Random(seed)

    def pick(state: GameState, seat: int, choices: list[Choice]) -> Action:
        if seat == 0:
            return choose(state, 0, choices, rng, 0.0, weights)
        return plan_choice(state, seat, choices, rng, 0.0, weights_for(state))

    state = play_on(new_game(setup), MAX_YEARS, pick)
    vp = float(state.players[0].vp)
    if players > 1:
        vp -= max(p.vp for p in state.players[1:])
    return vp, 0 in state.winners


def table_game(weights: Weights, players: int, seed: int, policy: str, last_year: int) -> GameState:
    """A game with every seat on the policy with these weights, played to its end or to the end
    of `last_year`."""
    choose = POLICIES[policy][0]
    state = new_game(numbered_setup(players, seed))
    return play_on(state, last_year, lambda st, seat, choices: choose(st, seat, choices, None, 0.0, weights))


def pace(weights: Weights, players: int, seed: int, policy: str = "vintner") -> float:
    """The seats' mean VP at the end of year `PACE_YEAR` of a table on these weights (the sooner
    a table scores, the sooner it ends)."""
    state = table_game(weights, players, seed, policy, PACE_YEAR)
    return statistics.fmean(p.vp for p in state.players)


def length(weights: Weights, players: int, seed: int, policy: str = "vintner") -> float:
    """Minus the year a table on these weights ends, plus `LENGTH_VP` per VP of the seats' mean
    (higher is a shorter game)."""
    state = table_game(weights, players, seed, policy, MAX_YEARS)
    return -state.year + LENGTH_VP * statistics.fmean(p.vp for p in state.players)


@dataclass(frozen=True)
class TableObjective:
    """An objective that seats every player on the set tried, and how its held-out figure is named."""

    measure: Callable[[Weights, int, int, str], float]
    """One game's score: weights, players, seed, policy."""
    figure: str
    """The name of the held-out mean in the tuner's output."""
    digits: int
    """Decimals the figure is rounded to."""


TABLE_OBJECTIVES: dict[str, TableObjective] = {
    "pace": TableObjective(pace, f"mean_vp_year_{PACE_YEAR}", 2),
    "length": TableObjective(length, "length_score", 3),
}
"""The objectives that seat every player on the set tried."""
OBJECTIVES = ("result", *TABLE_OBJECTIVES)
"""What a weight set is scored by (see the module's docstring)."""


def score(packed: tuple[dict[str, float], int, list[int], str, str]) -> float:
    """The objective of a weight set over the seeds given: for `result`, mean VP (between
    players, the margin over the best other seat, which plays the policy's own weights) plus 5
    per win; for `pace` and `length`, those of a table with every seat on it."""
    weights, players, seeds, policy, objective = packed
    if objective in TABLE_OBJECTIVES:
        measure = TABLE_OBJECTIVES[objective].measure
        return statistics.fmean(measure(weights, players, seed, policy) for seed in seeds)
    total = 0.0
    for seed in seeds:
        vp, won = play(weights, players, seed, policy=policy)
        total += vp + (5.0 if won else 0.0)
    return total / len(seeds)


def tune(
    players: int,
    generations: int,
    population: int,
    games: int,
    seed: int,
    jobs: int,
    elite: int = 5,
    start: Weights | None = None,
    policy: str = "planner",
    objective: str = "result",
) -> dict[str, Any]:
    """Run the cross-entropy method and return the best mean weights with their held-out figures.

    The search starts from `start` (the policy's own weights by default; names it lacks keep theirs).
    """
    rng = random.Random(seed)
    _, solo_weights, table_weights = POLICIES[policy]
    own = solo_weights if players == 1 else table_weights
    names = sorted(own)
    mean = {k: (start or own).get(k, own[k]) for k in names}
    spread = {k: 0.3 * abs(v) + 0.3 for k, v in mean.items()}
    history: list[dict[str, float]] = []
    for gen in range(generations):
        seeds = [seed * 10_000 + gen * 1_000 + i for i in range(games)]
        candidates = [dict(mean)] + [
            {k: mean[k] + rng.gauss(0.0, spread[k]) for k in names} for _ in range(population - 1)
        ]
        scores = mapped(score, [(c, players, seeds, policy, objective) for c in candidates], jobs)
        ranked = sorted(zip(scores, range(len(candidates)), strict=True), reverse=True)
        best = [candidates[i] for _, i in ranked[:elite]]
        for k in names:
            values = [b[k] for b in best]
            mean[k] = statistics.fmean(values)
            spread[k] = max(0.05, 0.7 * spread[k] + 0.3 * statistics.pstdev(values))
        history.append(
            {"generation": gen, "mean_weights_score": round(scores[0], 2), "best": round(ranked[0][0], 2)}
        )
        sys.stderr.write(f"generation {gen}: current {scores[0]:.2f}, best {ranked[0][0]:.2f}\n")
    held = [seed * 10_000 + 9_000 + i for i in range(games * 2)]
    if objective in TABLE_OBJECTIVES:
        tuned = mapped(score, [(mean, players, [s], policy, objective) for s in held], jobs)
        defaults = mapped(score, [(dict(own), players, [s], policy, objective) for s in held], jobs)
        figures = {
            "tuned": _table_summary(tuned, TABLE_OBJECTIVES[objective]),
            "defaults": _table_summary(defaults, TABLE_OBJECTIVES[objective]),
        }
    else:
        results = mapped(_held_out, [(mean, players, s, policy) for s in held], jobs)
        baseline = mapped(_held_out, [(dict(own), players, s, policy) for s in held], jobs)
        figures = {"tuned": _summary(results), "defaults": _summary(baseline)}
    return {
        "weights": {k: round(v, 3) for k, v in mean.items()},
        "held_out_games": len(held),
        **figures,
        "history": history,
    }


def _held_out(packed: tuple[dict[str, float], int, int, str]) -> tuple[float, bool]:
    weights, players, seed, policy = packed
    return play(weights, players, seed, policy=policy)


def _summary(results: list[tuple[float, bool]]) -> dict[str, float]:
    return {
        "mean_vp": round(statistics.fmean(vp for vp, _ in results), 2),
        "win_rate": round(sum(won for _, won in results) / len(results), 3),
    }


def _table_summary(results: list[float], objective: TableObjective) -> dict[str, float]:
    return {objective.figure: round(statistics.fmean(results), objective.digits)}


def read_start(path: str, names: Collection[str], owner: str = "this policy") -> dict[str, float]:
    """The weights in a JSON file (this tool's output, or a plain object of names to numbers),
    each a weight of `names` (the weights of `owner`, as the message names it); ValueError with a
    sentence a person can act on if the file cannot be one (a misspelt name would otherwise be
    tuned as if it were never given)."""
    if os.path.exists(path) and not os.path.isfile(path):
        raise ValueError(f"the start weights {path} are not a plain file")
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except OSError as err:
        raise ValueError(f"cannot read the start weights {path}: {err.strerror or err}") from err
    except (UnicodeDecodeError, RecursionError, json.JSONDecodeError) as err:
        raise ValueError(f"the start weights {path} are not JSON: {err}") from err
    weights = data.get("weights", data) if isinstance(data, dict) else data
    if not isinstance(weights, dict) or not all(
        isinstance(v, int | float) and not isinstance(v, bool) for v in weights.values()
    ):
        raise ValueError(f"the start weights {path} must be an object of names to numbers")
    if not all(math.isfinite(v) for v in weights.values()):
        raise ValueError(f"the start weights {path} must be finite numbers (no NaN or Infinity)")
    unknown = sorted(set(weights) - set(names))
    if unknown:
        raise ValueError(f"the start weights {path} name weights {owner} does not have: {', '.join(unknown)}")
    return {str(k): float(v) for k, v in weights.items()}


def main(argv: list[str] | None = None) -> int:
    """Command line: tune and print the result as JSON."""
    parser = argparse.ArgumentParser(prog="python -m viticulture_tui.ai.tune", description=__doc__)
    parser.add_argument("--players", type=int, default=1)
    parser.add_argument("--generations", type=int, default=10)
    parser.add_argument("--population", type=int, default=20)
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument(
        "--start",
        help="a JSON file of weights to start from (this tool's output will do), or `solo`: the solo set",
    )
    parser.add_argument("--policy", choices=sorted(POLICIES), default="planner", help="the policy to tune")
    parser.add_argument(
        "--objective",
        choices=OBJECTIVES,
        default="result",
        help="seat 0's result, or a table's pace or length (see above)",
    )
    args = parser.parse_args(argv)
    if args.objective in TABLE_OBJECTIVES and args.players < 2:
        parser.error(
            f"--objective {args.objective} seats every player on the set tried: give --players 2 or more"
        )
    start = None
    if args.start == "solo":
        start = dict(POLICIES[args.policy][1])
    elif args.start:
        try:
            start = read_start(args.start, POLICIES[args.policy][1], f"the {args.policy}")
        except ValueError as err:
            parser.error(str(err))
    result = tune(
        args.players,
        args.generations,
        args.population,
        args.games,
        args.seed,
        args.jobs,
        start=start,
        policy=args.policy,
        objective=args.objective,
    )
    print(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(run_tool(main))
