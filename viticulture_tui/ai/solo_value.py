"""A learned value of a solo position at a spring: the VP still to come, as the vintner plays on.

The Expert's solo playouts used to run to the end of the game, so each one carried the noise of
every later draw: candidates 0.5 VP apart needed many rounds to tell apart. Stopped at the next
spring two years on and scored here instead, a playout costs about half the time and carries
only those years' luck.

The model is linear in the features below, one per level and number of years still to play,
fitted by `ai/fit_value.py` on games the vintner plays against the Automa (`ai/solo_models.py`
holds the result). It reads only the seat's own mat, hand and VP, the calendar, and the
evaluation of the seat's position (`evaluation.player_value`), so a bot using it on a state
sampled from its knowledge learns nothing it may not know.
"""

from __future__ import annotations

import math
from typing import NamedTuple

from viticulture_tui.ai.evaluation import player_value, years_left
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.orders import fillable_orders
from viticulture_tui.engine.solo import years as solo_years
from viticulture_tui.engine.state import GameState

STRUCTURES = (
    "trellis",
    "irrigation",
    "yoke",
    "windmill",
    "cottage",
    "tasting_room",
    "medium_cellar",
    "large_cellar",
)
"""The structures, one feature each (1 when built)."""
FEATURES = (
    "vp",
    "lira",
    "workers",
    "bonus_tokens",
    "residual",
    *STRUCTURES,
    "fields_sold",
    "vines",
    "vine_red",
    "vine_white",
    "grapes",
    "grape_red",
    "grape_white",
    "wines",
    "wine_red",
    "wine_white",
    "wine_blush",
    "wine_sparkling",
    "vine_cards",
    "vine_card_value",
    "orders",
    "order_vp",
    "orders_fillable",
    "summer_visitors",
    "winter_visitors",
    "evaluation",
)
"""What a model reads of a position, in the order of its weights (a constant term follows)."""
LIRA_COUNTED = 15
"""Lira beyond this count as this many (a hoard is rare and buys little more)."""


class Model(NamedTuple):
    """One fitted model: a weight per feature and the constant, and its error on held-out games."""

    weights: tuple[float, ...]
    residual_sd: float
    """The standard deviation of the VP still to come about the model's prediction."""


def features(state: GameState, seat: int) -> list[float]:
    """The seat's position as the models read it (FEATURES, in order)."""
    player = state.players[seat]
    cat = catalog()
    types = cat.card_type
    out: list[float] = [
        player.vp,
        min(player.lira, LIRA_COUNTED),
        player.workers,
        player.bonus_tokens,
        player.residual,
    ]
    out += [1.0 if player.has(s) else 0.0 for s in STRUCTURES]
    red = white = vines = 0
    for f in player.fields:
        for card in f.vines:
            kind = cat.vine_of(card)
            red, white, vines = red + kind.red, white + kind.white, vines + 1
    out += [sum(f.sold for f in player.fields), vines, red, white]
    grapes, wines = player.grapes, player.wines
    out += [len(grapes["red"]) + len(grapes["white"]), sum(grapes["red"]), sum(grapes["white"])]
    out += [sum(len(row) for row in wines.values())]
    out += [sum(wines[kind]) for kind in ("red", "white", "blush", "sparkling")]
    vine_cards = [c for c in player.hand if types[c] == "vine"]
    orders = [cat.order_by_id[c] for c in player.hand if types[c] == "order"]
    out += [len(vine_cards), sum(cat.vine_of(c).value for c in vine_cards)]
    out += [len(orders), sum(o.vp for o in orders), len(fillable_orders(player))]
    out += [sum(types[c] == "summer" for c in player.hand), sum(types[c] == "winter" for c in player.hand)]
    out += [player_value(state, player, years_left(state))]
    return out


def model_key(state: GameState) -> str:
    """The models' key for this game: its level (aggressive games have none)."""
    options = state.setup.options
    return "" if options.aggressive else options.solo_level


def years_to_play(state: GameState) -> int:
    """The years still to play, the current one included."""
    return solo_years(state) - state.year + 1


def predict(state: GameState, seat: int, models: dict[str, dict[int, Model]]) -> tuple[float, float] | None:
    """The seat's final VP as the model for this level and year foresees it, and the model's
    error (None without a model: an aggressive game, or a year the models were not fitted for)."""
    model = models.get(model_key(state), {}).get(years_to_play(state))
    if model is None:
        return None
    return state.players[seat].vp + linear(model.weights, features(state, seat)), model.residual_sd


def linear(weights: tuple[float, ...] | list[float], x: list[float]) -> float:
    """A linear model's value at `x`: a weight per feature, then the constant."""
    return weights[-1] + sum(w * v for w, v in zip(weights[:-1], x, strict=True))


def win_chance(final_vp: float, sd: float, to_beat: int) -> float:
    """The chance that a final VP foreseen as `final_vp` (error `sd`) is more than `to_beat`."""
    if sd <= 0:
        return 1.0 if final_vp > to_beat else 0.0
    return 0.5 * (1.0 + math.erf((final_vp - (to_beat + 0.5)) / (sd * math.sqrt(2.0))))
