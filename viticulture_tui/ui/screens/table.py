"""The panels the game and replay screens share: their layout, and feeding them from one seat's view."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.css.query import NoMatches
from textual.events import Resize
from textual.widget import Widget

from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.solo import row_open, solo_view
from viticulture_tui.ui.plain import plain
from viticulture_tui.ui.render.cards import TYPE_LETTERS
from viticulture_tui.ui.render.cellar import CellarData
from viticulture_tui.ui.render.mat import WorkersData
from viticulture_tui.ui.widgets.automa_panel import AutomaData, AutomaPanel
from viticulture_tui.ui.widgets.board import Board, BoardData
from viticulture_tui.ui.widgets.cellar_panel import CellarPanel
from viticulture_tui.ui.widgets.game_log import GameLog, LogData
from viticulture_tui.ui.widgets.hand_panel import HandPanel
from viticulture_tui.ui.widgets.players_panel import PlayersData, PlayersPanel
from viticulture_tui.ui.widgets.score_tracks import ScoreData, ScoreTracks
from viticulture_tui.ui.widgets.status_bar import StatusBar, StatusData
from viticulture_tui.ui.widgets.table_mats import TableData, TableMats
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

PANELS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("board", ("board-box", "log")),
    ("automa", ("automa",)),
    ("vineyard", ("mat-box",)),
    ("hand", ("hand",)),
    ("players", ("players",)),
    ("others", ("table",)),
    ("log", ("log",)),
)
"""What the compact layout shows at once, in the order a key steps through (name, the panels' ids).

The board leaves room under it for the latest lines of the log; the log alone shows more of them.
"""


MATS_SIZE = (140, 43)
"""From this size of the table on, the others' mats stand under the board in place of the Players table."""
THREE_COLUMNS = (185, 53)
"""From this size of the table on, the others' mats take a third column of their own."""


class TableBody(Horizontal):
    """The columns of the table; its size says which of the large layouts it takes (app.tcss), and so
    which of its 'At the table' panels hold the others' mats."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self._others: TableData | None = None
        self._panels: list[TableMats] = []
        """The 'At the table' panels, found once: they stay for the screen's life."""

    def on_resize(self, event: Resize) -> None:
        """Wide and tall enough: the others' mats come out (by the board and hand, or in a third column)."""
        width, height = event.size
        self.set_class(width >= MATS_SIZE[0] and height >= MATS_SIZE[1], "-mats")
        self.set_class(width >= THREE_COLUMNS[0] and height >= THREE_COLUMNS[1], "-three")
        self._deal()

    @property
    def nobody_else(self) -> bool:
        """The table holds no other mat to show (a solo game): the compact layout skips their view."""
        return self._others is not None and not self._others.players

    def seat_others(self, others: TableData) -> None:
        """The mats to show: handed to the panels that this layout shows."""
        self._others = others
        self._deal()

    def _deal(self) -> None:
        """Third column: all of them there. Under the board and over the hand: half in each column,
        so neither the log nor the hand is squeezed. Otherwise the one panel the compact layout shows."""
        others = self._others
        if others is None:
            return
        players = others.players
        if self.has_class("-three"):
            parts = {"table": (), "table-right": (), "table-side": players}
        elif self.has_class("-mats"):
            half = (len(players) + 1) // 2
            parts = {"table": players[:half], "table-right": players[half:], "table-side": ()}
        else:
            parts = {"table": players, "table-right": (), "table-side": ()}
        if not self._panels:
            self._panels = list(self.query(TableMats))
        for panel in self._panels:
            mats = parts.get(panel.id or "", ())
            panel.set_class(not mats, "-none")
            panel.data = others._replace(players=mats)


VIEW_PANELS = frozenset(panel for _name, ids in PANELS for panel in ids)
"""The ids of the panels the compact layout's views show (each a `.panel` in one of the two columns)."""


def is_compact(width: int, height: int) -> bool:
    """Whether a screen of this size gets the compact layout."""
    return width < FULL_SIZE[0] or height < FULL_SIZE[1]


def table_panels(screen: Screen[None]) -> list[str]:
    """The names of the compact layout's views this screen has (the Automa only in a solo game, the
    others' mats only with others at the table)."""
    views = [name for name, ids in PANELS if all(screen.query(f"#{panel}") for panel in ids)]
    if any(body.nobody_else for body in screen.query(TableBody)):
        views.remove("others")
    if screen.query("#step"):
        views.remove("hand")  # the walkthrough shows the hand itself, on its steps about the hand
    return views


def next_view(screen: Screen[None], name: str) -> str:
    """The view the panel key shows after `name` (the first one if `name` is not among them)."""
    views = table_panels(screen)
    at = views.index(name) if name in views else -1
    return views[(at + 1) % len(views)]


VIEW_WORDS = {"automa": "Automa"}
"""How the key bar words a view whose id is not the word a player reads: the Automa is a name."""


def next_view_label(screen: Screen[None], name: str) -> str:
    """What the panel key does after the view `name`, as the key bar words it ('Show Automa')."""
    view = next_view(screen, name)
    return f"Show {VIEW_WORDS.get(view, view)}"


def show_panel(screen: Screen[None], name: str) -> None:
    """Compact layout: the view `name` alone fills the table (the CSS hides the rest by these classes)."""
    shown = dict(PANELS).get(name, ())
    with_step = bool(screen.query("#step"))  # the walkthrough's step stays under every view
    screen.set_class(with_step, "-with-step")
    if with_step and name == "board":
        shown = ("board-box",)  # the step takes the log's room under the board
    # One walk through the screen for the panels, one for the columns: this runs at every new turn,
    # and a query per panel walked the whole screen (the hand's cards too) each time.
    holders = set()
    for widget in screen.query(".panel"):
        if widget.id in VIEW_PANELS:
            widget.set_class(widget.id in shown, "-shown")
            if widget.id in shown:
                holders.add(widget.parent)
    for column in screen.query("#left-column, #right-column"):
        column.set_class(column in holders, "-holds-shown")


def compose_table(solo: bool, hand: Widget) -> ComposeResult:
    """Board and wake-up chart, the Automa (solo), players, the others' mats and log; the vineyard and
    `hand`; on the largest screens a third column with the others' mats."""
    with TableBody(id="game-body"):
        with Vertical(id="left-column"):
            with Vertical(id="board-box", classes="panel"):
                yield Board(id="board")
                yield WakeUpChart(id="wake-up")
                yield ScoreTracks(id="score-tracks")
            if solo:
                yield AutomaPanel(id="automa", classes="panel")
            yield PlayersPanel(id="players", classes="panel")
            yield _titled(TableMats(id="table", classes="panel"), "At the table")
            yield GameLog(id="log", classes="panel")
        with Vertical(id="right-column"):
            with Vertical(id="mat-box", classes="panel"):
                yield VineyardMat(id="mat")
                yield WorkersLine(id="workers")
                yield CellarPanel(id="cellar")
            yield _titled(TableMats(id="table-right", classes="panel"), "At the table")
            yield hand
            yield _titled(GameLog(id="log-right", classes="panel"), "Log")
        with Vertical(id="side-column"):
            yield _titled(TableMats(id="table-side", classes="panel", roomy=True), "At the table")


LOG_ROOM = 3
"""Lines of the log under the board below which it looks for more under the hand."""


def place_log(screen: Screen[None]) -> None:
    """Put the log where it shows most: under the board, or under the hand when the Players table of
    a large table (or the Automa's panel) leaves it fewer than `LOG_ROOM` lines there and the hand's
    column has more to spare once every card of the hand is shown. Decided now, from the last
    layout's panels and the hand's cards, so that the next frame has the log in its place; and again
    once laid out, for a panel above it that changed height. The compact layout keeps it under the
    board, where its views show it."""
    _measure_log_room(screen)
    screen.call_after_refresh(_measure_log_room, screen)


def _measure_log_room(screen: Screen[None]) -> None:
    # Also asked as focus leaves a screen that is closing, and after a refresh by which the screen
    # may have left the stack: one that is leaving loses its panels one by one.
    if not screen.is_attached or screen not in screen.app.screen_stack:
        return
    try:
        if is_compact(*screen.app.size):
            screen.query_one(TableBody).remove_class("-log-right")
            _fit_hand(screen.query_one("#hand"), False)
        else:
            _place_measured(screen)
    except NoMatches:
        return


def _place_measured(screen: Screen[None]) -> None:
    left = screen.query_one("#left-column")
    right = screen.query_one("#right-column")
    hand = screen.query_one("#hand")
    if not left.size.height or not isinstance(hand, HandPanel):
        return  # not laid out, or a replay's hand: the log stays put
    # Neither side depends on where the log is, so moving it cannot undo the reason it moved.
    above_log = _rows_of(left, ("log",))
    beside_hand = _rows_of(right, ("hand", "log-right"))
    border = 2
    left_lines = left.size.height - above_log - border
    right_lines = right.size.height - beside_hand - hand.rows_wanted - border
    move = left_lines < LOG_ROOM and right_lines > max(left_lines, 0)
    screen.query_one(TableBody).set_class(move, "-log-right")
    _fit_hand(hand, move)


def _rows_of(column: Widget, leaving_out: tuple[str, ...]) -> int:
    """Rows the column's shown panels take, but for those `leaving_out`."""
    shown = (panel for panel in column.children if panel.display and panel.id not in leaving_out)
    return sum(panel.outer_size.height for panel in shown)


def _fit_hand(hand: Widget, to_cards: bool) -> None:
    """The hand as tall as its cards (the log under it takes the rest), or its column's share."""
    if to_cards and isinstance(hand, HandPanel):
        hand.styles.height = hand.rows_wanted  # lays out again only if it changed
    elif hand.styles.inline.has_rule("height"):
        hand.styles.height = None  # back to the stylesheet's share (this lays out again every time)


def shown_seat(view: SeatView, seat: int | None) -> int | None:
    """Whose side the vineyard column shows: the viewer's, or with nobody at the keyboard (a
    computer's turn) the deciding seat's, so the table can follow what it does to its mat. A mat is
    public; the hand panel shows that seat's card backs only."""
    return seat if seat is not None else view.decider


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

    The board and vineyard are shown as `seat` sees them; with no seat the vineyard is the deciding
    seat's (public, like every mat), and empty once nobody decides. The log holds what `view.seat`
    may read.
    """
    names = tuple(p.name for p in view.players)
    solo = solo_view(state)
    screen.query_one(Board).data = BoardData(
        tuple(spaces), view.placements, colours, view.phase, seat, my_turn
    )
    screen.query_one(ScoreTracks).data = ScoreData(
        tuple(p.vp for p in view.players),
        tuple(p.residual for p in view.players),
        colours,
        # Solo ends after its years (§17), so its track has no goal; it has the Automa's marker.
        None if solo is not None else catalog().board.vp_goal,
        solo.target if solo is not None else None,
    )
    screen.query_one(WakeUpChart).data = WakeUpData(
        tuple(p.rooster for p in view.players),
        view.turn_order,
        view.first_player,
        names,
        colours,
        view.phase,
        wide,
        # Solo (§17.3): the rows the engine no longer opens have been used this game.
        () if solo is None else tuple(r.row for r in catalog().board.wake_up if not row_open(state, r.row)),
    )
    levels = tuple(p.computer for p in state.setup.players)  # who plays each seat is public
    screen.query_one(PlayersPanel).data = PlayersData(view.players, colours, view.decider, seat, wide, levels)
    mat_seat = shown_seat(view, seat)
    me = view.players[mat_seat] if mat_seat is not None else None
    others = TableData(tuple(p for p in view.players if p.seat != mat_seat), colours, view.decider, levels)
    screen.query_one(TableBody).seat_others(others)
    screen.query_one(VineyardMat).data = (
        MatData(me.fields, me.structures, 3 if wide else 2) if me is not None else None
    )
    screen.query_one(CellarPanel).data = CellarData.of(me) if me is not None else None
    screen.query_one(WorkersLine).data = WorkersData.of(me, colours[me.seat]) if me is not None else None
    log = LogData(view.seat, view.log[-LOG_LINES:])
    for log_panel in screen.query(GameLog):
        log_panel.data = log
    if solo is not None:
        for panel in screen.query(AutomaPanel):
            panel.data = AutomaData(solo, state.phase, wide)
    _title(screen.query_one("#mat-box"), f"{me.name}'s vineyard" if me is not None else "Vineyard")
    _title(screen.query_one("#hand"), f"{me.name}'s hand" if me is not None else "Hand")
    mat_box = screen.query_one("#mat-box")
    purse = f"{me.vp} VP · {me.lira} lira · residual {me.residual}" if me is not None else ""
    if mat_box.border_subtitle != purse:
        mat_box.border_subtitle = purse
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


def _titled(widget: Widget, title: str) -> Widget:
    widget.border_title = title
    return widget


def _title(widget: Widget, title: str) -> None:
    # Setting a border title repaints the whole panel, even when the title is the same. The
    # title holds a player's name: plain content, never markup.
    content = plain(title)
    if widget._border_title != content:
        widget.border_title = content
