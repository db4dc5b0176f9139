"""The whole game log, from the setup on, as the player at the keyboard may read it (the panel
holds only the latest lines that fit)."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from viticulture_tui.engine.state import Event
from viticulture_tui.ui.commands import bindings
from viticulture_tui.ui.widgets.game_log import log_line, new_season, season_heading
from viticulture_tui.ui.widgets.key_bar import KeyBar


def whole_log_text(events: tuple[Event, ...]) -> Text:
    """Every line, oldest first, with a heading at each new season."""
    lines: list[Text] = []
    previous: Event | None = None
    for event in events:
        if new_season(previous, event):
            lines.append(season_heading(event))
        lines.append(log_line(event))
        previous = event
    return Text("\n").join(lines) if lines else Text("Nothing has happened yet.", style="dim")


class LogLines(Static):
    """The lines; each time they are laid out (first, or again at another width) the box around them
    scrolls to the newest. A short log stays at the top of its box."""

    def on_resize(self) -> None:
        """Laid out: the box knows how far it scrolls now."""
        box = self.parent
        if isinstance(box, VerticalScroll):
            box.scroll_end(animate=False, immediate=True)


class WholeLogScreen(ModalScreen[None]):
    """The log in a scrolling box, opened at its newest lines; the arrows and page keys scroll it."""

    BINDINGS = bindings("whole_log")

    def __init__(self, events: tuple[Event, ...], reader: str) -> None:
        super().__init__()
        self.events = events
        """The lines the reader may read (the seat's view of the log: never another seat's own lines)."""
        self.reader = reader

    def compose(self) -> ComposeResult:
        """A title, the lines, the keys."""
        with Vertical(id="whole-log-box", classes="dialog"):
            yield Static(Text(f"The game so far, as {self.reader} may read it", style="bold"))
            with VerticalScroll(id="whole-log-scroll"):
                yield LogLines(whole_log_text(self.events), id="whole-log-text")
        yield KeyBar()

    def on_mount(self) -> None:
        """The keys on the scroll (the lines scroll it to the newest as they are laid out)."""
        self.query_one("#whole-log-scroll", VerticalScroll).focus()

    def action_close(self) -> None:
        """Back to the game."""
        self.dismiss(None)
