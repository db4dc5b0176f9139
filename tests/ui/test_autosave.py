"""Autosave after every action and undo, into the game's own slot; an old single autosave is moved into a
slot and offered by Continue; a damaged autosave is told, left as it is, and copied aside before its slot's
next autosave replaces it; a finished game is filed among the named saves."""

from __future__ import annotations

from pathlib import Path

from tests.persistence.helpers import finished_game, play
from tests.persistence.slot_helpers import game_files, in_slot
from tests.ui.helpers import SMALL, screen_text
from tests.ui.save_helpers import messages, save_files, snapshot, undoable_session, wait_for_workers
from viticulture_tui.persistence import slots, store
from viticulture_tui.persistence.loader import load_game
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.continue_game import ContinueScreen
from viticulture_tui.ui.screens.game import GameScreen
from viticulture_tui.ui.screens.title import TitleScreen


def dump(path: Path) -> dict[str, object]:
    """The game in a save file, validated."""
    return load_game(path).state.model_dump(mode="json")


def only_slot(saves: Path) -> slots.Slot:
    """The one slot of a folder."""
    found = slots.all_slots(saves)
    assert len(found) == 1, found
    return found[0]


async def test_every_action_and_undo_is_autosaved(tmp_path: Path) -> None:
    """After an undo the game's slot holds the game as it is; after an action too."""
    session = undoable_session()
    app = ViticultureApp(session=session, save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("enter", "u")
        await pilot.pause()
        slot = only_slot(tmp_path)
        assert dump(slot.path) == session.state.model_dump(mode="json")
        before = len(session.state.history)
        await pilot.press("x", "y")  # pass (asks first when workers are left)
        await pilot.pause()
        assert len(session.state.history) == before + 1
        assert dump(slot.path) == session.state.model_dump(mode="json")
        assert only_slot(tmp_path) == slot
    assert not (tmp_path / "autosave.json").exists()


async def test_an_old_autosave_is_moved_into_a_slot_and_offered(tmp_path: Path) -> None:
    """The single autosave of earlier versions: moved into a slot (bytes unchanged), offered as "Continue
    your game, year N?"; Enter puts the game back behind the curtain."""
    state = play(3, 5, 40)[0]
    store.autosave(play(3, 5, 39)[0], tmp_path)
    store.autosave(state, tmp_path)
    old = (tmp_path / "autosave.json").read_bytes(), (tmp_path / "autosave.json.bak").read_bytes()
    app = ViticultureApp(save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await wait_for_workers(pilot)
        assert isinstance(app.screen, TitleScreen)
        text = screen_text(app)
        assert f"Continue your game, year {state.year}" in text and "Anna, Ben, Carla" in text
        assert "interrupted" not in text
        slot = only_slot(tmp_path)
        assert (slot.path.read_bytes(), slot.backup.read_bytes()) == old
        assert not (tmp_path / "autosave.json").exists() and not (tmp_path / "autosave.json.bak").exists()
        await pilot.press("enter")
        await wait_for_workers(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.covered
        assert screen.session.state.model_dump(mode="json") == state.model_dump(mode="json")


async def test_looking_changes_no_slot(tmp_path: Path) -> None:
    """Starting and going back to the title leaves every slot file as it was."""
    in_slot(play(2, 5, 30)[0], tmp_path)
    before = game_files(tmp_path), snapshot(slots.slots_folder(tmp_path))
    app = ViticultureApp(save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await wait_for_workers(pilot)
        await pilot.press("q")
    after = game_files(tmp_path), snapshot(slots.slots_folder(tmp_path))
    assert after == before


async def test_a_finished_game_is_not_offered_and_kept_by_name(tmp_path: Path) -> None:
    """An autosave of a game that ended is not offered; it is moved among the named saves, for Load."""
    state = finished_game(2, 9)
    in_slot(state, tmp_path)
    app = ViticultureApp(save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await wait_for_workers(pilot)
        assert isinstance(app.screen, TitleScreen)
        assert "Continue" not in screen_text(app)
    assert slots.all_slots(tmp_path) == []
    kept = [n for n in save_files(tmp_path) if "finished" in n]
    assert len(kept) == 1 and kept[0].startswith("Anna-Ben finished")
    assert dump(tmp_path / kept[0]) == state.model_dump(mode="json")


async def test_the_backup_is_offered_when_the_autosave_is_damaged(tmp_path: Path) -> None:
    """A damaged autosave with a good backup: Continue says so and opens the backup's game; the first
    autosave keeps the damaged file aside before replacing it."""
    state = play(2, 6, 30)[0]
    slot = in_slot(state, tmp_path)
    store.autosave(state, slot.path.parent, slot.path.name)  # the backup now holds it too
    slot.path.write_bytes(b'{"format": ')
    app = ViticultureApp(save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await wait_for_workers(pilot)
        await pilot.press("c")  # one game with a note: the list shows the note
        await pilot.pause()
        assert isinstance(app.screen, ContinueScreen)
        assert "the autosave is damaged" in screen_text(app)
        await pilot.press("enter")
        await wait_for_workers(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert len(screen.session.state.history) == 30
        session = screen.session
        session.apply(session.choices()[0].action)  # an action: autosaved
        await pilot.pause()
        assert "kept as autosave damaged" in messages(app)
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("autosave damaged")]
    assert len(kept) == 1 and kept[0].read_bytes() == b'{"format": '
    assert len(load_game(slot.path).state.history) == 31


async def test_a_damaged_game_is_listed_and_a_new_game_leaves_it(tmp_path: Path) -> None:
    """A truncated autosave without a backup: Continue lists it with the problem, the app carries on; a new
    game autosaves into a slot of its own and the damaged file is never touched."""
    damaged = b'{"format": "viticulture-tui save", "format_version": 1, "players": ['
    slot = in_slot(play(2, 6, 10)[0], tmp_path)
    slot.path.write_bytes(damaged)
    app = ViticultureApp(save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await wait_for_workers(pilot)
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, ContinueScreen)
        assert "damaged, cannot be opened" in screen_text(app)
        await pilot.press("escape", "n", "ctrl+s")  # a new game with the default players
        await pilot.pause()
        await pilot.press("enter", "1")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
    assert slot.path.read_bytes() == damaged
    assert len(slots.all_slots(tmp_path)) == 2


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


async def test_continue_is_there_once_the_terminal_is_large_enough(tmp_path: Path) -> None:
    """Started in a small terminal, the title offers Continue once the notice is gone."""
    in_slot(play(2, 5, 30)[0], tmp_path)
    app = ViticultureApp(save_dir=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for_workers(pilot)
        await pilot.resize_terminal(*SMALL)
        await pilot.pause(0.3)
        assert isinstance(app.screen, TitleScreen) and "Continue your game" in screen_text(app)


def test_the_title_knows_the_slot_names_without_importing_them() -> None:
    """The save folder's copies of the slot folder's names are the persistence layer's."""
    from viticulture_tui.ui import save_folder

    assert (save_folder.IN_PROGRESS, save_folder.OLD_AUTOSAVE) == (slots.IN_PROGRESS, slots.OLD_AUTOSAVE)
