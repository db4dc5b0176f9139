"""The scripted seat: a fixed list of preferred actions, and a fallback when none is legal."""

from __future__ import annotations

from viticulture_tui.engine import GameState, apply, decider, legal_actions
from viticulture_tui.engine.actions import Action
from viticulture_tui.walkthrough.model import Opponent
from viticulture_tui.walkthrough.patterns import matches


def choose(state: GameState, script: Opponent) -> Action:
    """The scripted seat's action: the first preference (for this year and phase) that is legal."""
    choices = legal_actions(state)
    for rule in script.prefer:
        if rule.year is not None and rule.year != state.year:
            continue
        if rule.phase is not None and rule.phase != state.phase:
            continue
        for choice in choices:
            if matches(choice.action, rule):
                return choice.action
    passing = [c.action for c in choices if c.action.kind == "pass"]
    return passing[0] if passing else choices[0].action


def play_until_learner(state: GameState, script: Opponent, limit: int = 500) -> int:
    """Let the scripted seat decide until another seat must decide or the game ends; returns moves made."""
    moves = 0
    while not state.game_over and decider(state) == script.seat:
        if moves >= limit:
            raise RuntimeError("the scripted seat does not stop deciding")
        apply(state, choose(state, script), seat=script.seat)
        moves += 1
    return moves
