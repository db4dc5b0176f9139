"""Every player's vineyard in full, with public information only (§16)."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from viticulture_tui.engine.view import SeatView
from viticulture_tui.ui.commands import bindings
from viticulture_tui.ui.palette import PlayerColour
from viticulture_tui.ui.render.public_mat import full_mat
from viticulture_tui.ui.widgets.key_bar import KeyBar

MAT_CELLS = 74
"""The width each mat is drawn at: the dialog is at least 78 columns wide (app.tcss), less its frame."""


class PlayersScreen(ModalScreen[None]):
    """One block per player: score track, fields, structures, workers, crush pad, cellar, card counts."""

    BINDINGS = bindings("players")

    def __init__(self, view: SeatView, colours: tuple[PlayerColour, ...]) -> None:
        super().__init__()
        self.view = view
        self.colours = colours

    def compose(self) -> ComposeResult:
        """A scrolling column of mats."""
        with Vertical(id="players-box", classes="dialog"):
            yield Static(Text("Every player's vineyard (what anyone may see)", style="bold"))
            with VerticalScroll(id="players-scroll"):
                for p in self.view.players:
                    yield Static(full_mat(p, self.colours[p.seat], MAT_CELLS), classes="player-block")
        yield KeyBar()

    def action_close(self) -> None:
        """Back to the game."""
        self.dismiss(None)
