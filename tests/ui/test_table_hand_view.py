"""Issue 11: an unplayable visitor is listed dimmed with the engine's reason; vines say what they need."""

from __future__ import annotations

import io

from rich.console import Console
from rich.text import Text
from textual.geometry import Region

from tests.scenario import changed, give, place, table
from tests.ui.helpers import SMALL, flat_text, tap
from viticulture_tui.engine.hand_view import card_status
from viticulture_tui.session import Session
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.game import GameScreen
from viticulture_tui.ui.widgets.decision_panel import DecisionPanel
from viticulture_tui.ui.widgets.hand_panel import CardLine, HandPanel

HAND = ("surveyor", "buyer", "pinot.1", "sangiovese.1")


def visitor_choice() -> Session:
    """A blank table: the first player put a worker on Play summer visitor holding Surveyor (playable)
    and Buyer (not: no lira, no grape), and two vines."""
    state = table()
    give(state, state.top().seat, *HAND)
    place(state, "play_summer_visitor")
    return Session(state)


async def test_the_unplayable_visitor_is_listed_dimmed_with_its_reason_and_cannot_be_picked() -> None:
    """The list offers Surveyor; Buyer follows, disabled, with the engine's words; 2 does nothing."""
    session = visitor_choice()
    seat = session.decider()
    assert seat is not None
    reason = card_status(session.state, seat, "buyer").reason
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        await tap(pilot, "enter")
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.deciding
        options = screen.query_one(DecisionPanel).query_one("#choices")
        lines = [o.prompt.plain for o in options.options]  # type: ignore[attr-defined]
        assert any("Surveyor" in line for line in lines)
        closed = [o for o in options.options if "Buyer" in o.prompt.plain]  # type: ignore[attr-defined]
        assert len(closed) == 1 and closed[0].disabled
        assert f"Buyer, not playable now: {reason}" in closed[0].prompt.plain
        before = len(session.state.history)
        await tap(pilot, "2")  # the dimmed line has no number
        assert len(session.state.history) == before and screen.deciding


async def test_a_structure_out_of_reach_is_listed_dimmed_with_its_reason() -> None:
    """Building with 5 lira: the Tasting Room and the Large Cellar follow the list, disabled, with
    the engine's words; the lines a digit picks are the structures offered."""
    state = table()
    state.players[state.top().seat].lira = 5
    changed(state)
    place(state, "build_structure")
    session = Session(state)
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        await tap(pilot, "enter")
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.deciding
        options = screen.query_one(DecisionPanel).query_one("#choices").options  # type: ignore[attr-defined]
        closed = [o.prompt.plain.strip() for o in options if o.disabled]
        assert closed == [
            "Tasting Room, not now: 6 lira, you have 5",
            "Large Cellar, not now: Medium Cellar first",
        ]
        assert len(options) - len(closed) == len(session.choices())


async def test_vines_in_the_hand_say_what_they_need_without_a_highlight() -> None:
    """Pinot's line says 'needs Trellis' before any key; Sangiovese needs nothing and says nothing."""
    session = visitor_choice()
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        await tap(pilot, "enter")
        hand = app.screen.query_one(HandPanel).query_one("#hand-list")
        lines = [o.prompt.plain for o in hand.options]  # type: ignore[attr-defined]
        pinot = next(line for line in lines if "Pinot" in line)
        sangiovese = next(line for line in lines if "Sangiovese" in line)
        assert pinot.endswith("needs Trellis") and "needs" not in sangiovese
        assert any(line.strip().startswith("Buyer") and line.endswith("(not now)") for line in lines)


def rendered(line: CardLine, width: int) -> list[str]:
    """The line as a console `width` cells wide draws it, plain."""
    console = Console(width=width, file=io.StringIO(), color_system=None)
    console.print(line)
    out = console.file.getvalue()  # type: ignore[attr-defined]
    return [row.rstrip() for row in out.splitlines()]


def test_a_note_too_long_for_the_line_goes_under_the_name_indented() -> None:
    """Wrapped, 'needs Trellis+Irrigation' would start at the panel's edge like a card of its own."""
    line = CardLine(Text("  Cabernet Sauvignon R4"), "needs Trellis+Irrigation")
    assert rendered(line, 60) == ["  Cabernet Sauvignon R4  needs Trellis+Irrigation"]
    assert rendered(line, 44) == ["  Cabernet Sauvignon R4", "    needs Trellis+Irrigation"]
    assert line.plain == "  Cabernet Sauvignon R4  needs Trellis+Irrigation"
    assert rendered(CardLine(Text("  Sangiovese R1"), ""), 30) == ["  Sangiovese R1"]


async def test_the_hand_panel_at_100_columns_indents_a_long_note() -> None:
    """The 100-column layout's hand panel is too narrow for Cabernet's note: it sits under the name."""
    state = table()
    give(state, state.top().seat, "cabernet_sauvignon.1", "pinot.1")
    app = ViticultureApp(session=Session(state))
    async with app.run_test(size=SMALL) as pilot:
        await tap(pilot, "enter")
        hand = app.screen.query_one(HandPanel).query_one("#hand-list")
        rows: list[str] = []
        for _ in range(50):  # the list is laid out a frame or more after its options are set
            await pilot.pause(0.02)
            region = Region(0, 0, hand.size.width, hand.size.height)
            rows = [s.text.rstrip() for s in hand.render_lines(region)]
            if any("Cabernet Sauvignon" in row for row in rows):
                break
        name = next((i for i, row in enumerate(rows) if "Cabernet Sauvignon" in row), None)
        assert name is not None, rows
        assert "needs" not in rows[name]
        assert rows[name + 1].startswith("    needs Trellis+Irrigation")
        assert any(row.strip().startswith("Pinot") and row.endswith("needs Trellis") for row in rows)


async def test_on_a_short_screen_the_dimmed_lines_show_at_the_last_choice() -> None:
    """80x24: the list's last choice highlighted (End), the dimmed line under it is on screen."""
    state = table()
    state.players[state.top().seat].lira = 5
    changed(state)
    place(state, "build_structure")
    app = ViticultureApp(session=Session(state))
    async with app.run_test(size=(80, 24)) as pilot:
        await tap(pilot, "enter")
        assert "Large Cellar, not now" not in flat_text(app), "below the fold at first"
        await tap(pilot, "end")
        text = flat_text(app)
        assert "Large Cellar, not now: Medium Cellar first" in text
        assert "Build the Medium Cellar (4 lira)" in text, "the highlighted choice stays in view"
