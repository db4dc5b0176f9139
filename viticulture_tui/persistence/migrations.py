"""Format migrations: each registered function turns a version-n save (raw JSON) into n+1."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

from viticulture_tui import __version__
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.persistence.errors import UNKNOWN_VERSION, SaveError
from viticulture_tui.persistence.model import FORMAT_VERSION

Raw = dict[str, Any]
Migration = Callable[[Raw], Raw]

MIGRATIONS: dict[int, Migration] = {}
"""From-version to the function that upgrades a save of that version by one version."""


def migration(from_version: int) -> Callable[[Migration], Migration]:
    """Register a function that upgrades a save from `from_version` to the next version."""

    def register(fn: Migration) -> Migration:
        if from_version in MIGRATIONS:
            raise ValueError(f"a migration from version {from_version} is already registered")
        MIGRATIONS[from_version] = fn
        return fn

    return register


def migrate(raw: Raw, path: Path) -> Raw:
    """The raw save brought to the current format version, or SaveError for an unknown version."""
    version = raw.get("format_version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise SaveError(path, f"format version {version!r} is unknown (not a number)", UNKNOWN_VERSION)
    if version > FORMAT_VERSION:
        raise SaveError(
            path,
            f"format version {version} is unknown: viticulture {__version__} reads versions up to "
            f"{FORMAT_VERSION} (was the file written by a newer version?)",
            UNKNOWN_VERSION,
        )
    while version < FORMAT_VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise SaveError(
                path, f"format version {version} is unknown: no migration from it", UNKNOWN_VERSION
            )
        raw = step(dict(raw))
        version += 1
        raw["format_version"] = version
    return raw


# --- Steps that reword log lines ----------------------------------------------------------------

Reword = Callable[[str, Any, list[str]], str | None]
"""A step's new text for a public log line (its text, its season, the players' names), or None."""


def _player_names(state: dict[str, Any]) -> list[str]:
    """The names of a raw state's players, leaving out any that is not a name (a damaged file)."""
    players = state.get("players")
    return [
        p["name"]
        for p in (players if isinstance(players, list) else [])
        if isinstance(p, dict) and isinstance(p.get("name"), str) and p["name"]
    ]


def _reword_log(raw: Raw, reword: Reword) -> Raw:
    """The save with each log line seen by everyone that `reword` rewords replaced, in a new log."""
    # The log is stored only in the state (the header holds none, undo replays the history); a
    # file too damaged to hold one is left for the load to judge.
    state = raw.get("state")
    if not isinstance(state, dict) or not isinstance(state.get("log"), list):
        return raw
    names = _player_names(state)
    log = []
    for event in state["log"]:
        text = None
        # Every line a step rewords was logged for everyone; a private line is never one of them.
        if isinstance(event, dict) and isinstance(event.get("text"), str) and event.get("seen_by") is None:
            text = reword(event["text"], event.get("season"), names)
        log.append(event if text is None else {**event, "text": text})
    raw["state"] = {**state, "log": log}
    return raw


# --- 1 to 2: the log counts in plurals ----------------------------------------------------------

_GROWER_V1_V2 = {" has 1 vines planted (6 needed for 2 VP).": " has 1 vine planted (6 needed for 2 VP)."}
"""The Grower's line after the player's name, in format 1 and in format 2."""


@cache
def _mama_v1_v2() -> dict[str, str]:
    """Each mama line after the player's name, format 1 to format 2, for the mamas whose line changed."""
    # Written out here rather than taken from the engine's mama_words: this step must keep making
    # the words of format 2 whatever the engine says later.
    lines = {}
    for m in catalog().mamas:
        counts = [
            (m.vine, "vine"),
            (m.summer, "summer visitor"),
            (m.order, "wine order"),
            (m.winter, "winter visitor"),
        ]
        lira = [f"{m.lira} lira"] if m.lira else []
        old = [f"{n} {word}" for n, word in counts if n] + lira
        new = [f"{n} {word}{'s' if n > 1 else ''}" for n, word in counts if n] + lira
        if old != new:
            lines[f"'s mama is {m.name}: {', '.join(old)}."] = f"'s mama is {m.name}: {', '.join(new)}."
    return lines


def _after_a_name(text: str, names: list[str], tails: dict[str, str]) -> str | None:
    """The line with its old tail replaced, if it is a player's name and then a whole old tail."""
    for name in names:
        # The name is kept as it is, whatever it holds ('2 vine'): only the tail is replaced.
        if text.startswith(name) and text[len(name) :] in tails:
            return name + tails[text[len(name) :]]
    return None


def _text_v2(text: str, season: Any, names: list[str]) -> str | None:
    """The format-2 text of a format-1 log line this step rewords, or None to keep the line."""
    # Both lines were logged for everyone: the mama's during setup, the Grower's in any season.
    tails = {**_GROWER_V1_V2, **_mama_v1_v2()} if season == "setup" else _GROWER_V1_V2
    return _after_a_name(text, names, tails)


@migration(1)
def plural_counts(raw: Raw) -> Raw:
    """Format 1 to 2: the mama and Grower log lines say '2 vines', '1 vine planted'."""
    return _reword_log(raw, _text_v2)


# --- 2 to 3: the Agriculturist's and the Importer's counts agree ----------------------------------

# The format-2 lines, written out here rather than taken from the engine (as for 1 to 2). A count
# is a whole number as Python writes one (no sign, no leading zero), kept as its digits: int() would
# refuse one of thousands of digits, which a damaged file may hold.
_AGRICULTURIST_V2 = re.compile(r"'s field holds (0|[1-9][0-9]*) different vine\(s\) \(3 needed for 2 VP\)\.")
"""The Agriculturist's line after the player's name, in format 2 (one field short of 3 kinds)."""
_IMPORTER_V2 = re.compile(r" (0|[1-9][0-9]*) visitor card\(s\)\.\Z")
"""The end of the Importer's line '{giver} gives {receiver} 2 visitor card(s).', in format 2."""


def _agriculturist_v3(count: str) -> str:
    """The Agriculturist's line after the player's name, in format 3: '1 kind of vine', '2 kinds'."""
    return f"'s field holds {count} {'kind' if count == '1' else 'kinds'} of vine (3 needed for 2 VP)."


def _importer_v3(count: str) -> str:
    """The end of the Importer's line after the receiver's name, in format 3: '1 visitor card.'."""
    return f" {count} {'visitor card' if count == '1' else 'visitor cards'}."


def _text_v3(text: str, season: Any, names: list[str]) -> str | None:
    """The format-3 text of a format-2 log line this step rewords, or None to keep the line."""
    # As in 1 to 2: the whole line must be made of players' names and a whole old tail, the names
    # are kept as they are, and only the tail is replaced. Both lines are summer visitors', but
    # the season is not checked (the Grower's, also a summer visitor's, is not either).
    for name in names:
        found = _AGRICULTURIST_V2.fullmatch(text, len(name)) if text.startswith(name) else None
        if found:
            return name + _agriculturist_v3(found[1])
    found = _IMPORTER_V2.search(text)
    if found:
        # What comes before the count must be '{giver} gives {receiver}', both players' names.
        # Where names overlap so that it splits more than one way, every split gives this text.
        before = text[: found.start()]
        receivers = set(names)
        for giver in names:
            head = giver + " gives "
            if before.startswith(head) and before[len(head) :] in receivers:
                return before + _importer_v3(found[1])
    return None


@migration(2)
def plural_visitor_counts(raw: Raw) -> Raw:
    """Format 2 to 3: the Agriculturist says '1 kind of vine', the Importer '2 visitor cards'."""
    return _reword_log(raw, _text_v3)


# --- 3 to 4: a papa's lira said as the choice said it --------------------------------------------


@cache
def _papa_v3_v4() -> dict[str, str]:
    """Each papa line of a lira option after the player's name, format 3 to format 4."""
    # Written out here rather than taken from the engine's papa_gift, as for 1 to 2. A line of
    # a structure, a worker or VP did not change.
    lines = {}
    for papa in catalog().papas:
        for option in (papa.option_a, papa.option_b):
            if option.kind == "lira":
                base, more = papa.base_lira, option.amount
                old = f"'s papa is {papa.name}: {base} lira and {more} more lira."
                lines[old] = f"'s papa is {papa.name}: {base + more} lira ({base} + {more})."
    return lines


def _text_v4(text: str, season: Any, names: list[str]) -> str | None:
    """The format-4 text of a format-3 log line this step rewords, or None to keep the line."""
    # As the mama's in 1 to 2: a papa's line is logged for everyone during setup.
    return _after_a_name(text, names, _papa_v3_v4()) if season == "setup" else None


@migration(3)
def papa_lira_sums(raw: Raw) -> Raw:
    """Format 3 to 4: a papa's lira option is logged as '7 lira (4 + 3)', as the choice reads."""
    return _reword_log(raw, _text_v4)


# --- 4 to 5: a papa with no lira of his own gives his option alone --------------------------------


@cache
def _papa_v4_v5() -> dict[str, str]:
    """Each line of a papa with no base lira after the player's name, format 4 to format 5."""
    # Written out here rather than taken from the engine's papa_gift, as for 1 to 2. Only such a
    # papa's lines changed; the option's own words are those format 4 wrote after 'and'.
    lines = {}
    for papa in catalog().papas:
        if papa.base_lira:
            continue
        head = f"'s papa is {papa.name}: "
        for option in (papa.option_a, papa.option_b):
            if option.kind == "lira":
                lines[f"{head}{option.amount} lira (0 + {option.amount})."] = f"{head}{option.amount} lira."
            elif option.kind == "structure" and option.structure is not None:
                words = f"the {catalog().structure_by_id[option.structure].name}"
                lines[f"{head}0 lira and {words}."] = f"{head}{words}."
    return lines


def _text_v5(text: str, season: Any, names: list[str]) -> str | None:
    """The format-5 text of a format-4 log line this step rewords, or None to keep the line."""
    return _after_a_name(text, names, _papa_v4_v5()) if season == "setup" else None


@migration(4)
def papa_without_lira(raw: Raw) -> Raw:
    """Format 4 to 5: a papa with no lira of his own is logged with his option alone ('6 lira')."""
    return _reword_log(raw, _text_v5)
