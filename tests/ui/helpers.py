"""Helpers for the UI tests: games at a chosen moment, the screen as text, and a key-pressing player."""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Callable
from typing import Any

from textual import events
from textual.pilot import Pilot

from viticulture_tui.ai.random_seat import RandomSeat
from viticulture_tui.engine import Choice, GameOptions, PlayerSetup, Setup
from viticulture_tui.session import Session
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.commands import SPACE_KEYS
from viticulture_tui.ui.palette import PALETTE
from viticulture_tui.ui.screens.confirm import ConfirmScreen
from viticulture_tui.ui.screens.game import GameScreen
from viticulture_tui.ui.screens.game_over import GameOverScreen
from viticulture_tui.ui.screens.news import NewsScreen
from viticulture_tui.ui.widgets.board import Board
from viticulture_tui.ui.widgets.decision_panel import DecisionPanel

NAMES = ("Anna", "Ben", "Carla", "Dario", "Elena", "Fabio")
SMALL = (100, 30)
LARGE = (160, 50)


def setup(players: int = 2, seed: int = 7, **options: bool) -> Setup:
    """A setup with the default names and colours."""
    return Setup(
        players=[PlayerSetup(name=NAMES[i], colour=PALETTE[i].key) for i in range(players)],
        options=GameOptions(**options),
        seed=seed,
    )


VISITOR_SPACES = ("play_summer_visitor", "play_winter_visitor")


def quiet(choices: list[Choice]) -> list[Choice]:
    """The choices without playing a visitor: states for snapshots stay the same when card effects change."""
    calm = [c for c in choices if not (c.action.kind == "place" and c.action.arg[0] in VISITOR_SPACES)]
    return calm or choices


def session_until(
    players: int, seed: int, stop: Callable[[Session], bool], bot_seed: int = 1, visitors: bool = True
) -> Session:
    """A session played by a random seat (engine only) until `stop(session)` holds."""
    session = Session.new(setup(players, seed))
    bot = RandomSeat(bot_seed)
    guard = 0
    while not stop(session):
        assert not session.game_over, "the game ended before the wanted moment"
        choices = session.choices()
        session.apply(bot.choose(choices if visitors else quiet(choices)))
        guard += 1
        assert guard < 20_000, "the game never reached the wanted moment"
    return session


def session_from(players: int, seed: int) -> Session:
    """A new game's session with the default names and colours."""
    return Session.new(setup(players, seed))


def screen_text(app: ViticultureApp) -> str:
    """Every character on screen once pending changes are drawn (modal screens with what is behind)."""
    app.screen._refresh_layout()
    update = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    assert update is not None
    return "\n".join("".join(strip.text for strip in line) for line in update.strips)  # type: ignore[attr-defined]


def flat_text(app: ViticultureApp) -> str:
    """The screen's words on one line: a message wrapped at the edge still reads as one sentence."""
    return " ".join(screen_text(app).split())


def game_screen(app: ViticultureApp) -> GameScreen:
    """The game screen, wherever it is in the stack."""
    return next(s for s in app.screen_stack if isinstance(s, GameScreen))


CHARS = {
    "enter": "\r",
    "escape": "\x1b",
    "tab": "\t",
    "space": " ",
    "question_mark": "?",
    "plus": "+",
    "minus": "-",
    "full_stop": ".",
}
"""The character a terminal sends with each named key (a key a letter names is its own character)."""


async def settle(pilot: Pilot[None], until: Any, seconds: float = 5.0) -> None:
    """Let the app (and its worker threads) run until `until()` holds."""
    deadline = time.monotonic() + seconds
    while not until():
        assert time.monotonic() < deadline, "the app never got there"
        await pilot.pause(0.02)


async def tap(pilot: Pilot[None], key: str) -> None:
    """Press one key and wait until the app has dealt with it (faster than Pilot.press).

    Pilot.press waits for the process to look idle (at least 40 ms a key); a whole game through
    the keyboard needs something quicker: the key goes to the app like a real key press, then
    the screens are given time to process every message it caused.
    """
    app = pilot.app
    char = CHARS.get(key, key if len(key) == 1 else None)
    assert app._driver is not None
    app._driver.send_message(events.Key(key, char))
    for _ in range(3):
        await pilot._wait_for_screen()
        await asyncio.sleep(0)
    # A screen the key pushed may not be mounted yet on a busy machine, and until it is the screen
    # reads as nothing at all (a check once failed so in CI): wait for it.
    deadline = time.monotonic() + 5.0
    while not app.screen.is_mounted and time.monotonic() < deadline:
        await pilot.pause(0.01)
        await pilot._wait_for_screen()


class KeyPlayer:
    """Plays through the UI with random legal choices, pressing only keys a person would press."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.presses = 0

    async def press(self, pilot: Pilot[None], *keys: str) -> None:
        """Press keys and count them."""
        self.presses += len(keys)
        for key in keys:
            await tap(pilot, key)

    async def step(self, pilot: Pilot[None]) -> bool:
        """Answer whatever is on screen with keys; False once the game-over screen shows."""
        app = pilot.app
        screen = app.screen
        if isinstance(screen, GameOverScreen):
            # The screen is pushed before it has composed; under load (three test workers on two
            # cores) a caller reading it at once saw nothing drawn yet.
            await pilot.pause()
            return False
        if isinstance(screen, GameScreen) and screen.covered:
            await self.press(pilot, "enter")
        elif isinstance(screen, ConfirmScreen):
            await self.press(pilot, "y")
        elif isinstance(screen, NewsScreen):
            await self.press(pilot, "enter")  # "You drew …", read before the curtain
        elif isinstance(screen, GameScreen) and screen.deciding:
            panel = screen.query_one(DecisionPanel)
            index = self.rng.randrange(len(panel.current()))
            number = panel.numbers()[index]  # the line's own number (a wake-up row) or its place
            if number <= 9:
                await self.press(pilot, str(number))
            else:
                await self.press(pilot, *(["down"] * index), "enter")
        elif isinstance(screen, GameScreen):
            await self._board(pilot, screen)
        else:
            await pilot.pause()
        return True

    async def _board(self, pilot: Pilot[None], screen: GameScreen) -> None:
        session = screen.session
        if session.decision_kind() != "turn":
            await self.press(pilot, "enter")
            return
        choices = session.choices()
        active = [c for c in choices if c.action.kind != "pass"] or choices
        choice = self.rng.choice(active)
        if choice.action.kind == "pass":
            await self.press(pilot, "x")
        elif choice.action.kind == "place":
            await self.press(pilot, SPACE_KEYS[choice.action.arg[0]])
            board = screen.query_one(Board)
            if board.offer is not None:
                index = [c.action for c in board.offer[1]].index(choice.action)
                await self.press(pilot, str(index + 1))
        else:
            await self.press(pilot, "a")


async def play_to_end(pilot: Pilot[None], player: KeyPlayer, limit: int = 20_000) -> None:
    """Press keys until the game-over screen shows."""
    for _ in range(limit):
        if not await player.step(pilot):
            return
    raise AssertionError("the game did not end")
