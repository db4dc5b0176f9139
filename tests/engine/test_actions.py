"""The remaining board actions (§5): give tour, train worker, play visitors; decks (§4.9, R3)."""

import pytest

from tests.scenario import (
    args,
    changed,
    do,
    give,
    place,
    table,
    to_phase,
    until,
    winter_table,
)
from viticulture_tui.engine import IllegalAction, decider, spaces
from viticulture_tui.engine.catalog import catalog


def view(state, seat, action):
    return next(v for v in spaces(state, seat) if v.action == action)


# Board contents


def test_six_summer_and_six_winter_board_actions():
    """§5: summer has six board actions and winter six, each with its bonus."""
    board = catalog().board
    summer = [a.id for a in board.actions if a.season == "summer"]
    winter = [a.id for a in board.actions if a.season == "winter"]
    assert summer == [
        "draw_vine",
        "give_tour",
        "build_structure",
        "play_summer_visitor",
        "sell_grapes_or_field",
        "plant_vine",
    ]
    assert winter == [
        "draw_order",
        "harvest_field",
        "train_worker",
        "play_winter_visitor",
        "make_wine",
        "fill_order",
    ]


# Give tour


def test_give_tour_gains_two_lira():
    """§5.1: Give tour gains 2 lira."""
    s = table(2)
    me = decider(s)
    place(s, "give_tour")
    assert s.players[me].lira == 2


def test_give_tour_bonus_gains_one_more_lira():
    """§5.1: the Give tour bonus is +1 lira, 3 in all."""
    s = table(3)
    me = decider(s)
    place(s, "give_tour", "bonus")
    assert args(s, "bonus") == ["after", "skip"]
    do(s, "bonus", "after")
    assert s.players[me].lira == 3


# Train worker


def test_train_worker_costs_4_and_the_worker_works_from_next_year():
    """§5.2, §4.8: training pays 4 lira; the new worker can be placed only from next year."""
    s = winter_table(2)
    me = decider(s)
    p = s.players[me]
    p.lira = 5
    changed(s)
    place(s, "train_worker")
    assert (p.lira, p.workers, p.trained, p.free_workers) == (1, 3, 1, 1)
    until(s, lambda st: st.year == 2)
    assert (p.workers, p.trained, p.free_workers) == (3, 0, 3)


def test_train_bonus_taken_first_makes_the_worker_cost_3():
    """§5.2: the Train bonus (+1 lira) may be taken first, so a worker costs 3."""
    s = winter_table(3)
    me = decider(s)
    p = s.players[me]
    p.lira = 3
    changed(s)
    assert ("train_worker", "bonus", "worker") in args(s, "place")
    assert ("train_worker", "plain", "worker") not in args(s, "place")
    place(s, "train_worker", "bonus")
    assert args(s, "bonus") == ["before"]
    do(s, "bonus", "before")
    assert (p.lira, p.workers) == (0, 3)


def test_no_more_than_six_workers():
    """§4.8: a player owns at most 6 workers, the grande included."""
    s = winter_table(2)
    me = decider(s)
    p = s.players[me]
    p.workers = 5
    p.lira = 10
    changed(s)
    assert view(s, me, "train_worker").reason == "you already have 6 workers"
    with pytest.raises(IllegalAction, match="Train worker is closed: you already have 6 workers"):
        place(s, "train_worker")


# Play visitors


def test_play_summer_visitor_plays_one_from_hand_and_discards_it():
    """§5.1, §13: Play summer visitor plays one summer visitor from hand, then discards it face up."""
    s = table(2)
    me = decider(s)
    give(s, me, "surveyor")
    place(s, "play_summer_visitor")
    assert args(s, "visit") == ["surveyor"]
    do(s, "visit", "surveyor")
    do(s, "option", "lira")
    assert s.players[me].lira == 6
    assert s.discards["summer"][-1] == "surveyor"
    assert "surveyor" not in s.players[me].hand


def test_summer_visitors_are_played_only_with_the_summer_action():
    """§13: a summer visitor cannot be played with the winter action, nor a winter one in summer."""
    s = table(2)
    me = decider(s)
    give(s, me, "politician")
    assert view(s, me, "play_summer_visitor").reason == "no summer visitor in your hand"
    w = winter_table(2)
    me = decider(w)
    give(w, me, "surveyor")
    assert view(w, me, "play_winter_visitor").reason == "no winter visitor in your hand"


def test_play_visitor_bonus_allows_an_optional_second_visitor():
    """§5.1, R7: the bonus plays a second visitor, after the first is fully resolved; it is optional."""
    s = table(3)
    me = decider(s)
    give(s, me, "surveyor", "banker")
    place(s, "play_summer_visitor", "bonus")
    do(s, "visit", "surveyor")
    assert s.stack[-1].kind == "visitor_option"
    do(s, "option", "lira")
    assert s.discards["summer"][-1] == "surveyor"
    assert args(s, "visit") == ["banker"] and args(s, "stop") == [None]
    do(s, "stop")
    assert s.players[me].hand == ["banker"] and s.players[me].lira == 6
    assert s.stack[-1].kind == "turn" and decider(s) != me


def test_play_winter_visitor_plays_one_winter_visitor():
    """§5.2: Play winter visitor plays one winter visitor from hand."""
    s = winter_table(2)
    me = decider(s)
    give(s, me, "politician")
    s.players[me].vp = -1
    place(s, "play_winter_visitor")
    do(s, "visit", "politician")
    assert s.discards["winter"][-1] == "politician"


# Decks (§4.9, R3)


def test_an_empty_deck_is_refilled_from_its_discard_pile():
    """R3: drawing from an empty deck first shuffles its discard pile into a new deck."""
    s = table(2)
    me = decider(s)
    s.discards["vine"] += s.decks["vine"]
    s.decks["vine"] = []
    changed(s)
    place(s, "draw_vine")
    assert len(s.players[me].hand) == 1
    assert s.discards["vine"] == [] and len(s.decks["vine"]) == 41
    assert any("discard pile is shuffled into a new deck" in e.text for e in s.log)


def test_the_reshuffle_follows_the_seed():
    """R3: the reshuffle uses the game's seeded generator, so it is reproducible."""
    decks = []
    for _ in range(2):
        s = table(2)
        s.discards["order"] += s.decks["order"]
        s.decks["order"] = []
        to_phase(s, "winter")
        place(s, "draw_order")
        decks.append(list(s.decks["order"]))
    assert decks[0] == decks[1]


def test_a_draw_only_action_is_closed_when_deck_and_discard_are_empty():
    """R3: with the deck and its discard pile both empty, an action that only draws is not legal."""
    s = table(2)
    me = decider(s)
    s.players[1 - me].fields[0].vines += s.decks["vine"] + s.discards["vine"]
    s.decks["vine"], s.discards["vine"] = [], []
    changed(s)
    assert view(s, me, "draw_vine").reason == "the vine deck and its discard pile are empty"
    with pytest.raises(IllegalAction, match="Draw vine is closed"):
        place(s, "draw_vine")


def test_the_bonus_draw_is_skipped_when_nothing_is_left_to_draw():
    """R3: the second card of a draw bonus is not offered when no card is left."""
    s = table(3)
    me = decider(s)
    keep = s.decks["vine"][-1]
    s.players[1 - me].fields[0].vines += s.decks["vine"][:-1] + s.discards["vine"]
    s.decks["vine"], s.discards["vine"] = [keep], []
    changed(s)
    place(s, "draw_vine", "bonus")
    assert s.players[me].hand == [keep]
    assert s.stack[-1].kind == "turn"
