"""The Players screen (i) draws each whole mat at the width it is given, the scroll bar's room left out."""

from __future__ import annotations

import pytest

from tests.ui.helpers import game_screen, screen_text, session_from, tap
from viticulture_tui.ui.app import ViticultureApp


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_the_three_plots_stand_on_one_line(size: tuple[int, int]) -> None:
    """At 80x24 a mat drawn 74 cells wide beside a scroll bar wrapped its plots onto broken lines."""
    app = ViticultureApp(session=session_from(2, 7))
    async with app.run_test(size=size) as pilot:
        await tap(pilot, "enter")
        game_screen(app)
        await tap(pilot, "i")
        await pilot.pause()
        box = app.screen.query_one("#players-box").region
        rows = screen_text(app).splitlines()[box.y : box.bottom]
        lines = [row[box.x : box.right] for row in rows]  # the dialog alone, not the game behind it
        tops = [line for line in lines if "5-field" in line]
        assert tops, "\n".join(lines)
        assert all("6-field" in line and "7-field" in line for line in tops), "\n".join(lines)
        bottoms = [line for line in lines if "╰" in line and "╯" in line]
        assert all(line.count("╰") == 3 and line.count("╯") == 3 for line in bottoms), "\n".join(lines)
