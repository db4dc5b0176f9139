"""Issue 12: the mats at the table (plots, tiles, grids, the others' mats) read at 4.5:1 in every theme."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests.ui.contrast import failures
from tests.ui.helpers import session_until
from tests.ui.test_table_everyone import _everything_shown
from viticulture_tui.session import Session
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.game import GameScreen
from viticulture_tui.ui.themes import THEMES


def _first_turn(session: Session) -> bool:
    """Empty fields, no tokens, nothing built: the dim words on the plots' frames."""
    return session.decision_kind() == "turn"


POSITIONS: dict[str, tuple[int, int, tuple[int, int], Callable[[Session], bool]]] = {
    "4 players mid-game, 160x50": (4, 6, (160, 50), _everything_shown),
    "6 players mid-game, 200x60": (6, 1, (200, 60), _everything_shown),
    "2 players, first turn, 160x50": (2, 3, (160, 50), _first_turn),
}


@pytest.mark.parametrize("theme", list(THEMES))
@pytest.mark.parametrize("position", list(POSITIONS))
async def test_the_table_reads_in_every_theme(position: str, theme: str) -> None:
    """No text on the game screen under 4.5:1, whatever the mats hold."""
    players, seed, size, stop = POSITIONS[position]
    app = ViticultureApp(session=session_until(players, seed, stop))
    async with app.run_test(size=size) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        app.choose_theme(theme)  # as from the palette, on the screen already drawn
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and not app.screen.covered
        assert failures(app) == []
