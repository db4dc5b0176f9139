"""Every tile's name on the board reads whole: the short names fit the narrowest tiles."""

from __future__ import annotations

import pytest

from tests.ui.helpers import game_screen, tap
from tests.ui.test_board_tiles import _summer_with_workers
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.render.tiles import SHORT_NAMES, TIGHT_NAMES
from viticulture_tui.ui.widgets.board import Board


@pytest.mark.parametrize("players", [5, 6])
async def test_no_tile_name_is_cut_at_100x30(players: int) -> None:
    """At 100x30 with 5 or 6 players the tiles are narrowest (three worker spaces): no name ends in '…'."""
    app = ViticultureApp(session=_summer_with_workers(players))
    async with app.run_test(size=(100, 30)) as pilot:
        await tap(pilot, "enter")
        await pilot.pause()
        board = game_screen(app).query_one(Board)
        assert board.content_size.width >= 40, board.content_size  # laid out: the tiles as drawn
        tiles = board.make_text().plain.splitlines()[1:8]  # under the seasons' heading, one tile a side
        assert len(tiles) == 7 and all(tiles), tiles
        assert not any("…" in line for line in tiles), tiles
        drawn = " ".join(tiles)
        assert board.data is not None
        for action, name in ((space.action, space.name) for space in board.data.spaces):
            shown = (name, SHORT_NAMES.get(action, name), TIGHT_NAMES.get(action, name))
            assert any(f" {n} " in drawn for n in shown), (action, drawn)
