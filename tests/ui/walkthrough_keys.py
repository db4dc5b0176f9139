"""Playing the rules walkthrough through the keyboard: the keys a player presses for each step."""

from __future__ import annotations

from textual.pilot import Pilot

from tests.ui.helpers import tap
from viticulture_tui.engine import Action
from viticulture_tui.ui.commands import SPACE_KEYS
from viticulture_tui.ui.screens.confirm import ConfirmScreen
from viticulture_tui.ui.screens.walkthrough import WalkthroughScreen
from viticulture_tui.ui.widgets.board import Board
from viticulture_tui.ui.widgets.decision_panel import DecisionPanel


async def open_walkthrough(pilot: Pilot[None]) -> WalkthroughScreen:
    """From the title: w, and wait until the walkthrough is drawn."""
    await press(pilot, "w")
    await pilot.pause()
    return walkthrough(pilot)


def walkthrough(pilot: Pilot[None]) -> WalkthroughScreen:
    """The walkthrough screen, wherever it is in the stack."""
    return next(s for s in pilot.app.screen_stack if isinstance(s, WalkthroughScreen))


async def press(pilot: Pilot[None], *keys: str) -> list[str]:
    """Press keys, answering 'yes' to any question they raise; the keys pressed."""
    pressed = []
    for key in keys:
        await tap(pilot, key)
        pressed.append(key)
        if isinstance(pilot.app.screen, ConfirmScreen):
            await tap(pilot, "y")
            pressed.append("y")
    return pressed


def _digit(index: int) -> str:
    assert index < 9, "the wanted choice is beyond the digits"
    return str(index + 1)


async def do(pilot: Pilot[None], action: Action) -> list[str]:
    """Take one action by keys: a space's letter (and a placement's digit), x to pass, or list digits."""
    screen = walkthrough(pilot)
    session = screen.session
    if session.decision_kind() == "turn" and not screen.deciding:
        if action.kind == "pass":
            return await press(pilot, "x")
        keys = await press(pilot, SPACE_KEYS[action.arg[0]])
        board = screen.query_one(Board)
        if board.offer is not None:
            index = [c.action for c in board.offer[1]].index(action)
            keys += await press(pilot, _digit(index))
        return keys
    panel = screen.query_one(DecisionPanel)
    keys = [] if screen.deciding else await press(pilot, "enter")
    group = next(i for i, g in enumerate(panel.groups) if action in {c.action for c in g.choices})
    keys += await press(pilot, _shown(panel, group))
    if panel.display and panel.group is not None:
        index = [c.action for c in panel.group.choices].index(action)
        keys += await press(pilot, _shown(panel, index))
    return keys


def _shown(panel: DecisionPanel, index: int) -> str:
    """The number the list shows on a line (a wake-up row's own number, else the line's place)."""
    number = panel.numbers()[index]
    assert number <= 9, "the wanted choice is beyond the digits"
    return str(number)


async def play_step(pilot: Pilot[None]) -> list[str]:
    """Do what the current step asks, by keys: Enter on a reading step, else its first wanted action."""
    guide = walkthrough(pilot).guide
    step = guide.step
    assert step is not None
    if step.is_ack:
        return await press(pilot, "enter")
    wanted = guide.wanted()
    assert wanted, f"step {step.id}: nothing wanted is legal"
    return await do(pilot, wanted[0].action)


async def play_to(pilot: Pilot[None], step_id: str) -> None:
    """Play steps until the one named begins."""
    screen = walkthrough(pilot)
    for _ in range(200):
        step = screen.guide.step
        assert step is not None, f"no step {step_id}"
        if step.id == step_id:
            return
        await play_step(pilot)
    raise AssertionError(f"step {step_id} never began")
