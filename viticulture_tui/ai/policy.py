"""Which policy Standard follows: the vintner against the Automa, the planner at a table.

Standard plays the policy on one sampled state. The vintner (`ai/vintner.py`) is the stronger
solo policy (13.3 VP a game against the Automa at normal where the planner scores 12.7, 400
games). At a table, since it sells a spare field for lira, it beats the planner in 154 of 200
games, and the Expert searches over it (`ai/expert.py`); Standard keeps the planner there, a
level between Novice and the Expert (docs/bots.md).
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
    """Standard's choice by the policy of this kind of game (softmax over placements with a temperature)."""
    if state.solo:
        return vintner.vintner_choice(state, seat, choices, rng, temperature)
    return planner.plan_choice(state, seat, choices, rng, temperature)
