"""The seat view: what one player may see of the game (§16)."""

from __future__ import annotations

from tests.ui.helpers import session_until
from viticulture_tui.engine.catalog import CARD_TYPES
from viticulture_tui.engine.state import Event
from viticulture_tui.engine.view import can_see, final_ranking, seat_view, visible_log


def test_view_shows_only_own_hand() -> None:
    """A seat sees its own cards and, for everyone else, only how many of each type they hold."""
    session = session_until(3, 5, lambda s: s.state.phase == "summer")
    state = session.state
    for seat in range(3):
        view = seat_view(state, seat)
        assert view.hand == tuple(state.players[seat].hand)
        for other in view.players:
            counts = dict(other.hand_counts)
            assert list(counts) == list(CARD_TYPES)
            assert sum(counts.values()) == len(state.players[other.seat].hand)
    assert seat_view(state, None).hand == ()


def test_private_log_lines_reach_only_their_reader() -> None:
    """A log line meant for one seat is in that seat's log and in no other seat's."""
    session = session_until(2, 5, lambda s: s.state.phase == "summer")
    state = session.state
    private = [e for e in state.log if e.seen_by is not None]
    assert private, "drawing cards leaves private lines"
    for seat in range(2):
        seen = visible_log(state, seat)
        for event in private:
            assert (event in seen) == (seat in (event.seen_by or []))
    assert all(e.seen_by is None for e in visible_log(state, None))
    assert visible_log(state, 0, tail=3) == visible_log(state, 0)[-3:]


def test_can_see() -> None:
    """Public lines are for everyone; private lines only for the seats listed."""
    assert can_see(Event(text="x"), None)
    assert can_see(Event(text="x", seen_by=[1]), 1)
    assert not can_see(Event(text="x", seen_by=[1]), 0)
    assert not can_see(Event(text="x", seen_by=[1]), None)


def test_final_ranking_shares_full_ties() -> None:
    """Players with the same VP, lira, wine and grapes share a place (R2); the next place skips."""
    session = session_until(3, 5, lambda s: s.state.phase == "summer")
    state = session.state
    for p in state.players:
        p.vp, p.lira = 5, 3
        p.grapes = {"red": [], "white": []}
        p.wines = {"red": [], "white": [], "blush": [], "sparkling": []}
    state.players[2].vp = 9
    lines = final_ranking(state)
    assert [(line.place, line.seat) for line in lines] == [(1, 2), (2, 0), (2, 1)]
