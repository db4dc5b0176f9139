"""The crush pad and the cellar of the current player."""

from __future__ import annotations

from rich.text import Text
from textual.reactive import reactive

from viticulture_tui.ui.render.cellar import CellarData, crush_pad_and_cellar
from viticulture_tui.ui.widgets.text_lines import TextLines


class CellarPanel(TextLines):
    """Grapes (red, white 1-9) and wines (red, white 1-9, blush 4-9, sparkling 7-9)."""

    data: reactive[CellarData | None] = reactive(None)

    def make_text(self) -> Text:
        """Six rows of values; sections of the cellar not yet built are shaded."""
        if self.data is None:
            return Text("")
        return crush_pad_and_cellar(self.data)
