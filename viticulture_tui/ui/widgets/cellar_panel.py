"""The crush pad and the cellar of the current player."""

from __future__ import annotations

from rich.text import Text
from textual.geometry import Size
from textual.reactive import reactive

from viticulture_tui.ui.render.cellar import CellarData, crush_pad_and_cellar, grid_lines
from viticulture_tui.ui.widgets.text_lines import TextLines


class CellarPanel(TextLines):
    """Grapes (red, white 1-9) and wines (red, white 1-9, blush 4-9, sparkling 7-9), side by side
    where the panel is wide enough; rooms of the cellar not yet built are shaded."""

    data: reactive[CellarData | None] = reactive(None)

    def make_text(self) -> Text:
        """The two grids; their lines depend on the width alone (the panel's height is `auto`)."""
        if self.data is None:
            return Text("")
        return crush_pad_and_cellar(self.data, self.content_size.width)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """The grids' lines at the width being laid out (not the width the panel had before)."""
        return grid_lines(width)
