"""Summer visitors 20-38 that move workers or the rooster: Planner, Producer, Organizer."""

import pytest

from tests.scenario import args, choices, choose, clear_hand, do, game, give, labels, play_card
from viticulture_tui.engine import IllegalAction, apply, legal_actions, ops
from viticulture_tui.engine.game import decider, spaces
from viticulture_tui.engine.state import Placement
from viticulture_tui.engine.turns import placement_choices
from viticulture_tui.engine.visitors import visitor_reason


def why(s, seat, card):
    """Why the card cannot be played now, once it is in the player's hand."""
    if card not in s.players[seat].hand:
        give(s, seat, card)
    return visitor_reason(s, seat, card)


def place(s, seat, action, slot, grande=False):
    """Put one of the player's workers on a space directly (for setting up a scene)."""
    s.placements.append(Placement(seat=seat, action=action, slot=slot, grande=grande))
    player = s.players[seat]
    if grande:
        player.grande_free = False
    else:
        player.free_workers -= 1
    s._legal_cache = None


def play_through_to_winter(s):
    """Everyone passes in summer and takes the first choice elsewhere, until winter starts."""
    while s.phase != "winter":
        if s.stack and s.stack[-1].kind == "turn":
            do(s, "pass")
        else:
            apply(s, legal_actions(s)[0].action)


# --- Planner (V5) ---------------------------------------------------------------------------


def test_planner_worker_blocks_a_winter_space_and_acts_at_the_start_of_winter():
    """Planner: the worker blocks the winter space now and takes its action when winter starts."""
    s = game(2)
    me = s.turn_order[0]
    other = ops.opponents_in_order(s, me)[0]
    clear_hand(s, me)
    workers = s.players[me].free_workers
    play_card(s, me, "planner")
    assert "Draw wine order: plan your grande" in labels(s)
    choose(s, "Draw wine order: plan a worker")
    assert s.players[me].free_workers == workers - 1
    [planned] = [p for p in s.placements if p.planned]
    assert (planned.seat, planned.action, planned.slot, planned.grande) == (me, "draw_order", 0, False)
    play_through_to_winter(s)
    orders = [c for c in s.players[me].hand if ops.card_type(c) == "order"]
    assert len(orders) == 1
    assert not any(p.planned for p in s.placements)
    # The space stays taken for the rest of winter.
    other_labels = [c.label for c in placement_choices(s, other)]
    assert "Draw wine order: place a worker" not in other_labels
    assert "Draw wine order: your grande on the full action (no bonus)" in other_labels


def test_planner_grande_on_a_bonus_space_takes_the_bonus_in_winter():
    """Planner: a grande planned on a bonus space gets the bonus (a second order) in winter."""
    s = game(3)
    me = s.turn_order[0]
    clear_hand(s, me)
    play_card(s, me, "planner")
    choose(s, "Draw wine order: plan your grande on the bonus space")
    assert s.players[me].grande_free is False
    play_through_to_winter(s)
    orders = [c for c in s.players[me].hand if ops.card_type(c) == "order"]
    assert len(orders) == 1
    choose(s, "Draw 1 more wine order card")
    orders = [c for c in s.players[me].hand if ops.card_type(c) == "order"]
    assert len(orders) == 2


def test_planner_in_solo_the_middle_space_needs_a_bonus_token():
    """Planner: in solo with the S1 middle-space option, planning on a middle space spends a token."""
    s = game(1, token_opens_middle=True)
    s.players[0].bonus_tokens = 0
    play_card(s, 0, "planner")
    assert not any("bonus space" in label for label in labels(s))
    s = game(1, token_opens_middle=True)
    s.players[0].bonus_tokens = 1
    play_card(s, 0, "planner")
    choose(s, "Make wine: plan a worker on the bonus space")
    assert s.players[0].bonus_tokens == 0


def test_planner_not_playable_in_winter_or_without_a_worker():
    """Planner: not playable in winter (Manager), nor with no worker left to place."""
    s = game(2)
    assert why(s, 0, "planner") == ""
    s.phase = "winter"
    assert why(s, 0, "planner") == "there is no later season this year"
    s.phase = "summer"
    s.players[0].free_workers = 0
    s.players[0].grande_free = False
    assert why(s, 0, "planner") == "you have no worker left to place"


def test_planner_is_never_played_with_the_last_worker():
    """Planner (§4.3, V5): the visitor action is not open to the player's last worker when the
    Planner is their only summer visitor, since placing that worker leaves none to plan; the
    board says why."""
    s = game(2)
    me = s.turn_order[0]
    clear_hand(s, me)
    give(s, me, "planner")
    s.players[me].free_workers = 1
    place(s, me, "give_tour", 0, grande=True)
    assert not any(c.action.arg[0] == "play_summer_visitor" for c in choices(s) if c.action.kind == "place")
    [view] = [v for v in spaces(s, me) if v.action == "play_summer_visitor"]
    assert not view.open
    assert "Planner" in view.reason and "no worker left" in view.reason
    with pytest.raises(IllegalAction):
        do(s, "place", ("play_summer_visitor", "plain", "worker"))


def test_planner_with_a_worker_to_spare_is_played_and_plans_it():
    """Planner: with the grande and one worker free, either may go to the visitor action; the
    other is then planned."""
    s = game(2)
    me = s.turn_order[0]
    clear_hand(s, me)
    give(s, me, "planner")
    s.players[me].free_workers = 1
    assert ("play_summer_visitor", "plain", "worker") in args(s, "place")
    assert ("play_summer_visitor", "plain", "grande") in args(s, "place")
    do(s, "place", ("play_summer_visitor", "plain", "worker"))
    choose(s, "Play Planner")
    assert "Draw wine order: plan your grande" in labels(s)


def test_planner_needs_a_free_winter_space():
    """Planner: with every winter space taken it cannot be played."""
    s = game(2)
    for action in (
        "draw_order",
        "harvest_field",
        "train_worker",
        "play_winter_visitor",
        "make_wine",
        "fill_order",
    ):
        s.placements.append(Placement(seat=1, action=action, slot=0))
    assert why(s, 0, "planner") == "every winter action space is taken"


# --- Producer -------------------------------------------------------------------------------


def test_producer_takes_back_two_workers_but_not_the_visitor_one():
    """Producer: pay 2 lira, take back 2 workers (grande included); the one that played it stays."""
    s = game(2)
    me = s.turn_order[0]
    s.players[me].lira = 5
    place(s, me, "draw_vine", 0)
    place(s, me, "give_tour", 0, grande=True)
    place(s, me, "play_summer_visitor", 0)
    play_card(s, me, "producer")
    assert s.players[me].lira == 3
    assert labels(s) == ["Take back a worker from Draw vine", "Take back your grande from Give tour"]
    choose(s, "Take back a worker from Draw vine")
    assert "Take back no more" in labels(s)
    choose(s, "Take back your grande")
    assert [(p.action, p.seat) for p in s.placements] == [("play_summer_visitor", me)]
    assert s.players[me].free_workers == 1
    assert s.players[me].grande_free is True
    assert s.stack[-1].kind == "turn"


def test_producer_may_stop_after_one_and_the_worker_can_be_placed_again():
    """Producer: after one worker the player may stop; that worker can be placed this year."""
    s = game(2)
    me = s.turn_order[0]
    s.players[me].lira = 2
    place(s, me, "draw_vine", 0)
    place(s, me, "give_tour", 0)
    play_card(s, me, "producer")
    choose(s, "Take back a worker from Draw vine")
    choose(s, "Take back no more")
    assert s.players[me].lira == 0
    assert [p.action for p in s.placements] == ["give_tour"]
    assert s.players[me].free_workers == 1
    assert decider(s) == me
    assert "Draw vine: place a worker" in labels(s)


def test_producer_takes_back_a_worker_from_the_visitor_action_it_was_not_played_by():
    """Producer: a worker already on the summer visitor action is not the one that plays the card
    (the grande placed now is), so the action is open and that worker can be taken back."""
    s = game(2)
    me = s.turn_order[0]
    clear_hand(s, me)
    give(s, me, "producer")
    s.players[me].lira = 2
    place(s, me, "play_summer_visitor", 0)
    assert ("play_summer_visitor", "full", "grande") in args(s, "place")
    do(s, "place", ("play_summer_visitor", "full", "grande"))
    choose(s, "Play Producer")
    assert labels(s) == ["Take back a worker from Play summer visitor"]
    choose(s, "Take back a worker from Play summer visitor")
    assert [(p.action, p.slot, p.grande) for p in s.placements] == [("play_summer_visitor", -1, True)]
    assert s.players[me].free_workers == 2


def test_producer_needs_two_lira_and_another_placed_worker():
    """Producer: not playable without 2 lira, nor with only the visitor worker placed."""
    s = game(2)
    s.players[0].lira = 2
    place(s, 0, "play_summer_visitor", 0)
    assert why(s, 0, "producer") == "you have no other placed worker to take back"
    place(s, 0, "draw_vine", 0)
    assert why(s, 0, "producer") == ""
    s.players[0].lira = 1
    assert why(s, 0, "producer") == "you need 2 lira"


# --- Organizer (V6) -------------------------------------------------------------------------


def test_organizer_moves_the_rooster_takes_the_bonus_and_passes():
    """Organizer: row 6 gives 1 VP, the player passes, and turn order follows the new row."""
    s = game(3)
    first, second, third = s.turn_order
    assert [s.players[x].rooster for x in s.turn_order] == [1, 2, 3]
    clear_hand(s, first)
    give(s, first, "organizer")
    vp = s.players[first].vp
    do(s, "place", ("play_summer_visitor", "plain", "worker"))
    choose(s, "Play Organizer")
    assert not any(label.startswith(("Row 1", "Row 2", "Row 3")) for label in labels(s))
    choose(s, "Row 6: gain 1 VP, then pass")
    assert s.players[first].rooster == 6
    assert s.players[first].vp == vp + 1
    assert s.players[first].passed is True
    assert s.turn_order == [second, third, first]
    assert decider(s) == second
    do(s, "pass")
    assert decider(s) == third
    do(s, "pass")
    assert s.phase == "fall"
    assert decider(s) == second  # fall draws follow the new order


def test_organizer_row_five_offers_both_decks_and_row_seven_a_worker():
    """Organizer: row 5 draws a visitor of the chosen deck; row 7 gives the temporary worker."""
    s = game(2)
    me = s.turn_order[0]
    play_card(s, me, "organizer")
    assert "Row 5: draw 1 summer visitor, then pass" in labels(s)
    assert "Row 5: draw 1 winter visitor, then pass" in labels(s)
    # Each choice carries its row, as spring's do, so a screen can number the rows by row.
    assert all(c.number == c.action.arg[0] for c in choices(s))
    workers = s.players[me].free_workers
    choose(s, "Row 7")
    assert s.players[me].rooster == 7
    assert s.players[me].temp_worker is True
    assert s.players[me].free_workers == workers + 1
    assert s.players[me].passed is True


def test_organizer_row_seven_gives_the_temporary_worker_only_while_it_is_free():
    """Organizer: there is one temporary worker; a player moving to an emptied row 7 while another
    player holds it this year takes the row but no second grey worker."""
    s = game(3)
    holder, me = s.turn_order[0], s.turn_order[1]
    s.players[holder].rooster = 4  # moved off row 7 by an Organizer, keeping the grey worker
    s.players[holder].temp_worker = True
    s.players[holder].free_workers += 1
    workers = s.players[me].free_workers
    play_card(s, me, "organizer")
    assert "Row 7: (the temporary worker is in use this year), then pass" in labels(s)
    choose(s, "Row 7")
    assert s.players[me].rooster == 7
    assert s.players[me].temp_worker is False
    assert s.players[me].free_workers == workers
    assert sum(p.temp_worker for p in s.players) == 1


def test_organizer_in_solo_offers_no_row_seven():
    """Organizer: row 7 is not offered in a solo game."""
    s = game(1)
    if "organizer" not in s.players[0].hand:
        give(s, 0, "organizer")
    assert visitor_reason(s, 0, "organizer") == ""
    play_card(s, 0, "organizer")
    rows = [label.split(":")[0] for label in labels(s)]
    assert "Row 7" not in rows
    assert "Row 6" in rows
