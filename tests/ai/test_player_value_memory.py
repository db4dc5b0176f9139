"""The evaluation's memory of player values: a remembered value is always the one worked out anew."""

from __future__ import annotations

import random

from viticulture_tui.ai import evaluation
from viticulture_tui.ai.arena import numbered_setup
from viticulture_tui.ai.random_seat import pick_active
from viticulture_tui.engine import apply, legal_actions, new_game


def test_remembered_values_match_fresh_ones_through_whole_games() -> None:
    """Random games of 1 to 4 players: at every position, every seat's value at three horizons,
    asked through the memory, equals the value worked out without it (a key that missed
    something the value reads would hand back a stale value here sooner or later)."""
    evaluation._values.clear()
    checked = hits = 0
    for players in (1, 2, 3, 4):
        state = new_game(numbered_setup(players, 40 + players))
        rng = random.Random(players)
        while not state.game_over and state.year <= 12:
            for player in state.players:
                for left in (0.0, 1.5, 4.0):
                    before = len(evaluation._values)
                    remembered = evaluation.player_value(state, player, left)
                    hits += len(evaluation._values) == before
                    assert remembered == evaluation._value(state, player, left)
                    checked += 1
            apply(state, pick_active(legal_actions(state), rng))
    assert checked > 5_000 and hits > checked // 4  # positions repeat, and the memory is used


def test_the_memory_is_emptied_when_full(monkeypatch) -> None:
    """A whole arena run does not grow it without end."""
    monkeypatch.setattr(evaluation, "VALUES_KEPT", 3)
    evaluation._values.clear()
    state = new_game(numbered_setup(2, 7))
    for left in (0.0, 1.0, 2.0, 3.0, 4.0):
        evaluation.player_value(state, state.players[0], left)
    assert 1 <= len(evaluation._values) <= 3
