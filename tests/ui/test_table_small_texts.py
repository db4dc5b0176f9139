"""Issue 11, small texts: the too-small notice (the game-over chart is tests/ui/test_vp_chart.py)."""

from __future__ import annotations

import pytest

from tests.ui.helpers import screen_text
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.too_small import MIN_HEIGHT, MIN_WIDTH, TooSmallScreen, notice


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
