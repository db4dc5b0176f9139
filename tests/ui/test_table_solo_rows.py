"""Issue 11: in solo, `e` on the wake-up rows gives the solo rule, and the chart marks the rows used."""

from __future__ import annotations

from tests.ui.helpers import LARGE, SMALL, session_until, tap
from viticulture_tui.session import Session
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.game import GameScreen
from viticulture_tui.ui.screens.rule_popup import RulePopup
from viticulture_tui.ui.widgets.wake_up_chart import USED, WakeUpChart


def solo_spring(year: int = 3) -> Session:
    """A solo game at the wake-up decision of `year`: earlier years' rows are used up."""
    return session_until(
        1, 5, lambda s: s.state.year == year and s.decision_kind() == "wake_up", visitors=False
    )


def _used(session: Session) -> list[int]:
    assert session.state.automa is not None
    return [r for r in range(1, 8) if r not in session.state.automa.tokens]


async def test_e_on_the_wake_up_rows_shows_the_solo_rule_first() -> None:
    """The list of rows is open; e opens §17.3 (each row once per game) before §3.1."""
    session = solo_spring()
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.deciding
        await tap(pilot, "e")
        popup = app.screen
        assert isinstance(popup, RulePopup)
        ids = [s.id for s in popup.topic.sections]
        assert ids[0] == "17.3" and "3.1" in ids


async def test_the_chart_marks_the_rows_used_this_game() -> None:
    """Two years played: their two rows show ✗ on the chart (compact and detailed), the others do not."""
    session = solo_spring()
    used = _used(session)
    assert len(used) == 2
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        chart = app.screen.query_one(WakeUpChart)
        first = chart.make_text().plain.splitlines()[0]
        for row in range(1, 8):
            assert (f"{row}✗" in first) == (row in used), first
        assert "✗ used" in first
    app = ViticultureApp(session=solo_spring())
    async with app.run_test(size=LARGE) as pilot:
        await pilot.pause()
        heads, marks = app.screen.query_one(WakeUpChart).make_text().plain.splitlines()[:2]
        for row in range(1, 8):
            # The mark under a row's number: '✗ used' for the rows used, a rooster or a dot otherwise.
            at = heads.index(f" {row} ") + 1
            assert marks[at:].startswith(f"{USED} used") == (row in used), (row, heads, marks)


async def test_no_marks_with_several_players() -> None:
    """Multiplayer: every row is open each year, nothing is marked."""
    session = session_until(
        2, 3, lambda s: s.state.year == 2 and s.decision_kind() == "wake_up", visitors=False
    )
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        await tap(pilot, "enter")
        assert "✗" not in app.screen.query_one(WakeUpChart).make_text().plain
