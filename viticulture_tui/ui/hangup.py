"""Leaving when the terminal goes away or the system asks: on a hang-up (SIGHUP, or the terminal
closed under the program) or SIGTERM the game is autosaved and the program is gone within two seconds."""

from __future__ import annotations

import contextlib
import os
import select
import signal
import sys
import threading
from collections.abc import Callable, Iterator
from types import FrameType
from typing import Any

from textual.app import App

DEADLINE = 1.5
"""Seconds from the signal (or the terminal's end) to a forced exit, if leaving cleanly got stuck."""

POLL_SECONDS = 0.25
"""How often the watch on the terminal checks whether it should stop."""

HANGUP_STATUS = 128 + signal.SIGHUP
"""The exit status after a hang-up, as a shell reports a process ended by SIGHUP."""


class HangupGuard:
    """Watches for SIGHUP, SIGTERM and a terminal that is gone, and then leaves the app cleanly:
    a last autosave where one is pending or failed, then exit; forced after `DEADLINE` seconds."""

    def __init__(self, app: App[Any], fds: tuple[int, ...] | None = None) -> None:
        self.app = app
        self.fds = fds if fds is not None else _terminal_fds()
        """The terminal's file descriptors (stdin, stdout) whose hang-up ends the program."""
        self._leaving = threading.Lock()
        self._left = False
        self._stop = threading.Event()
        self._watch: threading.Thread | None = None
        self._previous: dict[int, Any] = {}
        self.deadline = DEADLINE
        """Seconds from `leave` to the forced exit."""
        self.exit_now: Callable[[int], object] = os._exit
        """How the process ends at once (on a terminal that is gone, or at the deadline)."""
        self._cancelled = threading.Event()

    def install(self) -> None:
        """Take SIGHUP and SIGTERM (from the main thread) and start watching the terminal."""
        if threading.current_thread() is threading.main_thread():
            for signum in (signal.SIGHUP, signal.SIGTERM):
                self._previous[signum] = signal.signal(signum, self._signalled)
        if self.fds:
            self._watch = threading.Thread(target=self._watch_terminal, name="hangup-watch", daemon=True)
            self._watch.start()

    def uninstall(self) -> None:
        """Give the signals back and stop watching (the app has ended)."""
        self._stop.set()
        for signum, handler in self._previous.items():
            signal.signal(signum, handler)
        self._previous.clear()
        if self._watch is not None:
            self._watch.join(timeout=2 * POLL_SECONDS)

    def _signalled(self, signum: int, frame: FrameType | None) -> None:
        self.leave(128 + signum)

    def _watch_terminal(self) -> None:
        # Textual's input thread reads an ended terminal as endless empty reads (a loop at full
        # CPU that never exits, and make waits for it): the end is noticed here instead. An ended
        # terminal (or closed pipe) reports POLLHUP or POLLERR whatever events are asked for.
        poller = select.poll()
        for fd in self.fds:
            poller.register(fd, 0)
        while not self._stop.is_set():
            try:
                events = poller.poll(POLL_SECONDS * 1000)
            except OSError:
                return
            if any(mask & (select.POLLHUP | select.POLLERR) for _, mask in events):
                self.leave(HANGUP_STATUS)
                return

    def leave(self, status: int) -> None:
        """End the program with `status`: autosave and exit on the app's loop, forced after the
        deadline (a terminal that is gone can block the writes of a clean exit). Safe from any thread."""
        with self._leaving:
            if self._left:
                return
            self._left = True
        threading.Thread(target=self._force_exit, args=(status,), name="hangup-deadline", daemon=True).start()
        # The app's loop, while it runs (Textual keeps it there); the game lives on that thread.
        loop = getattr(self.app, "_loop", None)
        if loop is not None:
            with contextlib.suppress(RuntimeError):  # the loop closed meanwhile: the deadline ends it
                loop.call_soon_threadsafe(self._finish, status)

    def _finish(self, status: int) -> None:
        with contextlib.suppress(Exception):  # whatever the last write met, the program ends
            final_autosave(self.app)
        if self.terminal_gone():
            # Nothing to restore on a terminal that is gone, and Textual's clean exit would
            # wait on writes to it: the game is on disk, so the process ends here.
            self.exit_now(status)
            return
        self.app.exit(return_code=status)

    def _force_exit(self, status: int) -> None:
        if self._cancelled.wait(self.deadline):
            return
        with contextlib.suppress(Exception):
            sys.stderr.flush()
        self.exit_now(status)

    def cancel_deadline(self) -> None:
        """Call off the forced exit (an app run inside a process that goes on, as in tests)."""
        self._cancelled.set()

    def terminal_gone(self) -> bool:
        """Whether the terminal has hung up (or its descriptors are closed)."""
        poller = select.poll()
        for fd in self.fds:
            poller.register(fd, 0)
        try:
            events = poller.poll(0)
        except OSError:
            return True
        return any(mask & (select.POLLHUP | select.POLLERR | select.POLLNVAL) for _, mask in events)


def final_autosave(app: App[Any]) -> None:
    """Write what the game on screen's autosave still owes (`Autosave.flush`): a game never
    autosaved yet, or a write that failed last time; nothing when the last action is already on
    disk (it is written after every action)."""
    autosave = getattr(app, "autosave", None)
    if autosave is not None:
        autosave.flush()


def _terminal_fds() -> tuple[int, ...]:
    fds = []
    for stream in (sys.__stdin__, sys.__stdout__):
        try:
            if stream is not None:
                fds.append(stream.fileno())
        except (OSError, ValueError):
            continue
    return tuple(dict.fromkeys(fds))


@contextlib.contextmanager
def guarded(app: App[Any]) -> Iterator[HangupGuard]:
    """Run the app inside this: hang-up and SIGTERM leave it as `HangupGuard` says."""
    guard = HangupGuard(app)
    guard.install()
    try:
        yield guard
    finally:
        guard.uninstall()
