"""The hand-over curtain: it covers the whole game until the next player is at the keyboard."""

from __future__ import annotations

from typing import NamedTuple

from rich.text import Text
from textual.reactive import reactive

from viticulture_tui.ui.palette import PlayerColour, shade
from viticulture_tui.ui.render.players import tag
from viticulture_tui.ui.widgets.text_lines import TextLines


class HandOverData(NamedTuple):
    """Who takes the keyboard and what they will be asked."""

    seat: int
    name: str
    colour: PlayerColour
    question: str
    undo_by: str | None = None
    """The player who has just handed over, when they may still take that action back (u)."""


class HandOver(TextLines):
    """'Pass the keyboard to Anna — Enter when ready'; shown over everything private."""

    WRAP = True

    data: reactive[HandOverData | None] = reactive(None)

    def watch_data(self) -> None:
        """Frame the curtain in the player's colour."""
        super().watch_data()
        data = self.data
        if data is not None:
            self.styles.border = ("heavy", shade(data.colour))

    def make_text(self) -> Text:
        """The player's name in their colour and symbol, the question, and the key to press."""
        data = self.data
        if data is None:
            return Text("")
        out = Text("Pass the keyboard to ", style="bold")
        out.append_text(tag(data.name, data.colour))
        out.append("\n\n")
        out.append(f"{data.name} will be asked: ", style="dim")
        out.append(data.question)
        out.append("\n\n")
        out.append(f"{data.name}, press Enter when you are ready.", style="bold")
        out.append("\nEverything private stays hidden until then.", style="dim")
        if data.undo_by is not None:
            out.append(f"\n\n{data.undo_by}: u takes back your last action.", style="dim")
        return out
