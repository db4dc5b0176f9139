"""The summer sell action: sell grapes, sell an empty field, or buy a sold field back (§5.1, §6)."""

from __future__ import annotations

from viticulture_tui.engine import ops
from viticulture_tui.engine.actions import Action, Choice
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.registry import Decision, choice, decision, push
from viticulture_tui.engine.state import GameState, Player, Task
from viticulture_tui.engine.vineyard import FIELD_NAMES


def sellable_fields(player: Player) -> list[int]:
    """Owned fields with no vines: they may be sold."""
    return [i for i, f in enumerate(player.fields) if not f.sold and not f.vines]


def buyable_fields(player: Player) -> list[int]:
    """Sold fields the player can afford to buy back."""
    return [i for i, f in enumerate(player.fields) if f.sold and player.lira >= f.value]


def can_sell(player: Player) -> bool:
    """Whether any part of the sell action can be done."""
    if player.grapes["red"] or player.grapes["white"]:
        return True
    # sellable_fields or buyable_fields, stopping at the first field (asked at every summer turn).
    return any((not f.vines) if not f.sold else player.lira >= f.value for f in player.fields)


def _grape_choices(player: Player) -> list[Choice]:
    cat = catalog()
    return [
        choice(
            "sell_grape",
            (colour, v),
            f"Sell the {colour} grape {v} for {cat.sale_price(v)} lira",
            "§5.1",
        )
        for colour in ("red", "white")
        for v in player.grapes[colour]
    ]


@decision
class SellDecision(Decision):
    """Choose one: sell grapes, sell an empty field, or buy back a sold field."""

    kind = "sell"
    rule = "§5.1"
    title = "Sell grapes, or sell or buy a field"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """Each crush-pad grape, each empty field to sell, and each sold field the seat can buy back."""
        player = state.players[task.seat]
        out = _grape_choices(player)
        for i in sellable_fields(player):
            value = player.fields[i].value
            out.append(choice("sell_field", i, f"Sell the {FIELD_NAMES[i]} for {value} lira", "§6"))
        for i in buyable_fields(player):
            value = player.fields[i].value
            out.append(choice("buy_field", i, f"Buy back the {FIELD_NAMES[i]} for {value} lira", "§6"))
        return out

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Sell the grape (then offer another), sell the empty field, or pay to buy the sold field back."""
        player = state.players[task.seat]
        if action.kind == "sell_grape":
            sell_grape(state, task.seat, *action.arg)
            push(state, "sell_more", task.seat)
            return
        field = player.fields[action.arg]
        if action.kind == "sell_field":
            field.sold = True
            ops.gain_lira(state, task.seat, field.value)
            ops.log(state, f"{player.name} sells the {FIELD_NAMES[action.arg]} for {field.value} lira.")
        else:
            ops.pay(state, task.seat, field.value)
            field.sold = False
            ops.log(
                state,
                f"{player.name} buys back the {FIELD_NAMES[action.arg]} for {field.value} lira.",
            )


def sell_grape(state: GameState, seat: int, colour: str, value: int) -> None:
    """Sell one grape from the crush pad at its price."""
    player = state.players[seat]
    player.grapes[colour].remove(value)
    lira = catalog().sale_price(value)
    ops.gain_lira(state, seat, lira)
    ops.log(state, f"{player.name} sells a {colour} grape {value} for {lira} lira.")


@decision
class SellMoreDecision(Decision):
    """After a grape is sold: sell another, or stop."""

    kind = "sell_more"
    rule = "§5.1"
    title = "Sell another grape?"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """Each grape still on the crush pad, and 'Sell no more grapes'."""
        out = _grape_choices(state.players[task.seat])
        if out:
            out.append(choice("stop", None, "Sell no more grapes", "§5.1"))
        return out

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Sell the chosen grape and ask again; stopping sells nothing more."""
        if action.kind == "sell_grape":
            sell_grape(state, task.seat, *action.arg)
            state.stack.append(task)
