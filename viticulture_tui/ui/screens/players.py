"""Every player's vineyard in full, with public information only (§16)."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from viticulture_tui.engine.view import PlayerView, SeatView
from viticulture_tui.safe_text import printable
from viticulture_tui.ui.commands import bindings
from viticulture_tui.ui.palette import PlayerColour
from viticulture_tui.ui.render.cards import TYPE_TITLES
from viticulture_tui.ui.render.cellar import CellarData, crush_pad_and_cellar
from viticulture_tui.ui.render.mat import WorkersData, plots, tiles, workers
from viticulture_tui.ui.render.players import tag
from viticulture_tui.ui.widgets.key_bar import KeyBar

MAT_CELLS = 74
"""The width each mat is drawn at: the dialog is at least 78 columns wide (app.tcss), less its frame."""


def player_mat(p: PlayerView, colour: PlayerColour) -> Text:
    """One player's whole public mat: score, cards by deck, plots, structures, workers, crush pad, cellar."""
    out = tag(printable(p.name), colour)
    out.append(f"   {p.vp} VP · {p.lira} lira · residual {p.residual}")
    if p.passed:
        out.append(" · passed", style="italic")
    counts = ", ".join(f"{n} {TYPE_TITLES[k].lower()}" for k, n in p.hand_counts if n)
    out.append(f"\nHand: {counts or 'no cards'}\n", style="dim")
    out.append_text(plots(p.fields, MAT_CELLS, vine_rows=3))
    out.append("\n")
    out.append_text(tiles(p.structures, MAT_CELLS))
    out.append("\n")
    out.append_text(workers(WorkersData.of(p, colour)))
    out.append("\n")
    out.append_text(crush_pad_and_cellar(CellarData.of(p)))
    return out


class PlayersScreen(ModalScreen[None]):
    """One block per player: score track, fields, structures, workers, crush pad, cellar, card counts."""

    BINDINGS = [*bindings("players"), ("i", "close", "Close")]

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
                    yield Static(player_mat(p, self.colours[p.seat]), classes="player-block")
        yield KeyBar()

    def action_close(self) -> None:
        """Back to the game."""
        self.dismiss(None)
