"""The README's screenshot (issue 12): made by the app itself, a game in progress, the same every time."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.ui.helpers import session_from
from viticulture_tui.ui import screenshot

ROOT = Path(__file__).resolve().parents[2]


def test_the_readme_opens_with_the_picture_and_keeps_its_two_commands() -> None:
    """Title, the picture, then the two commands as before; the picture is an SVG of the game."""
    lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    assert lines[0] == "# Viticulture TUI"
    assert lines[2].startswith("![") and lines[2].endswith("(docs/screenshot.svg)")
    block = lines[lines.index("```sh") + 1 : lines.index("```sh") + 3]
    assert [line.split()[:2] for line in block] == [["make", "play"], ["make", "test"]]
    svg = (ROOT / "docs" / "screenshot.svg").read_text(encoding="utf-8")
    assert svg.lstrip().startswith("<svg") and "Viticulture" in svg
    assert "Make&#160;wine" in svg and "Year&#160;" in svg  # the game screen, not the title


def test_a_new_game_is_no_full_table() -> None:
    """The picture waits for vines, wines, buildings and workers on both seasons."""
    session = session_from(4, 1)
    assert not screenshot.full_table(session)


@pytest.mark.fuzz
def test_the_picture_is_the_same_every_time(tmp_path: Path) -> None:
    """Two runs write the same file (seeded seats; the ids in the SVG come from its content)."""
    first, second = tmp_path / "a" / "shot.svg", tmp_path / "b" / "shot.svg"
    assert screenshot.main([str(first)]) == 0 and screenshot.main([str(second)]) == 0
    assert first.read_bytes() == second.read_bytes()
    assert screenshot.full_table(screenshot.position())
