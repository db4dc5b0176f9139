"""How good a position is for one seat, in victory points: what it has and what it can still turn into VP.

Every weight below is in VP. A bot evaluates the states it samples from its own knowledge, so
this function may read a whole GameState: the hidden parts of a sampled state are guesses.
"""

from __future__ import annotations

from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.solo import years as solo_years
from viticulture_tui.engine.state import GameState, Player

LIRA = 0.3
"""One lira: a third of a VP (a lira buys part of a structure or a worker, or a VP on a visitor)."""
LIRA_USEFUL = 10
"""Lira up to this many count fully."""
LIRA_HOARD = 0.1
"""Each lira beyond LIRA_USEFUL."""
LIRA_LATE = 0.05
"""One lira when the game ends this year: only a tie-breaker."""
RESIDUAL_PER_YEAR = 0.3
"""Each residual point pays a lira a year (§11)."""
ORDER_FILLABLE = 0.85
"""Share of an order's VP counted when the cellar holds wines that fill it now."""
ORDER_NEAR = 0.35
"""Share of an order's VP counted per icon the cellar (or the crush pad) could fill."""
ORDER_CARD = 0.6
"""An order card in hand, before any wine for it."""
WINE = 0.35
"""A wine token not yet matched to an order in hand (plus 0.15 per value point: orders pay
about 0.3 to 0.4 VP per point of wine they ask for)."""
WINE_PER_VALUE = 0.15
GRAPE = 0.3
"""A grape on the crush pad (plus 0.12 per value point): a wine to be."""
GRAPE_PER_VALUE = 0.12
VINE_VALUE_PER_YEAR = 0.3
"""Each point of vine value planted yields about that much a year (grapes, then wine, then VP)."""
VINE_CARD = 0.8
"""A vine card in hand that the player's structures let it plant."""
VINE_CARDS_COUNTED = 3
"""Vine cards in hand beyond this many have little use (the fields hold only so much)."""
VINE_CARD_SPARE = 0.1
VINE_CARD_BLOCKED = 0.55
"""A vine card that needs a trellis or an irrigation the player lacks."""
STRUCTURE_USE = 0.4
"""Each structure, over its cost: what it lets the player do in the years left."""
STRUCTURE_WANTED = 0.5
"""What each vine in hand waiting for a missing trellis or irrigation costs (at most 2 counted)."""
VISITOR_CARD = 0.6
"""A visitor card in hand: about 2 lira or 1 VP of effect later."""
STRUCTURE_SHARE = 0.3
"""A structure, per lira of its cost, while the game has years left."""
WORKER_PER_YEAR = 0.55
"""Each worker beyond the first two, per year left."""
FIELD_ROOM = 1.5
"""A sold field, over the lira it would cost to buy back: the room for vines is gone."""
HARVESTS_COUNTED = 4.0
"""At most this many future harvests are credited to a vine planted now."""
WORKER_FOR_WINTER = 0.3
"""A worker (or the grande) not yet placed in spring or summer: what it can do in winter."""
WORKER_FOR_HARVEST = 0.6
"""More for such a worker when there are vines, grapes or wines to work on in winter."""
WINTER_WORKERS = 3
"""At most this many workers kept for winter are counted."""
TYPICAL_YEARS = 7
"""A game between good players ends in year 6 or 7: the years left are counted to year 7
(at least 1 until someone reaches 20 VP)."""
WIN = 50.0
"""A won game, over and above its VP margin."""


def years_left(state: GameState) -> float:
    """Years still to play after the current one (0 in the last year)."""
    if state.game_over:
        return 0.0
    if state.solo:
        return float(max(0, solo_years(state) - state.year))
    if state.vp_trigger:
        return 0.0
    # By the calendar, not by the VP track: a clock that ran faster as the seat scored would
    # make scoring look like a loss of future.
    return max(1.0, TYPICAL_YEARS - state.year)


def _take(pool: dict[str, list[int]], icons: list[tuple[str, int]]) -> list[tuple[str, int]] | None:
    """The wines (type, value) that fill the icons, the smallest fitting first; None if they cannot."""
    taken: list[tuple[str, int]] = []
    for kind, low in sorted(icons, key=lambda i: -i[1]):
        pick = next((v for v in pool.get(kind, []) if v >= low and (kind, v) not in taken), None)
        if pick is None:
            return None
        taken.append((kind, pick))
    return taken


def _near(pool: dict[str, list[int]], icons: list[tuple[str, int]]) -> int:
    """How many icons could be met one by one (a wine or grape of the type at least that value)."""
    return sum(1 for kind, low in icons if any(v >= low for v in pool.get(kind, [])))


def player_value(state: GameState, player: Player, left: float) -> float:
    """One player's position in VP: VP now plus what the rest is likely to become."""
    cat = catalog()
    types = cat.card_type
    last = left <= 0
    value = float(player.vp)
    if last:
        value += player.lira * LIRA_LATE
    else:
        # Lira are worth what they buy; a hoard beyond a structure or two buys little more.
        value += min(player.lira, LIRA_USEFUL) * LIRA + max(0, player.lira - LIRA_USEFUL) * LIRA_HOARD
    value += player.residual * RESIDUAL_PER_YEAR * left
    wines: dict[str, list[int]] = {k: sorted(v) for k, v in player.wines.items()}
    wanted: dict[str, int] = {}
    orders = sorted((cat.order_by_id[c] for c in player.hand if types[c] == "order"), key=lambda o: -o.vp)
    for order in orders:
        icons: list[tuple[str, int]] = [(w.type, w.min) for w in order.wines]
        taken = _take(wines, icons)
        if taken is not None:
            # The wines that fill an order are worth the order, not themselves as well.
            for kind, v in taken:
                wines[kind].remove(v)
            value += ORDER_FILLABLE * (order.vp + order.residual * RESIDUAL_PER_YEAR * left)
        elif not last:
            pool = {k: list(v) for k, v in wines.items()}
            for colour in ("red", "white"):
                pool[colour] = pool[colour] + player.grapes.get(colour, [])
            value += ORDER_CARD + ORDER_NEAR * order.vp * _near(pool, icons) / len(icons)
    if not last:
        for row in wines.values():
            value += sum(WINE + WINE_PER_VALUE * v for v in row)
        for row in player.grapes.values():
            value += sum(GRAPE + GRAPE_PER_VALUE * v for v in row)
        harvests = left + (1.0 if state.phase in ("setup", "spring", "summer", "fall") else 0.0)
        planted = sum(cat.vine_of(c).value for f in player.fields for c in f.vines)
        value += planted * VINE_VALUE_PER_YEAR * min(harvests, HARVESTS_COUNTED)
        # A planted vine is never worth less than the card in hand was (so no bot uproots idly).
        value += VINE_CARD * sum(len(f.vines) for f in player.fields)
        vines_counted = 0
        for card in player.hand:
            kind = types[card]
            if kind == "vine" and vines_counted >= VINE_CARDS_COUNTED:
                value += VINE_CARD_SPARE
            elif kind == "vine":
                vines_counted += 1
                vine = cat.vine_of(card)
                needs = (("trellis", vine.trellis), ("irrigation", vine.irrigation))
                lacking = [s for s, needed in needs if needed]
                lacking = [s for s in lacking if not player.has(s)]
                value += VINE_CARD_BLOCKED if lacking else VINE_CARD
                for structure in lacking:
                    wanted[structure] = wanted.get(structure, 0) + 1
            elif kind in ("summer", "winter"):
                value += VISITOR_CARD
        built = sum(cat.structure_by_id[s].cost for s in player.structures)
        value += (built * STRUCTURE_SHARE + len(player.structures) * STRUCTURE_USE) * min(1.0, left / 2.0)
        # A trellis or an irrigation is worth more to a hand of vines waiting for it.
        value += sum(STRUCTURE_WANTED * min(n, 2) for n in wanted.values()) * -1.0
        value += (player.workers - 2) * WORKER_PER_YEAR * left
        if state.phase in ("summer", "fall"):
            # A worker kept back in summer can still act in winter, more so with a vineyard,
            # a crush pad or a cellar to work on.
            free = min(WINTER_WORKERS, player.free_workers + (1 if player.grande_free else 0))
            busy = planted or any(player.grapes.values()) or any(player.wines.values())
            value += free * (WORKER_FOR_WINTER + (WORKER_FOR_HARVEST if busy else 0.0))
        value -= sum(f.value * LIRA + FIELD_ROOM for f in player.fields if f.sold)
    return value


def evaluate(state: GameState, seat: int) -> float:
    """The position for `seat`: its value less its best opponent's (the Automa's VP when solo)."""
    if state.game_over:
        margin = _final_margin(state, seat)
        return margin + (WIN if seat in state.winners else -WIN)
    left = years_left(state)
    mine = player_value(state, state.players[seat], left)
    if state.automa is not None:
        return mine - state.automa.vp
    best = max(player_value(state, p, left) for p in state.players if p.seat != seat)
    return mine - best


def _final_margin(state: GameState, seat: int) -> float:
    me = state.players[seat]
    if state.automa is not None:
        return float(me.vp - state.automa.vp)
    best = max(p.vp for p in state.players if p.seat != seat)
    return float(me.vp - best) + 0.01 * (me.lira - max(p.lira for p in state.players if p.seat != seat))
