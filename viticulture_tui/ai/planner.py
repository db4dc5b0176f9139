"""The planner: where a seasoned player sends each worker, by the steps of the wine engine.

A one-step evaluation sees a vine planted as a small gain and a VP now as a big one, so a bot
that only looks one step ahead collects cheap points and never builds the engine (vines, then
grapes, then wine, then orders: docs/bots.md). The planner instead scores each placement by the
step of that engine it serves, from the facts of the seat's own mat (`situation`):

- summer: plant what can be planted, build what a vine in hand or an order waits for, draw a
  vine while the fields have room, play visitors, tour for lira when short;
- winter: fill what the cellar fills, make wine from the crush pad, harvest planted fields,
  draw an order when the hand has few, train workers while the years left repay them;
- a visitor is worth what the best card in hand would do (its options chosen by the evaluation),
  and in solo the grande is kept for a winter fill space the Automa may take;
- and it keeps workers back in summer for the winter work waiting for them.

The scores are sums of named weights (`ai/weights.py`), tuned by self-play (`ai/tune.py`). Every other
decision (which vine, which order, a visitor's option) goes to the one-step evaluation, which
judges such follow-ups well. A placement needs no copy of the state (but for a visitor, solo:
one look ahead), so the planner is cheap enough for the Expert to play whole games with it.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping

from viticulture_tui.ai.evaluation import evaluate
from viticulture_tui.ai.lookahead import after, one_step_value
from viticulture_tui.ai.situation import Situation, situation
from viticulture_tui.ai.weights import SOLO, TABLE
from viticulture_tui.engine import Action, Choice, GameState, IllegalAction
from viticulture_tui.engine.catalog import catalog

Weights = Mapping[str, float]
"""Named weights of the planner's scores, in rough VP."""

WEIGHTS: Mapping[str, float] = SOLO
"""The planner's weights in the solo game (`ai/weights.py`)."""
TABLE_WEIGHTS: Mapping[str, float] = TABLE
"""The planner's weights in a game between players (no Automa, no bonus tokens)."""


def weights_for(state: GameState) -> Weights:
    """The planner's weights for this game: the solo set against the Automa, else the table's."""
    return WEIGHTS if state.solo else TABLE_WEIGHTS


PASS = 0.01
"""A pass: above a placement worth nothing."""
LIRA_FOR_TRAINING = 4
LIRA_FOR_STRUCTURES = 3


def winter_jobs(s: Situation, w: Weights) -> list[float]:
    """What each winter action waiting for a worker kept back in summer is worth, the best first."""
    will_harvest = s.to_harvest > 0 or s.plantable > 0
    jobs: list[float] = []
    if will_harvest:
        jobs.append(w["job_harvest"])
    if s.grapes or will_harvest:
        jobs.append(w["job_make"])
    if s.fillable:
        jobs.append(w["fill"] + w["fill_per_vp"] * s.best_fill_vp)
    elif s.fillable_after_making or (s.orders and (s.wines or s.grapes or will_harvest)):
        jobs.append(w["job_order"])
    if s.years_left > 0.5 and s.orders < 2:
        jobs.append(w["job_draw_order"])
    if s.workers_owned < 5 and s.years_left >= 2.5 and s.lira >= LIRA_FOR_TRAINING:
        jobs.append(w["job_train"])
    if s.visitors["winter"]:
        jobs.append(w["job_visitor"])
    return sorted(jobs, reverse=True)


def want_structure(s: Situation, structure: str, w: Weights) -> float:
    """How much the seat wants a structure it does not own yet (0 when it has no use for it)."""
    plan = 0.0
    if structure in s.plan_steps:
        plan = w["plan_cellar"] if structure.endswith("cellar") else w["plan_structure"]
    return plan + _structure_use(s, structure, w)


def _structure_use(s: Situation, structure: str, w: Weights) -> float:
    years = s.years_left
    if structure in ("trellis", "irrigation"):
        if s.blocked_by.get(structure) and years >= 1:
            return w["trellis_or_irrigation"]
        return w["trellis_or_irrigation_early"] if years >= 3 else 0.0
    if structure == "medium_cellar":
        return w["medium_cellar"] if (s.needs_cellar >= 6 or s.planted >= 4) and years >= 0.7 else 0.0
    if structure == "large_cellar":
        return w["large_cellar"] if s.needs_cellar >= 9 and years >= 1 else 0.0
    if structure == "yoke":
        return w["yoke"] if years >= 3 else (0.4 * w["yoke"] if years >= 1.5 else 0.0)
    if structure == "windmill":
        return w["windmill"] if years >= 4 and (s.plantable or s.room >= 3) else 0.0
    if structure == "tasting_room":
        return w["tasting_room"] if years >= 4 else (0.3 * w["tasting_room"] if years >= 2 else 0.0)
    if structure == "cottage":
        return w["cottage"] if years >= 4 else 0.0
    return 0.0


def best_build(state: GameState, seat: int, s: Situation, w: Weights) -> float:
    """The most the seat wants any structure it can pay for now."""
    player = state.players[seat]
    best = 0.0
    for structure in catalog().structures:
        if structure.cost <= player.lira and not player.has(structure.id):
            best = max(best, want_structure(s, structure.id, w))
    return best


def lira_wanted(s: Situation) -> int:
    """Lira the seat's next purchases call for: a worker to train, a structure a vine or order waits for."""
    want = 0
    if s.workers_owned < 5 and s.years_left >= 2.5:
        want += LIRA_FOR_TRAINING
    if s.blocked_by:
        want += LIRA_FOR_STRUCTURES
    if s.needs_cellar:
        want += LIRA_FOR_TRAINING
    return want


def action_score(state: GameState, seat: int, s: Situation, action: str, w: Weights) -> float:
    """What placing a worker on `action` is worth to the seat now, in rough VP (0: nothing)."""
    years = s.years_left
    short = max(0, lira_wanted(s) - s.lira)
    steps = s.plan_steps
    if action == "plant_vine":
        if not s.plantable or years < 0.4:
            return 0.0
        return (
            w["plant"] + w["plant_per_year"] * min(years, 4) + (w["plan_plant"] if "plant" in steps else 0.0)
        )
    if action == "build_structure":
        return best_build(state, seat, s, w)
    if action == "draw_vine":
        waiting = s.plantable + sum(s.blocked_by.values())
        plan = w["plan_vine"] if "vine" in steps and years >= 1.5 and s.room >= 2 else 0.0
        if s.room >= 2 and years >= 1.5 and waiting < 3 and s.planted < w["vines_wanted"]:
            return plan + (w["draw_vine_none"], w["draw_vine_one"], w["draw_vine_two"])[waiting]
        return 0.2 + plan
    if action in ("play_summer_visitor", "play_winter_visitor"):
        return w["visitor"] if s.visitors["summer" if action == "play_summer_visitor" else "winter"] else 0.0
    if action == "give_tour":
        return w["tour"] + w["tour_per_lira_short"] * min(short, 4) if short else w["tour_flush"]
    if action == "sell_grapes_or_field":
        value = w["sell"]
        if s.grapes and not s.orders and short:
            value += w["sell_spare_grapes"]
        if state.solo and state.players[seat].bonus_tokens:
            value += w["sell_token"]
        return value
    if action == "gain_1_lira":
        return w["lira"] + (w["lira_short"] if short else 0.0)
    if action == "fill_order":
        return w["fill"] + w["fill_per_vp"] * s.best_fill_vp if s.fillable else 0.0
    if action == "make_wine":
        if not s.can_make:
            return 0.0
        if s.fillable_after_making > s.fillable:
            return w["make_for_order"]
        if years < 1:
            return 0.3
        plan = w["plan_make"] if "make" in steps else 0.0
        return plan + (w["make"] if s.orders else w["make_no_order"])
    if action in ("harvest_field", "yoke"):
        if not s.to_harvest:
            return 0.0
        value = w["harvest"] if s.grapes == 0 or s.workers_free < 2 else w["harvest_with_grapes"]
        if years < 1 and s.season == "winter" and s.workers_free < 3:
            return 0.3  # the grapes could no longer become an order filled
        if action == "yoke" and s.season == "summer":
            value += w["yoke_summer_harvest"]  # a harvest in summer frees a winter worker
        return value + (w["plan_harvest"] if "harvest" in steps else 0.0)
    if action == "draw_order":
        if years < 0.5 or s.hand_size >= 6:
            return 0.4
        far = w["plan_order_far"] if s.best_gap >= w["plan_far_gap"] else 0.0
        return far + (w["order_none"], w["order_one"], w["order_two"], 0.4)[min(s.orders, 3)]
    if action == "train_worker":
        if not s.can_train or s.workers_owned >= 5:
            return 0.0
        return w["train"] if years >= 3 else (w["train_late"] if years >= 2 else 0.0)
    return 0.3


VISITOR_ACTIONS = frozenset({"play_summer_visitor", "play_winter_visitor"})
"""The placements whose worth depends on the visitor cards in hand (`visitor_gain`)."""


def visitor_gain(state: GameState, seat: int, action: Action) -> float:
    """What playing the best visitor in hand gains by the evaluation (its card and options chosen
    greedily): a visitor that only draws cards is worth less than one that fills an order."""
    return one_step_value(state, seat, action) - evaluate(state, seat)


def placement_scores(
    state: GameState, seat: int, choices: list[Choice], w: Weights | None = None
) -> list[float]:
    """A score per choice of a placement turn (a pass scores PASS)."""
    w = w or weights_for(state)
    s = situation(state, seat)
    kept = 0.0
    if s.season == "summer":
        jobs = [j for j in winter_jobs(s, w) if j >= w["winter_need"]]
        if s.workers_free - 1 < min(len(jobs), s.workers_owned):
            kept = w["reserve_cost"]
    fill_ahead = s.season == "summer" and (s.fillable > 0 or s.fillable_after_making > 0 or s.best_gap <= 2)
    cache: dict[str, float] = {}
    gains: dict[str, float] = {}
    out: list[float] = []
    for c in choices:
        if c.action.kind != "place":
            out.append(PASS)
            continue
        action, space, worker = c.action.arg
        if action not in cache:
            cache[action] = action_score(state, seat, s, action, w)
        score = cache[action]
        if action in VISITOR_ACTIONS and score > 0.0 and w["visitor_gain"]:
            if action not in gains:
                gains[action] = visitor_gain(state, seat, c.action)
            score += w["visitor_gain"] * gains[action]
        if score <= 0.0:
            out.append(score)
            continue
        if space == "bonus":
            score += w["bonus_space"]
        if worker == "grande" and space != "full":
            score -= w["grande_on_free_space"]
        if worker == "grande" and fill_ahead:
            # The grande is the only way onto a fill space the Automa or a rival took in winter.
            score -= w["grande_kept_for_fill"]
        out.append(score - kept)
    return out


TOKEN_WEIGHT = {
    "sell_grapes_or_field": "token_vp",
    "fill_order": "token_vp",
    "plant_vine": "token_plant",
    "harvest_field": "token_harvest",
    "play_summer_visitor": "token_visitor",
    "play_winter_visitor": "token_visitor",
    "make_wine": "token_make",
    "draw_order": "token_order",
    "draw_vine": "token_vine",
}
"""The weight of what a solo bonus action token buys on each action."""


def token_choice(state: GameState, seat: int, choices: list[Choice], w: Weights | None = None) -> Action:
    """Spend a bonus action token where it buys more than a token kept (always in the last year)."""
    w = w or weights_for(state)
    top = state.top()
    assert top is not None
    action = top.params.get("action", "")
    player = state.players[seat]
    s = situation(state, seat)
    worth = w[TOKEN_WEIGHT.get(action, "token_other")]
    useless = (
        (action == "plant_vine" and s.plantable < 2)
        or (action == "harvest_field" and s.to_harvest < 2)
        or (action == "make_wine" and s.grapes < 3)
        or (action == "draw_order" and s.orders >= 3)
    )
    if useless:
        worth = 0.0
    # Tokens pile up only so far: with many held, one kept buys less later.
    keep = w["token_keep"] * min(1.0, 3.5 / max(1, player.bonus_tokens))
    # A token left at the end is worth nothing: in the last year any bonus beats keeping it.
    wanted = "spend" if s.years_left < 1 or worth > keep else "keep"
    for c in choices:
        if c.action.arg == wanted:
            return c.action
    return choices[0].action


def greedy_choice(state: GameState, seat: int, choices: list[Choice]) -> Action:
    """The choice whose position the evaluation likes best (the first listed on a tie)."""
    best, best_value = choices[0].action, -math.inf
    for c in choices:
        try:
            value = evaluate(after(state, c.action), seat)
        except IllegalAction:
            continue
        if value > best_value:
            best, best_value = c.action, value
    return best


def plan_choice(
    state: GameState,
    seat: int,
    choices: list[Choice],
    rng: random.Random | None = None,
    temperature: float = 0.0,
    w: Weights | None = None,
) -> Action:
    """The planner's choice for seat `seat`: placements by `placement_scores`, the rest greedily.

    With a temperature above 0, placements are drawn by softmax over their scores (for playouts
    and for a player who errs).
    """
    if len(choices) == 1:
        return choices[0].action
    w = w or weights_for(state)
    top = state.top()
    if top is not None and top.kind == "bonus_token":
        return token_choice(state, seat, choices, w)
    if top is not None and (top.kind == "fall_draw" or (top.kind == "wake_up" and state.solo)):
        s = situation(state, seat)  # once for all the choices
        score = wake_score if top.kind == "wake_up" else fall_score
        return _best(choices, [score(s, c.action, w) for c in choices])
    if top is None or top.kind != "turn":
        return greedy_choice(state, seat, choices)
    return by_scores(choices, placement_scores(state, seat, choices, w), rng, temperature)


def by_scores(
    choices: list[Choice], scores: list[float], rng: random.Random | None = None, temperature: float = 0.0
) -> Action:
    """The best-scored choice (the first listed on a tie), or with a temperature above 0 one drawn
    by softmax over the scores."""
    if temperature > 0 and rng is not None:
        peak = max(scores)
        weights = [math.exp((x - peak) / temperature) for x in scores]
        return rng.choices(choices, weights)[0].action
    return _best(choices, scores)


def _best(choices: list[Choice], scores: list[float]) -> Action:
    best = max(range(len(choices)), key=lambda i: (scores[i], -i))
    return choices[best].action


def wake_score(s: Situation, action: Action, w: Weights) -> float:
    """A solo wake-up row: its base weight and its weight per year left."""
    row = action.arg[0]
    return w[f"wake_{row}"] + w[f"wake_{row}_per_year"] * s.years_left


def fall_score(s: Situation, action: Action, w: Weights) -> float:
    """A fall draw: each deck's weight, less for the cards of that deck already in hand."""
    return sum(w[f"fall_{deck}"] - w["fall_in_hand"] * s.visitors[deck] for deck in action.arg)
