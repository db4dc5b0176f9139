"""A vineyard mat drawn as the mat: fields as plots with their vines, structures as tiles, the workers."""

from __future__ import annotations

from typing import NamedTuple

from rich.cells import cell_len, set_cell_size
from rich.text import Text

from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.view import FieldView, PlayerView
from viticulture_tui.engine.vineyard import FIELD_NAMES
from viticulture_tui.ui.palette import PlayerColour, shade
from viticulture_tui.ui.render.cellar import TOKEN_STYLES
from viticulture_tui.words import counted

STRUCTURE_SHORT = {
    "trellis": "Trel",
    "irrigation": "Irri",
    "yoke": "Yoke",
    "windmill": "Wind",
    "cottage": "Cott",
    "tasting_room": "Tast",
    "medium_cellar": "MedC",
    "large_cellar": "LrgC",
}
"""Four letters each where a line has no room for the whole name: each starts its structure's
name, and no two look alike (Tasting Room and Trellis were TR and Tr); the help lists them."""

PLOT_EDGE = "#a0785a"
"""The plots' frame: the brown of tilled soil (a frame, not text: contrast rules do not apply)."""
BUILT_TILE = "bold #0d2b12 on #7fcf8f"
"""A built structure: dark letters on a green tile, 9:1."""
TILE_CELLS = 17
"""A structure tile with its whole name: ' ✓ Tasting Room  '."""
SHORT_TILE_CELLS = 8
"""A tile with the short name, where three whole tiles do not fit in a line."""
FILL = "■"
EMPTY = "□"


def vine_grapes(card: str) -> Text:
    """'R1W1': the grapes a vine gives, each in its colour."""
    vine = catalog().vine_of(card)
    out = Text()
    for letter, kind, value in (("R", "red", vine.red), ("W", "white", vine.white)):
        if value:
            out.append(f"{letter}{value}", style=TOKEN_STYLES[kind])
    return out


def _fill_bar(f: FieldView) -> Text:
    """One square per point of the field's value: filled in each vine's grape colours, then empty."""
    out = Text()
    cat = catalog()
    for card in f.vines:
        vine = cat.vine_of(card)
        out.append(FILL * vine.red, style=TOKEN_STYLES["red"])
        out.append(FILL * vine.white, style=TOKEN_STYLES["white"])
    out.append(EMPTY * max(0, f.value - f.used), style="dim")
    return out


def _vine_line(card: str, room: int) -> Text:
    grapes = vine_grapes(card)
    name = catalog().vine_of(card).name
    space = room - grapes.cell_len - 1
    out = Text(name if cell_len(name) <= space else set_cell_size(name, max(0, space - 1)) + "…")
    out.append(" ")
    out.append_text(grapes)
    return out


def _grapes_line(cards: list[str], room: int) -> Text:
    """Every vine by its grapes alone, 'R2 R1W1 W3'; the count where even that does not fit."""
    out = Text(" ").join(vine_grapes(c) for c in cards)
    return out if out.cell_len <= room else Text(counted(len(cards), "vine"), style="dim")


def _plot_body(f: FieldView, room: int, vine_rows: int) -> list[Text]:
    """The lines inside one plot: its vines by name (by their grapes when there is one line), or the
    price of buying it back (the top edge says it is sold)."""
    if f.sold:
        price = Text(f"{f.value} lira")
        lines = [Text("buy back:", style="dim italic"), price] if vine_rows > 1 else [price]
    elif not f.vines:
        lines = [Text("no vines", style="dim")]
    elif vine_rows == 1:
        lines = [_grapes_line(list(f.vines), room)]
    else:
        vines = list(f.vines)
        shown = vines if len(vines) <= vine_rows else vines[: vine_rows - 1]
        lines = [_vine_line(c, room) for c in shown]
        if len(shown) < len(vines):
            more = Text(f"+{len(vines) - len(shown)}: ", style="dim")
            more.append_text(_grapes_line(vines[len(shown) :], room - more.cell_len))
            lines.append(more)
    return (lines + [Text()] * vine_rows)[:vine_rows]


def _edge(left: str, right: str, middle: Text, width: int) -> Text:
    """A frame's top or bottom line, `width` cells: `middle` (words, the fill) between its corners."""
    out = Text()
    out.append(left, style=PLOT_EDGE)
    out.append_text(middle)
    out.append("─" * max(0, width - 2 - middle.cell_len) + right, style=PLOT_EDGE)
    return out


def _plot(i: int, f: FieldView, width: int, vine_rows: int) -> list[Text]:
    """One field as a framed plot `width` cells wide: name and fill on the top edge, vines inside, and
    on the bottom edge a square per point of its value, filled by the vines' grapes."""
    inner = width - 4
    right = "sold" if f.sold else f"{f.used}/{f.value}"
    name = FIELD_NAMES[i]
    dashes = width - 2 - len(name) - len(right)
    pad = " " if dashes >= 5 else ""  # a narrow plot keeps its name and fill, not the spaces round them
    # Spans, never the line's base style: the words between the frame's pieces keep their own colours.
    head = Text()
    head.append(pad)
    head.append(name, style="bold")
    head.append(pad + "─" * (dashes - 4 * len(pad)) + pad, style=PLOT_EDGE)
    head.append(right, style="italic" if f.sold else ("bold green" if f.used else "dim"))
    head.append(pad)
    out = [_edge("╭", "╮", head, width)]
    for body in _plot_body(f, inner, vine_rows):
        line = Text()
        line.append("│ ", style=PLOT_EDGE)
        body.truncate(inner, pad=True)
        line.append_text(body)
        line.append(" │", style=PLOT_EDGE)
        out.append(line)
    foot = Text()
    if not f.sold:
        foot = _fill_bar(f)
        if f.harvested:
            room = width - 3 - foot.cell_len
            word = next((w for w in (" harvested", " harv.", " h") if len(w) <= room), "")
            foot.append(word, style="italic yellow")
        foot.truncate(width - 2)
    out.append(_edge("╰", "╯", foot, width))
    return out


def plot_lines(vine_rows: int) -> int:
    """How many lines the plots take with room for `vine_rows` vines in each."""
    return vine_rows + 2


def plots(rows: tuple[FieldView, ...], width: int, vine_rows: int = 2) -> Text:
    """The three fields side by side as plots sharing `width` cells."""
    each = max(14, (width - (len(rows) - 1)) // max(1, len(rows)))
    columns = [_plot(i, f, each, vine_rows) for i, f in enumerate(rows)]
    lines = []
    for parts in zip(*columns, strict=True):
        lines.append(Text(" ").join(parts))
    return Text("\n").join(lines)


def tiles_per_line(width: int) -> int:
    """How many whole-name structure tiles fit in a line (fewer than three: short names)."""
    whole = (width + 1) // (TILE_CELLS + 1)
    return min(4, whole) if whole >= 3 else min(8, (width + 1) // (SHORT_TILE_CELLS + 1))


def tiles(built: tuple[str, ...], width: int) -> Text:
    """The eight structures as tiles: built ones green with a tick, the others dim with their cost."""
    per_line = max(1, tiles_per_line(width))
    short = (width + 1) // (TILE_CELLS + 1) < 3
    cells = SHORT_TILE_CELLS if short else TILE_CELLS
    out = Text()
    for i, s in enumerate(catalog().structures):
        if i and i % per_line == 0:
            out.append("\n")
        elif i:
            out.append(" ")
        name = STRUCTURE_SHORT[s.id] if short else s.name
        if s.id in built:
            out.append(set_cell_size(f" ✓ {name}", cells), style=BUILT_TILE)
        else:
            cost = str(s.cost)
            out.append("▕", style="dim")
            out.append(set_cell_size(f"{name}", cells - 2 - len(cost)), style="dim")
            out.append(cost, style="")
            out.append("▏", style="dim")
    return out


def structures_short(player: PlayerView) -> str:
    """Built structures in their short names: 'Trel Yoke MedC'."""
    return " ".join(STRUCTURE_SHORT.get(s, s[:2]) for s in player.structures) or "none"


def structure_names(built: tuple[str, ...]) -> str:
    """Built structures by their whole names, in the mat's order: 'Trellis, Yoke'."""
    return ", ".join(s.name for s in catalog().structures if s.id in built)


class WorkersData(NamedTuple):
    """A player's workers as the workers line shows them."""

    free_workers: int
    placed: int
    grande_free: bool
    temp_worker: bool
    trained: int
    colour: PlayerColour

    @classmethod
    def of(cls, player: PlayerView, colour: PlayerColour) -> WorkersData:
        """The workers part of a player's view."""
        return cls(
            player.free_workers, player.placed, player.grande_free, player.temp_worker, player.trained, colour
        )


def worker_tokens(player: WorkersData) -> Text:
    """'●●○ ◉': the player's symbol for each worker to place, ○ for each placed; the grande last."""
    colour = player.colour
    out = Text()
    out.append(colour.symbol * player.free_workers, style=f"bold {shade(colour)}")
    out.append("○" * player.placed, style="dim")
    out.append(" ")
    out.append(
        "◉" if player.grande_free else "○", style=f"bold {shade(colour)}" if player.grande_free else "dim"
    )
    return out


WORKER_WORDS = (
    ("{free} to place of {owned}", "+temporary", "+{trained} trained (next year)", "  "),
    ("{free} to place of {owned}", "+temp", "+{trained} next year", "  "),
    ("{free}/{owned} to place", "+temp", "+{trained} next yr", "  "),
    ("{free}/{owned} to place", "+temp", "+{trained} next yr", " "),
    ("{free}/{owned}", "+temp", "+{trained} next yr", " "),
)
"""The words of the workers' line (the count, the temporary worker, those trained, the gap between),
longest first: a narrow mat takes the first that fits."""


def workers(player: WorkersData, width: int | None = None) -> Text:
    """Workers: the player's symbol to place, ○ placed; the grande; trained; the temporary worker.

    With a `width`, the first wording of WORKER_WORDS that fits it (a line still too long ends in "…")."""
    out = Text()
    for words in WORKER_WORDS:
        out = _workers(player, *words)
        if width is None or out.cell_len <= width:
            return out
    assert width is not None
    out.truncate(width, overflow="ellipsis")
    return out


def _workers(player: WorkersData, count: str, temporary: str, trained: str, gap: str) -> Text:
    out = Text()
    out.append("Workers ", style="bold")
    regular = player.free_workers + player.placed
    colour = player.colour
    out.append(colour.symbol * player.free_workers, style=f"bold {shade(colour)}")
    out.append("○" * player.placed, style="dim")
    out.append(f"{gap}grande ")
    out.append(
        "◉" if player.grande_free else "○", style=f"bold {shade(colour)}" if player.grande_free else "dim"
    )
    out.append(gap + count.format(free=player.free_workers + player.grande_free, owned=regular + 1))
    if player.temp_worker:
        out.append(gap + temporary, style="italic")
    if player.trained:
        out.append(gap + trained.format(trained=player.trained), style="italic")
    return out
