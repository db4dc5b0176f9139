"""The top line: year, season, who decides and what they are asked."""

from __future__ import annotations

from typing import NamedTuple

from rich.text import Text
from textual.reactive import reactive

from viticulture_tui.ui.palette import PlayerColour
from viticulture_tui.ui.render.players import tag
from viticulture_tui.ui.widgets.text_lines import TextLines

SEASON_WORDS = {
    "setup": "Setup",
    "spring": "Spring",
    "summer": "Summer",
    "fall": "Fall",
    "winter": "Winter",
    "year_end": "Year end",
    "game_over": "Game over",
}


class StatusData(NamedTuple):
    """The year and season, the deciding player and the question put to them."""

    year: int
    phase: str
    decider: str | None
    colour: PlayerColour | None
    prompt: str
    last_year: bool


class StatusBar(TextLines):
    """One line that says where in the year the game is and whose move it is."""

    data: reactive[StatusData | None] = reactive(None)

    def make_text(self) -> Text:
        """'Year 2 · Summer │ ● Anna: Your turn: place a worker or pass'."""
        data = self.data
        if data is None:
            return Text("")
        out = Text()
        out.append(f" Year {data.year} · {SEASON_WORDS.get(data.phase, data.phase)} ", style="bold reverse")
        if data.last_year:
            out.append(" last year! ", style="bold #E69F00")
        if data.decider is not None and data.colour is not None:
            out.append(" ")
            out.append_text(tag(data.decider, data.colour))
            out.append(f": {data.prompt}")
        else:
            out.append(f" {data.prompt}")
        return out
