"""The Expert's search: how its rounds are shared among the candidates, and what it returns."""

from __future__ import annotations

import random

import pytest

from viticulture_tui.ai import expert
from viticulture_tui.ai.expert import Expert, schedule
from viticulture_tui.ai.vintner import vintner_choice
from viticulture_tui.engine import GameOptions, GameState, PlayerSetup, Setup, apply, legal_actions, new_game
from viticulture_tui.engine.knowledge import knowledge


def test_between_players_every_candidate_meets_every_round() -> None:
    """At a table there is one phase: the rounds asked for, no halving."""
    assert schedule(3, 3, halving=False) == [3]
    assert schedule(6, 5, halving=False) == [5]


def test_solo_six_candidates_are_halved_twice() -> None:
    """Six candidates, 32 rounds: three phases, the two last candidates meet all 32 rounds, and the
    playouts stay within what three candidates of 32 rounds cost."""
    phases = schedule(6, 32, halving=True)
    assert phases == [5, 11, 16]
    assert sum(phases) == 32
    assert 6 * 5 + 3 * 11 + 2 * 16 <= 3 * 32


@pytest.mark.parametrize("candidates", range(1, 9))
@pytest.mark.parametrize("rounds", [1, 2, 16, 32])
def test_every_phase_plays_a_round_and_the_budget_holds(candidates: int, rounds: int) -> None:
    """Whatever the count, each phase plays at least one round, and above the smallest searches
    the playouts stay within the budget of SOLO_WIDTH candidates."""
    phases = schedule(candidates, rounds, halving=True)
    assert all(n >= 1 for n in phases)
    alive, playouts = candidates, 0
    for n in phases:
        playouts += n * alive
        alive = -(-alive // 2)
    if rounds >= 16:
        assert playouts <= rounds * min(expert.SOLO_WIDTH, candidates)


@pytest.mark.parametrize("year", [1, 7])
def test_a_solo_search_returns_a_legal_choice_the_same_each_time(year: int) -> None:
    """The first summer placement of a year: in year 1 six candidates halved, in year 7 (the last)
    the tree; a legal choice, and the same seed gives the same choice."""
    state = _solo_until(3, year, GameOptions())
    assert expert.last_year(state) == (year == 7)
    choices = legal_actions(state)
    bot = Expert(rounds=2)
    first = bot.choose(knowledge(state, 0), choices, random.Random(11))
    again = bot.choose(knowledge(state, 0), choices, random.Random(11))
    assert first in [c.action for c in choices]
    assert first == again


def test_solo_the_vintner_choice_is_always_a_candidate() -> None:
    """At a solo decision other than a placement (a build, a sale, a token, a wine...), the
    vintner's own choice is the first candidate, whatever the one-step values say of it."""
    state = new_game(Setup(players=[PlayerSetup(name="Anna")], seed=5, options=GameOptions()))
    seen = 0
    while not state.game_over and seen < 6:
        top = state.top()
        assert top is not None
        choices = legal_actions(state)
        if top.kind != "turn" and len(choices) > 1:
            ranked = Expert().ranked(state, 0, choices, top.kind)
            assert choices[ranked[0]].action == vintner_choice(state, 0, choices)
            assert len(ranked) == min(len(choices), expert.SOLO_CANDIDATES)
            seen += 1
        apply(state, vintner_choice(state, top.seat, choices))
    assert seen == 6


def _solo_until(seed: int, year: int, options: GameOptions) -> GameState:
    """A solo game played by the vintner to the first placement of `year`."""
    state = new_game(Setup(players=[PlayerSetup(name="Anna")], seed=seed, options=options))
    while not (state.year == year and state.phase == "summer" and state.top() is not None):
        top = state.top()
        assert top is not None and not state.game_over
        apply(state, vintner_choice(state, top.seat, legal_actions(state)))
    return state


def test_solo_the_last_year_ranks_more_candidates_for_its_tree() -> None:
    """The year before the last is searched as every other year; in the last year the tree's root
    takes twice the candidates first (the tree itself: tests/ai/test_last_year.py)."""
    year_6 = _solo_until(4, 6, GameOptions())
    year_7 = _solo_until(4, 7, GameOptions())
    assert (expert.candidates(year_6), expert.solo_rounds(year_6)) == (expert.SOLO_CANDIDATES, expert.ROUNDS)
    assert not expert.last_year(year_6)
    assert expert.last_year(year_7)
    assert expert.candidates(year_7) == expert.LAST_YEAR_CANDIDATES
    choices = legal_actions(year_7)
    ranked = Expert().ranked(year_7, 0, choices, "turn")
    assert len(ranked) == min(len(choices), expert.LAST_YEAR_CANDIDATES)


def test_the_aggressive_variant_and_an_early_table_keep_their_search() -> None:
    """Without a learned value (the aggressive variant) the playouts already run to the end and
    keep their rounds; between players, before a seat nears 20 VP, nothing changes."""
    aggressive = _solo_until(4, 5, GameOptions(aggressive=True))
    assert not expert.last_year(aggressive)
    assert expert.solo_rounds(aggressive) == expert.ROUNDS_TO_THE_END
    seats = [PlayerSetup(name="Anna"), PlayerSetup(name="Ben")]
    table = new_game(Setup(players=seats, seed=4, options=GameOptions()))
    assert expert.candidates(table) == expert.CANDIDATES
    assert not expert.last_year(table)


def test_a_table_searches_by_the_tree_once_a_seat_nears_twenty() -> None:
    """Between players the tree takes over from END_VP (any seat's, the end is as near for all):
    the root ranks LAST_YEAR_CANDIDATES first."""
    seats = [PlayerSetup(name="Anna"), PlayerSetup(name="Ben")]
    table = new_game(Setup(players=seats, seed=4, options=GameOptions()))
    table.players[1].vp = expert.END_VP - 1
    assert not expert.end_in_sight(table)
    table.players[1].vp = expert.END_VP
    assert expert.end_in_sight(table)
    assert expert.candidates(table) == expert.LAST_YEAR_CANDIDATES
