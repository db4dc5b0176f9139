"""Loading a save: parse, check the version, migrate, validate, replay the log, compare states."""

from __future__ import annotations

import codecs
import gc
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from viticulture_tui.engine import Action, GameState, IllegalAction, apply, new_game
from viticulture_tui.persistence import errors
from viticulture_tui.persistence.diff import first_difference
from viticulture_tui.persistence.errors import SaveError
from viticulture_tui.persistence.migrations import migrate
from viticulture_tui.persistence.model import FORMAT, SaveEnvelope, SaveFile, SaveHeader
from viticulture_tui.persistence.safe_read import read_save_bytes
from viticulture_tui.persistence.summary import SaveInfo, info_from_header

TOO_DEEP_PROBLEM = "the file's JSON is nested far deeper than a save ever is"

_CUT_TOKEN = re.compile(
    r"-?\d*(\.\d*)?([eE][+-]?\d*)?|t(r(u)?)?|f(a(l(s)?)?)?|n(u(l)?)?|N(a)?|-?I(n(f(i(n(i(t)?)?)?)?)?)?|u[0-9a-fA-F]{0,3}"
)
"""What is left at the end of a file cut inside a number, a literal (true, false, null) or a \\u escape."""

_VERSION_DIGITS = 9
"""A format version longer than this is not quoted whole in a message."""


@dataclass(frozen=True)
class LoadedGame:
    """A validated save: the game rebuilt from its log, the file's contents and its summary."""

    state: GameState
    save: SaveHeader
    info: SaveInfo


def load_game(path: Path) -> LoadedGame:
    """Load and fully validate a save; any problem raises SaveError naming the file and it."""
    # Loading makes many thousands of small objects (JSON, the replayed state) and no cycles: the
    # cyclic collector would only walk them again and again, up to a fifth of a long game's load.
    collecting = gc.isenabled()
    gc.disable()
    try:
        raw = read_raw(path)
        save = parse_header(raw, path)
        state = replay_checked(save, path, raw)
        return LoadedGame(state=state, save=save, info=info_from_header(path, save))
    except RecursionError as exc:
        # Nesting the parser accepted can still be too deep for a later step (a comparison, a message).
        raise SaveError(path, TOO_DEEP_PROBLEM, errors.TOO_DEEP) from exc
    finally:
        if collecting:
            gc.enable()


def read_raw(path: Path) -> dict[str, Any]:
    """The file (a regular file of a sane size) parsed as JSON and checked to be a save of a known
    version, migrated to now."""
    return parse_raw(read_save_bytes(path), path)


def parse_raw(data: bytes, path: Path) -> dict[str, Any]:
    """A save file's bytes parsed as JSON and checked to be a save of a known version, migrated."""
    if not data.strip():
        raise SaveError(path, "the file is empty", errors.EMPTY)
    if data.startswith(codecs.BOM_UTF8):
        raise SaveError(
            path,
            "the file is not JSON as a save writes it: it starts with a byte order mark",
            errors.NOT_JSON,
        )
    text = _decode(data, path)
    try:
        raw = json.loads(text)
    except RecursionError as exc:
        raise SaveError(path, TOO_DEEP_PROBLEM, errors.TOO_DEEP) from exc
    except json.JSONDecodeError as exc:
        raise _json_error(path, text, len(data), exc) from exc
    except ValueError as exc:
        # Python refuses to read integers of more than 4,300 digits (a guard against slow conversions).
        raise SaveError(
            path, "the file holds a number with thousands of digits, which no save has", errors.INVALID
        ) from exc
    if not isinstance(raw, dict) or ("format" not in raw and "format_version" not in raw):
        raise SaveError(path, "not a Viticulture save (it has no format version)", errors.FOREIGN)
    if raw.get("format", FORMAT) != FORMAT:
        raise SaveError(path, f"not a Viticulture save (format {_short(raw['format'])})", errors.FOREIGN)
    if "format_version" not in raw:
        raise SaveError(path, "missing fields: format_version", errors.MISSING_FIELDS)
    version = raw["format_version"]
    if isinstance(version, bool) or not isinstance(version, int):
        raise SaveError(
            path, f"format version {_short(version)} is unknown (not a whole number)", errors.UNKNOWN_VERSION
        )
    if len(str(abs(version))) > _VERSION_DIGITS:
        raise SaveError(path, f"format version {_short(version)} is unknown", errors.UNKNOWN_VERSION)
    return migrate(raw, path)


def _decode(data: bytes, path: Path) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        if exc.end == len(data) and exc.reason == "unexpected end of data":
            raise SaveError(
                path,
                f"the file is truncated: it stops inside a letter, after {len(data)} bytes",
                errors.TRUNCATED,
            ) from exc
        raise SaveError(
            path, f"the file is not JSON (it is not UTF-8 text: byte {exc.start} is not)", errors.NOT_JSON
        ) from exc


def _json_error(path: Path, text: str, size: int, exc: json.JSONDecodeError) -> SaveError:
    """Truncated when the JSON is only cut short (it stops inside a value), else not JSON."""
    rest = text[exc.pos :].rstrip()
    if not rest or exc.msg.startswith("Unterminated string") or _CUT_TOKEN.fullmatch(rest):
        return SaveError(
            path, f"the file is truncated: its JSON stops in the middle, after {size} bytes", errors.TRUNCATED
        )
    return SaveError(
        path,
        f"the file is not JSON ({exc.msg.lower()} at line {exc.lineno}, column {exc.colno})",
        errors.NOT_JSON,
    )


def parse_header(raw: dict[str, Any], path: Path) -> SaveHeader:
    """The save's header, checked against its raw state; the state itself is judged by the replay.

    Validating the whole state up front would cost as much as a tenth of a load; `parse` does it
    only when something disagrees, to name the field that is wrong.
    """
    try:
        save = SaveEnvelope.model_validate(raw)
    except ValidationError:
        return parse(raw, path)
    stored = save.state
    players = stored.get("players")
    if (
        save.seed != save.setup.seed
        or save.history != stored.get("history")
        or save.setup.model_dump(mode="json") != stored.get("setup")
        or save.year != stored.get("year")
        or save.season != stored.get("phase")
        or not isinstance(players, list)
        or save.players != [p.get("name") if isinstance(p, dict) else None for p in players]
    ):
        return parse(raw, path)
    return save


def parse(raw: dict[str, Any], path: Path) -> SaveFile:
    """The save model from its raw JSON; missing or wrong fields raise SaveError listing them."""
    try:
        save = SaveFile.model_validate(raw)
    except ValidationError as exc:
        problems = exc.errors(include_url=False, include_input=False)
        missing = [_loc(p["loc"]) for p in problems if p["type"] == "missing"]
        if missing:
            raise SaveError(path, f"missing fields: {', '.join(missing)}", errors.MISSING_FIELDS) from exc
        wrong = [f"{_loc(p['loc'])} ({p['msg'][:1].lower()}{p['msg'][1:]})" for p in problems[:3]]
        more = f" and {len(problems) - 3} more" if len(problems) > 3 else ""
        raise SaveError(path, f"invalid fields: {', '.join(wrong)}{more}", errors.INVALID) from exc
    for mine, theirs, label in (
        (save.setup, save.state.setup, "setup"),
        (save.history, save.state.history, "history"),
        (save.seed, save.setup.seed, "seed"),
    ):
        if mine != theirs:
            raise SaveError(
                path,
                f"the stored state disagrees with its log: '{label}' differs from the state's",
                errors.MISMATCH,
            )
    check_header(save, save.state, path)
    return save


def check_header(save: SaveHeader, state: GameState, path: Path) -> None:
    """SaveError unless the header's players, year and season are those of the game it holds (the
    header is what a list of saves shows)."""
    for label, said, found in (
        ("players", save.players, [p.name for p in state.players]),
        ("year", save.year, state.year),
        ("season", save.season, state.phase),
    ):
        if said != found:
            raise SaveError(
                path,
                f"the header does not describe the game the file holds: {label} {_short(said)} in "
                f"the header, {_short(found)} in the game",
                errors.MISMATCH,
            )


def replay_checked(save: SaveHeader, path: Path, raw: dict[str, Any]) -> GameState:
    """The game rebuilt by replaying the log; SaveError if it does not replay, ends elsewhere, or
    is not the game the header describes."""
    written_by = f"(the file was written by viticulture {_short(save.app_version)})"
    state = _replay(save, path, written_by)
    rebuilt = state.model_dump(mode="json")
    if raw["state"] != rebuilt:
        # The file's own JSON differs; judge the validated state (defaults filled in) instead.
        found = first_difference(parse(raw, path).state.model_dump(mode="json"), rebuilt)
        if found is not None:
            where, in_file, replayed = found
            raise SaveError(
                path,
                f"the stored state disagrees with its log at state.{where}: the file says "
                f"{_short(in_file)}, replaying the log gives {_short(replayed)} {written_by}",
                errors.MISMATCH,
            )
    check_header(save, state, path)
    return state


def _replay(save: SaveHeader, path: Path, written_by: str) -> GameState:
    try:
        state = new_game(save.setup)
    except Exception as exc:
        raise SaveError(path, f"the setup does not start a game: {exc} {written_by}", errors.BAD_LOG) from exc
    total = len(save.history)
    for number, item in enumerate(save.history, start=1):
        try:
            action = Action.from_json(item)
        except (TypeError, ValueError) as exc:
            raise _bad_log(path, number, total, item, "is malformed") from exc
        try:
            apply(state, action)
        except IllegalAction as exc:
            raise _bad_log(path, number, total, item, f"is not legal: {exc} {written_by}") from exc
        except Exception as exc:
            why = f"fails ({type(exc).__name__}: {exc}) {written_by}"
            raise _bad_log(path, number, total, item, why) from exc
    return state


def _bad_log(path: Path, number: int, total: int, item: Any, why: str) -> SaveError:
    problem = f"the action log does not replay: action {number} of {total} {_short(item)} {why}"
    return SaveError(path, problem, errors.BAD_LOG)


def _loc(loc: tuple[int | str, ...]) -> str:
    return "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in loc).lstrip(".")


def _short(value: Any) -> str:
    """A value from the file quoted in a message: JSON, at most 60 characters, printable."""
    try:
        text = json.dumps(value)  # ASCII only: escape sequences and surrogates come out as \u escapes
    except (TypeError, ValueError, RecursionError):
        text = "(a value that cannot be shown)"
    return text if len(text) <= 60 else text[:57] + "..."
