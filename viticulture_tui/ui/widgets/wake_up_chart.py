"""The wake-up chart: which row each rooster is on, and this year's turn order."""

from __future__ import annotations

from typing import NamedTuple

from rich.text import Text
from textual.reactive import reactive

from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.flow import ROW_WORDS
from viticulture_tui.ui.palette import PlayerColour, shade
from viticulture_tui.ui.render.players import tag
from viticulture_tui.ui.widgets.text_lines import TextLines

USED = "✗"
"""The mark of a row used up this game (solo, §17.3)."""


class WakeUpData(NamedTuple):
    """Roosters by seat, the turn order, names and colours."""

    roosters: tuple[int | None, ...]
    turn_order: tuple[int, ...]
    first_player: int
    names: tuple[str, ...]
    colours: tuple[PlayerColour, ...]
    phase: str
    detailed: bool
    """Show every row with its bonus (wide screens)."""
    used: tuple[int, ...] = ()
    """Solo: rows already taken this game, closed for the rest of it (§17.3)."""


class WakeUpChart(TextLines):
    """Rows 1-7 with the roosters on them, and the order players act in this year."""

    data: reactive[WakeUpData | None] = reactive(None)

    def make_text(self) -> Text:
        """One line of rows and one of turn order; every row's bonus when detailed."""
        data = self.data
        if data is None:
            return Text("")
        on_row = {row: seat for seat, row in enumerate(data.roosters) if row is not None}
        out = Text("Wake-up ", style="bold")
        rows = catalog().board.wake_up
        for row in rows:
            seat = on_row.get(row.row)
            used = row.row in data.used and seat is None
            if data.detailed:
                out.append(f"\n {row.row} ", style="bold")
                if seat is not None:
                    out.append_text(tag(data.names[seat], data.colours[seat]))
                    out.append(f"  {ROW_WORDS.get(row.row, row.bonus)}", style="dim")
                elif used:
                    out.append(f"{USED} used: once per game in solo", style="dim")
                else:
                    out.append(ROW_WORDS.get(row.row, row.bonus), style="dim")
                continue
            out.append(f"{row.row}")
            if used:
                out.append(f"{USED} ", style="dim")
            elif seat is None:
                out.append("· ", style="dim")
            else:
                colour = data.colours[seat]
                out.append(f"{colour.symbol} ", style=f"bold {shade(colour)}")
        if data.used and not data.detailed:
            out.append(f"  {USED} used", style="dim")
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
