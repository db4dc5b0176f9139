"""The vintner's follow-ups: which structure, which field, what to sell, which wine, the Yoke.

Each reads the seat's own mat, hand and the calendar only. A follow-up without a rule here goes to the
one-step evaluation (`planner.greedy_choice`), as the planner's do.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from viticulture_tui.ai.evaluation import years_left
from viticulture_tui.ai.planner import greedy_choice
from viticulture_tui.ai.situation import Situation, situation
from viticulture_tui.engine import Action, Choice, GameState
from viticulture_tui.engine.catalog import Order, catalog
from viticulture_tui.engine.cellar import MIN_VALUE, landing_value, recipe_value, wine_value_cap
from viticulture_tui.engine.ops import hand_of
from viticulture_tui.engine.orders import can_fill_from
from viticulture_tui.engine.state import Player
from viticulture_tui.engine.vineyard import field_value, field_yield

Weights = Mapping[str, float]
Pick = Callable[[GameState, int, list[Choice], Weights], Action]

FILLABLE = 10.0
"""`order_match`: a cellar that fills an order scores this plus the order's VP."""
PART = 5.0
"""`order_match`: the share of an order's wines the cellar holds, times this."""


def vine_value_in_hand(player: Player) -> int:
    """The vine value of the vine cards in hand (what the fields must find room for)."""
    cat = catalog()
    return sum(cat.vine_of(c).value for c in hand_of(player, "vine"))


def _room(player: Player) -> int:
    return sum(f.value - field_value(f) for f in player.fields if not f.sold)


MIN_ROOM = 2
"""Below this much room on the fields a vine drawn has nowhere to go: a sold field is bought back."""
EARLY_YEARS = 2
"""In these first years the empty 5-field is always spare: its 5 lira pay for a worker while
there are few vines to plant (`sell_early`)."""


def spare_fields(player: Player, w: Weights, year: int) -> list[int]:
    """Empty fields whose sale leaves room for the vines in hand and `room_keep` more (and, early,
    the empty 5-field)."""
    owned = [f for f in player.fields if not f.sold]
    if len(owned) < 2:
        return []  # the last field stays: without one no vine can be planted again
    room = _room(player)
    need = vine_value_in_hand(player) + w["room_keep"]
    out = [i for i, f in enumerate(player.fields) if not f.sold and not f.vines and room - f.value >= need]
    small = player.fields[0]
    if w["sell_early"] > 0 and year <= EARLY_YEARS and not small.sold and not small.vines and 0 not in out:
        out.insert(0, 0)
    return out


def fields_to_sell(player: Player, w: Weights, year: int, years: float) -> list[int]:
    """The fields the sell space may take: the spare ones, or in the last year any empty one
    (its lira are of no more use, its token's VP is)."""
    if years >= 1:
        return spare_fields(player, w, year)
    return [i for i, f in enumerate(player.fields) if not f.sold and not f.vines]


def wanted_buyback(player: Player, years_left: float, w: Weights) -> int | None:
    """A sold field to buy back: the vines in hand need its room (or no field has room for a vine
    drawn), the lira are there, and years are left to harvest it."""
    room = _room(player)
    if years_left < 2 or (vine_value_in_hand(player) <= room and room >= MIN_ROOM):
        return None
    return next(
        (i for i, f in enumerate(player.fields) if f.sold and player.lira >= f.value + w["buy_keep"]), None
    )


def orders_in_hand(player: Player) -> list[Order]:
    """The wine orders the player holds."""
    order_by_id = catalog().order_by_id
    return [order_by_id[c] for c in hand_of(player, "order")]


def order_match(wines: Mapping[str, list[int]], orders: list[Order]) -> float:
    """How near the best order in hand a cellar is: filled (FILLABLE + VP), else the share of its
    wines held (each icon taken by the lowest wine that meets it)."""
    best = 0.0
    for order in orders:
        if can_fill_from(wines, order):
            best = max(best, FILLABLE + order.vp)
            continue
        pool = {kind: sorted(values) for kind, values in wines.items()}
        held = 0
        for icon in sorted(order.wines, key=lambda i: -i.min):
            row = pool.get(icon.type, [])
            pick = next((v for v in row if v >= icon.min), None)
            if pick is not None:
                row.remove(pick)
                held += 1
        share = held / len(order.wines)
        best = max(best, PART * share + 0.3 * order.vp * share)
    return best


def make_pick(state: GameState, seat: int, choices: list[Choice], w: Weights) -> Action:
    """The wine that brings the cellar nearest an order in hand (blush and sparkling included),
    then the more valuable; never one that would be lost."""
    player = state.players[seat]
    orders = orders_in_hand(player)
    cap = wine_value_cap(player, False)
    cellar = {kind: list(values) for kind, values in player.wines.items()}
    best, best_value = choices[0].action, -1e9
    for c in choices:
        if c.action.kind != "make":
            value = order_match(cellar, orders) + 0.05  # stop making: the cellar as it is
        else:
            kind, reds, whites = c.action.arg
            landed = landing_value(cellar[kind], min(recipe_value(c.action.arg), cap), MIN_VALUE[kind])
            if landed is None:
                value = -5.0
            else:
                after = {k: [*v, landed] if k == kind else v for k, v in cellar.items()}
                value = order_match(after, orders) + 0.1 * landed - 0.02 * (sum(reds) + sum(whites))
        if value > best_value:
            best, best_value = c.action, value
    return best


def structure_score(s: Situation, player: Player, structure: str, w: Weights) -> float:
    """How much the seat wants a structure it could build now (0: no use for it)."""
    years = s.years_left
    if structure in ("trellis", "irrigation"):
        if s.blocked_by.get(structure):
            return w["trellis_irr"]
        return 1.0 if years >= 3 else 0.0
    if structure == "medium_cellar":
        if years < 1:
            return 0.0
        return w["medium"] if (s.planted >= 2 or s.needs_cellar >= 6 or s.grapes) else 2.0
    if structure == "large_cellar":
        return (w["large"] + (4.0 if s.needs_cellar >= 9 else 0.0)) if years >= 1.5 else 0.0
    if structure == "yoke":
        planted = sum(1 for f in player.fields if f.vines and not f.sold)
        return w["yoke"] if years >= 1.5 and planted >= 2 else 1.0
    if structure in ("windmill", "tasting_room", "cottage"):
        return w[structure] if years >= 3 else 0.0
    return 0.0


def build_pick(state: GameState, seat: int, choices: list[Choice], w: Weights) -> Action:
    """The structure the vintner wants most (`structure_score`)."""
    s = situation(state, seat)
    player = state.players[seat]
    return max(
        choices,
        key=lambda c: structure_score(s, player, c.action.arg, w) if c.action.kind == "build" else 0.0,
    ).action


def harvest_score(player: Player, index: int, orders: list[Order]) -> float:
    """How near an order in hand the field's grapes bring the seat, every grape on the crush pad
    counted as the wine it would make; then the grape value gained."""
    cap = wine_value_cap(player, False)
    grapes = {colour: list(row) for colour, row in player.grapes.items()}
    gained = 0
    for colour, value in field_yield(player, index).items():
        landed = landing_value(grapes[colour], value, 1) if value else None
        if landed is not None:
            grapes[colour].append(landed)
            gained += landed
    cellar = {kind: list(row) for kind, row in player.wines.items()}
    for colour, row in grapes.items():
        for value in row:
            landed = landing_value(cellar[colour], min(value, cap), MIN_VALUE[colour])
            if landed is not None:
                cellar[colour].append(landed)
    return order_match(cellar, orders) + 0.1 * gained


def harvest_pick(state: GameState, seat: int, choices: list[Choice], w: Weights) -> Action:
    """The field whose grapes serve the orders in hand best, else the richest (the first listed
    on a tie): the richest alone harvested a red field for years while the orders asked for white
    (with a planted vineyard, 400 games: 17.93 VP against 17.44)."""
    player = state.players[seat]
    fields = [c for c in choices if c.action.kind == "harvest"]
    if not fields:
        return greedy_choice(state, seat, choices)
    orders = orders_in_hand(player)
    return max(fields, key=lambda c: (harvest_score(player, c.action.arg, orders), -c.action.arg)).action


def yoke_pick(state: GameState, seat: int, choices: list[Choice], w: Weights) -> Action:
    """The Yoke harvests (an uprooted vine costs a planting to put back)."""
    fields = [c for c in choices if c.action.kind == "harvest"]
    return harvest_pick(state, seat, fields, w) if fields else greedy_choice(state, seat, choices)


def sell_pick(state: GameState, seat: int, choices: list[Choice], w: Weights) -> Action:
    """Buy back a field the vines need; else solo the lowest grape, then a field to spare; at a
    table the field first (it went there for the lira; grapes are wine to come)."""
    player = state.players[seat]
    years = years_left(state)
    back = wanted_buyback(player, years, w)
    for c in choices:
        if back is not None and c.action.kind == "buy_field" and c.action.arg == back:
            return c.action
    grapes = [c for c in choices if c.action.kind == "sell_grape"]
    spare = fields_to_sell(player, w, state.year, years)
    fields = [c for c in choices if c.action.kind == "sell_field" and c.action.arg in spare]
    grape = min(grapes, key=lambda c: c.action.arg[1], default=None)
    field = min(fields, key=lambda c: c.action.arg, default=None)
    for pick in (grape, field) if state.solo else (field, grape):
        if pick is not None:
            return pick.action
    stop = [c for c in choices if c.action.kind == "stop"]
    return stop[0].action if stop else greedy_choice(state, seat, choices)


PICKS: dict[str, Pick] = {
    "build": build_pick,
    "harvest": harvest_pick,
    "sell": sell_pick,
    "make_wine": make_pick,
    "yoke": yoke_pick,
}
"""The follow-ups the vintner settles by rule, by decision kind."""
