"""Which policy a computer seat follows: the vintner against the Automa, the planner at a table.

Standard plays the policy on one sampled state; Expert ranks its candidates by it and plays its
playouts with it. The vintner (`ai/vintner.py`) is the stronger solo policy (13.3 VP a game
against the Automa at normal where the planner scores 12.7, 400 games: docs/bots.md); between
players it is no stronger than the planner (29 of 60 games against it), so tables keep the planner.
"""

from __future__ import annotations

import random

from viticulture_tui.ai import planner, vintner
from viticulture_tui.engine import Action, Choice, GameState


def policy_choice(
    state: GameState,
    seat: int,
    choices: list[Choice],
    rng: random.Random | None = None,
    temperature: float = 0.0,
) -> Action:
    """The seat's choice by the policy of this kind of game (softmax over placements with a temperature)."""
    if state.solo:
        return vintner.vintner_choice(state, seat, choices, rng, temperature)
    return planner.plan_choice(state, seat, choices, rng, temperature)


def placement_scores(state: GameState, seat: int, choices: list[Choice]) -> list[float]:
    """A score per choice of a placement turn, by the policy of this kind of game."""
    if state.solo:
        return vintner.placement_scores(state, seat, choices)
    return planner.placement_scores(state, seat, choices)
