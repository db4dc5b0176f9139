"""Snapshots of the list of saves and of the replay screen (pytest-textual-snapshot).

The saves are written with fixed dates into a fixed folder (the folder is shown on screen) and read in
UTC; games are played by a seeded random seat without visitors, with card texts held still.
Update with `pytest tests/ui/test_save_snapshots.py --snapshot-update` and look at the report.
"""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tests.persistence.helpers import finished_game
from tests.ui.helpers import SMALL, session_until
from viticulture_tui.engine import GameState
from viticulture_tui.persistence.loader import load_game
from viticulture_tui.persistence.model import encode, from_state
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.replay import ReplayScreen

pytestmark = pytest.mark.usefixtures("still_cards")

Snap = Callable[..., bool]
FOLDER = Path("/tmp/viticulture-snapshot-saves")
"""A fixed folder: its name is on the load screen."""


@pytest.fixture
def utc() -> Iterator[None]:
    """Dates shown in UTC, whatever the machine's time zone."""
    old = os.environ.get("TZ")
    os.environ["TZ"] = "UTC"
    time.tzset()
    try:
        yield
    finally:
        if old is None:
            del os.environ["TZ"]
        else:
            os.environ["TZ"] = old
        time.tzset()


def write(state: GameState, name: str, day: int) -> Path:
    """A save of the game written on a fixed day of June 2025, 18:30 UTC."""
    path = FOLDER / f"{name}.json"
    path.write_bytes(encode(from_state(state, now=datetime(2025, 6, day, 18, 30, tzinfo=UTC))))
    return path


def summer(players: int, seed: int) -> GameState:
    """A game in its first summer with a few workers placed (no visitors played)."""
    session = session_until(
        players, seed, lambda s: s.state.phase == "summer" and len(s.state.placements) >= 3, visitors=False
    )
    return session.state


def test_load_screen(snap_compare: Snap, utc: None) -> None:
    """The list of saves: newest first, players, year and season or finished, date; damaged files with
    their problem."""
    shutil.rmtree(FOLDER, ignore_errors=True)
    FOLDER.mkdir(parents=True)
    write(summer(3, 4), "before the harvest", 3)
    write(finished_game(2, 9), "a whole game", 2)
    (FOLDER / "cut short.json").write_bytes((FOLDER / "a whole game.json").read_bytes()[:200])
    (FOLDER / "shopping list.json").write_text('{"milk": 2}')
    assert snap_compare(ViticultureApp(save_dir=FOLDER), press=["l"], terminal_size=SMALL)


def test_replay_screen(snap_compare: Snap, tmp_path: Path) -> None:
    """The replay of an unfinished game at its last action: the board as it was, hands hidden."""
    path = tmp_path / "summer.json"
    path.write_bytes(encode(from_state(summer(2, 7), now=datetime(2025, 6, 1, tzinfo=UTC))))
    loaded = load_game(path)
    app = ViticultureApp(screen=ReplayScreen(loaded, start=len(loaded.save.history)))
    assert snap_compare(app, terminal_size=SMALL)
