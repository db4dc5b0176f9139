"""The arena's record: each finished game as one line of JSON, so that a long run can stop and go on.

A game of a match is fixed by its index (the seed, the seats and the bots' generators follow from
it, and the Expert's time cap counts CPU, not the clock), so a game already in the record need not
be played again. A line is written whole and flushed as its game ends; a line cut short by a kill,
a line of another match or anything unreadable is left out when the record is read, never trusted.
Each line is stamped with the code that played it (`ai/play_code.py`), and a game played by other
code is left out and played again. A run holds the record (`hold`) from before it reads it until
it ends, so that a second run on the same file stops at once rather than play every game the
first one is playing.
"""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any, NamedTuple

try:
    import fcntl
except ImportError:  # Windows: no flock; a record is then not held (two runs both play every game)
    fcntl = None  # type: ignore[assignment]

from viticulture_tui.ai.arena import GameOutcome, Match
from viticulture_tui.ai.play_code import fingerprint
from viticulture_tui.persistence import errors
from viticulture_tui.persistence.errors import SaveError
from viticulture_tui.persistence.safe_read import read_save_bytes

NOT_REGULAR = "not a regular file (a folder, a pipe or a device cannot hold a record)"
"""Why a record that is not a regular file is refused."""
MAX_RECORD_BYTES = 64 * 1024 * 1024
"""The largest record read: 64 MiB, about 300,000 games of six players."""

_APPEND_FLAGS = (
    os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
)
"""Non-blocking, so that a named pipe in the record's place fails at once instead of waiting for a reader."""


IN_USE = "another arena run is adding games to it (wait for that run to end, or name another record)"
"""Why a record held by a run still going cannot be used by a second one."""

_held: list[int] = []
"""The descriptors of the records this process holds (`hold`)."""


class RecordError(Exception):
    """A record that cannot be read or written; `str()` says which file and why."""


def _let_go_in_child() -> None:
    """A forked worker closes its copies of the held records, so that a hold ends with the run's
    own process: a worker still finishing a game after the run was killed does not keep it."""
    for fd in _held:
        with suppress(OSError):
            os.close(fd)
    _held.clear()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_let_go_in_child)


@contextmanager
def hold(path: Path) -> Iterator[None]:
    """Hold the record for as long as the block runs (creating it empty if missing): the kernel's
    lock on the open file, which ends with the process however it ends, even by `kill -9`.
    RecordError if another run holds it, or it cannot be opened as a regular file."""
    fd = _open_for_append(path)
    if fcntl is not None:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as exc:
            os.close(fd)
            raise RecordError(f"{path}: {IN_USE}") from exc
    _held.append(fd)
    try:
        yield
    finally:
        _held.remove(fd)
        os.close(fd)  # closing the last descriptor of the open file ends the lock


def match_key(match: Match) -> dict[str, Any]:
    """What makes two runs the same match: players, seats, seed, options and the year limit (not the
    count of games: a longer run of the same match goes on from a shorter one)."""
    return {
        "players": match.players,
        "seats": list(match.seats),
        "seed": match.seed,
        "options": match.options.model_dump(mode="json"),
        "max_years": match.max_years,
    }


class Held(NamedTuple):
    """What a record holds for a match."""

    games: dict[int, GameOutcome]
    """The games of the match played by this code, by index."""
    unreadable: int
    """Lines left out as not a whole game."""
    other_code: int
    """Games of the match left out because other code played them (`play_code.fingerprint`)."""
    beyond: int
    """Games past the count asked for (a longer run of the same match played them): kept in the
    record, not counted in this run."""


def outcome_line(match: Match, outcome: GameOutcome) -> str:
    """One game of the match as a line of JSON (with its newline), stamped with the code that
    played it."""
    game = {
        "index": outcome.index,
        "years": outcome.years,
        "finished": outcome.finished,
        "vp": outcome.vp,
        "winners": outcome.winners,
        "first": outcome.first,
    }
    entry = {"match": match_key(match), "game": game, "code": fingerprint()}
    return json.dumps(entry, sort_keys=True) + "\n"


def read_record(path: Path, match: Match) -> Held:
    """The games of this match the record holds, by index, with the lines left out as unreadable,
    the games left out as played by other code and those past the games asked for (a missing
    record holds none). A line without a code (written before lines were stamped) is taken as
    this code's. RecordError if the file cannot be read at all."""
    if not os.path.lexists(path):
        return Held({}, 0, 0, 0)
    try:
        data = read_save_bytes(path, MAX_RECORD_BYTES)
    except SaveError as exc:  # not a regular file (a pipe, a folder, a device), too big, unreadable
        raise RecordError(f"{path}: {_problem(exc)}") from exc
    key = match_key(match)
    code = fingerprint()
    found: dict[int, GameOutcome] = {}
    unreadable = other_code = beyond = 0
    for raw in data.splitlines():
        if not raw.strip():
            continue
        try:
            entry = json.loads(raw)
        except (ValueError, RecursionError):
            unreadable += 1
            continue
        if not isinstance(entry, dict) or "match" not in entry:
            unreadable += 1
            continue
        if entry["match"] != key:
            continue  # a game of another match: the record may hold several
        outcome = _outcome(entry.get("game"), match)
        if outcome is None:
            unreadable += 1
        elif outcome.index >= match.games:
            beyond += 1
        elif entry.get("code", code) != code:
            other_code += 1
        else:
            found[outcome.index] = outcome
    return Held(found, unreadable, other_code, beyond)


def _problem(exc: SaveError) -> str:
    """The safe reader's complaint in a record's words (it speaks of save files)."""
    if exc.kind == errors.NOT_A_FILE:
        return NOT_REGULAR
    if exc.kind == errors.TOO_LARGE:
        return f"too large for an arena record (at most {MAX_RECORD_BYTES:,} bytes)"
    return exc.problem


def _outcome(game: Any, match: Match) -> GameOutcome | None:
    """The game of a record line, or None if it is not a whole, sensible game of this match (one
    past the games asked for is whole: `read_record` counts it apart)."""
    labels = match.labels()
    if not isinstance(game, dict):
        return None
    index: Any = game.get("index")
    years: Any = game.get("years")
    vp: Any = game.get("vp")
    winners: Any = game.get("winners")
    ok = (
        _is_int(index)
        and index >= 0
        and _is_int(years)
        and 1 <= years <= match.max_years
        and isinstance(game.get("finished"), bool)
        and isinstance(vp, dict)
        and sorted(vp) == sorted(labels)
        and all(_is_int(v) for v in vp.values())
        and isinstance(winners, list)
        and all(w in labels for w in winners)
        and game.get("first") in labels
    )
    if not ok:
        return None
    return GameOutcome(
        index=index,
        years=years,
        finished=game["finished"],
        vp=dict(vp),
        winners=list(winners),
        first=game["first"],
    )


def _is_int(value: Any) -> bool:
    """An integer, not a boolean (which JSON keeps apart and Python does not)."""
    return isinstance(value, int) and not isinstance(value, bool)


def ready(path: Path) -> None:
    """Make sure the record can take games before any is played (creating it empty if missing), so
    that a long run does not find out at its first game's end; and end a line cut short by a kill,
    so that the next game's line does not join it. RecordError if it cannot."""
    fd = _open_for_append(path)
    try:
        size = os.fstat(fd).st_size
        if size and _last_byte(path, size) != b"\n":
            os.write(fd, b"\n")
    except OSError as exc:
        raise RecordError(f"{path}: {exc.strerror or exc}") from exc
    finally:
        os.close(fd)


def _last_byte(path: Path, size: int) -> bytes:
    """The record's last byte (it was just found to be a regular file of `size` bytes)."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    try:
        return os.pread(fd, 1, size - 1)
    finally:
        os.close(fd)


def append_outcome(path: Path, match: Match, outcome: GameOutcome) -> None:
    """Add one game to the record, whole: a single write of one line, flushed to the disk.
    RecordError if the record is not a regular file or cannot be written."""
    line = outcome_line(match, outcome).encode()
    fd = _open_for_append(path)
    try:
        os.write(fd, line)
        os.fsync(fd)
    except OSError as exc:
        raise RecordError(f"{path}: {exc.strerror or exc}") from exc
    finally:
        os.close(fd)


def _open_for_append(path: Path) -> int:
    """The record opened to add lines at its end; RecordError if that fails or it is not a regular file."""
    try:
        regular = stat.S_ISREG(os.stat(path).st_mode)
    except OSError:
        regular = True  # missing (it is created below), or the open below says why
    if not regular:  # said before opening: a pipe would fail with "no such device", a folder "is a directory"
        raise RecordError(f"{path}: {NOT_REGULAR}")
    try:
        fd = os.open(path, _APPEND_FLAGS, 0o644)
    except OSError as exc:
        raise RecordError(f"{path}: {exc.strerror or exc}") from exc
    try:
        regular = stat.S_ISREG(os.fstat(fd).st_mode)
    except OSError as exc:
        os.close(fd)
        raise RecordError(f"{path}: {exc.strerror or exc}") from exc
    if not regular:
        os.close(fd)
        raise RecordError(f"{path}: {NOT_REGULAR}")
    return fd
