"""Standard: the planner's choice on one guess of the hidden cards (no search, so it answers at once)."""

from __future__ import annotations

import random

from viticulture_tui.ai.planner import plan_choice
from viticulture_tui.engine import Action, Choice
from viticulture_tui.engine.knowledge import Knowledge
from viticulture_tui.engine.sampling import sample_state


class Standard:
    """Places workers by the planner's priorities (`ai/planner.py`) and settles the rest greedily."""

    name = "Standard"

    def choose(self, knowledge: Knowledge, choices: list[Choice], rng: random.Random) -> Action:
        """The planner's choice on a state sampled from the seat's knowledge.

        The planner's placements read only the seat's own mat and the calendar; the follow-ups
        (which vine, which wine) are judged by the evaluation on the sampled state.
        """
        if len(choices) == 1:
            return choices[0].action
        state = sample_state(knowledge, rng)
        return plan_choice(state, knowledge.seat, choices)
