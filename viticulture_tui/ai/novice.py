"""Novice: looks one decision ahead on one guess of the hidden cards and picks like a person would,
mostly the best-looking choice but not always (a softmax over the values)."""

from __future__ import annotations

import math
import random

from viticulture_tui.ai.lookahead import one_step_value
from viticulture_tui.engine import Action, Choice
from viticulture_tui.engine.knowledge import Knowledge
from viticulture_tui.engine.sampling import sample_state

TEMPERATURE = 1.0
"""In VP: a choice 1 VP worse than the best is taken e (2.7) times less often."""


class Novice:
    """Sensible play with human mistakes."""

    name = "Novice"

    def __init__(self, temperature: float = TEMPERATURE) -> None:
        self.temperature = temperature

    def choose(self, knowledge: Knowledge, choices: list[Choice], rng: random.Random) -> Action:
        """Softmax over one-step values on one sampled state."""
        if len(choices) == 1:
            return choices[0].action
        state = sample_state(knowledge, rng)
        values = [one_step_value(state, knowledge.seat, c.action) for c in choices]
        top = max(values)
        weights = [math.exp((v - top) / self.temperature) for v in values]
        return rng.choices(choices, weights=weights)[0].action
