"""The current player's vineyard mat: three fields with their vines, and the eight structures."""

from __future__ import annotations

from typing import NamedTuple

from rich.text import Text
from textual.reactive import reactive

from viticulture_tui.engine.view import FieldView
from viticulture_tui.ui.render.mat import fields, structures
from viticulture_tui.ui.widgets.text_lines import TextLines


class MatData(NamedTuple):
    """The fields and the structures built."""

    fields: tuple[FieldView, ...]
    structures: tuple[str, ...]


class VineyardMat(TextLines):
    """Fields (vines, value used of capacity, sold) and structures (built or not, with costs)."""

    data: reactive[MatData | None] = reactive(None)

    def make_text(self) -> Text:
        """Fields first, then the structures, four to a line when they fit."""
        if self.data is None:
            return Text("")
        out = fields(self.data.fields)
        out.append("\n")
        out.append_text(structures(self.data.structures, per_line=4 if self.content_size.width >= 62 else 3))
        return out
