"""Bots never peek: games a seat cannot tell apart make it choose the same, at every level."""

import random

import pytest

from tests.positions import positions, twin
from viticulture_tui.ai.bot import Bot
from viticulture_tui.ai.expert import END_VP, Expert, end_in_sight
from viticulture_tui.ai.levels import LEVELS, make_bot
from viticulture_tui.engine import GameState, decider, legal_actions
from viticulture_tui.engine.knowledge import knowledge


def _bot(level: str) -> Bot:
    """The level's bot; Expert with one round of four candidates (solo, two halving phases), so
    that the check stays quick."""
    return Expert(rounds=1, candidates=4) if level == "expert" else make_bot(level)


def _same_choice(level: str, state: GameState, seed: int) -> None:
    seat = decider(state)
    assert seat is not None
    other = twin(state, seat, random.Random(seed))
    assert other != state
    bot = _bot(level)
    mine = bot.choose(knowledge(state, seat), legal_actions(state), random.Random(seed))
    theirs = bot.choose(knowledge(other, seat), legal_actions(other), random.Random(seed))
    assert mine == theirs, f"{level} at {state.year} {state.phase}: {mine} != {theirs}"


@pytest.mark.parametrize("level", list(LEVELS))
@pytest.mark.parametrize(("players", "seed"), [(1, 7), (2, 8), (3, 9)])
def test_twins_get_the_same_choice(level: str, players: int, seed: int) -> None:
    """At every decision of a few random positions the bot answers both twins alike."""
    for state in positions(players, seed, 6, spread=60):
        if not state.game_over:
            _same_choice(level, state, seed)


@pytest.mark.parametrize("players", [2, 3])
def test_twins_get_the_same_choice_when_the_end_is_in_sight(players: int) -> None:
    """At a table where a seat has END_VP the Expert searches by its tree (each iteration a state
    sampled anew): twins still get the same choice."""
    for state in positions(players, 40 + players, 6, spread=60):
        if not state.game_over:
            state.players[0].vp = END_VP
            assert end_in_sight(state)
            _same_choice("expert", state, players)


def test_the_bot_is_handed_no_game_state() -> None:
    """The Knowledge a bot gets holds no deck order, no opponent card and no generator."""
    state = next(positions(2, 3, 1, spread=50))
    seat = decider(state)
    assert seat is not None
    k = knowledge(state, seat)
    assert all(not d for d in k.public.decks.values()) and k.public.rng == 0
    assert all(not p.hand for p in k.public.players if p.seat != seat)


@pytest.mark.fuzz
@pytest.mark.parametrize("level", list(LEVELS))
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_many_twins_get_the_same_choice(level: str, players: int) -> None:
    """The long check: many positions of many games."""
    for seed in range(12):
        for state in positions(players, 100 + seed, 25, spread=30):
            if not state.game_over:
                _same_choice(level, state, seed)
