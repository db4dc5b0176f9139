"""The Automa panel of the solo game: its cards and blocks, the year, the target, the bonus tokens."""

from __future__ import annotations

from typing import NamedTuple

from rich.text import Text
from textual.reactive import reactive

from viticulture_tui.engine.solo import SoloView
from viticulture_tui.ui.render.automa import panel_text, panel_title
from viticulture_tui.ui.widgets.text_lines import TextLines


class AutomaData(NamedTuple):
    """The solo game's public side, the season, and how much detail fits."""

    view: SoloView
    phase: str
    wide: bool


class AutomaPanel(TextLines):
    """Always on screen in a solo game: what the Automa blocks and what the player must beat."""

    DEFAULT_CSS = """
    AutomaPanel {
        height: auto;
    }
    """
    WRAP = True
    data: reactive[AutomaData | None] = reactive(None)

    def watch_data(self) -> None:
        """New data: new lines, and the title with the level and the year."""
        super().watch_data()
        if self.data is not None:
            title = panel_title(self.data.view)
            if self.border_title != title:
                self.border_title = title
        self.refresh(layout=True)

    def make_text(self) -> Text:
        """Cards and blocks, target, tokens (and the Automa's workers when wide)."""
        if self.data is None:
            return Text("")
        return panel_text(self.data.view, self.data.phase, self.data.wide)
