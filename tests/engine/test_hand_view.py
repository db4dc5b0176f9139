"""engine/hand_view: for each card in a hand, whether it can be used now and why not (issue 11)."""

from __future__ import annotations

from tests.scenario import changed, choices, give, place, table
from viticulture_tui.engine.hand_view import card_status, hand_status, unplayable_visitors
from viticulture_tui.engine.visitors import playable_visitors, visitor_reason

SUMMER = ("surveyor", "contractor", "buyer", "broker")


def test_vines_say_what_they_need_and_why_they_cannot_be_planted() -> None:
    """Pinot needs a Trellis, Merlot Irrigation, Cabernet both; Sangiovese nothing (§6)."""
    state = table()
    seat = state.top().seat
    give(state, seat, "sangiovese.1", "pinot.1", "merlot.1", "cabernet_sauvignon.1")
    status = {s.card: s for s in hand_status(state, seat)}
    assert status["sangiovese.1"] == ("sangiovese.1", True, "", ())
    assert status["pinot.1"].needs == ("Trellis",) and not status["pinot.1"].usable
    assert status["pinot.1"].reason == "needs Trellis, not built yet"
    assert status["merlot.1"].needs == ("Irrigation",)
    assert status["cabernet_sauvignon.1"].reason == "needs Trellis and Irrigation, not built yet"
    state.players[seat].structures.append("trellis")
    changed(state)
    assert card_status(state, seat, "pinot.1").usable
    assert card_status(state, seat, "pinot.1").needs == ("Trellis",)  # still said, now satisfied
    assert card_status(state, seat, "cabernet_sauvignon.1").reason == "needs Irrigation, not built yet"


def test_a_full_field_is_the_reason_once_the_structures_are_there() -> None:
    """With every field sold or full, the vine is refused for room, not for a structure."""
    state = table()
    seat = state.top().seat
    player = state.players[seat]
    give(state, seat, "sangiovese.1")
    for field in player.fields:
        field.sold = True
    changed(state)
    assert card_status(state, seat, "sangiovese.1").reason == "you own no field to plant it on"


def test_visitors_follow_the_engines_own_playability_check_and_leave_the_state_alone() -> None:
    """Each visitor's status is visitor_reason's answer; the list of unplayable ones during a
    play-visitor decision is exactly the deck's cards that the legal choices leave out."""
    state = table()
    seat = state.top().seat
    give(state, seat, *SUMMER)
    before = state.model_dump(mode="json")
    for card in SUMMER:
        status = card_status(state, seat, card)
        assert status.reason == visitor_reason(state, seat, card)
        assert status.usable == (not status.reason)
    assert state.model_dump(mode="json") == before
    place(state, "play_summer_visitor")
    changed(state)
    offered = {c.action.arg for c in choices(state) if c.action.kind == "visit"}
    closed = unplayable_visitors(state)
    assert offered == set(playable_visitors(state, seat, "summer"))
    assert {s.card for s in closed} == set(SUMMER) - offered
    assert "contractor" in {s.card for s in closed} and all(s.reason for s in closed)


def test_no_unplayable_list_outside_a_visitor_decision() -> None:
    """At a turn, nothing is being chosen from the visitors: the list is empty."""
    state = table()
    give(state, state.top().seat, *SUMMER)
    assert unplayable_visitors(state) == ()
