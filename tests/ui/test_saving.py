"""Saving by name from the game screen, then loading through the title screen's list of saves."""

from __future__ import annotations

from pathlib import Path

from tests.ui.helpers import SMALL, screen_text, session_until
from tests.ui.save_helpers import messages, save_files, snapshot
from viticulture_tui.persistence import store
from viticulture_tui.persistence.loader import load_game
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.confirm import ConfirmScreen
from viticulture_tui.ui.screens.game import GameScreen
from viticulture_tui.ui.screens.load import LoadScreen
from viticulture_tui.ui.screens.save_name import SaveNameScreen
from viticulture_tui.ui.screens.title import TitleScreen


def midway():
    """A 3-player game in its first summer."""
    return session_until(3, 4, lambda s: s.state.phase == "summer" and len(s.state.placements) >= 2)


async def test_save_then_load_round_trip(tmp_path: Path) -> None:
    """Ctrl+S with a name writes the save; a new app loads it from the title screen's list, exactly as it
    was, behind the curtain for the player about to decide."""
    session = midway()
    saved = session.state.model_dump(mode="json")
    app = ViticultureApp(session=session, save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("ctrl+s")  # works behind the curtain too
        assert isinstance(app.screen, SaveNameScreen)
        await pilot.press("ctrl+a", "ctrl+k", *"summer one", "enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert "Saved as summer one.json" in messages(app)
    assert load_game(tmp_path / "summer one.json").state.model_dump(mode="json") == saved

    app = ViticultureApp(save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        await pilot.press("l")
        assert isinstance(app.screen, LoadScreen)
        text = screen_text(app)
        assert "summer one" in text and "Anna, Ben, Carla" in text and "year 1, summer" in text
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.covered
        assert screen.session.state.model_dump(mode="json") == saved
        name = screen.session.names[screen.session.decider() or 0]
        assert "Pass the keyboard to" in screen_text(app) and name in screen_text(app)


async def test_the_proposed_name_and_escape(tmp_path: Path) -> None:
    """The name field proposes the default name; Escape closes it and writes nothing."""
    session = midway()
    app = ViticultureApp(session=session, save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("enter", "ctrl+s")
        screen = app.screen
        assert isinstance(screen, SaveNameScreen)
        assert screen.proposed.startswith("Anna-Ben-Carla year 1")
        await pilot.press("escape")
        assert isinstance(app.screen, GameScreen)
    assert save_files(tmp_path) == []


async def test_save_asks_before_replacing(tmp_path: Path) -> None:
    """Saving under an existing name asks first: No leaves the file as it was, Yes replaces it."""
    session = midway()
    store.save_game(session.state, tmp_path, "mine")
    before = snapshot(tmp_path)
    app = ViticultureApp(session=session, save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("ctrl+s", "ctrl+a", "ctrl+k", *"mine", "enter")
        assert isinstance(app.screen, ConfirmScreen)
        assert "already exists" in screen_text(app)
        await pilot.press("n")
        assert snapshot(tmp_path) == before
        await pilot.press("ctrl+s", "ctrl+a", "ctrl+k", *"mine", "enter", "y")
        await pilot.pause()
        assert snapshot(tmp_path) != before
        assert "Saved as mine.json" in messages(app)


async def test_save_from_the_palette(tmp_path: Path) -> None:
    """The palette lists Save, which asks for the name like the key."""
    app = ViticultureApp(session=midway(), save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("enter", "ctrl+p", *"Save")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, SaveNameScreen)
        await pilot.press("enter")
        await pilot.pause()
    assert len(save_files(tmp_path)) == 1


async def test_a_failed_save_is_told_and_the_game_goes_on(tmp_path: Path) -> None:
    """A save folder that is a file: the message names it and the problem; the app carries on."""
    folder = tmp_path / "not a folder"
    folder.write_text("x")
    app = ViticultureApp(session=midway(), save_dir=folder)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("ctrl+s", "enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and app.is_running
        assert "Not saved" in messages(app) and str(folder) in messages(app)
    assert folder.read_text() == "x"


async def test_without_a_save_folder_saving_is_off() -> None:
    """An app given no folder (as in other tests) saves nothing and says so."""
    app = ViticultureApp(session=midway())
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("ctrl+s")
        assert isinstance(app.screen, GameScreen)
        assert "Saving is off" in messages(app)
