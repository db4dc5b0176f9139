"""No key at any moment crashes the app; the small-terminal notice; help and the palette."""

from __future__ import annotations

import random

import pytest
from textual.pilot import Pilot

from tests.ui.helpers import SMALL, screen_text, session_from, session_until, settle, tap
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.confirm import ConfirmScreen
from viticulture_tui.ui.screens.game import GameScreen
from viticulture_tui.ui.screens.help import HelpScreen
from viticulture_tui.ui.screens.title import TitleScreen
from viticulture_tui.ui.screens.too_small import TooSmallScreen

KEYS = [
    *"abcdefghijklmnoprstuvwxyz0123456789",
    "question_mark", "plus", "minus", "full_stop",
    "enter", "escape", "tab", "shift+tab", "up", "down", "left", "right",
    "home", "end", "pageup", "pagedown", "backspace", "ctrl+p", "ctrl+s", "space",
]  # fmt: skip
"""Every key a player might hit, except the ones that leave the program (q, ctrl+q)."""


async def walk_step(pilot: Pilot[None], key: str) -> None:
    """One key of a seeded walk, and everything it set going finished before the next: the
    palette gathers its matches in a worker, and without the wait the key after a search met
    whatever matches a loaded machine had found by then, so a seed's walk was not the same walk."""
    await tap(pilot, key)
    await pilot.app.workers.wait_for_complete()
    await pilot._wait_for_screen()


async def keys_from_the_title(seed: int, presses: int) -> set[str]:
    """Random keys from the title screen on; the screens they reached. Quit (the title menu's entry)
    ends a run, which is leaving, not crashing: a new run starts."""
    rng = random.Random(seed)
    reached: set[str] = set()
    pressed = 0
    while pressed < presses:
        app = ViticultureApp()
        async with app.run_test(size=SMALL) as pilot:
            await settle(pilot, lambda a=app: isinstance(a.screen, TitleScreen))  # as in the game walk
            while pressed < presses and app.is_running:
                reached.update(type(s).__name__ for s in app.screen_stack)
                await walk_step(pilot, rng.choice(KEYS))
                pressed += 1
    return reached


async def keys_during_a_game(seed: int, presses: int) -> set[str]:
    """Random keys in the summer of a 3-player game; the screens they reached. The app still runs."""
    rng = random.Random(seed)
    reached: set[str] = set()
    app = ViticultureApp(session=session_until(3, 2, lambda s: s.state.phase == "summer"))
    async with app.run_test(size=SMALL) as pilot:
        # Start on the game screen itself, so that no key of the seeded walk lands before it is up.
        await settle(pilot, lambda: isinstance(app.screen, GameScreen))
        for _ in range(presses):
            reached.update(type(s).__name__ for s in app.screen_stack)
            await walk_step(pilot, rng.choice(KEYS))
        await pilot.pause()
        assert app.is_running
    return reached


def assert_reached(reached: set[str], wanted: set[str]) -> None:
    """The walk went where its test says it goes (else choose another seed)."""
    assert reached >= wanted, f"the random keys no longer reach {wanted - reached}: choose another seed"


async def test_random_keys_never_crash() -> None:
    """Random keys from the title screen on, through the palette, the help, the new-game form, the
    walkthrough and the players' mats, raise nothing (the walk below takes the game's own screens).
    Long walks of other seeds run in make fuzz."""
    reached = await keys_from_the_title(7, 400)
    wanted = {"HelpScreen", "NewGameScreen", "WalkthroughScreen", "SafeCommandPalette", "PlayersScreen"}
    assert_reached(reached, wanted)


async def test_random_keys_during_a_game() -> None:
    """Random keys in the middle of a game (curtain, lists, board, palette, questions, the players'
    mats, news) raise nothing. Long walks of other seeds run in make fuzz."""
    reached = await keys_during_a_game(4, 500)
    wanted = {"GameScreen", "RulePopup", "SafeCommandPalette", "ConfirmScreen", "PlayersScreen", "NewsScreen"}
    assert_reached(reached, wanted)


@pytest.mark.fuzz
@pytest.mark.parametrize("seed", [11, 6, 1])
async def test_long_random_key_walks(seed: int) -> None:
    """Thousands of random keys from the title and in a game raise nothing (make fuzz)."""
    await keys_from_the_title(seed, 1500)  # a crash raises out of the walk
    await keys_during_a_game(seed, 1500)


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
