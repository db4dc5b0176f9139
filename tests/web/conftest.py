"""Fixtures of the web tests: `viticulture serve` on a free port with its own save folder, and Chromium."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = "/usr/bin/chromium"
# This machine's network is closed: without these Chromium tries to reach the outside and stalls.
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def free_port() -> int:
    """A loopback port nobody listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def children_of(pid: int) -> list[int]:
    """The live processes whose parent is `pid` (read from /proc: zombies are not counted)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2 :].split()
        if int(fields[1]) == pid and fields[0] != "Z":
            found.append(int(entry.name))
    return found


def alive(pid: int) -> bool:
    """Whether a process exists and is not a zombie."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat[stat.rindex(")") + 2] != "Z"


def wait_until(check: Any, timeout: float, what: str) -> float:
    """Poll `check()` until it holds; the seconds it took. Fails naming `what`."""
    start = time.monotonic()
    while not check():
        if time.monotonic() - start > timeout:
            raise AssertionError(f"{what} did not happen within {timeout} s")
        time.sleep(0.05)
    return time.monotonic() - start


class Served:
    """A running `viticulture serve`: its process, address, save folder and output."""

    def __init__(self, proc: subprocess.Popen[bytes], port: int, folder: Path, log: Path) -> None:
        self.proc = proc
        self.port = port
        self.url = f"http://127.0.0.1:{port}/"
        self.folder = folder
        self.log = log

    def games(self) -> list[int]:
        """The game processes running now (the server's children)."""
        return children_of(self.proc.pid)

    def output(self) -> str:
        """What the server printed so far."""
        return self.log.read_text(errors="replace")

    def stop(self, sig: int = signal.SIGTERM, timeout: float = 20.0) -> int:
        """Signal the server and wait for it to end; its exit status."""
        if self.proc.poll() is None:
            self.proc.send_signal(sig)
        return self.proc.wait(timeout=timeout)


def serve_command(*args: str) -> list[str]:
    """`viticulture serve ...`, run by this interpreter."""
    return [sys.executable, "-m", "viticulture_tui", "serve", *args]


@pytest.fixture
def served(tmp_path: Path) -> Iterator[Served]:
    """`viticulture serve` on a free loopback port with a fresh save folder; stopped (SIGTERM) afterwards."""
    folder = tmp_path / "saves"
    log = tmp_path / "server.log"
    port = free_port()
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    with log.open("wb") as out:
        proc = subprocess.Popen(
            serve_command("--port", str(port), "--save-dir", str(folder)),
            stdout=out,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            env=env,
        )
    server = Served(proc, port, folder, log)
    try:
        started = lambda: "served at" in server.output() or proc.poll() is not None  # noqa: E731
        wait_until(started, 20, "the server's start")
        assert proc.poll() is None, server.output()
        yield server
    finally:
        games = server.games()
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        # Nothing may outlive a test, whatever it checked.
        for pid in games:
            if alive(pid):
                os.kill(pid, signal.SIGKILL)


@pytest.fixture(scope="module")
def chromium() -> Iterator[Any]:
    """Headless Chromium driven by Playwright (skipped where either is missing)."""
    sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed")
    executable = CHROMIUM if Path(CHROMIUM).is_file() else shutil.which("chromium")
    if executable is None:
        pytest.skip("Chromium is not installed (Debian: apt-get install chromium)")
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        yield browser
        browser.close()
