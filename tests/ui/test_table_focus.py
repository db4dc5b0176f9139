"""Issue 11, "the choice list stops responding": Tab to the hand then Escape gives the list its keys back."""

from __future__ import annotations

import pytest

from tests.ui.helpers import SMALL, tap
from tests.ui.save_helpers import undoable_session
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.game import GameScreen
from viticulture_tui.ui.widgets.decision_panel import DecisionPanel


@pytest.mark.parametrize("key", ["1", "enter", "a"])
async def test_after_tab_and_escape_the_list_answers_its_keys(key: str) -> None:
    """A list decision; Tab puts the keys on the hand, Escape leaves it: 1, Enter and a work on the list."""
    session = undoable_session()
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        await tap(pilot, "enter")
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.deciding
        panel = screen.query_one(DecisionPanel)
        await tap(pilot, "tab")
        assert app.focused is not None and app.focused.id == "hand-list"
        await tap(pilot, "escape")
        assert screen.deciding
        assert app.focused is not None and app.focused.id == "choices"
        assert all(len(g.choices) == 1 for g in panel.groups)  # a build: one line, one choice
        before = len(session.state.history)
        await tap(pilot, key)
        if key == "a":  # the list was already open: `a` leaves it open, with the keys on it
            assert screen.deciding and app.focused is not None and app.focused.id == "choices"
            await tap(pilot, "1")
        assert len(session.state.history) == before + 1


async def test_keys_reaching_the_screen_while_the_list_is_open_are_the_lists() -> None:
    """With nothing focused (the hand left another way), a digit still picks from the list on screen."""
    session = undoable_session()
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        await tap(pilot, "enter")
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.deciding
        panel = screen.query_one(DecisionPanel)
        screen.set_focus(None)
        await pilot.pause()
        before = len(session.state.history)
        assert all(len(g.choices) == 1 for g in panel.groups)
        await tap(pilot, "2")
        assert len(session.state.history) == before + 1
        assert session.state.history[-1] == ["build", "irrigation"]  # the second line, as numbered
