"""Every damaged save of the generator through every way in: the loader, `viticulture load
--headless`, the list of saves and the Load screen. Each must give a clear message, in time.

`make test` runs every case through the loader and the list, a sample through the command line
and one Load screen holding them all; `make fuzz` runs every case through the command line and
presses Enter on every entry of the Load screen.
"""

from __future__ import annotations

import asyncio
import faulthandler
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.hostile.checks import Tally, check_cli, check_listing, check_load, folder_state
from tests.hostile.damaged_saves import FIXTURE, Case, cases, patched, per_class
from tests.persistence.helpers import play
from viticulture_tui.persistence import store

SCREEN_DEADLINE = 240
"""Seconds the Load screen test may take before the run is stopped with every thread's stack: a
frozen screen (a pipe read on the UI thread) must fail, not hang the suite."""


@dataclass(frozen=True)
class Folder:
    """A save folder holding every damaged case and two good saves."""

    path: Path
    made: list[Case]
    good: list[Path]


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Folder:
    """Every case of the generator in one folder, beside a committed save and a fresh one."""
    path = tmp_path_factory.mktemp("hostile") / "saves"
    made = cases(path)
    good = [path / "good.json", store.save_game(play(2, 5, 30)[0], path, "fresh")]
    shutil.copyfile(FIXTURE, good[0])
    return Folder(path, made, good)


def test_the_generator_makes_enough_cases(folder: Folder) -> None:
    """At least 300 damaged saves in at least 15 classes, each of several cases, each its own file."""
    counts = per_class(folder.made)
    assert len(folder.made) >= 300 and len(counts) >= 15, counts
    assert min(counts.values()) >= 3, counts
    assert len({case.path for case in folder.made}) == len(folder.made)


def test_every_case_through_the_loader(folder: Folder) -> None:
    """load_game raises a SaveError of the right kind, printable, for every case, within its time."""
    tally = Tally()
    with patched(folder.made):
        for case in folder.made:
            tally.record(case, check_load(case))
    print("\n" + tally.table("load_game"))
    assert not tally.problems, tally.report()


def test_every_case_in_one_list(folder: Folder) -> None:
    """list_saves on the folder holding them all: nothing raises, each case is listed (damaged when
    a look at the file can tell), the good saves are listed as good, and no file changes."""
    before = folder_state(folder.path)
    with patched(folder.made):
        problems = check_listing(folder.made, folder.path, folder.good)
    tally = Tally()
    for case in folder.made:
        tally.record(case, problems.pop(case.path, ""))
    print("\n" + tally.table("list_saves"))
    assert not problems and not tally.problems, f"{problems}\n{tally.report()}"
    assert folder_state(folder.path) == before


def sample(made: list[Case], per: int = 2) -> list[Case]:
    """The first `per` cases of every class, and every file that is not a plain file."""
    taken: dict[str, int] = {}
    chosen = []
    for case in made:
        if taken.get(case.klass, 0) < per or case.klass in ("special_files", "unreadable"):
            taken[case.klass] = taken.get(case.klass, 0) + 1
            chosen.append(case)
    return chosen


def run_cli(made: list[Case], monkeypatch: pytest.MonkeyPatch, folder: Path) -> Tally:
    """`viticulture load FILE --headless` on each case, in this process."""
    monkeypatch.setenv("VITICULTURE_SAVE_DIR", str(folder))
    tally = Tally()
    with patched(made):
        for case in made:
            tally.record(case, check_cli(case))
    return tally


def test_a_sample_through_the_command_line(folder: Folder, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two cases of every class, and every pipe, device, link and refused file: exit status 1, one
    printable line on stderr, no traceback."""
    chosen = sample(folder.made)
    assert len(chosen) >= 40
    tally = run_cli(chosen, monkeypatch, folder.path)
    print("\n" + tally.table("viticulture load --headless (sample)"))
    assert not tally.problems, tally.report()


@pytest.mark.fuzz
def test_every_case_through_the_command_line(folder: Folder, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every case through `viticulture load FILE --headless`."""
    tally = run_cli(folder.made, monkeypatch, folder.path)
    print("\n" + tally.table("viticulture load --headless"))
    assert not tally.problems, tally.report()


@contextmanager
def deadline(seconds: int) -> Iterator[None]:
    """Stop the whole run, printing every thread's stack, if the block is not done in time."""
    faulthandler.dump_traceback_later(seconds, exit=True)
    try:
        yield
    finally:
        faulthandler.cancel_dump_traceback_later()


def test_the_load_screen_lists_them_all(folder: Folder) -> None:
    """One Load screen over the whole folder: every case listed, damaged ones marked with their
    reason; Enter on some that only a replay finds out shows the problem, marks the entry, and
    changes no file; the screen still answers keys."""
    entered = [case for case in folder.made if not case.listed_damaged][::10]
    tally = run_screen(folder, entered)
    print("\n" + tally.table("Load screen"))
    assert not tally.problems, tally.report()


@pytest.mark.fuzz
def test_enter_on_every_entry_of_the_load_screen(folder: Folder) -> None:
    """Enter on every entry that looks loadable but is not."""
    tally = run_screen(folder, [case for case in folder.made if not case.listed_damaged])
    print("\n" + tally.table("Load screen, Enter on each"))
    assert not tally.problems, tally.report()


def run_screen(folder: Folder, entered: list[Case]) -> Tally:
    """Open the Load screen on the folder, check every entry, press Enter on `entered`."""
    before = folder_state(folder.path)
    tally = Tally()
    with patched(folder.made), deadline(SCREEN_DEADLINE):
        asyncio.run(_drive_screen(folder, entered, tally))
    assert folder_state(folder.path) == before
    return tally


async def _drive_screen(folder: Folder, entered: list[Case], tally: Tally) -> None:
    from tests.ui.helpers import screen_text
    from tests.ui.save_helpers import messages
    from viticulture_tui.safe_text import is_printable
    from viticulture_tui.ui.app import ViticultureApp
    from viticulture_tui.ui.screens.load import LoadScreen
    from viticulture_tui.ui.screens.title import TitleScreen
    from viticulture_tui.ui.widgets.choice_list import ChoiceList

    app = ViticultureApp(save_dir=folder.path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("l")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LoadScreen), type(screen)
        menu = screen.query_one(ChoiceList)
        index = {info.path: i for i, info in enumerate(screen.saves)}
        assert len(index) == len(folder.made) + len(folder.good)
        for path in folder.good:
            assert not menu.get_option_at_index(index[path]).disabled, path
        for case in folder.made:
            option = menu.get_option_at_index(index[case.path])
            shown = str(option.prompt)
            if not is_printable(shown.replace("\n", " ")):
                tally.record(case, f"the entry is not printable: {shown!r:.200}")
            elif option.disabled != case.listed_damaged:
                tally.record(case, f"listed {'damaged' if option.disabled else 'loadable'}: {shown!r:.200}")
            elif case.listed_damaged and "damaged, cannot be loaded: " not in shown:
                tally.record(case, f"the reason is not shown: {shown!r:.200}")
            elif case not in entered:
                tally.record(case, "")
        for case in entered:
            menu.highlighted = index[case.path]
            await pilot.press("enter")
            await pilot.pause()
            said = messages(app)
            if not isinstance(app.screen, LoadScreen):
                tally.record(case, f"Enter left the list for {type(app.screen).__name__}")
                return
            problem = screen.problems.get(case.path, "")
            if not problem or not menu.get_option_at_index(index[case.path]).disabled:
                tally.record(case, "Enter did not mark the entry as damaged")
            elif problem not in said:
                tally.record(case, f"the problem was not told: {problem!r:.200}")
            else:
                tally.record(case, "")
        assert "Load a game" in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)


def test_a_moved_case_keeps_its_damage(tmp_path: Path) -> None:
    """`Case.moved` (for the resume check, which needs a case as the autosave of a folder of its
    own): every class still gets the kind it should, refusals simulated included."""
    made = sample(cases(tmp_path / "made"), per=1)
    tally = Tally()
    for number, case in enumerate(made):
        target = tmp_path / f"folder {number}" / "autosave.json"
        target.parent.mkdir()
        moved = case.moved(target)
        with moved.context():
            tally.record(moved, check_load(moved))
    assert not tally.problems, tally.report()
