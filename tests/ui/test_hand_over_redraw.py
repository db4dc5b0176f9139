"""Placing a worker brings the curtain down without work done over: its text is not made again and
again, and the board's panels, hidden behind it, are not restyled."""

from __future__ import annotations

from typing import Any

import pytest

from tests.ui.helpers import game_screen, tap
from viticulture_tui.engine import PlayerSetup, Setup
from viticulture_tui.session import Session
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.widgets.board import Board
from viticulture_tui.ui.widgets.hand_over import HandOver


async def test_the_curtain_comes_down_with_one_text_and_no_restyle_of_the_board(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Anna places a worker: the curtain for Ben is made at most twice and #board-box keeps its classes."""
    session = Session.new(Setup(players=[PlayerSetup(name="Anna"), PlayerSetup(name="Ben")], seed=1))
    while session.state.phase != "summer":
        session.apply(session.choices()[0].action)
    app = ViticultureApp(session=session)
    async with app.run_test(size=(160, 50)) as pilot:
        screen = game_screen(app)
        if screen.covered:
            await tap(pilot, "enter")
        assert not screen.covered and session.decision_kind() == "turn"
        box = screen.query_one("#board-box")
        made: list[int] = []
        restyled: list[Any] = []
        make_text = HandOver.make_text
        monkeypatch.setattr(HandOver, "make_text", lambda self: made.append(1) or make_text(self))
        update = type(box).update_node_styles
        monkeypatch.setattr(
            type(box), "update_node_styles", lambda self, *a: (restyled.append(self.id), update(self, *a))[1]
        )
        placed = len(session.state.placements)
        await tap(pilot, "l")
        if screen.query_one(Board).offer is not None:
            await tap(pilot, "1")
        await pilot.pause()
        assert len(session.state.placements) == placed + 1 and screen.covered
        assert "board-box" not in restyled, "the board's panels were restyled behind the curtain"
        # Shown again, the curtain is laid out twice (its text made for each); reading content_size
        # inside its text laid it out again within each, four times in all.
        assert sum(made) <= 2, f"the curtain's text was made {sum(made)} times"
        await tap(pilot, "enter")  # Ben lifts the curtain: the board has its ring
        assert not screen.covered and box.has_class("-takes-keys")
