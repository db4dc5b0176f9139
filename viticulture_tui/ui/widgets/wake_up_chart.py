"""The wake-up chart: rows 1-7 as a track, each with its bonus and the rooster standing on it."""

from __future__ import annotations

from typing import NamedTuple

from rich.text import Text
from textual.reactive import reactive

from viticulture_tui.engine.catalog import catalog
from viticulture_tui.ui.palette import PlayerColour
from viticulture_tui.ui.render.players import symbol, tag
from viticulture_tui.ui.widgets.text_lines import TextLines

USED = "✗"
"""The mark of a row used up this game (solo, §17.3)."""
BONUS_WORDS = {
    "none": "no bonus",
    "vine": "vine",
    "order": "order",
    "lira": "1 lira",
    "visitor": "visitor",
    "vp": "1 VP",
    "temp_worker": "+worker",
}
"""Each row's bonus, short enough for a column of the chart (the list of choices says it in full)."""
BONUS_SIGNS = {
    "none": "—",
    "vine": "V",
    "order": "O",
    "lira": "₤",
    "visitor": "S/W",
    "vp": "VP",
    "temp_worker": "wkr",
}
"""The same bonuses in a few letters for narrow screens: card decks by their letters (V, O, S/W)."""
HEAD = "Wake-up "


class WakeUpData(NamedTuple):
    """Roosters by seat, the turn order, names and colours."""

    roosters: tuple[int | None, ...]
    turn_order: tuple[int, ...]
    first_player: int
    names: tuple[str, ...]
    colours: tuple[PlayerColour, ...]
    phase: str
    detailed: bool
    """Every row's bonus in words and the players' names (wide screens)."""
    used: tuple[int, ...] = ()
    """Solo: rows already taken this game, closed for the rest of it (§17.3)."""


class WakeUpChart(TextLines):
    """Rows 1-7 left to right with their bonuses and the roosters on them, and who acts first."""

    data: reactive[WakeUpData | None] = reactive(None)

    def make_text(self) -> Text:
        """The rows with their bonuses and roosters; when detailed, names and the turn order too."""
        data = self.data
        if data is None:
            return Text("")
        width = max(20, self.content_size.width)
        return chart_text(data, width)


def chart_text(data: WakeUpData, width: int) -> Text:
    """The chart at this width: one line, or three when detailed."""
    if not data.detailed:
        return _one_line(data, width)
    on_row = {row: seat for seat, row in enumerate(data.roosters) if row is not None}
    rows = catalog().board.wake_up
    heads = [(str(row.row), BONUS_WORDS.get(row.bonus, row.bonus)) for row in rows]
    # The width shared out, so that a name fits under its row.
    share = (width - len(HEAD)) // len(rows)
    widths = [max(len(number) + len(bonus) + 2, share) for number, bonus in heads]
    top = Text(HEAD, style="bold")
    under = Text(" " * len(HEAD))
    for row, (number, bonus), size in zip(rows, heads, widths, strict=True):
        top.append(number, style="bold")
        top.append(f" {bonus}".ljust(size - len(number)), style="dim")
        seat = on_row.get(row.row)
        if seat is not None:
            mark = tag(data.names[seat], data.colours[seat])
            mark.truncate(size - 1, overflow="ellipsis")
        elif row.row in data.used:
            mark = Text(f"{USED} used", style="bold")
        else:
            mark = Text("·", style="dim")
        under.append_text(mark)
        under.append(" " * (size - mark.cell_len))
    out = top
    out.append("\n")
    out.append_text(under)
    out.append("\n")
    if data.phase in ("setup", "spring"):
        out.append("First player: ", style="bold")
        out.append_text(tag(data.names[data.first_player], data.colours[data.first_player], bold=False))
        return out
    out.append("Turn order: ", style="bold")
    for i, seat in enumerate(data.turn_order):
        if i:
            out.append(" → ", style="dim")
        out.append_text(tag(data.names[seat], data.colours[seat], bold=False))
    return out


def _one_line(data: WakeUpData, width: int) -> Text:
    """'Wake-up 1·— 2■V 3·O ...': each row's number, who stands on it, its bonus in a few letters."""
    on_row = {row: seat for seat, row in enumerate(data.roosters) if row is not None}
    out = Text(HEAD, style="bold")
    for i, row in enumerate(catalog().board.wake_up):
        if i:
            out.append(" ")
        out.append(str(row.row), style="bold")
        seat = on_row.get(row.row)
        if seat is not None:
            out.append_text(symbol(data.colours[seat]))
        elif row.row in data.used:
            out.append(USED, style="bold")
        else:
            out.append("·", style="dim")
        out.append(BONUS_SIGNS.get(row.bonus, row.bonus), style="dim")
    if data.used:
        out.append(f"  {USED} used", style="dim")
    if data.phase in ("setup", "spring"):
        first = tag(data.names[data.first_player], data.colours[data.first_player], bold=False)
        if out.cell_len + 7 + first.cell_len > width:
            first = symbol(data.colours[data.first_player])  # narrow: the first player's mark alone
        out.append(" first ", style="bold")
        out.append_text(first)
    return out
