"""Wine orders and residual payments (§5.2, §9)."""

import pytest

from tests.scenario import args, changed, do, give, place, until, winter_table
from viticulture_tui.engine import IllegalAction, decider, spaces
from viticulture_tui.engine.catalog import catalog


def scene(players=2, orders=(), residual=0, **wines):
    """A winter turn of a player holding these orders and wines."""
    s = winter_table(players)
    me = decider(s)
    p = s.players[me]
    give(s, me, *orders)
    p.residual = residual
    for kind, row in wines.items():
        p.wines[kind] = sorted(row)
    changed(s)
    return s, p


def fill_open(state, seat):
    return next(v for v in spaces(state, seat) if v.action == "fill_order").open


def test_draw_order_draws_one_order_card():
    """§5.2: Draw wine order draws the top order card."""
    s, p = scene()
    top = s.decks["order"][-1]
    place(s, "draw_order")
    assert p.hand == [top]


def test_draw_order_bonus_draws_one_more():
    """§5.2: the Draw wine order bonus is one more order card, if wanted."""
    s, p = scene(players=3)
    place(s, "draw_order", "bonus")
    do(s, "bonus", "take")
    assert len(p.hand) == 2


def test_filling_an_order_gives_its_vp_and_moves_the_residual_marker():
    """§9: filling an order spends one wine per icon, discards the card, gives VP and residual."""
    s, p = scene(orders=["order_16"], red=[5], white=[3, 4])
    order = catalog().order_by_id["order_16"]
    assert (order.vp, order.residual) == (4, 1)
    lira = p.lira
    place(s, "fill_order")
    do(s, "fill", ("order_16", (("red", 5), ("white", 3))))
    assert (p.vp, p.residual, p.lira) == (4, 1, lira)
    assert p.wines["red"] == [] and p.wines["white"] == [4]
    assert p.hand == [] and s.discards["order"][-1] == "order_16"


def test_a_wine_above_the_minimum_fills_the_icon_without_extra_reward():
    """§9: a wine worth more than the minimum may fill the icon, for no extra reward."""
    s, p = scene(orders=["order_01"], red=[8])
    place(s, "fill_order")
    do(s, "fill", ("order_01", (("red", 8),)))
    assert p.vp == 2 and p.residual == 1


def test_two_small_wines_never_fill_one_icon():
    """§9: each icon takes exactly one wine; two small wines do not add up to one."""
    s, _p = scene(orders=["order_01"], red=[2, 3])
    assert not fill_open(s, decider(s))


def test_wine_types_never_substitute_for_each_other():
    """§9: each icon needs a wine of its exact type (a blush or white is no red)."""
    s, _p = scene(orders=["order_01", "order_05"], white=[4], blush=[6], sparkling=[9])
    assert not fill_open(s, decider(s))


def test_the_player_chooses_which_eligible_wines_to_give():
    """§9: any one-wine-per-icon assignment that meets the minimums may be chosen."""
    s, p = scene(orders=["order_02"], red=[3, 5], white=[2])
    place(s, "fill_order")
    assert sorted(args(s, "fill")) == [
        ("order_02", (("red", 3), ("white", 2))),
        ("order_02", (("red", 5), ("white", 2))),
    ]
    do(s, "fill", ("order_02", (("red", 5), ("white", 2))))
    assert p.wines["red"] == [3]


def test_an_order_with_two_icons_of_one_type_needs_two_wines():
    """§9: an order asking for red 3 and red 4 needs two red wines meeting those minimums pairwise."""
    s, _p = scene(orders=["order_11"], red=[3], white=[4])
    assert not fill_open(s, decider(s))
    t, _q = scene(orders=["order_11"], red=[3, 4])
    place(t, "fill_order")
    assert args(t, "fill") == [("order_11", (("red", 3), ("red", 4)))]


def test_only_orders_that_can_be_filled_are_offered():
    """§9, §4.3: the choices list only the orders the cellar can fill."""
    s, _p = scene(orders=["order_01", "order_05", "order_07"], red=[6])
    place(s, "fill_order")
    assert sorted({a[0] for a in args(s, "fill")}) == ["order_01", "order_07"]


def test_residual_marker_is_capped_at_5():
    """§9: the residual marker never goes above 5."""
    s, p = scene(orders=["order_25"], residual=4, red=[2], white=[2], blush=[5])
    place(s, "fill_order")
    do(s, "fill", ("order_25", (("blush", 5), ("red", 2), ("white", 2))))
    assert (p.vp, p.residual) == (5, 5)


def test_fill_order_bonus_gives_one_vp():
    """§5.2: the Fill order bonus is +1 VP."""
    s, p = scene(players=3, orders=["order_01"], red=[5])
    place(s, "fill_order", "bonus")
    do(s, "bonus", "after")
    do(s, "fill", ("order_01", (("red", 5),)))
    assert p.vp == 3


def test_filling_without_the_wines_is_illegal():
    """§9: an order cannot be filled with wines the player does not have."""
    s, _p = scene(orders=["order_01", "order_07"], red=[5])
    place(s, "fill_order")
    with pytest.raises(IllegalAction):
        do(s, "fill", ("order_07", (("red", 5),)))


def test_residual_is_paid_each_year_and_the_marker_stays():
    """§9, §3.5: the residual marker pays its value at every year end and never resets."""
    s, p = scene(residual=2)
    lira = p.lira
    until(s, lambda st: st.year == 2)
    until(s, lambda st: st.year == 3)
    assert p.residual == 2
    assert p.lira == lira + 4
