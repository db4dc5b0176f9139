"""Replay: step through a saved game action by action, with the board as it was after each one."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.events import Resize
from textual.screen import Screen

from viticulture_tui.persistence.replayer import Replayer
from viticulture_tui.ui.commands import bindings
from viticulture_tui.ui.messages import TitleRequested
from viticulture_tui.ui.palette import PlayerColour, for_seats
from viticulture_tui.ui.plain import plain
from viticulture_tui.ui.screens.replay_drawing import HandList, ReplayBar, draw_replay
from viticulture_tui.ui.screens.table import compose_table, is_compact, next_view, next_view_label, show_panel
from viticulture_tui.ui.widgets.key_rows import KeyRows
from viticulture_tui.ui.widgets.players_panel import PlayersPanel
from viticulture_tui.ui.widgets.status_bar import StatusBar

if TYPE_CHECKING:
    from viticulture_tui.persistence.loader import LoadedGame

YEARS = [Binding(str(y), f"year({y})", f"Year {y}", show=False) for y in range(2, 10)]
"""Digits 2-9 jump to that year (1 is in the command registry, with the words for all of them)."""
REPLAY_CSS = Path(__file__).parent.parent / "styles" / "replay.tcss"


class ReplayScreen(Screen[None]):
    """The game screen's panels, fed from a replay cursor instead of a live game; nothing is played."""

    DEFAULT_CSS = """
    ReplayScreen #replay-bar { height: 1; background: $panel; }
    ReplayScreen #hand-cards { height: 1fr; }
    """
    CSS_PATH = REPLAY_CSS
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
        self.panel = "board"
        """The view the compact layout (below 100x30) shows; `d` steps through them as in a game."""

    def compose(self) -> ComposeResult:
        """The replay line, the status line, then the game screen's panels."""
        yield ReplayBar(id="replay-bar")
        yield StatusBar(id="status")
        hand = Vertical(HandList(id="hand-cards"), id="hand", classes="panel")
        yield from compose_table(self.replayer.state.solo, hand)
        yield KeyRows()

    def on_mount(self) -> None:
        """Name the panels and draw the first moment."""
        self.query_one("#board-box").border_title = plain(f"Board · {self.title_name}")
        self.query_one("#players").border_title = "Players"
        self.query_one("#log").border_title = "Log"
        self._fit(self.app.size.width, self.app.size.height)
        draw_replay(self)

    def on_resize(self, event: Resize) -> None:
        """From 80x24 up to 100x30 one view at a time, as in a game."""
        self._fit(event.size.width, event.size.height)

    def _fit(self, width: int, height: int) -> None:
        compact = is_compact(width, height)
        if compact != self.has_class("-compact"):
            self.set_class(compact, "-compact")
            self.refresh_bindings()  # the panel key works only in the compact layout
        show_panel(self, self.panel)
        # Compact, the Players view fills the table; otherwise the table is as tall as its lines.
        self.query_one(PlayersPanel).styles.height = None if compact else len(self.colours) + 3

    def action_next_panel(self) -> None:
        """Compact layout: show the next view (board, vineyard, hand, players, log)."""
        self.panel = next_view(self, self.panel)
        show_panel(self, self.panel)
        self.query_one(KeyRows).invalidate()  # it names the view that comes next

    @property
    def next_view_label(self) -> str:
        """What the panel key shows next, as the key bar words it."""
        return next_view_label(self, self.panel)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The panel key only where there are views to step through."""
        if action == "next_panel":
            return self.has_class("-compact")
        return True

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
