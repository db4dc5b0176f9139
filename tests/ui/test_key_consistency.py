"""Issue 12, "the same keys for the same thing everywhere": the registry, the bindings, the bars."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from collections import defaultdict
from pathlib import Path

import pytest
from textual.binding import Binding
from textual.dom import DOMNode

import viticulture_tui.ui
from tests.ui.helpers import SMALL, screen_text, session_until, tap
from tests.ui.walkthrough_keys import open_walkthrough
from viticulture_tui.ui import walkthrough_record
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.commands import COMMANDS
from viticulture_tui.ui.widgets.key_bar import KeyBar
from viticulture_tui.ui.widgets.key_rows import KeyRows

GENERATED = {"pick", "digit", "year"}
"""Actions bound by a loop over digits (placements, lines of a list, years): not words on the bar."""


def _our_classes() -> list[type[DOMNode]]:
    """Every screen, widget and the app defined in the game's interface package."""
    found: list[type[DOMNode]] = []
    for info in pkgutil.walk_packages(viticulture_tui.ui.__path__, "viticulture_tui.ui."):
        if info.name.endswith(("startup_probe", "screenshot", "bench")):
            continue  # programs of their own, not part of the app's screens
        module = importlib.import_module(info.name)
        for _name, cls in inspect.getmembers(module, inspect.isclass):
            if issubclass(cls, DOMNode) and cls.__module__ == module.__name__:
                found.append(cls)
    return found


def test_a_word_on_the_bar_is_always_the_same_key() -> None:
    """Each description the bar shows goes with one key, whichever screen shows it."""
    keys: dict[str, set[str]] = defaultdict(set)
    for c in COMMANDS:
        if c.show:
            keys[c.description].add(c.key_display or c.key)
    assert {words: k for words, k in keys.items() if len(k) > 1} == {}


def test_every_binding_comes_from_the_registry() -> None:
    """No screen or widget binds a key of its own beside the registry (digit loops aside)."""
    registered = {(c.key, c.action) for c in COMMANDS}
    classes = _our_classes()
    assert len(classes) > 30
    stray = []
    for cls in classes:
        for item in cls.__dict__.get("BINDINGS", []):
            binding = item if isinstance(item, Binding) else Binding(*item)
            if binding.action.split("(")[0] in GENERATED:
                continue
            if (binding.key, binding.action) not in registered:
                stray.append((cls.__name__, binding.key, binding.action, binding.description))
    assert stray == []


@pytest.mark.parametrize(
    ("opening", "scope"),
    [("question_mark", "help"), ("i", "players"), ("e", "rule_popup"), ("ctrl+r", "rules_reference")],
)
def test_the_key_that_opens_a_screen_over_the_game_closes_it(opening: str, scope: str) -> None:
    """?, i, e and ^r open a screen; the same key (and Escape) closes it."""
    closing = {c.key for c in COMMANDS if c.scope == scope and c.action == "close"}
    assert {opening, "escape"} <= closing


def test_leaving_for_the_title_is_ctrl_t_wherever_a_game_is_on_screen() -> None:
    """^t leaves a game for the title; it does the same from the walkthrough and the replay."""
    for scope, action in (("app", "leave_game"), ("walkthrough", "leave"), ("replay", "back")):
        assert any(c.key == "ctrl+t" and c.action == action and c.scope == scope for c in COMMANDS), scope
    stepping_back = {c.key for c in COMMANDS if c.action == "back"} | {
        c.key for c in COMMANDS if c.action == "leave" and c.scope == "hand"
    }
    assert stepping_back <= {"escape", "ctrl+t"}


def _pairs(bar: KeyBar) -> list[str]:
    return [" ".join(entry.plain.split()) for entry in bar.entries()]


async def test_the_bar_names_what_takes_the_keys(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """List open: ⏎ Choose; hand focused: esc Back; quit reads ^q; Enter that reads on is Go on."""
    session = session_until(2, 4, lambda s: s.state.phase == "summer" and s.decision_kind() == "turn")
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        await tap(pilot, "enter")
        bar = app.screen.query_one(KeyRows)
        assert "⏎ Select" in _pairs(bar) and "^q Quit" in _pairs(bar)
        await tap(pilot, "a")
        assert _pairs(bar)[:2] == ["⏎ Choose", "esc Back"]
        await tap(pilot, "escape")  # hide the list
        await tap(pilot, "tab")
        assert app.focused is not None and app.focused.id == "hand-list"
        assert "esc Back" in _pairs(bar) and not any("hand" in pair for pair in _pairs(bar))
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        rows = app.screen.query_one(KeyRows)
        one_line = KeyBar.make_text(rows).plain  # the same keys as the one-line bar draws them
        assert rows.make_text().plain.count("\n") == 1  # two lines of whole keys
        assert " ".join(rows.make_text().plain.split()) == " ".join(one_line.split()).removesuffix(
            " ^p palette"
        )
    monkeypatch.setattr(walkthrough_record, "folder_of", lambda app: tmp_path)
    app = ViticultureApp()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert "^q Quit" in screen_text(app) and " q Quit" not in screen_text(app)
        await open_walkthrough(pilot)
        assert "⏎ Go on" in screen_text(app)
        assert "⏎ Go on" in [f"{c.key_display or '⏎'} {c.description}" for c in COMMANDS if c.scope == "news"]
