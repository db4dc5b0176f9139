"""Loading a save: parse, check the version, migrate, validate, replay the log, compare states."""

from __future__ import annotations

import gc
import json
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
from viticulture_tui.persistence.summary import SaveInfo, info_from_raw


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
        return LoadedGame(state=state, save=save, info=info_from_raw(path, raw))
    finally:
        if collecting:
            gc.enable()


def read_raw(path: Path) -> dict[str, Any]:
    """The file parsed as JSON and checked to be a save of a known version, migrated to now."""
    try:
        data = path.read_bytes()
    except IsADirectoryError as exc:
        raise SaveError(path, "cannot read the file: it is a folder", errors.UNREADABLE) from exc
    except OSError as exc:
        raise SaveError(path, f"cannot read the file: {exc.strerror or exc}", errors.UNREADABLE) from exc
    if not data.strip():
        raise SaveError(path, "the file is empty", errors.EMPTY)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError(path, "the file is not JSON (it is not even text)", errors.NOT_JSON) from exc
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        if exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string"):
            raise SaveError(
                path,
                f"the file is truncated: its JSON stops in the middle, after {len(data)} bytes",
                errors.TRUNCATED,
            ) from exc
        raise SaveError(
            path,
            f"the file is not JSON ({exc.msg.lower()} at line {exc.lineno}, column {exc.colno})",
            errors.NOT_JSON,
        ) from exc
    if not isinstance(raw, dict) or ("format" not in raw and "format_version" not in raw):
        raise SaveError(path, "not a Viticulture save (it has no format version)", errors.FOREIGN)
    if raw.get("format", FORMAT) != FORMAT:
        raise SaveError(path, f"not a Viticulture save (format {raw['format']!r})", errors.FOREIGN)
    if "format_version" not in raw:
        raise SaveError(path, "missing fields: format_version", errors.MISSING_FIELDS)
    return migrate(raw, path)


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
    if (
        save.seed != save.setup.seed
        or save.history != stored.get("history")
        or save.setup.model_dump(mode="json") != stored.get("setup")
    ):
        return parse(raw, path)
    return save


def parse(raw: dict[str, Any], path: Path) -> SaveFile:
    """The save model from its raw JSON; missing or wrong fields raise SaveError listing them."""
    try:
        save = SaveFile.model_validate(raw)
    except ValidationError as exc:
        problems = exc.errors()
        missing = [_loc(p["loc"]) for p in problems if p["type"] == "missing"]
        if missing:
            raise SaveError(path, f"missing fields: {', '.join(missing)}", errors.MISSING_FIELDS) from exc
        wrong = [f"{_loc(p['loc'])} ({p['msg'].lower()})" for p in problems[:3]]
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
    return save


def replay_checked(save: SaveHeader, path: Path, raw: dict[str, Any]) -> GameState:
    """The game rebuilt by replaying the log; SaveError if it does not replay or ends elsewhere."""
    written_by = f"(the file was written by viticulture {save.app_version})"
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
    text = json.dumps(value)
    return text if len(text) <= 60 else text[:57] + "..."
