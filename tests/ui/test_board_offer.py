"""The board's list of one space's placements: each line whole, its space's name said once."""

from __future__ import annotations

import pytest
from rich.text import Text

from tests.ui.helpers import screen_text, session_until
from viticulture_tui.engine.registry import choice
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.game import GameScreen
from viticulture_tui.ui.widgets.board import Board, offer_label


def test_a_placement_is_said_without_its_spaces_name() -> None:
    """The list's heading names the space, so its lines start with what differs."""
    assert (
        offer_label("Play summer visitor", "Play summer visitor: place your grande on the bonus space")
        == "Place your grande on the bonus space"
    )
    assert offer_label("Give tour", "Gain 1 lira: place a worker") == "Gain 1 lira: place a worker"
    assert offer_label("Give tour", "Give tour: ") == "Give tour: "


def board_rows(app: ViticultureApp, board: Board) -> list[str]:
    """The lines inside the board's box, read off the screen."""
    box = board.content_region
    rows = screen_text(app).split("\n")[box.y : box.y + box.height]
    return [row[box.x : box.x + box.width] for row in rows]


def board_words(app: ViticultureApp, board: Board) -> str:
    """The words inside the board's box, read off the screen, on one line."""
    return " ".join(" ".join(board_rows(app, board)).split())


async def test_every_placement_of_a_space_reads_whole() -> None:
    """Give tour at a 3-player table (plain and bonus space, worker and grande), at 100x30 where the
    board is half the screen: every line's words are on the board, a line longer than the board
    wrapped under itself instead of being cut off."""
    session = session_until(3, 4, lambda s: s.state.phase == "summer", visitors=False)
    app = ViticultureApp(session=session)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter", "t")
        screen = app.screen
        assert isinstance(screen, GameScreen)
        board = screen.query_one(Board)
        assert board.offer is not None and len(board.offer[1]) == 4
        await pilot.pause()
        text = board_words(app, board)
        for c in board.offer[1]:
            assert offer_label("Give tour", c.label) in text
        assert "Give tour: which space and worker?" in text
        words = " ".join(f"word{i}" for i in range(30))
        long = choice("place", ("give_tour", "plain", "worker"), f"Give tour: {words}", "§5.1")
        board.offer_choices("Give tour", [long])
        await pilot.pause()
        assert words.capitalize() in board_words(app, board)


async def test_words_about_a_space_too_long_for_a_short_board_end_in_an_ellipsis(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """At 80x24 the board has one line for the highlighted space's words: a reason longer than that
    line ends in "…" instead of stopping mid-sentence."""
    from viticulture_tui.ui.widgets import board as board_module

    words = " ".join(f"reason{i}" for i in range(40))
    monkeypatch.setattr(board_module, "_info", lambda *args: Text(words))
    session = session_until(2, 4, lambda s: s.state.phase == "summer", visitors=False)
    app = ViticultureApp(session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        board = screen.query_one(Board)
        rows = [row.rstrip() for row in board_rows(app, board) if "reason" in row]
        assert len(rows) == 1 and rows[0].startswith("reason0 reason1")
        assert rows[0].endswith("…") and "reason39" not in rows[0]
