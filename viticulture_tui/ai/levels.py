"""The computer seats by name: random, novice, standard, expert."""

from __future__ import annotations

from collections.abc import Callable

from viticulture_tui.ai.bot import Bot
from viticulture_tui.ai.expert import Expert
from viticulture_tui.ai.novice import Novice
from viticulture_tui.ai.random_bot import RandomBot
from viticulture_tui.ai.standard import Standard

LEVELS: dict[str, Callable[[], Bot]] = {
    "random": RandomBot,
    "novice": Novice,
    "standard": Standard,
    "expert": Expert,
}
"""Level name (as typed on the command line) to a factory of its bot."""


def make_bot(level: str) -> Bot:
    """A new bot of the level; ValueError naming the levels for an unknown one."""
    factory = LEVELS.get(level)
    if factory is None:
        raise ValueError(f"unknown seat {level!r}: choose from {', '.join(LEVELS)}")
    return factory()
