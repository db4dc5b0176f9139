"""Issue 12: where a walkthrough step says to look is true at every size: compact, it names the view."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.ui.walkthrough_keys import open_walkthrough, play_to
from viticulture_tui.ui import walkthrough_record
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.walkthrough import AREAS, WalkthroughScreen
from viticulture_tui.ui.widgets.step_panel import StepPanel
from viticulture_tui.walkthrough import load

PLACES = ("left", "right", "top", "bottom")


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The walkthrough keeps its progress in a fresh folder."""
    monkeypatch.setattr(walkthrough_record, "folder_of", lambda app: tmp_path)
    return tmp_path


def _true_place(screen: WalkthroughScreen, selector: str, words: str) -> None:
    """'top', 'bottom', 'left' and 'right' in the words hold for the widget's place on screen."""
    region = screen.query_one(selector).region
    assert region.area, f"{selector} ({words}) is not on screen"
    width, height = screen.size
    where = words.split("(", 1)[1]
    if "left" in where:
        assert region.x < width // 2, words
    if "right" in where:
        assert region.right > width // 2 and region.x > 0, words
    if "top" in where:
        assert region.y < height // 2, words
    if "bottom" in where:
        assert region.bottom > height // 2, words


async def test_compact_names_the_view_and_the_key_and_the_view_shows_it(folder: Path) -> None:
    """80x24: no 'left' or 'top'; the view named, reached with d, has the area on screen."""
    app = ViticultureApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_walkthrough(pilot)
        assert screen.has_class("-compact")
        for area, (_selector, _what, _place, view) in AREAS.items():
            selector, words = screen._where(area)
            assert not any(place in words for place in PLACES), words
            if not view:
                assert "under this step" in words
                continue
            assert f"the {view} view: d steps through the views" in words
            for _ in range(8):
                if screen.panel == view:
                    break
                await pilot.press("d")
            await pilot.pause()
            assert screen.panel == view
            screen._refresh_layout()
            assert screen.query_one(selector).region.area, f"{area}: {selector} not in the {view} view"
        await play_to(pilot, "plant")  # a step about a space: its name, then where the board is
        look = screen.query_one(StepPanel).view
        assert look is not None and "highlighted on the board (the board view: d steps" in look.look


@pytest.mark.parametrize("size", [(100, 30), (160, 50), (200, 60)])
async def test_the_full_layouts_say_where_each_area_really_is(folder: Path, size: tuple[int, int]) -> None:
    """From 100x30 up: every area's words ('top left', 'right', ...) hold, the scores where they are."""
    app = ViticultureApp()
    async with app.run_test(size=size) as pilot:
        screen = await open_walkthrough(pilot)
        await pilot.pause()
        screen._refresh_layout()
        hand_step = next(step.id for step in load().steps if step.highlight == "hand")
        await play_to(pilot, hand_step)  # below 160x50 the hand shows on the steps about it
        await pilot.pause()
        screen._refresh_layout()
        for area in AREAS:
            selector, words = screen._where(area)
            _true_place(screen, selector, words)
        assert (screen._where("scores")[0] == "#players") == (size == (100, 30))
