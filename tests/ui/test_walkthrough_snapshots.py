"""Snapshots of the rules walkthrough, the rule pop-up on a closed space and the rules reference.

Card texts are held still (`still_cards`); the walkthrough keeps no progress between tests.
Update with `pytest tests/ui/test_walkthrough_snapshots.py --snapshot-update` and look at the report.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from textual.pilot import Pilot

from tests.ui.helpers import LARGE, SMALL, session_until, tap
from tests.ui.walkthrough_keys import open_walkthrough, play_to, press
from viticulture_tui.ui import walkthrough_record
from viticulture_tui.ui.app import ViticultureApp

pytestmark = pytest.mark.usefixtures("still_cards", "no_progress")

Snap = Callable[..., bool]


@pytest.fixture
def no_progress(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The walkthrough starts at step 1 and writes its progress to a fresh folder."""
    monkeypatch.setattr(walkthrough_record, "folder_of", lambda app: tmp_path)


def test_walkthrough_step(snap_compare: Snap) -> None:
    """A step on a large terminal: its panel, Build structure pointed at, the hint after a wrong space."""

    async def run(pilot: Pilot[None]) -> None:
        await open_walkthrough(pilot)
        await play_to(pilot, "build")
        await press(pilot, "v")

    assert snap_compare(ViticultureApp(), terminal_size=LARGE, run_before=run)


def test_walkthrough_small(snap_compare: Snap) -> None:
    """A step about the hand at 100x30: the hand shown under the step, the papa's choice open."""

    async def run(pilot: Pilot[None]) -> None:
        await open_walkthrough(pilot)
        await play_to(pilot, "papa")

    assert snap_compare(ViticultureApp(), terminal_size=SMALL, run_before=run)


def _summer_app() -> ViticultureApp:
    session = session_until(
        2, 7, lambda s: s.state.phase == "summer" and s.decision_kind() == "turn", visitors=False
    )
    return ViticultureApp(session=session)


def test_rule_popup_closed_space(snap_compare: Snap) -> None:
    """e on a winter space in summer: the engine's reason it is closed and the rules behind it."""

    async def run(pilot: Pilot[None]) -> None:
        await tap(pilot, "enter")
        await tap(pilot, "right")
        await tap(pilot, "e")
        await pilot.pause()

    assert snap_compare(_summer_app(), terminal_size=SMALL, run_before=run)


def test_rules_reference(snap_compare: Snap) -> None:
    """The rules reference searched for 'grande': matching sections best first, the first one shown."""

    async def run(pilot: Pilot[None]) -> None:
        await tap(pilot, "enter")
        await tap(pilot, "ctrl+r")
        await pilot.pause()
        await pilot.press(*"grande")
        await pilot.pause()

    assert snap_compare(_summer_app(), terminal_size=SMALL, run_before=run)
