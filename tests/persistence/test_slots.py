"""Autosave slots: games side by side, the old autosave moved into one, locks, stale temporary files."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from tests.persistence.helpers import dump, finished_game, play
from tests.persistence.slot_helpers import game_files, in_slot, placed_as_autosaves
from viticulture_tui.engine import apply, legal_actions
from viticulture_tui.persistence import atomic, listing, slots, store
from viticulture_tui.persistence.errors import SaveError
from viticulture_tui.persistence.lock import LOCKED, GameLock, is_free
from viticulture_tui.persistence.resume import open_slot, prepare, unfinished_games

ROOT = Path(__file__).resolve().parents[2]


def setup_of(state: object) -> object:
    """The setup of a state as JSON data."""
    return state.setup.model_dump(mode="json")  # type: ignore[attr-defined]


def temporaries(folder: Path) -> list[str]:
    """The temporary files of atomic writes in a folder and its slots folder."""
    found = [p.name for p in folder.iterdir() if atomic.is_temporary(p)]
    inner = slots.slots_folder(folder)
    if inner.is_dir():
        found += [p.name for p in inner.iterdir() if atomic.is_temporary(p)]
    return found


def test_many_games_side_by_side(tmp_path: Path) -> None:
    """Five games autosaved in turn: each slot holds its own game, none is written over, all are listed."""
    games = [(play(2 + i % 4, 60 + i, 5)) for i in range(5)]
    claimed = [slots.claim_new(tmp_path, setup_of(state)) for state, _ in games]
    for step in range(6):
        for (state, seat), (slot, _) in zip(games, claimed, strict=True):
            if step:
                apply(state, seat.choose(legal_actions(state)))
            store.autosave(state, slot.path.parent, slot.path.name)
    for (state, _), (slot, lock) in zip(games, claimed, strict=True):
        assert dump(open_slot(slot).state) == dump(state)
        assert len(open_slot(slot).state.history) == 10
        lock.release()
    listed = unfinished_games(tmp_path)
    assert sorted(e.slot.name for e in listed) == sorted(s.name for s, _ in claimed)
    assert [e.info.saved_at for e in listed] == sorted((e.info.saved_at for e in listed), reverse=True)
    assert len({s.name for s, _ in claimed}) == 5
    assert listing.list_saves(tmp_path) == []  # the slots do not clutter the named saves


def test_the_old_autosave_is_moved_into_a_slot_once(tmp_path: Path) -> None:
    """autosave.json and its backup become one slot, byte for byte; a second start moves nothing more."""
    store.autosave(play(2, 8, 20)[0], tmp_path)
    store.autosave(play(2, 8, 21)[0], tmp_path)
    old = (tmp_path / "autosave.json").read_bytes(), (tmp_path / "autosave.json.bak").read_bytes()
    first = prepare(tmp_path)
    assert len(first) == 1
    slot = first[0].slot
    assert (slot.path.read_bytes(), slot.backup.read_bytes()) == old
    assert slots.migrate_old_autosave(tmp_path) is None
    assert [e.slot for e in prepare(tmp_path)] == [slot]
    assert len(open_slot(slot).state.history) == 21


def test_a_damaged_old_autosave_is_moved_too(tmp_path: Path) -> None:
    """A damaged autosave is never lost: moved into a slot, listed with its problem, its backup offered."""
    store.autosave(play(2, 8, 20)[0], tmp_path)
    store.autosave(play(2, 8, 21)[0], tmp_path)
    (tmp_path / "autosave.json").write_bytes(b"\x00garbage")
    [entry] = prepare(tmp_path)
    assert entry.slot.path.read_bytes() == b"\x00garbage"
    assert entry.problem and entry.openable and entry.info.path == entry.slot.backup
    assert len(open_slot(entry.slot).state.history) == 20


def test_a_locked_game_is_refused_and_can_still_be_read(tmp_path: Path) -> None:
    """A second lock on a game is refused with LOCKED; reading it (read-only) still works; once let go
    the next window gets it."""
    slot = in_slot(play(3, 9, 30)[0], tmp_path)
    first = slot.lock()
    first.acquire()
    second = slot.lock()
    with pytest.raises(SaveError) as refused:
        second.acquire()
    assert refused.value.kind == LOCKED and "open in another window" in str(refused.value)
    assert [e.locked for e in unfinished_games(tmp_path)] == [True]
    assert len(open_slot(slot).state.history) == 30
    first.release()
    second.acquire()
    assert second.held and not is_free(slot.lock_path)
    second.release()
    assert is_free(slot.lock_path)


LOCK_HOLDER = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from viticulture_tui.persistence.lock import GameLock

    lock = GameLock(Path(sys.argv[1]))
    lock.acquire()
    print("locked", flush=True)
    time.sleep(60)
    """
)


def test_a_lock_holder_killed_by_sigkill_frees_the_game(tmp_path: Path) -> None:
    """kill -9 of the window that holds a game: the lock goes with the process, at once."""
    slot = in_slot(play(2, 9, 10)[0], tmp_path)
    holder = subprocess.Popen(
        [sys.executable, "-c", LOCK_HOLDER, str(slot.lock_path)], cwd=ROOT, stdout=subprocess.PIPE
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == b"locked"
        with pytest.raises(SaveError):
            GameLock(slot.lock_path).acquire()
        holder.kill()
        holder.wait(10)
    finally:
        holder.kill()
    # No waiting at all: the kernel drops the lock with the dead process's files, so a stale
    # lock never has to time out (and no clock is read, so a busy machine cannot fail this).
    lock = GameLock(slot.lock_path)
    lock.acquire(wait=0)
    assert lock.held
    lock.release()


def test_stale_temporary_files_are_removed_and_live_ones_kept(tmp_path: Path) -> None:
    """On start: old temporaries of the save folder go, fresh ones stay (a writer may be at work); a slot's
    go as soon as nobody holds its lock, and stay while a window does."""
    slot = in_slot(play(2, 9, 10)[0], tmp_path)
    other = in_slot(play(2, 10, 10)[0], tmp_path)
    old = tmp_path / ".autosave.json.bak.abc123.tmp"
    fresh = tmp_path / ".good.json.def456.tmp"
    free_tmp = slot.path.with_name(f".{slot.path.name}.bak.x1.tmp")
    held_tmp = other.path.with_name(f".{other.path.name}.x2.tmp")
    for path in (old, fresh, free_tmp, held_tmp):
        path.write_bytes(b"{")
    hour_ago = time.time() - 3600
    os.utime(old, (hour_ago, hour_ago))
    os.utime(held_tmp, (hour_ago, hour_ago))
    lock = other.lock()
    lock.acquire()
    try:
        removed = slots.clean_temporary(tmp_path)
    finally:
        lock.release()
    assert sorted(p.name for p in removed) == sorted([old.name, free_tmp.name])
    assert fresh.exists() and held_tmp.exists()
    slots.clean_temporary(tmp_path)
    assert not held_tmp.exists()  # its window is gone


def test_a_backup_that_is_already_the_same_file_leaves_no_temporary(tmp_path: Path) -> None:
    """When the backup is a hard link of the autosave (a write killed after linking it), the next
    autosave leaves no temporary file behind and the backup keeps the previous game."""
    first = play(2, 11, 20)[0]
    store.autosave(first, tmp_path)
    os.link(tmp_path / "autosave.json", tmp_path / "autosave.json.bak")
    store.autosave(play(2, 11, 21)[0], tmp_path)
    assert temporaries(tmp_path) == []
    assert dump(store_load(tmp_path / "autosave.json.bak")) == dump(first)
    assert len(store_load(tmp_path / "autosave.json").history) == 21


def store_load(path: Path) -> object:
    """The state of a save file, fully checked."""
    from viticulture_tui.persistence.loader import load_game

    return load_game(path).state


def test_a_loaded_game_goes_on_in_a_slot_it_contains_whole(tmp_path: Path) -> None:
    """A game loaded from a named save takes over a slot only when that slot's whole log is the start of
    its own (nothing lost); a slot that went further is left alone and a new slot is made."""
    early = play(2, 12, 20)[0]
    later = play(2, 12, 30)[0]
    behind = in_slot(early, tmp_path)
    ahead = in_slot(later, tmp_path)
    state = play(2, 12, 25)[0]
    slot, lock = slots.claim_for(tmp_path, setup_of(state), state.history)
    lock.release()
    assert slot == behind
    other = play(2, 99, 25)[0]
    slot, lock = slots.claim_for(tmp_path, setup_of(other), other.history)
    lock.release()
    assert slot not in (behind, ahead)
    assert len(store_load(ahead.path).history) == 30  # never written over


def test_a_locked_slot_is_never_taken_over(tmp_path: Path) -> None:
    """Even a slot the game contains whole is not taken while another window holds it."""
    behind = in_slot(play(2, 12, 20)[0], tmp_path)
    lock = behind.lock()
    lock.acquire()
    state = play(2, 12, 25)[0]
    slot, mine = slots.claim_for(tmp_path, setup_of(state), state.history)
    assert slot != behind
    mine.release()
    lock.release()


def test_a_finished_game_is_filed_by_name_and_replaces_nothing(tmp_path: Path) -> None:
    """Two finished games with the same name: the second gets a number; both slots are emptied."""
    state = finished_game(2, 9)
    names = []
    for _ in range(2):
        slot = in_slot(state, tmp_path)
        kept = slots.finish(slot, tmp_path, ["Anna", "Ben"])
        assert kept is not None and not slot.exists()
        names.append(kept.name)
    assert names[0].startswith("Anna-Ben finished") and names[1].endswith(" (2).json")
    assert prepare(tmp_path) == []
    assert all(dump(store_load(tmp_path / n)) == dump(state) for n in names)


@pytest.mark.parametrize(
    "autosave",
    [b"", b"{", b"[]", b'{"format": "viticulture-tui save"}', b"\xff\xfe", b'{"players": 3, "year": "x"}'],
)
def test_any_fault_of_the_autosave_falls_back_to_the_backup(tmp_path: Path, autosave: bytes) -> None:
    """Whatever is wrong with the autosave, the list offers the backup and opening it loads the backup."""
    good = play(2, 13, 15)[0]
    slot = in_slot(good, tmp_path, backup=good)
    slot.path.write_bytes(autosave)
    [entry] = prepare(tmp_path)
    assert entry.openable and entry.problem and entry.info.path == slot.backup
    assert dump(open_slot(slot).state) == dump(good)
    assert slot.path.read_bytes() == autosave


def test_a_log_that_does_not_replay_falls_back_to_the_backup(tmp_path: Path) -> None:
    """An autosave whose header reads well but whose log does not replay: the full load takes the backup."""
    good = play(2, 13, 15)[0]
    slot = in_slot(good, tmp_path, backup=good)
    raw = slot.path.read_text()
    assert raw.count('"history": [') == 2  # the header's log and the stored state's
    slot.path.write_text(raw.replace('"history": [', '"history": [["nonsense", 1], '))
    [entry] = prepare(tmp_path)
    assert entry.openable and not entry.problem  # its header is fine
    loaded = open_slot(slot)
    assert loaded.info.path == slot.backup and dump(loaded.state) == dump(good)


def test_both_damaged_is_listed_with_the_reason_and_raises_on_open(tmp_path: Path) -> None:
    """Autosave and backup both damaged: listed as damaged with both problems; opening raises SaveError."""
    slot = in_slot(play(2, 13, 15)[0], tmp_path, backup=play(2, 13, 14)[0])
    slot.path.write_bytes(b"")
    slot.backup.write_bytes(b"{")
    [entry] = prepare(tmp_path)
    assert not entry.openable and "backup" in entry.info.error
    with pytest.raises(SaveError):
        open_slot(slot)
    assert game_files(tmp_path) == {slot.path.name: b"", slot.backup.name: b"{"}


def test_an_autosave_that_only_claims_the_game_is_over_keeps_its_backup(tmp_path: Path) -> None:
    """An autosave whose header says the game is over but whose log does not replay is not filed away as
    finished (its backup would go with it): it stays, with the backup's unfinished game offered."""
    unfinished = play(2, 9, 40)[0]
    slot = in_slot(finished_game(2, 9), tmp_path, backup=unfinished)
    raw = slot.path.read_text()
    slot.path.write_text(raw.replace('"history": [', '"history": [["nonsense", 1], '))
    [entry] = prepare(tmp_path)
    assert entry.openable and entry.problem and entry.info.path == slot.backup
    assert dump(open_slot(slot).state) == dump(unfinished)
    assert [p.name for p in tmp_path.iterdir() if "finished" in p.name] == []


# --- the hostile generator's damaged saves as autosaves ---------------------------------------------


def check_damaged_autosaves(tmp_path: Path, one_per_class: bool) -> dict[str, int]:
    """Continue's list and open on every placed case: never an exception, never a hang, always the good
    backup's game; the count of cases mishandled per class (the goal: none)."""
    from tests.hostile.checks import within
    from tests.hostile.damaged_saves import FIXTURE
    from viticulture_tui.persistence.loader import load_game

    good = dump(load_game(FIXTURE).state)
    made, placed = placed_as_autosaves(tmp_path, one_per_class)
    wrong: dict[str, int] = {}
    entries = {e.slot.path.name: e for e in within(60, lambda: prepare(tmp_path))}
    for name, case in placed.items():
        entry = entries.get(name)
        try:
            ok = (
                entry is not None
                and entry.openable
                and dump(within(20, lambda e=entry: open_slot(e.slot)).state) == good
            )
        except Exception:
            ok = False
        if not ok:
            wrong[case.klass] = wrong.get(case.klass, 0) + 1
    print(
        f"damaged autosaves: {len(placed)} placed, {len({c.klass for c in made})} classes, mishandled {wrong}"
    )
    return wrong


@pytest.mark.fuzz
def test_every_damaged_autosave_falls_back_to_its_backup(tmp_path: Path) -> None:
    """Every damaged save of tests/hostile (300+) as an autosave: the same, for each of them."""
    assert check_damaged_autosaves(tmp_path, one_per_class=False) == {}


@pytest.mark.parametrize(("step", "code"), [("open", 13), ("stat", 13), ("read", 5)])
def test_an_autosave_the_system_refuses_falls_back_to_the_backup(
    tmp_path: Path, step: str, code: int
) -> None:
    """The system refuses to open, look at or read the autosave (simulated: tests run as root): Continue
    lists the game from its backup and opening it gives the backup's game."""
    from tests.hostile.damaged_saves import refuse

    good = play(2, 14, 20)[0]
    slot = in_slot(play(2, 14, 21)[0], tmp_path, backup=good)
    with refuse(slot.path, step, code):
        [entry] = prepare(tmp_path)
        assert entry.openable and entry.info.path == slot.backup
        assert dump(open_slot(slot).state) == dump(good)


def test_an_old_autosave_that_cannot_be_moved_is_still_offered(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """When the old autosave cannot be moved into a slot (a folder that cannot be written), Continue still
    lists it where it is, and it opens."""
    store.autosave(play(2, 15, 25)[0], tmp_path)
    monkeypatch.setattr(slots, "migrate_old_autosave", lambda saves: None)
    [entry] = prepare(tmp_path)
    assert entry.slot.path == tmp_path / "autosave.json" and entry.openable
    assert len(open_slot(entry.slot).state.history) == 25
