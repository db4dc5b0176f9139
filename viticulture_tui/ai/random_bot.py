"""The random seat behind the Bot interface: uniform among the choices, passing only when it must."""

from __future__ import annotations

import random

from viticulture_tui.ai.bot import PASS_KINDS
from viticulture_tui.engine import Action, Choice
from viticulture_tui.engine.knowledge import Knowledge


class RandomBot:
    """The baseline every level must beat."""

    name = "Random"

    def choose(self, knowledge: Knowledge, choices: list[Choice], rng: random.Random) -> Action:
        """A uniform pick among the choices that do not pass (all of them if only passing is left)."""
        active = [c for c in choices if c.action.kind not in PASS_KINDS]
        return rng.choice(active or choices).action
