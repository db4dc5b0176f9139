"""Summer visitors 10-14: their effects."""

from __future__ import annotations

from viticulture_tui.engine import cellar, ops, vineyard
from viticulture_tui.engine.actions import Action, Choice
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.registry import Decision, choice, decision, push
from viticulture_tui.engine.state import Field_, GameState, Player, Task
from viticulture_tui.engine.visitors.base import ChooseCard, Option, visitor
from viticulture_tui.engine.visitors.summer_1 import (
    can_build,
    can_draw,
    gain_lira_option,
    reward,
    then_gain,
)

COLOURS = ("red", "white")


def _buyer_colours(player: Player) -> list[str]:
    """Colours whose value-1 crush-pad space is free."""
    return [c for c in COLOURS if 1 not in player.grapes[c]]


def _buyer_can_buy(state: GameState, seat: int) -> str:
    player = state.players[seat]
    if player.lira < 2:
        return "you need 2 lira"
    if not _buyer_colours(player):
        return "both value-1 grape spaces are taken"
    return ""


def _buyer_can_sell(state: GameState, seat: int) -> str:
    return "" if cellar.has_grape(state.players[seat]) else "you have no grape"


@visitor
class Buyer(ChooseCard):
    """Summer 10: pay 2 lira for a grape worth 1, or discard a grape for 2 lira and 1 VP."""

    id = "buyer"

    def options(self) -> list[Option]:
        """Buy a grape, or sell one."""
        return [
            Option(
                "buy",
                "Pay 2 lira for a grape worth 1",
                _buyer_can_buy,
                lambda s, p: push(s, "buyer_grape", p),
            ),
            Option(
                "sell",
                "Discard a grape for 2 lira and 1 VP",
                _buyer_can_sell,
                lambda s, p: push(s, "discard_token", p, what="grape", then=then_gain(lira=2, vp=1)),
            ),
        ]


@decision
class BuyerGrape(Decision):
    """Buyer: the colour of the value-1 grape bought for 2 lira."""

    kind = "buyer_grape"
    rule = "§13"
    title = "Buyer: which grape do you buy?"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """A colour whose value-1 space is free, if the player still has 2 lira."""
        player = state.players[task.seat]
        if player.lira < 2:
            return []
        return [
            choice("grape", c, f"Pay 2 lira for a {c} grape worth 1", "§13") for c in _buyer_colours(player)
        ]

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Pay and place the grape."""
        player = state.players[task.seat]
        ops.pay(state, task.seat, 2)
        cellar.place_grape(player, action.arg, 1)
        ops.log(state, f"{player.name} pays 2 lira for a {action.arg} grape worth 1.")


Swap = tuple[tuple[int, str], tuple[int, str]]


def _vine_value(card: str) -> int:
    return catalog().vine_of(card).value


def _fits(field: Field_, out: str, into: str) -> bool:
    return vineyard.field_value(field) - _vine_value(out) + _vine_value(into) <= field.value


def swaps(player: Player) -> list[Swap]:
    """Landscaper: every useful swap of two vines on two different fields, within their maximum."""
    out: list[Swap] = []
    fields = player.fields
    for i, a_field in enumerate(fields):
        for j in range(i + 1, len(fields)):
            b_field = fields[j]
            if a_field.sold or b_field.sold:
                continue
            seen: set[tuple[str, str]] = set()
            for a in a_field.vines:
                for b in b_field.vines:
                    key = (a.split(".", 1)[0], b.split(".", 1)[0])
                    # Swapping two vines of the same variety changes nothing.
                    if key[0] == key[1] or key in seen:
                        continue
                    seen.add(key)
                    if _fits(a_field, a, b) and _fits(b_field, b, a):
                        out.append(((i, a), (j, b)))
    return out


def _landscaper_draw(state: GameState, seat: int) -> None:
    ops.draw(state, seat, "vine")
    push(state, "plant", seat, max=1, min=0)


def _can_swap(state: GameState, seat: int) -> str:
    return "" if swaps(state.players[seat]) else "no two vines on different fields can be swapped"


@visitor
class Landscaper(ChooseCard):
    """Summer 11: draw a vine and you may plant one, or swap two vines between fields."""

    id = "landscaper"

    def options(self) -> list[Option]:
        """Draw and plant, or swap."""
        return [
            Option("draw", "Draw 1 vine, then you may plant 1", can_draw("vine"), _landscaper_draw),
            Option(
                "swap",
                "Swap two vines between your fields",
                _can_swap,
                lambda s, p: push(s, "landscaper_swap", p),
            ),
        ]


@decision
class LandscaperSwap(Decision):
    """Landscaper: which two vines change fields."""

    kind = "landscaper_swap"
    rule = "§13"
    title = "Landscaper: swap two vines"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """Every swap that keeps both fields within their maximum."""
        vine = catalog().vine_of
        names = vineyard.FIELD_NAMES
        return [
            choice(
                "swap",
                pair,
                f"Swap {vine(a).name} ({names[i]}) with {vine(b).name} ({names[j]})",
                "§13",
            )
            for pair in swaps(state.players[task.seat])
            for (i, a), (j, b) in [pair]
        ]

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Move each vine to the other field (this is not planting: no Windmill)."""
        (i, a), (j, b) = action.arg
        player = state.players[task.seat]
        player.fields[i].vines.remove(a)
        player.fields[j].vines.remove(b)
        player.fields[i].vines.append(b)
        player.fields[j].vines.append(a)
        vine = catalog().vine_of
        names = vineyard.FIELD_NAMES
        ops.log(
            state,
            f"{player.name} swaps {vine(a).name} ({names[i]}) with {vine(b).name} ({names[j]}).",
        )


def _cost_4_structures(state: GameState, seat: int) -> int:
    cat = catalog()
    return sum(1 for s in state.players[seat].structures if cat.structure_by_id[s].cost == 4)


@visitor
class Architect(ChooseCard):
    """Summer 12: build for 3 lira less, or 1 VP per owned structure of printed cost 4."""

    id = "architect"

    def options(self) -> list[Option]:
        """A cheap build, or VP for cost-4 structures."""
        return [
            Option(
                "build",
                "Build a structure for 3 lira less",
                can_build(discount=3),
                lambda s, p: push(s, "build", p, discount=3),
            ),
            Option(
                "vp",
                "Gain 1 VP per structure of cost 4 you own",
                lambda s, p: "" if _cost_4_structures(s, p) else "you own no structure of cost 4",
                lambda s, p: reward(s, p, vp=_cost_4_structures(s, p)),
            ),
        ]


def _cheap_structures() -> list[str]:
    """Structures with a printed cost of 2 or 3."""
    return [s.id for s in catalog().structures if s.cost in (2, 3)]


def _free_build(vp: int, only: list[str] | None) -> Option:
    """Uncertified Architect: lose `vp` to build a structure (of `only`) for free."""
    words = "a 2- or 3-lira structure" if only else "any structure"

    def check(state: GameState, seat: int) -> str:
        if not ops.can_lose_vp(state.players[seat], vp):
            return "it would take you below -5 VP"
        return can_build(fixed=0, only=only)(state, seat)

    def run(state: GameState, seat: int) -> None:
        ops.gain_vp(state, seat, -vp, "visitors")
        ops.log(state, f"{ops.name(state, seat)} loses {vp} VP.")
        push(state, "build", seat, fixed=0, only=only)

    return Option(f"vp{vp}", f"Lose {vp} VP: build {words} for free", check, run)


@visitor
class UncertifiedArchitect(ChooseCard):
    """Summer 13: lose 1 VP to build a 2- or 3-lira structure free, or 2 VP for any."""

    id = "uncertified_architect"

    def options(self) -> list[Option]:
        """Two free builds at a VP cost."""
        return [_free_build(1, _cheap_structures()), _free_build(2, None)]


def _patron_draw(state: GameState, seat: int) -> None:
    ops.draw(state, seat, "order")
    ops.draw(state, seat, "winter")


def _patron_can_draw(state: GameState, seat: int) -> str:
    if ops.can_draw(state, "order") or ops.can_draw(state, "winter"):
        return ""
    return "the wine order and winter visitor decks are empty"


@visitor
class Patron(ChooseCard):
    """Summer 14: 4 lira, or draw a wine order and a winter visitor."""

    id = "patron"

    def options(self) -> list[Option]:
        """Lira, or cards."""
        return [
            gain_lira_option(4),
            Option("draw", "Draw 1 wine order and 1 winter visitor", _patron_can_draw, _patron_draw),
        ]
