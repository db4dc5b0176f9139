"""The current player's vineyard mat: three fields as plots with their vines, and the eight structures."""

from __future__ import annotations

from typing import NamedTuple

from rich.text import Text
from textual.geometry import Size
from textual.reactive import reactive

from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.view import FieldView
from viticulture_tui.ui.render.mat import plot_lines, plots, tiles, tiles_per_line
from viticulture_tui.ui.widgets.text_lines import TextLines

MIN_CELLS = 44
"""The narrowest the plots are drawn (the right column at 100x30); a narrower panel crops them."""
NAMES_CELLS = 60
"""Below this width the vines are named only on tall screens (three lines a plot); on others each plot
gives its vines' grapes on one line, and the hand below keeps its room."""


class MatData(NamedTuple):
    """The fields, the structures built, and how many vines each plot has lines for."""

    fields: tuple[FieldView, ...]
    structures: tuple[str, ...]
    vine_rows: int = 2


class VineyardMat(TextLines):
    """Fields (vines, how full, sold with the price to buy back) and structures (built, or their cost)."""

    data: reactive[MatData | None] = reactive(None)

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)
        self._rows = -1

    def vine_rows(self, width: int) -> int:
        """Lines each plot gives its vines at this width."""
        if self.data is None:
            return 0
        rows = self.data.vine_rows
        return rows if width >= NAMES_CELLS or rows >= 3 else 1

    def watch_data(self) -> None:
        """Redraw; lay the panel out again only when the plots have room for another number of vines."""
        super().watch_data()
        rows = self.data.vine_rows if self.data is not None else -1
        if rows != self._rows:
            self._rows = rows
            self.refresh(layout=True)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """The plots and the rows of tiles at the width being laid out."""
        if self.data is None:
            return 0
        per_line = max(1, tiles_per_line(max(MIN_CELLS, width)))
        return plot_lines(self.vine_rows(width)) + -(-len(catalog().structures) // per_line)

    def make_text(self) -> Text:
        """The plots side by side, then the structure tiles."""
        if self.data is None:
            return Text("")
        width = max(MIN_CELLS, self.content_size.width)
        out = plots(self.data.fields, width, self.vine_rows(self.content_size.width))
        out.append("\n")
        out.append_text(tiles(self.data.structures, width))
        return out
