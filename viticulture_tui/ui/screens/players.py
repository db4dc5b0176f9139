"""Every player's vineyard in full, with public information only (§16)."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.geometry import Size
from textual.screen import ModalScreen
from textual.widgets import Static

from viticulture_tui.engine.view import PlayerView, SeatView
from viticulture_tui.ui.commands import bindings
from viticulture_tui.ui.palette import PlayerColour
from viticulture_tui.ui.render.public_mat import full_mat
from viticulture_tui.ui.widgets.key_bar import KeyBar

MAT_CELLS = 74
"""The width a mat is drawn at before its block is laid out (the dialog's least width, less its frame)."""


class MatBlock(Static):
    """One player's whole mat, drawn at the width its block is given (less the scroll bar's room)."""

    def __init__(self, player: PlayerView, colour: PlayerColour, level: str | None = None) -> None:
        super().__init__(classes="player-block")
        self.player = player
        self.colour = colour
        self.level = level
        """The computer level that plays this seat (None: a person)."""

    def _mat(self, width: int) -> Text:
        return full_mat(self.player, self.colour, width or MAT_CELLS, level=self.level)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """As many lines as the mat takes at the width being laid out."""
        return len(self._mat(width).plain.splitlines())

    def render(self) -> Text:
        """The mat at the block's width: a fixed width wraps the plots when a scroll bar takes room."""
        return self._mat(self.content_size.width)


class PlayersScreen(ModalScreen[None]):
    """One block per player: score track, fields, structures, workers, crush pad, cellar, card counts."""

    BINDINGS = bindings("players")

    def __init__(
        self, view: SeatView, colours: tuple[PlayerColour, ...], levels: tuple[str | None, ...] = ()
    ) -> None:
        super().__init__()
        self.view = view
        self.colours = colours
        self.levels = levels
        """Each seat's computer level, by seat (None for a person)."""

    def compose(self) -> ComposeResult:
        """A scrolling column of mats."""
        with Vertical(id="players-box", classes="dialog"):
            yield Static(Text("Every player's vineyard (what anyone may see)", style="bold"))
            with VerticalScroll(id="players-scroll"):
                for p in self.view.players:
                    level = self.levels[p.seat] if p.seat < len(self.levels) else None
                    yield MatBlock(p, self.colours[p.seat], level)
        yield KeyBar()

    def action_close(self) -> None:
        """Back to the game."""
        self.dismiss(None)
