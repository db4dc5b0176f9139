"""No key at any moment crashes the app; the small-terminal notice; help and the palette."""

from __future__ import annotations

import random

from tests.ui.helpers import SMALL, screen_text, session_from, session_until, tap
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.confirm import ConfirmScreen
from viticulture_tui.ui.screens.game import GameScreen
from viticulture_tui.ui.screens.help import HelpScreen
from viticulture_tui.ui.screens.too_small import TooSmallScreen

KEYS = [
    *"abcdefghijklmnoprstuvwxyz0123456789",
    *"?+-. ",
    "enter", "escape", "tab", "shift+tab", "up", "down", "left", "right",
    "home", "end", "pageup", "pagedown", "backspace", "ctrl+p", "ctrl+s", "space",
]  # fmt: skip
"""Every key a player might hit, except the ones that leave the program (q, ctrl+q)."""


async def test_random_keys_never_crash() -> None:
    """Hundreds of random keys from the title screen on, through new game and play, raise nothing.

    The title menu's Quit entry may end a run (that is leaving, not crashing): a new run starts.
    """
    rng = random.Random(11)
    presses = 0
    while presses < 600:
        app = ViticultureApp()
        async with app.run_test(size=SMALL) as pilot:
            while presses < 600 and app.is_running:
                await tap(pilot, rng.choice(KEYS))
                presses += 1


async def test_random_keys_during_a_game() -> None:
    """Random keys in the middle of a game (curtain, lists, board, palette) raise nothing."""
    rng = random.Random(5)
    app = ViticultureApp(session=session_until(3, 2, lambda s: s.state.phase == "summer"))
    async with app.run_test(size=SMALL) as pilot:
        for _ in range(500):
            await tap(pilot, rng.choice(KEYS))
        await pilot.pause()
        assert app.is_running


async def test_small_terminal_notice() -> None:
    """Below 80x24 a notice replaces the game; at full size again the game is back where it was."""
    app = ViticultureApp(session=session_from(2, 1))
    async with app.run_test(size=(79, 23)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        assert "too small" in screen_text(app)
        for key in ("enter", "x", "v", "1", "escape"):
            await pilot.press(key)
        await pilot.resize_terminal(*SMALL)
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and app.screen.covered


async def test_help_lists_the_keys() -> None:
    """? opens the help with the space letters and the year; Escape closes it."""
    app = ViticultureApp(session=session_from(2, 1))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        text = screen_text(app)
        assert "Move between action spaces" in text and "Place no more workers" in text
        await pilot.press("escape")
        assert isinstance(app.screen, GameScreen)


async def test_palette_lists_legal_choices() -> None:
    """The command palette on the game screen lists the legal choices and applies the one picked."""
    session = session_from(2, 1)
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("enter")  # take the keyboard
        label = session.choices()[-1].label
        before = len(session.state.history)
        await pilot.press("ctrl+p")
        await pilot.press(*label[:12])
        await pilot.pause(0.3)
        await pilot.press("enter")
        await pilot.pause()
        assert len(session.state.history) == before + 1


async def test_no_palette_behind_the_curtain() -> None:
    """While the keyboard is being handed over, the palette (which would list a hand) does not open."""
    app = ViticultureApp(session=session_from(2, 1))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("ctrl+p")
        assert isinstance(app.screen, GameScreen) and app.screen.covered


async def test_quit_asks_during_a_game() -> None:
    """Ctrl+Q during a game asks first; No goes back to the game."""
    app = ViticultureApp(session=session_from(2, 1))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("ctrl+q")
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        assert isinstance(app.screen, GameScreen)


async def test_palette_has_no_screenshot_race(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The palette offers help, theme and quit only; picking from it and leaving at once raises nothing.

    Textual's own Screenshot entry wrote an SVG into the working folder from a timer that raised
    "No screens on stack" when the game was left before the timer fired.
    """
    monkeypatch.chdir(tmp_path)
    app = ViticultureApp()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        titles = [c.title for c in app.get_system_commands(app.screen)]
        assert titles == ["Help", "Theme", "Quit"]
        await pilot.press("ctrl+p", *"screenshot", "enter", "q")
        await pilot.pause()
    assert not list(tmp_path.iterdir())
