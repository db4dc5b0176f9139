"""The new-game form fits its screen: with six players on 24 lines the rows close up and Start shows."""

from __future__ import annotations

from itertools import pairwise

from textual.containers import VerticalScroll
from textual.pilot import Pilot
from textual.widgets import Button, RadioSet

from tests.ui.helpers import settle
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.new_game import NewGameScreen


async def _form(pilot: Pilot[None], players: int) -> NewGameScreen:
    app = pilot.app
    app.push_screen(NewGameScreen(players=players))
    await pilot.pause()
    form = app.screen
    assert isinstance(form, NewGameScreen)
    return form


def _start_on_screen(form: NewGameScreen) -> bool:
    start = form.query_one("#start", Button).region
    return start.height > 0 and start.bottom <= form.size.height - 1  # above the key bar


async def test_six_players_on_24_lines_close_up_and_start_shows() -> None:
    """At 80x24 six rows with a blank line under each push Start below the key bar; closed up they
    do not, the form does not scroll, and going back to two players spaces them again."""
    app = ViticultureApp()
    async with app.run_test(size=(80, 24)) as pilot:
        form = await _form(pilot, 6)
        box = form.query_one("#new-game-box", VerticalScroll)
        await settle(pilot, lambda: box.has_class("-tight"))
        await settle(pilot, lambda: _gaps(form, 6) == [1] * 5)
        assert box.max_scroll_y == 0
        assert _start_on_screen(form)
        rows = [form.query_one(f"#player-row-{i}").region.y for i in range(6)]
        # The last row keeps its blank line, and the two options sit together.
        assert form.query_one("#name-hint").region.y == rows[-1] + 2
        assert form.query_one("#mama-papa").region.y == form.query_one("#friendly").region.y + 1

        form.query_one("#player-count", RadioSet).query_one("#count-2").value = True
        await settle(pilot, lambda: not box.has_class("-tight"))
        # The class goes first and the layout follows a refresh later (on a busy machine, more
        # than one pause later): wait for the rows themselves, as a player's eye would.
        await settle(pilot, lambda: _gaps(form, 2) == [2])


def _gaps(form: NewGameScreen, players: int) -> list[int]:
    """The lines from each player row to the next, as laid out now."""
    rows = [form.query_one(f"#player-row-{i}").region.y for i in range(players)]
    return [b - a for a, b in pairwise(rows)]


async def test_a_tall_screen_keeps_the_blank_lines() -> None:
    """At 160x50 six players fit with a blank line under each row, as before."""
    app = ViticultureApp()
    async with app.run_test(size=(160, 50)) as pilot:
        form = await _form(pilot, 6)
        await pilot.pause()
        await pilot.pause()
        assert not form.query_one("#new-game-box").has_class("-tight")
        assert _start_on_screen(form)
        rows = [form.query_one(f"#player-row-{i}").region.y for i in range(6)]
        assert [b - a for a, b in pairwise(rows)] == [2] * 5


async def test_a_screen_made_smaller_closes_the_rows_up() -> None:
    """Five players at 100x30 fit spaced; the terminal shrunk to 80x24 closes them up, and grown
    back it spaces them again."""
    app = ViticultureApp()
    async with app.run_test(size=(100, 30)) as pilot:
        form = await _form(pilot, 5)
        box = form.query_one("#new-game-box", VerticalScroll)
        await pilot.pause()
        await pilot.pause()
        assert not box.has_class("-tight")
        await pilot.resize_terminal(80, 24)
        await settle(pilot, lambda: box.has_class("-tight"))
        await pilot.pause()
        assert _start_on_screen(form)
        await pilot.resize_terminal(100, 30)
        await settle(pilot, lambda: not box.has_class("-tight"))
