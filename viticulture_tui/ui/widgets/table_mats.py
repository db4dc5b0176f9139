"""At the table: every other player's public mat, one under another, on screens with room for them."""

from __future__ import annotations

from typing import NamedTuple

from rich.text import Text
from textual.geometry import Size
from textual.reactive import reactive
from textual.strip import Strip

from viticulture_tui.engine.view import PlayerView
from viticulture_tui.ui.palette import PlayerColour, light_shades
from viticulture_tui.ui.render.public_mat import full_mat, full_mat_lines, lines_per_mat, public_mat
from viticulture_tui.ui.widgets.text_lines import TextLines


class TableData(NamedTuple):
    """The players to show (all but the one at the keyboard), their colours, whose move it is, and the
    level of each seat a computer plays (by seat; None for a person)."""

    players: tuple[PlayerView, ...]
    colours: tuple[PlayerColour, ...]
    decider: int | None
    levels: tuple[str | None, ...] = ()


class TableMats(TextLines):
    """Each player's public mat: four long lines when the panel is wide, nine short ones when not; the
    whole mat, as one's own is drawn, when the panel is `roomy` (a column of its own) and tall enough."""

    data: reactive[TableData | None] = reactive(None)

    def __init__(self, *args: object, roomy: bool = False, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)
        self._height = -1
        self.roomy = roomy
        """The panel's height is the column's, not its content's: whole mats may fill it."""
        self._drawn: dict[tuple[object, ...], Text] = {}
        self._lines: dict[tuple[object, ...], list[Strip]] = {}
        """Each mat as last drawn, by what it shows: an action makes again only the mats it changed."""

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

    def _mats(self) -> tuple[bool, dict[tuple[object, ...], Text]]:
        """Whether the mats are drawn whole, and each mat's text by what it shows (kept when unchanged)."""
        data = self.data
        if data is None:
            return False, {}
        width = max(30, self.content_size.width)
        whole = self._whole_mats()
        draw = full_mat if whole else public_mat
        drawn: dict[tuple[object, ...], Text] = {}
        for p in data.players:
            # The theme's shades are part of what is drawn (palette.shade): a new theme, new mats.
            level = data.levels[p.seat] if p.seat < len(data.levels) else None
            key = (p, data.colours[p.seat], p.seat == data.decider, width, whole, light_shades(), level)
            mat = self._drawn.get(key)
            drawn[key] = (
                mat
                if mat is not None
                else draw(p, data.colours[p.seat], width, p.seat == data.decider, level)
            )
        self._drawn = drawn
        return whole, drawn

    def make_text(self) -> Text:
        """The mats one under another, each opening with its player's name in their colour and symbol."""
        whole, drawn = self._mats()
        # A blank line between whole mats: each is as tall as a small panel.
        return Text("\n\n" if whole else "\n").join(drawn.values())

    def _render_strips(self, width: int) -> list[Strip]:
        """The mats' lines; a mat that shows what it showed keeps the lines it was drawn in."""
        if width <= 0:
            return []
        whole, drawn = self._mats()
        base = self.rich_style
        kept: dict[tuple[object, ...], list[Strip]] = {}
        out: list[Strip] = []
        for i, (key, text) in enumerate(drawn.items()):
            if whole and i:
                out.append(Strip.blank(width, base))
            line_key = (key, width, base)
            strips = self._lines.get(line_key)
            kept[line_key] = strips if strips is not None else self.strips_of(text, width)
            out.extend(kept[line_key])
        self._lines = kept
        return out
