"""Issue 12: the compact layout's views follow the table: the others' mats only when there are others."""

from __future__ import annotations

from tests.ui.helpers import game_screen, session_from
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.table import table_panels
from viticulture_tui.ui.widgets.table_mats import TableMats


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


async def test_the_mats_take_the_themes_shades_and_are_made_again_only_when_they_change() -> None:
    """Each mat is kept while what it shows stays the same; a light theme's shades make them anew."""
    session = session_from(3, 3)
    app = ViticultureApp(session=session)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        panel = next(w for w in game_screen(app).query(TableMats) if w.data and w.data.players)
        first = list(panel.make_text().split("\n"))
        kept = dict(panel._drawn)
        data = panel.data
        assert data is not None
        moved = data.players[0]._replace(lira=data.players[0].lira + 1)
        panel.data = data._replace(players=(moved, *data.players[1:]))
        panel.make_text()
        again = list(panel._drawn.values())
        assert again[1:] == list(kept.values())[1:] and all(
            a is b for a, b in zip(again[1:], list(kept.values())[1:], strict=True)
        ), "a mat that did not change was made again"
        colour = game_screen(app).colours[moved.seat]
        assert any(colour.hex in str(span.style) for line in first for span in line.spans)
        app.choose_theme("viticulture-light")
        await pilot.pause()
        light = panel.make_text()
        assert any(colour.light in str(span.style) for span in light.spans)
        assert not any(colour.hex in str(span.style) for span in light.spans)
        drawn = [str(segment.style).lower() for strip in panel.lines() for segment in strip]
        assert any(colour.light.lower() in style for style in drawn), (
            "the lines on screen kept the dark shades"
        )
