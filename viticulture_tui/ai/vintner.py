"""The vintner: the solo policy, and the Expert's everywhere; a summer worker weighed against its winter job.

The planner (`ai/planner.py`) scores each placement alone, and its tuned weights found the +1 VP
of a bonus token on the sell space cheaper than the wine chain: it sold its fields for lira and
tokens and filled under one order a game (12.7 VP against the Automa's 20; docs/bots.md). The
vintner plays the chain (vines, grapes, wine, orders) and pays for it:

- a summer placement must be worth more than the winter job it would leave without a worker
  (the winter's harvest, winemaking, fill, training, order draw and visitor, best first);
- the follow-ups serve the orders in hand: the wine made is the one that completes an order
  (blush and sparkling too), the Yoke harvests, the harvest takes the field the orders need
  (`ai/vintner_picks.py`);
- orders are drawn while the cellar and crush pad hold more than the orders ask for;
- workers are trained first (the lira for the next one is kept from structures, and tours pay
  for it), and an empty field the vines in hand do not need is sold for lira and a token's VP,
  then bought back when the vines need its room; at a table, where there is no token, it is sold
  when the plan is short of lira;
- a bonus token is kept for a fill or a sale (+1 VP), spent elsewhere only from a surplus;
- with a Tasting Room and a wine in the cellar a tour scores, with a Windmill a planting does.

Its weights were tuned by the cross-entropy method: solo (`weights.VINTNER`) on games against the
Automa at the normal level, at a table (`weights.VINTNER_TABLE`) from those for the pace of its
own self-play (docs/bots.md). Like the planner it reads only the seat's own mat, hand and the
calendar (and, for a visitor or a follow-up without a rule here, the one-step evaluation on
the state it is given), so it is as honest on a sampled state as the planner is.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from viticulture_tui.ai.planner import by_scores, fall_score, greedy_choice, visitor_gain, weights_for
from viticulture_tui.ai.situation import Situation, situation
from viticulture_tui.ai.vintner_picks import PICKS, fields_to_sell, structure_score, wanted_buyback
from viticulture_tui.ai.weights import VINTNER, VINTNER_TABLE
from viticulture_tui.engine import Action, Choice, GameState
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.state import Player
from viticulture_tui.engine.vineyard import field_value, harvestable
from viticulture_tui.engine.workers import TRAIN_COST

Weights = Mapping[str, float]
"""Named weights of the vintner's scores, in rough VP."""

PASS = 0.01
"""A pass: above a placement worth nothing."""

VISITOR_ACTIONS = frozenset({"play_summer_visitor", "play_winter_visitor"})
"""The placements whose worth depends on the visitor cards in hand (`planner.visitor_gain`)."""


def vintner_weights(state: GameState) -> Weights:
    """The vintner's weights for this game: the solo set against the Automa, else the table's."""
    return VINTNER if state.solo else VINTNER_TABLE


def wants_training(s: Situation, w: Weights) -> bool:
    """Whether the next worker comes first: few owned and years enough to repay it."""
    return s.workers_owned < w["train_first"] and s.years_left >= w["train_years"] + 1


def best_structure(player: Player, s: Situation, w: Weights) -> float:
    """The most the seat wants a structure it can pay for, the next worker's lira kept in summer."""
    purse = player.lira - (TRAIN_COST if wants_training(s, w) and s.season == "summer" else 0)
    best = 0.0
    for structure in catalog().structures:
        if structure.cost > purse or player.has(structure.id):
            continue
        if structure.id == "large_cellar" and not player.has("medium_cellar"):
            continue
        best = max(best, structure_score(s, player, structure.id, w))
    return best


def lira_wanted(s: Situation, player: Player, w: Weights) -> int:
    """Lira the next purchases call for: a worker, a structure a vine waits for, the medium cellar."""
    cost = {structure.id: structure.cost for structure in catalog().structures}
    want = TRAIN_COST if s.workers_owned < w["max_workers"] and s.years_left >= w["train_years"] else 0
    if s.blocked_by:
        want += max(cost["trellis"], cost["irrigation"])  # the dearer, whichever the vine waits for
    if not player.has("medium_cellar") and s.years_left >= 1.5:
        want += cost["medium_cellar"]
    return want


def winter_jobs(player: Player, s: Situation, w: Weights) -> list[float]:
    """What each winter job waiting for a worker is worth, the best first (seen from summer)."""
    years = s.years_left
    jobs: list[float] = []
    to_harvest = s.to_harvest + (1 if s.plantable and s.room else 0)
    if to_harvest:
        jobs.append(w["harvest"])
        if to_harvest >= 2 and not player.has("yoke"):
            jobs.append(w["harvest2"])
    if s.grapes or to_harvest:
        jobs.append(w["make"])
    if s.fillable or s.fillable_after_making or (s.orders and s.best_gap <= 2):
        jobs.append(w["fill"])
    if s.workers_owned < w["max_workers"] and years - 0.3 >= w["train_years"] and player.lira >= 2:
        jobs.append(w["train_early"] if years - 0.3 >= 4 else w["train"])
    if s.orders < 2 and years >= 1:
        jobs.append(w["order1"] if s.orders else w["order0"])
    if s.visitors["winter"]:
        jobs.append(w["job_visitor"])
    return sorted(jobs, reverse=True)


def _can_sell(state: GameState, player: Player, s: Situation, w: Weights) -> bool:
    """Whether the sell space has something the plan can spare: a grape, or a field to bank."""
    if s.grapes and (s.years_left < 1 or not s.orders or s.grapes > 2):
        return True
    if fields_to_sell(player, w, state.year, s.years_left):
        return True
    return s.years_left >= 1 and wanted_buyback(player, s.years_left, w) is not None


def _sells_for_lira(state: GameState, player: Player, s: Situation, w: Weights) -> bool:
    """At a table: whether a spare field should become lira, the plan being short of them.

    A table has no bonus token to spend on the sale, but the lira buy the next worker and the
    cellar years sooner than tours do (vintner self-play, 2 players: 9.2 years a game against
    10.3; docs/bots.md)."""
    if s.years_left < 1 or lira_wanted(s, player, w) <= s.lira:
        return False
    return bool(fields_to_sell(player, w, state.year, s.years_left))


def action_score(state: GameState, seat: int, s: Situation, action: str, w: Weights) -> float:
    """What a worker on `action` is worth to the seat now, in rough VP (0: nothing)."""
    years = s.years_left
    player = state.players[seat]
    last = years < 1
    if action == "plant_vine":
        if not s.plantable:
            return 0.0
        if player.has("windmill") and not player.windmill_used:
            return w["plant_windmill"]
        return w["plant"] if years >= 0.4 else 0.0
    if action == "build_structure":
        return best_structure(player, s, w)
    if action == "draw_vine":
        waiting = s.plantable + sum(s.blocked_by.values())
        if s.room >= 2 and years >= 1.5 and waiting < w["vine_target"]:
            return w["draw_vine"]
        return 0.2
    if action in VISITOR_ACTIONS:
        return w["visitor"] if s.visitors["summer" if action == "play_summer_visitor" else "winter"] else 0.0
    if action == "give_tour":
        if player.has("tasting_room") and not player.tasting_room_used and s.wines:
            return w["tour_tasting"]
        if last:
            return 0.1
        if wants_training(s, w) and s.lira < TRAIN_COST:
            return w["tour_train"]
        short = max(0, lira_wanted(s, player, w) - s.lira)
        return w["tour"] + w["tour_short"] * min(short, 4)
    if action == "sell_grapes_or_field":
        if not state.solo:
            return w["sell_lira"] if _sells_for_lira(state, player, s, w) else 0.0
        if not player.bonus_tokens or not _can_sell(state, player, s, w):
            return 0.0
        return w["sell_last"] if last else w["sell_token"]
    if action == "gain_1_lira":
        return 0.05 if last else w["lira"]
    if action == "fill_order":
        return w["fill"] + s.best_fill_vp if s.fillable else 0.0
    if action == "make_wine":
        if not s.can_make:
            return 0.0
        if s.fillable_after_making > s.fillable:
            return w["make_for"]
        return w["make"] if years >= 0.5 else 0.3
    if action in ("harvest_field", "yoke"):
        return _harvest_score(player, s, action, w)
    if action == "draw_order":
        if years < 0.5:
            return 0.2
        value = (w["order0"], w["order1"], w["order2"], 0.3)[min(s.orders, 3)]
        if not s.fillable and s.wines + s.grapes >= 2 and s.orders < 4:
            value = max(value, w["order_supply"])  # the cellar holds more than the orders ask for
        return value
    if action == "train_worker":
        if not s.can_train or s.workers_owned >= w["max_workers"] or years < w["train_years"]:
            return 0.0
        return w["train_early"] if years >= 4 else w["train"]
    return 0.2


def _harvest_score(player: Player, s: Situation, action: str, w: Weights) -> float:
    if not s.to_harvest:
        return 0.0
    if s.years_left < 0.5 and not s.orders:
        return 0.3
    if s.season == "summer":
        # Only the Yoke harvests in summer; it frees a winter worker.
        return w["summer_harvest"] if action == "yoke" else 0.0
    if s.grapes >= w["glut"] and not s.fillable_after_making:
        return w["harvest_glut"]  # the crush pad already holds more than the orders can take
    richest = max((field_value(player.fields[i]) for i in harvestable(player)), default=0)
    return w["harvest"] + 0.2 * richest


def placement_scores(
    state: GameState, seat: int, choices: list[Choice], w: Weights | None = None
) -> list[float]:
    """A score per choice of a placement turn (a pass scores PASS): in summer, less the winter job
    that the worker placed would no longer be there for."""
    w = w or vintner_weights(state)
    s = situation(state, seat)
    player = state.players[seat]
    floor = 0.0
    if s.season == "summer":
        jobs = winter_jobs(player, s, w)
        left = s.workers_free - 1
        if left < len(jobs):
            floor = jobs[left]
    cache: dict[str, float] = {}
    out: list[float] = []
    for c in choices:
        if c.action.kind != "place":
            out.append(PASS)
            continue
        action, space, worker = c.action.arg
        if action not in cache:
            value = action_score(state, seat, s, action, w)
            if action in VISITOR_ACTIONS and value > 0:
                value += w["visitor_gain"] * visitor_gain(state, seat, c.action)
            cache[action] = value
        score = cache[action]
        if score <= 0:
            out.append(score)
            continue
        if worker == "grande" and space != "full":
            score -= w["grande_free"]
        out.append(score - floor)
    return out


def wake_row(state: GameState, seat: int, choices: list[Choice]) -> Action:
    """Solo: the wake-up row of the year's turn in a fixed order (each row is taken once a game);
    row 5 draws from the visitor deck the hand holds fewer of."""
    order = WAKE_ORDER[state.year - 1 :] + WAKE_ORDER[: state.year - 1]
    rows = {c.action.arg[0]: c.action for c in choices}
    for row in order:
        if row not in rows:
            continue
        if row == 5:
            s = situation(state, seat)
            deck = "winter" if s.visitors["winter"] <= s.visitors["summer"] else "summer"
            for c in choices:
                if c.action.arg == (5, deck):
                    return c.action
        return rows[row]
    return choices[0].action


WAKE_ORDER = (7, 2, 3, 5, 4, 1, 6)
"""Solo wake-up rows by year: the temporary worker and a vine first, the VP row last (seven orders
tried scored 13.01-13.55 VP over the same 400 games, se about 0.18: docs/bots.md)."""


def token_choice(state: GameState, seat: int, choices: list[Choice], w: Weights) -> Action:
    """A bonus token goes on a fill or a sale (+1 VP) or in the last year; elsewhere only from a
    surplus of tokens and where the bonus is of use."""
    top = state.top()
    assert top is not None
    action = top.params.get("action", "")
    player = state.players[seat]
    s = situation(state, seat)
    if action in ("fill_order", "sell_grapes_or_field") or s.years_left < 1:
        spend = True
    else:
        useful = (
            (action == "plant_vine" and s.plantable >= 2)
            or (action == "harvest_field" and s.to_harvest >= 2)
            or (action == "make_wine" and s.grapes >= 3)
            or (action == "draw_order" and s.orders < 2)
            or (action == "draw_vine" and s.room >= 3)
            or action in ("train_worker", "give_tour")
        )
        spend = useful and player.bonus_tokens >= w["token_surplus"]
    wanted = "spend" if spend else "keep"
    return next((c.action for c in choices if c.action.arg == wanted), choices[0].action)


def vintner_choice(
    state: GameState,
    seat: int,
    choices: list[Choice],
    rng: random.Random | None = None,
    temperature: float = 0.0,
    w: Weights | None = None,
) -> Action:
    """The vintner's choice for seat `seat` (with a temperature, placements by softmax)."""
    if len(choices) == 1:
        return choices[0].action
    w = w or vintner_weights(state)
    top = state.top()
    kind = top.kind if top is not None else ""
    if kind == "turn":
        return by_scores(choices, placement_scores(state, seat, choices, w), rng, temperature)
    if kind == "bonus_token":
        return token_choice(state, seat, choices, w)
    if kind == "wake_up" and state.solo:
        return wake_row(state, seat, choices)
    if kind == "fall_draw":
        s = situation(state, seat)
        table = weights_for(state)
        return max(choices, key=lambda c: fall_score(s, c.action, table)).action
    pick = PICKS.get(kind)
    if pick is not None:
        return pick(state, seat, choices, w)
    return greedy_choice(state, seat, choices)
