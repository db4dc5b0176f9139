"""The random seat behind the Bot interface: uniform among the choices, passing only when it must."""

from __future__ import annotations

import random

from viticulture_tui.ai.random_seat import pick_active
from viticulture_tui.engine import Action, Choice
from viticulture_tui.engine.knowledge import Knowledge


class RandomBot:
    """The baseline every level must beat."""

    name = "Random"

    def choose(self, knowledge: Knowledge, choices: list[Choice], rng: random.Random) -> Action:
        """A uniform pick among the choices that do not pass (all of them if only passing is left)."""
        return pick_active(choices, rng)
