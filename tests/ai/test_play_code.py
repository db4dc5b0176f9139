"""The fingerprint of the code that plays arena games: blind to words, alive to code, and complete."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from viticulture_tui.ai import play_code
from viticulture_tui.ai.play_code import fingerprint, play_modules, shape

MODULE = '''
"""A module."""

LIMIT = 3  # a comment


def twice(x: int) -> int:
    """Twice x."""
    return 2 * x
'''


def test_words_and_layout_do_not_change_the_shape() -> None:
    """Docstrings, comments and layout are left out; a changed constant or body is not."""
    reworded = MODULE.replace('"""Twice x."""', '"""Doubles it, in other words."""').replace(
        "# a comment", ""
    )
    relaid = MODULE.replace("return 2 * x", "return (2\n            * x)")
    assert shape(reworded) == shape(MODULE) == shape(relaid)
    assert shape(MODULE.replace("LIMIT = 3", "LIMIT = 4")) != shape(MODULE)
    assert shape(MODULE.replace("2 * x", "x + x")) != shape(MODULE)


def test_a_change_to_a_play_module_changes_the_fingerprint(monkeypatch: pytest.MonkeyPatch) -> None:
    """The weights of the vintner changed by one digit: another fingerprint."""
    shipped = fingerprint()
    real = play_code._source

    def edited(name: str) -> str:
        text = real(name)
        return text.replace('"plant": 12.652', '"plant": 12.653') if name.endswith(".weights") else text

    monkeypatch.setattr(play_code, "_source", edited)
    fingerprint.cache_clear()
    try:
        assert fingerprint() != shipped
    finally:
        monkeypatch.undo()
        fingerprint.cache_clear()
    assert fingerprint() == shipped


LOADED = textwrap.dedent(
    """
    import random, sys
    from viticulture_tui.ai.bot import ask
    from viticulture_tui.ai.levels import LEVELS, make_bot
    from viticulture_tui.engine import GameOptions, PlayerSetup, Setup, apply, new_game

    for players in (1, 2):
        for level in LEVELS:
            state = new_game(Setup(players=[PlayerSetup(name=f"S{i}") for i in range(players)], seed=3))
            bots = [make_bot(level) for _ in range(players)]
            for _ in range(6):
                top = state.top()
                apply(state, ask(bots[top.seat], state, random.Random(1)))
    print("\\n".join(sorted(m for m in sys.modules if m.startswith("viticulture_tui"))))
    """
)


def test_every_module_a_bot_runs_is_in_the_fingerprint() -> None:
    """Every module of the package loaded while each level plays, solo and at a table, is one the
    import search found (so a module a bot comes to use is in the fingerprint without a list)."""
    result = subprocess.run([sys.executable, "-c", LOADED], capture_output=True, text=True, check=True)
    loaded = set(result.stdout.split())
    assert "viticulture_tui.ai.expert" in loaded and "viticulture_tui.engine.sampling" in loaded
    assert loaded <= play_modules()


def test_a_constants_docstring_is_words_too() -> None:
    """The string after a constant documents it, like a function's docstring: not counted."""
    documented = MODULE.replace("LIMIT = 3  # a comment", 'LIMIT = 3\n"""How many."""')
    assert shape(documented.replace("How many.", "At most this many.")) == shape(documented) == shape(MODULE)


def test_an_engine_module_no_game_imports_is_not_counted(monkeypatch: pytest.MonkeyPatch) -> None:
    """The undo, for one: changed, the fingerprint stays (the definition before counted it)."""
    assert "viticulture_tui.engine.undo" not in play_modules()
    assert "viticulture_tui.engine.game" in play_modules()
    shipped, whole = fingerprint(), play_code.whole_engine_fingerprint()
    real = play_code._source

    def edited(name: str) -> str:
        return real(name) + "\nEXTRA = 1\n" if name == "viticulture_tui.engine.undo" else real(name)

    monkeypatch.setattr(play_code, "_source", edited)
    fingerprint.cache_clear()
    play_code.whole_engine_fingerprint.cache_clear()
    try:
        assert fingerprint() == shipped
        assert play_code.whole_engine_fingerprint() != whole
    finally:
        monkeypatch.undo()
        fingerprint.cache_clear()
        play_code.whole_engine_fingerprint.cache_clear()
