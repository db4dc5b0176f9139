"""Damaged save files of every kind a hostile user, an editor or a failing disk can leave behind.

Usage (the whole API)::

    from tests.hostile.damaged_saves import cases, patched

    made = cases(tmp_path / "damaged")       # writes the files, returns one Case per file
    with patched(made):                      # simulated system refusals (see Case.refusal)
        for case in made:
            with pytest.raises(SaveError) as caught:
                load_game(case.path)
            assert case.accepts(caught.value.kind)

Every case is built from a real game's save (the committed fixture of a 3-player game, 60
actions), so that each one differs from a good save by one kind of damage. A `Case` says which
`SaveError` kind loading it must raise (`expected_kind`, or one of `other_kinds` where the exact
step that notices depends on the engine) and whether the list of saves, which reads a file without
replaying it, already shows it as damaged (`listed_damaged`). `case.moved(target)` puts a case's
file elsewhere (as an autosave, for the resume check) and returns the case there. Run
`python -m tests.hostile.damaged_saves` to see the count of cases per class.
"""

from __future__ import annotations

import codecs
import contextlib
import copy
import dataclasses
import errno
import gzip
import json
import os
import socket
import stat
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager, ExitStack, nullcontext
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from unittest import mock

from viticulture_tui.engine.state import GameState, Player
from viticulture_tui.persistence import errors
from viticulture_tui.persistence.model import FORMAT_VERSION
from viticulture_tui.persistence.safe_read import MAX_SAVE_BYTES

FIXTURE = Path(__file__).resolve().parents[1] / "persistence" / "fixtures" / "format1-3p-seed34-60.json"
"""The good save every case is made from."""

Raw = dict[str, Any]


@dataclass(frozen=True)
class Case:
    """One damaged save file and what the game must say about it."""

    klass: str
    """The class of damage ('truncated', 'deep_nesting', ...)."""
    name: str
    """What was done to the file, in a few words."""
    path: Path
    expected_kind: str
    """The `errors.*` kind `load_game` must raise."""
    other_kinds: tuple[str, ...] = ()
    """Kinds accepted as well (a tampered log may be found illegal, or to replay to another game)."""
    listed_damaged: bool = True
    """Whether `list_saves` (which reads the header and checks it against the stored state, but
    does not replay the log) shows it as damaged; if not, loading it is what finds the damage."""
    refusal: tuple[str, int] | None = None
    """A refusal by the system to simulate while the file is read ('open', 'stat' or 'read', and
    the errno): tests run as root, for whom chmod 000 changes nothing. See `context`."""

    def accepts(self, kind: str) -> bool:
        """Whether a SaveError of this kind is the right answer to this file."""
        return kind == self.expected_kind or kind in self.other_kinds

    def context(self) -> AbstractContextManager[object]:
        """What must be in force while the file is read (the simulated refusal, if any);
        `patched(cases)` enters those of many cases at once."""
        return nullcontext() if self.refusal is None else refuse(self.path, *self.refusal)

    def moved(self, target: Path) -> Case:
        """The same case after its file is moved to `target` (to make it an autosave, say): pipes,
        links and folders move as they are; a link to a name beside it may then lead nowhere,
        which is still a file that cannot be read."""
        os.replace(self.path, target)
        return dataclasses.replace(self, path=target)


def cases(folder: Path, base: Path = FIXTURE) -> list[Case]:
    """Write every damaged save into `folder` (created if needed) and describe each one."""
    folder.mkdir(parents=True, exist_ok=True)
    maker = _Maker(folder, base.read_bytes())
    for build in CLASSES:
        build(maker)
    return maker.made


@contextlib.contextmanager
def patched(made: Sequence[Case]) -> Iterator[None]:
    """Every case's context at once (for a folder that holds them all)."""
    with ExitStack() as stack:
        for case in made:
            stack.enter_context(case.context())
        yield


def per_class(made: Sequence[Case]) -> Counter[str]:
    """How many cases each class has."""
    return Counter(case.klass for case in made)


# --- building blocks ----------------------------------------------------------------------------


class Verbatim:
    """A value written into the JSON as this exact text (1e400, NaN, an integer of 5,000 digits)."""

    def __init__(self, text: str) -> None:
        self.text = text


def deep(depth: int, inner: str = "1") -> Verbatim:
    """A JSON value nested `depth` lists deep."""
    return Verbatim("[" * depth + inner + "]" * depth)


HOSTILE_TEXT = {
    "ansi colour": "\x1b[31mred\x1b[0m",
    "osc 8 link": "\x1b]8;;http://evil.example\x07link\x1b]8;;\x07",
    "osc 52 clipboard": "\x1b]52;c;ZXZpbA==\x07",
    "clear screen": "\x1b[2J\x1b[H",
    "c1 csi": "\x9b31mred",
    "bell": "\x07ding",
    "nul": "a\x00b",
    "forged line": "x\r\nviticulture: all good",
    "lone surrogate": "\ud800",
    "bidi override": "a\u202eb",
    "zero width space": "a\u200bb",
    "rich markup": "[bold]x[/]",
    "rich close": "[/]",
    "rich link": "[link=http://evil.example]y",
}
"""Text meant to act on a terminal or a markup parser instead of being shown."""

UNPRINTABLE = {k: v for k, v in HOSTILE_TEXT.items() if not k.startswith("rich")}


class _Maker:
    """Writes the files of the cases into one folder, numbering them per class."""

    def __init__(self, folder: Path, data: bytes) -> None:
        self.folder = folder
        self.data = data
        self.base: Raw = json.loads(data)
        self.made: list[Case] = []
        self._numbers: Counter[str] = Counter()

    def raw(self) -> Raw:
        """A fresh copy of the good save's JSON."""
        return copy.deepcopy(self.base)

    def path(self, klass: str, stem: str | None = None) -> Path:
        """A new file name in the folder for a case of this class."""
        self._numbers[klass] += 1
        return self.folder / f"{stem or klass}-{self._numbers[klass]:03d}.json"

    def add(
        self,
        klass: str,
        name: str,
        path: Path,
        kind: str,
        *,
        other: tuple[str, ...] = (),
        listed: bool = True,
        refusal: tuple[str, int] | None = None,
    ) -> None:
        """Record a case whose file is already in place."""
        self.made.append(Case(klass, name, path, kind, other, listed, refusal))

    def add_bytes(self, klass: str, name: str, data: bytes, kind: str, **how: Any) -> Path:
        """Write a file of these bytes and record its case."""
        path = self.path(klass, how.pop("stem", None))
        path.write_bytes(data)
        self.add(klass, name, path, kind, **how)
        return path

    def add_json(self, klass: str, name: str, raw: object, kind: str, **how: Any) -> Path:
        """Write this JSON (indented, as the game writes it) and record its case."""
        return self.add_bytes(klass, name, dumps(raw, ascii=how.pop("ascii", True)), kind, **how)

    def add_edit(self, klass: str, name: str, edit: Callable[[Raw], object], kind: str, **how: Any) -> Path:
        """The good save with one edit, written and recorded."""
        raw = self.raw()
        edit(raw)
        return self.add_json(klass, name, raw, kind, **how)


def dumps(raw: object, ascii: bool = True) -> bytes:
    """JSON text like the game's (indent 1), with every `Verbatim` written as its exact text."""
    literals: list[str] = []

    def default(value: object) -> str:
        if isinstance(value, Verbatim):
            literals.append(value.text)
            return f"@@literal{len(literals) - 1}@@"
        raise TypeError(type(value).__name__)

    text = json.dumps(raw, indent=1, default=default, ensure_ascii=ascii)
    for index, literal in enumerate(literals):
        text = text.replace(f'"@@literal{index}@@"', literal, 1)
    return (text + "\n").encode("utf-8", "surrogatepass")


def both_logs(raw: Raw) -> list[list[Any]]:
    """The save's log and its state's copy of it (a consistent edit changes both)."""
    return [raw["history"], raw["state"]["history"]]


def every_name(raw: Raw, seat: int, name: object) -> None:
    """Rename a player everywhere a save holds the name (header, setup, state)."""
    raw["players"][seat] = name
    raw["setup"]["players"][seat]["name"] = name
    raw["state"]["setup"]["players"][seat]["name"] = name
    raw["state"]["players"][seat]["name"] = name


# --- the classes ----------------------------------------------------------------------------------


def truncated(m: _Maker) -> None:
    """The file cut short: at spread offsets, inside literals, numbers, escapes and letters."""
    data = m.data
    end = len(data.rstrip())
    offsets = sorted({1, 2, 3, end - 1, end - 2} | {end * i // 48 for i in range(1, 48)})
    for offset in offsets:
        m.add_bytes("truncated", f"cut after {offset} bytes", data[:offset], errors.TRUNCATED)
    for offset in offsets[::8]:
        m.add_bytes(
            "truncated", f"cut after {offset} bytes, newline added", data[:offset] + b"\n", errors.TRUNCATED
        )
    for literal in (b"true", b"false", b"null"):
        start = data.find(literal)
        assert start > 0, literal
        for inside in range(1, len(literal)):
            cut = data[: start + inside]
            m.add_bytes("truncated", f"cut inside {literal.decode()!r} (+{inside})", cut, errors.TRUNCATED)
    rng = str(m.base["state"]["rng"]).encode()
    start = data.find(rng)
    for inside in (1, len(rng) // 2, len(rng) - 1):
        m.add_bytes(
            "truncated",
            f"cut inside the number state.rng (+{inside})",
            data[: start + inside],
            errors.TRUNCATED,
        )
    # Numbers and literals the good save does not hold: a negative number, a fraction, an exponent.
    for token in ("-12", "-1.25", "1.5e-3", "Infinity", "-Infinity", "NaN"):
        raw = m.raw()
        raw["state"]["players"][0]["lira"] = Verbatim(token)
        text = dumps(raw)
        start = text.find(token.encode())
        for inside in range(1, len(token)):
            m.add_bytes(
                "truncated", f"cut inside {token} (+{inside})", text[: start + inside], errors.TRUNCATED
            )
    raw = m.raw()
    raw["app_version"] = "0.1.0-é€😀"
    for ascii in (True, False):
        text = dumps(raw, ascii=ascii)
        start = text.find(b'"0.1.0-') + len(b'"0.1.0-')
        for inside in (1, 2, 3, 5, 7, 9):
            m.add_bytes(
                "truncated",
                f"cut inside {'an escape' if ascii else 'a letter'} (+{inside})",
                text[: start + inside],
                errors.TRUNCATED,
            )


def not_utf8(m: _Maker) -> None:
    """Bytes that are not UTF-8 text: Latin-1, UTF-16 and UTF-32, binary, compressed."""
    data = m.data
    text = data.decode()
    samples = {
        "a Latin-1 letter in a string": data.replace(b'"0.1.0"', b'"0.1.0\xe9"', 1),
        "UTF-16 with its byte order mark": text.encode("utf-16"),
        "UTF-16 without byte order mark": text.encode("utf-16-be"),
        "UTF-32": text.encode("utf-32-le"),
        "PNG signature": b"\x89PNG\r\n\x1a\n" + bytes(64),
        "gzip of the save": gzip.compress(data, mtime=0),
        "an overlong slash": data.replace(b'"0.1.0"', b'"0.1.0\xc0\xaf"', 1),
        "a surrogate encoded in UTF-8": data.replace(b'"0.1.0"', b'"0.1.0\xed\xa0\x80"', 1),
        "NUL bytes": bytes(256),
        "a stray continuation byte first": b"\x80" + data,
    }
    for name, sample in samples.items():
        m.add_bytes("not_utf8", name, sample, errors.NOT_JSON)


def byte_order_mark(m: _Maker) -> None:
    """A UTF-8 byte order mark, which a save never starts with."""
    bom = codecs.BOM_UTF8
    for name, sample in {
        "before the save": bom + m.data,
        "alone": bom,
        "before whitespace": bom + b"\n\n",
        "twice": bom + bom + m.data,
    }.items():
        m.add_bytes("byte_order_mark", name, sample, errors.NOT_JSON)


def empty(m: _Maker) -> None:
    """Nothing, or only whitespace."""
    for name, sample in {
        "no bytes": b"",
        "a space": b" ",
        "a newline": b"\n",
        "mixed whitespace": b" \t\r\n \n",
        "ten thousand spaces": b" " * 10_000,
        "vertical tab and form feed": b"\x0b\x0c\n",
    }.items():
        m.add_bytes("empty", name, sample, errors.EMPTY)


def deep_nesting(m: _Maker) -> None:
    """JSON nested 1,000 to 100,000 deep, alone or inside a save; and 200 deep where a value goes."""
    for depth in (1_000, 5_000, 100_000):
        m.add_bytes("deep_nesting", f"lists {depth} deep", b"[" * depth + b"]" * depth, errors.TOO_DEEP)
        m.add_bytes(
            "deep_nesting", f"objects {depth} deep", b'{"a":' * depth + b"1" + b"}" * depth, errors.TOO_DEEP
        )
    m.add_bytes("deep_nesting", "100,000 open lists, never closed", b"[" * 100_000, errors.TOO_DEEP)
    m.add_bytes(
        "deep_nesting",
        "lists and objects 5,000 deep",
        b'[{"a":' * 5_000 + b"0" + b"}]" * 5_000,
        errors.TOO_DEEP,
    )
    for depth in (1_000, 5_000):
        m.add_edit(
            "deep_nesting",
            f"a log entry {depth} deep",
            lambda r, d=depth: _all(both_logs(r), 3, deep(d)),
            errors.TOO_DEEP,
        )
        m.add_edit(
            "deep_nesting",
            f"state.log {depth} deep",
            lambda r, d=depth: r["state"].update(log=deep(d)),
            errors.TOO_DEEP,
        )
        m.add_edit(
            "deep_nesting",
            f"players {depth} deep",
            lambda r, d=depth: r.update(players=deep(d)),
            errors.TOO_DEEP,
        )
    m.add_edit(
        "deep_nesting", "app_version 2,000 deep", lambda r: r.update(app_version=deep(2_000)), errors.TOO_DEEP
    )
    # Deep, but not beyond what the parser takes: each is refused by the step it reaches.
    m.add_edit(
        "deep_nesting",
        "a log entry 200 deep",
        lambda r: _all(both_logs(r), 3, deep(200)),
        errors.BAD_LOG,
        listed=False,
    )
    m.add_edit(
        "deep_nesting",
        "state.log 200 deep",
        lambda r: r["state"].update(log=deep(200)),
        errors.INVALID,
        listed=False,
    )
    m.add_edit("deep_nesting", "players 200 deep", lambda r: r.update(players=deep(200)), errors.INVALID)


def _all(lists: list[list[Any]], index: int, value: object) -> None:
    for items in lists:
        items[index] = value


def huge_integers(m: _Maker) -> None:
    """Integers beyond Python's 4,300-digit limit, and large ones within it, in the header and state."""
    for digits in (4_301, 5_000, 100_000):
        big = Verbatim("9" * digits)
        m.add_edit(
            "huge_integers", f"year of {digits} digits", lambda r, b=big: r.update(year=b), errors.INVALID
        )
        m.add_edit(
            "huge_integers", f"seed of {digits} digits", lambda r, b=big: r.update(seed=b), errors.INVALID
        )
        m.add_edit(
            "huge_integers",
            f"format_version of {digits} digits",
            lambda r, b=big: r.update(format_version=b),
            errors.INVALID,
        )
        m.add_edit(
            "huge_integers",
            f"state.rng of {digits} digits",
            lambda r, b=big: r["state"].update(rng=b),
            errors.INVALID,
        )
    m.add_edit(
        "huge_integers",
        "a negative lira of 5,000 digits",
        lambda r: r["state"]["players"][0].update(lira=Verbatim("-" + "7" * 5_000)),
        errors.INVALID,
    )
    m.add_edit(
        "huge_integers",
        "a log argument of 5,000 digits",
        lambda r: _all(both_logs(r), 3, ["wake", [Verbatim("1" * 5_000), ""]]),
        errors.INVALID,
    )
    within = {"10**30": 10**30, "2**64": 2**64, "4,300 digits": int("8" * 4_300)}
    for label, value in within.items():
        m.add_edit("huge_integers", f"year {label}", lambda r, v=value: r.update(year=v), errors.MISMATCH)
        m.add_edit(
            "huge_integers",
            f"format_version {label}",
            lambda r, v=value: r.update(format_version=v),
            errors.UNKNOWN_VERSION,
        )
        m.add_edit(
            "huge_integers", f"header seed {label}", lambda r, v=value: r.update(seed=v), errors.MISMATCH
        )
        m.add_edit(
            "huge_integers",
            f"state lira {label}",
            lambda r, v=value: r["state"]["players"][0].update(lira=v),
            errors.MISMATCH,
            listed=False,
        )
        m.add_edit(
            "huge_integers",
            f"year {label} in header and state",
            lambda r, v=value: (r.update(year=v), r["state"].update(year=v)),
            errors.MISMATCH,
            listed=False,
        )
    for value in (-1, 0, -(10**30)):
        m.add_edit("huge_integers", f"year {value}", lambda r, v=value: r.update(year=v), errors.MISMATCH)


FLOATS = {
    "NaN": "NaN",
    "inf": "Infinity",
    "-inf": "-Infinity",
    "1e400": "1e400",
    "-1e400": "-1e400",
    "1.5": "1.5",
    "3.0": "3.0",
    "1e-400": "1e-400",
}


def floats(m: _Maker) -> None:
    """NaN, infinities, 1e400 and fractions in every number of the header, and in state numbers."""
    for label, text in FLOATS.items():
        value = Verbatim(text)
        m.add_edit(
            "floats",
            f"format_version {label}",
            lambda r, v=value: r.update(format_version=v),
            errors.UNKNOWN_VERSION,
        )
        m.add_edit("floats", f"year {label}", lambda r, v=value: r.update(year=v), errors.INVALID)
        m.add_edit("floats", f"seed {label}", lambda r, v=value: r.update(seed=v), errors.INVALID)
        # The setup's seed is a plain int of the engine, which takes a float equal to a whole number.
        whole = label in ("3.0", "1e-400")
        seed_kind = errors.MISMATCH if whole else errors.INVALID
        m.add_edit("floats", f"setup.seed {label}", lambda r, v=value: r["setup"].update(seed=v), seed_kind)
    for label in ("NaN", "inf", "1e400", "1.5"):
        value = Verbatim(FLOATS[label])
        m.add_edit(
            "floats", f"state.year {label}", lambda r, v=value: r["state"].update(year=v), errors.INVALID
        )
        m.add_edit(
            "floats",
            f"state.setup.seed {label}",
            lambda r, v=value: r["state"]["setup"].update(seed=v),
            errors.INVALID,
        )
        for field in ("rng", "first_player"):
            m.add_edit(
                "floats",
                f"state.{field} {label}",
                lambda r, v=value, f=field: r["state"].update({f: v}),
                errors.INVALID,
                listed=False,
            )
        for field in ("lira", "vp"):
            m.add_edit(
                "floats",
                f"state.players[1].{field} {label}",
                lambda r, v=value, f=field: r["state"]["players"][1].update({f: v}),
                errors.INVALID,
                listed=False,
            )
        m.add_edit(
            "floats",
            f"a log argument {label}",
            lambda r, v=value: _all(both_logs(r), 3, ["wake", [v, ""]]),
            errors.BAD_LOG,
            listed=False,
        )


TYPE_SAMPLES: dict[str, object] = {
    "null": None,
    "true": True,
    "text": "text",
    "7": 7,
    "1.5": 1.5,
    "[]": [],
    "{}": {},
    '["x"]': ["x"],
}
"""One value of each JSON type, to put where another type belongs."""

HEADER_TYPES: dict[str, dict[str, str]] = {
    # For each header field, the kind each sample must get; a sample of the right type is left out.
    "format": dict.fromkeys(TYPE_SAMPLES, errors.FOREIGN),
    "format_version": dict.fromkeys(TYPE_SAMPLES, errors.UNKNOWN_VERSION),
    "app_version": {k: errors.INVALID for k in TYPE_SAMPLES if k != "text"},
    "saved_at": dict.fromkeys(TYPE_SAMPLES, errors.INVALID),
    "players": {
        **dict.fromkeys(TYPE_SAMPLES, errors.INVALID),
        "[]": errors.MISMATCH,
        '["x"]': errors.MISMATCH,
    },
    "year": {**dict.fromkeys(TYPE_SAMPLES, errors.INVALID), "7": errors.MISMATCH},
    "season": dict.fromkeys(TYPE_SAMPLES, errors.INVALID),
    "seed": {**dict.fromkeys(TYPE_SAMPLES, errors.INVALID), "7": errors.MISMATCH},
    "setup": {**dict.fromkeys(TYPE_SAMPLES, errors.INVALID), "{}": errors.MISSING_FIELDS},
    "history": {
        **dict.fromkeys(TYPE_SAMPLES, errors.INVALID),
        "[]": errors.MISMATCH,
        '["x"]': errors.MISMATCH,
    },
    "state": {**dict.fromkeys(TYPE_SAMPLES, errors.INVALID), "{}": errors.MISSING_FIELDS},
}


def wrong_types(m: _Maker) -> None:
    """Every header field with a value of each other JSON type; a few state fields too."""
    for field, kinds in HEADER_TYPES.items():
        for label, kind in kinds.items():
            value = copy.deepcopy(TYPE_SAMPLES[label])
            m.add_edit(
                "wrong_types", f"{field} = {label}", lambda r, f=field, v=value: r.update({f: v}), kind
            )
    m.add_edit(
        "wrong_types", "a player's name is a number", lambda r: r["players"].__setitem__(1, 5), errors.INVALID
    )
    m.add_edit(
        "wrong_types",
        "setup.players[0].name is a number",
        lambda r: r["setup"]["players"][0].update(name=5),
        errors.INVALID,
    )
    m.add_edit(
        "wrong_types",
        "state.phase is not a season",
        lambda r: (r.update(season="party"), r["state"].update(phase="party")),
        errors.INVALID,
    )
    m.add_edit(
        "wrong_types", "state.players is an object", lambda r: r["state"].update(players={}), errors.INVALID
    )
    m.add_edit(
        "wrong_types",
        "state lira is text",
        lambda r: r["state"]["players"][0].update(lira="lots"),
        errors.INVALID,
        listed=False,
    )
    m.add_edit(
        "wrong_types",
        "state decks is a list",
        lambda r: r["state"].update(decks=[]),
        errors.INVALID,
        listed=False,
    )


def saved_at(m: _Maker) -> None:
    """Dates as numbers, nonsense, out of range, and the edges of the calendar."""
    values: dict[str, object] = {
        "seconds since 1970": 1_700_000_000,
        "zero": 0,
        "minus one": -1,
        "1e400": Verbatim("1e400"),
        "NaN": Verbatim("NaN"),
        "digits as text": "1700000000",
        "five digits as text": "12345",
        "empty text": "",
        "words": "yesterday evening",
        "month 13": "2026-13-45T00:00:00Z",
        "hour 25": "2026-11-29T25:00:00Z",
        "offset +25:00": "2026-11-29T21:00:00+25:00",
        "year 1 at +14:00": "0001-01-01T00:00:00+14:00",
        "year 9999 at -14:00": "9999-12-31T23:59:59-14:00",
        "escape sequence after the date": "2026-11-29T21:00:00Z\x1b[31m",
        "an object": {"year": 2026},
    }
    for label, value in values.items():
        m.add_edit("saved_at", label, lambda r, v=value: r.update(saved_at=v), errors.INVALID)


def missing_fields(m: _Maker) -> None:
    """Each required field removed, from the header, the setup, the state and a player."""
    header = [
        "format_version",
        "app_version",
        "saved_at",
        "players",
        "year",
        "season",
        "seed",
        "setup",
        "history",
        "state",
    ]
    for field in header:
        m.add_edit("missing_fields", f"no {field}", lambda r, f=field: r.pop(f), errors.MISSING_FIELDS)
    m.add_edit(
        "missing_fields",
        "no format and no format_version",
        lambda r: (r.pop("format"), r.pop("format_version")),
        errors.FOREIGN,
    )
    m.add_edit(
        "missing_fields",
        "only the format is left",
        lambda r: [r.pop(k) for k in list(r) if k != "format"],
        errors.MISSING_FIELDS,
    )
    m.add_edit(
        "missing_fields", "no setup.players", lambda r: r["setup"].pop("players"), errors.MISSING_FIELDS
    )
    # The header is checked against these state fields before any replay.
    checked = {"setup", "players"}
    for field in (k for k, f in GameState.model_fields.items() if f.is_required()):
        m.add_edit(
            "missing_fields",
            f"no state.{field}",
            lambda r, f=field: r["state"].pop(f),
            errors.MISSING_FIELDS,
            listed=field in checked,
        )
    for field in (k for k, f in Player.model_fields.items() if f.is_required()):
        for seat in (0, 2):
            m.add_edit(
                "missing_fields",
                f"no state.players[{seat}].{field}",
                lambda r, f=field, s=seat: r["state"]["players"][s].pop(f),
                errors.MISSING_FIELDS,
                listed=field == "name",
            )


def extra_fields(m: _Maker) -> None:
    """Fields no save has, at the top, in the setup, in the state, in a player and in an event."""
    m.add_edit("extra_fields", "a field at the top", lambda r: r.update(cheat=1), errors.INVALID)
    m.add_edit("extra_fields", "a field in the setup", lambda r: r["setup"].update(cheat=1), errors.INVALID)
    m.add_edit(
        "extra_fields",
        "a field in the state",
        lambda r: r["state"].update(cheat=1),
        errors.INVALID,
        listed=False,
    )
    m.add_edit(
        "extra_fields",
        "a field in a player",
        lambda r: r["state"]["players"][1].update(cheat=1),
        errors.INVALID,
        listed=False,
    )
    m.add_edit(
        "extra_fields",
        "a field in an event",
        lambda r: r["state"]["log"][0].update(cheat=1),
        errors.INVALID,
        listed=False,
    )


def foreign_json(m: _Maker) -> None:
    """JSON that is not a save, and text that is not JSON."""
    state = m.base["state"]
    foreign: dict[str, object] = {
        "an empty list": [],
        "a list of numbers": [1, 2, 3],
        "a string": "viticulture-tui save",
        "a number": 42,
        "null": None,
        "true": True,
        "an empty object": {},
        "another program's settings": {"hello": "world", "version": 3},
        "another game's save": {"format": "other game", "format_version": 1},
        "a package manifest": {"name": "viticulture-tui", "version": "0.1.0", "dependencies": {}},
        "the save inside a list": [m.base],
        "the state alone": state,
    }
    for name, raw in foreign.items():
        m.add_json("foreign_json", name, raw, errors.FOREIGN)
    m.add_json("foreign_json", "only a format_version", {"format_version": 1}, errors.MISSING_FIELDS)
    m.add_json("foreign_json", "only the format", {"format": "viticulture-tui save"}, errors.MISSING_FIELDS)
    text = m.data
    not_json = {
        "plain words": b"this is not a save\n",
        "a Python dict": b"{'format': 'viticulture-tui save'}",
        "XML": b'<?xml version="1.0"?><save/>',
        "YAML": b"format: viticulture-tui save\nformat_version: 1\n",
        "a comment before the save": b"// my game\n" + text,
        "a trailing comma": text.rstrip()[:-2] + b",\n}",
        "garbage after the save": text + b"xyz",
        "two saves in a row": text + text,
        "a comma after the save": text.rstrip() + b",\n",
        "single-quoted strings": text.replace(b'"', b"'"),
    }
    for name, data in not_json.items():
        m.add_bytes("foreign_json", name, data, errors.NOT_JSON)


def wrong_version(m: _Maker) -> None:
    """Format versions from the future, the past, below zero; the format's name misspelt."""
    for version in (0, FORMAT_VERSION + 1, 99, -1, -(10**30), 2**63):
        m.add_edit(
            "wrong_version",
            f"format_version {version}",
            lambda r, v=version: r.update(format_version=v),
            errors.UNKNOWN_VERSION,
        )
    for fmt in (
        "Viticulture-TUI save",
        "viticulture-tui save ",
        "viticulture-tui save\x00",
        "",
        "viticulture save",
        "viticulture-tui save v2",
    ):
        m.add_edit("wrong_version", f"format {fmt!r}", lambda r, f=fmt: r.update(format=f), errors.FOREIGN)


ILLEGAL = ["place", ["no_such_space", "plain", "worker"]]
MALFORMED: dict[str, object] = {
    "a string": "oops",
    "a number": 42,
    "null": None,
    "an empty list": [],
    "a kind alone": ["place"],
    "three items": ["place", 1, 2],
    "a number as kind": [1, "x"],
    "an object": {"kind": "place"},
    "an object as argument": ["papa", {"a": 1}],
}


def tampered_log(m: _Maker) -> None:
    """The action log edited: illegal, malformed, reordered, cut, lengthened, one copy only."""
    bad_or_other = (errors.MISMATCH,)
    for index in (0, 5, 30, 59):
        m.add_edit(
            "tampered_log",
            f"action {index + 1} illegal",
            lambda r, i=index: _all(both_logs(r), i, ILLEGAL),
            errors.BAD_LOG,
            listed=False,
        )
    m.add_edit(
        "tampered_log",
        "an action of no known kind",
        lambda r: _all(both_logs(r), 10, ["fly", "away"]),
        errors.BAD_LOG,
        listed=False,
    )
    for label, entry in MALFORMED.items():
        m.add_edit(
            "tampered_log",
            f"an entry that is {label}",
            lambda r, e=entry: _all(both_logs(r), 7, copy.deepcopy(e)),
            errors.BAD_LOG,
            listed=False,
        )

    def swap(raw: Raw, i: int) -> None:
        for log in both_logs(raw):
            log[i], log[i + 1] = log[i + 1], log[i]

    for index in (0, 6, 20, 40):
        m.add_edit(
            "tampered_log",
            f"actions {index + 1} and {index + 2} swapped",
            lambda r, i=index: swap(r, i),
            errors.BAD_LOG,
            other=bad_or_other,
            listed=False,
        )
    m.add_edit(
        "tampered_log",
        "the log reversed",
        lambda r: [log.reverse() for log in both_logs(r)],
        errors.BAD_LOG,
        other=bad_or_other,
        listed=False,
    )
    for count in (1, 10, 60):
        m.add_edit(
            "tampered_log",
            f"the last {count} actions cut",
            lambda r, c=count: [log.__delitem__(slice(-c, None)) for log in both_logs(r)],
            errors.MISMATCH,
            other=(errors.BAD_LOG,),
            listed=False,
        )
    m.add_edit(
        "tampered_log",
        "the first action cut",
        lambda r: [log.pop(0) for log in both_logs(r)],
        errors.BAD_LOG,
        other=bad_or_other,
        listed=False,
    )
    m.add_edit(
        "tampered_log",
        "an action repeated",
        lambda r: [log.insert(8, log[7]) for log in both_logs(r)],
        errors.BAD_LOG,
        other=bad_or_other,
        listed=False,
    )
    m.add_edit(
        "tampered_log",
        "the last action repeated",
        lambda r: [log.append(log[-1]) for log in both_logs(r)],
        errors.BAD_LOG,
        other=bad_or_other,
        listed=False,
    )
    m.add_edit("tampered_log", "only the header's log cut", lambda r: r["history"].pop(), errors.MISMATCH)
    m.add_edit(
        "tampered_log", "only the state's log cut", lambda r: r["state"]["history"].pop(), errors.MISMATCH
    )
    m.add_edit(
        "tampered_log",
        "only the header's log edited",
        lambda r: r["history"].__setitem__(3, ILLEGAL),
        errors.MISMATCH,
    )
    m.add_edit(
        "tampered_log",
        "the marks of the log edited",
        lambda r: r["state"]["history_marks"].pop(),
        errors.MISMATCH,
        listed=False,
    )


def tampered_state(m: _Maker) -> None:
    """The stored state edited so that the log no longer leads to it."""
    state_only: dict[str, Callable[[Raw], object]] = {
        "more lira": lambda s: s["players"][0].update(lira=s["players"][0]["lira"] + 1),
        "more VP": lambda s: s["players"][1].update(vp=s["players"][1]["vp"] + 5),
        "another rng": lambda s: s.update(rng=s["rng"] + 1),
        "another first player": lambda s: s.update(first_player=(s["first_player"] + 1) % 3),
        "two cards of a deck swapped": lambda s: _swap_two(
            next(d for d in s["decks"].values() if len(d) > 1)
        ),
        "a card taken from a deck": lambda s: next(d for d in s["decks"].values() if d).pop(),
        "a card added to a hand": lambda s: s["players"][0]["hand"].append(
            next(d for d in s["decks"].values() if d)[0]
        ),
        "a winner declared": lambda s: s.update(winners=[0]),
        "the end triggered": lambda s: s.update(vp_trigger=True),
        "the last event gone": lambda s: s["log"].pop(),
        "an event rewritten": lambda s: s["log"][-1].update(text="Anna wins everything."),
    }
    for name, edit in state_only.items():
        m.add_edit("tampered_state", name, lambda r, e=edit: e(r["state"]), errors.MISMATCH, listed=False)
    m.add_edit(
        "tampered_state",
        "a player renamed in the state",
        lambda r: r["state"]["players"][0].update(name="Zed"),
        errors.MISMATCH,
    )
    m.add_edit(
        "tampered_state",
        "another season in the state",
        lambda r: r["state"].update(phase="winter"),
        errors.MISMATCH,
    )
    m.add_edit(
        "tampered_state", "another year in the state", lambda r: r["state"].update(year=4), errors.MISMATCH
    )
    m.add_edit(
        "tampered_state",
        "another seed in the state's setup",
        lambda r: r["state"]["setup"].update(seed=35),
        errors.MISMATCH,
    )
    m.add_edit("tampered_state", "another game's state", _other_game_state, errors.MISMATCH)


def _swap_two(items: list[Any]) -> None:
    items[0], items[1] = items[1], items[0]


def _other_game_state(raw: Raw) -> None:
    from tests.persistence.helpers import dump, play

    raw["state"] = dump(play(3, 35, 60)[0])


def header_mismatch(m: _Maker) -> None:
    """A header that describes another game than the state it holds: players, year, season, setup."""
    players = {
        "one renamed": ["Anna", "Ben", "Zed"],
        "reordered": ["Carla", "Ben", "Anna"],
        "one missing": ["Anna", "Ben"],
        "one more": ["Anna", "Ben", "Carla", "Dario"],
        "none": [],
        "one name changed in case": ["anna", "Ben", "Carla"],
    }
    for name, value in players.items():
        m.add_edit(
            "header_mismatch", f"players: {name}", lambda r, v=value: r.update(players=v), errors.MISMATCH
        )
    for year in (4, 2, 24, 1):
        m.add_edit("header_mismatch", f"year {year}", lambda r, y=year: r.update(year=y), errors.MISMATCH)
    for season in ("winter", "game_over", "spring", "setup"):
        m.add_edit(
            "header_mismatch", f"season {season}", lambda r, s=season: r.update(season=s), errors.MISMATCH
        )
    m.add_edit(
        "header_mismatch",
        "a season the game does not have",
        lambda r: r.update(season="party"),
        errors.INVALID,
    )
    m.add_edit("header_mismatch", "another seed", lambda r: r.update(seed=35), errors.MISMATCH)
    m.add_edit(
        "header_mismatch",
        "another option in the setup",
        lambda r: r["setup"]["options"].update(friendly_variant=True),
        errors.MISMATCH,
    )
    m.add_edit(
        "header_mismatch",
        "a colour in the setup",
        lambda r: r["setup"]["players"][0].update(colour="red"),
        errors.MISMATCH,
    )


def hostile_text(m: _Maker) -> None:
    """Escape sequences, markup, surrogates, bidi overrides in every text field, and in file names."""
    for label, text in HOSTILE_TEXT.items():
        m.add_edit(
            "hostile_text",
            f"players[0] {label}",
            lambda r, t=text: r["players"].__setitem__(0, t),
            errors.MISMATCH,
        )
        m.add_edit("hostile_text", f"season {label}", lambda r, t=text: r.update(season=t), errors.INVALID)
        m.add_edit("hostile_text", f"format {label}", lambda r, t=text: r.update(format=t), errors.FOREIGN)
        m.add_edit(
            "hostile_text",
            f"app_version {label}, and an illegal action",
            lambda r, t=text: (r.update(app_version=t), _all(both_logs(r), 5, ILLEGAL)),
            errors.BAD_LOG,
            listed=False,
        )
        m.add_edit(
            "hostile_text",
            f"a deck named {label}",
            lambda r, t=text: r["state"]["decks"].update({t: ["x"]}),
            errors.MISMATCH,
            listed=False,
        )
    for label, text in UNPRINTABLE.items():
        # As if written before names were checked: the same unprintable name everywhere.
        m.add_edit(
            "hostile_text",
            f"every copy of a name {label}",
            lambda r, t=text: every_name(r, 1, t),
            errors.INVALID,
        )
    m.add_edit(
        "hostile_text",
        "a name of 200 letters everywhere",
        lambda r: every_name(r, 0, "N" * 200),
        errors.INVALID,
    )
    m.add_edit(
        "hostile_text",
        "app_version of a megabyte, and an illegal action",
        lambda r: (r.update(app_version="v" * 1_000_000), _all(both_logs(r), 5, ILLEGAL)),
        errors.BAD_LOG,
        listed=False,
    )
    cut = m.data[: len(m.data) // 3]
    for stem in (
        "\x1b[31mred\x1b[0m",
        "\x1b]8;;evil\x07x",
        "[bold]x",
        "bad\udcffbyte",
        "two\nlines",
        "\u202eevil",
    ):
        m.add_bytes("hostile_text", f"a truncated file named {stem!r}", cut, errors.TRUNCATED, stem=stem)


def special_files(m: _Maker) -> None:
    """What is not a regular file: a named pipe, devices, sockets, folders, links that lead nowhere."""
    klass = "special_files"
    fifo = m.path(klass)
    os.mkfifo(fifo)
    m.add(klass, "a named pipe", fifo, errors.NOT_A_FILE)
    for device in ("/dev/zero", "/dev/null", "/dev/urandom"):
        if os.path.exists(device):
            link = m.path(klass)
            link.symlink_to(device)
            m.add(klass, f"a link to {device}", link, errors.NOT_A_FILE)
    # Links lead to a pipe and a folder of their own (not cases, which may be moved away).
    pipe = m.folder / "a pipe (not a save)"
    os.mkfifo(pipe)
    link = m.path(klass)
    link.symlink_to(pipe)
    m.add(klass, "a link to a named pipe", link, errors.NOT_A_FILE)
    folder = m.path(klass)
    folder.mkdir()
    (folder / "inside.txt").write_text("x")
    m.add(klass, "a folder", folder, errors.NOT_A_FILE)
    link = m.path(klass)
    inner = m.folder / "a folder (not a save)"
    inner.mkdir()
    link.symlink_to(inner)
    m.add(klass, "a link to a folder", link, errors.NOT_A_FILE)
    loop = m.path(klass)
    loop.symlink_to(loop.name)
    m.add(klass, "a link to itself", loop, errors.UNREADABLE)
    first, second = m.path(klass), m.path(klass)
    first.symlink_to(second.name)
    second.symlink_to(first.name)
    m.add(klass, "two links to each other", first, errors.UNREADABLE)
    m.add(klass, "two links to each other (the other)", second, errors.UNREADABLE)
    dangling = m.path(klass)
    dangling.symlink_to("no such file.json")
    m.add(klass, "a link to nothing", dangling, errors.UNREADABLE)
    path = m.path(klass)
    with contextlib.suppress(OSError), socket.socket(socket.AF_UNIX) as sock:
        sock.bind(str(path))  # fails when the folder's path is too long for a socket: no case then
        m.add(klass, "a socket", path, errors.NOT_A_FILE)


def oversized(m: _Maker) -> None:
    """Files larger than any save: sparse ones, and a good save padded past the limit."""
    for size, label in ((MAX_SAVE_BYTES + 1, "one byte over the limit"), (1 << 30, "a gigabyte")):
        path = m.path("oversized")
        with path.open("wb") as out:
            out.write(m.data)
            out.truncate(size)
        m.add("oversized", f"sparse, {label}", path, errors.TOO_LARGE)
    padded = m.data + b" " * (MAX_SAVE_BYTES + 1 - len(m.data))
    m.add_bytes("oversized", "a good save padded with spaces past the limit", padded, errors.TOO_LARGE)


def unreadable(m: _Maker) -> None:
    """Files the system refuses to open, look at or read (chmod 000, and simulated refusals)."""
    klass = "unreadable"
    path = m.path(klass)
    path.write_bytes(m.data)
    path.chmod(0)
    m.add(
        klass,
        "mode 000 (refused on open)",
        path,
        errors.UNREADABLE,
        refusal=("open", errno.EACCES),
    )
    path = m.path(klass)
    path.write_bytes(m.data)
    m.add(
        klass,
        "refused when looked at",
        path,
        errors.UNREADABLE,
        refusal=("stat", errno.EACCES),
    )
    path = m.path(klass)
    path.write_bytes(m.data)
    m.add(
        klass,
        "a disk error while reading",
        path,
        errors.UNREADABLE,
        refusal=("read", errno.EIO),
    )


@contextlib.contextmanager
def refuse(path: Path, step: str, code: int) -> Iterator[None]:
    """The system refuses `step` ('open', 'stat' or 'read') of this one file with this errno."""
    target = os.path.abspath(path)
    error = OSError(code, os.strerror(code), str(path))
    if step == "read":
        real_open, real_read, fds = os.open, os.read, set()

        def opening(file: Any, *args: Any, **kwargs: Any) -> int:
            fd = real_open(file, *args, **kwargs)
            if os.path.abspath(file) == target:
                fds.add(fd)
            return fd

        def reading(fd: int, n: int) -> bytes:
            if fd in fds:
                fds.discard(fd)
                raise error
            return real_read(fd, n)

        with mock.patch.object(os, "open", opening), mock.patch.object(os, "read", reading):
            yield
        return
    real = getattr(os, step)

    def refusing(file: Any, *args: Any, **kwargs: Any) -> Any:
        if isinstance(file, str | os.PathLike) and os.path.abspath(file) == target:
            raise error
        return real(file, *args, **kwargs)

    with mock.patch.object(os, step, refusing):
        yield


CLASSES: tuple[Callable[[_Maker], None], ...] = (
    truncated,
    not_utf8,
    byte_order_mark,
    empty,
    deep_nesting,
    huge_integers,
    floats,
    wrong_types,
    saved_at,
    missing_fields,
    extra_fields,
    foreign_json,
    wrong_version,
    tampered_log,
    tampered_state,
    header_mismatch,
    hostile_text,
    special_files,
    oversized,
    unreadable,
)
"""Every class of damage, in the order the files are made."""


def is_special(path: Path) -> bool:
    """Whether the path is not a plain regular file of its own (a link, pipe, folder, socket...)."""
    try:
        mode = os.lstat(path).st_mode
    except OSError:
        return True
    return not stat.S_ISREG(mode)


if __name__ == "__main__":
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        made = cases(Path(tmp))
        for klass, count in per_class(made).items():
            print(f"{klass:18} {count:4}")
        print(f"{'total':18} {len(made):4} in {len(per_class(made))} classes")
