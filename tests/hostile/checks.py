"""What a well handled damaged save looks like, per way in: the loader, the command line, the list.

Each `check_*` returns "" when the case was handled (a clear SaveError or message, in time) and
otherwise says what went wrong, so that a test can tally mishandled cases per class.
"""

from __future__ import annotations

import contextlib
import gc
import hashlib
import io
import os
import stat
import threading
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.hostile.damaged_saves import Case
from viticulture_tui.persistence.errors import SaveError
from viticulture_tui.safe_text import is_printable

TIMEOUT = 20.0
"""Seconds one load (or listing) may take before it counts as a hang; a load takes milliseconds."""


class Hung(Exception):
    """The call did not return within its time."""


def within(seconds: float, call: Callable[[], Any]) -> Any:
    """`call()` in a daemon thread: its result, or its exception raised here; Hung past `seconds`."""
    outcome: dict[str, Any] = {}

    def run() -> None:
        try:
            outcome["value"] = call()
        except BaseException as exc:  # handed to the caller, whatever it is
            outcome["error"] = exc

    thread = threading.Thread(target=run, daemon=True, name="hostile-check")
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        raise Hung(f"no answer after {seconds:.0f} s")
    if "error" in outcome:
        raise outcome["error"]
    return outcome.get("value")


def check_load(case: Case) -> str:
    """`load_game` must raise a SaveError of the expected kind, printable, naming the file."""
    from viticulture_tui.persistence.loader import load_game

    try:
        within(TIMEOUT, lambda: load_game(case.path))
    except Hung as exc:
        return f"hung: {exc}"
    except SaveError as exc:
        text = str(exc)
        if not case.accepts(exc.kind):
            return f"kind {exc.kind!r}, expected {case.expected_kind!r}: {text}"
        if not is_printable(text) or not is_printable(exc.problem):
            return f"message not printable: {text!r}"
        if not exc.problem or not text.endswith(exc.problem):
            return f"message does not end with the problem: {text!r}"
    except BaseException as exc:
        return f"raised {type(exc).__name__}: {exc!r:.200}"
    else:
        return "loaded without complaint"
    if not gc.isenabled():
        return "the garbage collector was left paused"
    return ""


def check_cli(case: Case) -> str:
    """`viticulture load FILE --headless`: exit status 1, nothing on stdout, one printable line on
    stderr that names the problem, no traceback."""
    from viticulture_tui.cli import main

    out, err = io.StringIO(), io.StringIO()

    def run() -> Any:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                return main(["load", str(case.path), "--headless"])
            except SystemExit as exc:
                return exc.code

    try:
        status = within(TIMEOUT, run)
    except Hung as exc:
        return f"hung: {exc}"
    except BaseException as exc:
        return f"raised {type(exc).__name__}: {exc!r:.200}"
    said = err.getvalue()
    lines = said.splitlines()
    if status != 1:
        return f"exit status {status!r}, expected 1; stderr {said!r:.200}"
    if out.getvalue():
        return f"printed on stdout: {out.getvalue()!r:.200}"
    if len(lines) != 1 or not said.endswith("\n"):
        return f"{len(lines)} lines on stderr, expected one: {said!r:.300}"
    if not is_printable(lines[0]) or "Traceback" in said:
        return f"stderr not printable or a traceback: {said!r:.300}"
    if not lines[0].startswith("viticulture load: "):
        return f"stderr does not say which command: {said!r:.200}"
    return ""


def check_listing(made: Sequence[Case], folder: Path, good: Iterable[Path]) -> dict[Path, str]:
    """`list_saves` on a folder holding every case: never raises, every case listed once, damaged
    exactly when the case says the list can tell (with a printable reason of the right kind), the
    good saves listed as good. Returns the problem per path (a folder-wide one under `folder`)."""
    from viticulture_tui.persistence.listing import list_saves

    try:
        listed = within(TIMEOUT, lambda: list_saves(folder))
    except BaseException as exc:
        return {folder: f"list_saves raised {type(exc).__name__}: {exc!r:.200}"}
    problems: dict[Path, str] = {}
    by_path = {info.path: info for info in listed}
    if len(by_path) != len(listed):
        problems[folder] = "a file is listed twice"
    for path in good:
        info = by_path.get(path)
        if info is None or info.error:
            problems[path] = f"a good save is not listed as good: {info}"
    for case in made:
        info = by_path.get(case.path)
        if info is None:
            problems[case.path] = "not listed"
            continue
        try:
            line = info.describe()
        except BaseException as exc:
            problems[case.path] = f"describe() raised {type(exc).__name__}: {exc!r:.200}"
            continue
        if not is_printable(line):
            problems[case.path] = f"describe() is not printable: {line!r:.200}"
        elif case.listed_damaged and not (info.error and case.accepts(info.kind)):
            problems[case.path] = (
                f"listed with kind {info.kind!r} ({info.error!r:.200}), expected {case.expected_kind!r}"
            )
        elif not case.listed_damaged and info.error:
            problems[case.path] = (
                f"listed as damaged before any replay ({info.error!r:.200}): the case says otherwise"
            )
    return problems


@dataclass
class Tally:
    """Cases tried and mishandled per class, with the first few problems to show."""

    tried: Counter[str] = field(default_factory=Counter)
    mishandled: Counter[str] = field(default_factory=Counter)
    problems: list[str] = field(default_factory=list)

    def record(self, case: Case, problem: str) -> None:
        """Count one case, and keep its problem if it was mishandled."""
        self.tried[case.klass] += 1
        if problem:
            self.mishandled[case.klass] += 1
            self.problems.append(f"{case.klass} / {case.name} ({case.path.name!r}): {problem}")

    def table(self, title: str) -> str:
        """Per class: tried and mishandled, and the totals."""
        rows = [title, f"{'class':18} {'tried':>6} {'mishandled':>10}"]
        rows += [f"{k:18} {n:6} {self.mishandled[k]:10}" for k, n in self.tried.items()]
        rows.append(f"{'total':18} {sum(self.tried.values()):6} {sum(self.mishandled.values()):10}")
        return "\n".join(rows)

    def report(self) -> str:
        """The first problems, for a failing assertion."""
        return "\n".join(self.problems[:25])


def folder_state(folder: Path) -> dict[str, tuple[int, int, int, str]]:
    """Every entry of a folder, looked at without following links or opening anything but small
    regular files: mode, size, modification time and a digest of the content."""
    found = {}
    for entry in sorted(os.listdir(folder)):
        path = folder / entry
        info = os.lstat(path)
        digest = ""
        if stat.S_ISREG(info.st_mode) and info.st_size <= 4 * 1024 * 1024:
            with contextlib.suppress(OSError):
                digest = hashlib.sha256(path.read_bytes()).hexdigest()
        found[entry] = (info.st_mode, info.st_size, info.st_mtime_ns, digest)
    return found
