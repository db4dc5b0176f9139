"""Elo-style ratings from pairwise results: a Bradley-Terry maximum-likelihood fit, capped and anchored."""

from __future__ import annotations

import math
from collections.abc import Sequence

ELO_SCALE = 400 / math.log(10)
"""Elo points per natural-log unit of strength: a 400-point gap means 10 to 1 odds."""
MAX_SPREAD = 800.0
"""The widest gap the fit may put between two seats; a clean sweep would otherwise be infinite."""
FIRST_SEAT_RATING = 1000.0
"""Where the first seat is put when no random seat is there to be 0."""

Pairwise = dict[tuple[str, str], float]
"""(a, b) -> how many games a scored against b: 1 a win, 0.5 a tie; every meeting counted both ways."""


def pairwise_from_game(order: Sequence[str], vp: dict[str, int], winners: Sequence[str]) -> Pairwise:
    """One game's meetings between each two of `order`: a winner beats a non-winner; two winners tie.

    Two non-winners are told apart by their VP (equal VP is a tie), so a 3rd place still counts
    against a 4th. A game nobody won (stopped early) is decided by VP alone.
    """
    out: Pairwise = {}
    for i, a in enumerate(order):
        for b in order[i + 1 :]:
            if (a in winners) != (b in winners):
                score = 1.0 if a in winners else 0.0
            elif a in winners:
                score = 0.5
            else:
                score = 1.0 if vp[a] > vp[b] else 0.0 if vp[a] < vp[b] else 0.5
            out[(a, b)] = out.get((a, b), 0.0) + score
            out[(b, a)] = out.get((b, a), 0.0) + 1.0 - score
    return out


def add_into(total: Pairwise, more: Pairwise) -> None:
    """Add one game's meetings into the running totals."""
    for key, score in more.items():
        total[key] = total.get(key, 0.0) + score


def fit(names: Sequence[str], scores: Pairwise, anchor: str | None = None) -> dict[str, float]:
    """The maximum-likelihood Elo ratings of `names` given the pairwise scores.

    P(a beats b) = 1 / (1 + 10 ** ((R_b - R_a) / 400)). The fit keeps every rating within
    MAX_SPREAD of every other (a seat that wins every game meets the cap instead of running to
    infinity). `anchor` is put at 0; without one the first name is put at FIRST_SEAT_RATING.
    """
    if not names:
        return {}
    n = len(names)
    index = {name: i for i, name in enumerate(names)}
    won = [[0.0] * n for _ in range(n)]
    for (a, b), score in scores.items():
        if a in index and b in index and a != b:
            won[index[a]][index[b]] += score
    # A meeting of a and b is a's score plus b's score against each other.
    met = [[won[i][j] + won[j][i] for j in range(n)] for i in range(n)]
    strength = _ascend(won, met)
    anchored = anchor is not None and anchor in index
    base = index[anchor] if anchor is not None and anchored else 0
    shift = 0.0 if anchored else FIRST_SEAT_RATING
    return {name: shift + ELO_SCALE * (strength[i] - strength[base]) for name, i in index.items()}


def _ascend(won: list[list[float]], met: list[list[float]]) -> list[float]:
    """Strengths (natural-log units) maximising the likelihood, each kept in a box MAX_SPREAD wide.

    The log-likelihood is concave, so projected gradient ascent with a step below 1/L (L bounding
    its curvature) converges to the best point of the box; the box only binds on a sweep.
    """
    n = len(won)
    width = MAX_SPREAD / ELO_SCALE
    theta = [width / 2] * n
    degree = max((sum(row) for row in met), default=0.0)
    if degree == 0:
        return theta
    step = 2.0 / degree  # the curvature is at most degree / 2 in any direction
    for _ in range(20_000):
        grad = [
            sum(won[i][j] - met[i][j] / (1 + math.exp(theta[j] - theta[i])) for j in range(n) if met[i][j])
            for i in range(n)
        ]
        moved = [min(width, max(0.0, theta[i] + step * grad[i])) for i in range(n)]
        change = max(abs(moved[i] - theta[i]) for i in range(n))
        theta = moved
        if change < 1e-12:
            break
    return theta
