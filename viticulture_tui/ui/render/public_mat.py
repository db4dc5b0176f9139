"""Another player's mat: what anyone at the table can see of it, in four lines, nine, or drawn whole."""

from __future__ import annotations

from rich.cells import cell_len, set_cell_size
from rich.text import Text

from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.view import FieldView, PlayerView
from viticulture_tui.engine.vineyard import FIELD_NAMES
from viticulture_tui.safe_text import printable
from viticulture_tui.ui.palette import PlayerColour, shade
from viticulture_tui.ui.render.cards import TYPE_LETTERS, deck_colour
from viticulture_tui.ui.render.cellar import CellarData, crush_pad_and_cellar, grid_lines, tokens
from viticulture_tui.ui.render.mat import (
    STRUCTURE_SHORT,
    WorkersData,
    plot_lines,
    plots,
    structure_names,
    tiles,
    tiles_per_line,
    vine_grapes,
    worker_tokens,
    workers,
)
from viticulture_tui.ui.render.players import level_note

ROW_CELLS = 70
"""From this width on a mat takes four long lines; narrower, nine short ones."""
ROW_LINES = 4
BLOCK_LINES = 9
NAME_CELLS = 20
"""The longest name the form takes, in cells (a wider one is cut with '…')."""


def _span(words: str, style: str) -> Text:
    """Words in a style as a span, not as the text's base style, which would colour all appended later
    (and a separator's base style would colour everything it joins)."""
    out = Text()
    out.append(words, style=style)
    return out


def lines_per_mat(width: int) -> int:
    """How many lines one player's public mat takes at this width."""
    return ROW_LINES if width >= ROW_CELLS else BLOCK_LINES


def _name(p: PlayerView, colour: PlayerColour, deciding: bool, level: str | None) -> Text:
    out = _span("▶ " if deciding else "  ", "bold")
    name = printable(p.name)
    if cell_len(name) > NAME_CELLS:
        name = set_cell_size(name, NAME_CELLS - 1) + "…"
    out.append(f"{colour.symbol} {name}", style=f"bold {shade(colour)}")
    out.append(level_note(level), style="dim")
    return out


def _money(p: PlayerView) -> Text:
    out = Text()
    out.append(f"{p.vp} VP", style="bold")
    out.append(f" · {p.lira} lira · residual {p.residual}")
    return out


def _cards(p: PlayerView) -> Text:
    """'cards V2 S1 O0 W1': how many of each deck the player holds (the cards themselves are hidden)."""
    out = _span("cards", "dim")
    for kind, count in p.hand_counts:
        out.append(" ")
        out.append(f"{TYPE_LETTERS[kind]}{count}", style=deck_colour(kind) if count else "dim")
    return out


def _workers(p: PlayerView, colour: PlayerColour) -> Text:
    out = _span("workers ", "dim")
    out.append_text(worker_tokens(WorkersData.of(p, colour)))
    if p.temp_worker:
        out.append(" +temporary", style="italic")
    if p.trained:
        out.append(f" +{p.trained} trained", style="italic")
    return out


def _field(i: int, f: FieldView, names: bool) -> Text:
    out = _span(f"{FIELD_NAMES[i]} ", "bold")
    if f.sold:
        out.append(f"sold, {f.value} lira to buy back" if names else f"sold ({f.value} lira)", style="italic")
        return out
    out.append(f"{f.used}/{f.value}", style="green" if f.used else "dim")
    if not f.vines:
        out.append(" no vines", style="dim")
    cat = catalog()
    for card in f.vines:
        out.append(f" {cat.vine_of(card).name} " if names else " ")
        out.append_text(vine_grapes(card))
    if f.harvested:
        out.append(" harvested", style="italic yellow")
    return out


def _fields(p: PlayerView, width: int) -> list[Text]:
    """Each field with its vines by name where the line has room, else by their grapes alone."""
    named = [_field(i, f, True) for i, f in enumerate(p.fields)]
    if all(t.cell_len <= width for t in named):
        return named
    return [_field(i, f, False) for i, f in enumerate(p.fields)]


def _fields_line(p: PlayerView, width: int) -> Text:
    """The three fields on one line, the vines by name where that fits, else by their grapes."""
    gap = _span(" │ ", "dim")
    named = gap.join(_field(i, f, True) for i, f in enumerate(p.fields))
    return named if named.cell_len <= width else gap.join(_field(i, f, False) for i, f in enumerate(p.fields))


def _built(p: PlayerView, width: int) -> Text:
    out = _span("built ", "dim")
    if not p.structures:
        out.append("nothing yet", style="dim")
        return out
    whole = structure_names(p.structures)
    if out.cell_len + cell_len(whole) <= width:
        out.append(whole)
    else:
        out.append(" ".join(STRUCTURE_SHORT[s.id] for s in catalog().structures if s.id in p.structures))
    return out


def _tokens(title: str, kinds: tuple[tuple[str, tuple[int, ...]], ...], width: int) -> Text:
    out = _span(f"{title} ", "dim")
    words = tokens(kinds)
    out.append_text(words if out.cell_len + words.cell_len <= width else tokens(kinds, words=False))
    return out


def _join(parts: list[Text], gap: str = " · ") -> Text:
    return _span(gap, "dim").join(parts)


def public_mat(
    p: PlayerView, colour: PlayerColour, width: int, deciding: bool, level: str | None = None
) -> Text:
    """One player's public side: name (and the level of a computer seat), VP, lira, residual, cards by
    deck, workers, fields, structures, crush pad and cellar; exactly `lines_per_mat(width)` lines."""
    head = _name(p, colour, deciding, level)
    if lines_per_mat(width) == ROW_LINES:
        head.append("  ")
        head.append_text(_join([_money(p), _cards(p)]))
        room = width - 2
        hands = _workers(p, colour)
        if p.passed:  # here, not after a long name, where a narrow panel would cut it
            hands.append(" · passed", style="italic")
        lines = [
            head,
            Text("  ").append_text(_fields_line(p, room)),
            Text("  ").append_text(_join([hands, _built(p, room - hands.cell_len - 3)])),
            Text("  ").append_text(
                _join(
                    [_tokens("crush pad", p.grapes, room // 2), _tokens("cellar", p.wines, room // 2)], "   "
                )
            ),
        ]
    else:
        if p.passed:
            head.append("  passed", style="italic dim")
        room = width - 2
        lines = [
            head,
            Text("  ").append_text(_money(p)),
            Text("  ").append_text(_join([_cards(p), _workers(p, colour)])),
            *(Text("  ").append_text(f) for f in _fields(p, room)),
            Text("  ").append_text(_built(p, room)),
            Text("  ").append_text(_tokens("crush pad", p.grapes, room)),
            Text("  ").append_text(_tokens("cellar", p.wines, room)),
        ]
    return Text("\n").join(lines)


FULL_VINE_ROWS = 2
"""Vines each plot of a whole mat has lines for (more show as '+2: R1 W2')."""


def full_mat_lines(width: int) -> int:
    """How many lines `full_mat` takes at this width."""
    tile_rows = -(-len(catalog().structures) // max(1, tiles_per_line(width)))
    return 2 + plot_lines(FULL_VINE_ROWS) + tile_rows + 1 + grid_lines(width)


def full_mat(
    p: PlayerView, colour: PlayerColour, width: int, deciding: bool = False, level: str | None = None
) -> Text:
    """One player's whole public mat, drawn as their own is: name (and the level of a computer seat) and
    score, cards by deck, the plots, the structure tiles, the workers, the crush pad and the cellar;
    `full_mat_lines(width)` lines."""
    head = _name(p, colour, deciding, level)
    head.append("  ")
    head.append_text(_money(p))
    if p.passed:
        head.append(" · passed", style="italic")
    return Text("\n").join(
        [
            head,
            Text("  ").append_text(_cards(p)),
            plots(p.fields, width, FULL_VINE_ROWS),
            tiles(p.structures, width),
            workers(WorkersData.of(p, colour)),
            crush_pad_and_cellar(CellarData.of(p), width),
        ]
    )
