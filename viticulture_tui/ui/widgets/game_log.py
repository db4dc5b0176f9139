"""The game log in plain words, only the lines the current player may read, newest at the bottom."""

from __future__ import annotations

from typing import NamedTuple

from rich.text import Text
from textual.reactive import reactive

from viticulture_tui.engine.state import Event
from viticulture_tui.ui.widgets.status_bar import SEASON_WORDS
from viticulture_tui.ui.widgets.text_lines import TextLines, first_lines


class LogData(NamedTuple):
    """The seat reading and the last lines it may read."""

    seat: int | None
    events: tuple[Event, ...]


PRIVATE_STYLE = "italic #56B4E9"
"""A line only the reader (and perhaps some others) may read: 'You draw Syrah.'"""


def log_line(event: Event) -> Text:
    """One line of the log as the panel and the whole log show it."""
    return Text(event.text, style=PRIVATE_STYLE if event.seen_by is not None else "")


def new_season(previous: Event | None, event: Event) -> bool:
    """Whether `event` opens another year's season than `previous` (a heading goes above it)."""
    return previous is None or (previous.year, previous.season) != (event.year, event.season)


def season_heading(event: Event) -> Text:
    """'— Year 2 · Summer —' above the first line of a season."""
    season = SEASON_WORDS.get(event.season, event.season)
    return Text(f"— Year {event.year} · {season} —", style="dim bold")


FRESH_MARK = "▸ "
"""Before each line written since the reader's last turn (the colour says it too, the shape for all)."""
FRESH_STYLE = "bold"


class GameLog(TextLines):
    """The latest lines that fit, with a heading at each new season; private lines in italics.

    The lines written while the reader was away (since their last decision) are marked.
    """

    WRAP = True
    data: reactive[LogData | None] = reactive(None)
    fresh: reactive[tuple[int, int]] = reactive((0, 0))
    """(new lines, lines after them): the lines written while the reader was away, counted from the
    bottom: above the `after` newest lines come the `new` ones to mark (engine/since.fresh_lines)."""

    def watch_fresh(self) -> None:
        """Mark other lines, and say what the mark means under the panel while there are some."""
        self.invalidate()
        subtitle = f"{FRESH_MARK}new since your last turn" if self.fresh[0] else ""
        if self.border_subtitle != subtitle:
            self.border_subtitle = subtitle

    def make_text(self) -> Text:
        """As many of the latest lines as fit the panel (long lines wrap)."""
        data = self.data
        if data is None or not data.events:
            return Text("")
        width = max(10, self.content_size.width)
        room = max(1, self.content_size.height)
        lines: list[Text] = []
        used = 0
        events = data.events
        new, after = self.fresh
        for i in range(len(events) - 1, -1, -1):
            event = events[i]
            line = log_line(event)
            if after <= len(events) - 1 - i < after + new:
                line = Text.assemble((FRESH_MARK, "bold #E69F00"), line)
                line.stylize(FRESH_STYLE, len(FRESH_MARK))
            used += max(1, -(-line.cell_len // width))
            lines.append(line)
            if new_season(events[i - 1] if i else None, event):
                lines.append(season_heading(event))
                used += 1
            if used >= room:
                break
        newest = list(lines[0].wrap(self.app.console, width))
        if len(newest) > room:
            # A panel too short for even the newest line (a six-seat table at 100x31 has two rows):
            # its start, ending in "…", reads better than its last words alone ('next year).').
            return Text("\n").join(first_lines(newest, room, width))
        lines.reverse()
        out = Text("\n").join(lines)
        # Keep the newest line at the bottom: drop what wrapping pushed over the top.
        wrapped = out.wrap(self.app.console, width)
        if len(wrapped) > room:
            out = Text("\n").join(wrapped[len(wrapped) - room :])
        return out
