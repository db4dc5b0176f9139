"""Closing the terminal or SIGTERM: the real program, under a pseudo-terminal, is gone within two
seconds (make too), did not spin, and left an autosave that loads with the worker just placed."""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import random
import select
import shutil
import signal
import struct
import subprocess
import sys
import termios
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from viticulture_tui.persistence.loader import load_game
from viticulture_tui.session import Session
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.hangup import HangupGuard, final_autosave

ROOT = Path(__file__).resolve().parents[2]
PROGRAM = ROOT / ".venv" / "bin" / "viticulture"
GONE_WITHIN = 2.0
"""Seconds the issue allows from the hang-up or SIGTERM to no process left."""

pytestmark = pytest.mark.skipif(
    sys.platform == "win32" or not PROGRAM.exists(), reason="needs the installed program and a POSIX pty"
)


def _own_tty() -> None:
    # Runs in the child after setsid: the pty's slave (its stdin) becomes its controlling terminal.
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)


class Terminal:
    """A pseudo-terminal with the program in it, as a terminal window would run it."""

    def __init__(self, argv: list[str], save_dir: Path) -> None:
        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
        env = {**os.environ, "VITICULTURE_SAVE_DIR": str(save_dir), "TERM": "xterm-256color"}
        env.pop("MAKEFLAGS", None)
        env.pop("MAKELEVEL", None)
        self.process = subprocess.Popen(
            argv,
            stdin=slave,
            stdout=slave,
            stderr=slave,
            cwd=ROOT,
            env=env,
            start_new_session=True,
            preexec_fn=_own_tty,
        )
        os.close(slave)
        self.master: int | None = master
        self.seen = b""

    def read(self, seconds: float) -> None:
        """Take what the program wrote for `seconds` (a terminal keeps reading, or writes block)."""
        end = time.monotonic() + seconds
        while self.master is not None and time.monotonic() < end:
            ready, _, _ = select.select([self.master], [], [], 0.02)
            if ready:
                try:
                    self.seen += os.read(self.master, 65536)
                except OSError:
                    return

    def wait_for(self, text: bytes, timeout: float = 15.0) -> None:
        """Read until `text` shows on the screen."""
        end = time.monotonic() + timeout
        while text not in self.seen:
            assert time.monotonic() < end, f"{text!r} never showed; last output {self.seen[-300:]!r}"
            assert self.process.poll() is None, f"the program ended early: {self.seen[-600:]!r}"
            self.read(0.05)

    def press(self, key: bytes, settle: float = 0.12) -> None:
        """Type a key, then let the screen catch up."""
        assert self.master is not None
        os.write(self.master, key)
        self.read(settle)

    def hang_up(self) -> None:
        """Close the terminal window."""
        assert self.master is not None
        os.close(self.master)
        self.master = None

    def close(self) -> None:
        """Whatever a failed test left running is ended (only these processes, by their ids)."""
        for pid in [*descendants(self.process.pid), self.process.pid]:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        self.process.wait(timeout=5)
        if self.master is not None:
            os.close(self.master)


def descendants(pid: int) -> list[int]:
    """The processes below `pid` (the game under make)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.append(int(entry.name))
    return found + [d for child in found for d in descendants(child)]


def proc_stat(pid: int) -> tuple[str, float] | None:
    """The process's state letter and the user and system CPU it used so far (None once it is gone).

    One read of /proc gives both, so a process reaped between two reads cannot fail the watch.
    """
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return fields[0], (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float | None:
    """User and system CPU the process used so far (None once it is gone)."""
    stat = proc_stat(pid)
    return None if stat is None else stat[1]


def history(save_dir: Path) -> list[list[object]]:
    """The action log of the game in progress, as its autosave holds it ([] before the first one)."""
    for path in autosaves(save_dir):
        try:
            return list(json.loads(path.read_text())["history"])
        except (OSError, ValueError, KeyError):
            continue
    return []


def autosaves(save_dir: Path) -> list[Path]:
    """The autosave files (not backups or temporary files) anywhere under the save folder."""
    return sorted(p for p in save_dir.rglob("*.json") if not p.name.startswith("."))


def start_and_place(term: Terminal, save_dir: Path) -> list[list[object]]:
    """From the title, a new 2-player game by keys, until a worker stands on the board; its log."""
    term.wait_for(b"Essential Edition")
    term.read(0.2)
    term.press(b"n", 0.3)
    term.press(b"\x13", 0.3)  # Ctrl+S: start with the proposed players
    for count in range(80):  # Enter lifts curtains and takes the highlighted choice; 1 the first
        if any(action[0] == "place" for action in history(save_dir)):
            return history(save_dir)
        term.press(b"\r" if count % 2 == 0 else b"1")
    raise AssertionError(f"no worker placed; log {history(save_dir)}")


def watch_until_gone(term: Terminal, pids: list[int]) -> tuple[float, float]:
    """Seconds until every process is gone, and the CPU seconds they used meanwhile."""
    start = time.monotonic()
    first = {pid: cpu_seconds(pid) or 0.0 for pid in pids}
    last = dict(first)
    while time.monotonic() - start < GONE_WITHIN + 3:
        term.read(0.01) if term.master is not None else time.sleep(0.01)
        term.process.poll()
        alive = False
        for pid in pids:
            stat = proc_stat(pid)
            if stat is not None and stat[0] != "Z":
                alive = True
                last[pid] = stat[1]
        if not alive:
            break
    elapsed = time.monotonic() - start
    return elapsed, sum(last[p] - first[p] for p in pids)


def check_the_game_is_kept(save_dir: Path, placed: list[list[object]]) -> None:
    """The autosave loads and holds every action made, the placed worker included."""
    files = autosaves(save_dir)
    assert files, "no autosave"
    loaded = load_game(files[0])
    assert len(loaded.state.history) >= len(placed)
    assert any(action[0] == "place" for action in loaded.state.history)
    assert not loaded.state.game_over


@pytest.fixture
def save_dir(tmp_path: Path) -> Iterator[Path]:
    """An empty save folder."""
    folder = tmp_path / "saves"
    folder.mkdir()
    yield folder


@pytest.mark.parametrize("how", ["hang-up", "SIGTERM"])
def test_the_program_leaves_a_closed_terminal(save_dir: Path, how: str) -> None:
    """Mid-game, the terminal closes (or SIGTERM comes): gone within 2 s, no spinning, game kept."""
    term = Terminal([str(PROGRAM)], save_dir)
    try:
        placed = start_and_place(term, save_dir)
        pid = term.process.pid
        if how == "hang-up":
            term.hang_up()
        else:
            os.kill(pid, signal.SIGTERM)
        elapsed, cpu = watch_until_gone(term, [pid])
        status = term.process.wait(timeout=5)
    finally:
        term.close()
    assert elapsed < GONE_WITHIN, f"still running {elapsed:.2f} s after the {how}"
    assert cpu <= 0.5 * elapsed + 0.3, f"{cpu:.2f} s of CPU in {elapsed:.2f} s: it spun"
    assert status == (128 + signal.SIGHUP if how == "hang-up" else 128 + signal.SIGTERM)
    check_the_game_is_kept(save_dir, placed)


def make_would_only_play() -> bool:
    """Whether `make play` would start the game at once (no install to run first)."""
    if shutil.which("make") is None:
        return False
    dry = subprocess.run(["make", "-s", "-n", "play"], cwd=ROOT, capture_output=True, text=True, timeout=10)
    return dry.returncode == 0 and dry.stdout.split() == [".venv/bin/viticulture"]


def test_make_play_leaves_a_closed_terminal(save_dir: Path) -> None:
    """Under `make play`, only make gets the hang-up signal: the game and make are still gone in 2 s."""
    if not make_would_only_play():
        pytest.skip("make play would install first (its stamp is older than pyproject.toml)")
    term = Terminal(["make", "-s", "play"], save_dir)
    try:
        placed = start_and_place(term, save_dir)
        pids = [term.process.pid, *descendants(term.process.pid)]
        assert len(pids) >= 2, "make runs the game as its child"
        term.hang_up()
        elapsed, cpu = watch_until_gone(term, pids)
    finally:
        term.close()
    assert elapsed < GONE_WITHIN, f"make or the game still running {elapsed:.2f} s after the hang-up"
    assert cpu <= 0.5 * elapsed + 0.3, f"{cpu:.2f} s of CPU in {elapsed:.2f} s: something spun"
    check_the_game_is_kept(save_dir, placed)


@pytest.mark.fuzz
def test_hang_up_at_random_moments(tmp_path: Path) -> None:
    """The terminal closes at random instants (starting, title, form, game): always gone in 2 s."""
    rng = random.Random(int(os.environ.get("FUZZ_SEED", "10")))
    for attempt in range(int(os.environ.get("FUZZ_HANGUPS", "20"))):
        folder = tmp_path / f"saves-{attempt}"
        folder.mkdir()
        term = Terminal([str(PROGRAM)], folder)
        try:
            term.read(rng.uniform(0.0, 0.8))
            for _ in range(rng.randrange(0, 12)):
                if term.process.poll() is not None:
                    break
                term.press(rng.choice([b"n", b"\x13", b"\r", b"1", b"2", b"v", b"x"]), rng.uniform(0.0, 0.2))
            pid = term.process.pid
            if rng.random() < 0.5:
                term.hang_up()
            else:
                os.kill(pid, signal.SIGTERM)
            elapsed, _ = watch_until_gone(term, [pid])
        finally:
            term.close()
        assert elapsed < GONE_WITHIN, f"attempt {attempt}: still running after {elapsed:.2f} s"
        for path in autosaves(folder):
            load_game(path)


async def test_a_failed_autosave_is_written_before_leaving(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The last autosave failed: leaving on a signal writes the game once more, then the app exits."""
    from tests.ui.helpers import session_from
    from viticulture_tui.persistence import store

    session: Session = session_from(2, 5)
    app = ViticultureApp(session=session, save_dir=tmp_path)
    real = store.autosave
    async with app.run_test() as pilot:
        guard = HangupGuard(app, fds=())
        try:
            monkeypatch.setattr(store, "autosave", lambda *a, **k: (_ for _ in ()).throw(OSError(28, "full")))
            session.apply(session.choices()[0].action)
            await pilot.pause()
            assert app.saves.autosave_failed and history(tmp_path) == []
            monkeypatch.setattr(store, "autosave", real)
            guard.leave(143)
            await pilot.pause()
            await pilot.pause()
        finally:
            guard.cancel_deadline()
    assert app.return_code == 143
    assert len(history(tmp_path)) == len(session.state.history) == 1


async def test_nothing_is_written_when_the_autosave_is_up_to_date(tmp_path: Path) -> None:
    """After a good autosave the last action is on disk: leaving writes no file again."""
    from tests.ui.helpers import session_from

    session = session_from(2, 5)
    app = ViticultureApp(session=session, save_dir=tmp_path)
    async with app.run_test() as pilot:
        session.apply(session.choices()[0].action)
        await pilot.pause()
        before = {p: p.stat().st_mtime_ns for p in autosaves(tmp_path)}
        assert before
        final_autosave(app)
        assert {p: p.stat().st_mtime_ns for p in autosaves(tmp_path)} == before


def test_the_deadline_forces_the_exit_when_leaving_cleanly_is_stuck() -> None:
    """An app whose loop never runs the clean exit: the forced exit comes after the deadline."""

    class Stuck:
        _loop = None
        screen_stack: list[object] = []

    ended: list[tuple[int, float]] = []
    guard = HangupGuard(Stuck(), fds=())  # type: ignore[arg-type]
    guard.deadline = 0.2
    guard.exit_now = lambda status: ended.append((status, time.monotonic()))
    start = time.monotonic()
    guard.leave(129)
    guard.leave(143)  # a second signal changes nothing
    # Only the order of events is asserted, not how soon: on a loaded machine the timer may
    # fire late, and that is no fault of the guard.
    give_up = start + 10.0
    while not ended and time.monotonic() < give_up:
        time.sleep(0.02)
    time.sleep(0.2)  # room for a wrong second exit to show
    assert [status for status, _ in ended] == [129]
    assert ended[0][1] - start >= guard.deadline * 0.9, "the forced exit came before the deadline"
