"""'You drew …': what an action showed its player alone, shown to them before the curtain comes down."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from viticulture_tui.ui.commands import bindings
from viticulture_tui.ui.widgets.key_bar import KeyBar


class PrivateNewsScreen(ModalScreen[None]):
    """The private lines of the log and the new cards' texts; Enter goes on to the hand-over."""

    BINDINGS = bindings("news")

    def __init__(self, heading: str, news: Text) -> None:
        super().__init__()
        self.heading = heading
        self.news = news

    def compose(self) -> ComposeResult:
        """A heading with the player's name (plain text), the news, and the keys."""
        with Vertical(id="news-box", classes="dialog"):
            yield Static(Text(self.heading, style="bold"), id="news-heading")
            with VerticalScroll(id="news-scroll"):
                yield Static(self.news, id="news-text")
        yield KeyBar()

    def action_close(self) -> None:
        """Back to the game, where the curtain comes down."""
        self.dismiss(None)
