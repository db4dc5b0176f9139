"""The fast state copy: equal to the original, independent of it, and it plays on like a deep copy."""

import random

import pytest

from tests.positions import positions
from viticulture_tui.engine import apply, legal_actions, to_json
from viticulture_tui.engine.clone import clone_state


@pytest.mark.parametrize(("players", "seed"), [(1, 1), (2, 2), (4, 3), (6, 4)])
def test_a_clone_is_independent_and_plays_like_a_deep_copy(players: int, seed: int) -> None:
    """Playing 150 random actions on a clone leaves the original as it was, and matches a deep copy."""
    for state in positions(players, seed, 4, spread=80):
        before = to_json(state)
        copy = clone_state(state)
        deep = state.model_copy(deep=True)
        assert copy == state
        pick = random.Random(seed)
        for _ in range(150):
            if copy.game_over:
                break
            action = pick.choice(legal_actions(copy)).action
            apply(copy, action)
            apply(deep, action)
        assert to_json(state) == before
        assert to_json(copy) == to_json(deep)
