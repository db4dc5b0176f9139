"""The year (§3, §14, R11, R12): wake-up, turn order, passing, fall, year end."""

from collections import Counter

from tests.scenario import (
    at_spring,
    changed,
    clear_hand,
    do,
    give,
    kinds,
    pass_turn,
    place,
    table,
    to_phase,
    until,
    wake,
    winter_table,
)
from viticulture_tui.engine import decider, legal_actions
from viticulture_tui.engine.catalog import catalog


def log_index(state, text):
    return next(i for i, e in enumerate(state.log) if text in e.text)


def test_seasons_follow_spring_summer_fall_winter_year_end():
    """§3: each year runs spring, summer, fall, winter and year end, each finished before the next."""
    s = at_spring(2)
    until(s, lambda st: st.year == 2)
    marks = ["Year 1 begins", "Summer begins", "Fall:", "Winter begins", "Year 1 ends", "Year 2 begins"]
    positions = [log_index(s, m) for m in marks]
    assert positions == sorted(positions)
    assert s.phase == "spring"


def test_wake_up_starts_with_the_first_player_and_goes_clockwise():
    """§3.1: wake-up rows are chosen from the first player, clockwise."""
    s = at_spring(4, seed=2)
    seen = []
    for row in (1, 2, 3, 4):
        seen.append(decider(s))
        wake(s, row)
    assert seen == [(s.first_player + k) % 4 for k in range(4)]


def test_a_wake_up_row_holds_one_player():
    """§3.1: each row holds one rooster: a taken row is not offered again."""
    s = at_spring(3)
    wake(s, 3)
    rows = {c.action.arg[0] for c in legal_actions(s)}
    assert rows == {1, 2, 4, 5, 6, 7}


def test_row_1_gives_no_bonus():
    """§3.1: row 1 gives nothing but acting first."""
    s = at_spring(2)
    seat = decider(s)
    before = s.players[seat].model_copy(deep=True)
    wake(s, 1)
    after = s.players[seat]
    assert (after.hand, after.lira, after.vp, after.free_workers) == (
        before.hand,
        before.lira,
        before.vp,
        before.free_workers,
    )


def test_row_2_draws_a_vine_card():
    """§3.1: row 2 draws 1 vine card."""
    s = at_spring(2)
    seat = decider(s)
    top = s.decks["vine"][-1]
    wake(s, 2)
    assert s.players[seat].hand[-1] == top


def test_row_3_draws_a_wine_order_card():
    """§3.1: row 3 draws 1 wine order card."""
    s = at_spring(2)
    seat = decider(s)
    top = s.decks["order"][-1]
    wake(s, 3)
    assert s.players[seat].hand[-1] == top


def test_row_4_gains_one_lira():
    """§3.1: row 4 gains 1 lira."""
    s = at_spring(2)
    seat = decider(s)
    lira = s.players[seat].lira
    wake(s, 4)
    assert s.players[seat].lira == lira + 1


def test_row_5_draws_a_summer_or_a_winter_visitor_of_the_players_choice():
    """§3.1: row 5 draws one visitor from the summer or the winter deck, as the player chooses."""
    s = at_spring(2)
    seat = decider(s)
    assert {c.action.arg for c in legal_actions(s) if c.action.arg[0] == 5} == {(5, "summer"), (5, "winter")}
    top = s.decks["winter"][-1]
    do(s, "wake", (5, "winter"))
    assert s.players[seat].hand[-1] == top


def test_row_6_gains_one_vp():
    """§3.1: row 6 gains 1 VP."""
    s = at_spring(2)
    seat = decider(s)
    wake(s, 6)
    assert s.players[seat].vp == 1


def test_row_7_gives_the_temporary_worker_for_the_year():
    """§3.1, §4.5: row 7 gives the grey temporary worker, one more placement this year."""
    s = at_spring(2)
    seat = decider(s)
    wake(s, 7)
    assert s.players[seat].temp_worker
    assert s.players[seat].free_workers == 3


def test_wake_up_rows_set_the_turn_order_of_the_year():
    """§3.1: the year's turn order is by row, row 1 first, empty rows skipped."""
    s = at_spring(3, seed=4)
    first = s.first_player
    wake(s, 6, 2, 4)
    second, third = (first + 1) % 3, (first + 2) % 3
    assert s.turn_order == [second, third, first]
    assert (s.phase, decider(s)) == ("summer", second)


def test_turn_order_holds_in_fall_and_winter():
    """§3.1, §14: the wake-up order is the turn order in summer, fall and winter alike."""
    s = at_spring(3, seed=4)
    wake(s, 6, 2, 4)
    order = list(s.turn_order)
    summer = []
    while s.phase == "summer":
        summer.append(decider(s))
        pass_turn(s)
    fall = []
    while s.phase == "fall":
        fall.append(decider(s))
        do(s, "draw", ("summer",))
    assert summer == order and fall == order
    assert decider(s) == order[0] and s.phase == "winter"


def test_row_1_may_be_chosen_again_next_year():
    """§3.1: in the base game row 1 has no restriction (the Tuscany rule does not apply)."""
    s = at_spring(2)
    row1 = decider(s)
    wake(s, 1, 2)
    until(s, lambda st: st.year == 2)
    wake(s, 2)
    assert decider(s) == row1
    assert 1 in {c.action.arg[0] for c in legal_actions(s)}


def test_first_player_passes_to_the_right_and_wake_up_starts_there_clockwise():
    """R11: at year end the first-player token passes to the right; wake-up starts there, clockwise."""
    s = at_spring(4, seed=2)
    first = s.first_player
    until(s, lambda st: st.year == 2)
    assert s.first_player == (first - 1) % 4
    seen = []
    for row in (1, 2, 3, 4):
        seen.append(decider(s))
        wake(s, row)
    assert seen == [(first - 1 + k) % 4 for k in range(4)]


def test_turns_go_round_in_wake_up_order_one_worker_each():
    """§3.2: players place one worker per turn, in wake-up order, round and round."""
    s = table(3)
    order = s.turn_order
    seen = []
    for _ in range(4):
        seen.append(decider(s))
        place(s, "gain_1_lira")
    assert seen == [order[0], order[1], order[2], order[0]]


def test_a_player_who_passed_is_skipped_for_the_rest_of_the_season():
    """§3.2: after passing a player places no more workers that season; the others go on."""
    s = table(3)
    a, b, _ = s.turn_order
    pass_turn(s)
    place(s, "gain_1_lira")
    place(s, "gain_1_lira")
    assert decider(s) == b
    assert s.players[a].free_workers == 2


def test_unused_workers_stay_available_for_winter():
    """§3.2: a player who passes in summer keeps the unplaced workers for winter."""
    s = table(2)
    me = decider(s)
    place(s, "gain_1_lira")
    to_phase(s, "winter")
    assert (s.players[me].free_workers, s.players[me].grande_free) == (1, True)


def test_workers_placed_in_summer_are_not_back_for_winter():
    """§3.2: workers placed in summer stay out until year end."""
    s = table(2)
    me = decider(s)
    place(s, "gain_1_lira")
    place(s, "gain_1_lira")
    place(s, "gain_1_lira", worker="grande")
    to_phase(s, "winter")
    assert (s.players[me].free_workers, s.players[me].grande_free) == (1, False)
    assert sum(p.seat == me for p in s.placements) == 2


def test_a_player_with_no_worker_left_passes_automatically():
    """§3.2: a player with no available worker must pass."""
    s = table(2)
    me = decider(s)
    place(s, "gain_1_lira")
    pass_turn(s)
    place(s, "gain_1_lira")
    place(s, "gain_1_lira", worker="grande")
    assert s.players[me].passed and s.phase == "fall"
    assert any(e.text == f"{s.players[me].name} has no worker left and passes." for e in s.log)


def test_pass_flags_are_cleared_at_the_start_of_winter():
    """§3.4: having passed in summer does not stop a player placing in winter."""
    s = table(2)
    to_phase(s, "winter")
    assert not any(p.passed for p in s.players)
    assert "place" in kinds(s)


def test_fall_draws_one_summer_or_winter_visitor_each():
    """§3.3: in fall each player draws one visitor, from the summer or the winter deck as they choose."""
    s = table(2)
    to_phase(s, "fall")
    me = decider(s)
    assert [c.action.arg for c in legal_actions(s)] == [("summer",), ("winter",)]
    top = s.decks["winter"][-1]
    do(s, "draw", ("winter",))
    assert s.players[me].hand == [top]


def test_no_worker_is_placed_in_fall():
    """§3.3: fall has no worker placement."""
    s = table(2)
    to_phase(s, "fall")
    assert kinds(s) == {"draw"}


def test_year_end_returns_every_worker_and_the_temporary_one():
    """§3.5.2: at year end all workers come back and the temporary worker returns to row 7."""
    s = at_spring(2)
    me = decider(s)
    wake(s, 7, 1)
    place(s, "gain_1_lira")
    until(s, lambda st: st.year == 2)
    p = s.players[me]
    assert s.placements == []
    assert (p.free_workers, p.grande_free, p.temp_worker) == (p.workers, True, False)


def test_residual_payments_are_paid_at_year_end():
    """§3.5.3, §9: at year end each player gains lira equal to the residual marker, which stays."""
    s = winter_table(2)
    s.players[0].residual = 3
    s.players[1].residual = 0
    lira = [p.lira for p in s.players]
    until(s, lambda st: st.year == 2)
    assert [p.lira for p in s.players] == [lira[0] + 3, lira[1]]
    assert s.players[0].residual == 3


def test_year_end_discards_down_to_seven_by_the_players_choice():
    """R12: at year end a player holding more than 7 cards chooses which to discard down to 7."""
    s = winter_table(2)
    me = decider(s)
    cards = [
        "sangiovese.1",
        "malvasia.1",
        "syrah.1",
        "pinot.1",
        "order_01",
        "order_02",
        "order_03",
        "merlot.1",
        "chardonnay.1",
    ]
    give(s, me, *cards)
    until(s, lambda st: st.stack and st.stack[-1].kind == "discard_to_limit")
    assert decider(s) == me
    assert [c.action.arg for c in legal_actions(s)] == cards
    do(s, "discard", "order_02")
    do(s, "discard", "pinot.1")
    assert decider(s) != me or s.stack[-1].kind != "discard_to_limit"
    assert sorted(s.players[me].hand) == sorted(set(cards) - {"order_02", "pinot.1"})
    assert s.discards["order"][-1] == "order_02" and s.discards["vine"][-1] == "pinot.1"


def test_hand_size_is_unlimited_during_the_year():
    """§11, R12: the hand limit is checked only at year end, never during the year."""
    s = table(2)
    me = decider(s)
    give(s, me, *[f"sangiovese.{i}" for i in range(1, 5)], *[f"malvasia.{i}" for i in range(1, 5)])
    place(s, "draw_vine")
    assert len(s.players[me].hand) == 9
    assert s.stack[-1].kind == "turn"


def test_year_end_ages_grapes_and_wines_by_one():
    """§3.5.1, §10: at year end every grape and wine moves up one value."""
    s = winter_table(2)
    p = s.players[0]
    p.grapes = {"red": [2], "white": [8]}
    p.wines["white"] = [1]
    changed(s)
    until(s, lambda st: st.year == 2)
    assert p.grapes == {"red": [3], "white": [9]}
    assert p.wines["white"] == [2]


def test_year_end_resets_the_yearly_flags():
    """§3.5.6: harvested fields, Windmill, Tasting Room and Yoke use are reset at year end."""
    s = winter_table(2)
    p = s.players[0]
    p.fields[0].harvested = True
    p.windmill_used = p.tasting_room_used = p.yoke_used = True
    until(s, lambda st: st.year == 2)
    assert not p.fields[0].harvested
    assert not (p.windmill_used or p.tasting_room_used or p.yoke_used)


def test_year_end_steps_run_in_order_age_retrieve_residual_discard():
    """§3.5: aging comes first, then residual payments, then the discard to 7."""
    s = winter_table(2)
    me = decider(s)
    s.players[me].residual = 1
    give(s, me, *[f"sangiovese.{i}" for i in range(1, 5)], *[f"malvasia.{i}" for i in range(1, 5)])
    until(s, lambda st: st.stack and st.stack[-1].kind == "discard_to_limit")
    texts = [e.text for e in s.log]
    aged = max(i for i, t in enumerate(texts) if "grapes and wines age" in t)
    paid = max(i for i, t in enumerate(texts) if "residual payments" in t)
    assert aged < paid
    assert s.placements == [] and s.phase == "year_end"


def test_visitor_cards_drawn_in_fall_are_kept_in_hand():
    """§3.3: visitors drawn in fall go to the hand, to be played in their season."""
    s = table(2)
    for p in s.players:
        clear_hand(s, p.seat)
    to_phase(s, "winter")
    types = catalog().card_type
    for p in s.players:
        assert Counter(types[c] for c in p.hand) == Counter({"summer": 1})
