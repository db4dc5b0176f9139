"""The notice shown instead of a broken layout when the terminal is too small."""

from __future__ import annotations

import textwrap

from textual.app import ComposeResult
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Static

MIN_WIDTH = 80
MIN_HEIGHT = 24
"""The smallest terminal the game is laid out for (the compact layout, GameScreen)."""
MAX_LINE = 60
"""The notice's widest line (its box is at most this wide, app.tcss)."""


def notice(width: int, height: int) -> str:
    """The longest wording of the notice that fits `width` x `height` whole, lines already broken.

    Every wording says the size needed; the longer ones also the size now and how to quit.
    """
    need = f"{MIN_WIDTH}x{MIN_HEIGHT}"
    now = f"{width}x{height}"
    wordings: tuple[tuple[tuple[str, ...], bool], ...] = (  # (paragraphs, a blank line between them)
        (
            (
                "The terminal is too small for Viticulture.",
                f"It is {now}; it needs at least {need}.",
                "The game goes on where it was as soon as there is room. Ctrl+Q quits.",
            ),
            True,
        ),
        ((f"Terminal too small: {now}.", f"It needs {need}.", "Ctrl+Q quits."), False),
        ((f"Too small: {now}", f"Needs {need}", "Ctrl+Q quits"), False),
        ((f"Needs {need}",), False),
        ((need,), False),
    )
    room = min(width, MAX_LINE)
    for paragraphs, gap in wordings:
        lines: list[str] = []
        for i, paragraph in enumerate(paragraphs):
            if i and gap:
                lines.append("")
            lines.extend(textwrap.wrap(paragraph, room, break_long_words=False))
        if len(lines) <= height and all(len(line) <= room for line in lines):
            return "\n".join(lines)
    return ""  # not even the size needed fits whole: a cut number would say the wrong size


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
        self.query_one("#too-small-text", Static).update(notice(width, height))
