"""Issue 11: on the new-game form a ticked box and an empty one look different, not only in colour."""

from __future__ import annotations

from textual.widgets import Checkbox, RadioButton

from tests.ui.helpers import SMALL, screen_text, tap
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.new_game import NewGameScreen


def _line(app: ViticultureApp, words: str) -> str:
    return next(line for line in screen_text(app).splitlines() if words in line)


async def test_ticked_and_empty_boxes_differ_in_their_mark() -> None:
    """The friendly variant starts empty (▐ ▌); ticked it shows ▐✓▌; the chosen player count ▐●▌."""
    app = ViticultureApp()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await tap(pilot, "n")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, NewGameScreen)
        friendly = form.query_one("#friendly", Checkbox)
        assert not friendly.value
        assert "▐ ▌ Friendly variant" in _line(app, "Friendly variant")
        friendly.value = True
        await pilot.pause()
        assert friendly.render().plain.startswith("▐✓▌ Friendly variant")
        friendly.value = False
        assert friendly.render().plain.startswith("▐ ▌ Friendly variant")
        marks = {b.id: b.render().plain[:3] for b in form.query(RadioButton)}
        assert sorted(marks.values()) == sorted(["▐●▌"] + ["▐ ▌"] * (len(marks) - 1))
