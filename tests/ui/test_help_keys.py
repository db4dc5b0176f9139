"""Help spells every key as the key bar does: one spelling per key everywhere (issue 11)."""

from __future__ import annotations

import re

from rich.console import Console
from textual.binding import Binding

from tests.ui.helpers import SMALL, screen_text
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.help import HelpScreen, _keys_table

MIXED = re.compile(r"\b(Esc|Enter|Ctrl\+[A-Za-z]|ctrl\+[a-z]|escape|Tab|question_mark)\b")
"""Spellings of keys other than the key bar's (esc, ⏎, ^s, tab)."""


def _key_column(app: ViticultureApp) -> list[str]:
    console = Console(record=True, width=160, color_system=None)
    console.print(_keys_table(lambda key, shown: app.get_key_display(Binding(key, "", key_display=shown))))
    lines = console.export_text().splitlines()
    return [line.strip().split("  ")[0] for line in lines if line.strip()]


def test_help_spells_keys_as_the_key_bar() -> None:
    app = ViticultureApp()
    keys = _key_column(app)
    assert MIXED.findall(" ".join(keys)) == []
    assert {"esc", "⏎", "^s", "^p", "^q", "?", "tab"} <= set(keys)


async def test_help_says_what_the_caret_means() -> None:
    app = ViticultureApp()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert "esc Close" in screen_text(app)
        assert "^s is Ctrl and S together" in " ".join(screen_text(app).split())
