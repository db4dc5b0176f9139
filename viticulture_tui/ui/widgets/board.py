"""The board: summer and winter action spaces as tiles in their seasons' colours, with a movable highlight."""

from __future__ import annotations

from typing import NamedTuple

from rich.text import Text
from textual.reactive import reactive

from viticulture_tui.engine import Action, Choice
from viticulture_tui.engine.board import BONUS_WORDS, GAIN_LIRA, YOKE, SpaceView
from viticulture_tui.engine.view import PlacementView
from viticulture_tui.ui.commands import SPACE_KEYS
from viticulture_tui.ui.palette import PlayerColour, light_shades
from viticulture_tui.ui.render.automa import blocked_note
from viticulture_tui.ui.render.tile_colours import tile_ink
from viticulture_tui.ui.render.tiles import FRESH, Standing, TileLook, tile_lines
from viticulture_tui.ui.widgets.text_lines import TextLines, first_lines

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
    """The action spaces as tiles in two columns (summer, winter), with a highlight the screen moves.

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
    fresh_spaces: reactive[frozenset[str]] = reactive(frozenset())
    """Actions others took since the viewer's last turn, marked on their tiles (the game screen sets it)."""

    def watch_fresh_spaces(self) -> None:
        """Mark the tiles taken meanwhile."""
        self.invalidate()

    def offer_choices(self, name: str, choices: list[Choice], highlight: Action | None = None) -> None:
        """List the placements of one space to pick from, the highlight on `highlight` if listed
        (a hint's choice), else on the first."""
        self.offer = (name, tuple(choices))
        self.offer_cursor = 0
        if highlight is not None:
            self.point_at_offered(highlight)

    def point_at_offered(self, action: Action) -> bool:
        """Move the highlight in the open list of placements to `action`; whether it is listed."""
        offered = [c.action for c in self.offer[1]] if self.offer is not None else []
        if action not in offered:
            return False
        self.offer_cursor = offered.index(action)
        return True

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
        """Put the highlight on the first open space of the season being played (its column first),
        one a worker may take before one only the grande may, unless it already is on an open one."""
        data = self.data
        if data is None:
            return
        views = {s.action: s for s in data.spaces}
        current = views.get(self.highlighted() or "")
        if current is not None and current.open:
            return
        order = self.order()
        # In winter the summer column's last space (Gain 1 lira) is open too, but the season's own
        # spaces are what a player looks for first.
        start = order.index(GAIN_LIRA) + 1 if data.phase == "winter" else 0
        seasonal = (*range(start, len(order)), *range(start))
        for worker in (True, False):
            for i in seasonal:
                if views[order[i]].open and not (worker and order[i] in self.grande_spaces):
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
        """The seasons' headings, the tiles in two columns, then a line about the highlighted space."""
        data = self.data
        if data is None:
            return Text("")
        if self.offer is not None:
            return self._offer_text()
        width = max(20, self.content_size.width)
        height = self.content_size.height
        half = (width - 1) // 2
        # Two lines a tile (the spaces and the bonus under the name) when the board has the room.
        tall = height >= 1 + 2 * ROWS + 1
        info_lines = max(1, min(INFO_LINES, height - 1 - ROWS * (2 if tall else 1)))
        views = {s.action: s for s in data.spaces}
        order = self.order()
        light = light_shades()
        out = Text()
        for col, season in enumerate(("summer", "winter")):
            if col:
                out.append(" ")
            out.append_text(_heading(season, data.phase == season, light, half))
        for row in range(ROWS):
            cells = []
            for col in range(2):
                index = col * ROWS + row
                view = views[order[index]]
                look = TileLook(
                    lit=index == self.cursor,
                    closed=not view.open or not data.my_turn,
                    fresh=view.action in self.fresh_spaces,
                    light_theme=light,
                )
                slots, extra = standing(view, data.placements)
                key = SPACE_KEYS.get(view.action, " ")
                cells.append(tile_lines(view, key, slots, extra, data.colours, look, half, tall))
            for left, right in zip(*cells, strict=True):
                out.append("\n")
                out.append_text(left)
                out.append(" ")
                out.append_text(right)
        info = _info(views.get(self.highlighted() or ""), data, self.grande_spaces, self.fresh_spaces)
        # A short board has room for fewer lines than the words (the space's key says why in full).
        for line in first_lines(list(info.wrap(self.app.console, width)), info_lines, width):
            out.append("\n")
            out.append_text(line)
        return out

    def _offer_text(self) -> Text:
        assert self.offer is not None
        name, choices = self.offer
        width = max(20, self.content_size.width)
        out = Text(f"{name}: which space and worker?", style="bold")
        for i, choice in enumerate(choices):
            label = Text(offer_label(name, choice.label), style="reverse" if i == self.offer_cursor else "")
            # The board crops its lines: a long placement (a bonus space's words) wraps under itself.
            for j, part in enumerate(label.wrap(self.app.console, width - 4)):
                out.append(f"\n {i + 1} " if j == 0 else "\n    ", style="bold #56B4E9")
                out.append_text(part)
        out.append("\n ↑↓ Enter or a number · Esc: back to the board", style="dim")
        return out

    def watch_cursor(self) -> None:
        """Redraw when the highlight moves."""
        self.invalidate()


def offer_label(name: str, label: str) -> str:
    """A placement's words in the list of one space's placements: the space's name is the list's
    heading, so a label that starts with it shows the rest ('Place a worker on the bonus space')."""
    prefix = f"{name}: "
    if not label.startswith(prefix) or len(label) == len(prefix):
        return label
    rest = label[len(prefix) :]
    return rest[0].upper() + rest[1:]


def standing(
    view: SpaceView, placements: tuple[PlacementView, ...]
) -> tuple[tuple[Standing | None, ...], tuple[Standing, ...]]:
    """Who stands on each space the player count opens, and who else is on the action.

    The others are grandes on a full action, or everyone on Gain 1 lira and the Yoke (which
    take any number of workers and have no spaces of their own to draw).
    """
    grandes = {(p.seat, p.slot): p.grande for p in placements if p.action == view.action}
    slots = tuple(
        None if seat is None else Standing(seat, grandes.get((seat, i), False))
        for i, seat in enumerate(view.slots)
    )
    if view.action in (GAIN_LIRA, YOKE):
        extra = tuple(Standing(p.seat, p.grande) for p in placements if p.action == view.action)
    else:
        extra = tuple(Standing(seat, True) for seat in view.grandes)
    return slots, extra


def _heading(season: str, now: bool, light: bool, width: int) -> Text:
    """'SUMMER' over its column, lit in the season being played."""
    ink = tile_ink(season, light_theme=light, lit=now, closed=not now)
    out = Text(f" {season.upper()} ", style=f"bold {ink.text} on {ink.background}")
    if now:
        out.append(" now", style="bold")
    out.truncate(width, pad=True)
    return out


def _info(
    view: SpaceView | None, data: BoardData, grande_spaces: frozenset[str], fresh: frozenset[str]
) -> Text:
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
    if view.action in fresh:
        out.append(f". {FRESH} taken since your last turn", style="dim")
    out.append(f"  {view.rule}", style="dim italic")
    return out
