"""Evaluating a step's goal, a check of the game state written as data."""

from __future__ import annotations

from collections.abc import Callable

from viticulture_tui.engine import GameState
from viticulture_tui.engine.state import Player
from viticulture_tui.walkthrough.model import Goal

Check = Callable[[GameState, Player, Goal], bool]


def _placed(state: GameState, player: Player, goal: Goal) -> bool:
    return any(p.seat == player.seat and p.action == goal.action for p in state.placements)


def _planted(state: GameState, player: Player, goal: Goal) -> bool:
    assert goal.field is not None and goal.vine is not None
    return any(card.split(".", 1)[0] == goal.vine for card in player.fields[goal.field].vines)


def _token(rows: dict[str, list[int]], goal: Goal) -> bool:
    assert goal.type is not None
    row = rows[goal.type]
    return goal.value in row if goal.value is not None else bool(row)


def _at_least(attribute: str) -> Check:
    def check(state: GameState, player: Player, goal: Goal) -> bool:
        assert goal.value is not None
        return int(getattr(player, attribute)) >= goal.value

    return check


CHECKS: dict[str, Check] = {
    "ack": lambda state, player, goal: False,
    "placed": _placed,
    "phase": lambda state, player, goal: state.phase == goal.is_,
    "year": lambda state, player, goal: state.year == goal.is_,
    "structure": lambda state, player, goal: player.has(str(goal.is_)),
    "planted": _planted,
    "harvested": lambda state, player, goal: player.fields[goal.field or 0].harvested,
    "grape": lambda state, player, goal: _token(player.grapes, goal),
    "wine": lambda state, player, goal: _token(player.wines, goal),
    "rooster": lambda state, player, goal: player.rooster == goal.row,
    "field_sold": lambda state, player, goal: player.fields[goal.field or 0].sold,
    "vp_at_least": _at_least("vp"),
    "lira_at_least": _at_least("lira"),
    "residual_at_least": _at_least("residual"),
    "workers_at_least": _at_least("workers"),
}


def reached(goal: Goal, state: GameState, learner: int, opponent: int) -> bool:
    """Whether the state meets the goal ('ack' goals are met only by the player's word)."""
    if goal.kind == "all":
        return all(reached(g, state, learner, opponent) for g in goal.of)
    player = state.players[learner if goal.seat == "learner" else opponent]
    return CHECKS[goal.kind](state, player, goal)
