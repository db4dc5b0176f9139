"""Standard: the policy's choice on one guess of the hidden cards (no search, so it answers at once)."""

from __future__ import annotations

import random

from viticulture_tui.ai.policy import policy_choice
from viticulture_tui.engine import Action, Choice
from viticulture_tui.engine.knowledge import Knowledge
from viticulture_tui.engine.sampling import sample_state


class Standard:
    """Places workers by the policy of the game (`ai/policy.py`: the vintner solo, the planner at a table)."""

    name = "Standard"

    def choose(self, knowledge: Knowledge, choices: list[Choice], rng: random.Random) -> Action:
        """The policy's choice on a state sampled from the seat's knowledge.

        Its placements read only the seat's own mat and the calendar; the follow-ups without a
        rule of their own (which vine, which visitor option) are judged by the evaluation on the
        sampled state.
        """
        if len(choices) == 1:
            return choices[0].action
        state = sample_state(knowledge, rng)
        return policy_choice(state, knowledge.seat, choices)
