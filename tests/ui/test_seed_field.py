"""The new-game form's seed: a whole number of bounded length, anything else refused with words."""

from __future__ import annotations

import pytest
from textual.widgets import Input

from tests.ui.helpers import SMALL, screen_text
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.new_game import SEED_DIGITS, NewGameScreen, parse_seed


@pytest.mark.parametrize(
    ("text", "seed"),
    [("42", 42), ("-7", -7), ("0", 0), ("9" * SEED_DIGITS, int("9" * SEED_DIGITS))],
)
def test_whole_numbers_are_seeds(text: str, seed: int) -> None:
    assert parse_seed(text) == seed


@pytest.mark.parametrize("text", ["9" * 5000, "9" * (SEED_DIGITS + 1), "²", "١٢", "-", "--1", "1e3", "0x10"])
def test_anything_else_is_not_a_seed(text: str) -> None:
    assert parse_seed(text) is None


async def test_a_5000_digit_seed_is_refused_with_words() -> None:
    """A pasted seed longer than Python's int limit gave ValueError; now the form says what a seed is."""
    app = ViticultureApp()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("n")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, NewGameScreen)
        form.query_one("#seed", Input).value = "9" * 5000
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        assert "whole number" in screen_text(app)
