"""VP year by year: a line chart (textual-plotext), one line per player in their colour and shape."""

from __future__ import annotations

from typing import NamedTuple

from rich.text import Text
from textual.app import ComposeResult
from textual.color import Color
from textual.containers import Vertical
from textual.reactive import reactive
from textual.widgets import Static
from textual_plotext import PlotextPlot

from viticulture_tui.ui.palette import PlayerColour, shade
from viticulture_tui.ui.render.players import tag

PLOT_HEIGHT = 14
"""Rows for the plot about (`plot_height` sets it exactly): room for a VP scale of every few points
and the year axis under it."""
FRAME_ROWS = 4
"""Rows of the plot widget that are not its drawing area: the frame's top, the axis, the year
numbers and the axis titles."""


class ChartData(NamedTuple):
    """Names, colours and, per year, every seat's VP at the end of that year."""

    names: tuple[str, ...]
    colours: tuple[PlayerColour, ...]
    vp_by_year: tuple[tuple[int, ...], ...]


class VpChart(Vertical):
    """The chart, then a key naming each player by colour and shape with their final VP."""

    DEFAULT_CSS = f"""
    VpChart {{ height: auto; }}
    VpChart > PlotextPlot {{ height: {PLOT_HEIGHT}; }}
    VpChart > #vp-key {{ height: auto; }}
    """

    data: reactive[ChartData | None] = reactive(None, recompose=True)

    def compose(self) -> ComposeResult:
        """The plot (only numbers and the game's own words go into it: names stay in the key)."""
        data = self.data
        if data is None or not data.vp_by_year:
            yield Static(Text("No year was finished.", style="dim"), id="vp-key")
            return
        plot = PlotextPlot(id="vp-plot")
        plot.styles.height = draw(plot, data)
        yield plot
        yield Static(key(data), id="vp-key")


def draw(plot: PlotextPlot, data: ChartData) -> int:
    """One line per player, its points marked with the player's shape; whole years and VP on the axes.
    Returns the rows the plot takes (`plot_height`)."""
    plt = plot.plt
    years: list[float] = list(range(1, len(data.vp_by_year) + 1))
    values = [v for row in data.vp_by_year for v in row]
    low, high = min(0, *values), max(1, *values)
    for seat, colour in enumerate(data.colours):
        vps = [row[seat] if seat < len(row) else 0 for row in data.vp_by_year]
        # A single year is a single point: plotext draws no line through one point, just its mark.
        plt.plot(years, vps, marker=colour.symbol, color=Color.parse(shade(colour)).rgb)
    plt.xticks(years if len(years) <= 12 else [y for y in years if y == 1 or y % 5 == 0])
    ticks = vp_ticks(low, high)
    plt.yticks([float(t) for t in ticks])
    plt.xlim(1 - 0.2, len(years) + 0.2)
    plt.ylim(ticks[0], ticks[-1])
    plt.xlabel("Year")
    plt.ylabel("VP")
    return plot_height(len(ticks) - 1)


def plot_height(steps: int) -> int:
    """The plot's rows for a VP scale of `steps` equal steps: its drawing area a whole number of rows
    per step, so that every number of the scale stands the same distance from the next (at 14 rows
    for every scale, the 6 numbers 0-25 fell on rows 0, 2, 4, 5, 7 and 9)."""
    steps = max(1, steps)
    per_step = max(1, round((PLOT_HEIGHT - FRAME_ROWS) / steps))
    return per_step * steps + 1 + FRAME_ROWS


def vp_ticks(low: int, high: int, most: int = 6) -> list[int]:
    """Whole VP numbers on a round step (1, 2, 5, 10…), at most `most`, from at or below `low` to at or
    above `high`: the scale's ends are numbers written on it."""
    span = max(1, high - low)
    step = next(s for s in (1, 2, 5, 10, 20, 50, 100, 1000) if span / s <= most - 1 or s == 1000)
    first, last = (low // step) * step, -(-high // step) * step
    return list(range(first, last + 1, step))


def key(data: ChartData) -> Text:
    """Each player's shape and name in their colour, with the VP at the end of the last year."""
    out = Text()
    final = data.vp_by_year[-1]
    for seat, name in enumerate(data.names):
        if seat:
            out.append("   ")
        out.append_text(tag(name, data.colours[seat]))
        out.append(f" {final[seat] if seat < len(final) else 0} VP", style="bold")
    low = min(v for row in data.vp_by_year for v in row)
    high = max(v for row in data.vp_by_year for v in row)
    if low == high:
        out.append(f"\nEvery player had {high} VP at the end of every year.")
    return out
