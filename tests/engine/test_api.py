"""The engine's public API (issue 2 §3): decisions, illegal actions, determinism, JSON, replay, purity."""

import random
import subprocess
import sys

import pytest

from tests.scenario import do, give, make_setup, place, table, winter_table
from viticulture_tui.engine import (
    Action,
    IllegalAction,
    apply,
    decider,
    from_json,
    legal_actions,
    new_game,
    prompt,
    replay,
    spaces,
    to_json,
)


def random_game(players, seed, steps=None):
    """A game played by a seeded random chooser, for `steps` actions or to the end."""
    state = new_game(make_setup(players, seed))
    rng = random.Random(seed)
    n = 0
    while not state.game_over and (steps is None or n < steps):
        choices = legal_actions(state)
        active = [c for c in choices if c.action.kind != "pass"] or choices
        apply(state, rng.choice(active).action)
        n += 1
    return state


def test_every_legal_choice_has_a_label_and_a_rule():
    """Every legal action comes with a short human label and the rule section it applies."""
    s = random_game(3, 7, steps=150)
    for _ in range(100):
        choices = legal_actions(s)
        assert choices
        for c in choices:
            assert c.label and c.rule and isinstance(c.action, Action)
        assert len({c.action for c in choices}) == len(choices)
        apply(s, choices[-1].action if choices[-1].action.kind != "pass" else choices[0].action)


def test_every_pending_decision_has_one_owner_and_a_prompt():
    """Every pending decision is owned by one player and asked in words."""
    s = new_game(make_setup(4, 3))
    for _ in range(60):
        assert decider(s) in range(4)
        assert prompt(s)
        apply(s, legal_actions(s)[0].action)


def test_placing_on_a_closed_space_names_the_reason_and_changes_nothing():
    """§4.3: an illegal placement raises IllegalAction with the space's reason; the state is untouched."""
    s = winter_table(2)
    before = to_json(s)
    with pytest.raises(IllegalAction) as err:
        place(s, "fill_order")
    assert str(err.value) == "Fill wine order is closed: no wine order in your hand"
    assert to_json(s) == before


def test_an_action_of_the_wrong_kind_is_illegal_and_changes_nothing():
    """An action that is not among the legal choices raises IllegalAction and leaves the state."""
    s = table(2)
    before = to_json(s)
    with pytest.raises(IllegalAction, match="is not one of the legal choices now"):
        do(s, "make", ("red", (1,), ()))
    assert to_json(s) == before


def test_an_action_by_the_wrong_player_is_illegal_and_changes_nothing():
    """Only the owner of the pending decision may decide it."""
    s = table(2)
    me = decider(s)
    before = to_json(s)
    with pytest.raises(IllegalAction, match="decision, not"):
        apply(s, Action("pass"), seat=1 - me)
    assert to_json(s) == before
    apply(s, Action("pass"), seat=me)


def test_a_failed_apply_can_be_followed_by_a_legal_one():
    """An illegal action leaves the game able to go on normally."""
    s = table(2)
    with pytest.raises(IllegalAction):
        place(s, "harvest_field")
    me = decider(s)
    place(s, "give_tour")
    assert s.players[me].lira == 2


def test_same_setup_seed_and_actions_give_an_identical_game():
    """Randomness comes only from the seed: the same setup, seed and actions give identical JSON."""
    a = random_game(3, 11)
    b = random_game(3, 11)
    assert a.game_over
    assert to_json(a) == to_json(b)


def test_different_seeds_give_different_games():
    """The seed drives the shuffles: two seeds give two different decks."""
    assert new_game(make_setup(2, 1)).decks != new_game(make_setup(2, 2)).decks


@pytest.mark.parametrize(("players", "steps"), [(2, 0), (2, 37), (4, 400), (6, 900)])
def test_json_round_trip_loses_nothing(players, steps):
    """The whole state round-trips through JSON without loss, and play goes on identically."""
    s = random_game(players, 5, steps)
    copy = from_json(to_json(s))
    assert to_json(copy) == to_json(s)
    assert legal_actions(copy) == legal_actions(s)
    rng = random.Random(1)
    for _ in range(200):
        if s.game_over:
            break
        action = rng.choice(legal_actions(s)).action
        apply(s, action)
        apply(copy, action)
    assert to_json(copy) == to_json(s)


def test_a_finished_game_round_trips_through_json():
    """A finished game, winners included, round-trips through JSON."""
    s = random_game(2, 3)
    copy = from_json(to_json(s))
    assert copy.game_over and copy.winners == s.winners
    assert to_json(copy) == to_json(s)


@pytest.mark.parametrize("players", [2, 5])
def test_replay_from_setup_and_history_rebuilds_the_state(players):
    """Replaying the setup (seed included) and the action history gives the live state."""
    s = random_game(players, 21)
    again = replay(s.setup, s.history)
    assert to_json(again) == to_json(s)


def test_replay_of_a_game_in_progress():
    """Replay works at any point of a game, not only at its end."""
    s = random_game(3, 8, steps=333)
    assert to_json(replay(s.setup, s.history)) == to_json(s)


def test_history_records_every_applied_action_as_json():
    """Every applied action is appended to the history as a JSON [kind, arg] pair."""
    s = new_game(make_setup(2, 4))
    n = len(s.history)
    action = legal_actions(s)[0].action
    apply(s, action)
    assert len(s.history) == n + 1
    assert Action.from_json(s.history[-1]) == action


def test_drawn_cards_are_named_only_to_the_player_who_drew_them():
    """§16: everyone sees that a card was drawn and of what type; only the drawer sees which."""
    s = table(2)
    me = decider(s)
    top = s.decks["vine"][-1]
    n = len(s.log)
    place(s, "draw_vine")
    new = s.log[n:]
    public = [e for e in new if e.seen_by is None]
    private = [e for e in new if e.seen_by is not None]
    assert any("draws a vine card" in e.text for e in public)
    assert all(top not in e.text for e in public)
    assert [e.seen_by for e in private] == [[me]]


def test_engine_import_loads_neither_textual_nor_rich():
    """The engine is pure: importing it loads neither textual nor rich."""
    code = (
        "import viticulture_tui.engine, sys; "
        "assert 'textual' not in sys.modules and 'rich' not in sys.modules"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr


def test_a_full_game_reaches_its_end_with_a_winner():
    """§15: a game played to the end has a winner with at least 20 VP or a latched trigger."""
    s = random_game(4, 2)
    assert s.game_over and s.winners and s.vp_trigger
    best = max(p.vp for p in s.players)
    assert all(s.players[w].vp == best for w in s.winners)


def test_asking_what_is_legal_changes_nothing_not_even_the_hand_order():
    """Listing legal actions and spaces, or refusing an action, leaves the state exactly as it was."""
    s = table(2)
    me = decider(s)
    give(s, me, "surveyor", "sangiovese.1", "banker")
    before = to_json(s)
    legal_actions(s)
    spaces(s, me)
    with pytest.raises(IllegalAction, match="Build structure is closed"):
        place(s, "build_structure")
    assert s.players[me].hand == ["surveyor", "sangiovese.1", "banker"]
    assert to_json(s) == before


def test_asking_what_is_legal_never_changes_a_game_in_play():
    """Over a whole game, listing legal actions and every player's spaces never changes the state."""
    s = new_game(make_setup(3, 12))
    rng = random.Random(12)
    while not s.game_over:
        before = to_json(s)
        s._legal_cache = None
        choices = legal_actions(s)
        for seat in range(3):
            spaces(s, seat)
        assert to_json(s) == before, s.log[-1].text
        active = [c for c in choices if c.action.kind != "pass"] or choices
        apply(s, rng.choice(active).action)


@pytest.mark.parametrize(("players", "options"), [(3, {"friendly_variant": True}), (1, {})])
def test_checking_one_placement_agrees_with_the_list_of_legal_actions(players, options):
    """apply's quick check of a single placement accepts exactly the placements listed as legal."""
    from viticulture_tui.engine.catalog import catalog
    from viticulture_tui.engine.registry import DECISIONS

    names = [a.id for a in catalog().board.actions] + ["gain_1_lira", "yoke"]
    s = new_game(make_setup(players, 6, **options))
    rng = random.Random(6)
    while not s.game_over and s.year <= 4:
        choices = legal_actions(s)
        task = s.stack[-1]
        if task.kind == "turn":
            legal = {c.action for c in choices}
            for name in names:
                for space in ("plain", "bonus", "full"):
                    for worker in ("worker", "grande"):
                        action = Action("place", (name, space, worker))
                        assert DECISIONS["turn"].is_legal(s, task, action) == (action in legal), action
        active = [c for c in choices if c.action.kind != "pass"] or choices
        apply(s, rng.choice(active).action)
