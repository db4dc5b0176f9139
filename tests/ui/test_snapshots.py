"""Snapshots of every screen at a fixed seed and size (pytest-textual-snapshot).

States are reached by a seeded random seat that plays no visitor, and visitor texts are held
still (`still_cards`), so that the pictures change only when the interface does.
Update them with `pytest tests/ui/test_snapshots.py --snapshot-update` and look at the report.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from textual.pilot import Pilot

from tests.ui.helpers import LARGE, SMALL, quiet, session_until
from viticulture_tui.ai.random_seat import RandomSeat
from viticulture_tui.engine import Action
from viticulture_tui.session import Session
from viticulture_tui.ui.app import ViticultureApp

pytestmark = pytest.mark.usefixtures("still_cards")

Snap = Callable[..., bool]


def at(players: int, seed: int, stop: Callable[[Session], bool]) -> ViticultureApp:
    """The app on a game played (without visitors) until `stop` holds."""
    return ViticultureApp(session=session_until(players, seed, stop, visitors=False))


async def reveal(pilot: Pilot[None]) -> None:
    """The deciding player takes the keyboard."""
    await pilot.press("enter")
    await pilot.pause()


def test_title(snap_compare: Snap) -> None:
    """The title screen: the menu, Load game disabled."""
    assert snap_compare(ViticultureApp(), terminal_size=SMALL)


def test_new_game(snap_compare: Snap) -> None:
    """The new-game form with three players chosen (count, names, colours with symbols, options, seed)."""
    assert snap_compare(ViticultureApp(), press=["n", "right", "space"], terminal_size=SMALL)


def test_hand_over(snap_compare: Snap) -> None:
    """The curtain that hides the game until the named player presses Enter."""
    app = at(2, 7, lambda s: s.state.phase == "summer")
    assert snap_compare(app, terminal_size=SMALL)


def test_spring_wake_up(snap_compare: Snap) -> None:
    """Spring: the wake-up decision lists the free rows over the game (100x30)."""
    app = at(2, 7, lambda s: s.state.year == 2 and s.decision_kind() == "wake_up")
    assert snap_compare(app, terminal_size=SMALL, run_before=reveal)


def test_summer_board(snap_compare: Snap) -> None:
    """Summer at 4 players on a large terminal: workers on the board, bonus spaces, full detail."""
    app = at(4, 3, lambda s: s.state.phase == "summer" and len(s.state.placements) >= 5)
    assert snap_compare(app, terminal_size=LARGE, run_before=reveal)


def winter_turn() -> Session:
    """Year 2 at 2 players: each keeps two workers for winter (passes in summer), then a winter turn."""
    session = session_until(2, 5, lambda s: s.state.year == 2 and s.state.phase == "summer", visitors=False)
    bot = RandomSeat(3)
    while not (session.state.phase == "winter" and session.decision_kind() == "turn"):
        state = session.state
        seat = session.decider() or 0
        player = state.players[seat]
        if state.phase == "summer" and session.decision_kind() == "turn" and player.free_workers < 2:
            session.apply(Action("pass", None))
        else:
            session.apply(bot.choose(quiet(session.choices())))
    return session


def test_winter_board(snap_compare: Snap) -> None:
    """Winter at 2 players: summer spaces dimmed, the winter ones open, summer workers still out."""
    app = ViticultureApp(session=winter_turn())
    assert snap_compare(app, terminal_size=SMALL, run_before=reveal)


def test_placement_choice(snap_compare: Snap) -> None:
    """A space with several placements lists them on the board (plain or bonus space, worker or grande)."""
    app = at(3, 4, lambda s: s.state.phase == "summer" and s.decision_kind() == "turn")

    async def run(pilot: Pilot[None]) -> None:
        await reveal(pilot)
        await pilot.press("t")

    assert snap_compare(app, terminal_size=SMALL, run_before=run)


def test_decision_groups(snap_compare: Snap) -> None:
    """Every legal choice of a turn ('a'), grouped by action space, with the rule of the highlighted one."""
    app = at(3, 4, lambda s: s.state.phase == "summer" and s.decision_kind() == "turn")

    async def run(pilot: Pilot[None]) -> None:
        await reveal(pilot)
        await pilot.press("a")

    assert snap_compare(app, terminal_size=SMALL, run_before=run)


def test_game_over(snap_compare: Snap) -> None:
    """Game over: ranking with tie-breakers, VP by source, VP year by year."""
    app = at(2, 69, lambda s: s.game_over)
    assert snap_compare(app, terminal_size=LARGE)


def test_small_terminal(snap_compare: Snap) -> None:
    """Below 80x24 a notice asks for a larger terminal."""
    assert snap_compare(ViticultureApp(), terminal_size=(79, 23))
