"""Issue 11, small texts: the game-over chart's ruler and scale, its footer, the too-small notice."""

from __future__ import annotations

import pytest

from tests.ui.helpers import LARGE, screen_text, session_until, tap
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.palette import PALETTE
from viticulture_tui.ui.screens.game_over import GameOverScreen
from viticulture_tui.ui.screens.title import TitleScreen
from viticulture_tui.ui.screens.too_small import MIN_HEIGHT, MIN_WIDTH, TooSmallScreen, notice
from viticulture_tui.ui.widgets.vp_chart import ChartData, VpChart, ruler


def test_the_ruler_writes_whole_year_numbers_apart() -> None:
    """Every year when there is room, else 1 and every fifth; never a number cut or run together."""
    assert ruler(1, 2) == "1"
    assert ruler(7, 2) == "1 2 3 4 5 6 7"
    assert ruler(12, 2) == "1 · · · 5 · · · · 10  ·"
    assert "101112" not in ruler(12, 2) and "10" in ruler(12, 1)


async def test_the_game_over_chart_reads_year_and_a_real_scale() -> None:
    """A finished game: the ruler starts with 'Year', the scale names the lowest and highest VP."""
    session = session_until(2, 3, lambda s: s.game_over, visitors=False)
    app = ViticultureApp(session=session)
    async with app.run_test(size=LARGE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        text = app.screen.query_one(VpChart).render().plain
        lines = text.splitlines()
        assert lines[0].startswith("Year ") and lines[0].split()[1] == "1"
        top = max(v for row in session.state.vp_by_year for v in row)
        assert f"0 VP ▁ to {top} VP █" in lines[-1] and "Scale:" not in text
        assert "⏎ Title screen" in screen_text(app) and "New game" not in screen_text(app)
        await tap(pilot, "enter")
        assert isinstance(app.screen, TitleScreen)  # where the footer says it goes


async def test_a_year_where_nobody_scored_says_so() -> None:
    """All players at 0 VP: no '0 to 1 VP' scale, a plain sentence instead."""
    chart = VpChart()
    chart.data = ChartData(("Anna", "Ben"), PALETTE[:2], ((0, 0),))
    app = ViticultureApp()
    async with app.run_test(size=LARGE):
        await app.screen.mount(chart)
        text = chart.render().plain
    assert "0 to 1" not in text and "Every player had 0 VP at the end of every year." in text
    assert text.splitlines()[0].rstrip().endswith("1") and "·" not in text.splitlines()[0]


@pytest.mark.parametrize("size", [(99, 23), (79, 29), (60, 15), (40, 12), (30, 8), (25, 4), (20, 5)])
async def test_the_too_small_notice_fits_and_says_the_size_needed(size: tuple[int, int]) -> None:
    """Each line of the notice is on screen whole, and it names the size needed."""
    words = notice(*size)
    assert f"{MIN_WIDTH}x{MIN_HEIGHT}" in words
    app = ViticultureApp()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        shown = screen_text(app).splitlines()
        for line in words.splitlines():
            assert any(line in row for row in shown), f"{line!r} is cut at {size}"
