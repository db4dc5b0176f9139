"""Stamp a record's games anew after the fingerprint came to count less: no game is played again.

`python -m viticulture_tui.ai.restamp docs/arena/*.jsonl`. When the fingerprint's definition
leaves out something it used to count (an engine module no game imports, a constant's
docstring), every record would look played by other code and be played again, hours of both
cores for games that would come out the same. A line stamped with the fingerprint this very code
has under the old definition (`play_code.whole_engine_fingerprint`) was played by code equal in
all the old one counted, so equal in the less counted now: such a line takes the new stamp.
Lines of other code, and unreadable ones, stay as they are. The record is held while it is
rewritten (a run adding games waits its turn) and replaced whole, never half written.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from viticulture_tui.ai.arena_record import RecordError, hold
from viticulture_tui.ai.play_code import fingerprint, whole_engine_fingerprint
from viticulture_tui.pipe import run_tool


def restamp(path: Path, old: str, new: str, played_by: str | None = None, solo: bool | None = None) -> int:
    """Lines of `path` stamped `old` stamped `new` instead; how many. With `played_by`, a line
    keeps it as the code that played its game (unless it already names one); with `solo`, only
    lines of solo games (True) or of games at a table (False) change. RecordError if it cannot be."""
    if not path.exists():  # checked first: holding a record creates a missing one
        raise RecordError(f"{path}: no such record")
    with hold(path):
        try:
            lines = path.read_bytes().decode("utf-8").splitlines(keepends=True)
        except (OSError, UnicodeDecodeError) as exc:
            raise RecordError(f"{path}: {exc}") from exc
        changed = 0
        out: list[str] = []
        for line in lines:
            try:
                entry = json.loads(line)
            except ValueError:
                entry = None
            if isinstance(entry, dict) and entry.get("code") == old and _of_kind(entry, solo):
                entry["code"] = new
                if played_by is not None:
                    entry.setdefault("played_by", played_by)
                line = json.dumps(entry, sort_keys=True) + "\n"
                changed += 1
            out.append(line)
        if changed:
            _replace(path, "".join(out))
    return changed


def _of_kind(entry: dict[str, Any], solo: bool | None) -> bool:
    """Whether a line is of the games asked for: any (None), solo ones (True), a table's (False)."""
    if solo is None:
        return True
    match = entry.get("match")
    players = match.get("players") if isinstance(match, dict) else None
    return isinstance(players, int) and (players == 1) == solo


def _replace(path: Path, text: str) -> None:
    """Write the whole text beside the record, then rename it over: a kill leaves one or the other."""
    fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except OSError as exc:
        Path(temporary).unlink(missing_ok=True)
        raise RecordError(f"{path}: {exc.strerror or exc}") from exc


def main(argv: list[str] | None = None) -> int:
    """Restamp each record named; print what changed in each."""
    old, new = whole_engine_fingerprint(), fingerprint()
    if old == new:
        print(f"the fingerprint is {new} under both definitions: nothing to restamp")
        return 0
    status = 0
    for name in argv if argv is not None else sys.argv[1:]:
        try:
            changed = restamp(Path(name), old, new)
        except RecordError as error:
            print(error, file=sys.stderr)
            status = 1
            continue
        games = "1 game" if changed == 1 else f"{changed} games"
        print(f"{name}: {games} stamped {old} now stamped {new}")
    return status


if __name__ == "__main__":
    raise SystemExit(run_tool(main))
