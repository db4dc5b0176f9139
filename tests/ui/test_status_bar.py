"""The top line: a question too long for the screen ends in an ellipsis, not mid-word."""

from __future__ import annotations

from textual.app import App, ComposeResult

from viticulture_tui.ui.palette import PALETTE
from viticulture_tui.ui.widgets.status_bar import StatusBar, StatusData

QUESTION = "Ben's Handyman: build a structure for 2 lira less? (Ben gains 1 VP if you do)"


class OneLine(App[None]):
    """The status bar alone, at the width of the test's terminal."""

    def compose(self) -> ComposeResult:
        yield StatusBar()


async def line_at(width: int) -> str:
    """The status line with the long question, `width` columns wide."""
    app = OneLine()
    async with app.run_test(size=(width, 3)) as pilot:
        bar = app.query_one(StatusBar)
        bar.data = StatusData(2, "summer", "Anna", PALETTE[0], QUESTION, False)
        await pilot.pause()
        return bar.make_text().plain


async def test_a_long_question_is_cut_with_an_ellipsis() -> None:
    """At 80 columns the question does not fit: the line ends in "…" at the edge."""
    line = await line_at(80)
    assert line.endswith("…") and len(line) == 80
    assert "Ben's Handyman: build a structure" in line


async def test_a_question_that_fits_is_whole() -> None:
    """At 160 columns the same line is whole, with no ellipsis."""
    line = await line_at(160)
    assert line.endswith("(Ben gains 1 VP if you do)") and "…" not in line
