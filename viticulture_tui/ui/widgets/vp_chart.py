"""VP year by year: one row of bars per player, on a scale shared by all."""

from __future__ import annotations

from typing import NamedTuple

from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget

from viticulture_tui.ui.palette import PlayerColour
from viticulture_tui.ui.render.players import tag

BARS = " ▁▂▃▄▅▆▇█"
LABEL = 11
"""Cells for a player's name tag before the bars."""


class ChartData(NamedTuple):
    """Names, colours and, per year, every seat's VP at the end of that year."""

    names: tuple[str, ...]
    colours: tuple[PlayerColour, ...]
    vp_by_year: tuple[tuple[int, ...], ...]


class VpChart(Widget):
    """Bars per player and year; the numbers at the end of the row are the final VP."""

    data: reactive[ChartData | None] = reactive(None, layout=True)

    def render(self) -> Text:
        """A year ruler, then one row per player, then what a bar's height means."""
        data = self.data
        if data is None or not data.vp_by_year:
            return Text("No year was finished.", style="dim")
        years = len(data.vp_by_year)
        values = [v for row in data.vp_by_year for v in row]
        low, high = min(0, *values), max(values)
        step = 1 if years * 2 + 20 <= max(40, self.size.width) else 0
        out = Text()
        out.append("Year".ljust(LABEL + 1), style="dim")
        out.append(ruler(years, 1 + step), style="dim")
        for seat, name in enumerate(data.names):
            colour = data.colours[seat]
            out.append("\n")
            label = tag(name, colour)
            label.truncate(LABEL, pad=True)
            out.append_text(label)
            out.append(" ")
            for row in data.vp_by_year:
                vp = row[seat] if seat < len(row) else 0
                level = round((vp - low) / (high - low) * (len(BARS) - 1)) if high > low else 1
                out.append(BARS[max(1, level)] + " " * step, style=colour.hex)
            final = data.vp_by_year[-1][seat]
            out.append(f" {final} VP", style="bold")
        if high > low:
            scale = f"\nBar height: VP at the end of each year, {low} VP {BARS[1]} to {high} VP {BARS[-1]}"
        else:
            scale = f"\nEvery player had {high} VP at the end of every year."
        out.append(scale, style="dim")
        return out


def ruler(years: int, width: int) -> str:
    """The years under the bars, `width` columns each: every number that fits, '·' for the others.

    When every number cannot fit, year 1 and every fifth year are written, a number never cut.
    """
    cells = [" "] * (years * width)
    # A number needs a blank after it to be read apart from the next one (the last one does not).
    fits_all = all(len(str(y)) < width for y in range(1, years)) and len(str(years)) <= width
    for year in range(1, years + 1):
        start = (year - 1) * width
        text = str(year)
        wanted = fits_all or year == 1 or year % 5 == 0
        end = min(len(cells), start + len(text) + (0 if year == years else 1))
        free = start + len(text) <= len(cells) and all(c == " " for c in cells[start:end])
        if wanted and free:
            cells[start : start + len(text)] = text
        elif cells[start] == " " and (start == 0 or cells[start - 1] in " ·"):
            cells[start] = "·"
    return "".join(cells).rstrip()
