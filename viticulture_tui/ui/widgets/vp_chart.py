"""VP year by year: one row of bars per player, on a scale shared by all."""

from __future__ import annotations

from typing import NamedTuple

from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget

from viticulture_tui.ui.palette import PlayerColour
from viticulture_tui.ui.render.players import tag

BARS = " ▁▂▃▄▅▆▇█"


class ChartData(NamedTuple):
    """Names, colours and, per year, every seat's VP at the end of that year."""

    names: tuple[str, ...]
    colours: tuple[PlayerColour, ...]
    vp_by_year: tuple[tuple[int, ...], ...]


class VpChart(Widget):
    """Bars per player and year; the numbers at the end of the row are the final VP."""

    data: reactive[ChartData | None] = reactive(None, layout=True)

    def render(self) -> Text:
        """A year ruler, then one row per player."""
        data = self.data
        if data is None or not data.vp_by_year:
            return Text("No year was finished.", style="dim")
        years = len(data.vp_by_year)
        low = min(0, *(v for row in data.vp_by_year for v in row))
        high = max(1, *(v for row in data.vp_by_year for v in row))
        step = 1 if years * 2 + 20 <= max(40, self.size.width) else 0
        out = Text(" " * 12)  # no base style: the rows appended below keep their players' colours
        for year in range(1, years + 1):
            mark = str(year) if year == 1 or year % 5 == 0 else ""
            out.append(mark.ljust(1 + step)[: 1 + step] if mark else "·".ljust(1 + step), style="dim")
        out.append("  year", style="dim")
        for seat, name in enumerate(data.names):
            colour = data.colours[seat]
            out.append("\n")
            label = tag(name, colour)
            label.truncate(11, pad=True)
            out.append_text(label)
            out.append(" ")
            for row in data.vp_by_year:
                vp = row[seat] if seat < len(row) else 0
                level = round((vp - low) / (high - low) * (len(BARS) - 1))
                out.append(BARS[max(1, level)] + " " * step, style=colour.hex)
            final = data.vp_by_year[-1][seat]
            out.append(f" {final} VP", style="bold")
        out.append(f"\nScale: {low} to {high} VP", style="dim")
        return out
