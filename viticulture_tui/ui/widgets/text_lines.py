"""A base for the game's panels: one Rich Text drawn line by line, rendered once per change.

Textual's default path turns a Text into wrapped content on every refresh; these panels know
their layout, so their lines are turned into strips once and kept until the data or the width
changes. That keeps a redraw after an action to a few milliseconds.
"""

from __future__ import annotations

from typing import ClassVar

from rich.segment import Segment
from rich.text import Text
from textual.events import Resize
from textual.geometry import Size
from textual.strip import Strip
from textual.widget import Widget


def first_lines(lines: list[Text], count: int, width: int) -> list[Text]:
    """The first `count` of a text's wrapped `lines`; when some are left out, the last one kept ends
    in "…" within `width` (a short panel says there is more rather than stopping mid-sentence)."""
    if len(lines) <= count:
        return lines
    kept = lines[:count]
    last = kept[-1]
    last.rstrip()
    last.truncate(width - 1)
    last.append("…")
    return kept


class TextLines(Widget):
    """Draws `make_text()`; subclasses call `invalidate()` (or keep a reactive named `data`).

    The text is made once per change and width: the layout (its height) and the drawing (its lines)
    share it. A restyle (a new theme among other things) forgets it too: a panel's text may take its
    colours from the theme on screen, and no data changes with the theme.
    """

    WRAP: ClassVar[bool] = False
    """Wrap long lines at the widget's width (otherwise they are cropped)."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self._strips: list[Strip] | None = None
        self._strips_width = -1
        self._text: Text | None = None
        self._text_width = -1
        self._sized = Size(-1, -1)
        self._text_rows: list[Text] | None = None
        """The text split (or wrapped) into lines at `_text_width`: the height and the strips share them."""

    def make_text(self) -> Text:
        """The whole content as one Text (lines separated by newlines)."""
        raise NotImplementedError

    def forget(self) -> None:
        """Drop the kept text and lines: the next layout or frame makes them again."""
        self._strips = None
        self._text = None
        self._text_rows = None

    def invalidate(self) -> None:
        """Forget the rendered lines and redraw."""
        self.forget()
        self.refresh()

    def watch_data(self) -> None:
        """Subclasses' `data` reactive: redraw when it changes."""
        self.forget()

    def on_resize(self, event: Resize) -> None:
        """A new size, new lines. A panel shown again (the curtain lifted) is sent its unchanged size:
        its kept lines stay, or every panel would make its text again at each hand-over."""
        if event.size != self._sized:
            self._sized = event.size
            self.forget()

    def notify_style_update(self) -> None:
        """Textual restyles the widget (a new theme, a class that changes its colours): draw it again."""
        super().notify_style_update()
        self.forget()

    def text_at(self, width: int) -> Text:
        """`make_text()` as made for `width`, kept until the next change."""
        if self._text is None or self._text_width != width:
            self._text_width = width  # before make_text(), which may read it (text_width)
            self._text_rows = None
            self._text = self.make_text()
        return self._text

    def rows_at(self, width: int) -> list[Text]:
        """The text's lines at `width` (wrapped there if the panel wraps), kept with the text."""
        text = self.text_at(width)
        if self._text_rows is None:
            self._text_rows = self._split(text, width)
        return self._text_rows

    def _split(self, text: Text, width: int) -> list[Text]:
        if self.WRAP:
            return list(text.wrap(self.app.console, max(1, width)))
        return list(text.split("\n", allow_blank=True))

    @property
    def text_width(self) -> int:
        """The width the text is made for (0 before the first): a text that wraps itself reads this."""
        return max(0, self._text_width)

    def lines(self) -> list[Strip]:
        """The rendered lines at the current width."""
        width = self.content_size.width
        if self._strips is None or self._strips_width != width:
            self._strips = self._render_strips(width)
            self._strips_width = width
        return self._strips

    def _render_strips(self, width: int) -> list[Strip]:
        if width <= 0:
            return []
        return self._strips_for(self.rows_at(width), width)

    def strips_of(self, text: Text, width: int) -> list[Strip]:
        """`text` as this panel's lines at `width` (a panel that keeps parts of its text drawn asks this)."""
        return self._strips_for(self._split(text, width), width)

    def _strips_for(self, lines: list[Text], width: int) -> list[Strip]:
        console = self.app.console
        base = self.rich_style
        strips = []
        for line in lines:
            # end="" keeps newlines out of the strip: a newline written inside a line would move
            # the terminal's cursor and leave stray characters behind.
            segments = Segment.apply_style(line.render(console, end=""), base)
            strips.append(Strip(segments).crop_extend(0, width, base))
        return strips

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """As many lines as the text needs at this width."""
        return len(self.rows_at(width))

    def render_line(self, y: int) -> Strip:
        """One line of the content (blank below the last)."""
        lines = self.lines()
        if 0 <= y < len(lines):
            return lines[y]
        return Strip.blank(self.content_size.width, self.rich_style)
