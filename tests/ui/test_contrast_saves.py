"""The lists of saves read at 4.5:1 or more too, their damaged lines included (WCAG AA)."""

from __future__ import annotations

from pathlib import Path

from tests.persistence.helpers import play
from tests.persistence.slot_helpers import in_slot
from tests.ui.contrast import failures
from tests.ui.helpers import SMALL, screen_text
from tests.ui.save_helpers import wait_for_workers
from viticulture_tui.persistence import store
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.continue_game import ContinueScreen
from viticulture_tui.ui.screens.load import LoadScreen

CUT = b'{"format": "viticulture-tui save", "format_version": 1, "players": ['
"""A save cut in the middle: listed as damaged."""


def _folder(tmp_path: Path) -> Path:
    """Two named saves (one damaged) and two games in progress (one damaged)."""
    store.save_game(play(2, 6, 10)[0], tmp_path, "good")
    (tmp_path / "cut.json").write_bytes(CUT)
    in_slot(play(2, 7, 12)[0], tmp_path)
    in_slot(play(3, 8, 9)[0], tmp_path).path.write_bytes(CUT)
    return tmp_path


async def test_the_load_list_with_a_damaged_save_reads_well(tmp_path: Path) -> None:
    app = ViticultureApp(save_dir=_folder(tmp_path))
    async with app.run_test(size=SMALL) as pilot:
        await wait_for_workers(pilot)
        await pilot.press("l")
        await pilot.pause()
        assert isinstance(app.screen, LoadScreen)
        assert "damaged" in screen_text(app)
        assert failures(app) == []


async def test_the_continue_list_with_a_damaged_game_reads_well(tmp_path: Path) -> None:
    app = ViticultureApp(save_dir=_folder(tmp_path))
    async with app.run_test(size=SMALL) as pilot:
        await wait_for_workers(pilot)
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, ContinueScreen)
        assert "damaged" in screen_text(app)
        assert failures(app) == []
