"""A game process that will not quit is terminated, and one that ignores that too is killed."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest
from textual_serve.download_manager import DownloadManager

from tests.web.conftest import alive
from viticulture_tui.serve import game_process
from viticulture_tui.serve.game_process import GameProcess

DEAF = "import time; print('up', flush=True); time.sleep(60)"
STUBBORN = "import signal; signal.signal(signal.SIGTERM, signal.SIG_IGN); " + DEAF


async def _nothing(*args: object) -> None:
    return None


async def stopped(code: str, tmp_path: Path) -> tuple[int, int | None, float]:
    game = GameProcess(
        tmp_path, write_bytes=_nothing, write_str=_nothing, close=_nothing, download_manager=DownloadManager()
    )
    game.argv = [sys.executable, "-c", code]  # a process that ignores the quit message
    await game.start(80, 24)
    assert game.pid is not None
    await asyncio.sleep(0.3)
    start = asyncio.get_running_loop().time()
    await game.stop()
    assert game._process is not None
    return game.pid, game._process.returncode, asyncio.get_running_loop().time() - start


@pytest.mark.parametrize(("code", "signal_number"), [(DEAF, -15), (STUBBORN, -9)])
def test_a_game_that_does_not_quit_is_ended(
    code: str, signal_number: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(game_process, "QUIT_GRACE_S", 0.3)
    monkeypatch.setattr(game_process, "TERM_GRACE_S", 0.3)
    pid, status, took = asyncio.run(stopped(code, tmp_path))
    assert status == signal_number
    assert not alive(pid)
    assert took < 3
