"""Snapshots of the solo game at a fixed seed and size (pytest-textual-snapshot), as in test_snapshots.py.

Update them with `pytest tests/ui/test_solo_snapshots.py --snapshot-update` and look at the report.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests.ui.helpers import LARGE, SMALL, quiet, setup
from viticulture_tui.ai.random_seat import RandomSeat
from viticulture_tui.session import Session
from viticulture_tui.ui.app import ViticultureApp

pytestmark = pytest.mark.usefixtures("still_cards")

Snap = Callable[..., bool]


def solo_at(stop: Callable[[Session], bool], seed: int = 5, **options: object) -> ViticultureApp:
    """The app on a solo game played (without visitors) by a seeded random seat until `stop` holds."""
    session = Session.new(setup(1, seed, **options))  # type: ignore[arg-type]
    bot = RandomSeat(2)
    while not stop(session):
        assert not session.game_over
        session.apply(bot.choose(quiet(session.choices())))
    return ViticultureApp(session=session)


def year_2_summer(session: Session) -> bool:
    """Year 2, summer, the player's turn with a worker already out."""
    state = session.state
    placed = any(p.seat == 0 for p in state.placements)
    return state.year == 2 and state.phase == "summer" and session.decision_kind() == "turn" and placed


def test_solo_new_game(snap_compare: Snap) -> None:
    """One player chosen: the solo level with its figures, the two solo options; no friendly variant."""
    assert snap_compare(ViticultureApp(), press=["n", "left", "space"], terminal_size=SMALL)


def test_solo_summer(snap_compare: Snap) -> None:
    """Solo summer on Hard (100x30): Automa workers as grey 'A' on the board, the Automa panel, no curtain."""
    app = solo_at(year_2_summer, solo_level="hard")
    assert snap_compare(app, terminal_size=SMALL)


def test_solo_aggressive_wide(snap_compare: Snap) -> None:
    """Solo, aggressive variant, on a large terminal: this year's threshold and the Automa's workers."""
    app = solo_at(year_2_summer, aggressive=True)
    assert snap_compare(app, terminal_size=LARGE)


def test_solo_game_over(snap_compare: Snap) -> None:
    """Solo game over: the verdict against the Automa, the VP breakdown and the VP year by year."""
    app = solo_at(lambda s: s.game_over)
    assert snap_compare(app, terminal_size=LARGE)
