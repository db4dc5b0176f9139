"""Every player in a line of public information: VP, lira, residual, workers, cards in hand."""

from __future__ import annotations

from typing import NamedTuple

from rich.cells import cell_len, set_cell_size
from rich.text import Text
from textual.reactive import reactive

from viticulture_tui.engine.view import PlayerView
from viticulture_tui.ui.palette import PlayerColour, shade
from viticulture_tui.ui.render.cellar import tokens_short
from viticulture_tui.ui.render.mat import structures_short
from viticulture_tui.ui.render.players import level_note
from viticulture_tui.ui.widgets.text_lines import TextLines

NAME_CELLS = 11
"""The narrowest name column (symbol, space, 9 cells of name); wider when the panel has room."""
AFTER_NAME = 37
"""Cells the columns after the name take: VP, lira, residual, workers, four hand counts, 'passed'."""


def header(name_cells: int) -> str:
    """The column titles over a name column of `name_cells` cells."""
    return "  " + "Player".ljust(name_cells) + f"{'VP':>5}{'lira':>5}{'res':>4}{'work':>6}  V S O W"


def name_column(names: list[str], width: int) -> int:
    """Cells for symbol and name: the longest name whole where the panel's width allows it."""
    wanted = max((cell_len(n) for n in names), default=0) + 2
    return max(NAME_CELLS, min(wanted, width - 2 - AFTER_NAME))


def with_levels(names: list[str], levels: tuple[str | None, ...], width: int) -> tuple[int, list[str]]:
    """The name column's cells, and each seat's level note (' (Expert)') where every name fits whole
    beside its note; else the names alone (the status line names a computer's level as it moves)."""
    notes = [level_note(levels[seat]) if seat < len(levels) else "" for seat in range(len(names))]
    cells = name_column([n + note for n, note in zip(names, notes, strict=True)], width)
    if all(cell_len(n + note) + 2 <= cells for n, note in zip(names, notes, strict=True)):
        return cells, notes
    return name_column(names, width), [""] * len(names)


def name_cell(symbol: str, name: str, cells: int) -> str:
    """Symbol and name in exactly `cells` terminal cells; a name cut short ends with '…'."""
    tag = f"{symbol} {name}"
    if cell_len(tag) <= cells:
        return set_cell_size(tag, cells)
    return set_cell_size(tag, cells - 2) + "… "


class PlayersData(NamedTuple):
    """Every player's public side, whose move it is, how much detail fits, and the level of each seat
    a computer plays (by seat; None for a person)."""

    players: tuple[PlayerView, ...]
    colours: tuple[PlayerColour, ...]
    decider: int | None
    viewer: int | None
    detailed: bool
    levels: tuple[str | None, ...] = ()


class PlayersPanel(TextLines):
    """The score track and what anyone may count; on tall screens each mat in short too."""

    data: reactive[PlayersData | None] = reactive(None)

    def make_text(self) -> Text:
        """A header, then a line per player (two when detailed)."""
        data = self.data
        if data is None:
            return Text("")
        width = max(20, self.content_size.width)
        cells, notes = with_levels([p.name for p in data.players], data.levels, width)
        out = Text()
        out.append(header(cells), style="dim")  # a span: the rows below keep their own colours, not dimmed
        if data.detailed:
            out.append("  ← cards in hand by deck", style="dim")
        for p in data.players:
            colour = data.colours[p.seat]
            out.append("\n")
            out.append("▶ " if p.seat == data.decider else "  ", style="bold")
            # Cut and padded by terminal cells, not characters: a CJK letter takes two cells, a
            # combining mark none, and the columns after the name must stay under their header.
            if notes[p.seat]:
                tag = f"{colour.symbol} {p.name}"
                out.append(tag, style=f"bold {shade(colour)}")
                out.append(set_cell_size(notes[p.seat], cells - cell_len(tag)), style="dim")
            else:
                out.append(name_cell(colour.symbol, p.name, cells), style=f"bold {shade(colour)}")
            out.append(f"{p.vp:>5}", style="bold")
            to_place = p.free_workers + (1 if p.grande_free else 0)
            total = p.free_workers + p.placed + 1
            out.append(f"{p.lira:>5}{p.residual:>4}{to_place:>4}/{total:<2}")
            for _, count in p.hand_counts:
                out.append(f"{count:>2}", style="" if count else "dim")
            if p.passed:
                out.append("  passed", style="italic dim")
            if data.detailed:
                fields = " ".join("sold" if f.sold else f"{f.used}/{f.value}" for f in p.fields)
                line = f"     fields {fields} · {tokens_short(p)} · built {structures_short(p)}"
                out.append("\n" + line[:width], style="dim")
        return out
