"""The log in a panel too short for its newest line: that line's start, ending in "…", not its tail."""

from __future__ import annotations

from textual.app import App, ComposeResult

from viticulture_tui.engine.state import Event
from viticulture_tui.ui.widgets.game_log import GameLog, LogData

NEWEST = "Elena trains a worker for 4 lira (usable from next year)."
EVENTS = (
    Event(text="Elena places a worker on Train worker.", year=2, season="winter"),
    Event(text=NEWEST, year=2, season="winter"),
)


class LogAlone(App[None]):
    """The log panel alone, `rows` high and 40 columns wide."""

    def __init__(self, rows: int) -> None:
        super().__init__()
        self.rows = rows

    def compose(self) -> ComposeResult:
        log = GameLog()
        log.styles.height = self.rows
        log.styles.width = 40
        yield log


async def text_of(rows: int) -> str:
    """The log's lines at that height."""
    app = LogAlone(rows)
    async with app.run_test(size=(80, 12)) as pilot:
        log = app.query_one(GameLog)
        log.data = LogData(None, EVENTS)
        await pilot.pause()
        return log.make_text().plain


async def test_one_row_shows_the_newest_lines_start() -> None:
    """One row: 'Elena trains a worker for 4 lira…', where it used to show 'next year).'."""
    text = await text_of(1)
    assert "\n" not in text and text.startswith("Elena trains a worker") and text.endswith("…")


async def test_room_enough_shows_it_whole_and_the_line_before() -> None:
    """Four rows: the season's heading, the line before and the newest, whole."""
    text = await text_of(4)
    assert text.endswith(NEWEST) and "Elena places a worker" in text and "…" not in text
