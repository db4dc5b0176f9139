"""The top line: the year, its seasons in order (the current one lit), who decides and what they are asked."""

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
SEASONS = ("spring", "summer", "fall", "winter")
"""The four seasons of a year, in the order they are played (§3)."""
SHORT_SEASONS = {"spring": "Sp", "summer": "Su", "fall": "Fa", "winter": "Wi"}
"""The seasons not being played, on a narrow screen."""
NARROW = 100
"""Below this width the seasons not being played are written short."""
STEP = " ▸ "


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
        """'Year 2  Spring ▸ Summer ▸ Fall ▸ Winter  ● Anna: Your turn: place a worker or pass'."""
        data = self.data
        if data is None:
            return Text("")
        out = Text()
        out.append(f" Year {data.year}", style="bold")
        out.append_text(seasons(data.phase, narrow=self.content_size.width < NARROW))
        if data.last_year:
            out.append(" last year! ", style="bold #E69F00")
        if data.decider is not None and data.colour is not None:
            out.append(" ")
            out.append_text(tag(data.decider, data.colour))
            out.append(f": {data.prompt}")
        else:
            out.append(f" {data.prompt}")
        width = self.content_size.width
        if width > 0:
            # A long question (a visitor's offer) is cut at the edge: the "…" says there is more,
            # which the open list of choices says in full.
            out.truncate(width, overflow="ellipsis")
        return out


def seasons(phase: str, *, narrow: bool) -> Text:
    """The year's seasons in order, the one being played lit; setup, year end and game over stand alone."""
    out = Text(" ")
    if phase not in SEASONS:
        out.append(f" {SEASON_WORDS.get(phase, phase)} ", style="bold reverse")
        out.append(" ")
        return out
    for i, season in enumerate(SEASONS):
        if i:
            out.append(STEP)
        if season == phase:
            out.append(f" {SEASON_WORDS[season]} ", style="bold reverse")
        else:
            out.append(SHORT_SEASONS[season] if narrow else SEASON_WORDS[season])
    out.append(" ")
    return out
