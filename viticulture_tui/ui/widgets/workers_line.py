"""A player's workers: to place, placed, the grande, trained this year, the temporary worker."""

from __future__ import annotations

from rich.text import Text
from textual.reactive import reactive

from viticulture_tui.ui.render.mat import WorkersData, workers
from viticulture_tui.ui.widgets.text_lines import TextLines


class WorkersLine(TextLines):
    """One line of worker tokens in the player's colour and symbol."""

    data: reactive[WorkersData | None] = reactive(None)

    def make_text(self) -> Text:
        """'Workers ●●○  grande ◉  3 to place of 4'."""
        if self.data is None:
            return Text("")
        width = self.content_size.width
        return workers(self.data, width if width > 0 else None)
