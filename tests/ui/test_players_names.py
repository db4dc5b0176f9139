"""The Players table shows whole names where it has room, and marks a name it must cut (issue 11)."""

from __future__ import annotations

from rich.cells import cell_len

from tests.ui.helpers import LARGE, SMALL, screen_text
from viticulture_tui.engine import PlayerSetup, Setup
from viticulture_tui.session import Session
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.palette import PALETTE
from viticulture_tui.ui.widgets.players_panel import PlayersPanel, header, name_cell, name_column

LONG = "Maximiliana Ferreira"
"""20 letters, the longest name the form takes: it was cut to 9 in the Players table without a word."""
ROOMY = (130, 40)
"""Wide enough for the whole name in the Players table, too small for everyone's mats (from 140x43)."""


async def _rows(names: tuple[str, ...], size: tuple[int, int]) -> list[str]:
    setup = Setup(players=[PlayerSetup(name=n, colour=PALETTE[i].key) for i, n in enumerate(names)], seed=3)
    app = ViticultureApp(session=Session.new(setup))
    async with app.run_test(size=size) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        return app.screen.query_one(PlayersPanel).make_text().plain.splitlines()


async def test_a_long_name_is_shown_whole_where_there_is_room() -> None:
    rows = await _rows((LONG, "Ben"), ROOMY)
    assert any(LONG in row for row in rows), rows
    assert not any("…" in row for row in rows)


async def test_a_long_name_is_shown_whole_at_the_table() -> None:
    """At 160x50 the Players table gives way to everyone's mats: there too the name is whole."""
    setup = Setup(
        players=[PlayerSetup(name=n, colour=PALETTE[i].key) for i, n in enumerate((LONG, "Ben"))], seed=3
    )
    app = ViticultureApp(session=Session.new(setup))
    async with app.run_test(size=LARGE) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        text = screen_text(app)
        assert "At the table" in text
        assert f"● {LONG} " in text  # whole, not cut to end in '…'


async def test_a_name_cut_for_room_says_so_and_keeps_the_columns() -> None:
    lines = [header(11), "  " + name_cell("●", LONG, 11), "  " + name_cell("■", "Ben", 11)]
    assert lines[1].rstrip().endswith("…")
    assert cell_len(lines[1]) == cell_len(lines[2]) == 2 + 11
    assert header(11).index("VP") + 2 == 2 + 11 + 5


def test_the_name_column_grows_with_the_longest_name_within_the_width() -> None:
    assert name_column(["Ann", "Ben"], 60) == 11
    assert name_column([LONG, "Ben"], 80) == 22
    assert name_column([LONG, "Ben"], 50) == 11
    assert name_column(["李" * 20], 100) == 42


async def test_the_small_table_keeps_its_columns_under_the_header() -> None:
    rows = await _rows((LONG, "Ben"), SMALL)
    head, first, second = rows[0], rows[1], rows[2]
    vp_end = head.index("VP") + 2
    assert first[vp_end - 1].isdigit() and second[vp_end - 1].isdigit(), rows
