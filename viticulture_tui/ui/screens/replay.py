"""Replay: step through a saved game action by action, with the board as it was after each one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen

from viticulture_tui.persistence.replayer import Replayer
from viticulture_tui.ui.commands import bindings
from viticulture_tui.ui.messages import TitleRequested
from viticulture_tui.ui.palette import PlayerColour, for_seats
from viticulture_tui.ui.plain import plain
from viticulture_tui.ui.screens.replay_drawing import HandList, ReplayBar, draw_replay
from viticulture_tui.ui.screens.table import compose_table
from viticulture_tui.ui.widgets.key_bar import KeyBar
from viticulture_tui.ui.widgets.players_panel import PlayersPanel
from viticulture_tui.ui.widgets.status_bar import StatusBar

if TYPE_CHECKING:
    from viticulture_tui.persistence.loader import LoadedGame

YEARS = [Binding(str(y), f"year({y})", f"Year {y}", show=False) for y in range(2, 10)]
"""Digits 2-9 jump to that year (1 is in the command registry, with the words for all of them)."""


class ReplayScreen(Screen[None]):
    """The game screen's panels, fed from a replay cursor instead of a live game; nothing is played."""

    DEFAULT_CSS = """
    ReplayScreen #replay-bar { height: 1; background: $panel; }
    ReplayScreen #hand-cards { height: 1fr; }
    """
    BINDINGS = [*bindings("replay"), *YEARS]
    AUTO_FOCUS = ""

    def __init__(self, loaded: LoadedGame, start: int = 0) -> None:
        super().__init__()
        save = loaded.save
        self.replayer = Replayer(save.setup, save.history)
        self.replayer.goto(start)
        self.colours: tuple[PlayerColour, ...] = for_seats([p.colour for p in save.setup.players])
        self.shown = 0
        """The seat whose vineyard (and, once the game is over, hand) is shown."""
        self.title_name = loaded.info.name

    def compose(self) -> ComposeResult:
        """The replay line, the status line, then the game screen's panels."""
        yield ReplayBar(id="replay-bar")
        yield StatusBar(id="status")
        hand = Vertical(HandList(id="hand-cards"), id="hand", classes="panel")
        yield from compose_table(self.replayer.state.solo, hand)
        yield KeyBar()

    def on_mount(self) -> None:
        """Name the panels and draw the first moment."""
        self.query_one("#board-box").border_title = plain(f"Board · {self.title_name}")
        self.query_one("#players").border_title = "Players"
        self.query_one("#log").border_title = "Log"
        self.query_one(PlayersPanel).styles.height = len(self.colours) + 3
        draw_replay(self)

    def action_step(self, delta: int) -> None:
        """Move by actions: 1 forward, -1 back."""
        self.replayer.goto(self.replayer.index + delta)
        draw_replay(self)

    def action_edge(self, end: bool) -> None:
        """To the start or to the end of the log."""
        self.replayer.goto(self.replayer.total if end else 0)
        draw_replay(self)

    def action_year(self, year: int) -> None:
        """To the first moment of a year (the end of the log if the game never reached it)."""
        self.replayer.jump_to_year(year)
        draw_replay(self)

    def action_next_year(self, delta: int) -> None:
        """To the start of the next (1) or the previous (-1) year."""
        self.action_year(max(1, self.replayer.state.year + delta))

    def action_next_seat(self) -> None:
        """Show the next player's vineyard (and hand, once the game is over)."""
        self.shown = (self.shown + 1) % len(self.colours)
        draw_replay(self)

    def action_back(self) -> None:
        """Leave the replay for the title screen."""
        self.post_message(TitleRequested())
