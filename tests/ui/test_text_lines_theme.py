"""Every panel drawn by TextLines takes a new theme at once, without waiting for the next action."""

from __future__ import annotations

from tests.ui.helpers import game_screen, settle, tap
from viticulture_tui.engine import PlayerSetup, Setup
from viticulture_tui.session import Session
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.themes import LIGHT
from viticulture_tui.ui.widgets.game_log import GameLog
from viticulture_tui.ui.widgets.key_rows import KeyRows
from viticulture_tui.ui.widgets.text_lines import TextLines


def _backgrounds(widget: TextLines) -> set[str]:
    """The background colours of the panel's kept lines."""
    out = set()
    for strip in widget.lines():
        for segment in strip:
            colour = segment.style.bgcolor if segment.style is not None else None
            if colour is not None and colour.triplet is not None:
                out.add(colour.triplet.hex.lower())
    return out


def _own_background(widget: TextLines) -> str:
    colour = widget.rich_style.bgcolor
    assert colour is not None and colour.triplet is not None
    return colour.triplet.hex.lower()


async def test_the_log_and_the_keys_take_the_new_theme_at_once() -> None:
    """Switched to Light: the log's and the key bar's lines are drawn on the light background."""
    session = Session.new(Setup(players=[PlayerSetup(name="Anna"), PlayerSetup(name="Ben")], seed=3))
    app = ViticultureApp(session=session)
    async with app.run_test(size=(160, 50)) as pilot:
        await tap(pilot, "enter")
        screen = game_screen(app)
        panels = (screen.query_one(GameLog), screen.query_one(KeyRows))
        dark = {type(p).__name__: _own_background(p) for p in panels}
        for panel in panels:
            # A loaded machine may take a few refreshes to draw the panel; no key is pressed.
            await settle(pilot, lambda panel=panel: dark[type(panel).__name__] in _backgrounds(panel))
        app.choose_theme(LIGHT)
        await pilot.pause()
        for panel in panels:
            light = _own_background(panel)
            assert light != dark[type(panel).__name__], "the themes share a background: no check"
            await settle(pilot, lambda panel=panel, light=light: light in _backgrounds(panel))
            drawn = _backgrounds(panel)
            assert light in drawn and dark[type(panel).__name__] not in drawn, type(panel).__name__
