"""At the table: every other player's public mat, one under another, on screens with room for them."""

from __future__ import annotations

from typing import NamedTuple

from rich.text import Text
from textual.geometry import Size
from textual.reactive import reactive

from viticulture_tui.engine.view import PlayerView
from viticulture_tui.ui.palette import PlayerColour
from viticulture_tui.ui.render.public_mat import lines_per_mat, public_mat
from viticulture_tui.ui.widgets.text_lines import TextLines


class TableData(NamedTuple):
    """The players to show (all but the one at the keyboard), their colours, and whose move it is."""

    players: tuple[PlayerView, ...]
    colours: tuple[PlayerColour, ...]
    decider: int | None


class TableMats(TextLines):
    """Each player's public mat: four long lines when the panel is wide, nine short ones when not."""

    data: reactive[TableData | None] = reactive(None)

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)
        self._height = -1

    def watch_data(self) -> None:
        """Redraw; lay the panel out again only when the number of lines changes (another count of mats)."""
        super().watch_data()
        height = self._line_count()
        if height != self._height:
            self._height = height
            self.refresh(layout=True)

    def _line_count(self) -> int:
        return self.get_content_height(Size(0, 0), Size(0, 0), self.content_size.width)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """Each mat's lines at the width being laid out."""
        return len(self.data.players) * lines_per_mat(width) if self.data is not None else 0

    def make_text(self) -> Text:
        """The mats one under another, each opening with its player's name in their colour and symbol."""
        data = self.data
        if data is None:
            return Text("")
        width = max(30, self.content_size.width)
        mats = [public_mat(p, data.colours[p.seat], width, p.seat == data.decider) for p in data.players]
        return Text("\n").join(mats)
