"""The panels the game and replay screens share: their layout, and feeding them from one seat's view."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widget import Widget

from viticulture_tui.engine.solo import solo_view
from viticulture_tui.ui.plain import plain
from viticulture_tui.ui.render.cards import TYPE_LETTERS
from viticulture_tui.ui.render.cellar import CellarData
from viticulture_tui.ui.render.mat import WorkersData
from viticulture_tui.ui.widgets.automa_panel import AutomaData, AutomaPanel
from viticulture_tui.ui.widgets.board import Board, BoardData
from viticulture_tui.ui.widgets.cellar_panel import CellarPanel
from viticulture_tui.ui.widgets.game_log import GameLog, LogData
from viticulture_tui.ui.widgets.players_panel import PlayersData, PlayersPanel
from viticulture_tui.ui.widgets.status_bar import StatusBar, StatusData
from viticulture_tui.ui.widgets.vineyard_mat import MatData, VineyardMat
from viticulture_tui.ui.widgets.wake_up_chart import WakeUpChart, WakeUpData
from viticulture_tui.ui.widgets.workers_line import WorkersLine

if TYPE_CHECKING:
    from textual.screen import Screen

    from viticulture_tui.engine.board import SpaceView
    from viticulture_tui.engine.state import GameState
    from viticulture_tui.engine.view import SeatView
    from viticulture_tui.ui.palette import PlayerColour

LOG_LINES = 60
"""Log lines handed to the log panel: more than fit on the tallest screen."""

FULL_SIZE = (100, 30)
"""Below this size (down to 80x24) the compact layout shows one panel at a time (app.tcss `-compact`)."""

PANELS: tuple[tuple[str, str], ...] = (
    ("board-box", "Board"),
    ("automa", "Automa"),
    ("mat-box", "Vineyard"),
    ("hand", "Hand"),
    ("players", "Players"),
    ("log", "Log"),
)
"""The panels the compact layout switches between, in the order a key steps through them (id, name)."""


def is_compact(width: int, height: int) -> bool:
    """Whether a screen of this size gets the compact layout."""
    return width < FULL_SIZE[0] or height < FULL_SIZE[1]


def table_panels(screen: Screen[None]) -> list[str]:
    """The ids of the switchable panels this screen has (the Automa panel only in a solo game)."""
    return [panel for panel, _name in PANELS if screen.query(f"#{panel}")]


def show_panel(screen: Screen[None], panel: str) -> None:
    """In the compact layout, `panel` alone fills the table; the CSS hides the rest by these classes."""
    for other in table_panels(screen):
        screen.query_one(f"#{other}").set_class(other == panel, "-shown")
    for column in screen.query("#left-column, #right-column"):
        column.set_class(bool(column.query(f"#{panel}")), "-holds-shown")


def compose_table(solo: bool, hand: Widget) -> ComposeResult:
    """Two columns: board and wake-up chart, the Automa (solo), players and log; the vineyard and `hand`."""
    with Horizontal(id="game-body"):
        with Vertical(id="left-column"):
            with Vertical(id="board-box", classes="panel"):
                yield Board(id="board")
                yield WakeUpChart(id="wake-up")
            if solo:
                yield AutomaPanel(id="automa", classes="panel")
            yield PlayersPanel(id="players", classes="panel")
            yield GameLog(id="log", classes="panel")
        with Vertical(id="right-column"):
            with Vertical(id="mat-box", classes="panel"):
                yield VineyardMat(id="mat")
                yield WorkersLine(id="workers")
                yield CellarPanel(id="cellar")
            yield hand


def feed_table(
    screen: Screen[None],
    state: GameState,
    view: SeatView,
    seat: int | None,
    spaces: Sequence[SpaceView],
    colours: tuple[PlayerColour, ...],
    question: str,
    *,
    my_turn: bool,
    wide: bool,
) -> None:
    """Give every shared panel its part of `view` (the hand is the screen's own business).

    The board and vineyard are shown as `seat` sees them; with no seat they are left empty. The log
    holds what `view.seat` may read.
    """
    names = tuple(p.name for p in view.players)
    solo = solo_view(state)
    screen.query_one(Board).data = BoardData(
        tuple(spaces), view.placements, colours, view.phase, seat, my_turn
    )
    screen.query_one(WakeUpChart).data = WakeUpData(
        tuple(p.rooster for p in view.players),
        view.turn_order,
        view.first_player,
        names,
        colours,
        view.phase,
        wide,
        # Solo (§17.3): a row whose token is gone has been used this game and stays closed.
        () if solo is None or solo.any_row else tuple(r for r in range(1, 8) if r not in solo.token_rows),
    )
    screen.query_one(PlayersPanel).data = PlayersData(view.players, colours, view.decider, seat, wide)
    me = view.players[seat] if seat is not None else None
    screen.query_one(VineyardMat).data = MatData(me.fields, me.structures) if me is not None else None
    screen.query_one(CellarPanel).data = CellarData.of(me) if me is not None else None
    screen.query_one(WorkersLine).data = WorkersData.of(me, colours[me.seat]) if me is not None else None
    screen.query_one(GameLog).data = LogData(view.seat, view.log[-LOG_LINES:])
    if solo is not None:
        for panel in screen.query(AutomaPanel):
            panel.data = AutomaData(solo, state.phase, wide)
    whose = f"{me.name}'s" if me is not None else "Nobody's"
    _title(screen.query_one("#mat-box"), f"{whose} vineyard")
    _title(screen.query_one("#hand"), f"{whose} hand")
    decks = " ".join(f"{TYPE_LETTERS[deck]}{count}" for deck, count in view.decks)
    board_box = screen.query_one("#board-box")
    if board_box.border_subtitle != f"decks {decks}":
        board_box.border_subtitle = f"decks {decks}"
    decider = view.decider
    screen.query_one(StatusBar).data = StatusData(
        view.year,
        view.phase,
        names[decider] if decider is not None else None,
        colours[decider] if decider is not None else None,
        question,
        view.vp_trigger and not view.game_over,
    )


def _title(widget: Widget, title: str) -> None:
    # Setting a border title repaints the whole panel, even when the title is the same. The
    # title holds a player's name: plain content, never markup.
    content = plain(title)
    if widget._border_title != content:
        widget.border_title = content
