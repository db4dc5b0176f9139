"""Check boxes and radio buttons whose mark says whether they are on, not only their colour."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Checkbox, RadioButton

TICK = "✓"
DOT = "●"
EMPTY = " "


class TickBox(Checkbox):
    """A check box drawn ▐✓▌ when ticked and ▐ ▌ when not (Textual draws ▐X▌ for both)."""

    @property
    def _button(self) -> Content:
        # Textual reads the mark from BUTTON_INNER each time it draws the box.
        self.BUTTON_INNER = TICK if self.value else EMPTY
        return super()._button


class TickRadio(RadioButton):
    """A radio button drawn ▐●▌ when chosen and ▐ ▌ when not."""

    @property
    def _button(self) -> Content:
        self.BUTTON_INNER = DOT if self.value else EMPTY
        return super()._button
