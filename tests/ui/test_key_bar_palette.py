"""The key bar's palette reminder shows whole or not at all: never cut to '^p pale'."""

from __future__ import annotations

import pytest

from tests.scenario import table
from tests.ui.helpers import LARGE, SMALL, tap
from viticulture_tui.session import Session
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.widgets.key_bar import KeyBar


@pytest.mark.parametrize("size", [SMALL, LARGE])
async def test_the_palette_reminder_is_whole_or_absent(size: tuple[int, int]) -> None:
    """At 100 columns a placement turn's keys fill the bar and the reminder gives way; at 160 it fits."""
    app = ViticultureApp(session=Session(table()))
    async with app.run_test(size=size) as pilot:
        await tap(pilot, "enter")
        bar = app.screen.query_one(KeyBar)
        text = bar.make_text().plain
        assert len(text) <= bar.content_size.width
        if size == LARGE:
            assert text.rstrip().endswith("^p palette")
        else:
            assert "^p" not in text and "Help" in text
