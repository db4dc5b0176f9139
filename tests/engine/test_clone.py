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


def test_a_clone_shares_no_state_through_its_set_of_given_fields() -> None:
    """The copies share the source's set of explicitly given fields (it is never written in place):
    pydantic's model_copy with an update, which adds to that set, leaves the original's alone."""
    state = next(positions(2, 5, 1, spread=40))
    copy = clone_state(state)
    assert copy.players[0].model_fields_set == state.players[0].model_fields_set
    before = set(state.players[0].model_fields_set)
    changed = copy.players[0].model_copy(update={"structures": ["trellis"]})
    assert changed.structures == ["trellis"]
    assert state.players[0].model_fields_set == before
    assert copy.players[0] is not state.players[0]
    assert copy.players[0].fields[0] is not state.players[0].fields[0]
    assert copy.players[0].fields[0].vines is not state.players[0].fields[0].vines
