"""Issue 12, the game-over chart: a line chart with a year axis and a VP scale, one line per player."""

from __future__ import annotations

import itertools

from textual_plotext import PlotextPlot

from tests.ui.helpers import LARGE, screen_text, session_until, tap
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.palette import PALETTE, for_seats
from viticulture_tui.ui.screens.game_over import GameOverScreen
from viticulture_tui.ui.screens.title import TitleScreen
from viticulture_tui.ui.widgets.vp_chart import ChartData, VpChart, vp_ticks


def _plot_lines(chart: VpChart) -> list[str]:
    return chart.query_one(PlotextPlot).render().plain.splitlines()  # type: ignore[union-attr]


async def test_the_chart_names_every_player_and_reads_years_and_vp() -> None:
    """A finished 3-player game: each name in the key with final VP, years 1..N under the plot, a
    VP scale up to the top score beside it, and each player's shape drawn on the plot."""
    session = session_until(3, 3, lambda s: s.game_over, visitors=False)
    app = ViticultureApp(session=session)
    async with app.run_test(size=LARGE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        chart = app.screen.query_one(VpChart)
        key = str(chart.query_one("#vp-key").render())
        finals = session.state.vp_by_year[-1]
        for seat, name in enumerate(session.names):
            assert f"{name} {finals[seat]} VP" in key
        lines = _plot_lines(chart)
        years = len(session.state.vp_by_year)
        axis = lines[-2].split()  # the year numbers, above the axis titles
        wanted = [str(y) for y in range(1, years + 1)] if years <= 12 else None
        assert axis == wanted if wanted else axis[0] == "1" and all(int(y) % 5 == 0 for y in axis[1:])
        assert "Year" in lines[-1] and lines[-1].split()[0] == "VP"
        scale = [line.split("┤")[0].strip() for line in lines if "┤" in line]
        top = max(v for row in session.state.vp_by_year for v in row)
        assert scale[0] == str(max(vp_ticks(0, top))) and scale[-1] == "0"
        assert all(s.lstrip("-").isdigit() for s in scale)  # whole VP, never 9.8
        plot = "\n".join(lines)
        for colour in for_seats(session.colours):
            assert colour.symbol in plot
        assert "⏎ Title screen" in screen_text(app) and "New game" not in screen_text(app)
        await tap(pilot, "enter")
        assert isinstance(app.screen, TitleScreen)  # where the footer says it goes


async def test_few_years_show_every_year_and_a_negative_score() -> None:
    """Two years, someone below zero: the axis reads 1 2, the scale goes below 0."""
    chart = VpChart()
    chart.data = ChartData(("Anna", "Ben"), PALETTE[:2], ((-2, 1), (3, 5)))
    app = ViticultureApp()
    async with app.run_test(size=LARGE) as pilot:
        await app.screen.mount(chart)
        await pilot.pause()
        lines = _plot_lines(chart)
        assert lines[-2].split() == ["1", "2"]
        scale = [line.split("┤")[0].strip() for line in lines if "┤" in line]
        assert scale == ["6", "4", "2", "0", "-2"]
        assert "● Anna 3 VP" in screen_text(app) and "■ Ben 5 VP" in screen_text(app)


async def test_a_year_where_nobody_scored_says_so() -> None:
    """All players at 0 VP: a plain sentence under the plot, no made-up scale."""
    chart = VpChart()
    chart.data = ChartData(("Anna", "Ben"), PALETTE[:2], ((0, 0),))
    app = ViticultureApp()
    async with app.run_test(size=LARGE) as pilot:
        await app.screen.mount(chart)
        await pilot.pause()
        assert "Every player had 0 VP at the end of every year." in screen_text(app)
        assert _plot_lines(chart)[-2].split() == ["1"]


def test_vp_ticks_are_whole_and_round() -> None:
    """At most six whole numbers on a step of 1, 2, 5, 10…, the lowest and highest VP within them."""
    assert vp_ticks(0, 20) == [0, 5, 10, 15, 20]
    assert vp_ticks(-3, 4) == [-4, -2, 0, 2, 4]
    assert vp_ticks(-5, 25) == [-10, 0, 10, 20, 30]
    assert vp_ticks(0, 1) == [0, 1]
    assert vp_ticks(0, 3) == [0, 1, 2, 3]


async def test_the_vp_scale_is_evenly_spaced() -> None:
    """Whatever the scale (2 to 6 numbers), each of its numbers stands the same number of rows from
    the next (at one height for every scale, 0-25 stood on rows 0, 2, 4, 5, 7 and 9)."""
    for top in (1, 3, 8, 20, 25, 40):
        chart = VpChart()
        chart.data = ChartData(("Anna", "Ben"), PALETTE[:2], ((0, 1), (top // 2, 2), (top, 3)))
        app = ViticultureApp()
        async with app.run_test(size=LARGE) as pilot:
            await app.screen.mount(chart)
            await pilot.pause()
            lines = _plot_lines(chart)
            rows = [i for i, line in enumerate(lines) if "┤" in line]
            assert len(rows) == len(vp_ticks(0, max(top, 3))), (top, lines)
            gaps = {b - a for a, b in itertools.pairwise(rows)}
            assert len(gaps) == 1, f"scale 0-{top}: numbers on rows {rows}"
