"""The crush pad and the cellar as the mat's value grids 1-9, with the tokens on them and rooms not built."""

from __future__ import annotations

from typing import NamedTuple

from rich.text import Text

from viticulture_tui.engine.cellar import MIN_VALUE
from viticulture_tui.engine.view import PlayerView

TOKEN_STYLES = {
    "red": "bold #ff6b6b",
    "white": "bold #f5e6a8",
    "blush": "bold #ff9ecf",
    "sparkling": "bold #ffd75f",
}
TOKEN_LETTERS = {"red": "R", "white": "W", "blush": "B", "sparkling": "S"}
"""One letter per grape or wine colour, for the short forms where a word has no room."""
ROOMS = (("small", 1, 3), ("medium", 4, 6), ("large", 7, 9))
"""The cellar's three rooms and the values each holds (the crush pad has the same three columns)."""
LABEL = 11
"""Cells for a row's label ('  sparkling')."""
CELL = 2
"""Cells per value: a space and the digit."""
UNBUILT = "░"
"""A value of a cellar room not built yet."""


class CellarData(NamedTuple):
    """A player's tokens: grapes, wines, and how much of the cellar is built."""

    grapes: tuple[tuple[str, tuple[int, ...]], ...]
    wines: tuple[tuple[str, tuple[int, ...]], ...]
    cellar_top: int

    @classmethod
    def of(cls, player: PlayerView) -> CellarData:
        """The crush pad and cellar part of a player's view."""
        return cls(player.grapes, player.wines, player.cellar_top)


def _row(kind: str, values: tuple[int, ...], built_top: int, low: int, title: str = "") -> Text:
    out = Text()
    out.append(title or "  ", style="bold")
    out.append(
        f"{' ' if title else ''}{kind}".ljust(LABEL - len(title or "  ")),
        style=TOKEN_STYLES[kind].replace("bold ", ""),
    )
    for room, (_name, first, last) in enumerate(ROOMS):
        out.append("│" if room else "", style="dim")
        for v in range(first, last + 1):
            if v < low:
                out.append(" " * CELL)  # no such token: blush starts at 4, sparkling at 7
            elif v > built_top:
                out.append(f" {UNBUILT}", style="dim")
            elif v in values:
                # The engine keeps one token per value in a row (landing_value): the digit is the token.
                out.append(f" {v}", style=TOKEN_STYLES[kind])
            else:
                out.append(" ·", style="dim")
    return out


def _numbers(title: str) -> Text:
    out = Text()
    out.append(title.ljust(LABEL), style="bold")
    for room, (_name, first, last) in enumerate(ROOMS):
        out.append("│" if room else "", style="dim")
        out.append("".join(f" {v}" for v in range(first, last + 1)), style="dim")
    return out


def _rooms(title: str, top: int) -> Text:
    """The cellar's heading: each room's name over its values, dimmed when it is not built."""
    out = Text()
    out.append(title.ljust(LABEL), style="bold")
    for room, (name, first, last) in enumerate(ROOMS):
        out.append("│" if room else "", style="dim")
        width = (last - first + 1) * CELL
        label = f" {name}" if len(name) < width else name[:width]
        out.append(label.ljust(width), style="" if last <= top else "dim")
    return out


GRID_CELLS = LABEL + 9 * CELL + 2
"""The width of one grid: its labels, nine values and the two room walls."""
SIDE_BY_SIDE = 2 * GRID_CELLS + 2
"""From this width on the crush pad and the cellar stand side by side, as on the mat."""
NOT_BUILT = Text(f"  {UNBUILT} a room not built", style="dim italic")
NOT_BUILT_SHORT = Text(f" {UNBUILT} not built", style="dim italic")
"""The same on the values' heading, where the grids stand one above the other in a narrow panel."""


def crush_pad_and_cellar(data: CellarData, width: int = 0) -> Text:
    """The crush pad (values over red and white rows) and the cellar (its rooms over four rows) side
    by side from `SIDE_BY_SIDE` cells on; narrower, one above the other under one row of values."""
    pad = [_numbers("Crush pad")]
    for kind, values in data.grapes:
        pad.append(_row(kind, values, 9, 1))
    top = data.cellar_top
    unbuilt = top < ROOMS[-1][2]
    if width < SIDE_BY_SIDE:
        if unbuilt:
            pad[0].append_text(NOT_BUILT_SHORT)
        for i, (kind, values) in enumerate(data.wines):
            pad.append(_row(kind, values, top, MIN_VALUE[kind], "" if i else "Cellar"))
        return Text("\n").join(pad)
    cellar = [_rooms("Cellar", top)]
    for kind, values in data.wines:
        cellar.append(_row(kind, values, top, MIN_VALUE[kind]))
    if unbuilt:  # under the crush pad, where the cellar's taller grid leaves two lines
        pad += [Text(), NOT_BUILT.copy()]
    pad += [Text()] * (len(cellar) - len(pad))
    return Text("\n").join(_beside(left, right) for left, right in zip(pad, cellar, strict=True))


def _beside(left: Text, right: Text) -> Text:
    out = left.copy()
    out.pad_right(max(0, GRID_CELLS + 2 - out.cell_len))
    out.append_text(right)
    return out


def grid_lines(width: int) -> int:
    """How many lines the crush pad and cellar take at this width."""
    return 5 if width >= SIDE_BY_SIDE else 7


def tokens(kinds: tuple[tuple[str, tuple[int, ...]], ...], words: bool = True) -> Text:
    """Tokens by colour in their colours, 'red 2 5 · blush 4', or 'R2 R5 B4'; a dash when there are none."""
    out = Text()
    for kind, values in kinds:
        if not values:
            continue
        if out:
            out.append(" · " if words else " ")
        if words:
            out.append(f"{kind} " + " ".join(str(v) for v in values), style=TOKEN_STYLES[kind])
        else:
            out.append(" ".join(f"{TOKEN_LETTERS[kind]}{v}" for v in values), style=TOKEN_STYLES[kind])
    return out if out else Text("—", style="dim")


def tokens_short(player: PlayerView) -> str:
    """Grapes and wines in one short line: 'grapes r3 w2 · wines r4 b5'."""
    grapes = " ".join(f"{k[0]}{v}" for k, vs in player.grapes for v in vs) or "—"
    wines = " ".join(f"{k[0]}{v}" for k, vs in player.wines for v in vs) or "—"
    return f"grapes {grapes} · wines {wines}"
