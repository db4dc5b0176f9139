"""The notice shown instead of a broken layout when the terminal is too small."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Static

MIN_WIDTH = 100
MIN_HEIGHT = 30


class TooSmallScreen(Screen[None]):
    """Covers everything and asks for a larger terminal; it goes away by itself once there is room."""

    def compose(self) -> ComposeResult:
        """The notice, centred."""
        with Middle(), Center():
            yield Static(id="too-small-text")

    def on_mount(self) -> None:
        """Write the notice for the current size."""
        self._update()

    def on_resize(self) -> None:
        """Keep the size shown up to date."""
        self._update()

    def _update(self) -> None:
        width, height = self.app.size
        self.query_one("#too-small-text", Static).update(
            f"The terminal is too small for Viticulture.\n\n"
            f"It is {width}x{height}; please make it at least {MIN_WIDTH}x{MIN_HEIGHT}.\n\n"
            "The game goes on where it was as soon as there is room. Ctrl+Q quits."
        )
