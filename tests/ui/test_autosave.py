"""Autosave after every action and undo; on start the interrupted game is offered; a damaged autosave is
told, left as it is, and copied aside before a new game's autosave replaces it."""

from __future__ import annotations

from pathlib import Path

from tests.persistence.helpers import finished_game, play
from tests.ui.helpers import SMALL, screen_text
from tests.ui.save_helpers import messages, save_files, snapshot, undoable_session, wait_for_workers
from viticulture_tui.persistence import store
from viticulture_tui.persistence.loader import load_game
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.resume import ResumeScreen
from viticulture_tui.ui.screens.game import GameScreen
from viticulture_tui.ui.screens.title import TitleScreen


def dump(path: Path) -> dict[str, object]:
    """The game in a save file, validated."""
    return load_game(path).state.model_dump(mode="json")


async def test_every_action_and_undo_is_autosaved(tmp_path: Path) -> None:
    """After an undo the autosave holds the game as it is; after an action too."""
    session = undoable_session()
    app = ViticultureApp(session=session, save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("enter", "u")
        await pilot.pause()
        assert dump(tmp_path / "autosave.json") == session.state.model_dump(mode="json")
        before = len(session.state.history)
        await pilot.press("x", "y")  # pass (asks first when workers are left)
        await pilot.pause()
        assert len(session.state.history) == before + 1
        assert dump(tmp_path / "autosave.json") == session.state.model_dump(mode="json")


async def test_resume_is_offered_on_start(tmp_path: Path) -> None:
    """An unfinished autosave: the title screen asks; Enter (yes) puts the game back behind the curtain."""
    state = play(3, 5, 40)[0]
    store.autosave(state, tmp_path)
    app = ViticultureApp(save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await wait_for_workers(pilot)
        assert isinstance(app.screen, ResumeScreen)
        assert "interrupted game" in screen_text(app) and "Anna, Ben, Carla" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.covered
        assert screen.session.state.model_dump(mode="json") == state.model_dump(mode="json")


async def test_resume_declined_leaves_the_autosave(tmp_path: Path) -> None:
    """No keeps the title screen, and the autosave file as it was."""
    store.autosave(play(2, 5, 30)[0], tmp_path)
    before = snapshot(tmp_path)
    app = ViticultureApp(save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await wait_for_workers(pilot)
        await pilot.press("n")
        assert isinstance(app.screen, TitleScreen)
    assert snapshot(tmp_path) == before


async def test_a_finished_game_is_not_offered(tmp_path: Path) -> None:
    """An autosave of a game that ended asks nothing."""
    store.autosave(finished_game(2, 9), tmp_path)
    app = ViticultureApp(save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await wait_for_workers(pilot)
        assert isinstance(app.screen, TitleScreen)


async def test_the_backup_is_offered_when_the_autosave_is_damaged(tmp_path: Path) -> None:
    """A damaged autosave with a good backup: the backup's game is offered."""
    state = play(2, 6, 30)[0]
    store.autosave(state, tmp_path)
    store.autosave(state, tmp_path)  # the backup now holds it too
    (tmp_path / "autosave.json").write_bytes(b'{"format": ')
    app = ViticultureApp(save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await wait_for_workers(pilot)
        assert isinstance(app.screen, ResumeScreen)
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)


async def test_a_damaged_autosave_is_told_and_kept(tmp_path: Path) -> None:
    """A truncated autosave: the message names the file and the problem, the app carries on, the file is
    untouched; when a new game autosaves, the damaged file is first copied aside (nothing is lost)."""
    damaged = b'{"format": "viticulture-tui save", "format_version": 1, "players": ['
    (tmp_path / "autosave.json").write_bytes(damaged)
    before = snapshot(tmp_path)
    app = ViticultureApp(save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await wait_for_workers(pilot)
        assert isinstance(app.screen, TitleScreen) and app.is_running
        said = messages(app)
        assert str(tmp_path / "autosave.json") in said and "truncated" in said
        assert snapshot(tmp_path) == before
        await pilot.press("n", "ctrl+s")  # a new game with the default players
        await pilot.pause()
        await pilot.press("enter", "1")  # the first player's first choice: autosaved
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert "is kept as autosave damaged" in messages(app)
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("autosave damaged")]
    assert len(kept) == 1 and kept[0].read_bytes() == damaged
    load_game(tmp_path / "autosave.json")
    assert "autosave.json.bak" in save_files(tmp_path)


async def test_a_failing_autosave_is_told_once(tmp_path: Path) -> None:
    """An autosave that cannot be written: one message, the game goes on."""
    folder = tmp_path / "file"
    folder.write_text("x")
    session = undoable_session()
    app = ViticultureApp(session=session, save_dir=folder)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("enter", "1")
        await pilot.pause()
        await pilot.press("enter", "1", "enter", "1")
        await pilot.pause()
        assert messages(app).count("Autosave failed") == 1
        assert app.is_running
    assert folder.read_text() == "x"


async def test_resume_waits_for_a_large_enough_terminal(tmp_path: Path) -> None:
    """Started in a small terminal, the offer comes once the notice is gone."""
    store.autosave(play(2, 5, 30)[0], tmp_path)
    app = ViticultureApp(save_dir=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for_workers(pilot)
        assert not isinstance(app.screen, ResumeScreen)
        await pilot.resize_terminal(*SMALL)
        await pilot.pause(0.8)
        assert isinstance(app.screen, ResumeScreen)
