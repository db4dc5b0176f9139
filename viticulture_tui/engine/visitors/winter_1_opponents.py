"""Winter visitors 1-19 that ask opponents: Queen (V2) and Mentor (V10)."""

from __future__ import annotations

from typing import Any

from viticulture_tui.engine import ops
from viticulture_tui.engine.actions import Action, Choice
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.registry import Decision, choice, decision, push, push_all, step
from viticulture_tui.engine.state import GameState, Task
from viticulture_tui.engine.visitors.base import VisitorCard, visitor
from viticulture_tui.engine.visitors.winter_1 import draw
from viticulture_tui.engine.winemaking import can_make_wine
from viticulture_tui.words import counted

QUEEN_LIRA = 3
QUEEN_CARDS = 2


def right_neighbour(state: GameState, seat: int) -> int:
    """V2: the player on the right in seating order."""
    return (seat - 1) % state.n


def queen_penalties(state: GameState, target: int) -> list[str]:
    """The penalties the Queen's target can take: 'vp', 'cards', 'lira'."""
    player = state.players[target]
    out = []
    if ops.can_lose_vp(player, 1):
        out.append("vp")
    if len(player.hand) >= QUEEN_CARDS:
        out.append("cards")
    if player.lira >= QUEEN_LIRA:
        out.append("lira")
    return out


@visitor
class Queen(VisitorCard):
    """Winter 11 (V2): the right-hand neighbour loses 1 VP, gives you 2 cards or 3 lira."""

    id = "queen"

    def reason(self, state: GameState, seat: int) -> str:
        """The neighbour must be able to take at least one of the penalties."""
        if state.n < 2:
            return "there is no other player"
        target = right_neighbour(state, seat)
        if queen_penalties(state, target):
            return ""
        name = ops.name(state, target)
        return f"{name} can neither lose 1 VP, nor give 2 cards, nor give 3 lira"

    def play(self, state: GameState, seat: int) -> None:
        """The neighbour chooses."""
        push(state, "queen_penalty", right_neighbour(state, seat), by=seat)


@decision
class QueenPenalty(Decision):
    """Queen (V2): the right-hand neighbour picks one penalty they can take."""

    kind = "queen_penalty"
    rule = "§13, V2"
    title = "Queen: choose your penalty"

    def prompt(self, state: GameState, task: Task) -> str:
        """Names the Queen's player."""
        return f"{ops.name(state, task.params['by'])} plays the Queen: choose your penalty"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """The penalties this player can take."""
        by = ops.name(state, task.params["by"])
        words = {
            "vp": "Lose 1 VP",
            "cards": f"Give {by} 2 cards of your choice from your hand",
            "lira": f"Give {by} 3 lira",
        }
        return [choice("penalty", key, words[key], "§13, V2") for key in queen_penalties(state, task.seat)]

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Take the penalty (cards are chosen one at a time next)."""
        seat, by = task.seat, task.params["by"]
        who, to = ops.name(state, seat), ops.name(state, by)
        if action.arg == "vp":
            ops.gain_vp(state, seat, -1, "visitors")
            ops.log(state, f"{who} loses 1 VP to the Queen.")
        elif action.arg == "lira":
            ops.pay(state, seat, QUEEN_LIRA)
            ops.gain_lira(state, by, QUEEN_LIRA)
            ops.log(state, f"{who} gives {to} 3 lira for the Queen.")
        else:
            ops.log(state, f"{who} gives {to} 2 cards for the Queen.")
            push(state, "queen_give", seat, by=by, left=QUEEN_CARDS)


@decision
class QueenGive(Decision):
    """Queen (V2): give a card of your choice to the Queen's player, privately."""

    kind = "queen_give"
    rule = "§13, V2"
    title = "Queen: give a card"

    def prompt(self, state: GameState, task: Task) -> str:
        """Says to whom and how many are left."""
        left = task.params["left"]
        return f"Queen: give {ops.name(state, task.params['by'])} {counted(left, 'more card')}"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """One choice per different card in hand."""
        cat = catalog()
        seen: set[str] = set()
        out = []
        for card in state.players[task.seat].hand:
            key = card.split(".", 1)[0]
            if key not in seen:
                seen.add(key)
                out.append(choice("give", card, f"Give {cat.card_name(card)}", "§13, V2"))
        return out

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Move the card; only the two players see which it is."""
        seat, by = task.seat, task.params["by"]
        card = action.arg
        state.players[seat].hand.remove(card)
        state.players[by].hand.append(card)
        who, to = ops.name(state, seat), ops.name(state, by)
        ops.log(state, f"{who} gives {to} {catalog().card_name(card)}.", seen_by=[seat, by])
        if task.params["left"] > 1:
            push(state, "queen_give", seat, by=by, left=task.params["left"] - 1)


@visitor
class Mentor(VisitorCard):
    """Winter 17: all may make up to 2 wines; a vine or summer visitor per opponent who does."""

    id = "mentor"

    def reason(self, state: GameState, seat: int) -> str:
        """Someone must be able to make wine."""
        if any(can_make_wine(p) for p in state.players):
            return ""
        return "no player can make wine"

    def play(self, state: GameState, seat: int) -> None:
        """The player first, then each opponent in wake-up order (V10)."""
        tasks: list[tuple[str, int, dict[str, Any]]] = [("make_wine", seat, {"max": 2, "min": 0})]
        for opponent in ops.opponents_in_order(state, seat):
            then = {"kind": "mentor_made", "params": {"by": seat}}
            tasks.append(("make_wine", opponent, {"max": 2, "min": 0, "then": then}))
        push_all(state, tasks)


@step("mentor_made")
def _mentor_made(state: GameState, task: Task) -> None:
    """An opponent answered the Mentor: if they made wine, the Mentor's player draws."""
    if task.params["record"]:
        push(state, "mentor_draw", task.params["by"], opponent=task.seat)
    else:
        ops.log(state, f"{ops.name(state, task.seat)} makes no wine for the Mentor.")


@decision
class MentorDraw(Decision):
    """Mentor: an opponent made wine, so draw a vine or a summer visitor."""

    kind = "mentor_draw"
    rule = "§13"
    title = "Mentor: draw a card"

    def prompt(self, state: GameState, task: Task) -> str:
        """Names the opponent who made wine."""
        return f"Mentor: {ops.name(state, task.params['opponent'])} made wine; draw a card"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """The decks that still hold a card."""
        words = {"vine": "Draw 1 vine card", "summer": "Draw 1 summer visitor"}
        return [
            choice("draw", deck, words[deck], "§13")
            for deck in ("vine", "summer")
            if ops.can_draw(state, deck)
        ]

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Draw it."""
        draw(state, task.seat, action.arg)
