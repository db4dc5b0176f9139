"""L opens the whole game log (the panel holds only its latest lines): every line the player at the
keyboard may read, none meant for someone else alone, opened at the newest; never behind the curtain."""

from __future__ import annotations

import pytest
from textual.containers import VerticalScroll

from tests.ui.contrast import failures
from tests.ui.helpers import game_screen, screen_text, session_until, settle, tap
from tests.ui.test_computer_mat import anna_before_ben
from tests.ui.test_computer_seats import table
from viticulture_tui.engine.view import can_see
from viticulture_tui.session import Session
from viticulture_tui.ui import computer_turns
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.game import GameScreen
from viticulture_tui.ui.screens.whole_log import WholeLogScreen, whole_log_text
from viticulture_tui.ui.themes import THEMES


def _year_two(s: Session) -> bool:
    """Three players in year 2's summer, at a turn: private draws of every seat lie in the log."""
    return s.state.year == 2 and s.state.phase == "summer" and s.decision_kind() == "turn"


async def test_the_whole_log_holds_what_the_seat_may_read_and_opens_at_the_newest() -> None:
    """Each player in turn opens it: their own 'You draw' lines are there, the others' are not, every
    public line is, and the newest line is in view; Escape goes back to the game as it was."""
    session = session_until(3, 5, _year_two)
    app = ViticultureApp(session=session)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await tap(pilot, "L")
        assert screen.covered and app.screen is screen, "the curtain hides the log as all else"
        await tap(pilot, "enter")
        seat = screen.viewer
        assert seat is not None
        await tap(pilot, "L")
        log_screen = app.screen
        assert isinstance(log_screen, WholeLogScreen)
        shown = whole_log_text(log_screen.events).plain
        log = session.state.log
        mine = [e.text for e in log if e.seen_by is not None and seat in e.seen_by]
        theirs = [e.text for e in log if e.seen_by is not None and seat not in e.seen_by]
        assert mine and theirs, "the game holds private lines of this seat and of others"
        assert all(line in shown for line in mine)
        assert not any(line in shown for line in theirs if line not in mine)
        assert [e.text for e in log_screen.events] == [e.text for e in log if can_see(e, seat)]
        assert "— Year 2 · Summer —" in shown and "— Year 1 · Spring —" in shown
        scroll = log_screen.query_one("#whole-log-scroll", VerticalScroll)
        # Scrolled once laid out (after a refresh, which a busy machine may take a moment to reach).
        await settle(pilot, lambda: scroll.max_scroll_y > 0 and scroll.scroll_y == scroll.max_scroll_y)
        await tap(pilot, "escape")
        assert app.screen is screen and screen.viewer == seat and not screen.covered


async def test_while_a_computer_moves_between_people_the_whole_log_is_the_public_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Anna, Ben (a computer), Carla: while Ben's move waits, nobody is at the keyboard, and L shows
    the lines everyone may read, none of Anna's own."""
    monkeypatch.setattr(computer_turns, "PACE", 3600.0)  # Ben's turn stays on screen
    monkeypatch.setattr(computer_turns, "GRACE", 0.0)
    session = anna_before_ben()
    app = ViticultureApp(session)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = game_screen(app)
        if screen.covered:
            await tap(pilot, "enter")
        await settle(pilot, lambda: screen.at_keyboard and screen.deciding)
        await tap(pilot, "1")
        await settle(pilot, lambda: session.decider() == 1 and screen.viewer is None)
        assert not screen.covered
        await tap(pilot, "L")
        log_screen = app.screen
        assert isinstance(log_screen, WholeLogScreen) and log_screen.reader == "everyone"
        assert [e.text for e in log_screen.events] == [e.text for e in session.state.log if e.seen_by is None]
        assert any(e.seen_by is not None for e in session.state.log), "private lines exist to leave out"


async def test_a_short_log_starts_at_the_top_of_its_box() -> None:
    """At the first decision the log fits its box: its first line stands at the box's top, no blank
    rows above it (a box kept at its foot would push it down)."""
    session = Session.new(table(None, "random"))
    app = ViticultureApp(session)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        await settle(pilot, lambda: screen.at_keyboard)
        await tap(pilot, "L")
        assert isinstance(app.screen, WholeLogScreen)
        scroll = app.screen.query_one("#whole-log-scroll", VerticalScroll)
        lines = app.screen.query_one("#whole-log-text")
        await settle(pilot, lambda: lines.region.height > 0)
        assert scroll.max_scroll_y == 0 and scroll.scroll_y == 0 and lines.region.y == scroll.region.y


@pytest.mark.parametrize("theme", list(THEMES))
async def test_the_whole_log_reads_in_every_theme(theme: str) -> None:
    """Public lines, the seat's own lines in their colour and the season headings: 4.5:1 or more."""
    session = session_until(3, 5, _year_two)
    app = ViticultureApp(session=session)
    async with app.run_test(size=(100, 30)) as pilot:
        await tap(pilot, "enter")
        await tap(pilot, "L")
        assert isinstance(app.screen, WholeLogScreen)
        app.choose_theme(theme)
        await pilot.pause()
        text = screen_text(app)
        assert "You draw" in text and "— Year" in text, "own lines and headings are on screen"
        assert failures(app) == []
