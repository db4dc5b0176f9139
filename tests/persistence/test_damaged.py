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


def refused_in_time(path: Path, seconds: float = 20.0) -> SaveError:
    """load_game on `path` in a thread: the SaveError it raises, failing (not hanging) past `seconds`."""
    from tests.hostile.checks import within

    with pytest.raises(SaveError) as caught:
        within(seconds, lambda: load_game(path))
    return caught.value


def test_a_named_pipe_is_refused_without_waiting(folder: Path) -> None:
    """A FIFO named like a save: refused at once by load_game and listed as damaged (the old read
    waited for a writer for ever)."""
    pipe = folder / "x.json"
    os.mkfifo(pipe)
    error = refused_in_time(pipe)
    assert error.kind == errors.NOT_A_FILE and "named pipe" in str(error)
    listed = {info.path.name: info for info in listing.list_saves(folder)}
    assert listed["x.json"].kind == errors.NOT_A_FILE and not listed["good.json"].error


def test_a_pipe_swapped_in_after_the_look_is_still_refused(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The file is judged again once opened: a pipe put in place of a regular file between the look
    and the open is refused, and the non-blocking open never waits for a writer."""
    pipe = folder / "swapped.json"
    os.mkfifo(pipe)
    regular = os.stat(folder / "good.json")
    real_stat = os.stat
    monkeypatch.setattr(os, "stat", lambda p, *a, **k: regular if Path(p) == pipe else real_stat(p, *a, **k))
    error = refused_in_time(pipe)
    assert error.kind == errors.NOT_A_FILE and "named pipe" in error.problem


def test_a_link_to_an_endless_device_is_not_read(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A link to /dev/zero is refused before a byte is read."""
    link = folder / "zero.json"
    link.symlink_to("/dev/zero")
    monkeypatch.setattr(os, "read", lambda fd, n: pytest.fail("a device was read"))
    error = refused_in_time(link)
    assert error.kind == errors.NOT_A_FILE and "device" in error.problem


def test_the_size_limit(folder: Path) -> None:
    """A save padded with spaces to exactly the limit loads; one byte more is refused as too large."""
    from viticulture_tui.persistence.safe_read import MAX_SAVE_BYTES

    data = (folder / "good.json").read_bytes()
    path = folder / "padded.json"
    path.write_bytes(data + b" " * (MAX_SAVE_BYTES - len(data)))
    assert load_game(path).info.players == ["Anna", "Ben", "Carla"]
    with path.open("ab") as out:
        out.write(b" ")
    error = refused_in_time(path)
    assert error.kind == errors.TOO_LARGE and f"{MAX_SAVE_BYTES:,}" in error.problem


def test_a_file_that_grows_is_read_no_further_than_the_limit(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Even when the system says the file is small (it grew after the look), at most limit + 1
    bytes are read before it is refused."""
    from viticulture_tui.persistence import safe_read

    path = folder / "good.json"
    small = os.stat(path)
    real_read, read = os.read, []
    monkeypatch.setattr(os, "fstat", lambda fd: small)
    monkeypatch.setattr(os, "read", lambda fd, n: read.append(n) or real_read(fd, n))
    monkeypatch.setattr(os, "stat", lambda p, *a, **k: small)
    with pytest.raises(SaveError) as caught:
        safe_read.read_save_bytes(path, limit=1000)
    assert caught.value.kind == errors.TOO_LARGE and sum(read) <= 1001


@pytest.mark.parametrize("literal", ["true", "false", "null"])
def test_a_file_cut_inside_a_literal_is_truncated(folder: Path, literal: str) -> None:
    """Cut inside true, false or null: truncated, not 'not JSON' (as it was reported)."""
    data = (folder / "good.json").read_bytes()
    start = data.index(literal.encode())
    path = folder / "cut.json"
    path.write_bytes(data[: start + 2])
    assert_refused(folder, path, errors.TRUNCATED, "truncated")


@pytest.mark.parametrize("depth", [1_000, 100_000])
def test_deep_nesting_is_refused(folder: Path, depth: int) -> None:
    """JSON nested 1,000 deep and more: a message, not a RecursionError."""
    raw = good_raw(folder)
    raw["history"] = "@deep@"
    path = folder / "deep.json"
    path.write_text(json.dumps(raw).replace('"@deep@"', "[" * depth + "]" * depth))
    assert_refused(folder, path, errors.TOO_DEEP, "nested")


def test_an_integer_of_thousands_of_digits(folder: Path) -> None:
    """An integer beyond Python's 4,300 digits: a message, not a ValueError."""
    raw = good_raw(folder)
    raw["year"] = "@big@"
    path = folder / "big.json"
    path.write_text(json.dumps(raw).replace('"@big@"', "9" * 5_000))
    assert_refused(folder, path, errors.INVALID, "digits")


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("saved_at", 1_700_000_000),
        ("saved_at", "0001-01-01T00:00:00+14:00"),
        ("year", float("inf")),
        ("year", 3.0),
        ("seed", True),
        ("season", "party"),
    ],
)
def test_header_fields_of_the_wrong_kind(folder: Path, field: str, value: object) -> None:
    """A date as a number or at the edge of the calendar, a year of inf or 3.0, a seed of true, a
    season the game does not have: invalid, in the loader and in the list (which crashed on some)."""
    raw = good_raw(folder)
    raw[field] = value
    path = folder / "odd.json"
    write_json(path, raw)
    assert_refused(folder, path, errors.INVALID, field)
    info = listing.read_info(path)
    assert info.kind == errors.INVALID and "damaged" in info.describe()


@pytest.mark.parametrize(
    ("field", "value"), [("players", ["Anna", "Ben", "Zed"]), ("year", 7), ("season", "winter")]
)
def test_a_header_that_describes_another_game(folder: Path, field: str, value: object) -> None:
    """The list shows the header: its players, year and season must be the stored game's."""
    raw = good_raw(folder)
    raw[field] = value
    path = folder / "liar.json"
    write_json(path, raw)
    assert_refused(folder, path, errors.MISMATCH, "the header does not describe the game", field)
    assert listing.read_info(path).kind == errors.MISMATCH


def test_a_name_with_a_lone_surrogate_is_refused_in_printable_words(folder: Path) -> None:
    """A save whose every copy of a name holds a lone surrogate is refused; the message can be
    printed and written (the old load let it through, then printing and autosaving crashed)."""
    raw = good_raw(folder)
    raw["players"][1] = raw["setup"]["players"][1]["name"] = "B\ud800n"
    raw["state"]["setup"]["players"][1]["name"] = raw["state"]["players"][1]["name"] = "B\ud800n"
    path = folder / "surrogate.json"
    write_json(path, raw)
    error = assert_refused(folder, path, errors.INVALID, "player name")
    str(error).encode("utf-8")
    listing.read_info(path).describe().encode("utf-8")


def test_escape_sequences_in_a_valid_save_never_reach_the_terminal(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A good save whose app_version holds escape sequences: load --headless prints it without them."""
    from viticulture_tui.cli import main

    raw = good_raw(folder)
    raw["app_version"] = "0.1.0\x1b]52;c;ZXZpbA==\x07\x1b[2J"
    path = folder / "shiny.json"
    write_json(path, raw)
    assert main(["load", str(path), "--headless"]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\x07" not in out and "written by viticulture 0.1.0]52;c;ZXZpbA==[2J" in out


def test_the_list_never_raises(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Entries that vanish between the listing and the read, folders and sockets named like saves:
    each is listed as damaged with its reason, and the good save beside them as good."""
    (folder / "a folder.json").mkdir()
    real_scandir = os.scandir

    class Gone:
        name = "vanished.json"

    class Entries:
        def __init__(self, path: object) -> None:
            self.inner = real_scandir(path)  # type: ignore[call-overload]

        def __enter__(self) -> list[object]:
            return [*self.inner.__enter__(), Gone()]

        def __exit__(self, *exc: object) -> None:
            self.inner.__exit__(*exc)

    monkeypatch.setattr(os, "scandir", Entries)
    listed = {info.path.name: info for info in listing.list_saves(folder)}
    assert (
        listed["vanished.json"].kind == errors.UNREADABLE
        and "does not exist" in listed["vanished.json"].error
    )
    assert listed["a folder.json"].kind == errors.NOT_A_FILE
    assert not listed["good.json"].error
