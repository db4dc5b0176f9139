"""Structures (§5.1 Build, §12): costs, one of each, prerequisites and every effect."""

import pytest

from tests.scenario import (
    args,
    changed,
    do,
    give,
    kinds,
    pass_turn,
    place,
    plant_now,
    play_card,
    table,
    to_phase,
    until,
    winter_table,
)
from viticulture_tui.engine import IllegalAction, decider, spaces
from viticulture_tui.engine.catalog import catalog

COSTS = {
    "trellis": 2,
    "irrigation": 3,
    "yoke": 2,
    "windmill": 5,
    "cottage": 4,
    "tasting_room": 6,
    "medium_cellar": 4,
    "large_cellar": 6,
}


def view(state, seat, action):
    return next(v for v in spaces(state, seat) if v.action == action)


def test_structure_costs():
    """§12: the eight structures cost 2, 3, 2, 5, 4, 6, 4 and 6 lira."""
    assert {st.id: st.cost for st in catalog().structures} == COSTS


@pytest.mark.parametrize("structure", sorted(set(COSTS) - {"large_cellar"}))
def test_build_pays_the_printed_cost(structure):
    """§5.1: Build structure pays the printed cost and puts the structure on the mat."""
    s = table(2)
    me = decider(s)
    s.players[me].lira = 7
    changed(s)
    place(s, "build_structure")
    do(s, "build", structure)
    assert s.players[me].structures == [structure]
    assert s.players[me].lira == 7 - COSTS[structure]


def test_only_affordable_structures_are_offered():
    """§11, §5.1: a structure is offered only if its full cost can be paid."""
    s = table(2)
    me = decider(s)
    s.players[me].lira = 3
    changed(s)
    place(s, "build_structure")
    assert sorted(args(s, "build")) == ["irrigation", "trellis", "yoke"]
    with pytest.raises(IllegalAction):
        do(s, "build", "cottage")


def test_each_structure_is_built_once():
    """§12: a player builds at most one of each structure."""
    s = table(2)
    me = decider(s)
    s.players[me].structures = ["trellis"]
    s.players[me].lira = 20
    changed(s)
    place(s, "build_structure")
    assert "trellis" not in args(s, "build")


def test_build_is_closed_once_every_structure_is_built():
    """§4.3, §12: with all eight structures built the Build action is closed."""
    s = table(2)
    me = decider(s)
    s.players[me].structures = list(COSTS)
    s.players[me].lira = 20
    changed(s)
    assert view(s, me, "build_structure").reason == "you have built every structure"


def test_large_cellar_needs_the_medium_cellar_first():
    """§12: the Large Cellar can be built only after the Medium Cellar."""
    s = table(2)
    me = decider(s)
    s.players[me].lira = 20
    changed(s)
    place(s, "build_structure")
    assert "large_cellar" not in args(s, "build")
    t = table(2)
    me = decider(t)
    t.players[me].lira = 20
    t.players[me].structures = ["medium_cellar"]
    changed(t)
    place(t, "build_structure")
    assert "large_cellar" in args(t, "build")


def test_build_bonus_gives_one_lira_after_the_build():
    """§5.1: the Build bonus is +1 lira, here taken after building."""
    s = table(3)
    me = decider(s)
    s.players[me].lira = 2
    changed(s)
    place(s, "build_structure", "bonus")
    do(s, "bonus", "after")
    do(s, "build", "trellis")
    assert s.players[me].lira == 1


# Windmill


def test_windmill_gives_one_vp_per_year_for_planting():
    """§12: with the Windmill a player gains 1 VP when planting, at most once a year."""
    s = table(3)
    me = decider(s)
    s.players[me].structures = ["windmill"]
    give(s, me, "sangiovese.1", "malvasia.1", "sangiovese.2")
    place(s, "plant_vine", "bonus")
    do(s, "plant", ("sangiovese.1", 0))
    do(s, "plant", ("malvasia.1", 0))
    assert s.players[me].vp == 1
    until(s, lambda st: st.year == 2)
    to_phase(s, "summer")
    while decider(s) != me:
        pass_turn(s)
    place(s, "plant_vine")
    do(s, "plant", ("sangiovese.2", 1))
    assert s.players[me].vp == 2


def test_no_windmill_no_vp_for_planting():
    """§12: planting gives no VP without the Windmill."""
    s = table(2)
    me = decider(s)
    give(s, me, "sangiovese.1")
    place(s, "plant_vine")
    do(s, "plant", ("sangiovese.1", 0))
    assert s.players[me].vp == 0


# Tasting Room


def test_tasting_room_gives_one_vp_on_a_tour_with_a_wine_in_the_cellar():
    """§12: Give tour with the Tasting Room and at least one wine gives 1 VP."""
    s = table(2)
    me = decider(s)
    s.players[me].structures = ["tasting_room"]
    s.players[me].wines["red"] = [1]
    place(s, "give_tour")
    assert (s.players[me].vp, s.players[me].lira) == (1, 2)


def test_tasting_room_needs_a_wine():
    """§12: without a wine in the cellar the Tasting Room gives nothing."""
    s = table(2)
    me = decider(s)
    s.players[me].structures = ["tasting_room"]
    s.players[me].grapes["red"] = [5]
    place(s, "give_tour")
    assert s.players[me].vp == 0


def test_tasting_room_gives_at_most_one_vp_a_year():
    """§12: the Tasting Room gives at most 1 VP per year."""
    s = table(3)
    a, _b, _c = s.turn_order
    s.players[a].structures = ["tasting_room"]
    s.players[a].wines["white"] = [2]
    place(s, "give_tour")
    pass_turn(s)
    pass_turn(s)
    place(s, "give_tour", "bonus")
    do(s, "bonus", "skip")
    assert (s.players[a].vp, s.players[a].lira) == (1, 4)


def test_tasting_room_is_not_triggered_by_other_actions():
    """§12, §20: only the Give tour board action triggers the Tasting Room."""
    s = table(2)
    me = decider(s)
    s.players[me].structures = ["tasting_room"]
    s.players[me].wines["red"] = [1]
    place(s, "gain_1_lira")
    assert s.players[me].vp == 0


# Cottage


def test_cottage_draws_two_visitors_chosen_together():
    """§12, §3.3: with the Cottage a player draws 2 visitors, any mix, both chosen before drawing."""
    s = table(2)
    me = decider(s)
    s.players[me].structures = ["cottage"]
    to_phase(s, "fall")
    assert decider(s) == me
    assert args(s, "draw") == [("summer", "summer"), ("summer", "winter"), ("winter", "winter")]
    tops = [s.decks["summer"][-1], s.decks["winter"][-1]]
    do(s, "draw", ("summer", "winter"))
    assert s.players[me].hand == tops
    assert decider(s) != me


# Yoke


def test_yoke_uproots_a_vine_to_the_hand():
    """§12: the Yoke may uproot one vine, which goes back to the player's hand."""
    s = table(2)
    me = decider(s)
    s.players[me].structures = ["yoke"]
    plant_now(s, me, "sangiovese.1", 0)
    plant_now(s, me, "malvasia.1", 0)
    place(s, "yoke")
    assert sorted(args(s, "uproot")) == [(0, "malvasia.1"), (0, "sangiovese.1")]
    assert args(s, "harvest") == [0]
    do(s, "uproot", (0, "malvasia.1"))
    assert s.players[me].fields[0].vines == ["sangiovese.1"]
    assert s.players[me].hand == ["malvasia.1"]


def test_yoke_harvests_a_field_in_summer():
    """§12: the Yoke may harvest one field, in summer too."""
    s = table(2)
    me = decider(s)
    s.players[me].structures = ["yoke"]
    plant_now(s, me, "syrah.1", 1)
    place(s, "yoke")
    do(s, "harvest", 1)
    assert s.players[me].grapes["red"] == [2]


def test_yoke_is_usable_once_a_year():
    """§12: the Yoke is used at most once a year, in summer or in winter."""
    s = table(2)
    me = decider(s)
    s.players[me].structures = ["yoke"]
    plant_now(s, me, "syrah.1", 1)
    plant_now(s, me, "sangiovese.1", 2)
    place(s, "yoke")
    do(s, "harvest", 1)
    to_phase(s, "winter")
    assert view(s, me, "yoke").reason == "the Yoke has been used this year"
    until(s, lambda st: st.year == 2)
    to_phase(s, "summer")
    assert view(s, me, "yoke").open


def test_yoke_needs_a_vine_or_a_field_to_harvest():
    """§4.3, §12: the Yoke is closed with no vine to uproot and no field to harvest."""
    s = table(2)
    me = decider(s)
    s.players[me].structures = ["yoke"]
    changed(s)
    assert view(s, me, "yoke").reason == "no vine to uproot and no field to harvest"
    assert "yoke" not in {a[0] for a in args(s, "place")}


def test_yoke_works_in_winter():
    """§5.3: the Yoke is usable in winter as well as summer."""
    s = winter_table(2)
    me = decider(s)
    s.players[me].structures = ["yoke"]
    plant_now(s, me, "malvasia.1", 0)
    place(s, "yoke")
    do(s, "harvest", 0)
    assert s.players[me].grapes["white"] == [1]


# Cellars


def test_medium_cellar_opens_values_4_to_6_and_large_7_to_9():
    """§8.1: the medium cellar holds wines of 4-6, the large cellar 7-9."""
    for structures, landed in (([], 3), (["medium_cellar"], 6), (["medium_cellar", "large_cellar"], 8)):
        s = winter_table(2)
        me = decider(s)
        s.players[me].structures = structures
        s.players[me].grapes["red"] = [8]
        place(s, "make_wine")
        do(s, "make", ("red", (8,), ()))
        assert s.players[me].wines["red"] == [landed]


def test_papa_structures_are_built_for_free():
    """§2.5: a structure from the papa is on the mat without paying its cost."""
    from tests.scenario import dealt

    s = dealt(2, mamas=["mama_01", "mama_01"], papas=["papa_07", "papa_07"])
    me = decider(s)
    do(s, "papa", "a")
    assert s.players[me].structures == ["tasting_room"] and s.players[me].lira == 0
    assert "papa" in kinds(s)


def test_windmill_also_counts_a_vine_planted_by_a_visitor():
    """§6, §13: the Windmill gives its VP for any planting, a visitor's included, once a year."""
    s = table(2)
    me = decider(s)
    s.players[me].structures = ["windmill"]
    give(s, me, "sangiovese.1", "malvasia.1")
    play_card(s, me, "planter")
    do(s, "option", "plant")
    do(s, "plant", ("sangiovese.1", 0))
    do(s, "plant", ("malvasia.1", 1))
    assert s.players[me].vp == 1
    assert s.players[me].windmill_used
