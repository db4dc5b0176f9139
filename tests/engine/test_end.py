"""Game end and winner (§15, R1, R2), VP and lira limits (§11, R4)."""

import pytest

from tests.scenario import changed, do, give, place, table, until, winter_table
from viticulture_tui.engine import IllegalAction, decider, legal_actions
from viticulture_tui.engine import ops as engine_ops
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.scoring import decide_winners


def reach_twenty_on_a_tour(players=2):
    """A summer turn where the decider, on 19 VP with a Tasting Room and a wine, gives a tour."""
    s = table(players)
    me = decider(s)
    p = s.players[me]
    p.vp = 19
    p.structures = ["tasting_room"]
    p.wines["red"] = [1]
    place(s, "give_tour")
    return s, me


def test_reaching_20_vp_triggers_the_last_year():
    """§15: when a player reaches 20 VP the trigger is set and the current year is played out."""
    s, me = reach_twenty_on_a_tour()
    assert s.players[me].vp == 20 and s.vp_trigger
    assert not s.game_over and s.phase == "summer"


def test_the_year_is_finished_with_its_year_end_before_the_game_ends():
    """§15: after the trigger the rest of the year, year end included, is played; then the game ends."""
    s, me = reach_twenty_on_a_tour()
    s.players[me].residual = 2
    lira = s.players[me].lira
    until(s, lambda st: st.phase == "winter")
    assert not s.game_over
    until(s, lambda st: False)
    assert s.game_over and s.year == 1
    assert s.players[me].lira == lira + 2  # residual payments were made
    assert s.players[me].wines["red"] == [2]  # wines aged
    assert s.winners == [me]


def test_the_trigger_stays_latched_if_the_player_drops_below_20():
    """R1: the 20-VP trigger is latched even if the player drops below 20 later that year."""
    s, me = reach_twenty_on_a_tour()
    engine_ops.gain_vp(s, me, -3, "a visitor")
    changed(s)
    assert s.players[me].vp == 17 and s.vp_trigger
    until(s, lambda st: False)
    assert s.game_over and s.year == 1


def test_below_20_the_game_goes_on_to_the_next_year():
    """§15: without anyone reaching 20 VP the game continues into the next year."""
    s = winter_table(2)
    s.players[0].vp = 19
    until(s, lambda st: st.year == 2)
    assert not s.game_over and s.phase == "spring"


def test_vp_have_no_upper_limit():
    """§11, §15: VP may go above 20; there is no cap."""
    s, me = reach_twenty_on_a_tour()
    engine_ops.gain_vp(s, me, 7, "test")
    assert s.players[me].vp == 27


def test_highest_vp_wins():
    """§15: at game end the player with the most VP wins."""
    s = winter_table(3)
    for p, vp in zip(s.players, (20, 22, 5), strict=True):
        p.vp = vp
    s.players[0].lira = 30
    s.vp_trigger = True
    until(s, lambda st: False)
    assert s.winners == [1]


def test_vp_tie_is_broken_by_lira():
    """§15: a VP tie goes to the player with the most lira."""
    s = winter_table(2)
    for p in s.players:
        p.vp = 20
    s.players[0].lira, s.players[1].lira = 3, 4
    s.vp_trigger = True
    until(s, lambda st: False)
    assert s.winners == [1]


def test_then_by_total_wine_value_in_the_cellar():
    """§15: with VP and lira tied, the higher total wine value in the cellar wins."""
    s = winter_table(2)
    for p in s.players:
        p.vp, p.lira = 20, 3
    s.players[0].wines["red"] = [2]  # ages to 3
    s.players[1].wines["blush"] = [4]  # ages to 5
    s.players[0].grapes["red"] = [9]
    s.vp_trigger = True
    until(s, lambda st: False)
    assert s.winners == [1]


def test_then_by_total_grape_value_on_the_crush_pad():
    """§15: with VP, lira and wine value tied, the higher total grape value wins."""
    s = winter_table(2)
    for p in s.players:
        p.vp, p.lira = 20, 3
        p.wines["white"] = [2]
    s.players[0].grapes = {"red": [1], "white": [1]}
    s.players[1].grapes = {"red": [4], "white": []}  # 5 against 2 + 2 after aging
    s.vp_trigger = True
    until(s, lambda st: False)
    assert s.winners == [1]


def test_a_complete_tie_is_a_shared_victory():
    """R2: players tied after every tie-breaker share the victory."""
    s = winter_table(3)
    for p in s.players:
        p.vp, p.lira = 21, 2
        p.wines["red"] = [3]
        p.grapes["white"] = [2]
    s.players[2].vp = 20
    s.vp_trigger = True
    until(s, lambda st: False)
    assert s.winners == [0, 1]
    assert "share the victory" in s.log[-1].text


def test_after_the_end_no_one_decides_and_no_action_is_legal():
    """§15: once the game is over nothing can be applied."""
    s = winter_table(2)
    s.vp_trigger = True
    until(s, lambda st: False)
    assert decider(s) is None and legal_actions(s) == []
    with pytest.raises(IllegalAction, match="the game is over"):
        do(s, "pass")


def test_winners_are_decided_on_vp_then_lira_then_wines_then_grapes():
    """§15: the ranking compares VP, then lira, then cellar value, then crush-pad value."""
    s = winter_table(2)
    a, b = s.players
    a.vp = b.vp = 20
    a.lira = b.lira = 0
    a.wines["red"], b.wines["white"] = [5], [2, 3]
    a.grapes["red"], b.grapes["red"] = [1], [2]
    assert decide_winners(s) == [1]


# §11 limits


def test_vp_never_go_below_minus_5():
    """§11, R4: VP can drop to -5 but never below."""
    s = table(2)
    engine_ops.gain_vp(s, 0, -4, "test")
    engine_ops.gain_vp(s, 0, -3, "test")
    assert s.players[0].vp == -5


def test_a_vp_cost_that_would_go_below_minus_5_cannot_be_paid():
    """R4: an effect that would take a player below -5 cannot be chosen or paid."""
    s = table(2)
    p = s.players[0]
    p.vp = -4
    assert engine_ops.can_lose_vp(p, 1)
    assert not engine_ops.can_lose_vp(p, 2)
    p.vp = -5
    assert not engine_ops.can_lose_vp(p, 1)


def test_lira_can_never_go_negative():
    """§11: costs must be paid in full; lira never goes below 0."""
    s = table(2)
    with pytest.raises(AssertionError):
        engine_ops.pay(s, 0, 1)
    assert s.players[0].lira == 0


def test_training_is_closed_without_four_lira():
    """§11, §5.2: an action whose cost cannot be paid in full is closed."""
    s = winter_table(2)
    me = decider(s)
    s.players[me].lira = 3
    changed(s)
    with pytest.raises(IllegalAction, match="training costs 4 lira"):
        place(s, "train_worker")


def test_vp_sources_add_up_to_vp():
    """§15: every VP gained is recorded with its source."""
    s = winter_table(2)
    me = decider(s)
    give(s, me, "order_01")
    s.players[me].wines["red"] = [5]
    place(s, "fill_order")
    do(s, "fill", ("order_01", (("red", 5),)))
    assert s.players[me].vp_sources == {"orders": catalog().order_by_id["order_01"].vp}
