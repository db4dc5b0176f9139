"""At the table: every other player's public mat, one under another, on screens with room for them."""

from __future__ import annotations

from typing import NamedTuple

from rich.text import Text
from textual.geometry import Size
from textual.reactive import reactive

from viticulture_tui.engine.view import PlayerView
from viticulture_tui.ui.palette import PlayerColour
from viticulture_tui.ui.render.public_mat import full_mat, full_mat_lines, lines_per_mat, public_mat
from viticulture_tui.ui.widgets.text_lines import TextLines


class TableData(NamedTuple):
    """The players to show (all but the one at the keyboard), their colours, and whose move it is."""

    players: tuple[PlayerView, ...]
    colours: tuple[PlayerColour, ...]
    decider: int | None


class TableMats(TextLines):
    """Each player's public mat: four long lines when the panel is wide, nine short ones when not; the
    whole mat, as one's own is drawn, when the panel is `roomy` (a column of its own) and tall enough."""

    data: reactive[TableData | None] = reactive(None)

    def __init__(self, *args: object, roomy: bool = False, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)
        self._height = -1
        self.roomy = roomy
        """The panel's height is the column's, not its content's: whole mats may fill it."""

    def _whole_mats(self) -> bool:
        if not self.roomy or self.data is None:
            return False
        count = len(self.data.players)
        width = self.content_size.width
        return count * full_mat_lines(width) + max(0, count - 1) <= self.content_size.height

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
        if self._whole_mats():  # a blank line between whole mats: each is as tall as a small panel
            whole = [full_mat(p, data.colours[p.seat], width, p.seat == data.decider) for p in data.players]
            return Text("\n\n").join(whole)
        mats = [public_mat(p, data.colours[p.seat], width, p.seat == data.decider) for p in data.players]
        return Text("\n").join(mats)
