"""The game log in plain words, only the lines the current player may read, newest at the bottom."""

from __future__ import annotations

from typing import NamedTuple

from rich.text import Text
from textual.reactive import reactive

from viticulture_tui.engine.state import Event
from viticulture_tui.ui.widgets.status_bar import SEASON_WORDS
from viticulture_tui.ui.widgets.text_lines import TextLines


class LogData(NamedTuple):
    """The seat reading and the last lines it may read."""

    seat: int | None
    events: tuple[Event, ...]


class GameLog(TextLines):
    """The latest lines that fit, with a heading at each new season; private lines in italics."""

    WRAP = True
    data: reactive[LogData | None] = reactive(None)

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
        for i in range(len(events) - 1, -1, -1):
            event = events[i]
            line = Text(event.text, style="italic #56B4E9" if event.seen_by is not None else "")
            used += max(1, -(-line.cell_len // width))
            lines.append(line)
            previous = events[i - 1] if i else None
            if previous is None or (previous.year, previous.season) != (event.year, event.season):
                season = SEASON_WORDS.get(event.season, event.season)
                lines.append(Text(f"— Year {event.year} · {season} —", style="dim bold"))
                used += 1
            if used >= room:
                break
        lines.reverse()
        out = Text("\n").join(lines)
        # Keep the newest line at the bottom: drop what wrapping pushed over the top.
        wrapped = out.wrap(self.app.console, width)
        if len(wrapped) > room:
            out = Text("\n").join(wrapped[len(wrapped) - room :])
        return out
