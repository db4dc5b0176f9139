"""Issue 12: the compact layout's views follow the table: the others' mats only when there are others."""

from __future__ import annotations

from tests.ui.helpers import game_screen, session_from
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.table import table_panels


async def _views(players: int) -> list[str]:
    app = ViticultureApp(session=session_from(players, 3))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        return table_panels(game_screen(app))


async def test_solo_has_no_empty_view_of_the_others() -> None:
    """Against the Automa nobody else has a mat: `d` goes from the players to the log."""
    views = await _views(1)
    assert "automa" in views and "others" not in views


async def test_with_others_their_mats_are_a_view() -> None:
    assert (await _views(3))[-2:] == ["others", "log"]
