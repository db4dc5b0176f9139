"""What a player's mat says of its next steps: vines to plant, fields to harvest, wine, orders to fill.

The planner reads these facts of the deciding seat only (its own mat and hand, and the calendar),
so it is as honest on a sampled state as on a real one.
"""

from __future__ import annotations

from dataclasses import dataclass

from viticulture_tui.ai.evaluation import years_left
from viticulture_tui.ai.order_plan import cellar_needed, order_plans
from viticulture_tui.engine.catalog import Order, catalog
from viticulture_tui.engine.cellar import cellar_limit, recipe_value, recipes_from
from viticulture_tui.engine.orders import fillable_orders
from viticulture_tui.engine.state import GameState, Player
from viticulture_tui.engine.vineyard import can_plant_on, field_value, harvestable
from viticulture_tui.engine.winemaking import can_make_wine
from viticulture_tui.engine.workers import can_train

NO_ORDER_GAP = 9
"""The gap recorded when the hand holds no order."""
PLANS_FOLLOWED = 2
"""The closest orders whose steps the planner works on."""


@dataclass(frozen=True)
class Situation:
    """The facts of one player's position that decide where its workers go."""

    years_left: float
    """Years still to play after this one, with what is left of this year (see `years_left`)."""
    season: str
    lira: int
    workers_free: int
    """Workers and the grande still to place this year."""
    workers_owned: int
    plantable: int
    """Vine cards in hand that the fields and structures take now."""
    blocked_by: dict[str, int]
    """Vine cards that fit a field but wait for this structure ("trellis", "irrigation")."""
    room: int
    """Vine value the unsold fields can still take."""
    planted: int
    """Vine value planted on unsold fields."""
    to_harvest: int
    """Unsold planted fields not yet harvested this year."""
    grapes: int
    """Grape tokens on the crush pad."""
    can_make: bool
    wines: int
    orders: int
    fillable: int
    best_fill_vp: int
    needs_cellar: int
    """The cellar an order in hand or a grape asks for: 0 none beyond the small, 6 medium, 9 large."""
    fillable_after_making: int
    """Orders in hand the cellar would fill once the crush pad's grapes are made into wine."""
    can_train: bool
    visitors: dict[str, int]
    """Visitor cards in hand by season ("summer", "winter")."""
    hand_size: int
    best_gap: int
    """Steps the order in hand closest to being filled still needs (`order_plan`; 9 with no order)."""
    plan_steps: frozenset[str]
    """The steps that bring the closest orders nearer (make, harvest, plant, a structure, vine)."""


Icon = tuple[str, int]
"""A wine an order asks for: its type and lowest value."""
Press = tuple[tuple[int, ...], tuple[int, ...]]
"""The red and the white grapes one wine is made from."""


def _presses(kind: str, low: int, reds: list[int], whites: list[int], player: Player) -> set[Press]:
    """Every way (grapes used) the crush pad makes a wine of `kind` that lands at `low` or more in
    this cellar (the engine's recipes: blush needs the Medium Cellar, sparkling the Large)."""
    top = cellar_limit(player)
    made = recipes_from(reds, whites, player.has("medium_cellar"), player.has("large_cellar"))
    return {(r[1], r[2]) for r in made if r[0] == kind and min(recipe_value(r), top) >= low}


def _fills(
    icons: list[Icon], wines: dict[str, list[int]], reds: list[int], whites: list[int], player: Player
) -> bool:
    """Whether the icons are met, each by a wine of the cellar or by one pressed from the crush pad
    (a wine pressed onto a value already taken would land lower: that devaluation is not counted)."""
    if not icons:
        return True
    (kind, low), rest = icons[0], icons[1:]
    held = min((v for v in wines[kind] if v >= low), default=None)
    if held is not None:
        left = {k: list(row) for k, row in wines.items()}
        left[kind].remove(held)
        if _fills(rest, left, reds, whites, player):
            return True
    return any(
        _fills(rest, wines, _without(reds, used_red), _without(whites, used_white), player)
        for used_red, used_white in _presses(kind, low, reds, whites, player)
    )


def _without(row: list[int], used: tuple[int, ...]) -> list[int]:
    out = list(row)
    for v in used:
        out.remove(v)
    return out


def fillable_by_making(player: Player, order: Order) -> bool:
    """Whether the cellar and the wines the crush pad's grapes can make (red, white, blush,
    sparkling, as the cellar allows) fill the order."""
    icons: list[Icon] = sorted(((i.type, i.min) for i in order.wines), key=lambda i: -i[1])
    wines = {kind: list(values) for kind, values in player.wines.items()}
    return _fills(icons, wines, list(player.grapes["red"]), list(player.grapes["white"]), player)


def fillable_after_making(player: Player, orders: list[Order]) -> int:
    """Orders the cellar would fill once wines are made from the crush pad's grapes (a blush or a
    sparkling too: counting only wines of each grape's colour hid 15 of the 36 orders)."""
    return sum(fillable_by_making(player, o) for o in orders)


def needs_cellar(player: Player, orders: list[Order]) -> int:
    """The cellar an order in hand (or a grape already pressed) would need and the player lacks:
    0, 6 or 9."""
    top = cellar_limit(player)
    want = max((cellar_needed(icon.type, icon.min) for order in orders for icon in order.wines), default=0)
    # A grape is pressed into a wine of its value; above 6 a medium cellar still takes it (lower).
    pressed = max((min(v, 6) for values in player.grapes.values() for v in values), default=0)
    want = max(want, cellar_needed("red", pressed) if pressed else 0)
    return want if want > top else 0


def situation(state: GameState, seat: int) -> Situation:
    """The facts of seat `seat`'s position (its own mat and hand, and the calendar)."""
    cat = catalog()
    player = state.players[seat]
    types = cat.card_type
    vines = [c for c in player.hand if types[c] == "vine"]
    orders = [cat.order_by_id[c] for c in player.hand if types[c] == "order"]
    fields = [f for f in player.fields if not f.sold]
    blocked: dict[str, int] = {}
    plantable = 0
    for card in vines:
        if any(can_plant_on(player, card, f, False, False) for f in fields):
            plantable += 1
            continue
        if any(can_plant_on(player, card, f, True, False) for f in fields):
            vine = cat.vine_of(card)
            for structure, needed in (("trellis", vine.trellis), ("irrigation", vine.irrigation)):
                if needed and not player.has(structure):
                    blocked[structure] = blocked.get(structure, 0) + 1
    fillable = fillable_orders(player)
    plans = order_plans(player)
    visitors = {"summer": 0, "winter": 0}
    for card in player.hand:
        if types[card] in visitors:
            visitors[types[card]] += 1
    return Situation(
        years_left=years_left(state),
        season=state.phase,
        lira=player.lira,
        workers_free=player.free_workers + int(player.grande_free),
        workers_owned=player.workers,
        plantable=plantable,
        blocked_by=blocked,
        room=sum(f.value - field_value(f) for f in fields),
        planted=sum(field_value(f) for f in fields),
        to_harvest=len(harvestable(player)),
        grapes=sum(len(v) for v in player.grapes.values()),
        can_make=can_make_wine(player),
        wines=sum(len(v) for v in player.wines.values()),
        orders=len(orders),
        fillable=len(fillable),
        best_fill_vp=max((cat.order_by_id[c].vp for c in fillable), default=0),
        needs_cellar=needs_cellar(player, orders),
        fillable_after_making=fillable_after_making(player, orders),
        can_train=can_train(player),
        visitors=visitors,
        hand_size=len(player.hand),
        best_gap=plans[0].gap if plans else NO_ORDER_GAP,
        plan_steps=frozenset().union(*(p.steps for p in plans[:PLANS_FOLLOWED])) if plans else frozenset(),
    )
