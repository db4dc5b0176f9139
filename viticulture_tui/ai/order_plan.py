"""How far each order in hand is from being filled, and which step would bring it closer.

A wine order asks for wines of given types and least values. For each wine asked, this looks
down the path to it: a wine in the cellar (nothing to do), grapes on the crush pad (make wine),
a planted field whose grapes reach the value (harvest, then make), a vine card in hand that
would make a field reach it (plant it, after the trellis or irrigation it needs), or nothing
(draw vines). An order's gap is its farthest wine's, plus a step for a cellar it needs; the
planner works on the steps of the order closest to being filled.
"""

from __future__ import annotations

from dataclasses import dataclass

from viticulture_tui.engine.catalog import Order, catalog
from viticulture_tui.engine.cellar import MIN_VALUE, SECTION_TOP, cellar_limit
from viticulture_tui.engine.state import Player

FAR = 5
"""The gap of a wine that nothing in hand or on the mat leads to (vines must be drawn)."""


@dataclass(frozen=True)
class OrderPlan:
    """One order's distance from being filled, in steps, and the steps that shorten it."""

    order: str
    gap: int
    """0: the cellar fills it now; 1: a winemaking away; 2: a harvest away; 3: a planting away; more."""
    steps: frozenset[str]
    """What brings it closer: make, harvest, plant, trellis, irrigation, medium_cellar, large_cellar, vine."""
    vp: int


def _field_sums(player: Player) -> list[tuple[int, int, int]]:
    """Per unsold field: (red sum, white sum, room left)."""
    cat = catalog()
    out = []
    for f in player.fields:
        if f.sold:
            continue
        red = sum(cat.vine_of(c).red for c in f.vines)
        white = sum(cat.vine_of(c).white for c in f.vines)
        out.append((red, white, f.value - red - white))
    return out


def cellar_needed(kind: str, low: int) -> int:
    """The top of the cellar section a wine of `kind` worth `low` lies in (3, 6 or 9), by the
    engine's own tables: a blush is never below 4, a sparkling never below 7."""
    return SECTION_TOP[min(9, max(low, MIN_VALUE[kind]))]


def _cellar_step(kind: str, low: int, top: int) -> str:
    """The cellar the wine needs and the player lacks ('' if none)."""
    need = cellar_needed(kind, low)
    if need <= top:
        return ""
    return "large_cellar" if need == 9 else "medium_cellar"


def _grape_path(player: Player, kind: str, low: int) -> bool:
    """Whether the crush pad holds grapes that make this wine."""
    red, white = sorted(player.grapes["red"]), sorted(player.grapes["white"])
    if kind == "red":
        return bool(red) and red[-1] >= low
    if kind == "white":
        return bool(white) and white[-1] >= low
    if kind == "blush":
        return bool(red and white) and red[-1] + white[-1] >= low
    return len(red) >= 2 and bool(white) and red[-1] + red[-2] + white[-1] >= low


def _field_path(fields: list[tuple[int, int, int]], kind: str, low: int) -> bool:
    """Whether a harvest of the planted fields gives grapes that make this wine."""
    best_red = max((r for r, _, _ in fields), default=0)
    best_white = max((w for _, w, _ in fields), default=0)
    if kind == "red":
        return best_red >= low
    if kind == "white":
        return best_white >= low
    reds = sorted((r for r, _, _ in fields if r), reverse=True)
    if kind == "blush":
        return bool(reds and best_white) and reds[0] + best_white >= low
    return len(reds) >= 2 and best_white > 0 and reds[0] + reds[1] + best_white >= low


def _vine_path(player: Player, fields: list[tuple[int, int, int]], kind: str, low: int) -> set[str] | None:
    """The steps (plant, and any structure) by which one vine card in hand makes a field reach the
    wine, the fewest structures first; None if no single vine does."""
    cat = catalog()
    best: set[str] | None = None
    colour_of = {"red": "red", "white": "white", "blush": "red", "sparkling": "red"}
    colour = colour_of[kind]
    for card in player.hand:
        if cat.card_type[card] != "vine":
            continue
        vine = cat.vine_of(card)
        gain = vine.red if colour == "red" else vine.white
        if not gain:
            continue
        for red, white, room in fields:
            if vine.value > room:
                continue
            total = (red if colour == "red" else white) + gain
            if kind in ("blush", "sparkling"):
                total += max((w for _, w, _ in fields), default=0)
            if total < low:
                continue
            steps = {"plant"}
            if vine.trellis and not player.has("trellis"):
                steps.add("trellis")
            if vine.irrigation and not player.has("irrigation"):
                steps.add("irrigation")
            if best is None or len(steps) < len(best):
                best = steps
    return best


def wine_gap(
    player: Player, fields: list[tuple[int, int, int]], kind: str, low: int, taken: list[int]
) -> tuple[int, set[str]]:
    """The steps from the player's mat to one wine of `kind` worth `low` or more.

    `taken` holds the values of wines of that kind already counted for the order's other icons.
    """
    cellar = _cellar_step(kind, low, cellar_limit(player))
    extra = {cellar} if cellar else set()
    wines = sorted(player.wines[kind], reverse=True)
    for value in wines:
        if value >= low and value not in taken:
            taken.append(value)
            return 0, set()
    if _grape_path(player, kind, low):
        return 1 + len(extra), {"make"} | extra
    if _field_path(fields, kind, low):
        return 2 + len(extra), {"harvest", "make"} | extra
    vine = _vine_path(player, fields, kind, low)
    if vine is not None:
        return 3 + len(vine) - 1 + len(extra), vine | {"harvest", "make"} | extra
    return FAR + len(extra), {"vine"} | extra


def order_plan(player: Player, order: Order) -> OrderPlan:
    """How far the order is from being filled by this player, and the steps that bring it closer."""
    fields = _field_sums(player)
    gap = 0
    steps: set[str] = set()
    taken: dict[str, list[int]] = {}
    for icon in sorted(order.wines, key=lambda i: -i.min):
        g, s = wine_gap(player, fields, icon.type, icon.min, taken.setdefault(icon.type, []))
        gap = max(gap, g)
        steps |= s
    return OrderPlan(order.id, gap, frozenset(steps), order.vp)


def order_plans(player: Player) -> list[OrderPlan]:
    """Every order in hand, the closest to being filled first (then the most VP)."""
    cat = catalog()
    plans = [order_plan(player, cat.order_by_id[c]) for c in player.hand if cat.card_type[c] == "order"]
    return sorted(plans, key=lambda p: (p.gap, -p.vp))
