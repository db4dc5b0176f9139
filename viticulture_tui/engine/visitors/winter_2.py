"""Winter visitors 20-38: Politician and the 'choose' cards.

The other effects are in `winter_2_plain.py`, and the cards that ask opponents in
`winter_2_opponents.py`.
"""

from __future__ import annotations

from viticulture_tui.engine import building, cellar, ops, workers
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.orders import fillable_orders
from viticulture_tui.engine.registry import push, step
from viticulture_tui.engine.state import GameState, Player, Task
from viticulture_tui.engine.vineyard import harvestable
from viticulture_tui.engine.visitors.base import ChooseCard, Option, VisitorCard, always, visitor
from viticulture_tui.engine.winemaking import can_make_wine

POLITICIAN_DECKS = ("vine", "summer", "order")


@visitor
class Politician(VisitorCard):
    """Winter 21: negative VP gives 6 lira; else draw a vine, a summer visitor and an order."""

    id = "politician"

    def reason(self, state: GameState, seat: int) -> str:
        """With VP of 0 or more, a card must be left to draw (R3)."""
        if state.players[seat].vp < 0 or any(ops.can_draw(state, d) for d in POLITICIAN_DECKS):
            return ""
        return "the vine, summer visitor and order decks are all empty"

    def play(self, state: GameState, seat: int) -> None:
        """Branch on the player's VP."""
        if state.players[seat].vp < 0:
            ops.gain_lira(state, seat, 6)
            ops.log(state, f"{ops.name(state, seat)} gains 6 lira.")
        else:
            for deck in POLITICIAN_DECKS:
                ops.draw(state, seat, deck)


# Checks and runs shared by the cards below.


def can_harvest(state: GameState, seat: int) -> str:
    """A field is left to harvest."""
    return "" if harvestable(state.players[seat]) else "no planted field is left to harvest this year"


def can_make(state: GameState, seat: int) -> str:
    """A wine can be made from the crush pad."""
    return "" if can_make_wine(state.players[seat]) else "no wine can be made from your crush pad"


def can_fill(state: GameState, seat: int) -> str:
    """An order in hand can be filled."""
    if not ops.hand_of(state.players[seat], "order"):
        return "no wine order in your hand"
    return "" if fillable_orders(state.players[seat]) else "your wines fill none of your orders"


def can_draw_order(state: GameState, seat: int) -> str:
    """An order card is left to draw (R3)."""
    return "" if ops.can_draw(state, "order") else "the order deck and its discard pile are empty"


def has_grape(state: GameState, seat: int) -> str:
    """The crush pad holds a grape."""
    return "" if cellar.has_grape(state.players[seat]) else "no grape on your crush pad"


def has_wine(state: GameState, seat: int) -> str:
    """The cellar holds a wine."""
    return "" if cellar.has_wine(state.players[seat]) else "no wine in your cellar"


def harvest(count: int) -> Option:
    """Harvest 1 to `count` fields."""
    label = "Harvest 1 field" if count == 1 else f"Harvest 1 or {count} fields"
    return Option("harvest", label, can_harvest, lambda s, p: push(s, "harvest", p, max=count))


def make_wine(count: int) -> Option:
    """Make 1 to `count` wines."""
    return Option(
        "wine",
        f"Make up to {count} wine",
        can_make,
        lambda s, p: push(s, "make_wine", p, max=count),
    )


def fill_order() -> Option:
    """Fill one wine order."""
    return Option("fill", "Fill 1 wine order", can_fill, lambda s, p: push(s, "fill_order", p))


def draw_orders(count: int) -> Option:
    """Draw `count` wine orders."""
    label = "Draw 1 wine order" if count == 1 else f"Draw {count} wine orders"
    return Option("orders", label, can_draw_order, lambda s, p: ops.draw_many(s, p, "order", count))


def discard_for_vp(what: str) -> Option:
    """Discard a grape or a wine token to gain 2 VP."""
    return Option(
        f"discard_{what}",
        f"Discard 1 {what} to gain 2 VP",
        has_grape if what == "grape" else has_wine,
        lambda s, p: push(s, "discard_token", p, what=what, then={"kind": "winter_2_token_vp"}),
    )


@step("winter_2_token_vp")
def _token_vp(state: GameState, task: Task) -> None:
    """2 VP for the token just discarded."""
    ops.gain_vp(state, task.seat, 2, "visitors")
    ops.log(state, f"{ops.name(state, task.seat)} gains 2 VP.")


def train(cost: int, now: bool = False) -> Option:
    """Pay to train a worker, usable next year (or this year with `now`)."""
    when = "usable this year" if now else "usable next year"

    def check(state: GameState, seat: int) -> str:
        player = state.players[seat]
        if workers.workers_owned(player) >= ops.MAX_WORKERS:
            return "you already have 6 workers"
        return "" if player.lira >= cost else f"training costs {cost} lira"

    return Option(
        "train",
        f"Pay {cost} lira to train a worker ({when})",
        check,
        lambda s, p: workers.train(s, p, cost, now=now),
    )


def gain_vp(count: int) -> Option:
    """Gain VP."""

    def run(state: GameState, seat: int) -> None:
        ops.gain_vp(state, seat, count, "visitors")
        ops.log(state, f"{ops.name(state, seat)} gains {count} VP.")

    return Option("vp", f"Gain {count} VP", always, run)


def _grapes_and_wines(player: Player) -> Player:
    """A copy of the player whose crush pad and cellar can be changed for a look-ahead."""
    return player.model_copy(
        update={
            "grapes": {k: list(v) for k, v in player.grapes.items()},
            "wines": {k: list(v) for k, v in player.wines.items()},
        }
    )


def wine_then_fill(player: Player, wines: int) -> bool:
    """Whether making up to `wines` wines now would let the player fill an order in hand."""
    cat = catalog()
    needed = {icon.type for c in ops.hand_of(player, "order") for icon in cat.order_by_id[c].wines}

    def search(current: Player, left: int) -> bool:
        if fillable_orders(current):
            return True
        if not left:
            return False
        for recipe in cellar.recipes(current):
            # A wine of a type no order asks for cannot help: it only uses grapes up.
            if recipe[0] in needed:
                trial = _grapes_and_wines(current)
                cellar.make(trial, recipe)
                if search(trial, left - 1):
                    return True
        return False

    return bool(needed) and search(player, wines)


@visitor
class JackOfAllTrades(ChooseCard):
    """Winter 20: two different of: harvest 1 field; make up to 2 wine; fill 1 order."""

    id = "jack_of_all_trades"
    picks = 2

    def options(self) -> list[Option]:
        """Harvest, make wine, fill an order."""
        return [harvest(1), make_wine(2), fill_order()]

    def reason(self, state: GameState, seat: int) -> str:
        """Two benefits must be possible in some order: a harvest always leaves a grape to make
        wine from, and new wine may make an order fillable."""
        open_keys = {o.key for o in self.open_options(state, seat)}
        if len(open_keys) >= 2 or "harvest" in open_keys:
            return ""
        if "wine" in open_keys and wine_then_fill(state.players[seat], 2):
            return ""
        return super().reason(state, seat) or "two different benefits cannot be done"


@visitor
class Scholar(ChooseCard):
    """Winter 23: draw 2 orders, or pay 3 lira to train a worker; lose 1 VP to do both."""

    id = "scholar"
    both_for_vp = True
    order_matters = False  # drawing cards and gaining or paying lira do not touch each other

    def options(self) -> list[Option]:
        """Draw orders, train."""
        return [draw_orders(2), train(3)]


@visitor
class Craftsman(ChooseCard):
    """Winter 27: two different of: draw 1 order; upgrade the cellar at its cost; gain 1 VP."""

    id = "craftsman"
    picks = 2

    def options(self) -> list[Option]:
        """Draw an order, upgrade the cellar, gain a VP."""
        return [
            draw_orders(1),
            Option("cellar", "Upgrade your cellar at its cost", _cellar_check, _cellar_run),
            gain_vp(1),
        ]


def _cellar_check(state: GameState, seat: int) -> str:
    player = state.players[seat]
    nxt = building.next_cellar(player)
    if nxt is None:
        return "you have the Large Cellar already"
    cost = building.price(nxt)
    return "" if player.lira >= cost else f"the {catalog().structure_by_id[nxt].name} costs {cost} lira"


def _cellar_run(state: GameState, seat: int) -> None:
    nxt = building.next_cellar(state.players[seat])
    assert nxt is not None
    building.build(state, seat, nxt, building.price(nxt))


@visitor
class Exporter(ChooseCard):
    """Winter 28: make up to 2 wine, or fill 1 order, or discard 1 grape to gain 2 VP."""

    id = "exporter"

    def options(self) -> list[Option]:
        """Make wine, fill an order, trade a grape for VP."""
        return [make_wine(2), fill_order(), discard_for_vp("grape")]


@visitor
class Laborer(ChooseCard):
    """Winter 29: harvest 1 or 2 fields, or make up to 3 wine; lose 1 VP to do both."""

    id = "laborer"
    both_for_vp = True

    def options(self) -> list[Option]:
        """Harvest, make wine."""
        return [harvest(2), make_wine(3)]

    def can_do_both(self, state: GameState, seat: int, first: Option, second: Option) -> bool:
        """Harvesting first always leaves a grape to make wine from."""
        if first.key == "harvest":
            return not first.check(state, seat)
        return super().can_do_both(state, seat, first, second)


@visitor
class Governess(ChooseCard):
    """Winter 31: pay 3 lira to train a worker usable this year, or discard 1 wine to gain 2 VP."""

    id = "governess"

    def options(self) -> list[Option]:
        """Train now, trade a wine for VP."""
        return [train(3, now=True), discard_for_vp("wine")]


@visitor
class Noble(ChooseCard):
    """Winter 34: pay 1 lira to raise the residual marker 1, or lower it 2 to gain 2 VP."""

    id = "noble"

    def options(self) -> list[Option]:
        """Residual up, or residual down for VP."""
        return [
            Option("up", "Pay 1 lira: residual payment +1", _up_check, _up_run),
            Option("down", "Residual payment -2: gain 2 VP", _down_check, _down_run),
        ]


def _up_check(state: GameState, seat: int) -> str:
    player = state.players[seat]
    if player.residual >= ops.RESIDUAL_MAX:
        return f"your residual payment is already {ops.RESIDUAL_MAX}"
    return "" if player.lira >= 1 else "you have no lira"


def _up_run(state: GameState, seat: int) -> None:
    ops.pay(state, seat, 1)
    ops.raise_residual(state, seat, 1)
    residual = state.players[seat].residual
    ops.log(state, f"{ops.name(state, seat)} pays 1 lira: residual payment now {residual}.")


def _down_check(state: GameState, seat: int) -> str:
    return "" if state.players[seat].residual >= 2 else "your residual payment is below 2"


def _down_run(state: GameState, seat: int) -> None:
    ops.raise_residual(state, seat, -2)
    ops.gain_vp(state, seat, 2, "visitors")
    residual = state.players[seat].residual
    ops.log(state, f"{ops.name(state, seat)} lowers the residual payment to {residual}: +2 VP.")
