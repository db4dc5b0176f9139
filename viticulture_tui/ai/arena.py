"""Bots play bots (or the Automa) over many games: seats rotated, games spread over the cores."""

from __future__ import annotations

import math
import random
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from viticulture_tui.ai.bot import ask
from viticulture_tui.ai.levels import make_bot
from viticulture_tui.ai.ratings import Pairwise, add_into, fit, pairwise_from_game
from viticulture_tui.ai.workers import as_done
from viticulture_tui.engine import GameOptions, PlayerSetup, Setup, apply, new_game

MAX_YEARS = 60
"""The default year after which a game still going is stopped."""
Z95 = 1.959963984540054
"""The normal quantile of a two-sided 95% interval."""
AUTOMA = "Automa"
"""The name the solo opponent is rated under."""


@dataclass(frozen=True)
class Match:
    """What to play: the players, the seat levels in start order, the games, the seed, solo options."""

    players: int
    seats: tuple[str, ...]
    games: int
    seed: int
    options: GameOptions = field(default_factory=GameOptions)
    max_years: int = MAX_YEARS
    """A game still going after this year is stopped, and nobody wins it."""

    def labels(self) -> list[str]:
        """A name per seat for the results: its level, numbered when a level plays twice."""
        out: list[str] = []
        for i, level in enumerate(self.seats):
            twice = self.seats.count(level) > 1
            out.append(f"{level}#{self.seats[:i].count(level) + 1}" if twice else level)
        return out


@dataclass(frozen=True)
class GameOutcome:
    """How one game went for each label."""

    index: int
    years: int
    finished: bool
    vp: dict[str, int]
    winners: list[str]
    first: str
    """The label that played first (the engine's first player)."""


def wilson(wins: int, games: int) -> tuple[float, float]:
    """The Wilson score interval (95%) of a win rate."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    z2 = Z95 * Z95
    centre = (p + z2 / (2 * games)) / (1 + z2 / games)
    half = Z95 * math.sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / (1 + z2 / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def numbered_setup(players: int, seed: int, options: GameOptions | None = None) -> Setup:
    """A game of `players` seats named "Seat 1", "Seat 2"... from `seed`: how the arena, the bench,
    the census and the tuner deal a game."""
    return Setup(
        players=[PlayerSetup(name=f"Seat {i + 1}") for i in range(players)],
        seed=seed,
        options=GameOptions() if options is None else options,
    )


def play_one(match: Match, index: int) -> GameOutcome:
    """Game `index` of the match: seed `seed + index`; the label that starts turns each game.

    The engine draws the first player; seats are given so that label `index % players` sits
    there, then the others clockwise in the order given.
    """
    labels = match.labels()
    n = match.players
    state = new_game(numbered_setup(n, match.seed + index, match.options))
    first = state.first_player
    by_seat = {s: labels[(s - first + index) % n] for s in range(n)}
    level_of = dict(zip(labels, match.seats, strict=True))
    bots = {s: make_bot(level_of[by_seat[s]]) for s in range(n)}
    rngs = {s: random.Random((match.seed * 1_000_003 + index) * 8 + s) for s in range(n)}
    while not state.game_over and state.year <= match.max_years:
        top = state.top()
        assert top is not None
        apply(state, ask(bots[top.seat], state, rngs[top.seat]))
    return GameOutcome(
        index=index,
        years=min(state.year, match.max_years),
        finished=state.game_over,
        vp={by_seat[s]: state.players[s].vp for s in range(n)},
        winners=[by_seat[s] for s in state.winners],
        first=by_seat[first],
    )


def _play_packed(packed: tuple[Match, int]) -> GameOutcome:
    return play_one(*packed)


def play_match(
    match: Match,
    jobs: int = 1,
    progress: Callable[[int, int], None] | None = None,
    done: Mapping[int, GameOutcome] | None = None,
    on_outcome: Callable[[GameOutcome], None] | None = None,
) -> list[GameOutcome]:
    """Every game of the match, in index order, on `jobs` processes. The games in `done` (by
    index, from a record) are not played again; `on_outcome` hears of each game played as it ends."""
    held = done or {}
    out: list[GameOutcome] = [o for i, o in sorted(held.items()) if 0 <= i < match.games]
    work = [(match, i) for i in range(match.games) if i not in held]

    def finished(outcome: GameOutcome) -> None:
        out.append(outcome)
        if on_outcome:
            on_outcome(outcome)
        if progress:
            progress(len(out), match.games)

    for outcome in as_done(_play_packed, work, jobs):
        finished(outcome)
    return sorted(out, key=lambda o: o.index)


def summary(match: Match, outcomes: list[GameOutcome]) -> dict[str, Any]:
    """The JSON object of the arena: games, mean years, and per label wins, rate, 95% CI, mean VP.

    Each label also gets a "rating" (see `ratings`); in solo an "automa" key holds the Automa's.

    A shared victory counts as a win for each label that shares it.
    """
    games = len(outcomes)
    seats: dict[str, Any] = {}
    for label in match.labels():
        wins = sum(label in o.winners for o in outcomes)
        lo, hi = wilson(wins, games)
        seats[label] = {
            "wins": wins,
            "win_rate": round(wins / games, 4) if games else 0.0,
            "ci95": [round(lo, 4), round(hi, 4)],
            "mean_vp": round(sum(o.vp[label] for o in outcomes) / games, 2) if games else 0.0,
        }
    mean_years = sum(o.years for o in outcomes) / games if games else 0.0
    result: dict[str, Any] = {"games": games, "mean_years": round(mean_years, 2), "seats": seats}
    rated = ratings(match, outcomes)
    for label in match.labels():
        seats[label]["rating"] = round(rated[label], 1)
    if match.players == 1:
        result["automa"] = {"rating": round(rated[AUTOMA], 1)}
    return result


def ratings(match: Match, outcomes: list[GameOutcome]) -> dict[str, float]:
    """An Elo-style rating per label (and the Automa in solo), fitted to every game's meetings.

    Anchored so the first random seat is 0; without one the first seat is 1000.
    """
    labels = match.labels()
    scores: Pairwise = {}
    for o in outcomes:
        if match.players == 1:
            # Solo: beating the Automa is the seat's win, anything else is the Automa's.
            won = labels[0] in o.winners
            add_into(scores, {(labels[0], AUTOMA): float(won), (AUTOMA, labels[0]): float(not won)})
        else:
            add_into(scores, pairwise_from_game(labels, o.vp, o.winners))
    anchor = next((lab for lab, lvl in zip(labels, match.seats, strict=True) if lvl == "random"), None)
    names = [*labels, AUTOMA] if match.players == 1 else labels
    return fit(names, scores, anchor)


def stderr_progress(done: int, total: int) -> None:
    """A one-line progress bar on stderr."""
    width = 30
    filled = width * done // total
    sys.stderr.write(f"\rarena [{'#' * filled}{'.' * (width - filled)}] {done}/{total} games")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()
