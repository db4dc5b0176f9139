"""What every computer seat is: handed only its knowledge and its legal choices, it picks one."""

from __future__ import annotations

import random
from typing import Protocol

from viticulture_tui.engine import Action, Choice, GameState, decider, legal_actions
from viticulture_tui.engine.knowledge import Knowledge, knowledge


class Bot(Protocol):
    """A computer seat. It never sees the GameState: only what its seat may know."""

    name: str
    """The level's name as a player reads it ("Standard")."""

    def choose(self, knowledge: Knowledge, choices: list[Choice], rng: random.Random) -> Action:
        """One of `choices` (the legal choices the engine lists for this seat now)."""
        ...


def ask(bot: Bot, state: GameState, rng: random.Random) -> Action:
    """The table's side: build the deciding seat's knowledge and choices, and ask its bot."""
    seat = decider(state)
    if seat is None:
        raise ValueError("the game is over: nobody decides")
    return bot.choose(knowledge(state, seat), legal_actions(state), rng)
