"""The board: summer and winter action spaces, Gain 1 lira and the Yoke, with a movable highlight."""

from __future__ import annotations

from typing import NamedTuple

from rich.text import Text
from textual.reactive import reactive

from viticulture_tui.engine import Action, Choice
from viticulture_tui.engine.board import BONUS_WORDS, GAIN_LIRA, YOKE, SpaceView
from viticulture_tui.engine.view import PlacementView
from viticulture_tui.ui.commands import SPACE_KEYS
from viticulture_tui.ui.palette import PlayerColour, shade
from viticulture_tui.ui.render.automa import blocked_note, occupant_mark
from viticulture_tui.ui.widgets.text_lines import TextLines

SHORT_NAMES = {
    "sell_grapes_or_field": "Sell grape/field",
    "play_summer_visitor": "Summer visitor",
    "play_winter_visitor": "Winter visitor",
    "draw_order": "Draw order",
    "fill_order": "Fill order",
    "build_structure": "Build",
}
ROWS = 7
INFO_LINES = 2
"""Lines under the spaces for the highlighted one: its name, open or why closed, its bonus."""


class BoardData(NamedTuple):
    """What the board shows: every space as the viewer sees it, and who stands where."""

    spaces: tuple[SpaceView, ...]
    placements: tuple[PlacementView, ...]
    colours: tuple[PlayerColour, ...]
    phase: str
    viewer: int | None
    """The seat whose reasons are shown (None: nobody's, during a hand-over)."""
    my_turn: bool


class Board(TextLines):
    """The action spaces in two columns (summer, winter), with a highlight the screen moves.

    When a space offers several placements (plain or bonus space, worker or grande), the board
    lists them in place of the spaces until one is picked or the list is closed. The game
    screen owns the keys (so that nothing needs the focus), and asks the board what they point at.
    """

    data: reactive[BoardData | None] = reactive(None)
    cursor: reactive[int] = reactive(0)
    offer: reactive[tuple[str, tuple[Choice, ...]] | None] = reactive(None)
    """The space's name and the placements offered on it (None: the spaces are shown)."""
    offer_cursor: reactive[int] = reactive(0)
    grande_spaces: reactive[frozenset[str]] = reactive(frozenset())
    """The actions where the player at the keyboard may place only the grande (the engine's placements)."""

    def offer_choices(self, name: str, choices: list[Choice]) -> None:
        """List the placements of one space to pick from."""
        self.offer = (name, tuple(choices))
        self.offer_cursor = 0

    def watch_offer(self) -> None:
        """Switch between the spaces and the list of placements."""
        self.invalidate()

    def watch_grande_spaces(self) -> None:
        """Say which worker a space's key places."""
        self.invalidate()

    def watch_offer_cursor(self) -> None:
        """Move the highlight in the list of placements."""
        self.invalidate()

    def offered(self, index: int | None = None) -> Action | None:
        """The placement listed at `index` (the highlighted one by default), if any."""
        if self.offer is None:
            return None
        i = self.offer_cursor if index is None else index
        choices = self.offer[1]
        return choices[i].action if 0 <= i < len(choices) else None

    def order(self) -> list[str]:
        """Action ids by position: summer column then winter column, each ending in a shared space."""
        data = self.data
        if data is None:
            return []
        summer = [s.action for s in data.spaces if s.season == "summer"]
        winter = [s.action for s in data.spaces if s.season == "winter"]
        return [*summer, GAIN_LIRA, *winter, YOKE]

    def highlighted(self) -> str | None:
        """The action id under the highlight."""
        order = self.order()
        return order[self.cursor] if 0 <= self.cursor < len(order) else None

    def point_at(self, action: str) -> None:
        """Move the highlight to an action space."""
        order = self.order()
        if action in order:
            self.cursor = order.index(action)

    def home(self) -> None:
        """Put the highlight on the first open space unless it already is on an open one."""
        data = self.data
        if data is None:
            return
        views = {s.action: s for s in data.spaces}
        current = views.get(self.highlighted() or "")
        if current is not None and current.open:
            return
        for i, action in enumerate(self.order()):
            if views[action].open:
                self.cursor = i
                return

    def move(self, dx: int, dy: int) -> None:
        """Move the highlight within the grid of two columns (or the list of placements)."""
        if self.offer is not None:
            self.offer_cursor = max(0, min(len(self.offer[1]) - 1, self.offer_cursor + dy))
            return
        order = self.order()
        if not order:
            return
        col, row = divmod(self.cursor, ROWS)
        col = max(0, min(1, col + dx))
        row = max(0, min(ROWS - 1, row + dy))
        self.cursor = min(len(order) - 1, col * ROWS + row)

    def make_text(self) -> Text:
        """Both columns, then a line about the highlighted space."""
        data = self.data
        if data is None:
            return Text("")
        if self.offer is not None:
            return self._offer_text()
        width = max(20, self.content_size.width)
        half = (width - 1) // 2
        views = {s.action: s for s in data.spaces}
        order = self.order()
        occupants = _lira_and_yoke(data.placements)
        out = Text()
        for col, title in enumerate(("SUMMER", "WINTER")):
            style = "bold reverse" if data.phase == title.lower() else "bold dim"
            out.append(f" {title} ", style=style)
            if col == 0:
                out.append(" " * (half + 1 - len(title) - 2))
        for row in range(ROWS):
            out.append("\n")
            for col in range(2):
                index = col * ROWS + row
                if index >= len(order):
                    continue
                view = views[order[index]]
                cell = _space_cell(view, data, occupants, half)
                if index == self.cursor:
                    cell.stylize("reverse")
                out.append_text(cell)
                if col == 0:
                    out.append(" ")
        info = _info(views.get(self.highlighted() or ""), data, self.grande_spaces)
        for line in list(info.wrap(self.app.console, width))[:INFO_LINES]:
            out.append("\n")
            out.append_text(line)
        return out

    def _offer_text(self) -> Text:
        assert self.offer is not None
        name, choices = self.offer
        out = Text(f"{name}: which space and worker?", style="bold")
        for i, choice in enumerate(choices):
            line = Text(f"\n {i + 1} ", style="bold #56B4E9")
            line.append(choice.label, style="reverse" if i == self.offer_cursor else "")
            out.append_text(line)
        out.append("\n ↑↓ Enter or a number · Esc: back to the board", style="dim")
        return out

    def watch_cursor(self) -> None:
        """Redraw when the highlight moves."""
        self.invalidate()


def _lira_and_yoke(placements: tuple[PlacementView, ...]) -> dict[str, list[int]]:
    out: dict[str, list[int]] = {GAIN_LIRA: [], YOKE: []}
    for p in placements:
        if p.action in out:
            out[p.action].append(p.seat)
    return out


def _name(view: SpaceView, room: int) -> str:
    if len(view.name) <= room:
        return view.name
    short = SHORT_NAMES.get(view.action, view.name)
    return short if len(short) <= room else short[: room - 1] + "…"


def _space_cell(view: SpaceView, data: BoardData, occupants: dict[str, list[int]], width: int) -> Text:
    key = SPACE_KEYS.get(view.action, " ")
    dim = not view.open or not data.my_turn
    cell = Text()
    cell.append(f"{key} ", style="bold" if not dim else "dim")
    if view.action in occupants:
        marks = Text()
        for seat in occupants[view.action]:
            colour = data.colours[seat]
            marks.append(colour.symbol, style=f"bold {shade(colour)}")
    else:
        marks = Text()
        for i in range(3):
            if i < len(view.slots):
                occupant = view.slots[i]
                if occupant is None:
                    marks.append("+" if i == 1 else "·", style="bold" if i == 1 else "")
                else:
                    marks.append_text(occupant_mark(occupant, data.colours))
            else:
                marks.append("x", style="dim")
        for seat in view.grandes:
            colour = data.colours[seat]
            marks.append(colour.symbol, style=f"bold {shade(colour)}")
    room = max(4, width - 2 - marks.cell_len - 1)
    name = _name(view, room)
    cell.append(name.ljust(room), style="dim" if dim else "bold")
    cell.append(" ")
    cell.append_text(marks)
    pad = width - cell.cell_len
    if pad > 0:
        cell.append(" " * pad)
    return cell


def _info(view: SpaceView | None, data: BoardData, grande_spaces: frozenset[str]) -> Text:
    if view is None:
        return Text("")
    out = Text()
    out.append(view.name, style="bold")
    out.append_text(blocked_note(view.slots))
    bonus = len(view.slots) >= 2 and view.action in BONUS_WORDS
    if data.viewer is None:
        out.append(" (hidden until the next player is at the keyboard)", style="dim")
    elif not view.open:
        out.append(f": closed, {view.reason}", style="italic #e0a040")
    elif data.my_turn:
        worker = "your grande (asks first)" if view.action in grande_spaces else "a worker"
        out.append(f": open, Enter or {SPACE_KEYS.get(view.action, '')} places {worker}", style="green")
    else:
        out.append(": open on your turn", style="dim")
    if bonus:
        out.append(f". Bonus space (+): {BONUS_WORDS[view.action]}", style="dim")
    out.append(f"  {view.rule}", style="dim italic")
    return out
