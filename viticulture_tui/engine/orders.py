"""Filling wine orders: which wines can fill which order, and the reward (§9)."""

from __future__ import annotations

from collections.abc import Mapping

from viticulture_tui.engine import ops
from viticulture_tui.engine.actions import Action, Choice
from viticulture_tui.engine.catalog import Order, catalog
from viticulture_tui.engine.registry import Decision, choice, decision, finish
from viticulture_tui.engine.state import GameState, Player, Task

Fill = tuple[tuple[str, int], ...]
"""The wines given for an order, one (type, value) per icon."""


def fills(player: Player, order: Order) -> list[Fill]:
    """Every distinct way to give one wine of the right type and value per icon."""
    results: set[Fill] = set()

    def walk(i: int, used: tuple[tuple[str, int], ...]) -> None:
        if i == len(order.wines):
            results.add(tuple(sorted(used)))
            return
        icon = order.wines[i]
        for value in player.wines[icon.type]:
            if value >= icon.min and (icon.type, value) not in used:
                walk(i + 1, (*used, (icon.type, value)))

    walk(0, ())
    return sorted(results)


def can_fill(player: Player, order: Order) -> bool:
    """§9 feasibility: per type, the best wines cover the highest minimums pairwise."""
    return can_fill_from(player.wines, order)


def can_fill_from(wines: Mapping[str, list[int]], order: Order) -> bool:
    """§9 feasibility for any cellar (a player's, or one a bot imagines): per type, the best
    wines cover the highest minimums pairwise."""
    for kind in {icon.type for icon in order.wines}:
        needs = sorted((icon.min for icon in order.wines if icon.type == kind), reverse=True)
        have = sorted(wines[kind], reverse=True)
        if len(have) < len(needs) or any(h < n for h, n in zip(have, needs, strict=False)):
            return False
    return True


def fillable_orders(player: Player) -> list[str]:
    """Order cards in hand that can be filled now."""
    cat = catalog()
    return [c for c in player.hand if cat.card_type[c] == "order" and can_fill(player, cat.order_by_id[c])]


def fill(state: GameState, seat: int, card: str, wines: Fill, extra_vp: int = 0) -> None:
    """Give the wines, discard the order, gain its VP and move the residual marker (§9)."""
    player = state.players[seat]
    order = catalog().order_by_id[card]
    for kind, value in wines:
        player.wines[kind].remove(value)
    player.hand.remove(card)
    state.discards["order"].append(card)
    ops.gain_vp(state, seat, order.vp, "orders")
    ops.raise_residual(state, seat, order.residual)
    given = ", ".join(f"{k} {v}" for k, v in wines)
    ops.log(
        state,
        f"{player.name} fills {catalog().card_name(card)} with {given}: "
        f"+{order.vp} VP, residual now {player.residual}.",
    )
    if extra_vp:
        ops.gain_vp(state, seat, extra_vp, "order bonuses")
        ops.log(state, f"{player.name} gains {extra_vp} more VP for the order.")


@decision
class FillOrderDecision(Decision):
    """Fill one wine order from hand; `extra_vp` for cards that add VP."""

    kind = "fill_order"
    rule = "§9"
    title = "Fill a wine order"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """Each order in hand that can be filled, once per different set of wines that fills it."""
        player = state.players[task.seat]
        cat = catalog()
        out = []
        for card in fillable_orders(player):
            for wines in fills(player, cat.order_by_id[card]):
                given = " + ".join(f"{k} {v}" for k, v in wines)
                out.append(choice("fill", (card, wines), f"Fill {cat.card_name(card)} with {given}", "§9"))
        return out

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Fill the order with the chosen wines (plus `extra_vp`), then hand the order card to `then`."""
        card, wines = action.arg
        fill(state, task.seat, card, wines, task.params.get("extra_vp", 0))
        finish(state, task, [card])
