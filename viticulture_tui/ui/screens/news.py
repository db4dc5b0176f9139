"""A short read over the game, dismissed by Enter: 'You drew …' before the curtain, the year's summary."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from viticulture_tui.ui.commands import bindings
from viticulture_tui.ui.widgets.key_bar import KeyBar


class NewsScreen(ModalScreen[None]):
    """A heading and a text (the owner's private news, or the public summary of a year); Enter goes on."""

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
        """Back to the game (where the curtain may already be down)."""
        self.dismiss(None)
