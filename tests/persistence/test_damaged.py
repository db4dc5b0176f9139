"""Damaged and foreign files: each gets a SaveError naming the file and the problem, nothing changes."""

from __future__ import annotations

import gc
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.persistence.helpers import play, snapshot
from viticulture_tui.persistence import errors, listing, store
from viticulture_tui.persistence.errors import SaveError
from viticulture_tui.persistence.loader import load_game
from viticulture_tui.persistence.resume import resume_candidate


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A save folder holding one good save and an autosave."""
    saves = tmp_path / "saves"
    state, _ = play(3, 31, 40)
    store.save_game(state, saves, "good")
    store.autosave(state, saves)
    return saves


def good_raw(folder: Path) -> dict[str, Any]:
    """The good save as parsed JSON."""
    return json.loads((folder / "good.json").read_text())


def write_json(path: Path, raw: object) -> None:
    """Write JSON the way a hand-edited file would be."""
    path.write_text(json.dumps(raw))


def assert_refused(folder: Path, path: Path, kind: str, *words: str) -> SaveError:
    """Loading `path` raises the expected SaveError and leaves every file of the folder as it was."""
    before = snapshot(folder)
    with pytest.raises(SaveError) as caught:
        load_game(path)
    error = caught.value
    assert error.kind == kind, str(error)
    assert path.name in str(error)
    for word in words:
        assert word in str(error), str(error)
    listed = {info.path.name: info for info in listing.list_saves(folder)}
    assert "good.json" in listed and not listed["good.json"].error
    assert snapshot(folder) == before
    assert gc.isenabled(), "a refused load left the cyclic garbage collector paused"
    return error


def test_truncated_file(folder: Path) -> None:
    """A file cut in the middle is reported as truncated."""
    path = folder / "cut.json"
    data = (folder / "good.json").read_bytes()
    path.write_bytes(data[: len(data) // 2])
    assert_refused(folder, path, errors.TRUNCATED, "truncated")


def test_truncated_inside_a_string(folder: Path) -> None:
    """A file cut inside a string is reported as truncated too."""
    path = folder / "cut.json"
    path.write_bytes(b'{"format": "viticulture-tui sa')
    assert_refused(folder, path, errors.TRUNCATED, "truncated")


def test_empty_file(folder: Path) -> None:
    """An empty file is reported as empty."""
    path = folder / "empty.json"
    path.write_bytes(b"")
    assert_refused(folder, path, errors.EMPTY, "empty")


@pytest.mark.parametrize(
    "content", [b"this is not a save\n", b"\x89PNG\r\n\x1a\n\x00\x00\xff\xfe", b"{'a': 1}"]
)
def test_not_json(folder: Path, content: bytes) -> None:
    """Text or binary data that is not JSON is reported as not JSON."""
    path = folder / "junk.json"
    path.write_bytes(content)
    assert_refused(folder, path, errors.NOT_JSON, "not JSON")


@pytest.mark.parametrize(
    "raw", [[1, 2, 3], {"hello": "world"}, {"format": "other game", "format_version": 1}]
)
def test_foreign_json(folder: Path, raw: object) -> None:
    """JSON that is not a Viticulture save is reported as such."""
    path = folder / "foreign.json"
    write_json(path, raw)
    assert_refused(folder, path, errors.FOREIGN, "not a Viticulture save")


@pytest.mark.parametrize(
    ("version", "words"),
    [(99, "format version 99 is unknown"), (0, "no migration"), ("1", "not a whole number")],
)
def test_unknown_version(folder: Path, version: object, words: str) -> None:
    """A version from the future, one without a migration, or a non-number is refused."""
    raw = good_raw(folder)
    raw["format_version"] = version
    path = folder / "future.json"
    write_json(path, raw)
    assert_refused(folder, path, errors.UNKNOWN_VERSION, words)


@pytest.mark.parametrize(
    ("remove", "named"),
    [
        (lambda raw: raw.pop("history"), "history"),
        (lambda raw: raw["state"].pop("rng"), "state.rng"),
        (lambda raw: raw["state"]["players"][1].pop("fields"), "state.players[1].fields"),
        (lambda raw: raw.pop("format_version"), "format_version"),
    ],
)
def test_missing_fields(folder: Path, remove: Callable[[dict[str, Any]], object], named: str) -> None:
    """Missing fields are listed by name."""
    raw = good_raw(folder)
    remove(raw)
    path = folder / "holes.json"
    write_json(path, raw)
    assert_refused(folder, path, errors.MISSING_FIELDS, "missing fields", named)


def test_wrong_field_types(folder: Path) -> None:
    """A field of the wrong type is named."""
    raw = good_raw(folder)
    raw["state"]["players"][0]["lira"] = "lots"
    path = folder / "typed.json"
    write_json(path, raw)
    assert_refused(folder, path, errors.INVALID, "state.players[0].lira")


def test_log_that_does_not_replay(folder: Path) -> None:
    """An action the game would not allow is named with its number."""
    raw = good_raw(folder)
    for log in (raw["history"], raw["state"]["history"]):
        log[5] = ["place", ["no_such_space", "plain", "worker"]]
    path = folder / "cheat.json"
    write_json(path, raw)
    assert_refused(folder, path, errors.BAD_LOG, "does not replay", "action 6 of 40", "not legal")


def test_malformed_action_in_the_log(folder: Path) -> None:
    """An entry of the log that is not an action is reported."""
    raw = good_raw(folder)
    for log in (raw["history"], raw["state"]["history"]):
        log[0] = "oops"
    path = folder / "malformed.json"
    write_json(path, raw)
    assert_refused(folder, path, errors.BAD_LOG, "action 1 of 40", "malformed")


def test_state_that_disagrees_with_its_log(folder: Path) -> None:
    """A stored state that replaying the log does not produce is refused, naming where it differs."""
    raw = good_raw(folder)
    raw["state"]["players"][0]["lira"] += 3
    path = folder / "edited.json"
    write_json(path, raw)
    assert_refused(folder, path, errors.MISMATCH, "disagrees with its log", "state.players[0].lira")


def test_log_and_state_log_that_disagree(folder: Path) -> None:
    """A top-level log that differs from the state's own log is refused."""
    raw = good_raw(folder)
    raw["history"].pop()
    path = folder / "short.json"
    write_json(path, raw)
    assert_refused(folder, path, errors.MISMATCH, "disagrees with its log", "history")


def test_a_folder_in_place_of_a_file(folder: Path) -> None:
    """Loading a folder says it is a folder."""
    (folder / "dir.json").mkdir()
    assert_refused(folder, folder / "dir.json", errors.NOT_A_FILE, "it is a folder")


def test_unreadable_file(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A file the system will not let us read is reported with the system's reason."""
    real_open = os.open

    def refuse(file: object, *args: object, **kwargs: object) -> int:
        if Path(str(file)).name == "good.json":
            raise PermissionError(13, "Permission denied", str(file))
        return real_open(file, *args, **kwargs)  # type: ignore[arg-type]

    path = folder / "good.json"
    before = snapshot(folder)
    monkeypatch.setattr(os, "open", refuse)
    with pytest.raises(SaveError, match=r"good\.json: cannot read the file: Permission denied") as caught:
        load_game(path)
    assert caught.value.kind == errors.UNREADABLE
    listed = {info.path.name: info for info in listing.list_saves(folder)}
    assert listed["good.json"].error == "cannot read the file: Permission denied"
    monkeypatch.undo()
    assert snapshot(folder) == before


def test_a_file_in_place_of_the_save_folder(tmp_path: Path) -> None:
    """Listing a 'folder' that is a file gives one damaged entry: the folder, which cannot be read."""
    not_a_folder = tmp_path / "saves"
    not_a_folder.write_text("x")
    [entry] = listing.list_saves(not_a_folder)
    assert entry.path == not_a_folder and entry.kind == errors.UNREADABLE
    assert entry.error.startswith("cannot read the save folder")
    assert not_a_folder.read_text() == "x"


def test_unreadable_save_folder(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A save folder the system will not let us list is one damaged entry with the system's reason."""

    def refuse(path: object) -> object:
        raise PermissionError(13, "Permission denied", str(path))

    before = snapshot(folder)
    monkeypatch.setattr(os, "scandir", refuse)
    [entry] = listing.list_saves(folder)
    monkeypatch.undo()
    assert entry.path == folder and entry.error == "cannot read the save folder: Permission denied"
    assert snapshot(folder) == before


def test_a_missing_save_folder_is_an_empty_list(tmp_path: Path) -> None:
    """A save folder that does not exist yet simply holds no saves."""
    assert listing.list_saves(tmp_path / "nowhere") == []


def test_the_list_shows_damaged_files_with_their_problem(folder: Path) -> None:
    """Damaged files appear in the list with a problem instead of failing the whole list."""
    (folder / "junk.json").write_bytes(b"garbage")
    (folder / "foreign.json").write_text('{"a": 1}')
    listed = {info.path.name: info for info in listing.list_saves(folder)}
    assert listed["junk.json"].error and listed["foreign.json"].error
    assert "damaged" in listed["junk.json"].describe()
    assert listed["good.json"].players == ["Anna", "Ben", "Carla"]


def test_saving_over_an_existing_name_is_refused(folder: Path) -> None:
    """A named save never replaces an existing file unless asked to."""
    state, _ = play(2, 32, 3)
    before = snapshot(folder)
    with pytest.raises(SaveError) as caught:
        store.save_game(state, folder, "good")
    assert caught.value.kind == errors.EXISTS and "good.json" in str(caught.value)
    assert snapshot(folder) == before


def test_a_failed_write_changes_no_file(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """When the disk refuses the write, every existing file stays and no temporary file is left."""
    state, _ = play(2, 33, 3)

    def disk_full(fd: int) -> None:
        raise OSError(28, "No space left on device")

    before = snapshot(folder)
    monkeypatch.setattr(os, "fsync", disk_full)
    for write in (
        lambda: store.autosave(state, folder),
        lambda: store.save_game(state, folder, "good", overwrite=True),
    ):
        with pytest.raises(SaveError, match="cannot write the save: No space left on device"):
            write()
    monkeypatch.undo()
    assert snapshot(folder) == before


def test_resume_falls_back_to_the_backup_when_the_autosave_is_damaged(folder: Path) -> None:
    """A damaged autosave is left alone and the backup is offered instead."""
    state, _ = play(3, 31, 41)
    store.autosave(state, folder)
    (folder / "autosave.json").write_bytes(b'{"format": "viticulture-tui save", "format_vers')
    before = snapshot(folder)
    loaded = resume_candidate(folder)
    assert loaded is not None and len(loaded.state.history) == 40
    assert loaded.info.path.name == "autosave.json.bak"
    assert snapshot(folder) == before


def test_resume_reports_when_autosave_and_backup_are_damaged(folder: Path) -> None:
    """When nothing can be resumed, the autosave's problem is raised and nothing is touched."""
    (folder / "autosave.json").write_bytes(b"")
    (folder / "autosave.json.bak").write_bytes(b"")
    before = snapshot(folder)
    with pytest.raises(SaveError, match=r"autosave\.json: the file is empty"):
        resume_candidate(folder)
    assert snapshot(folder) == before
