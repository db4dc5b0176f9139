"""Summer visitors 20-38: their effects."""

from __future__ import annotations

from viticulture_tui.engine import ops
from viticulture_tui.engine.actions import Action, Choice
from viticulture_tui.engine.registry import Decision, choice, decision, push
from viticulture_tui.engine.state import GameState, Task
from viticulture_tui.engine.visitors.base import VisitorCard, visitor


@visitor
class Banker(VisitorCard):
    """Summer 21: gain 5 lira; each opponent may lose 1 VP to gain 3 lira."""

    id = "banker"

    def play(self, state: GameState, seat: int) -> None:
        """Pay the player, then ask each opponent in turn (V10)."""
        ops.gain_lira(state, seat, 5)
        ops.log(state, f"{ops.name(state, seat)} gains 5 lira.")
        for opponent in reversed(ops.opponents_in_order(state, seat)):
            push(state, "banker_offer", opponent, by=seat)


@decision
class BankerOffer(Decision):
    """An opponent of the Banker's player may lose 1 VP to gain 3 lira."""

    kind = "banker_offer"
    rule = "§13"
    title = "Banker: lose 1 VP to gain 3 lira?"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        if not ops.can_lose_vp(state.players[task.seat], 1):
            return []
        return [
            choice("respond", "yes", "Lose 1 VP and gain 3 lira", "§13"),
            choice("respond", "no", "Decline", "§13"),
        ]

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        who = ops.name(state, task.seat)
        if action.arg == "yes":
            ops.gain_vp(state, task.seat, -1, "visitors")
            ops.gain_lira(state, task.seat, 3)
            ops.log(state, f"{who} loses 1 VP and gains 3 lira.")
        else:
            ops.log(state, f"{who} declines the Banker's offer.")
