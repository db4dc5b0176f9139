"""The list of saves: what it shows, damaged files, a load that fails (no file changed), back to the title."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.persistence.helpers import finished_game, play
from tests.ui.helpers import SMALL, flat_text, screen_text
from tests.ui.save_helpers import messages, snapshot
from viticulture_tui.persistence import store
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.game import GameScreen
from viticulture_tui.ui.screens.game_over import GameOverScreen
from viticulture_tui.ui.screens.load import LoadScreen
from viticulture_tui.ui.screens.replay import ReplayScreen
from viticulture_tui.ui.screens.title import TitleScreen


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """Two good saves, a truncated file, a foreign JSON file, a save whose state disagrees with its log."""
    store.save_game(play(2, 82, 20)[0], tmp_path, "midway")
    store.save_game(finished_game(3, 81), tmp_path, "done")
    (tmp_path / "cut.json").write_bytes((tmp_path / "midway.json").read_bytes()[:300])
    (tmp_path / "notes.json").write_text('{"shopping": ["milk"]}')
    raw = json.loads((tmp_path / "midway.json").read_text())
    raw["state"]["players"][0]["lira"] += 5
    (tmp_path / "edited.json").write_text(json.dumps(raw))
    return tmp_path


async def open_list(app: ViticultureApp, pilot) -> LoadScreen:  # type: ignore[no-untyped-def]
    """From the title screen to the list of saves."""
    await pilot.pause()
    await pilot.press("l")
    screen = app.screen
    assert isinstance(screen, LoadScreen)
    return screen


async def test_title_offers_load_only_with_saves(tmp_path: Path) -> None:
    """An empty folder: the Load entry is disabled and l does nothing."""
    app = ViticultureApp(save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("l")
        assert isinstance(app.screen, TitleScreen)
        assert "no saved games yet" in screen_text(app)


async def test_the_list_shows_every_file(folder: Path) -> None:
    """Good saves with players, year, season or 'finished', and date; damaged files with their problem."""
    app = ViticultureApp(save_dir=folder)
    async with app.run_test(size=(120, 40)) as pilot:
        await open_list(app, pilot)
        text = screen_text(app)
        assert "midway" in text and "Anna, Ben ·" in text and "saved 20" in text
        assert "done" in text and "finished" in text
        assert "cut" in text and "notes" in text
        assert "damaged, cannot be loaded: the file is truncated" in text
        assert "damaged, cannot be loaded: not a Viticulture save" in text


async def test_loading_a_damaged_save_says_why_and_changes_nothing(folder: Path) -> None:
    """A save whose state disagrees with its log: the message names the file and the problem, the app
    stays on the list (now showing the problem), and no file changes."""
    before = snapshot(folder)
    app = ViticultureApp(save_dir=folder)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_list(app, pilot)
        index = next(i for i, s in enumerate(screen.saves) if s.name == "edited")
        screen.query_one("#load-list").highlighted = index  # type: ignore[attr-defined]
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, LoadScreen) and app.is_running
        said = messages(app)
        assert str(folder / "edited.json") in said and "disagrees with its log" in said
        assert "damaged, cannot be loaded: the stored state disagrees" in screen_text(app)
        await pilot.press("enter")  # the highlight moved to a loadable save
        await pilot.pause()
        assert isinstance(app.screen, GameScreen | GameOverScreen)
    assert snapshot(folder) == before


async def test_unreadable_folder_is_told(tmp_path: Path) -> None:
    """A save folder that is a file: the list says it cannot be read."""
    folder = tmp_path / "file"
    folder.write_text("x")
    app = ViticultureApp(save_dir=folder)
    async with app.run_test(size=SMALL) as pilot:
        await open_list(app, pilot)
        # The folder's path comes first and may be long enough to wrap the message.
        assert "cannot read the save folder" in flat_text(app)
        await pilot.press("enter", "r")
        assert isinstance(app.screen, LoadScreen)
        await pilot.press("escape")
        assert isinstance(app.screen, TitleScreen)


async def test_replay_from_the_list(folder: Path) -> None:
    """r on a save opens its replay; Escape goes back to the title screen."""
    app = ViticultureApp(save_dir=folder)
    async with app.run_test(size=SMALL) as pilot:
        screen = await open_list(app, pilot)
        screen.query_one("#load-list").highlighted = next(  # type: ignore[attr-defined]
            i for i, s in enumerate(screen.saves) if s.name == "done"
        )
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
