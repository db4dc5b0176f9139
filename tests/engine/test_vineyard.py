"""Fields and vines (§5.1, §6, §7): drawing and planting vines, harvesting, selling grapes and fields."""

import pytest

from tests.scenario import (
    args,
    changed,
    do,
    give,
    kinds,
    labels,
    place,
    plant_now,
    table,
    to_phase,
    until,
    winter_table,
)
from viticulture_tui.engine import IllegalAction, decider, spaces
from viticulture_tui.engine.catalog import catalog


def view(state, seat, action):
    return next(v for v in spaces(state, seat) if v.action == action)


def plant_targets(state):
    return sorted(args(state, "plant"))


# §5.1 draw vine


def test_draw_vine_draws_one_vine_card():
    """§5.1: Draw vine draws the top vine card."""
    s = table(2)
    me = decider(s)
    top = s.decks["vine"][-1]
    place(s, "draw_vine")
    assert s.players[me].hand == [top]


def test_draw_vine_bonus_draws_a_second_vine_card_if_wanted():
    """§5.1, §4.2: the bonus of Draw vine is one more vine card, which may be declined."""
    s = table(3)
    me = decider(s)
    place(s, "draw_vine", "bonus")
    assert args(s, "bonus") == ["take", "skip"]
    do(s, "bonus", "take")
    assert len(s.players[me].hand) == 2
    t = table(3)
    place(t, "draw_vine", "bonus")
    do(t, "bonus", "skip")
    assert len(t.players[t.turn_order[0]].hand) == 1


# §6 planting


def test_plant_vine_plants_one_vine_from_hand_on_an_owned_field():
    """§5.1, §6: Plant vine puts one vine card from the hand onto a field, where it stays."""
    s = table(2)
    me = decider(s)
    give(s, me, "sangiovese.1")
    place(s, "plant_vine")
    assert plant_targets(s) == [("sangiovese.1", 0), ("sangiovese.1", 1), ("sangiovese.1", 2)]
    do(s, "plant", ("sangiovese.1", 2))
    assert s.players[me].fields[2].vines == ["sangiovese.1"]
    assert s.players[me].hand == []


def test_plant_bonus_plants_a_second_vine_if_wanted():
    """§5.1, §4.2: the bonus of Plant vine is a second vine, which is optional."""
    s = table(3)
    me = decider(s)
    give(s, me, "sangiovese.1", "malvasia.1", "sangiovese.2")
    place(s, "plant_vine", "bonus")
    do(s, "plant", ("sangiovese.1", 0))
    assert args(s, "stop") == [None]
    do(s, "plant", ("malvasia.1", 0))
    assert s.players[me].fields[0].vines == ["sangiovese.1", "malvasia.1"]
    assert s.players[me].hand == ["sangiovese.2"]
    assert s.stack[-1].kind == "turn"


def test_plant_bonus_second_vine_may_be_skipped():
    """§4.2: the second vine of the Plant bonus may be skipped."""
    s = table(3)
    me = decider(s)
    give(s, me, "sangiovese.1", "malvasia.1")
    place(s, "plant_vine", "bonus")
    do(s, "plant", ("sangiovese.1", 0))
    do(s, "stop")
    assert s.players[me].hand == ["malvasia.1"]


def test_field_capacity_limits_the_total_vine_value():
    """§6: the total value of the vines on a field may never exceed the field's value."""
    s = table(2)
    me = decider(s)
    s.players[me].structures = ["trellis", "irrigation"]
    plant_now(s, me, "cabernet_sauvignon.1", 0)
    plant_now(s, me, "chardonnay.1", 1)
    plant_now(s, me, "merlot.1", 2)
    give(s, me, "sangiovese.1", "syrah.1", "trebbiano.1", "merlot.2")
    place(s, "plant_vine")
    assert plant_targets(s) == [
        ("merlot.2", 2),
        ("sangiovese.1", 0),
        ("sangiovese.1", 1),
        ("sangiovese.1", 2),
        ("syrah.1", 1),
        ("syrah.1", 2),
        ("trebbiano.1", 1),
        ("trebbiano.1", 2),
    ]


def test_a_field_holds_any_number_of_vines_within_its_value():
    """§6: there is no limit on the number of vines on a field, only on their total value."""
    s = table(2)
    me = decider(s)
    for i in range(1, 5):
        plant_now(s, me, f"sangiovese.{i}", 0)
    give(s, me, "malvasia.1")
    place(s, "plant_vine")
    do(s, "plant", ("malvasia.1", 0))
    assert len(s.players[me].fields[0].vines) == 5


def test_red_and_white_vines_may_be_mixed_and_repeated_on_a_field():
    """§6: several red and several white vines may share one field."""
    s = table(2)
    me = decider(s)
    plant_now(s, me, "sangiovese.1", 2)
    plant_now(s, me, "sangiovese.2", 2)
    plant_now(s, me, "malvasia.1", 2)
    give(s, me, "malvasia.2")
    place(s, "plant_vine")
    do(s, "plant", ("malvasia.2", 2))
    assert s.players[me].fields[2].vines == ["sangiovese.1", "sangiovese.2", "malvasia.1", "malvasia.2"]


@pytest.mark.parametrize(
    ("variety", "needs"),
    [
        ("sangiovese", set()),
        ("malvasia", set()),
        ("pinot", {"trellis"}),
        ("syrah", {"trellis"}),
        ("trebbiano", {"trellis"}),
        ("merlot", {"irrigation"}),
        ("sauvignon_blanc", {"irrigation"}),
        ("cabernet_sauvignon", {"trellis", "irrigation"}),
        ("chardonnay", {"trellis", "irrigation"}),
    ],
)
def test_vines_need_their_trellis_and_irrigation(variety, needs):
    """§6: a vine with a trellis or irrigation icon may be planted only with that structure built."""
    for built in (set(), {"trellis"}, {"irrigation"}, {"trellis", "irrigation"}):
        s = table(2)
        me = decider(s)
        s.players[me].structures = sorted(built)
        give(s, me, f"{variety}.1")
        assert view(s, me, "plant_vine").open == (needs <= built), (variety, built)


def test_vine_values_from_the_data():
    """§6: each variety's red and white values and copies are as in the vine table."""
    table_ = {
        "sangiovese": (1, 0, 4),
        "malvasia": (0, 1, 4),
        "pinot": (1, 1, 6),
        "syrah": (2, 0, 5),
        "trebbiano": (0, 2, 5),
        "merlot": (3, 0, 5),
        "sauvignon_blanc": (0, 3, 5),
        "cabernet_sauvignon": (4, 0, 4),
        "chardonnay": (0, 4, 4),
    }
    assert {v.id: (v.red, v.white, v.copies) for v in catalog().vines} == table_


def test_a_sold_field_cannot_be_planted():
    """§6: a vine can be planted only on a field the player owns, not on a sold one."""
    s = table(2)
    me = decider(s)
    s.players[me].fields[0].sold = True
    give(s, me, "sangiovese.1")
    place(s, "plant_vine")
    assert plant_targets(s) == [("sangiovese.1", 1), ("sangiovese.1", 2)]


def test_planting_and_harvesting_a_field_in_the_same_year_is_allowed():
    """§6: a field planted in summer may be harvested the same winter."""
    s = table(2)
    me = decider(s)
    give(s, me, "sangiovese.1")
    place(s, "plant_vine")
    do(s, "plant", ("sangiovese.1", 0))
    to_phase(s, "winter")
    assert decider(s) == me
    place(s, "harvest_field")
    do(s, "harvest", 0)
    assert s.players[me].grapes["red"] == [1]


def test_vines_stay_planted_after_harvest_and_year_end():
    """§6, §7: harvesting leaves the vines on the field for the rest of the game."""
    s = winter_table(2)
    me = decider(s)
    plant_now(s, me, "syrah.1", 1)
    place(s, "harvest_field")
    do(s, "harvest", 1)
    until(s, lambda st: st.year == 2)
    assert s.players[me].fields[1].vines == ["syrah.1"]


# §7 harvest


def test_harvest_sums_red_and_white_values_into_one_token_each():
    """§7: a harvest gives one red grape of all red values summed and one white of all whites."""
    s = winter_table(2)
    me = decider(s)
    for card in ("pinot.1", "merlot.1", "malvasia.1"):
        plant_now(s, me, card, 2)
    place(s, "harvest_field")
    do(s, "harvest", 2)
    assert s.players[me].grapes == {"red": [4], "white": [2]}


def test_harvest_of_a_red_only_field_gives_only_a_red_grape():
    """§7: a field with only red vines yields no white grape."""
    s = winter_table(2)
    me = decider(s)
    plant_now(s, me, "syrah.1", 0)
    plant_now(s, me, "sangiovese.1", 0)
    place(s, "harvest_field")
    do(s, "harvest", 0)
    assert s.players[me].grapes == {"red": [3], "white": []}


def test_harvest_chooses_the_field():
    """§7: the player chooses which planted, unharvested field to harvest."""
    s = winter_table(2)
    me = decider(s)
    plant_now(s, me, "sangiovese.1", 0)
    plant_now(s, me, "malvasia.1", 2)
    place(s, "harvest_field")
    assert args(s, "harvest") == [0, 2]
    do(s, "harvest", 2)
    assert s.players[me].grapes == {"red": [], "white": [1]}


def test_harvest_bonus_harvests_a_second_different_field():
    """§5.2: the Harvest bonus harvests a second, different field (optional)."""
    s = winter_table(3)
    me = decider(s)
    plant_now(s, me, "sangiovese.1", 0)
    plant_now(s, me, "malvasia.1", 1)
    place(s, "harvest_field", "bonus")
    do(s, "harvest", 0)
    assert sorted(args(s, "harvest")) == [1]
    assert args(s, "stop") == [None]
    do(s, "harvest", 1)
    assert s.players[me].grapes == {"red": [1], "white": [1]}


def test_each_field_is_harvested_at_most_once_a_year():
    """§7: a field harvested this year cannot be harvested again until next year."""
    s = winter_table(3)
    me = decider(s)
    plant_now(s, me, "sangiovese.1", 0)
    place(s, "harvest_field")
    do(s, "harvest", 0)
    assert s.players[me].fields[0].harvested
    # Only one planted field: another harvest is closed for the rest of the year.
    assert view(s, me, "harvest_field").reason == "no planted field is left to harvest this year"
    until(s, lambda st: st.year == 2)
    to_phase(s, "winter")
    assert view(s, me, "harvest_field").open


def test_grape_values_above_9_are_placed_at_9():
    """§7: a harvest worth more than 9 gives a grape of 9."""
    s = winter_table(2)
    me = decider(s)
    for card in ("cabernet_sauvignon.1", "cabernet_sauvignon.2", "merlot.1"):
        plant_now(s, me, card, 2)
    place(s, "harvest_field")
    do(s, "harvest", 2)
    assert s.players[me].grapes["red"] == [9]


def test_harvested_grape_devalues_to_the_next_free_lower_space():
    """§7, §8.4: a grape whose space is taken goes to the next lower free space."""
    s = winter_table(2)
    me = decider(s)
    s.players[me].grapes["red"] = [3, 4]
    plant_now(s, me, "cabernet_sauvignon.1", 0)
    place(s, "harvest_field")
    do(s, "harvest", 0)
    assert s.players[me].grapes["red"] == [2, 3, 4]


def test_sold_field_is_not_harvested():
    """§6: a sold field holds no vines and cannot be harvested."""
    s = winter_table(2)
    me = decider(s)
    s.players[me].fields[0].sold = True
    changed(s)
    assert view(s, me, "harvest_field").reason == "no planted field is left to harvest this year"


# §5.1 sell grapes, sell or buy a field


@pytest.mark.parametrize(("value", "price"), [(1, 1), (3, 1), (4, 2), (6, 2), (7, 3), (9, 3)])
def test_grape_sale_price_by_value(value, price):
    """§5.1: a grape sells for 1 lira at 1-3, 2 lira at 4-6 and 3 lira at 7-9."""
    s = table(2)
    me = decider(s)
    s.players[me].grapes["white"] = [value]
    place(s, "sell_grapes_or_field")
    do(s, "sell_grape", ("white", value))
    assert s.players[me].lira == price
    assert s.players[me].grapes["white"] == []


def test_sell_several_grapes_in_one_action():
    """§5.1: the sell action sells one or more grapes, the player choosing when to stop."""
    s = table(2)
    me = decider(s)
    s.players[me].grapes = {"red": [2, 5], "white": [8]}
    place(s, "sell_grapes_or_field")
    do(s, "sell_grape", ("red", 5))
    assert sorted(args(s, "sell_grape")) == [("red", 2), ("white", 8)]
    assert args(s, "stop") == [None]
    do(s, "sell_grape", ("white", 8))
    do(s, "stop")
    assert s.players[me].grapes == {"red": [2], "white": []}
    assert s.players[me].lira == 5


def test_selling_grapes_excludes_a_field_in_the_same_action():
    """§5.1: the sell action is one of: grapes, or sell a field, or buy one back."""
    s = table(2)
    me = decider(s)
    s.players[me].grapes["red"] = [2, 3]
    place(s, "sell_grapes_or_field")
    do(s, "sell_grape", ("red", 2))
    assert kinds(s) == {"sell_grape", "stop"}
    assert labels(s) == ["Sell the red grape 3 for 1 lira", "Sell no more grapes"]


def test_sell_an_empty_owned_field_for_its_value():
    """§6: an owned field with no vines may be sold for its value and is flipped to sold."""
    s = table(2)
    me = decider(s)
    plant_now(s, me, "sangiovese.1", 0)
    place(s, "sell_grapes_or_field")
    assert args(s, "sell_field") == [1, 2]
    do(s, "sell_field", 2)
    assert s.players[me].fields[2].sold
    assert s.players[me].lira == 7


def test_buy_back_a_sold_field_for_the_same_price():
    """§6: a sold field may be bought back later for its value with the same action."""
    s = table(2)
    me = decider(s)
    s.players[me].fields[1].sold = True
    s.players[me].lira = 6
    place(s, "sell_grapes_or_field")
    do(s, "buy_field", 1)
    assert not s.players[me].fields[1].sold
    assert s.players[me].lira == 0


def test_buying_back_needs_the_full_price():
    """§6, §11: a field cannot be bought back without its full price in lira."""
    s = table(2)
    me = decider(s)
    for f in s.players[me].fields:
        f.sold = True
    s.players[me].lira = 6
    changed(s)
    place(s, "sell_grapes_or_field")
    assert args(s, "buy_field") == [0, 1]
    with pytest.raises(IllegalAction):
        do(s, "buy_field", 2)


def test_sell_bonus_gives_one_vp():
    """§5.1: the bonus of the sell action is +1 VP."""
    s = table(3)
    me = decider(s)
    s.players[me].grapes["red"] = [1]
    place(s, "sell_grapes_or_field", "bonus")
    do(s, "bonus", "after")
    do(s, "sell_grape", ("red", 1))
    assert (s.players[me].vp, s.players[me].lira) == (1, 1)


def test_only_own_fields_are_sold_and_bought():
    """§6: a player only ever sells or buys back their own three fields."""
    s = table(2)
    me = decider(s)
    other = 1 - me
    s.players[other].fields[0].sold = True
    s.players[me].lira = 10
    place(s, "sell_grapes_or_field")
    assert args(s, "buy_field") == []
    assert args(s, "sell_field") == [0, 1, 2]


def test_harvest_label_warns_only_when_a_grape_will_be_lost():
    """R6: a harvest that will lose a grape says so in its label; other harvests carry no warning."""
    s = winter_table(2)
    me = decider(s)
    s.players[me].grapes["white"] = [1, 2]
    plant_now(s, me, "pinot.1", 0)
    plant_now(s, me, "malvasia.1", 0)
    plant_now(s, me, "sangiovese.1", 1)
    place(s, "harvest_field")
    assert labels(s) == [
        "Harvest the 5-field (the white grape will be lost: no room on the crush pad)",
        "Harvest the 6-field",
    ]
