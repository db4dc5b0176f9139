"""Continue on the title screen: every unfinished game listed and openable, a new game touches no other,
keys pressed before the check lose nothing, a game can be left for the title, another window is refused."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from textual.pilot import Pilot

from tests.persistence.helpers import finished_game, play
from tests.persistence.slot_helpers import game_files, in_slot, placed_as_autosaves
from tests.ui.helpers import SMALL, flat_text, screen_text
from tests.ui.save_helpers import messages, wait_for_workers
from viticulture_tui.engine import Action, apply, new_game
from viticulture_tui.persistence import slots, store
from viticulture_tui.persistence.loader import load_game
from viticulture_tui.persistence.lock import is_free
from viticulture_tui.persistence.resume import unfinished_games
from viticulture_tui.session import Session
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.confirm import ConfirmScreen
from viticulture_tui.ui.screens.continue_game import ContinueScreen
from viticulture_tui.ui.screens.game import GameScreen
from viticulture_tui.ui.screens.replay import ReplayScreen
from viticulture_tui.ui.screens.title import TitleScreen
from viticulture_tui.ui.widgets.choice_list import ChoiceList


async def shows(pilot: Pilot[None], words: str, limit: float = 5.0) -> bool:
    """Whether the words come on screen (read flat) within `limit` seconds of background work."""
    waited = 0.0
    while waited < limit:
        await wait_for_workers(pilot)
        if words in flat_text(pilot.app):  # type: ignore[arg-type]
            return True
        await pilot.pause(0.05)
        waited += 0.05
    return False


def state_of(app: ViticultureApp) -> dict[str, object]:
    """The game on screen, as JSON data."""
    screen = app.screen
    assert isinstance(screen, GameScreen), screen
    return screen.session.state.model_dump(mode="json")


async def test_continue_lists_two_games_and_opens_the_chosen(tmp_path: Path) -> None:
    """Two unfinished games: the title counts them, the list shows both (newest first, with players, year,
    season, date), Enter on the second opens that game and locks it."""
    older = play(2, 21, 30)[0]
    newer = play(3, 22, 50)[0]
    older_slot = in_slot(older, tmp_path)
    in_slot(newer, tmp_path)
    app = ViticultureApp(save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        assert await shows(pilot, "Continue a game (2 in progress)")
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, ContinueScreen)
        text = screen_text(app)
        assert text.index("Anna, Ben, Carla") < text.index("Anna, Ben\n") if "Anna, Ben\n" in text else True
        assert f"year {newer.year}" in text and "saved " in text
        await pilot.press("down", "enter")
        await wait_for_workers(pilot)
        assert state_of(app) == older.model_dump(mode="json")
        assert is_free(older_slot.lock_path) is False
    assert is_free(older_slot.lock_path) is True  # the app closed: the lock went with it


async def test_a_new_game_never_touches_another_slot(tmp_path: Path) -> None:
    """A player with a 2-player game in progress starts a solo game: the 2-player game's files stay byte for
    byte, the solo game has a slot of its own, and both are offered afterwards."""
    in_slot(play(2, 23, 60)[0], tmp_path, backup=play(2, 23, 59)[0])
    before = game_files(tmp_path)
    app = ViticultureApp(save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await wait_for_workers(pilot)
        await pilot.press("n", "ctrl+s")
        await pilot.pause()
        for _ in range(3):
            await pilot.press("enter", "1")
            await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        await pilot.press("ctrl+t")
        assert await shows(pilot, "Continue a game (2 in progress)")
    after = game_files(tmp_path)
    assert {k: v for k, v in after.items() if k in before} == before
    assert len(slots.all_slots(tmp_path)) == 2


@pytest.fixture
def slow_check(monkeypatch: pytest.MonkeyPatch) -> Iterator[threading.Event]:
    """The start-up check waits until the test sets the event: keys are surely pressed before it is back."""
    from viticulture_tui.persistence import resume

    go = threading.Event()
    real = resume.prepare

    def held(saves: Path) -> list[resume.Unfinished]:
        # Held until the test says so; the bound only keeps a broken test from hanging. 10 s ran out
        # on a 2-core machine at load 9 before the keys were in, and the check moved the old files.
        go.wait(120)
        return real(saves)

    monkeypatch.setattr(resume, "prepare", held)
    yield go
    go.set()


def old_pair(folder: Path) -> tuple[bytes, bytes]:
    """An autosave of earlier versions and its backup in the folder; their bytes."""
    store.autosave(play(2, 24, 40)[0], folder)
    store.autosave(play(2, 24, 41)[0], folder)
    return (folder / "autosave.json").read_bytes(), (folder / "autosave.json.bak").read_bytes()


def kept_pair(folder: Path, old: tuple[bytes, bytes]) -> bool:
    """Whether one slot holds exactly the old autosave and its backup."""
    return any(
        s.path.is_file() and s.backup.is_file() and (s.path.read_bytes(), s.backup.read_bytes()) == old
        for s in slots.all_slots(folder)
    )


async def test_keys_pressed_before_the_check_lose_nothing(
    tmp_path: Path, slow_check: threading.Event
) -> None:
    """n, Ctrl+S and a few choices pressed before the check is back, with an old autosave and its backup in
    the folder: the new game is played and autosaved in a slot of its own, the old game's two files keep
    their bytes (moved into a slot), and Continue offers both as soon as the check is done."""
    old = old_pair(tmp_path)
    app = ViticultureApp(save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("n", "ctrl+s", "enter", "1", "enter", "1")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and len(app.screen.session.state.history) >= 1
        assert (tmp_path / "autosave.json").read_bytes() == old[0]  # not even moved yet
        slow_check.set()
        await pilot.press("ctrl+t")
        assert await shows(pilot, "Continue a game (2 in progress)")
    assert kept_pair(tmp_path, old)


async def test_enter_before_the_check_loses_nothing_and_continue_appears(
    tmp_path: Path, slow_check: threading.Event
) -> None:
    """Enter before the check is back takes the entry then shown (New game); back on the title, Continue
    is there once the check is done, and the old files keep their bytes."""
    old = old_pair(tmp_path)
    app = ViticultureApp(save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        assert not isinstance(app.screen, TitleScreen)  # the new-game screen
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen) and "Continue" not in flat_text(app)
        slow_check.set()
        assert await shows(pilot, "Continue your game, year")
    assert kept_pair(tmp_path, old)


async def test_leave_to_title_then_continue(tmp_path: Path) -> None:
    """Ctrl+T in the middle of a game (even behind the curtain): the title offers it, its lock is free,
    Continue brings the same game back."""
    slot = in_slot(play(3, 25, 45)[0], tmp_path)
    app = ViticultureApp(save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await wait_for_workers(pilot)
        await pilot.press("enter")
        await wait_for_workers(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.covered
        session = screen.session
        session.apply(session.choices()[0].action)
        await pilot.pause()
        played = state_of(app)
        assert is_free(slot.lock_path) is False
        await pilot.press("ctrl+t")
        assert await shows(pilot, "Continue your game")
        assert isinstance(app.screen, TitleScreen)
        assert is_free(slot.lock_path) is True
        assert "Continue on the title screen picks it up" in messages(app)
        await pilot.press("c")
        await wait_for_workers(pilot)
        assert state_of(app) == played


async def test_the_quit_question_says_continue_picks_it_up(tmp_path: Path) -> None:
    """Ctrl+Q in a game asks first, saying the game waits under Continue."""
    in_slot(play(2, 26, 20)[0], tmp_path)
    app = ViticultureApp(save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await wait_for_workers(pilot)
        await pilot.press("c")
        await wait_for_workers(pilot)
        await pilot.press("ctrl+q")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ConfirmScreen)
        assert screen.question == "Quit the game? It is autosaved; Continue on the title screen picks it up."


async def test_a_game_open_in_another_window_is_refused_with_a_read_only_offer(tmp_path: Path) -> None:
    """A second window (a second app on the same folder) that picks the game the first one plays: told that
    it is open in another window, offered the read-only replay, which writes nothing."""
    slot = in_slot(play(2, 27, 35)[0], tmp_path)
    first = ViticultureApp(save_dir=tmp_path)
    async with first.run_test(size=SMALL) as one:
        await wait_for_workers(one)
        await one.press("c")
        await wait_for_workers(one)
        assert isinstance(first.screen, GameScreen)
        before = game_files(tmp_path)
        second = ViticultureApp(save_dir=tmp_path)
        async with second.run_test(size=SMALL) as two:
            await wait_for_workers(two)
            await two.press("c")  # one game, but open elsewhere: the list says so
            await two.pause()
            assert isinstance(second.screen, ContinueScreen)
            assert "open in another window" in screen_text(second)
            await two.press("enter")
            await two.pause()
            asking = second.screen
            assert isinstance(asking, ConfirmScreen)
            question = asking.question
            assert "is open in another window" in question and "read-only" in question
            await two.press("y")
            await wait_for_workers(two)
            assert isinstance(second.screen, ReplayScreen)
        assert game_files(tmp_path) == before
        assert is_free(slot.lock_path) is False  # still the first window's


async def test_declining_the_read_only_view_goes_back_to_the_list(tmp_path: Path) -> None:
    """No to the read-only offer: back on the list, nothing opened, nothing written."""
    slot = in_slot(play(2, 28, 35)[0], tmp_path)
    in_slot(play(2, 29, 30)[0], tmp_path)
    lock = slot.lock()
    lock.acquire()  # another window plays it
    try:
        before = game_files(tmp_path)
        app = ViticultureApp(save_dir=tmp_path)
        async with app.run_test(size=SMALL) as pilot:
            await wait_for_workers(pilot)
            await pilot.press("c")
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, ContinueScreen)
            index = next(i for i, g in enumerate(screen.games) if g.slot == slot)
            await pilot.press(*["down"] * index, "enter")
            await pilot.pause()
            await pilot.press("n")
            await pilot.pause()
            assert isinstance(app.screen, ContinueScreen)
        assert game_files(tmp_path) == before
    finally:
        lock.release()


@pytest.mark.fuzz
async def test_damaged_autosaves_open_their_backup_from_the_continue_list(tmp_path: Path) -> None:
    """One damaged save of each class of tests/hostile as an autosave with a good backup: the Continue list
    shows every one, and choosing each opens the backup's game; nothing raises, the app keeps running."""
    from tests.hostile.damaged_saves import FIXTURE
    from viticulture_tui.persistence.loader import load_game

    good = load_game(FIXTURE).state.model_dump(mode="json")
    _, placed = placed_as_autosaves(tmp_path, one_per_class=True)
    wrong: list[str] = []
    app = ViticultureApp(save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        assert await shows(pilot, f"Continue a game ({len(placed)} in progress)")
        for name, case in placed.items():
            await pilot.press("c")
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, ContinueScreen)
            screen.query_one(ChoiceList).highlighted = next(
                i for i, g in enumerate(screen.games) if g.slot.path.name == name
            )
            await pilot.press("enter")
            for _ in range(40):
                await wait_for_workers(pilot)
                if isinstance(app.screen, GameScreen):
                    break
            if not isinstance(app.screen, GameScreen) or state_of(app) != good:
                wrong.append(f"{case.klass}: {case.name}")
            await pilot.press("ctrl+t")
            assert await shows(pilot, "Continue a game")
        assert app.is_running
    print(f"Continue list and open: {len(placed)} damaged autosaves, mishandled {wrong}")
    assert wrong == []


async def test_a_named_save_loaded_and_played_goes_into_a_slot_of_its_own(tmp_path: Path) -> None:
    """A named save of an earlier moment of a game in progress, loaded from the Load screen and played on:
    its autosave goes into a new slot; the slot of the game that went further keeps its bytes."""
    store.save_game(play(2, 30, 20)[0], tmp_path, "evening")
    in_slot(play(2, 30, 40)[0], tmp_path)
    before = game_files(tmp_path)
    app = ViticultureApp(save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        assert await shows(pilot, "Continue your game")
        await pilot.press("l")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen) and len(screen.session.state.history) == 20
        screen.session.apply(screen.session.choices()[0].action)
        await pilot.pause()
    after = game_files(tmp_path)
    assert {k: v for k, v in after.items() if k in before} == before
    assert len(slots.all_slots(tmp_path)) == 2


async def test_the_end_of_a_game_files_it_by_name_and_frees_its_slot(tmp_path: Path) -> None:
    """The last action of a game: its autosave becomes '<players> finished <date>.json' among the named
    saves, the slot is emptied and its lock let go; Continue no longer offers it."""
    final = finished_game(2, 9)
    state = new_game(final.setup)
    for item in final.history[:-1]:
        apply(state, Action.from_json(item))
    session = Session(state)
    app = ViticultureApp(session=session, save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        session.apply(Action.from_json(final.history[-1]))
        await pilot.pause()
        assert session.game_over and "kept as Anna-Ben finished" in messages(app)
        assert slots.all_slots(tmp_path) == []
        assert [p.name for p in slots.slots_folder(tmp_path).iterdir() if p.name.startswith("game-")] == []
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("Anna-Ben finished")]
    assert len(kept) == 1
    assert load_game(kept[0]).state.model_dump(mode="json") == final.model_dump(mode="json")


async def test_leave_to_title_is_in_the_palette_and_the_help(tmp_path: Path) -> None:
    """The palette offers Leave to title during a game (not on the title); the help lists Ctrl+T."""
    app = ViticultureApp(save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert "Leave to title" not in [c.title for c in app.get_system_commands(app.screen)]
        await pilot.press("n", "ctrl+s")
        await pilot.pause()
        assert "Leave to title" in [c.title for c in app.get_system_commands(app.screen)]
        await pilot.press("question_mark")
        await pilot.pause()
        text = flat_text(app)
        assert "^t" in text and "Continue picks it up" in text


async def test_a_new_game_left_before_its_first_action_is_offered(tmp_path: Path) -> None:
    """Ctrl+T right after starting a game: it is autosaved as it stands, and Continue offers it."""
    app = ViticultureApp(save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("n", "ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        await pilot.press("ctrl+t")
        assert await shows(pilot, "Continue your game, year 1")
    assert len(slots.all_slots(tmp_path)) == 1


async def test_quitting_a_new_game_before_its_first_action_keeps_it(tmp_path: Path) -> None:
    """Ctrl+Q, yes, right after starting a game: the quit question promised Continue, so it is written."""
    app = ViticultureApp(save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("n", "ctrl+s")
        await pilot.pause()
        await pilot.press("ctrl+q")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
    [entry] = unfinished_games(tmp_path)
    assert entry.openable and entry.info.actions == 0 and is_free(entry.slot.lock_path)


async def test_a_damaged_game_can_be_put_aside(tmp_path: Path) -> None:
    """Autosave and backup both damaged: Enter says why it cannot open; d moves both files, bytes unchanged,
    into the save folder as damaged copies (the Load list shows them); Continue no longer lists it."""
    slot = in_slot(play(2, 31, 12)[0], tmp_path, backup=play(2, 31, 11)[0])
    slot.path.write_bytes(b"{")
    slot.backup.write_bytes(b"")
    in_slot(play(2, 32, 12)[0], tmp_path)
    app = ViticultureApp(save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        assert await shows(pilot, "Continue a game (2 in progress)")
        await pilot.press("c")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ContinueScreen)
        index = next(i for i, g in enumerate(screen.games) if g.slot == slot)
        screen.query_one(ChoiceList).highlighted = index
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ContinueScreen) and "d puts it aside" in messages(app)
        await pilot.press("d")
        await pilot.pause()
        assert len(screen.games) == 1 and screen.games[0].slot != slot
    kept = sorted(p.read_bytes() for p in tmp_path.iterdir() if "damaged" in p.name)
    assert kept == [b"", b"{"] and not slot.exists()
    assert len(unfinished_games(tmp_path)) == 1
