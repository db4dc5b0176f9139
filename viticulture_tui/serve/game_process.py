"""One browser tab's game: a process started without a shell, asked to quit when the tab closes, ended
for sure (terminate, then kill) when it does not."""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import logging
import signal
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from textual_serve.app_service import AppService

from viticulture_tui.serve.game_command import game_argv, game_env

log = logging.getLogger("viticulture.serve")

QUIT_GRACE_S = 5.0
"""How long a game has to autosave and exit after it is asked to quit, before it is terminated."""
TERM_GRACE_S = 3.0
"""How long a terminated game has before it is killed."""
PR_SET_PDEATHSIG = 1


def _die_with_server() -> Callable[[], None] | None:
    """A function run in the new process that asks Linux to send it SIGTERM if the server dies first
    (killed at once, so that it had no time to end its games); None where that cannot be asked."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        prctl = ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):
        return None

    def ask() -> None:
        prctl(PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0)

    return ask


class GameProcess(AppService):
    """textual-serve's app service, with the game's argument list, a session of its own and a sure end."""

    def __init__(self, folder: Path, **kwargs: Any) -> None:
        argv = game_argv(folder)
        super().__init__(" ".join(argv), **kwargs)
        self.argv = argv
        self.folder = folder
        self._stopping: asyncio.Task[None] | None = None

    @property
    def pid(self) -> int | None:
        """The game process's id (None before it starts)."""
        return None if self._process is None else self._process.pid

    @property
    def running(self) -> bool:
        """Whether the game process has started and not yet ended."""
        return self._process is not None and self._process.returncode is None

    def _build_environment(self, width: int = 80, height: int = 24) -> dict[str, str]:
        environment = super()._build_environment(width=width, height=height)
        environment.update(game_env(self.folder))
        return environment

    async def _open_app_process(self, width: int = 80, height: int = 24) -> asyncio.subprocess.Process:
        # No shell in between: the game is the server's own child, so signals and ends reach it. Its
        # own session keeps a Ctrl+C in the server's terminal for the server, which ends each game in
        # order; the death signal ends it if the server is killed before it can.
        self._process = process = await asyncio.create_subprocess_exec(
            *self.argv,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
            env=self._build_environment(width=width, height=height),
            start_new_session=True,
            preexec_fn=_die_with_server(),
        )
        assert process.stdin is not None
        self._stdin = process.stdin
        return process

    async def run(self) -> None:
        """Relay the game to its tab; once the game's output ends (it quit, or failed), close the tab's
        connection, so that the page says the game has ended instead of waiting on nothing."""
        await super().run()
        with contextlib.suppress(Exception):
            await self.remote_close()

    async def stop(self) -> None:
        """Ask the game to quit (it autosaves after every action, and on quitting), and end it for sure."""
        if self._stopping is None:
            self._stopping = asyncio.ensure_future(self._stop())
        await asyncio.shield(self._stopping)

    async def _stop(self) -> None:
        process = self._process
        if process is None:
            return
        if process.returncode is None:
            await self._download_manager.cancel_app_downloads(app_service_id=self.app_service_id)
            await self.send_meta({"type": "quit"})
            if not await self._ended_within(QUIT_GRACE_S):
                log.warning("game %s did not quit in %.0f s: terminating it", process.pid, QUIT_GRACE_S)
                with contextlib.suppress(ProcessLookupError):
                    process.terminate()
                if not await self._ended_within(TERM_GRACE_S):
                    log.warning("game %s did not end: killing it", process.pid)
                    with contextlib.suppress(ProcessLookupError):
                        process.kill()
                    await process.wait()
        if self._task is not None:
            # The reader ends with the process's output; it is cancelled if something still holds it.
            with contextlib.suppress(TimeoutError, asyncio.CancelledError):
                await asyncio.wait_for(self._task, timeout=1.0)
            self._task = None

    async def _ended_within(self, seconds: float) -> bool:
        assert self._process is not None
        try:
            await asyncio.wait_for(self._process.wait(), timeout=seconds)
        except TimeoutError:
            return False
        return True
