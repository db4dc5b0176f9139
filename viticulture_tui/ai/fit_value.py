"""Fitting the learned solo value (`ai/solo_value.py`) on games the vintner plays.

For each level, the vintner plays solo games as it plays inside the Expert's playouts (softmax
at the Expert's temperature); at every spring the position's features are recorded, and at the
end the VP it went on to score. A ridge regression per number of years still to play predicts
the VP still to come; every fifth game is held out to measure the model's error. The models are
written as a Python module (`ai/solo_models.py`), so the game needs no data file and no library.

Run: `python -m viticulture_tui.ai.fit_value --games 4000 --seed 100000 --jobs 2`
rewrites `viticulture_tui/ai/solo_models.py` and prints each model's held-out error.
"""

from __future__ import annotations

import argparse
import random
import sys
import textwrap
from pathlib import Path

from viticulture_tui.ai.expert import TEMPERATURE
from viticulture_tui.ai.solo_value import FEATURES, Model, features, linear, years_to_play
from viticulture_tui.ai.vintner import vintner_choice
from viticulture_tui.ai.workers import mapped
from viticulture_tui.engine import GameOptions, PlayerSetup, Setup, apply, legal_actions, new_game
from viticulture_tui.pipe import run_tool

LEVELS = ("very_easy", "easy", "normal", "hard", "very_hard")
"""The levels a model is fitted for (the aggressive variant has none: its playouts run to the end)."""
RIDGE = 1.0
"""The ridge penalty: it keeps a feature that barely varies at a year (a large cellar in year 2)
from taking a wild weight."""
HELD_OUT = 5
"""Every fifth game is kept out of the fit, to measure the model's error."""
OUT = Path(__file__).with_name("solo_models.py")

Row = tuple[int, list[float], float]
"""One recorded spring: the years still to play, the features, the VP still to come."""


def game_rows(packed: tuple[str, int]) -> list[Row]:
    """One vintner game at `level` from `seed`: a row for every spring."""
    level, seed = packed
    options = GameOptions(solo_level=level)
    state = new_game(Setup(players=[PlayerSetup(name="Vintner")], seed=seed, options=options))
    rng = random.Random(seed)
    seen: list[tuple[int, list[float], int]] = []
    while not state.game_over:
        if state.phase == "spring" and (not seen or seen[-1][0] != years_to_play(state)):
            seen.append((years_to_play(state), features(state, 0), state.players[0].vp))
        top = state.top()
        assert top is not None
        apply(state, vintner_choice(state, top.seat, legal_actions(state), rng, TEMPERATURE))
    final = state.players[0].vp
    return [(years, x, float(final - vp)) for years, x, vp in seen]


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """The solution of the square system a x = b (Gauss-Jordan with partial pivoting)."""
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        lead = m[col][col]
        if lead == 0.0:
            raise ValueError("singular system")
        m[col] = [v / lead for v in m[col]]
        for r in range(n):
            if r != col and m[r][col] != 0.0:
                factor = m[r][col]
                m[r] = [v - factor * p for v, p in zip(m[r], m[col], strict=True)]
    return [m[i][n] for i in range(n)]


def ridge(xs: list[list[float]], ys: list[float], penalty: float = RIDGE) -> list[float]:
    """Weights (a constant last, not penalised) minimising squared error plus the penalty."""
    rows = [[*x, 1.0] for x in xs]
    k = len(rows[0])
    gram = [[sum(r[i] * r[j] for r in rows) for j in range(k)] for i in range(k)]
    for i in range(k - 1):
        gram[i][i] += penalty
    rhs = [sum(r[i] * y for r, y in zip(rows, ys, strict=True)) for i in range(k)]
    return solve(gram, rhs)


def fit(games: list[list[Row]]) -> dict[int, Model]:
    """A model per number of years to play, fitted on all but every fifth game, its error on those."""
    by_years: dict[int, tuple[list[Row], list[Row]]] = {}
    for index, rows in enumerate(games):
        for row in rows:
            train, test = by_years.setdefault(row[0], ([], []))
            (test if index % HELD_OUT == 0 else train).append(row)
    models: dict[int, Model] = {}
    for years, (train, test) in sorted(by_years.items()):
        weights = ridge([r[1] for r in train], [r[2] for r in train])
        errors = [r[2] - linear(weights, r[1]) for r in test]
        sd = (sum(e * e for e in errors) / len(errors)) ** 0.5 if errors else 0.0
        models[years] = Model(weights=tuple(round(w, 5) for w in weights), residual_sd=round(sd, 3))
    return models


def module_text(models: dict[str, dict[int, Model]], command: str) -> str:
    """The source of `ai/solo_models.py` holding the models."""
    lines = [
        f'"""The learned solo values (`ai/solo_value.py`), written by `{command}`.',
        "",
        "Generated: not edited by hand, and left out of ruff (pyproject.toml), one model to a block.",
        '"""',
        "",
        "from viticulture_tui.ai.solo_value import Model",
        "",
        "# Weights follow solo_value.FEATURES, then the constant:",
        *(f"# {line}" for line in textwrap.wrap(", ".join(FEATURES), width=96)),
        "MODELS: dict[str, dict[int, Model]] = {",
    ]
    for level, by_years in models.items():
        lines.append(f'    "{level}": {{')
        for years, model in by_years.items():
            numbers = textwrap.wrap(", ".join(repr(w) for w in model.weights), width=92)
            lines.append(f"        {years}: Model(")
            lines.append("            weights=(")
            lines += [f"                {line}" for line in numbers]
            lines.append("            ),")
            lines.append(f"            residual_sd={model.residual_sd!r},")
            lines.append("        ),")
        lines.append("    },")
    lines.append("}")
    lines.append('"""Per level, per years still to play (this one included): the model."""')
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Fit the models for every level and write them; print each one's held-out error."""
    parser = argparse.ArgumentParser(prog="python -m viticulture_tui.ai.fit_value", description=__doc__)
    parser.add_argument("--games", type=int, default=4000, help="games per level")
    parser.add_argument("--seed", type=int, default=100_000)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    command = f"python -m viticulture_tui.ai.fit_value --games {args.games} --seed {args.seed}"
    models: dict[str, dict[int, Model]] = {}
    for level in LEVELS:
        work = [(level, args.seed + i) for i in range(args.games)]
        games = mapped(game_rows, work, args.jobs)
        models[level] = fit(games)
        for years, model in models[level].items():
            line = f"{level:9} {years} years to play: held-out error {model.residual_sd:.2f} VP"
            print(line, file=sys.stderr)
    args.out.write_text(module_text(models, command))
    return 0


if __name__ == "__main__":
    raise SystemExit(run_tool(main))
