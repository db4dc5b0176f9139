"""The Turkish Viticulture EE FAQ (source-texts/001_ac45353c1f514092.txt), one test per answer.

Each block starts with an English translation of the FAQ paragraph it checks.
"""

import pytest

from tests.scenario import (
    args,
    at_spring,
    changed,
    do,
    give,
    labels,
    pass_turn,
    place,
    plant_now,
    table,
    to_phase,
    until,
    wake,
    winter_table,
)
from viticulture_tui.engine import IllegalAction, apply, decider, legal_actions, spaces
from viticulture_tui.engine.catalog import catalog


def view(state, seat, action):
    return next(v for v in spaces(state, seat) if v.action == action)


def place_kinds(state, action):
    return {(a[1], a[2]) for a in args(state, "place") if a[0] == action}


# ¶1 "The game goes on in years. Each year passes through spring, summer, fall and winter in
# order; a season does not start before the previous one is completely finished."


def test_faq_a_year_is_spring_summer_fall_winter_in_order():
    """FAQ ¶1: each year runs spring, summer, fall, winter, and no season starts before the last ends."""
    s = at_spring(3)
    phases = [s.phase]
    while s.year == 1:
        if s.phase != phases[-1]:
            phases.append(s.phase)
        choices = legal_actions(s)
        passing = [c for c in choices if c.action.kind == "pass"]
        apply(s, (passing or choices)[0].action)
    assert phases == ["spring", "summer", "fall", "winter"]
    assert s.phase == "spring"


# ¶2 "Viticulture is a worker-placement game; the real constraint is dividing the workers you
# have each year between summer and winter."


def test_faq_the_years_workers_are_shared_between_summer_and_winter():
    """FAQ ¶2: a year's workers serve summer and winter, so each summer worker is one less in winter."""
    s = table(2)
    me = decider(s)
    place(s, "give_tour")
    to_phase(s, "winter")
    assert s.players[me].free_workers == 1 and s.players[me].grande_free


# ¶3 "Summer is the time to grow the vineyard: planting vines, building structures, selling
# grapes and putting summer visitors to work. The words in brackets are the extra benefit the
# bonus space gives."


def test_faq_summer_actions_and_their_bonus_words():
    """FAQ ¶3: summer offers vines, tours, structures, visitors, selling and planting, each with a bonus."""
    s = table(3)
    me = decider(s)
    s.players[me].lira = 2
    changed(s)
    bonus = [lab for lab in labels(s) if "bonus space" in lab and "a worker" in lab]
    assert bonus == [
        "Draw vine: place a worker on the bonus space (draw 1 more vine)",
        "Give tour: place a worker on the bonus space (+1 lira)",
        "Build structure: place a worker on the bonus space (+1 lira)",
        "Sell grapes / buy or sell field: place a worker on the bonus space (+1 VP)",
    ]


# ¶4 "Winter is the time to harvest, turn grapes into wine, find out which wines are wanted,
# train workers and fill orders."


def test_faq_winter_actions():
    """FAQ ¶4: winter holds harvest, make wine, draw orders, train workers and fill orders."""
    s = winter_table(2)
    winter = {v.action for v in spaces(s, decider(s)) if v.season == "winter"}
    assert winter == {
        "harvest_field",
        "make_wine",
        "draw_order",
        "train_worker",
        "fill_order",
        "play_winter_visitor",
    }


# ¶5 "The first step of making wine is planting vines. Every player has three fields worth 5,
# 6 and 7."


def test_faq_three_fields_worth_5_6_and_7():
    """FAQ ¶5: every player has three fields, worth 5, 6 and 7."""
    s = table(4)
    assert all([f.value for f in p.fields] == [5, 6, 7] for p in s.players)


# ¶6 "Harvesting turns the vines on a field into grape tokens; the vine cards stay on the field."


def test_faq_harvest_makes_grapes_and_leaves_the_vines():
    """FAQ ¶6: a harvest puts grape tokens on the crush pad and leaves the vine cards on the field."""
    s = winter_table(2)
    me = decider(s)
    plant_now(s, me, "malvasia.1", 1)
    place(s, "harvest_field")
    do(s, "harvest", 1)
    assert s.players[me].grapes["white"] == [1]
    assert s.players[me].fields[1].vines == ["malvasia.1"]


# ¶7 "The 'make up to 2 wine tokens' action turns grapes on the crush pad into wines in the
# cellar. The wines made may be of the same type or of different types."


def test_faq_make_up_to_two_wines_of_same_or_different_types():
    """FAQ ¶7: Make wine turns crush-pad grapes into up to two wines, of one type or of two."""
    s = winter_table(2)
    me = decider(s)
    p = s.players[me]
    p.grapes = {"red": [1, 2], "white": [3]}
    place(s, "make_wine")
    do(s, "make", ("red", (1,), ()))
    do(s, "make", ("white", (), (3,)))
    assert p.wines["red"] == [1] and p.wines["white"] == [3] and p.grapes["red"] == [2]


# ¶8 "Filling wine orders is the main source of victory points."


def test_faq_orders_give_victory_points():
    """FAQ ¶8: filling a wine order gives its victory points."""
    s = winter_table(2)
    me = decider(s)
    give(s, me, "order_31")
    s.players[me].wines["sparkling"] = [9]
    s.players[me].structures = ["medium_cellar", "large_cellar"]
    place(s, "fill_order")
    do(s, "fill", ("order_31", (("sparkling", 9),)))
    assert s.players[me].vp == 5


# ¶9 "Structures let you plant better vines, make better wine and earn extra bonuses. Each
# structure's cost is printed on the vineyard mat by a coin symbol, and only one of each
# structure can be built."


def test_faq_one_of_each_structure_at_its_printed_cost():
    """FAQ ¶9: a structure costs its printed price, and a player builds only one of each."""
    s = table(2)
    me = decider(s)
    s.players[me].lira = 9
    s.players[me].structures = ["irrigation"]
    changed(s)
    place(s, "build_structure")
    assert sorted(args(s, "build")) == [
        "cottage",
        "medium_cellar",
        "tasting_room",
        "trellis",
        "windmill",
        "yoke",
    ]
    do(s, "build", "windmill")
    assert s.players[me].lira == 9 - catalog().structure_by_id["windmill"].cost


# ¶10 "Summer and winter visitors are the most variable part of the game; they are drawn in
# fall and played in their season."


def test_faq_visitors_are_drawn_in_fall_and_played_in_their_season():
    """FAQ ¶10: visitors are drawn in fall; a summer visitor is played in summer, a winter one in winter."""
    s = table(2)
    me = decider(s)
    to_phase(s, "fall")
    assert decider(s) == me
    do(s, "draw", ("summer",))
    card = s.players[me].hand[-1]
    to_phase(s, "winter")
    assert view(s, me, "play_winter_visitor").reason == "no winter visitor in your hand"
    assert catalog().card_type[card] == "summer"


# ¶11 "The following is public and cannot be hidden: a player's vineyard mat, available
# workers, amount of lira, and the number and type of cards in hand. The contents of the
# cards are secret."


def test_faq_card_type_is_public_and_card_content_private():
    """FAQ ¶11: everyone learns the type of a card drawn; only its owner learns which card it is."""
    s = table(3)
    me = decider(s)
    start = len(s.log)
    top = s.decks["vine"][-1]
    place(s, "draw_vine")
    events = s.log[start:]
    name = catalog().card_name(top)
    assert [e.seen_by for e in events if name in e.text] == [[me]]
    assert any(e.seen_by is None and "draws a vine card" in e.text for e in events)


# ¶12 "The grande worker works like a normal worker; the difference is that it can be placed
# on a completely full board action and still take that action. Placed that way it does not
# get the action's bonus. Several players may put their grande on the same full action. The
# ability holds only for actions on the game board; it cannot be used on private action
# spaces like the Yoke. Put on an empty bonus space like a normal worker, it gets the bonus."


def test_faq_grande_takes_a_full_action():
    """FAQ ¶12: a grande may be placed on a completely full board action and take that action."""
    s = table(2)
    place(s, "give_tour")
    other = decider(s)
    assert place_kinds(s, "give_tour") == {("full", "grande")}
    place(s, "give_tour", "full", "grande")
    assert s.players[other].lira == 2


def test_faq_grande_on_a_full_action_gets_no_bonus():
    """FAQ ¶12: a grande placed on a full action does not get the bonus."""
    s = table(3)
    _a, _b, c = s.turn_order
    place(s, "give_tour")
    place(s, "give_tour", "bonus")
    do(s, "bonus", "skip")
    place(s, "give_tour", "full", "grande")
    assert s.players[c].lira == 2
    assert s.stack[-1].kind == "turn"


def test_faq_several_grandes_on_one_full_action():
    """FAQ ¶12: several players may put their grande on the same full action."""
    s = table(2)
    a, b = s.turn_order
    place(s, "draw_vine")
    place(s, "draw_vine", "full", "grande")
    place(s, "draw_vine", "full", "grande")
    assert view(s, a, "draw_vine").grandes == (b, a)
    assert len(s.players[a].hand) == 2 and len(s.players[b].hand) == 1


def test_faq_grande_ability_not_on_the_yoke():
    """FAQ ¶12: the grande's ability is not for private spaces: a used Yoke stays closed to it."""
    s = table(2)
    me = decider(s)
    s.players[me].structures = ["yoke"]
    plant_now(s, me, "sangiovese.1", 0)
    plant_now(s, me, "malvasia.1", 1)
    place(s, "yoke")
    do(s, "harvest", 0)
    pass_turn(s)
    assert s.players[me].grande_free
    assert place_kinds(s, "yoke") == set()
    with pytest.raises(IllegalAction):
        place(s, "yoke", "full", "grande")


def test_faq_grande_on_an_empty_bonus_space_gets_the_bonus():
    """FAQ ¶12: a grande put on an empty bonus space like a normal worker gets the bonus."""
    s = table(4)
    me = decider(s)
    place(s, "draw_vine", "bonus", "grande")
    do(s, "bonus", "take")
    assert len(s.players[me].hand) == 2


# ¶13 "There is no limit on the number; the limit is the field's value. Field cards are worth
# 5, 6 and 7, and the total value of all the vine cards on a field cannot exceed it. One field
# may hold several red or several white vines. Vines are planted stacked and, once planted,
# stay on the field all game; only the Yoke or a visitor card can uproot them."


def test_faq_field_value_limits_the_vines_not_their_number():
    """FAQ ¶13: any number of vines fit a field while their total value stays within the field's value."""
    s = table(2)
    me = decider(s)
    s.players[me].structures = ["trellis"]
    plant_now(s, me, "syrah.1", 0)
    plant_now(s, me, "syrah.2", 0)
    give(s, me, "sangiovese.1", "pinot.1")
    place(s, "plant_vine")
    assert ("sangiovese.1", 0) in args(s, "plant")
    assert ("pinot.1", 0) not in args(s, "plant")


def test_faq_several_vines_of_one_colour_on_a_field():
    """FAQ ¶13: a field may hold several red vines (or several white vines)."""
    s = table(2)
    me = decider(s)
    plant_now(s, me, "sangiovese.1", 0)
    give(s, me, "sangiovese.2")
    place(s, "plant_vine")
    do(s, "plant", ("sangiovese.2", 0))
    assert s.players[me].fields[0].vines == ["sangiovese.1", "sangiovese.2"]


def test_faq_vines_stay_until_a_yoke_uproots_them():
    """FAQ ¶13: planted vines stay on the field; the Yoke can uproot one."""
    s = table(2)
    me = decider(s)
    s.players[me].structures = ["yoke"]
    plant_now(s, me, "sangiovese.1", 0)
    until(s, lambda st: st.year == 2)
    assert s.players[me].fields[0].vines == ["sangiovese.1"]
    to_phase(s, "summer")
    while decider(s) != me:
        pass_turn(s)
    place(s, "yoke")
    do(s, "uproot", (0, "sangiovese.1"))
    assert s.players[me].fields[0].vines == [] and "sangiovese.1" in s.players[me].hand


# ¶14 "At most 1 red and 1 white grape token. The red values of all the vines on the field are
# added into one red grape token and the white values into one white grape token. The vine
# cards stay on the field, so the same field can be harvested again every year; but each
# field is harvested only once a year."


def test_faq_harvest_gives_one_summed_red_and_one_summed_white():
    """FAQ ¶14: a harvest gives at most one red token (reds summed) and one white token (whites summed)."""
    s = winter_table(2)
    me = decider(s)
    for card in ("sangiovese.1", "syrah.1", "malvasia.1", "pinot.1"):
        plant_now(s, me, card, 2)
    place(s, "harvest_field")
    do(s, "harvest", 2)
    assert s.players[me].grapes == {"red": [4], "white": [2]}


def test_faq_a_field_is_harvested_every_year_but_once_a_year():
    """FAQ ¶14: the same field can be harvested every year, but only once in a year."""
    s = winter_table(3)
    me = decider(s)
    s.players[me].structures = ["yoke"]
    plant_now(s, me, "sangiovese.1", 0)
    place(s, "harvest_field")
    do(s, "harvest", 0)
    assert s.players[me].fields[0].harvested
    assert view(s, me, "harvest_field").reason == "no planted field is left to harvest this year"
    until(s, lambda st: st.year == 2)
    to_phase(s, "winter")
    while decider(s) != me:
        pass_turn(s)
    place(s, "harvest_field")
    do(s, "harvest", 0)
    assert s.players[me].grapes["red"] == [1, 2]


# ¶15 "No. Two grape tokens of the same colour cannot be combined; each red grape becomes its
# own red wine and each white grape its own white wine, with the same value. Values are added
# only for blush (1 red + 1 white) and sparkling (2 red + 1 white). Wine tokens in the cellar
# are never combined afterwards either."


def test_faq_same_colour_grapes_are_never_combined():
    """FAQ ¶15: two grapes of one colour never make one wine; each makes its own wine of the same value."""
    s = winter_table(2)
    me = decider(s)
    s.players[me].grapes = {"red": [1, 2], "white": [1, 2]}
    place(s, "make_wine")
    assert sorted(args(s, "make")) == [
        ("red", (1,), ()),
        ("red", (2,), ()),
        ("white", (), (1,)),
        ("white", (), (2,)),
    ]


def test_faq_values_add_up_only_for_blush_and_sparkling():
    """FAQ ¶15: only blush (1 red + 1 white) and sparkling (2 red + 1 white) add grape values."""
    s = winter_table(2)
    me = decider(s)
    s.players[me].structures = ["medium_cellar", "large_cellar"]
    s.players[me].grapes = {"red": [2, 3], "white": [2]}
    place(s, "make_wine")
    combined = sorted(a for a in args(s, "make") if a[0] in ("blush", "sparkling"))
    assert combined == [
        ("blush", (2,), (2,)),
        ("blush", (3,), (2,)),
        ("sparkling", (2, 3), (2,)),
    ]


def test_faq_cellar_wines_are_never_combined():
    """FAQ ¶15: wines in the cellar never merge, so two small wines cannot fill one larger icon."""
    s = winter_table(2)
    me = decider(s)
    give(s, me, "order_07")
    s.players[me].wines["red"] = [2, 3]
    changed(s)
    assert view(s, me, "fill_order").reason == "your wines fill none of your orders"


# ¶16 "Blush is made by combining 1 red and 1 white grape (worth at least 4) and needs the
# medium cellar (4 lira). Sparkling is made from 2 red and 1 white grape (worth at least 7)
# and needs the large cellar (6 lira). The large cellar cannot be built before the medium
# cellar. The tokens used are discarded."


def test_faq_blush_needs_medium_cellar_and_value_4():
    """FAQ ¶16: a blush (1 red + 1 white, at least 4) needs the medium cellar, which costs 4."""
    assert catalog().structure_by_id["medium_cellar"].cost == 4
    s = winter_table(2)
    me = decider(s)
    s.players[me].grapes = {"red": [1, 3], "white": [2]}
    s.players[me].structures = ["medium_cellar"]
    place(s, "make_wine")
    assert [a for a in args(s, "make") if a[0] == "blush"] == [("blush", (3,), (2,))]


def test_faq_sparkling_needs_large_cellar_and_value_7():
    """FAQ ¶16: a sparkling (2 red + 1 white, at least 7) needs the large cellar, which costs 6."""
    assert catalog().structure_by_id["large_cellar"].cost == 6
    s = winter_table(2)
    me = decider(s)
    s.players[me].grapes = {"red": [1, 2, 4], "white": [1]}
    s.players[me].structures = ["medium_cellar", "large_cellar"]
    place(s, "make_wine")
    assert [a for a in args(s, "make") if a[0] == "sparkling"] == [("sparkling", (2, 4), (1,))]


def test_faq_large_cellar_only_after_medium():
    """FAQ ¶16: the large cellar cannot be built before the medium cellar."""
    s = table(2)
    me = decider(s)
    s.players[me].lira = 10
    changed(s)
    place(s, "build_structure")
    assert "large_cellar" not in args(s, "build")
    do(s, "build", "medium_cellar")
    pass_turn(s)
    place(s, "gain_1_lira")
    assert s.players[me].structures == ["medium_cellar"]


def test_faq_grapes_used_for_wine_are_removed():
    """FAQ ¶16: the grape tokens combined into a wine are taken off the crush pad."""
    s = winter_table(2)
    me = decider(s)
    p = s.players[me]
    p.grapes = {"red": [2, 3], "white": [4]}
    p.structures = ["medium_cellar", "large_cellar"]
    place(s, "make_wine")
    do(s, "make", ("sparkling", (2, 3), (4,)))
    assert p.grapes == {"red": [], "white": []} and p.wines["sparkling"] == [9]


# ¶17 "Yes, the wine only has to equal or beat the minimum asked for; extra value earns
# nothing more. But exactly one wine token must be given for each wine symbol on the card.
# E.g. for an order asking for a red of 2 and a white of 4 you cannot combine two small
# wines to meet one symbol."


def test_faq_a_higher_wine_meets_the_minimum_for_no_extra():
    """FAQ ¶17: a wine above the minimum fills the icon and earns nothing extra."""
    s = winter_table(2)
    me = decider(s)
    give(s, me, "order_08")
    s.players[me].wines = {"red": [9], "white": [9], "blush": [], "sparkling": []}
    place(s, "fill_order")
    do(s, "fill", ("order_08", (("red", 9), ("white", 9))))
    assert (s.players[me].vp, s.players[me].residual) == (3, 1)


def test_faq_one_wine_token_per_order_symbol():
    """FAQ ¶17: each symbol takes exactly one wine: white 1 and white 3 do not meet a white 4."""
    s = winter_table(2)
    me = decider(s)
    give(s, me, "order_08")
    s.players[me].wines = {"red": [2], "white": [1, 3], "blush": [], "sparkling": []}
    changed(s)
    assert not view(s, me, "fill_order").open


# ¶18 "Everyone starts the bottle on the lira symbol (0) at the centre of the residual income
# dial. It moves only when a wine order is filled, by the lira on the card; it never goes back
# or resets. At every year end you get as many lira as its position. The top is 5 lira; even
# if you fill more orders it stays at 5. Filling an order gives no lira at once; only the
# marker moves."


def test_faq_residual_starts_at_zero_and_moves_by_the_order():
    """FAQ ¶18: the residual marker starts at 0 and moves by the order's residual when it is filled."""
    s = winter_table(2)
    me = decider(s)
    assert all(p.residual == 0 for p in s.players)
    give(s, me, "order_26")
    s.players[me].structures = ["medium_cellar", "large_cellar"]
    s.players[me].wines["red"] = [6, 7]
    place(s, "fill_order")
    do(s, "fill", ("order_26", (("red", 6), ("red", 7))))
    assert s.players[me].residual == 2


def test_faq_residual_caps_at_five():
    """FAQ ¶18: the residual marker stops at 5 however many orders are filled."""
    s = winter_table(2)
    me = decider(s)
    s.players[me].residual = 5
    give(s, me, "order_01")
    s.players[me].wines["red"] = [5]
    s.players[me].structures = ["medium_cellar"]
    place(s, "fill_order")
    do(s, "fill", ("order_01", (("red", 5),)))
    assert s.players[me].residual == 5


def test_faq_residual_pays_at_year_end_not_when_filling():
    """FAQ ¶18: filling an order pays no lira at once; the residual is paid at every year end."""
    s = winter_table(2)
    me = decider(s)
    give(s, me, "order_01")
    s.players[me].wines["red"] = [5]
    s.players[me].structures = ["medium_cellar"]
    lira = s.players[me].lira
    place(s, "fill_order")
    do(s, "fill", ("order_01", (("red", 5),)))
    assert s.players[me].lira == lira
    until(s, lambda st: st.year == 2)
    assert s.players[me].lira == lira + 1 and s.players[me].residual == 1


# ¶19 "Row 1 gives no bonus but the first turn of the year. Row 2 gives 1 vine card, row 3 one
# wine order card, row 4 1 lira, row 5 one summer or winter visitor card, row 6 1 victory
# point, row 7 the temporary worker (grey meeple) for that year. Each row can be chosen by
# one player only, and the chosen row sets the whole turn order of the year, summer to winter."


def test_faq_wake_up_row_bonuses():
    """FAQ ¶19: rows give nothing, a vine, an order, 1 lira, a visitor, 1 VP, the temporary worker."""
    s = at_spring(6)
    seats = [(s.first_player + k) % 6 for k in range(6)]
    before = {p.seat: (len(p.hand), p.lira, p.vp, p.free_workers) for p in s.players}
    wake(s, 1, 2, 3, 4, 6, 7)
    after = {p.seat: (len(p.hand), p.lira, p.vp, p.free_workers) for p in s.players}
    gains = [tuple(x - y for x, y in zip(after[k], before[k], strict=True)) for k in seats]
    assert gains == [(0, 0, 0, 0), (1, 0, 0, 0), (1, 0, 0, 0), (0, 1, 0, 0), (0, 0, 1, 0), (0, 0, 0, 1)]
    types = catalog().card_type
    assert types[s.players[seats[1]].hand[-1]] == "vine"
    assert types[s.players[seats[2]].hand[-1]] == "order"
    assert s.turn_order == seats


def test_faq_row_5_visitor_of_either_season():
    """FAQ ¶19: row 5 gives one summer or winter visitor."""
    s = at_spring(2)
    me = decider(s)
    do(s, "wake", (5, "summer"))
    assert catalog().card_type[s.players[me].hand[-1]] == "summer"


def test_faq_one_player_per_row_and_the_row_sets_the_years_order():
    """FAQ ¶19: each row takes one player, and the rows chosen give the turn order until winter."""
    s = at_spring(3)
    a = decider(s)
    wake(s, 4)
    assert 4 not in {c.action.arg[0] for c in legal_actions(s)}
    wake(s, 7, 2)
    b, c = (a + 1) % 3, (a + 2) % 3
    assert s.turn_order == [c, a, b]
    to_phase(s, "winter")
    assert decider(s) == c


# ¶20 "Yes, that is the game's core tension. Each worker is used only once a year; a worker
# placed in summer cannot be used in winter. Passing in summer keeps your remaining workers
# for winter, but once you pass you cannot place another worker that season. If you spend all
# your workers in summer you cannot take the scoring winter actions such as harvesting,
# making wine and filling orders."


def test_faq_passing_in_summer_keeps_workers_for_winter():
    """FAQ ¶20: passing in summer keeps the remaining workers for winter."""
    s = table(2)
    me = decider(s)
    pass_turn(s)
    to_phase(s, "winter")
    assert (s.players[me].free_workers, s.players[me].grande_free) == (2, True)


def test_faq_no_placement_after_passing():
    """FAQ ¶20: after passing a player cannot place another worker that season."""
    s = table(2)
    me = decider(s)
    pass_turn(s)
    assert view(s, me, "give_tour").reason == "you have passed this season"
    assert decider(s) != me
    place(s, "gain_1_lira")
    assert decider(s) != me


def test_faq_all_workers_spent_in_summer_leave_nothing_for_winter():
    """FAQ ¶20: a player who used every worker in summer takes no winter action."""
    s = table(2)
    me = decider(s)
    plant_now(s, me, "sangiovese.1", 0)
    place(s, "gain_1_lira")
    pass_turn(s)
    place(s, "gain_1_lira")
    place(s, "gain_1_lira", worker="grande")
    to_phase(s, "winter")
    assert s.players[me].passed and decider(s) != me
    assert view(s, me, "harvest_field").reason == "you have passed this season"
    winter = [e.text for e in s.log if e.season == "winter"]
    assert f"{s.players[me].name} has no worker left and passes." in winter


# ¶21 "Exactly one token fits on each symbol of the crush pad and the cellar. If the target
# symbol is taken the token drops to the next free, lower symbol (devaluation). E.g. if the
# white grape 4 is taken the new token goes on 3, and if that is taken too, on 2. If there is
# no place at all the token is lost. The same rule holds for wines whose value falls on a
# cellar level not built."


def test_faq_devaluation_example_white_grape_4_to_3_to_2():
    """FAQ ¶21: a white grape 4 with 4 taken goes to 3, and with 3 taken too, to 2."""
    s = winter_table(3)
    me = decider(s)
    s.players[me].structures = ["trellis", "irrigation"]
    plant_now(s, me, "chardonnay.1", 0)
    plant_now(s, me, "chardonnay.2", 1)
    s.players[me].grapes["white"] = [4]
    place(s, "harvest_field", "bonus")
    do(s, "harvest", 0)
    assert s.players[me].grapes["white"] == [3, 4]
    do(s, "harvest", 1)
    assert s.players[me].grapes["white"] == [2, 3, 4]


def test_faq_token_with_no_place_is_lost():
    """FAQ ¶21: a token with no free lower symbol is lost."""
    s = winter_table(2)
    me = decider(s)
    s.players[me].grapes["white"] = [1, 2]
    plant_now(s, me, "trebbiano.1", 0)
    place(s, "harvest_field")
    do(s, "harvest", 0)
    assert s.players[me].grapes["white"] == [1, 2]


def test_faq_wine_on_an_unbuilt_cellar_level_devalues():
    """FAQ ¶21: a wine whose value lies on an unbuilt cellar level drops to the highest free built slot."""
    s = winter_table(2)
    me = decider(s)
    s.players[me].grapes["white"] = [7]
    s.players[me].wines["white"] = [3]
    s.players[me].structures = []
    place(s, "make_wine")
    do(s, "make", ("white", (), (7,)))
    assert s.players[me].wines["white"] == [2, 3]


# ¶22 "Yes. With the 'sell at least 1 grape or buy/sell 1 field' action you can sell a field
# for the price on its card (5, 6 or 7 lira). But a field with vines cannot be sold, and a sold
# field cannot be planted. A sold field can be bought back later for the same price."


def test_faq_sell_a_field_for_its_price_and_buy_it_back():
    """FAQ ¶22: an empty field sells for its value and may later be bought back for the same price."""
    s = table(2)
    me = decider(s)
    place(s, "sell_grapes_or_field")
    do(s, "sell_field", 1)
    assert s.players[me].lira == 6 and s.players[me].fields[1].sold
    until(s, lambda st: st.year == 2)
    to_phase(s, "summer")
    while decider(s) != me:
        pass_turn(s)
    place(s, "sell_grapes_or_field")
    do(s, "buy_field", 1)
    assert s.players[me].lira == 0 and not s.players[me].fields[1].sold


def test_faq_no_selling_a_planted_field_no_planting_a_sold_one():
    """FAQ ¶22: a field with vines cannot be sold, and a sold field cannot be planted."""
    s = table(2)
    me = decider(s)
    plant_now(s, me, "sangiovese.1", 0)
    s.players[me].fields[2].sold = True
    give(s, me, "malvasia.1")
    place(s, "sell_grapes_or_field")
    assert args(s, "sell_field") == [1]
    do(s, "sell_field", 1)
    pass_turn(s)
    place(s, "plant_vine")
    assert args(s, "plant") == [("malvasia.1", 0)]


# ¶23 "No. When a player reaches or passes 20 points, the current year is completed, year-end
# steps included. There is no points ceiling. At the end of that year the player with the most
# points wins; ties are broken in order by most lira, the total value of wines in the cellar
# and the total value of grapes on the crush pad."


def test_faq_the_year_is_completed_after_20_vp():
    """FAQ ¶23: reaching 20 VP does not end the game at once: the year, year end included, is finished."""
    s = table(2)
    me = decider(s)
    s.players[me].vp = 19
    s.players[me].grapes["red"] = [1]
    s.players[me].residual = 1
    lira = s.players[me].lira
    s.players[me].structures = ["tasting_room"]
    s.players[me].wines["white"] = [1]
    place(s, "give_tour")
    assert s.players[me].vp == 20 and not s.game_over
    until(s, lambda st: False)
    assert s.game_over and s.year == 1
    assert s.players[me].lira == lira + 2 + 1
    assert s.players[me].grapes["red"] == [2]


def test_faq_no_points_ceiling_and_tie_breakers():
    """FAQ ¶23: points have no ceiling; ties go to lira, then cellar value, then crush-pad value."""
    s = winter_table(3)
    for p in s.players:
        p.vp, p.lira = 25, 4
    s.players[0].lira = 3
    s.players[1].wines["red"] = [2]
    s.players[2].wines["white"] = [1]
    s.players[2].grapes["white"] = [5]
    s.vp_trigger = True
    until(s, lambda st: False)
    assert [p.vp for p in s.players] == [25, 25, 25]
    assert s.winners == [1]
