"""Worker placement (§4): spaces by player count, bonus spaces, must be able to act, grande,
temporary worker, gain 1 lira, Yoke, R5 and the friendly variant R9."""

import random

import pytest

from tests.scenario import (
    args,
    at_spring,
    changed,
    do,
    give,
    labels,
    make_setup,
    pass_turn,
    place,
    plant_now,
    table,
    wake,
    winter_table,
)
from viticulture_tui.engine import (
    IllegalAction,
    apply,
    decider,
    legal_actions,
    new_game,
    spaces,
    to_json,
)


def view(state, seat, action):
    return next(v for v in spaces(state, seat) if v.action == action)


def placements_on(state, action):
    return {
        (c.action.arg[1], c.action.arg[2])
        for c in legal_actions(state)
        if c.action.kind == "place" and c.action.arg[0] == action
    }


# §4.1 spaces by player count


@pytest.mark.parametrize(("players", "count"), [(2, 1), (3, 2), (4, 2), (5, 3), (6, 3)])
def test_usable_spaces_per_action_depend_on_player_count(players, count):
    """§4.1: each action has 1 usable space at 2 players, 2 at 3-4 players and 3 at 5-6 players."""
    s = table(players)
    for v in spaces(s, decider(s)):
        if v.action not in ("gain_1_lira", "yoke"):
            assert len(v.slots) == count, v.action


def test_two_players_use_only_the_left_space_and_never_a_bonus():
    """§4.1: at 2 players only the left space is usable, so no bonus space is offered."""
    s = table(2)
    assert placements_on(s, "give_tour") == {("plain", "worker"), ("plain", "grande")}
    assert not any("bonus" in label for label in labels(s))


def test_two_players_the_left_space_taken_closes_the_action_to_workers():
    """§4.1: at 2 players, once the one space is taken only a grande may still use the action."""
    s = table(2)
    place(s, "give_tour")
    assert placements_on(s, "give_tour") == {("full", "grande")}
    assert view(s, decider(s), "give_tour").slots == (1 - decider(s),)


@pytest.mark.parametrize("players", [3, 4])
def test_three_and_four_players_add_the_bonus_space(players):
    """§4.1: at 3-4 players the left space and the middle bonus space are usable."""
    s = table(players)
    assert placements_on(s, "give_tour") == {
        ("plain", "worker"),
        ("plain", "grande"),
        ("bonus", "worker"),
        ("bonus", "grande"),
    }


def test_five_players_use_three_spaces_with_the_bonus_in_the_middle():
    """§4.1: at 5-6 players left, middle (bonus) and right spaces are usable."""
    s = table(5)
    a = decider(s)
    place(s, "give_tour")
    b = decider(s)
    place(s, "give_tour")
    c = decider(s)
    assert placements_on(s, "give_tour") >= {("bonus", "worker")}
    assert ("plain", "worker") not in placements_on(s, "give_tour")
    place(s, "give_tour", "bonus")
    do(s, "bonus", "skip")
    assert view(s, a, "give_tour").slots == (a, c, b)
    assert placements_on(s, "give_tour") == {("full", "grande")}


def test_spaces_may_be_used_in_any_order():
    """§4.1: the bonus space may be taken before the plain space."""
    s = table(3)
    a = decider(s)
    place(s, "give_tour", "bonus")
    do(s, "bonus", "skip")
    assert view(s, a, "give_tour").slots == (None, a)
    assert ("plain", "worker") in placements_on(s, "give_tour")


def test_one_player_may_take_two_spaces_of_one_action_in_a_season():
    """R5: a player may place on two spaces of the same action in one season."""
    s = table(3)
    a, _b, _c = s.turn_order
    place(s, "give_tour")
    pass_turn(s)
    pass_turn(s)
    assert decider(s) == a
    place(s, "give_tour", "bonus")
    do(s, "bonus", "skip")
    assert view(s, a, "give_tour").slots == (a, a)


# §4.2 bonus spaces


def test_bonus_may_be_taken_before_or_after_or_skipped():
    """§4.2: on a bonus space the bonus is optional and may come before or after the action."""
    s = table(3)
    me = decider(s)
    s.players[me].lira = 5
    changed(s)
    place(s, "build_structure", "bonus")
    assert args(s, "bonus") == ["before", "after", "skip"]
    # Only skipping gives the bonus up, so only it asks an interface for a second look.
    assert [c.skips_bonus for c in legal_actions(s)] == [False, False, True]


def test_skipping_the_bonus_still_does_the_action():
    """§4.2: the action is not optional: skipping the bonus still gives the action."""
    s = table(3)
    me = decider(s)
    place(s, "give_tour", "bonus")
    do(s, "bonus", "skip")
    assert s.players[me].lira == 2


def test_bonus_taken_after_the_action():
    """§4.2: a bonus taken after the action adds to it (give tour: 2 + 1 lira)."""
    s = table(3)
    me = decider(s)
    place(s, "give_tour", "bonus")
    do(s, "bonus", "after")
    assert s.players[me].lira == 3


def test_lira_bonus_taken_first_acts_as_a_discount():
    """§4.2, §5.1: the +1 lira of Build may be taken first, so 1 lira builds a 2-lira structure."""
    s = table(3)
    me = decider(s)
    s.players[me].lira = 1
    changed(s)
    assert placements_on(s, "build_structure") == {("bonus", "worker"), ("bonus", "grande")}
    place(s, "build_structure", "bonus")
    assert args(s, "bonus") == ["before"]
    do(s, "bonus", "before")
    assert sorted(args(s, "build")) == ["trellis", "yoke"]
    do(s, "build", "trellis")
    assert (s.players[me].lira, s.players[me].structures) == (0, ["trellis"])


def test_no_bonus_without_the_action():
    """§4.2: a bonus space is closed when its action cannot be done, even if the bonus could."""
    s = table(3)
    me = decider(s)
    assert not view(s, me, "plant_vine").open
    assert placements_on(s, "plant_vine") == set()


# §4.3 must be able to act


def test_placing_on_an_action_that_cannot_be_done_is_illegal_with_the_reason():
    """§4.3: a worker may go only on an action the player can carry out; the error says why."""
    s = winter_table(2)
    before = to_json(s)
    with pytest.raises(IllegalAction, match="no grapes on your crush pad"):
        place(s, "make_wine")
    assert to_json(s) == before


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        ("plant_vine", "no vine card in your hand"),
        ("play_summer_visitor", "no summer visitor in your hand"),
        ("build_structure", "you cannot afford any structure left to build"),
    ],
)
def test_summer_actions_closed_with_reasons(action, reason):
    """§4.3: a closed summer space gives the reason in words."""
    s = table(2)
    v = view(s, decider(s), action)
    assert (v.open, v.reason) == (False, reason)


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        ("harvest_field", "no planted field is left to harvest this year"),
        ("make_wine", "no grapes on your crush pad"),
        ("fill_order", "no wine order in your hand"),
        ("train_worker", "training costs 4 lira"),
        ("play_winter_visitor", "no winter visitor in your hand"),
    ],
)
def test_winter_actions_closed_with_reasons(action, reason):
    """§4.3: a closed winter space gives the reason in words."""
    s = winter_table(2)
    v = view(s, decider(s), action)
    assert (v.open, v.reason) == (False, reason)


def test_plant_closed_when_no_vine_in_hand_fits():
    """§4.3: with vines in hand that fit no field (structures or value) Plant is closed."""
    s = table(2)
    me = decider(s)
    give(s, me, "cabernet_sauvignon.1")
    assert view(s, me, "plant_vine").reason == "no vine in your hand fits a field (value or structures)"


def test_fill_closed_when_wines_fill_no_order():
    """§4.3: with orders in hand but no wines to fill them, Fill order is closed."""
    s = winter_table(2)
    me = decider(s)
    give(s, me, "order_01")
    s.players[me].wines["red"] = [4]
    assert view(s, me, "fill_order").reason == "your wines fill none of your orders"


def test_sell_closed_when_nothing_can_be_sold_or_bought():
    """§4.3: with no grapes, no empty owned field and no field to buy back, Sell is closed."""
    s = table(2)
    me = decider(s)
    for f in s.players[me].fields:
        f.sold = True
    changed(s)
    assert (
        view(s, me, "sell_grapes_or_field").reason
        == "no grapes to sell, no empty field to sell, no field to buy back"
    )


def test_spaces_of_the_other_season_are_closed():
    """§3.2, §3.4: summer actions are closed in winter and winter actions in summer."""
    s = table(2)
    assert view(s, decider(s), "draw_order").reason == "a winter action"
    to = winter_table(2)
    assert view(to, decider(to), "draw_vine").reason == "a summer action"


def test_spaces_are_closed_to_a_player_who_passed():
    """§3.2: once passed, a player can place no worker this season."""
    s = table(2)
    me = decider(s)
    pass_turn(s)
    assert view(s, me, "give_tour").reason == "you have passed this season"


def test_a_full_action_is_closed_once_the_grande_is_out():
    """§4.4: a full action is closed to a player whose grande is already placed."""
    s = table(2)
    me = decider(s)
    place(s, "draw_vine", worker="grande")
    other = decider(s)
    place(s, "give_tour", worker="grande")
    assert decider(s) == me
    assert view(s, me, "give_tour").reason == "every space is taken and your grande is already out"
    assert view(s, other, "draw_vine").reason == "every space is taken and your grande is already out"


# §4.4 grande


def test_grande_may_take_a_full_action():
    """§4.4: the grande may be placed on an action whose usable spaces are all taken, and acts."""
    s = table(2)
    place(s, "give_tour")
    other = decider(s)
    place(s, "give_tour", "full", "grande")
    assert s.players[other].lira == 2
    assert view(s, other, "give_tour").grandes == (other,)


def test_grande_on_a_full_action_gets_no_bonus():
    """§4.4: a grande placed on a full action never gets the bonus."""
    s = table(3)
    a, _b, c = s.turn_order
    place(s, "draw_vine")
    place(s, "draw_vine", "bonus")
    do(s, "bonus", "skip")
    hand = len(s.players[c].hand)
    place(s, "draw_vine", "full", "grande")
    assert len(s.players[c].hand) == hand + 1
    assert s.stack[-1].kind == "turn" and decider(s) == a


def test_several_grandes_may_share_a_full_action():
    """§4.4: grandes of several players may be placed on the same full action."""
    s = table(3)
    a, _b, c = s.turn_order
    place(s, "give_tour")
    place(s, "give_tour", "bonus")
    do(s, "bonus", "skip")
    place(s, "give_tour", "full", "grande")
    place(s, "give_tour", "full", "grande")
    assert view(s, a, "give_tour").grandes == (c, a)
    assert s.players[a].lira == 4


def test_grande_on_a_free_bonus_space_gets_the_bonus():
    """§4.4: a grande on a free bonus space is a normal worker and gets the bonus."""
    s = table(3)
    me = decider(s)
    place(s, "give_tour", "bonus", "grande")
    do(s, "bonus", "after")
    assert s.players[me].lira == 3


def test_grande_full_placement_only_when_every_space_is_taken():
    """§4.4: while a usable space is free the grande goes there like a worker, not on top."""
    s = table(3)
    place(s, "give_tour")
    assert ("full", "grande") not in placements_on(s, "give_tour")
    assert ("bonus", "grande") in placements_on(s, "give_tour")


def test_grande_ability_does_not_open_the_yoke_twice():
    """§4.4, §4.7: the grande's ability is for the board only; it may use the Yoke as a worker."""
    s = table(2)
    me = decider(s)
    s.players[me].structures = ["yoke"]
    plant_now(s, me, "sangiovese.1", 0)
    assert ("plain", "grande") in placements_on(s, "yoke")
    place(s, "yoke", worker="grande")
    do(s, "uproot", (0, "sangiovese.1"))
    pass_turn(s)
    assert decider(s) == me
    assert placements_on(s, "yoke") == set()
    assert view(s, me, "yoke").reason == "the Yoke has been used this year"


def test_a_regular_worker_cannot_take_a_full_action():
    """§4.4: only the grande may be placed on a full action."""
    s = table(2)
    place(s, "give_tour")
    with pytest.raises(IllegalAction):
        place(s, "give_tour", "full", "worker")


# §4.5 temporary worker


def test_temporary_worker_is_one_extra_regular_placement_this_year():
    """§4.5: the temporary worker is an extra regular worker for the current year only."""
    s = at_spring(2)
    me = decider(s)
    wake(s, 7, 1)
    pass_turn(s)
    lira = s.players[me].lira
    for _ in range(3):
        place(s, "gain_1_lira")
    assert (s.players[me].free_workers, s.players[me].grande_free) == (0, True)
    assert s.players[me].lira == lira + 3
    assert {a[2] for a in args(s, "place")} == {"grande"}


def test_temporary_worker_does_not_count_toward_six_workers():
    """§4.5, §4.8: with 5 own workers and the temporary one, a sixth may still be trained."""
    s = winter_table(2)
    me = decider(s)
    p = s.players[me]
    p.workers = p.free_workers = 4
    p.temp_worker = True
    p.free_workers += 1
    p.lira = 4
    changed(s)
    assert view(s, me, "train_worker").open
    place(s, "train_worker")
    assert p.workers == 5
    assert view(s, me, "train_worker").reason == "you already have 6 workers"


# §4.6 gain 1 lira


def test_gain_one_lira_has_unlimited_space_in_both_seasons():
    """§4.6: any number of workers may take Gain 1 lira, in summer and in winter."""
    s = table(2)
    a, b = s.turn_order
    for _ in range(4):
        place(s, "gain_1_lira")
    assert (s.players[a].lira, s.players[b].lira) == (2, 2)
    place(s, "gain_1_lira", worker="grande")
    assert s.players[a].lira == 3
    w = winter_table(2)
    me = decider(w)
    lira = w.players[me].lira
    place(w, "gain_1_lira")
    assert w.players[me].lira == lira + 1


# §4.7 private spaces


def test_the_yoke_is_usable_only_by_its_owner():
    """§4.7: the Yoke is a private space: only the player who built it may use it."""
    s = table(2)
    me = decider(s)
    other = 1 - me
    s.players[other].structures = ["yoke"]
    plant_now(s, other, "sangiovese.1", 0)
    plant_now(s, me, "sangiovese.2", 0)
    assert placements_on(s, "yoke") == set()
    assert view(s, me, "yoke").reason == "you have not built the Yoke"
    assert view(s, other, "yoke").open


# R9 friendly variant


def test_friendly_variant_keeps_the_bonus_space_for_players_who_can_take_the_bonus():
    """R9: a bonus space may be used only if its bonus can be taken or no other space is free."""
    s = table(3, friendly_variant=True)
    me = decider(s)
    give(s, me, "sangiovese.1")
    assert placements_on(s, "plant_vine") == {("plain", "worker"), ("plain", "grande")}
    give(s, me, "malvasia.1")
    assert ("bonus", "worker") in placements_on(s, "plant_vine")


def test_friendly_variant_opens_the_bonus_space_when_no_other_space_is_free():
    """R9: when the plain space is taken the bonus space may be used even without its bonus."""
    s = table(3, friendly_variant=True)
    a, b, _ = s.turn_order
    give(s, a, "sangiovese.1")
    give(s, b, "sangiovese.2")
    place(s, "plant_vine")
    do(s, "plant", ("sangiovese.1", 0))
    assert decider(s) == b
    assert placements_on(s, "plant_vine") == {("bonus", "worker"), ("bonus", "grande")}


def test_without_the_friendly_variant_the_bonus_space_is_always_open():
    """R9: the friendly variant is off by default."""
    s = table(3)
    give(s, decider(s), "sangiovese.1")
    assert ("bonus", "worker") in placements_on(s, "plant_vine")


def test_solo_bonus_token_lira_counts_for_an_open_space():
    """S1: in solo a bonus token adds the +1 lira bonus, so 1 lira and a token open Build structure."""
    s = table(1)
    p = s.players[0]
    p.lira, p.bonus_tokens = 1, 1
    changed(s)
    assert "build_structure" in {a[0] for a in args(s, "place")}
    assert view(s, 0, "build_structure").open
    p.bonus_tokens = 0
    changed(s)
    assert "build_structure" not in {a[0] for a in args(s, "place")}
    assert view(s, 0, "build_structure").reason == "you cannot afford any structure left to build"


@pytest.mark.parametrize(
    ("players", "options"),
    [(1, {}), (1, {"token_opens_middle": True}), (2, {}), (3, {"friendly_variant": True}), (5, {})],
)
def test_open_spaces_are_exactly_the_actions_a_worker_may_take(players, options):
    """§4.3: at every turn a space is shown open exactly when a placement on it is legal."""
    s = new_game(make_setup(players, 4, **options))
    rng = random.Random(4)
    while not s.game_over and s.year <= 7:
        choices = legal_actions(s)
        task = s.stack[-1]
        if task.kind == "turn":
            placeable = {c.action.arg[0] for c in choices if c.action.kind == "place"}
            opened = {v.action for v in spaces(s, task.seat) if v.open}
            assert placeable == opened, (s.year, s.phase)
        active = [c for c in choices if c.action.kind != "pass"] or choices
        apply(s, rng.choice(active).action)


@pytest.mark.parametrize(
    ("players", "setup_moves", "attempt", "message"),
    [
        (2, [], ("give_tour", "bonus", "worker"), "Give tour: there is no bonus space with 2 players"),
        (2, [], ("give_tour", "full", "grande"), "Give tour: a space of this action is still free"),
        (
            2,
            [("give_tour", "plain", "worker")],
            ("give_tour", "full", "worker"),
            "Give tour: only the grande may be placed on a full action",
        ),
        (
            2,
            [("give_tour", "plain", "worker")],
            ("give_tour", "plain", "worker"),
            "Give tour: every space without a bonus is taken",
        ),
        (
            2,
            [("gain_1_lira", "plain", "grande"), ("gain_1_lira", "plain", "worker")],
            ("give_tour", "plain", "grande"),
            "Give tour: your grande is already placed",
        ),
    ],
)
def test_an_illegal_placement_on_an_open_action_names_its_reason(players, setup_moves, attempt, message):
    """§4.1, §4.4: a placement refused on an open action says why, and changes nothing."""
    s = table(players)
    for move in setup_moves:
        place(s, *move)
    before = to_json(s)
    with pytest.raises(IllegalAction) as err:
        place(s, *attempt)
    assert str(err.value) == message
    assert to_json(s) == before


def test_friendly_variant_refusal_names_the_rule():
    """R9: a bonus space refused by the friendly variant says so."""
    s = table(3, friendly_variant=True)
    give(s, decider(s), "sangiovese.1")
    with pytest.raises(IllegalAction, match=r"Plant vine: friendly variant \(R9\)"):
        place(s, "plant_vine", "bonus")
