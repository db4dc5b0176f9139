"""Issue 12, "what happened while you were away": the curtain sums it up, the log and board mark it."""

from __future__ import annotations

import pytest
from textual.pilot import Pilot

from tests.ui.helpers import flat_text, session_until, settle, tap
from tests.ui.test_computer_seats import table
from viticulture_tui.ai.random_seat import RandomSeat
from viticulture_tui.engine.since import away, fresh_lines, replayed_marks
from viticulture_tui.session import Session
from viticulture_tui.ui import computer_turns
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.game import GameScreen
from viticulture_tui.ui.widgets.board import Board
from viticulture_tui.ui.widgets.game_log import FRESH_MARK, GameLog
from viticulture_tui.ui.widgets.hand_over import HandOver

COMPACT = (80, 24)


def _summer_turn_of(seat: int) -> Session:
    """Three players in year 1's summer, everyone has placed once, and `seat` is to place again."""

    def stop(s: Session) -> bool:
        placed = {p.seat for p in s.state.placements}
        return s.decision_kind() == "turn" and s.decider() == seat and placed == {0, 1, 2}

    return session_until(3, 4, stop, visitors=False)


async def _place_once(pilot: Pilot[None], session: Session, prefer: str = "") -> None:
    """The deciding seat places a worker (on the first space offered) and answers what follows.

    The screen is let settle after each action, as between a player's keys (a list it opens takes
    the focus after a refresh).
    """
    seat = session.decider()
    places = [c for c in session.choices() if c.action.kind == "place"]
    place = next((c for c in places if c.action.arg[0] == prefer), places[0])
    session.apply(place.action)
    await pilot.pause()
    while session.decider() == seat and session.decision_kind() != "turn":
        session.apply(session.choices()[0].action)
        await pilot.pause()


async def test_the_curtain_sums_up_what_the_others_did_and_the_log_marks_it() -> None:
    """Anna places, Ben and Carla place: Anna's curtain lists their lines; lifted, the log marks them."""
    session = _summer_turn_of(0)
    app = ViticultureApp(session=session)
    async with app.run_test(size=(160, 50)) as pilot:
        await tap(pilot, "enter")
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.viewer == 0
        await _place_once(pilot, session)
        log_at_handover = len(session.state.log)
        for seat in (1, 2):
            await tap(pilot, "enter")
            assert screen.viewer == seat
            await _place_once(pilot, session)
        await pilot.pause()
        assert screen.covered and session.decider() == 0
        missed = [e.text for e in session.state.log[log_at_handover:] if e.seen_by is None]
        data = screen.query_one(HandOver).data
        assert data is not None and data.away == tuple(missed) and not data.first_turn
        assert "Since your last turn:" in flat_text(app)
        drawn = " ".join(screen.query_one(HandOver).make_text().plain.split())
        for line in missed[-5:]:
            assert f"• {line}" in drawn
        assert "Ben" in " ".join(missed) and "Carla" in " ".join(missed)
        await tap(pilot, "enter")
        assert screen.viewer == 0 and not screen.covered
        log = screen.query_one(GameLog)
        own = [e for e in session.state.log[log_at_handover:] if e.seen_by is None or 0 in e.seen_by]
        assert log.fresh == (len(own), 0)
        drawn = log.make_text().plain
        assert drawn.count(FRESH_MARK) == len(own) or drawn.count(FRESH_MARK) >= 5
        assert FRESH_MARK + own[-1].text in drawn
        assert "new since your last turn" in str(log.border_subtitle)
        taken = away(session.state, replayed_marks(session.state)[0], 0).spaces
        assert screen.query_one(Board).fresh_spaces == taken and taken
        # Anna plays on: her own lines come below the marked ones, unmarked.
        await _place_once(pilot, session)
        await pilot.pause()
        if screen.viewer == 0:
            after = sum(
                1 for e in session.state.log[log_at_handover + len(own) :] if e.seen_by in (None, [0])
            )
            assert log.fresh == (len(own), after)


async def test_no_line_meant_for_one_player_reaches_the_curtain() -> None:
    """Hand-over after hand-over, the curtain holds exactly the public lines since that seat's turn."""
    session = session_until(3, 6, lambda s: s.state.phase == "summer")
    app = ViticultureApp(session=session)
    checked = hidden = 0
    async with app.run_test(size=COMPACT) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        for _ in range(12):
            await pilot.pause()
            data = screen.query_one(HandOver).data
            assert screen.covered and data is not None
            state = session.state
            since = replayed_marks(state).get(data.seat)
            start = since.log if since is not None else 0
            assert data.away == tuple(e.text for e in state.log[start:] if e.seen_by is None)
            hidden += sum(1 for e in state.log[start:] if e.seen_by is not None)
            checked += 1
            await tap(pilot, "enter")
            choices = session.choices()
            session.apply(next((c for c in choices if c.action.kind == "place"), choices[0]).action)
            while session.decider() == data.seat and not screen.covered:
                await pilot.pause()
                session.apply(session.choices()[0].action)
    assert checked == 12 and hidden > 0  # some lines were private, and none of them showed


async def test_at_80x24_the_summary_fits_on_the_curtain() -> None:
    """With six players the list is long: 80x24 shows what fits and says how many the log holds."""

    def stop(s: Session) -> bool:
        placed = {p.seat for p in s.state.placements}
        return s.state.phase == "summer" and s.decision_kind() == "turn" and len(placed) == 6

    session = session_until(6, 4, stop, visitors=False)
    app = ViticultureApp(session=session)
    async with app.run_test(size=COMPACT) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        for undo in (False, True):
            await pilot.pause()
            assert screen.covered
            curtain = screen.query_one(HandOver)
            data = curtain.data
            assert data is not None and not data.first_turn and len(data.away) > 8
            assert (data.undo_by is not None) == undo
            region = curtain.region
            assert region.y >= 0 and region.bottom <= COMPACT[1] and region.right <= COMPACT[0]
            rows = curtain.make_text().wrap(app.console, curtain.content_size.width)
            assert len(rows) <= curtain.content_size.height
            text = flat_text(app)
            assert "Everything private stays hidden until then." in text and "Since your last turn:" in text
            shown = sum(1 for r in rows if r.plain.startswith("• "))
            assert shown >= 2 and f"({len(data.away) - shown} earlier in the log)" in text
            if undo:
                assert "u takes back your last action" in text
            await tap(pilot, "enter")
            await _place_once(pilot, session, prefer="gain_1_lira")  # reveals nothing: undo is offered


async def test_alone_beside_computers_the_marks_follow_their_moves(monkeypatch: pytest.MonkeyPatch) -> None:
    """Anna and two computers, no curtain ever: once the computers have placed, her next turn marks
    their lines and spaces, not what stood before her first decision."""
    monkeypatch.setattr(computer_turns, "PACE", 0.0)
    monkeypatch.setattr(computer_turns, "GRACE", 0.0)
    session = Session.new(table(None, "random", "random", seed=4))
    seats = RandomSeat(2)
    while not (session.state.phase == "summer" and session.decider() == 0):
        session.apply(seats.choose(session.choices()))  # the papas and spring, played ahead
    app = ViticultureApp(session=session)
    async with app.run_test(size=(160, 50)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await settle(pilot, lambda: screen.viewer == 0 and not screen.computers.playing)
        checked = 0
        for _ in range(2):
            done = len(session.state.history)
            await _place_once(pilot, session)
            await settle(pilot, lambda: session.decider() == 0 and not screen.computers.playing)
            state = session.state
            if state.phase != "summer":
                break  # the computers passed to the fall: no second summer turn this year
            assert {seat for seat, _ in state.history_marks[done:]} >= {1, 2}, "both computers moved"
            missed = away(state, replayed_marks(state)[0], 0)
            assert missed.spaces and missed.events, "the computers' placements are there to mark"
            assert screen.query_one(Board).fresh_spaces == missed.spaces
            assert screen.query_one(GameLog).fresh == fresh_lines(state, missed, 0)
            checked += 1
        assert checked == 2, "both of Anna's next summer turns came after the computers' moves"


async def test_solo_the_setup_marks_go_with_the_first_decision() -> None:
    """Solo the first lift marks the setup's lines; once the player has chosen, nothing is marked
    and the log no longer says that anything is new (it used to, all game)."""
    session = session_until(1, 3, lambda s: True)
    app = ViticultureApp(session=session)
    async with app.run_test(size=(160, 50)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await settle(pilot, lambda: screen.deciding)
        log = screen.query_one(GameLog)
        assert log.fresh[0] > 0 and "new since your last turn" in str(log.border_subtitle)
        await tap(pilot, "1")
        await settle(pilot, lambda: len(session.state.history) == 1)
        await pilot.pause()
        assert log.fresh == (0, 0) and not log.border_subtitle
        assert not screen.query_one(Board).fresh_spaces
