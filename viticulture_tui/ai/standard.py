"""Standard: one decision ahead on a few guesses of the hidden cards; the best mean value wins."""

from __future__ import annotations

import random

from viticulture_tui.ai.lookahead import one_step_value
from viticulture_tui.engine import Action, Choice
from viticulture_tui.engine.knowledge import Knowledge
from viticulture_tui.engine.sampling import sample_state

SAMPLES = 2
"""Sampled states each choice is tried on."""


class Standard:
    """Greedy one-ply lookahead averaged over sampled determinizations."""

    name = "Standard"

    def __init__(self, samples: int = SAMPLES) -> None:
        self.samples = samples

    def choose(self, knowledge: Knowledge, choices: list[Choice], rng: random.Random) -> Action:
        """The choice with the best mean one-step value (the first listed on a tie)."""
        if len(choices) == 1:
            return choices[0].action
        states = [sample_state(knowledge, rng) for _ in range(self.samples)]
        best, best_value = choices[0].action, float("-inf")
        for c in choices:
            value = sum(one_step_value(s, knowledge.seat, c.action) for s in states) / len(states)
            if value > best_value:
                best, best_value = c.action, value
        return best
