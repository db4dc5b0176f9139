"""A seat that picks uniformly among the legal choices, passing only when it must."""

from __future__ import annotations

import random

from viticulture_tui.engine import Action, Choice

PASSIVE_KINDS = frozenset({"pass"})
"""Choices that give up the rest of a season; a random seat takes them only when nothing else is left."""


def pick_active(choices: list[Choice], rng: random.Random) -> Action:
    """A uniform pick among the choices that do not pass (all of them if only passing is left)."""
    active = [c for c in choices if c.action.kind not in PASSIVE_KINDS]
    return rng.choice(active or choices).action


class RandomSeat:
    """Chooses uniformly among legal actions, but passes only when passing is the only choice.

    Avoiding the pass keeps workers busy, so random games reach 20 VP instead of idling.
    """

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)

    def choose(self, choices: list[Choice]) -> Action:
        """Pick one of the legal choices."""
        return pick_active(choices, self._rng)
