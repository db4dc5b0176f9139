"""Issue 12: the replay at 80x24 plays, one view at a time as in a game, and nothing is cut off."""

from __future__ import annotations

from pathlib import Path

from tests.persistence.helpers import play
from tests.ui.helpers import screen_text
from tests.ui.test_small_layout import whole
from viticulture_tui.persistence import store
from viticulture_tui.persistence.loader import load_game
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.replay import ReplayScreen
from viticulture_tui.ui.screens.replay_drawing import ReplayBar
from viticulture_tui.ui.screens.table import PANELS, next_view

COMPACT = (80, 24)


def _check_view(screen: ReplayScreen) -> None:
    """The view's panels whole between the replay and status lines and the two lines of keys."""
    screen._refresh_layout()
    table = screen.region.shrink((2, 0, 2, 0))
    for panel_id in dict(PANELS)[screen.panel]:
        whole(screen.query_one(f"#{panel_id}"), table)
    shown = {f"#{w.id}" for w in screen.query(".panel") if w.region.area}
    assert shown == {f"#{p}" for p in dict(PANELS)[screen.panel]}
    bar = screen.query_one(ReplayBar)
    assert bar.make_text().cell_len <= bar.content_size.width, "the replay line is cut"


async def test_the_replay_at_80x24_steps_through_views_and_actions(tmp_path: Path) -> None:
    """d shows each view whole; the arrows, a year and End move through the game as at any size."""
    state = play(3, 11, 300)[0]
    loaded = load_game(store.save_game(state, tmp_path, "a rather long name for a save"))
    app = ViticultureApp(screen=ReplayScreen(loaded, 200))
    async with app.run_test(size=COMPACT) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen) and screen.has_class("-compact")
        seen = []
        for _ in range(6):
            seen.append(screen.panel)
            _check_view(screen)
            assert f" d Show {next_view(screen, screen.panel)} " in screen_text(app)
            await pilot.press("d")
            await pilot.pause()
        assert seen == ["board", "vineyard", "hand", "players", "others", "log"]
        assert screen.panel == "board"
        await pilot.press("right", "right")
        assert screen.replayer.index == 202 and "action 202 of 300" in screen_text(app)
        await pilot.press("2")
        assert screen.replayer.state.year == 2
        _check_view(screen)
        await pilot.press("tab", "d")
        assert "Ben's vineyard" in screen_text(app)
        _check_view(screen)
        await pilot.press("end")
        assert screen.replayer.index == 300
        _check_view(screen)
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        assert not screen.has_class("-compact") and " d Show " not in screen_text(app)
        assert all(screen.query_one(f"#{p}").region.area for p in ("board-box", "mat-box", "hand", "log"))
