"""The victory point track (-5 to 25, the 20 that ends the game marked) and the residual payment track."""

from __future__ import annotations

from typing import NamedTuple

from rich.text import Text
from textual.reactive import reactive

from viticulture_tui.engine.catalog import catalog
from viticulture_tui.ui.palette import PlayerColour
from viticulture_tui.ui.render.automa import automa_mark
from viticulture_tui.ui.render.players import symbol
from viticulture_tui.ui.render.tracks import inline_track, track_lines
from viticulture_tui.ui.widgets.text_lines import TextLines

TRACK_TOP = 25
"""The last point printed on the board's VP track; a score above it stands past the end."""
GOAL_MARK = "⚑"
"""Beside the goal's number on the track: reaching it makes this year the last (solo has none)."""
GOAL_STYLE = "bold #E69F00"
LABEL_EVERY = 5
RESIDUAL_NOTE = " lira each year"


class ScoreData(NamedTuple):
    """Every seat's VP and residual payment marker, their colours, and the Automa's VP in solo."""

    vp: tuple[int, ...]
    residual: tuple[int, ...]
    colours: tuple[PlayerColour, ...]
    goal: int | None
    """The score that makes the year the last one (None in solo, which ends after its years)."""
    automa_vp: int | None = None
    """Solo: the Automa's marker on the VP track (the score to beat)."""


class ScoreTracks(TextLines):
    """The VP track with a marker per player (several may share a point), then the residual track."""

    DEFAULT_CSS = """
    ScoreTracks {
        height: 3;
    }
    """

    data: reactive[ScoreData | None] = reactive(None)

    def make_text(self) -> Text:
        """Markers over the VP track, the track, and the residual payments in one line."""
        data = self.data
        if data is None:
            return Text("")
        return tracks_text(data, max(20, self.content_size.width))


def tracks_text(data: ScoreData, width: int) -> Text:
    """The three lines of the tracks at this width."""
    board = catalog().board
    floor = board.vp_floor
    points = list(range(floor, TRACK_TOP + 1))
    # Scores past the printed end each get a point of their own after it, so none is hidden.
    points += sorted({vp for vp in data.vp if vp > TRACK_TOP})
    markers: dict[int, list[Text]] = {}
    for seat, vp in enumerate(data.vp):
        markers.setdefault(vp, []).append(symbol(data.colours[seat]))
    if data.automa_vp is not None:
        markers.setdefault(min(max(data.automa_vp, floor), points[-1]), []).append(automa_mark())
    labels: dict[int, Text] = {}
    for point in points:
        if point % LABEL_EVERY == 0 or point > TRACK_TOP:
            labels[point] = Text(str(point), style="bold")
    if data.goal is not None:
        labels[data.goal] = Text(f"{data.goal}{GOAL_MARK}", style=GOAL_STYLE)
    head = "VP "
    top, bottom = track_lines(points, labels, markers, width - len(head))
    out = Text(" " * len(head))
    out.append_text(top)
    out.append("\n")
    out.append(head, style="bold")
    out.append_text(bottom)
    residual: dict[int, list[Text]] = {}
    for seat, value in enumerate(data.residual):
        residual.setdefault(value, []).append(symbol(data.colours[seat]))
    line = Text("Residual payments ", style="bold")
    line.append_text(inline_track(range(board.residual_max + 1), residual))
    if line.cell_len + len(RESIDUAL_NOTE) <= width:
        line.append(RESIDUAL_NOTE, style="dim")
    out.append("\n")
    out.append_text(line)
    return out
