"""rules.md §20 "Collected edge rulings": one test per bullet, in the order of the list."""

from collections import Counter

from tests.scenario import (
    args,
    dealt,
    do,
    give,
    labels,
    pass_turn,
    place,
    plant_now,
    table,
    to_phase,
    until,
    winter_table,
)
from viticulture_tui.engine import decider, spaces
from viticulture_tui.engine import ops as engine_ops
from viticulture_tui.engine.catalog import catalog


def view(state, seat, action):
    return next(v for v in spaces(state, seat) if v.action == action)


def test_workers_are_not_retrieved_between_summer_and_winter():
    """§20: workers placed in summer stay on the board through winter."""
    s = table(2)
    me = decider(s)
    place(s, "give_tour")
    place(s, "draw_vine")
    place(s, "gain_1_lira", worker="grande")
    to_phase(s, "winter")
    assert (s.players[me].free_workers, s.players[me].grande_free) == (1, False)
    assert [(p.seat, p.action) for p in s.placements if p.seat == me] == [
        (me, "give_tour"),
        (me, "gain_1_lira"),
    ]


def test_bonus_is_optional_and_the_action_is_not():
    """§20: on a bonus space the bonus may be skipped, but the action must be done."""
    s = table(3)
    me = decider(s)
    give(s, me, "sangiovese.1")
    place(s, "plant_vine", "bonus")
    assert args(s, "stop") == []  # the first vine must be planted
    do(s, "plant", ("sangiovese.1", 0))
    assert s.players[me].fields[0].vines == ["sangiovese.1"]
    t = table(3)
    me = decider(t)
    place(t, "give_tour", "bonus")
    assert "skip" in args(t, "bonus")
    do(t, "bonus", "skip")
    assert t.players[me].lira == 2


def test_grande_on_a_full_action_gets_no_bonus_and_grandes_may_share_it():
    """§20: a grande on a full action takes no bonus, and several players' grandes may share it."""
    s = table(3)
    a, b, c = s.turn_order
    place(s, "give_tour")
    place(s, "give_tour", "bonus")
    do(s, "bonus", "after")
    place(s, "give_tour", "full", "grande")
    place(s, "give_tour", "full", "grande")
    assert [p.lira for p in (s.players[a], s.players[b], s.players[c])] == [4, 3, 2]
    assert view(s, a, "give_tour").grandes == (c, a)


def test_yoke_harvest_in_summer_is_that_fields_harvest_for_the_year():
    """§20: a field harvested with the Yoke in summer cannot be harvested again that winter."""
    s = table(2)
    me = decider(s)
    s.players[me].structures = ["yoke"]
    plant_now(s, me, "sangiovese.1", 0)
    place(s, "yoke")
    do(s, "harvest", 0)
    to_phase(s, "winter")
    assert decider(s) == me
    assert view(s, me, "harvest_field").reason == "no planted field is left to harvest this year"


def test_harvest_is_allowed_even_if_the_grapes_are_lost():
    """§20, R6: a field may be harvested even when its grapes find no space and are lost."""
    s = winter_table(2)
    me = decider(s)
    s.players[me].grapes["red"] = [1, 2, 3]
    plant_now(s, me, "syrah.1", 0)
    plant_now(s, me, "sangiovese.1", 0)
    assert view(s, me, "harvest_field").open
    place(s, "harvest_field")
    assert labels(s) == ["Harvest the 5-field (the red grape will be lost: no room on the crush pad)"]
    do(s, "harvest", 0)
    assert s.players[me].grapes["red"] == [1, 2, 3]
    assert s.players[me].fields[0].harvested
    assert "red 3 (lost)" in next(e.text for e in reversed(s.log) if "harvests" in e.text)


def test_a_sold_field_holds_no_vines_and_a_planted_field_cannot_be_sold():
    """§20: a sold field cannot be planted, and a field with vines cannot be sold."""
    s = table(2)
    me = decider(s)
    plant_now(s, me, "sangiovese.1", 0)
    s.players[me].fields[1].sold = True
    give(s, me, "malvasia.1")
    place(s, "sell_grapes_or_field")
    assert args(s, "sell_field") == [2]
    do(s, "sell_field", 2)
    pass_turn(s)
    place(s, "plant_vine")
    assert args(s, "plant") == [("malvasia.1", 0)]


def test_tasting_room_triggers_only_from_the_give_tour_action():
    """§20: the Tasting Room gives its VP on Give tour, not on any other action."""
    s = table(2)
    me = decider(s)
    p = s.players[me]
    p.structures = ["tasting_room"]
    p.wines["red"] = [2]
    p.lira = 2
    place(s, "build_structure")
    do(s, "build", "trellis")
    pass_turn(s)
    place(s, "gain_1_lira")
    assert p.vp == 0
    place(s, "give_tour", worker="grande")
    assert p.vp == 1


def test_the_papa_extra_worker_is_usable_in_year_1():
    """§20: a papa's extra worker may be placed in the first year."""
    s = dealt(2, mamas=["mama_01", "mama_01"], papas=["papa_15", "papa_15"])
    until(s, lambda st: st.phase == "summer")
    me = decider(s)
    p = s.players[me]
    assert p.papa == "papa_15"
    assert (p.workers, p.free_workers) == (3, 3)
    for _ in range(3):
        place(s, "gain_1_lira")
        if decider(s) != me:
            pass_turn(s)
    assert p.free_workers == 0 and p.grande_free


def test_cottage_both_visitor_types_are_chosen_before_drawing():
    """§20: with the Cottage both visitor decks are chosen in one decision, before any card is seen."""
    s = table(2)
    me = decider(s)
    s.players[me].structures = ["cottage"]
    to_phase(s, "fall")
    choices = args(s, "draw")
    assert all(len(c) == 2 for c in choices)
    hand = len(s.players[me].hand)
    do(s, "draw", ("winter", "winter"))
    assert len(s.players[me].hand) == hand + 2
    assert decider(s) != me


def test_reaching_20_vp_in_solo_does_not_end_the_game():
    """§20, §17.1: in the solo game 20 VP does not trigger the end; the game goes on."""
    s = table(1)
    engine_ops.gain_vp(s, 0, 21, "test")
    assert not s.vp_trigger
    until(s, lambda st: st.year == 2)
    assert not s.game_over and s.phase == "spring"


def test_the_hand_limit_counts_vine_and_order_cards_too():
    """§20: the year-end limit of 7 cards counts every card in hand, vines and orders included."""
    s = winter_table(2)
    me = decider(s)
    vines = [f"sangiovese.{i}" for i in range(1, 5)] + [f"malvasia.{i}" for i in range(1, 3)]
    give(s, me, *vines, "order_01", "order_02")
    until(s, lambda st: st.stack and st.stack[-1].kind == "discard_to_limit")
    assert decider(s) == me
    do(s, "discard", "order_01")
    types = catalog().card_type
    assert Counter(types[c] for c in s.players[me].hand) == Counter({"vine": 6, "order": 1})
    assert (s.year, s.phase) == (2, "spring")
