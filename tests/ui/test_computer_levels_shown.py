"""Who plays each seat is public: a computer seat's level stands after its name wherever the table
lists the players with room for it (the players panel, the others' mats, the players' screen)."""

from __future__ import annotations

import pytest

from tests.ui.contrast import failures
from tests.ui.helpers import game_screen, screen_text, settle, tap
from tests.ui.test_computer_seats import table
from viticulture_tui.ai.random_seat import RandomSeat
from viticulture_tui.session import Session
from viticulture_tui.ui import computer_turns
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.render.players import level_note
from viticulture_tui.ui.screens.game_over import GameOverScreen
from viticulture_tui.ui.screens.players import MatBlock, PlayersScreen
from viticulture_tui.ui.themes import THEMES
from viticulture_tui.ui.widgets.players_panel import with_levels


def test_a_level_note_only_where_every_name_fits_whole_beside_its_own() -> None:
    """Room for each name and its note: the notes, in a column as wide as the longest; too narrow:
    the names alone, never a name cut short for a note."""
    names, levels = ["Anna", "Ben", "Carla"], (None, "expert", "novice")
    cells, notes = with_levels(names, levels, 80)
    assert notes == ["", " (Expert)", " (Novice)"] and cells == len("▲ Carla (Novice)")
    cells, notes = with_levels(names, levels, 50)
    assert notes == ["", "", ""] and cells >= len("▲ Carla")
    assert level_note(None) == "" and level_note("standard") == " (Standard)"


@pytest.fixture
def no_pause(monkeypatch: pytest.MonkeyPatch) -> None:
    """Computer moves at once: the test is about the names, not the pace."""
    monkeypatch.setattr(computer_turns, "PACE", 0.0)
    monkeypatch.setattr(computer_turns, "GRACE", 0.0)


@pytest.mark.usefixtures("no_pause")
@pytest.mark.parametrize("size", [(160, 50), (80, 24)])
async def test_the_table_names_each_computer_seat_with_its_level(size: tuple[int, int]) -> None:
    """Anna against an Expert and a Novice: the table says which is which; Anna's name has no note."""
    session = Session.new(table(None, "expert", "novice"))
    app = ViticultureApp(session)
    async with app.run_test(size=size) as pilot:
        screen = game_screen(app)
        await settle(pilot, lambda: screen.viewer == 0 and screen.deciding)
        if size == (80, 24):
            await tap(pilot, "escape")  # the list hidden: the views' key steps to the players
            while screen.panel != "players":
                await tap(pilot, "d")
        text = screen_text(app)
        assert "Ben (Expert)" in text and "Carla (Novice)" in text and "Anna (" not in text
        await tap(pilot, "i")
        assert isinstance(app.screen, PlayersScreen)
        heads = [str(block.render()).splitlines()[0] for block in app.screen.query(MatBlock)]
        assert [h.split("  ")[1] for h in heads] == ["● Anna", "■ Ben (Expert)", "▲ Carla (Novice)"]


async def test_the_ranking_says_which_level_played_each_seat() -> None:
    """At the game's end the ranking names the level beside each computer seat, not beside Anna."""
    session = Session.new(table(None, "expert", "novice", seed=5))
    seats = RandomSeat(3)
    while not session.game_over:
        session.apply(seats.choose(session.choices()))
    app = ViticultureApp(session)
    async with app.run_test(size=(160, 50)) as pilot:
        await settle(pilot, lambda: isinstance(app.screen, GameOverScreen))
        text = screen_text(app)
        assert "Ben (Expert)" in text and "Carla (Novice)" in text and "Anna (" not in text


@pytest.mark.usefixtures("no_pause")
@pytest.mark.parametrize("theme", list(THEMES))
async def test_the_level_notes_read_in_every_theme(theme: str) -> None:
    """The notes are dim words beside bold names: still 4.5:1 on every theme's panels."""
    session = Session.new(table(None, "expert", "novice"))
    app = ViticultureApp(session)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        await settle(pilot, lambda: screen.viewer == 0 and screen.deciding)
        await tap(pilot, "escape")
        while screen.panel != "players":
            await tap(pilot, "d")
        app.choose_theme(theme)
        await pilot.pause()
        assert "Ben (Expert)" in screen_text(app) and failures(app) == []
