"""Feeding the game screen's panels: each gets its slice of what the player at the keyboard may see."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.widget import Widget

from viticulture_tui.ui.render.cards import TYPE_LETTERS
from viticulture_tui.ui.render.cellar import CellarData
from viticulture_tui.ui.render.mat import WorkersData
from viticulture_tui.ui.widgets import automa_panel
from viticulture_tui.ui.widgets.board import Board, BoardData
from viticulture_tui.ui.widgets.cellar_panel import CellarPanel
from viticulture_tui.ui.widgets.game_log import GameLog, LogData
from viticulture_tui.ui.widgets.hand_panel import HandPanel
from viticulture_tui.ui.widgets.players_panel import PlayersData, PlayersPanel
from viticulture_tui.ui.widgets.status_bar import StatusBar, StatusData
from viticulture_tui.ui.widgets.vineyard_mat import MatData, VineyardMat
from viticulture_tui.ui.widgets.wake_up_chart import WakeUpChart, WakeUpData
from viticulture_tui.ui.widgets.workers_line import WorkersLine

if TYPE_CHECKING:
    from viticulture_tui.ui.screens.game import GameScreen

LOG_LINES = 60
"""Log lines handed to the log panel: more than fit on the tallest screen."""


def draw(screen: GameScreen) -> None:
    """Give every panel the part of the view it shows; panels whose part is unchanged stay as they are."""
    session, viewer = screen.session, screen.viewer
    view = session.view(viewer)
    colours = screen.colours
    names = tuple(p.name for p in view.players)
    at_keyboard = viewer is not None and view.decider == viewer
    my_turn = at_keyboard and session.decision_kind() == "turn"
    wide = screen.has_class("-wide")
    # Closed-space reasons are only meaningful (and only shown) for the player at the keyboard.
    spaces = tuple(session.spaces(viewer if viewer is not None else 0))
    screen.query_one(Board).data = BoardData(spaces, view.placements, colours, view.phase, viewer, my_turn)
    screen.query_one(WakeUpChart).data = WakeUpData(
        tuple(p.rooster for p in view.players),
        view.turn_order,
        view.first_player,
        names,
        colours,
        view.phase,
        wide,
    )
    screen.query_one(PlayersPanel).data = PlayersData(view.players, colours, view.decider, viewer, wide)
    me = view.players[viewer] if viewer is not None else None
    screen.query_one(VineyardMat).data = MatData(me.fields, me.structures) if me is not None else None
    screen.query_one(CellarPanel).data = CellarData.of(me) if me is not None else None
    screen.query_one(WorkersLine).data = WorkersData.of(me, colours[me.seat]) if me is not None else None
    screen.query_one(HandPanel).hand = view.hand if viewer is not None else None
    screen.query_one(GameLog).data = LogData(viewer, view.log[-LOG_LINES:])
    automa_panel.feed(screen)
    whose = f"{me.name}'s" if me is not None else "Nobody's"
    _title(screen.query_one("#mat-box"), f"{whose} vineyard")
    _title(screen.query_one(HandPanel), f"{whose} hand")
    decks = " ".join(f"{TYPE_LETTERS[deck]}{count}" for deck, count in view.decks)
    board_box = screen.query_one("#board-box")
    if board_box.border_subtitle != f"decks {decks}":
        board_box.border_subtitle = f"decks {decks}"
    decider = view.decider
    question = session.prompt()
    if at_keyboard and screen.hidden_decision:
        question += "  (press Enter to answer)"
    screen.query_one(StatusBar).data = StatusData(
        view.year,
        view.phase,
        names[decider] if decider is not None else None,
        colours[decider] if decider is not None else None,
        question,
        view.vp_trigger and not view.game_over,
    )


def _title(widget: Widget, title: str) -> None:
    # Setting a border title repaints the whole panel, even when the title is the same.
    if widget.border_title != title:
        widget.border_title = title
