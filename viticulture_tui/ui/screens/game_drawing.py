"""Feeding the game screen's panels: each gets its slice of what the player at the keyboard may see."""

from __future__ import annotations

from typing import TYPE_CHECKING

from viticulture_tui.ui.screens.table import feed_table
from viticulture_tui.ui.widgets.board import Board
from viticulture_tui.ui.widgets.hand_panel import HandPanel

if TYPE_CHECKING:
    from viticulture_tui.ui.screens.game import GameScreen


def draw(screen: GameScreen) -> None:
    """Give every panel the part of the view it shows; panels whose part is unchanged stay as they are."""
    session, viewer = screen.session, screen.viewer
    view = session.view(viewer)
    at_keyboard = viewer is not None and view.decider == viewer
    question = session.prompt()
    if at_keyboard and screen.hidden_decision:
        question += "  (press Enter to answer)"
    # Closed-space reasons are only meaningful (and only shown) for the player at the keyboard.
    spaces = session.spaces(viewer if viewer is not None else 0)
    feed_table(
        screen,
        session.state,
        view,
        viewer,
        spaces,
        screen.colours,
        question,
        my_turn=at_keyboard and session.decision_kind() == "turn",
        wide=screen.has_class("-wide"),
    )
    me = view.players[viewer] if viewer is not None else None
    screen.query_one(Board).only_grande = me is not None and me.free_workers == 0 and me.grande_free
    screen.query_one(HandPanel).hand = view.hand if viewer is not None else None
