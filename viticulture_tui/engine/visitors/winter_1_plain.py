"""Winter visitors 1-19 with a single effect: Harvester, Promoter, Harvest Expert, Innkeeper."""

from __future__ import annotations

from viticulture_tui.engine import building, ops
from viticulture_tui.engine.actions import Action, Choice
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.registry import Decision, choice, decision, push, push_all
from viticulture_tui.engine.state import GameState, Task
from viticulture_tui.engine.tokens import tokens
from viticulture_tui.engine.vineyard import harvestable
from viticulture_tui.engine.visitors.base import VisitorCard, visitor
from viticulture_tui.engine.visitors.winter_1 import draw, reward

DISCARD_PILES = ("vine", "summer", "order", "winter")


def _harvest_reason(state: GameState, seat: int) -> str:
    return "" if harvestable(state.players[seat]) else "you have no field to harvest"


@visitor
class Harvester(VisitorCard):
    """Winter 12: harvest 1 or 2 fields, then gain 2 lira or 1 VP."""

    id = "harvester"

    def reason(self, state: GameState, seat: int) -> str:
        """A field must be ready to harvest."""
        return _harvest_reason(state, seat)

    def play(self, state: GameState, seat: int) -> None:
        """Harvest, then the bonus."""
        push_all(
            state,
            [("harvest", seat, {"max": 2, "min": 1}), ("harvester_bonus", seat, {})],
        )


@decision
class HarvesterBonus(Decision):
    """Harvester: 2 lira or 1 VP."""

    kind = "harvester_bonus"
    rule = "§13"
    title = "Harvester: choose your bonus"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """Lira or VP."""
        return [
            choice("bonus", "lira", "Gain 2 lira", "§13"),
            choice("bonus", "vp", "Gain 1 VP", "§13"),
        ]

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Give it."""
        if action.arg == "lira":
            reward(state, task.seat, lira=2)
        else:
            reward(state, task.seat, vp=1)


@visitor
class Promoter(VisitorCard):
    """Winter 16: discard a grape or a wine to gain 1 VP and 1 residual payment."""

    id = "promoter"

    def reason(self, state: GameState, seat: int) -> str:
        """A grape or a wine is needed."""
        player = state.players[seat]
        if tokens(player, "grape") or tokens(player, "wine"):
            return ""
        return "you have no grape and no wine"

    def play(self, state: GameState, seat: int) -> None:
        """Ask which token."""
        push(state, "promoter_discard", seat)


@decision
class PromoterDiscard(Decision):
    """Promoter: discard one grape or wine token, then gain 1 VP and 1 residual payment."""

    kind = "promoter_discard"
    rule = "§13"
    title = "Promoter: discard a grape or a wine"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """Every grape and wine token."""
        player = state.players[task.seat]
        return [
            choice("token", (what, kind, v), f"Discard the {kind} {what} {v}", "§13")
            for what in ("grape", "wine")
            for kind, v in tokens(player, what)
        ]

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Remove it and give the reward."""
        what, kind, value = action.arg
        player = state.players[task.seat]
        rows = player.grapes if what == "grape" else player.wines
        rows[kind].remove(value)
        ops.log(state, f"{player.name} discards the {kind} {what} {value}.")
        reward(state, task.seat, vp=1, residual=1)


@visitor
class HarvestExpert(VisitorCard):
    """Winter 18 (V1): harvest 1 field, then draw a vine or pay 1 lira for the Yoke."""

    id = "harvest_expert"

    def reason(self, state: GameState, seat: int) -> str:
        """A field must be ready to harvest."""
        return _harvest_reason(state, seat)

    def play(self, state: GameState, seat: int) -> None:
        """Harvest, then the choice."""
        push_all(
            state,
            [("harvest", seat, {"max": 1, "min": 1}), ("harvest_expert_bonus", seat, {})],
        )


@decision
class HarvestExpertBonus(Decision):
    """Harvest Expert (V1): draw 1 vine, or pay 1 lira to build the Yoke if not owned."""

    kind = "harvest_expert_bonus"
    rule = "§13, V1"
    title = "Harvest Expert: draw a vine or build the Yoke"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """The options that can be done."""
        player = state.players[task.seat]
        out = []
        if ops.can_draw(state, "vine"):
            out.append(choice("bonus", "vine", "Draw 1 vine card", "§13"))
        if building.may_build(player, "yoke") and player.lira >= 1:
            out.append(choice("bonus", "yoke", "Pay 1 lira: build the Yoke", "§13, V1"))
        return out

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Draw or build."""
        if action.arg == "vine":
            draw(state, task.seat, "vine")
        else:
            building.build(state, task.seat, "yoke", 1)


def open_piles(state: GameState, taken: list[str]) -> list[str]:
    """Discard piles with a card on them, other than those already taken from."""
    return [d for d in DISCARD_PILES if state.discards[d] and d not in taken]


@visitor
class Innkeeper(VisitorCard):
    """Winter 19: take the top card of two different discard piles."""

    id = "innkeeper"

    def reason(self, state: GameState, seat: int) -> str:
        """Two discard piles must hold a card (the Innkeeper itself is not on one yet)."""
        if len(open_piles(state, [])) >= 2:
            return ""
        return "fewer than 2 discard piles hold a card"

    def play(self, state: GameState, seat: int) -> None:
        """Ask for the first pile."""
        push(state, "innkeeper_take", seat, taken=[])


@decision
class InnkeeperTake(Decision):
    """Innkeeper: take the top card of a discard pile not taken from yet; twice."""

    kind = "innkeeper_take"
    rule = "§13"
    title = "Innkeeper: take the top card of a discard pile"

    def prompt(self, state: GameState, task: Task) -> str:
        """Says which pick this is."""
        which = "first" if not task.params["taken"] else "second"
        return f"Innkeeper: take the top card of a {which} discard pile"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """The top card of each pile still open."""
        cat = catalog()
        return [
            choice(
                "take",
                deck,
                f"Take {cat.card_name(state.discards[deck][-1])} "
                f"from the {ops.DECK_NAMES[deck]} discard pile",
                "§13",
            )
            for deck in open_piles(state, task.params["taken"])
        ]

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Move the card to the hand; ask again after the first."""
        deck = action.arg
        card = state.discards[deck].pop()
        state.players[task.seat].hand.append(card)
        ops.log(
            state,
            f"{ops.name(state, task.seat)} takes {catalog().card_name(card)} "
            f"from the {ops.DECK_NAMES[deck]} discard pile.",
        )
        taken = [*task.params["taken"], deck]
        if len(taken) < 2:
            push(state, "innkeeper_take", task.seat, taken=taken)
