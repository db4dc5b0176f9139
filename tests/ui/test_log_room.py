"""The log goes where it shows most: under the board, or under the hand when a large table's Players
list (or the Automa's panel) leaves it one or two lines there and the hand, shown whole, leaves more."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from textual.pilot import Pilot

from tests.ui.helpers import game_screen, session_from, settle, tap
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.game import GameScreen
from viticulture_tui.ui.screens.table import place_log
from viticulture_tui.ui.widgets.game_log import GameLog
from viticulture_tui.ui.widgets.hand_panel import HandPanel


def lines_shown(screen: GameScreen, panel: str) -> int:
    """The lines of the log panel `panel` on screen now (0 when the layout hides it)."""
    log = screen.query_one(f"#{panel}", GameLog)
    return log.content_size.height if log.display else 0


def newest_line_start(screen: GameScreen) -> str:
    """The first words of the newest line of the game's log."""
    return screen.session.state.log[-1].text[:20]


def hand_is_whole(screen: GameScreen) -> bool:
    """Every line of the hand's card list is on screen (no need to scroll it)."""
    cards = screen.query_one("#hand-list")
    return cards.content_size.height >= cards.virtual_size.height > 0


@asynccontextmanager
async def six_seats_at_100x30() -> AsyncIterator[tuple[Pilot[None], GameScreen]]:
    """A table of six at 100x30, the first player seated and the log under their hand."""
    app = ViticultureApp(session_from(6, 3))
    async with app.run_test(size=(100, 30)) as pilot:
        screen = game_screen(app)
        if screen.covered:
            await tap(pilot, "enter")
        await settle(pilot, lambda: lines_shown(screen, "log-right") > 0)
        yield pilot, screen


async def where_the_log_is(players: int, size: tuple[int, int]) -> tuple[int, int, bool]:
    """Lines of the log under the board and under the hand once the first player sits down, and
    whether the shown one ends with the log's newest line; the hand must stay whole."""
    app = ViticultureApp(session_from(players, 3))
    async with app.run_test(size=size) as pilot:
        screen = game_screen(app)
        if screen.covered:
            await tap(pilot, "enter")
        await settle(pilot, lambda: lines_shown(screen, "log") + lines_shown(screen, "log-right") > 0)
        await pilot.pause(0.1)
        shown = "log" if lines_shown(screen, "log") else "log-right"
        text = screen.query_one(f"#{shown}", GameLog).make_text().plain
        assert hand_is_whole(screen)
        return lines_shown(screen, "log"), lines_shown(screen, "log-right"), newest_line_start(screen) in text


async def test_six_seats_at_100x30_read_the_log_under_the_hand() -> None:
    """Under the board the log had one line; under the hand it has more, newest last."""
    left, right, newest = await where_the_log_is(6, (100, 30))
    assert left == 0 and right >= 3 and newest


async def test_a_solo_game_at_100x30_reads_it_under_the_hand_too() -> None:
    """The Automa's panel takes the rows the sixth seat's line would."""
    left, right, newest = await where_the_log_is(1, (100, 30))
    assert left == 0 and right >= 3 and newest


async def test_four_seats_keep_it_under_the_board() -> None:
    """Three lines under the board are enough: the hand keeps its column's share."""
    left, right, _ = await where_the_log_is(4, (100, 30))
    assert left == 3 and right == 0


async def test_a_taller_terminal_brings_it_back_under_the_board() -> None:
    """Six seats, 100x30 and then 100x40: the board's column has room again."""
    async with six_seats_at_100x30() as (pilot, screen):
        await pilot.resize_terminal(100, 40)
        await settle(pilot, lambda: lines_shown(screen, "log") > 3)
        assert lines_shown(screen, "log-right") == 0


async def test_the_compact_layout_keeps_its_own_log_view() -> None:
    """From 100x30 (the log under the hand) down to 80x24, a view at a time: the log view is the
    log under the board, filling the table."""
    async with six_seats_at_100x30() as (pilot, screen):
        await pilot.resize_terminal(80, 24)
        for _ in range(8):
            if screen.panel == "log":
                break
            await tap(pilot, "d")  # the compact layout's next view
        await pilot.pause(0.1)
        assert screen.panel == "log"
        assert lines_shown(screen, "log") > 10 and lines_shown(screen, "log-right") == 0


async def test_a_hand_that_grows_takes_its_rows_back() -> None:
    """Six seats at 100x30: a hand of many cards needs the column's rows, so the log goes back
    under the board rather than hide a card."""
    async with six_seats_at_100x30() as (pilot, screen):
        hand = screen.query_one(HandPanel)
        hand.hand = tuple(f"order_{n:02d}" for n in range(1, 9))  # eight orders: nine lines
        await pilot.pause(0.1)
        place_log(screen)  # as the redraw after an action does
        await settle(pilot, lambda: lines_shown(screen, "log") > 0)
        assert lines_shown(screen, "log-right") == 0


async def test_a_screen_that_has_left_is_not_measured() -> None:
    """The log's place is asked again after a refresh and as focus leaves: by then a game screen
    may have left for the title screen and lost its panels. Asking then changes nothing and
    raises nothing (it stopped the app once, under load)."""
    async with six_seats_at_100x30() as (pilot, screen):
        await tap(pilot, "tab")  # into the hand: leaving takes the focus from it
        app = screen.app
        app.action_leave_game()  # to the title screen (the game is not saved: it asks first)
        await pilot.pause()
        if app.screen is not screen:
            await pilot.press("y")
        await settle(pilot, lambda: screen not in app.screen_stack)
        await pilot.pause(0.2)
        place_log(screen)  # what a late refresh or blur asks
        await pilot.pause(0.2)
        assert type(app.screen).__name__ == "TitleScreen" and app.is_running
