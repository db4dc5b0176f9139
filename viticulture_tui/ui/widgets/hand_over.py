"""The hand-over curtain: it covers the whole game until the next player is at the keyboard."""

from __future__ import annotations

from typing import NamedTuple

from rich.text import Text
from textual.reactive import reactive

from viticulture_tui.safe_text import printable
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
    away: tuple[str, ...] = ()
    """The public log lines written since this player's last decision, oldest first."""
    first_turn: bool = False
    """The player has not decided anything yet: `away` runs from the start of the game."""


AWAY_MOST = 12
"""The most rows of 'since your last turn' on the curtain, its heading included; the log holds all."""
CURTAIN_LINES = 16
"""Rows the rest of the curtain may take: border, padding, its other lines (a question wraps), the keys."""


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
        summary = self._away_text(data)
        if summary is not None:
            out.append_text(summary)
            out.append("\n\n")
        out.append(f"{data.name}, press Enter when you are ready.", style="bold")
        out.append("\nEverything private stays hidden until then.", style="dim")
        if data.undo_by is not None:
            out.append(f"\n\n{data.undo_by}: u takes back your last action.", style="dim")
        return out

    def _away_text(self, data: HandOverData) -> Text | None:
        """'Since your last turn:' and the latest public lines that fit the screen, each wrapped whole."""
        if not data.away:
            return None
        undo_rows = 2 if data.undo_by is not None else 0
        room = min(AWAY_MOST, self.app.size.height - CURTAIN_LINES - undo_rows) - 1  # under the heading
        if room < 1:
            # Not even a line fits under a heading: the log shows them all, marked.
            return Text(f"{len(data.away)} new lines in the log since your last turn.", style="dim")
        # The width the layout asks the text for: content_size, read while the curtain is being laid
        # out, lays it out again (and makes this text once more inside).
        width = max(10, (self.text_width or self.content_size.width or 58) - 2)
        rows: list[Text] = []
        shown = 0
        # Newest first, whole lines only: a line that does not fit is left to the log.
        for line in reversed(data.away):
            wrapped = Text(printable(line)).wrap(self.app.console, width)
            if len(rows) + len(wrapped) > room:
                break
            rows[:0] = [Text.assemble("• " if i == 0 else "  ", part) for i, part in enumerate(wrapped)]
            shown += 1
        heading = "Since the game began:" if data.first_turn else "Since your last turn:"
        out = Text(heading, style="bold")
        if shown < len(data.away):
            out.append(f" ({len(data.away) - shown} earlier in the log)", style="dim")
        for row in rows:
            out.append("\n")
            out.append_text(row)
        return out
