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


def test_short_structure_names_differ_and_the_help_lists_them() -> None:
    """Tasting Room and Trellis were TR and Tr: short names now differ beyond case, start with
    their structure's name, and the help lists each with its whole name."""
    from viticulture_tui.engine.catalog import catalog
    from viticulture_tui.ui.render.mat import STRUCTURE_SHORT
    from viticulture_tui.ui.screens.help import _marks_table

    names = {s.id: s.name for s in catalog().structures}
    assert set(STRUCTURE_SHORT) == set(names)
    assert len({short.casefold() for short in STRUCTURE_SHORT.values()}) == len(STRUCTURE_SHORT)
    console = Console(record=True, width=160, color_system=None)
    console.print(_marks_table())
    text = console.export_text()
    for structure, short in STRUCTURE_SHORT.items():
        assert short[0] == names[structure][0]
        assert re.search(rf"{short}\s+{names[structure]}", text), short
    for mark in ("·", "+", "x"):
        assert re.search(rf"^\s*{re.escape(mark)}\s+\w", text, re.M), mark


async def test_the_help_lists_the_keys_of_the_screen_under_it_first() -> None:
    """? in a game: after the three keys that work anywhere come the board's, on the help's first
    screen, not the title's; ? on the title screen: the title's; every scope is listed either way."""
    from tests.ui.helpers import game_screen, session_from
    from viticulture_tui.ui.commands import SCOPE_TITLES

    def headings(app: ViticultureApp) -> list[str]:
        help_screen = app.screen
        assert isinstance(help_screen, HelpScreen)
        console = Console(record=True, width=160, color_system=None)
        console.print(_keys_table(lambda key, shown: key, help_screen.first))
        text = console.export_text()
        return [t for t in sorted(SCOPE_TITLES.values(), key=text.find) if t in text]

    app = ViticultureApp(session=session_from(2, 3))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("enter")
        game_screen(app)
        await pilot.press("question_mark")
        await pilot.pause()
        shown = headings(app)
        assert shown[:2] == ["Anywhere", "The board (your turn)"] and set(shown) == set(SCOPE_TITLES.values())
        assert "Place a worker on the highlighted space" in screen_text(app)  # on its first screen
    app = ViticultureApp()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        assert headings(app)[:2] == ["Anywhere", "Title screen"]
