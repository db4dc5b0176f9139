"""Snapshots at 80x24, the smallest size the game is laid out for: the compact game screen and each panel.

States come from a seeded random seat that plays no visitor, visitor texts held still (`still_cards`).
Update with `pytest tests/ui/test_small_snapshots.py --snapshot-update` and look at the report.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from textual.pilot import Pilot

from tests.ui.helpers import session_until
from viticulture_tui.session import Session
from viticulture_tui.ui.app import ViticultureApp

pytestmark = pytest.mark.usefixtures("still_cards")

Snap = Callable[..., bool]
COMPACT = (80, 24)


def mid_game() -> Session:
    """Year 4, summer, 2 players: workers out, a vine planted, fields sold, structures built."""
    return session_until(
        2,
        5,
        lambda s: (
            s.state.year >= 4
            and s.state.phase == "summer"
            and len(s.state.placements) >= 2
            and s.decision_kind() == "turn"
        ),
        visitors=False,
    )


def showing(presses: int) -> Callable[[Pilot[None]], object]:
    """Lift the curtain, then step `presses` times to the next panel (d)."""

    async def run(pilot: Pilot[None]) -> None:
        await pilot.press("enter", *(["d"] * presses))
        await pilot.pause()

    return run


def test_compact_board(snap_compare: Snap) -> None:
    """80x24, a summer turn: the board fills the table, the keys on two lines."""
    app = ViticultureApp(session=mid_game())
    assert snap_compare(app, terminal_size=COMPACT, run_before=showing(0))


@pytest.mark.parametrize(("presses", "panel"), [(1, "vineyard"), (2, "hand"), (3, "players"), (4, "log")])
def test_compact_panel(snap_compare: Snap, presses: int, panel: str) -> None:
    """80x24: d shows the vineyard (with workers and cellar), the hand, the players, the log in turn."""
    app = ViticultureApp(session=mid_game())
    assert snap_compare(app, terminal_size=COMPACT, run_before=showing(presses))


def test_compact_choices(snap_compare: Snap) -> None:
    """80x24: every legal choice of a turn (a), the list across the whole width."""
    app = ViticultureApp(session=mid_game())

    async def run(pilot: Pilot[None]) -> None:
        await pilot.press("enter", "a")
        await pilot.pause()

    assert snap_compare(app, terminal_size=COMPACT, run_before=run)


def test_compact_title(snap_compare: Snap) -> None:
    """80x24: the title screen, whole."""
    assert snap_compare(ViticultureApp(), terminal_size=COMPACT)


def test_compact_help(snap_compare: Snap) -> None:
    """80x24: the help over the game."""
    app = ViticultureApp(session=mid_game())
    assert snap_compare(app, terminal_size=COMPACT, press=["enter", "question_mark"])
