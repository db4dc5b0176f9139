"""Shared by the tests of the format steps that reword log lines: raw lines, a step's output, old saves."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from viticulture_tui.persistence.migrations import Migration


def event(text: str, season: str | None = "setup", seen_by: list[int] | None = None) -> dict[str, Any]:
    """A log line of a raw save (a damaged one may have no season)."""
    return {"text": text, "seen_by": seen_by, "year": 1, "season": season}


def damaged_files(version: int, line: str, nameless_line: str) -> list[dict[str, Any]]:
    """Raw saves of `version` too damaged to hold a log or names, for a step to pass on unchanged:
    no state, a state or log of the wrong kind, junk lines and names, players that are no list
    (beside `line`, which the step would reword), a player without a name (beside `nameless_line`)."""
    return [
        {"format_version": version},
        {"format_version": version, "state": []},
        {"format_version": version, "state": {"log": {}}},
        {
            "format_version": version,
            "state": {"log": [1, None, {"text": 5}, {}], "players": [{"name": 3}, "Ann", {}]},
        },
        {"format_version": version, "state": {"log": [event(line)], "players": 7}},
        {"format_version": version, "state": {"log": [event(nameless_line)], "players": [{"name": ""}]}},
    ]


def step_texts(step: Migration, version: int, names: list[str], events: list[Any]) -> list[Any]:
    """The log texts after `step` (from `version`), for a raw save whose players have these names."""
    raw = {"format_version": version, "state": {"players": [{"name": n} for n in names], "log": events}}
    before = copy.deepcopy(raw)
    out = step(dict(raw))["state"]["log"]  # as migrate() calls it
    assert raw["state"] == before["state"], "the step builds a new log, it does not edit the old one"
    return [e["text"] if isinstance(e, dict) else e for e in out]


def outside_setup_or_private(step: Migration, version: int, name: str, line: str) -> list[Any]:
    """The texts after `step` of a setup line of a player named `name` when it is logged in summer,
    for one player only, or with no season: a step that rewords setup lines keeps all three."""
    events = [event(line, season="summer"), event(line, seen_by=[0]), event(line, season=None)]
    return step_texts(step, version, [name], events)


def as_format(path: Path, old: dict[str, str], version: int) -> int:
    """Rewrite a saved file as an older format wrote it: each line seen by everyone that `old`
    words differently takes its old words, and the file says `version`; how many lines changed."""
    raw = json.loads(path.read_text())
    changed = 0
    for line in raw["state"]["log"]:
        words = old.get(line["text"], line["text"])
        if line["seen_by"] is None and words != line["text"]:
            line["text"] = words
            changed += 1
    raw["format_version"] = version
    path.write_text(json.dumps(raw, indent=1))
    return changed
