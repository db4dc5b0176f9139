"""An action space of the board as a tile: its key, its name, its worker spaces and who stands on them."""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from rich.text import Text

from viticulture_tui.engine.board import BONUS_SLOT, BONUS_WORDS, SpaceView
from viticulture_tui.engine.solo import AUTOMA
from viticulture_tui.ui.palette import PlayerColour
from viticulture_tui.ui.render.automa import automa_mark
from viticulture_tui.ui.render.space_names import SHORT_NAMES, TIGHT_NAMES
from viticulture_tui.ui.render.tile_colours import TileInk, on_tile, tile_ink

CURSOR = "▶"
"""At the left edge of the highlighted tile."""
FRESH = "•"
"""At the left edge of a tile someone else took since the viewer's last turn."""
EMPTY = "·"
"""An empty worker space on a narrow tile."""
BONUS = "+"
"""An empty bonus space."""
BRACKETS_FROM = 30
"""Tiles at least this wide draw each worker space in brackets: [●][+][ ]."""


class TileLook(NamedTuple):
    """How a tile stands: highlighted, closed to the viewer, taken meanwhile, and the theme's brightness."""

    lit: bool
    closed: bool
    fresh: bool
    light_theme: bool


class Standing(NamedTuple):
    """Who stands on one space of an action: the seat (or the Automa), and whether it is their grande."""

    seat: int
    grande: bool


def ink_of(view: SpaceView, look: TileLook) -> TileInk:
    """The colours of this tile."""
    return tile_ink(view.season, light_theme=look.light_theme, lit=look.lit, closed=look.closed)


def _worker(standing: Standing, colours: tuple[PlayerColour, ...], ink: TileInk) -> Text:
    if standing.seat == AUTOMA:
        return automa_mark()
    colour = colours[standing.seat]
    # The grande is the same shape, underlined: it is the player's big worker.
    style = f"bold {on_tile(colour, ink)}" + (" underline" if standing.grande else "")
    return Text(colour.symbol, style=style)


def spaces_text(
    slots: tuple[Standing | None, ...],
    extra: tuple[Standing, ...],
    colours: tuple[PlayerColour, ...],
    ink: TileInk,
    brackets: bool,
) -> Text:
    """The worker spaces the player count opens (the bonus one marked), then grandes on the full action."""
    out = Text()
    for i, standing in enumerate(slots):
        bonus = i == BONUS_SLOT
        edge = f"bold {ink.text}" if bonus else ink.muted
        if brackets:
            out.append("[", style=edge)
        if standing is not None:
            out.append_text(_worker(standing, colours, ink))
        elif bonus:
            out.append(BONUS, style=f"bold {ink.text}")
        else:
            out.append(" " if brackets else EMPTY, style=ink.muted)
        if brackets:
            out.append("]", style=edge)
    if extra:
        if slots:
            out.append(" ")
        for standing in extra:
            out.append_text(_worker(standing, colours, ink))
    return out


def _name(view: SpaceView, room: int) -> str:
    if len(view.name) <= room:
        return view.name
    short = SHORT_NAMES.get(view.action, view.name)
    if len(short) > room:
        short = TIGHT_NAMES.get(view.action, short)
    return short if len(short) <= room else short[: max(1, room - 1)] + "…"


@lru_cache(maxsize=1024)
def tile_lines(
    view: SpaceView,
    key: str,
    slots: tuple[Standing | None, ...],
    extra: tuple[Standing, ...],
    colours: tuple[PlayerColour, ...],
    look: TileLook,
    width: int,
    tall: bool,
) -> tuple[Text, ...]:
    """The tile, `width` cells wide: one line, or two when `tall` (spaces and bonus under the name)."""
    ink = ink_of(view, look)
    base = f"{ink.text} on {ink.background}"
    marks = spaces_text(slots, extra, colours, ink, brackets=width >= BRACKETS_FROM)
    edge = CURSOR if look.lit else FRESH if look.fresh else " "
    name_style = f"{ink.muted} italic" if look.closed else f"bold {ink.text}"
    first = Text(style=base)
    first.append(edge, style=f"bold {ink.text}")
    first.append(key or " ", style=f"bold {ink.text}" if not look.closed else ink.muted)
    first.append(" ")
    if tall:
        first.append(_name(view, width - 4), style=name_style)
        second = Text("   ", style=base)
        second.append_text(marks)
        if len(view.slots) > BONUS_SLOT and view.action in BONUS_WORDS:
            second.append(f"  {BONUS} {BONUS_WORDS[view.action]}", style=ink.muted)
        lines = [first, second]
    else:
        room = max(4, width - 3 - 1 - marks.cell_len - 1)
        first.append(_name(view, room).ljust(room), style=name_style)
        first.append(" ")
        first.append_text(marks)
        lines = [first]
    for line in lines:
        line.truncate(width, overflow="ellipsis", pad=True)
    # Kept (lru_cache) and only ever copied into the board's text: a cursor move redraws two tiles' worth.
    return tuple(lines)
