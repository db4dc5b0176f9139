"""One autosave slot per unfinished game, in the save folder's `in-progress/`, and their upkeep.

A slot is three files named after the game: `game-<created>-<setup key>-<nonce>.json` (the
autosave), the same name `.json.bak` (the autosave before it) and `.lock` (held by the window
that plays it, see `lock.py`). The name is the game's identity: when the slot was made, a key of
its setup (seed, players, options) and a random nonce. Nothing in the save file changes.

This module reads no engine: the title screen lists slots before the engine is imported.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import secrets
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from viticulture_tui.persistence import errors
from viticulture_tui.persistence.atomic import backup_path, remove_stale
from viticulture_tui.persistence.errors import SaveError
from viticulture_tui.persistence.lock import GameLock, is_free
from viticulture_tui.persistence.safe_read import copy_new, read_save_bytes

IN_PROGRESS = "in-progress"
"""The subfolder of the save folder that holds the autosaves of unfinished games."""
OLD_AUTOSAVE = "autosave.json"
"""The one autosave of earlier versions, in the save folder itself; moved into a slot on start."""

_NAME = re.compile(r"game-(\d{8}-\d{6}-\d{6})-([0-9a-f]{8})-([0-9a-f]{4})\.json")
_WHEN = "%Y%m%d-%H%M%S-%f"
_TEMPORARY = re.compile(r"\.(game-\d{8}-\d{6}-\d{6}-[0-9a-f]{8}-[0-9a-f]{4}\.json)\.")


@dataclass(frozen=True)
class Slot:
    """The autosave slot of one game: its autosave file, backup and lock, named by its identity."""

    path: Path
    """The autosave: `in-progress/game-<created>-<setup key>-<nonce>.json`."""

    @property
    def name(self) -> str:
        """The slot's identity: its file name without `.json`."""
        return self.path.name.removesuffix(".json")

    @property
    def backup(self) -> Path:
        """The autosave before the last one."""
        return backup_path(self.path)

    @property
    def lock_path(self) -> Path:
        """The lock file held while a window plays this game."""
        return self.path.with_name(self.name + ".lock")

    @property
    def setup_key(self) -> str:
        """The key of the game's setup, as in the name (see `setup_key`)."""
        found = _NAME.fullmatch(self.path.name)
        return found.group(2) if found else ""

    @property
    def created(self) -> datetime | None:
        """When the slot was made (UTC), from its name."""
        found = _NAME.fullmatch(self.path.name)
        return datetime.strptime(found.group(1), _WHEN).replace(tzinfo=UTC) if found else None

    def files(self) -> list[Path]:
        """The autosave and its backup, in the order to try them."""
        return [self.path, self.backup]

    def exists(self) -> bool:
        """Whether the slot holds a file (its autosave or its backup)."""
        return any(present(p) for p in self.files())

    def lock(self) -> GameLock:
        """A lock object for this slot (not yet acquired)."""
        return GameLock(self.lock_path)


def present(path: Path) -> bool:
    """Whether something is at `path` (a file, a link, a pipe...), without raising: True also when the
    system refuses to say (loading it then tells what is wrong), False only when nothing is there."""
    try:
        os.lstat(path)
    except (FileNotFoundError, NotADirectoryError):
        return False
    except (OSError, ValueError):
        return True
    return True


def slots_folder(saves: Path) -> Path:
    """The folder of autosave slots inside a save folder."""
    return saves / IN_PROGRESS


def setup_key(setup: Any) -> str:
    """Eight hex digits that stand for a setup given as JSON data (seed, players, options)."""
    text = json.dumps(setup, sort_keys=True, separators=(",", ":"), ensure_ascii=True, default=str)
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:8]


def new_slot(saves: Path, setup: Any, now: datetime | None = None) -> Slot:
    """A fresh slot name for a game with this setup (JSON data); no file is made yet."""
    moment = (now or datetime.now(UTC)).astimezone(UTC)
    name = f"game-{moment.strftime(_WHEN)}-{setup_key(setup)}-{secrets.token_hex(2)}.json"
    return Slot(slots_folder(saves) / name)


def slot_of(path: Path) -> Slot | None:
    """The slot a file belongs to (its autosave, backup or lock), None for any other file."""
    name = path.name
    for ending in (".bak", ".lock"):
        if name.endswith(ending):
            name = name.removesuffix(ending)
            name = name if name.endswith(".json") else name + ".json"
            break
    return Slot(path.with_name(name)) if _NAME.fullmatch(name) else None


def all_slots(saves: Path) -> list[Slot]:
    """Every slot of the save folder that holds a file, newest first (a missing folder: none)."""
    folder = slots_folder(saves)
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    found = {slot for slot in (slot_of(folder / n) for n in names if not n.endswith(".lock")) if slot}
    return sorted(found, key=lambda s: s.name, reverse=True)


def claim_new(saves: Path, setup: Any) -> tuple[Slot, GameLock]:
    """A new slot for a game, locked; SaveError when the slots folder cannot be made or locked."""
    folder = slots_folder(saves)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        problem = f"cannot make the folder: {exc.strerror or exc}"
        raise SaveError(folder, problem, errors.WRITE_FAILED) from exc
    slot = new_slot(saves, setup)
    lock = slot.lock()
    lock.acquire()
    return slot, lock


def claim_for(saves: Path, setup: Any, history: list[Any]) -> tuple[Slot, GameLock]:
    """The slot a game goes on in, locked: an unlocked slot of the same setup whose whole log is
    the start of this game's log (continuing in it loses nothing), else a new slot."""
    key = setup_key(setup)
    wanted = _plain(history)
    for slot in all_slots(saves):
        if slot.setup_key != key:
            continue
        lock = _lock_now(slot)
        if lock is None:
            continue
        theirs = _history_of(slot.path)
        if theirs is not None and theirs == wanted[: len(theirs)]:
            return slot, lock
        lock.release()
    return claim_new(saves, setup)


def _lock_now(slot: Slot) -> GameLock | None:
    """The slot's lock, taken without waiting; None when another window holds it (or it cannot be made)."""
    lock = slot.lock()
    try:
        lock.acquire(wait=0)
    except SaveError:
        return None
    return lock


def _history_of(path: Path) -> list[Any] | None:
    try:
        raw = json.loads(read_save_bytes(path))  # never a pipe or a device, never without limit
    except (SaveError, OSError, ValueError, RecursionError):
        return None
    history = raw.get("history") if isinstance(raw, dict) else None
    return history if isinstance(history, list) else None


def _plain(history: list[Any]) -> list[Any]:
    # The state's log may hold tuples where a file holds lists.
    return list(json.loads(json.dumps(history)))


def migrate_old_autosave(saves: Path) -> Slot | None:
    """Move the single `autosave.json` (and `.bak`) of earlier versions into a slot of its own;
    the slot, or None when there was nothing to move. A file is moved, never copied or lost."""
    old = saves / OLD_AUTOSAVE
    pair = [p for p in (old, backup_path(old)) if present(p)]
    if not pair:
        return None
    folder = slots_folder(saves)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    # One window at a time, or two starting together would split the pair into two slots.
    guard = GameLock(folder / ".moving-old-autosave.lock")
    try:
        guard.acquire(wait=5.0)
    except SaveError:
        return None
    try:
        pair = [p for p in pair if present(p)]
        if not pair:
            return None
        slot = new_slot(saves, _setup_in(pair), _modified(pair[0]))
        for source, target in zip((old, backup_path(old)), slot.files(), strict=True):
            if present(source) and not present(target):
                with contextlib.suppress(OSError):
                    os.replace(source, target)
        return slot if slot.exists() else None
    finally:
        guard.release()


def _setup_in(paths: Iterable[Path]) -> Any:
    for path in paths:
        try:
            raw = json.loads(read_save_bytes(path))
        except (SaveError, OSError, ValueError, RecursionError):
            continue
        if isinstance(raw, dict) and "setup" in raw:
            return raw["setup"]
    return None


def _modified(path: Path) -> datetime:
    try:
        return datetime.fromtimestamp(path.stat().st_mtime, UTC)
    except (OSError, OverflowError, ValueError):
        return datetime.now(UTC)


def clean_temporary(saves: Path) -> list[Path]:
    """Delete the temporary files killed writers left in the save folder and its slots; a slot's
    own are removed once nobody holds its lock, the others once they are old (see atomic.py)."""
    folder = slots_folder(saves)
    removed = remove_stale(saves)
    removed += remove_stale(folder, lambda tmp: _slot_free(folder, tmp))
    return removed


def _slot_free(folder: Path, tmp: Path) -> bool | None:
    # `.game-...json.XXXX.tmp` and `.game-...json.bak.XXXX.tmp` belong to the slot `game-...json`,
    # whose writer holds its lock for as long as it may write; None for any other file.
    found = _TEMPORARY.match(tmp.name)
    if found is None:
        return None
    return is_free(Slot(folder / found.group(1)).lock_path)


def remove_lock_files(saves: Path) -> None:
    """Delete the lock files of slots that hold no game any more and that nobody holds."""
    folder = slots_folder(saves)
    try:
        names = [n for n in os.listdir(folder) if n.endswith(".lock") and n.startswith("game-")]
    except OSError:
        return
    for name in names:
        slot = slot_of(folder / name)
        if slot is None or slot.exists():
            continue
        lock = _lock_now(slot)
        if lock is None:
            continue
        try:
            # Unlinked while held: a window that opened it meanwhile holds a file nobody else can find.
            with contextlib.suppress(OSError):
                slot.lock_path.unlink()
        finally:
            lock.release()


def put_aside(slot: Slot, saves: Path, when: datetime | None = None) -> list[Path]:
    """Move the files of a damaged game out of the slots into the save folder, as `autosave damaged
    <date>.json` (and `autosave backup damaged ...`), never replacing a file: Continue no longer
    lists it, the Load list shows them as damaged. The new paths; a file that cannot move stays."""
    moved = [keep_damaged(path, saves, when, move=True) for path in slot.files() if present(path)]
    return [path for path in moved if path is not None]


def keep_damaged(path: Path, folder: Path, when: datetime | None = None, move: bool = False) -> Path | None:
    """Keep a damaged file of a slot in `folder` as `autosave damaged <date>.json` (`autosave backup
    damaged ...` for a backup), never replacing a file: a number is added until the name is free.
    A hard link where possible (the file is kept as it is, unread), else a copy; with `move` the
    file leaves its old name (renamed where it cannot be linked). The new path, or None if it fails."""
    stem = "autosave backup" if path.name.endswith(".bak") else "autosave"
    moment = (when or datetime.now(UTC)).astimezone().strftime("%Y-%m-%d %H%M")
    for number in range(1, 100):
        target = folder / f"{stem} damaged {moment}{'' if number == 1 else f' ({number})'}.json"
        try:
            os.link(path, target, follow_symlinks=False)
        except FileExistsError:
            continue
        except OSError:  # a folder, or links not supported
            if not move:
                if copy_new(path, target):
                    return target
                if present(target):
                    continue
                return None
            if present(target):
                continue
            try:
                os.rename(path, target)  # moved by name while the name is free
            except OSError:
                return None
            return target
        if move:
            with contextlib.suppress(OSError):
                path.unlink()
        return target
    return None


def finish(slot: Slot, saves: Path, players: list[str], when: datetime | None = None) -> Path | None:
    """Move a finished game's autosave out of the slots into the named saves (`Anna-Ben finished
    2025-06-01 2130.json`, never replacing a file) and drop its backup; the new path, or None
    when it could not be moved (then the slot stays as it was)."""
    from viticulture_tui.persistence.names import file_name

    moment = (when or datetime.now(UTC)).astimezone()
    stem = file_name(f"{'-'.join(players) or 'game'} finished {moment.strftime('%Y-%m-%d %H%M')}")
    stem = stem.removesuffix(".json")
    for number in range(1, 100):
        target = saves / f"{stem}{'' if number == 1 else f' ({number})'}.json"
        try:
            os.link(slot.path, target)
        except FileExistsError:
            continue
        except OSError:
            if not copy_new(slot.path, target):
                if present(target):
                    continue
                return None
        with contextlib.suppress(OSError):
            slot.path.unlink()
        with contextlib.suppress(OSError):
            slot.backup.unlink()
        return target
    return None
