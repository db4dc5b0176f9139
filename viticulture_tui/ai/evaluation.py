"""How good a position is for one seat, in victory points: what it has and what it can still turn into VP.

The value follows the path to VP: a vine card becomes a planted vine, a harvest turns the
vines into grapes, winemaking turns grapes into wines, and an order turns wines into VP and
residual income. Each step along that path is worth more than the one before it, so that a
one-step lookahead sees every step as progress (and never sees standing still as the best).
Every weight below is in VP. A bot evaluates the states it samples from its own knowledge, so
this function may read a whole GameState: the hidden parts of a sampled state are guesses.
"""

from __future__ import annotations

import math

from viticulture_tui.engine.catalog import Order, catalog
from viticulture_tui.engine.cellar import cellar_limit
from viticulture_tui.engine.ops import VP_GOAL
from viticulture_tui.engine.orders import fillable_orders
from viticulture_tui.engine.solo import years as solo_years
from viticulture_tui.engine.state import GameState, Player
from viticulture_tui.engine.vineyard import best_yields, field_value
from viticulture_tui.engine.workers import can_train

LIRA = 0.3
"""One lira: a third of a VP (three lira buy about a VP of structure, worker or visitor)."""
LIRA_NEEDED = 6
"""The first lira count more: without them a player can neither build nor train (it stalls)."""
LIRA_SHORT = 0.2
"""Extra per lira below LIRA_NEEDED."""
LIRA_USEFUL = 10
"""Lira up to this many count fully."""
LIRA_HOARD = 0.1
"""Each lira beyond LIRA_USEFUL."""
LIRA_LATE = 0.05
"""One lira when the game ends this year: only a tie-breaker."""
RESIDUAL_PER_YEAR = 0.3
"""Each residual point pays a lira a year (§11)."""
ORDER_FILLABLE = 0.8
"""Share of an order's worth (VP and residual) counted when the cellar fills it now: the rest is
what the fill action itself earns, so that filling is always a step forward."""
ORDER_BASE = 0.1
"""Share of an order's worth counted for the card alone, with nothing to fill it yet."""
ORDER_READY = 0.55
"""Further share of an order's worth, times how ready the tokens are to fill it (0 to 1)."""
ORDERS_COUNTED = 1
"""Unfilled orders counted at their worth (the best one), plus one per three years left: the
same grapes and vines cannot be counted towards every order in hand."""
ORDER_SPARE = 0.25
"""An unfilled order beyond those: a card to discard at the hand limit."""
READY_WINE = 1.0
"""An icon met by a wine in the cellar."""
READY_AGING = 0.7
"""An icon met by a wine once it ages."""
READY_GRAPE = 0.55
"""An icon met by grapes on the crush pad (one winemaking away)."""
READY_VINES = 0.3
"""An icon met by the vines planted (a harvest and a winemaking away)."""
READY_NONE = 0.05
"""An icon nothing of the player's meets yet."""
WINE_PER_VALUE = 0.15
"""A wine not matched to an order, per value point (orders pay about 0.4 VP per point asked, but
only for a wine that some order will take: at 0.3 a red 9 outweighed the 3-VP order it fills)."""
WINE = 0.3
"""A wine token, whatever its value."""
GRAPE_PER_VALUE = 0.1
"""A grape on the crush pad, per value point (up to the cellar's top): a wine to be."""
TOKENS_COUNTED = 4
"""Wines not matched to an order (and grapes) counted at their value: the best ones."""
TOKEN_SPARE = 0.1
"""Each wine or grape beyond those."""
OVER_CAP = 0.4
"""Share of a grape's value above the cellar's top that is counted."""
GRAPE = 0.15
"""A grape token, whatever its value."""
VINE_PER_HARVEST = 0.2
"""Each point of vine value planted, per harvest of the years to come (grapes, then wine, then VP)."""
VINE_THIS_YEAR = 0.08
"""Each point of vine value planted in a field not yet harvested this year."""
HARVESTS_COUNTED = 5.0
"""At most this many future harvests are credited to a vine planted now."""
VINE_CARD = 0.3
"""A vine card in hand that the player's structures let it plant, besides a share of its yield."""
VINE_CARD_SHARE = 0.5
"""Share of what the vine would be worth planted now (a worker still has to plant it)."""
VINE_CARDS_COUNTED = 3
"""Vine cards in hand beyond this many have little use (the fields hold only so much)."""
VINE_CARD_SPARE = 0.1
VINE_CARD_BLOCKED = 0.4
"""What is kept of a vine card's share per trellis or irrigation it needs that the player lacks."""
PLANTED = 0.6
"""A vine planted, whatever its yield: never worth less than the card was (no idle uprooting)."""
VISITOR_CARD = 0.45
"""A visitor card in hand: about 2 lira or 1 VP of effect later, for a worker."""
VISITORS_COUNTED = 3
"""Visitor cards beyond this many are hard to play before the hand limit takes them."""
VISITOR_SPARE = 0.1
STRUCTURE_SHARE = 0.3
"""A structure, per lira of its cost, while the game has years left (building is no loss)."""
STRUCTURE_ENABLES = 0.45
"""A trellis or an irrigation, per vine in hand (at most 2) that needs it."""
CELLAR_BASE = 0.8
"""A medium or large cellar: higher wines, blush or sparkling."""
CELLAR_PER_ORDER = 0.6
"""More per order in hand (at most 2) that needs the cellar."""
STRUCTURE_PER_YEAR = {"yoke": 0.3, "windmill": 0.25, "cottage": 0.2, "tasting_room": 0.35}
"""What the other structures give each year left (an action, a VP per planting, a visitor, a VP per tour)."""
WORKER_PER_YEAR = 1.3
"""Each worker beyond the first two, per year left (two actions a year)."""
WORKER_YEARS = 5.0
"""At most this many years of a worker's use are counted."""
WORKERS_COUNTED = 6
"""Workers beyond this many find few free spaces."""
FIELD_ROOM = 1.5
"""A sold field, over the lira it would cost to buy back: the room for vines is gone."""
WORKER_FOR_WINTER = 0.25
"""A worker (or the grande) not yet placed in summer: what it can do in winter."""
WINTER_TRAIN = 1.0
"""A worker kept for winter when the player can pay to train another."""
WINTER_HARVEST = 0.8
"""A worker kept for winter per field still to harvest."""
WINTER_MAKE = 1.0
"""A worker kept for winter per two grapes to make into wine."""
WINTER_FILL = 1.5
"""A worker kept for winter per order the cellar fills."""
VP_PER_YEAR = 3.5
"""A good pace of scoring, to tell how many years a slow game still has."""
MAX_YEARS_LEFT = 6.0
"""The horizon never looks further than this."""
ASSET_SHARE = 0.15
"""What is not yet VP (nor an order the cellar fills now) counts at this share of its worth.

At 1.0 a bot valued its promise as much as VP and built for seven years before scoring: the
leader had 4.6 VP after year 7 of a 2-player game and a solo game ended at 3.9 VP. Measured on
Standard solo, normal, 60 games: share 1.0 3.9 VP, 0.5 5.7, 0.3 9.5, 0.15 10.4, 0.03 10.1."""
FUTURE_HORIZON = 1.0
"""With fewer years than this left, what is not yet VP counts in proportion."""
MIN_YEARS_LEFT = 0.3
"""Until someone reaches 20 VP there is always a little future."""
WIN = 50.0
"""A won game, over and above its VP margin."""
WIN_OPEN = 0.85
"""Share of WIN a lead can be worth before anyone has reached 20 VP."""
MARGIN = 0.25
"""Weight of the margin itself beside the chance of winning (a bot far ahead or behind still plays on)."""
WIN_SPREAD = 1.5
"""How uncertain a margin is in VP in the last year (a winter's fills can still change it)..."""
WIN_SPREAD_PER_YEAR = 3.0
"""... and how much more per year still to play."""

SEASON_LEFT = {"setup": 1.0, "spring": 1.0, "summer": 0.7, "fall": 0.45, "winter": 0.4}
"""What is still to come of the current year, in years, by phase (the year end is its end)."""


def calendar(state: GameState) -> float:
    """How far the game has gone, in years (year 3's summer is 3.3): where a position's future starts."""
    return state.year + 1.0 - SEASON_LEFT.get(state.phase, 0.0)


Pool = dict[str, list[int]]

AGING_AHEAD = frozenset({"setup", "spring", "summer", "fall", "winter"})
"""Phases before this year's aging."""


def _over_cap(value: int, cap: int) -> float:
    """A grape's value as wine: in full up to the cellar's top, half beyond (a cellar may come)."""
    return min(value, cap) + OVER_CAP * max(0, value - cap)


def _aged(value: int, steps: int, cap: int) -> int:
    """A wine's value after `steps` agings in a cellar whose top is `cap` (never into a section not built)."""
    return value if value >= cap else min(value + steps, cap)


def years_left(state: GameState) -> float:
    """Years still to play after the current one (0 in the last year), as the VP track tells.

    The game ends when someone reaches 20 VP: the leader's distance to 20 at a good pace of
    scoring (which puts the end in year 6 or 7 between good players, later in a slow game).
    A bot reads this clock once per decision, at the position it decides in, and keeps it for
    the positions it looks at: a clock that moved as the seat scored would make scoring look
    like a loss of future.
    """
    if state.game_over:
        return 0.0
    # What is left of this year counts too: a last summer still has a winter to harvest,
    # make wine and fill orders in (a clock at 0 all through the last year made it worthless).
    this_year = SEASON_LEFT.get(state.phase, 0.0)
    if state.solo:
        return float(max(0, solo_years(state) - state.year)) + this_year
    if state.vp_trigger:
        return this_year
    leader = max(p.vp for p in state.players)
    return min(MAX_YEARS_LEFT, max(MIN_YEARS_LEFT, (VP_GOAL - leader) / VP_PER_YEAR))


def _take(pool: Pool, icons: list[tuple[str, int]]) -> list[tuple[str, int]] | None:
    """The wines (type, value) that fill the icons, the smallest fitting first; None if they cannot."""
    taken: list[tuple[str, int]] = []
    for kind, low in sorted(icons, key=lambda i: -i[1]):
        pick = next((v for v in pool.get(kind, []) if v >= low and (kind, v) not in taken), None)
        if pick is None:
            return None
        taken.append((kind, pick))
    return taken


def _icon_ready(
    player: Player, wines: Pool, sums: tuple[int, int], kind: str, low: int, left: float
) -> float:
    """How close the player is to a wine of `kind` worth at least `low` (1: it is in the cellar)."""
    cap = cellar_limit(player)
    if low > cap:
        return READY_NONE
    row = wines.get(kind, [])
    if any(v >= low for v in row):
        return READY_WINE
    if any(v + left >= low for v in row):
        return READY_AGING
    red, white = player.grapes.get("red", []), player.grapes.get("white", [])
    best_red, best_white = max(red, default=0), max(white, default=0)
    if kind == "red" and best_red + left >= low:
        return READY_GRAPE
    if kind == "white" and best_white + left >= low:
        return READY_GRAPE
    if kind == "blush" and red and white and best_red + best_white + left >= low:
        return READY_GRAPE
    if kind == "sparkling" and len(red) >= 2 and white and sum(sorted(red)[-2:]) + best_white + left >= low:
        return READY_GRAPE
    field_red, field_white = sums
    if kind == "red" and field_red + left >= low:
        return READY_VINES
    if kind == "white" and field_white + left >= low:
        return READY_VINES
    if kind in ("blush", "sparkling") and field_red and field_white and field_red + field_white + left >= low:
        return READY_VINES * 0.7
    return READY_NONE


def _winter_work(player: Player, players: int) -> list[float]:
    """What each useful winter action waiting for a kept worker is worth (one worker each).

    Each winter action has one space per two players (one in a 2-player game, §3.4): a crush
    pad full of grapes still makes wine on that many spaces only; the rest take a lira.
    """
    spaces = 1 if players <= 2 else 2 if players <= 4 else 3
    fields = sum(1 for f in player.fields if f.vines and not f.harvested)
    grapes = sum(len(row) for row in player.grapes.values())
    work = [WORKER_FOR_WINTER]  # an order to draw
    work += [WINTER_HARVEST] * min(spaces, fields)
    work += [WINTER_MAKE] * min(spaces, (grapes + 1) // 2)
    work += [WINTER_FILL] * min(spaces, len(fillable_orders(player)))
    if can_train(player):  # the engine's rule: the grande counts among the six workers
        work.append(WINTER_TRAIN)
    return work


def _worth(order: Order, left: float) -> float:
    return order.vp + order.residual * RESIDUAL_PER_YEAR * left


def _orders_value(state: GameState, player: Player, left: float, last: bool) -> tuple[float, float, Pool]:
    """The orders the cellar fills now, the others by how ready they are, and the wines left over."""
    cat = catalog()
    types = cat.card_type
    wines: Pool = {k: sorted(v) for k, v in player.wines.items()}
    orders = sorted((cat.order_by_id[c] for c in player.hand if types[c] == "order"), key=lambda o: -o.vp)
    value = 0.0
    waiting: list[float] = []
    sums = best_yields(player)
    for order in orders:
        icons: list[tuple[str, int]] = [(w.type, w.min) for w in order.wines]
        taken = _take(wines, icons)
        if taken is not None:
            # The wines that fill an order are worth the order, not themselves as well.
            for kind, v in taken:
                wines[kind].remove(v)
            value += ORDER_FILLABLE * _worth(order, left)
        elif not last:
            ready = sum(_icon_ready(player, wines, sums, k, low, left) for k, low in icons) / len(icons)
            waiting.append(_worth(order, left) * (ORDER_BASE + ORDER_READY * ready))
    counted = ORDERS_COUNTED + int(left // 3)
    waiting.sort(reverse=True)
    later = sum(waiting[:counted]) + ORDER_SPARE * len(waiting[counted:])
    return value, later, wines


def _orders_needing_cellar(player: Player, top: int) -> int:
    """Orders in hand that ask for a wine above `top` (a bigger cellar is needed)."""
    cat = catalog()
    return sum(
        1
        for c in player.hand
        if cat.card_type[c] == "order" and any(w.min > top for w in cat.order_by_id[c].wines)
    )


def _structures_value(player: Player, left: float, wanted: dict[str, int]) -> float:
    cat = catalog()
    soon = min(1.0, left / 2.0)
    value = 0.0
    for s in player.structures:
        value += cat.structure_by_id[s].cost * STRUCTURE_SHARE * soon
        if s in ("trellis", "irrigation"):
            value += STRUCTURE_ENABLES * min(wanted.get(s, 0), 2) * soon
        elif s == "medium_cellar":
            value += (CELLAR_BASE + CELLAR_PER_ORDER * min(2, _orders_needing_cellar(player, 3))) * soon
        elif s == "large_cellar":
            value += (CELLAR_BASE + CELLAR_PER_ORDER * min(2, _orders_needing_cellar(player, 6))) * soon
        else:
            value += STRUCTURE_PER_YEAR.get(s, 0.0) * min(left, 4.0)
    return value


VALUES_KEPT = 20_000
"""Player values remembered (`player_value`) before the memory is emptied: a search's playouts
end on the same few positions again and again, while a memory without end would grow for a whole
arena run."""
_values: dict[tuple[object, ...], float] = {}


def player_value(state: GameState, player: Player, left: float) -> float:
    """One player's position in VP: VP now plus what the rest is likely to become."""
    # Over half the calls of a table search (38% solo) value a position already valued: the
    # other seats' mats at a year end, a playout's end reached again. The key is everything
    # `_value` reads, so a value remembered is the value worked out.
    key = (
        left,
        state.phase,
        state.n,
        player.vp,
        player.lira,
        player.residual,
        player.workers,
        player.free_workers,
        player.grande_free,
        tuple(player.hand),
        tuple(player.structures),
        tuple((kind, tuple(row)) for kind, row in player.wines.items()),
        tuple((kind, tuple(row)) for kind, row in player.grapes.items()),
        tuple((f.value, f.sold, f.harvested, tuple(f.vines)) for f in player.fields),
    )
    found = _values.get(key)
    if found is None:
        if len(_values) >= VALUES_KEPT:
            _values.clear()
        found = _values[key] = _value(state, player, left)
    return found


def _value(state: GameState, player: Player, left: float) -> float:
    """`player_value` worked out."""
    cat = catalog()
    types = cat.card_type
    last = left <= 0
    value = float(player.vp) + player.lira * LIRA_LATE + player.residual * RESIDUAL_PER_YEAR * left
    orders, waiting, wines = _orders_value(state, player, left, last)
    value += orders
    if last:
        return value
    # What is not yet VP needs time to become VP: with less than a year to go, only part of it will.
    now, value = value, waiting
    # Lira are worth what they buy; a hoard beyond a structure or two buys little more.
    value += min(player.lira, LIRA_USEFUL) * LIRA + max(0, player.lira - LIRA_USEFUL) * LIRA_HOARD
    value += min(player.lira, LIRA_NEEDED) * LIRA_SHORT - player.lira * LIRA_LATE
    cap = cellar_limit(player)
    # Tokens age at the year end: counting that ahead keeps a pass that ends the year from
    # looking better than an action that does not.
    # Only when another year follows this one: the last year's aging fills nothing.
    aging = 1 if state.phase in AGING_AHEAD and left > 1.0 else 0
    # Wines are worth the orders they will fill and grapes the wines they will make: a cellar
    # or a crush pad beyond what a few orders use is worth little (a hoard never wins).
    wine_values = sorted(
        (WINE + WINE_PER_VALUE * _aged(v, aging, cap) for row in wines.values() for v in row), reverse=True
    )
    value += sum(wine_values[:TOKENS_COUNTED]) + TOKEN_SPARE * len(wine_values[TOKENS_COUNTED:])
    grape_values = sorted((GRAPE + GRAPE_PER_VALUE * _over_cap(min(v + aging, 9), cap)
                           for row in player.grapes.values() for v in row), reverse=True)  # fmt: skip
    value += sum(grape_values[:TOKENS_COUNTED]) + TOKEN_SPARE * len(grape_values[TOKENS_COUNTED:])
    harvest_ahead = state.phase in AGING_AHEAD
    for f in player.fields:
        if not f.vines:
            continue
        planted = field_value(f)
        value += planted * VINE_PER_HARVEST * min(left, HARVESTS_COUNTED) + PLANTED * len(f.vines)
        if harvest_ahead and not f.harvested:
            # This year's harvest still needs a worker: worth less than the grapes it gives.
            value += planted * VINE_THIS_YEAR
    wanted: dict[str, int] = {}
    vines_counted = visitors = 0
    for card in player.hand:
        kind = types[card]
        if kind == "vine" and vines_counted >= VINE_CARDS_COUNTED:
            value += VINE_CARD_SPARE
        elif kind == "vine":
            vines_counted += 1
            vine = cat.vine_of(card)
            lacking = [
                s for s, needed in (("trellis", vine.trellis), ("irrigation", vine.irrigation)) if needed
            ]
            for s in lacking:
                wanted[s] = wanted.get(s, 0) + 1
            missing = sum(1 for s in lacking if not player.has(s))
            yield_ = vine.value * VINE_PER_HARVEST * min(max(left, 1.0), HARVESTS_COUNTED) + PLANTED
            # Each structure still missing keeps only part of the share: building the first
            # of two is already a step.
            value += VINE_CARD + VINE_CARD_SHARE * yield_ * VINE_CARD_BLOCKED**missing
        elif kind in ("summer", "winter"):
            visitors += 1
            value += VISITOR_CARD if visitors <= VISITORS_COUNTED else VISITOR_SPARE
    value += _structures_value(player, left, wanted)
    value += (min(player.workers, WORKERS_COUNTED) - 2) * WORKER_PER_YEAR * min(left, WORKER_YEARS)
    if state.phase in ("summer", "fall"):
        # A worker kept back in summer can still act in winter: worth the best winter actions
        # waiting for it, one each, so keeping more workers than there is work for buys nothing.
        free = player.free_workers + (1 if player.grande_free else 0)
        value += sum(sorted(_winter_work(player, state.n), reverse=True)[:free])
    value -= sum(f.value * LIRA + FIELD_ROOM for f in player.fields if f.sold)
    return now + ASSET_SHARE * value * min(1.0, left / FUTURE_HORIZON)


def evaluate(state: GameState, seat: int, clock: float | None = None, start: float | None = None) -> float:
    """The position for `seat`: its value less its best opponent's (the Automa's VP when solo),
    plus the chance of winning that margin gives, sharper as the end nears.

    `clock` is the years left as read at the decision's own position (see `years_left`) and
    `start` that position's `calendar`: a position looked at later in time (a pass that ends
    the year) has that much less future, or passing would gain a year of aging and harvest
    for nothing. A position where someone has reached 20 VP has no clock but its own. Without
    the second term a bot a VP short of 20 with a full cellar would rather keep its wines than
    fill the order that wins.
    """
    if state.game_over:
        margin = _final_margin(state, seat)
        return MARGIN * margin + (WIN if seat in state.winners else -WIN)
    if clock is None or state.vp_trigger:
        left = years_left(state)
    elif start is None:
        left = clock
    else:
        spent = max(0.0, calendar(state) - start)
        left = max(min(clock, 0.0 if state.solo else MIN_YEARS_LEFT), clock - spent)
    mine = player_value(state, state.players[seat], left)
    if state.automa is not None:
        margin = mine - state.automa.vp
    else:
        margin = mine - max(player_value(state, p, left) for p in state.players if p.seat != seat)
    spread = WIN_SPREAD + WIN_SPREAD_PER_YEAR * left
    # Once someone has reached 20 VP the end is this year's end: a lead then is nearly a win.
    # Before that a lead can still be lost, so even a large one is worth less than the end.
    win = WIN if state.vp_trigger or left <= 0 else WIN * WIN_OPEN
    return MARGIN * margin + win * math.tanh(margin / (2.0 * spread))


def _final_margin(state: GameState, seat: int) -> float:
    me = state.players[seat]
    if state.automa is not None:
        return float(me.vp - state.automa.vp)
    best = max(p.vp for p in state.players if p.seat != seat)
    return float(me.vp - best) + 0.01 * (me.lira - max(p.lira for p in state.players if p.seat != seat))
