"""Feeding the game screen's panels: each gets its slice of what the player at the keyboard may see."""

from __future__ import annotations

from typing import TYPE_CHECKING

from viticulture_tui.ui.render.cards import card_type
from viticulture_tui.ui.screens.table import feed_table, place_log, shown_seat
from viticulture_tui.ui.widgets.board import Board
from viticulture_tui.ui.widgets.hand_panel import HandPanel

if TYPE_CHECKING:
    from viticulture_tui.session import Session
    from viticulture_tui.ui.screens.game import GameScreen


def draw(screen: GameScreen) -> None:
    """Give every panel the part of the view it shows; panels whose part is unchanged stay as they are."""
    session, viewer = screen.session, screen.viewer
    view = session.view(viewer)
    at_keyboard = viewer is not None and view.decider == viewer
    question = screen.computers.status(session.prompt())  # a computer's question is not the viewer's
    my_turn = at_keyboard and session.decision_kind() == "turn"
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
        my_turn=my_turn,
        wide=screen.has_class("-wide"),
    )
    screen.query_one(Board).grande_spaces = (
        grande_spaces(session, viewer) if my_turn and viewer is not None else frozenset()
    )
    hand = screen.query_one(HandPanel)
    hand.notes = hand_notes(session, viewer) if viewer is not None else ()
    hand.hand = view.hand if viewer is not None else None
    shown = shown_seat(view, viewer)
    hand.backs = view.players[shown].hand_counts if viewer is None and shown is not None else ()
    place_log(screen)  # where the log shows most, now that the hand and the panels above it are set


def grande_spaces(session: Session, seat: int) -> frozenset[str]:
    """The actions on which every legal placement of the seat is its grande (engine/turns): there a
    space's key places the grande (workers all out, or every space taken)."""
    from viticulture_tui.engine.turns import legal_placements

    kinds: dict[str, set[str]] = {}
    for action, _space, worker in legal_placements(session.state, seat):
        kinds.setdefault(action, set()).add(worker)
    return frozenset(action for action, workers in kinds.items() if workers == {"grande"})


def hand_notes(session: Session, seat: int) -> tuple[tuple[str, str, str], ...]:
    """For each card of the seat's hand: a short note for its line and why it cannot be used now.

    Vines always say the structures they need (✓ once built); a visitor its engine cannot play now
    says so. The reasons are the engine's (engine/hand_view).
    """
    from viticulture_tui.engine.hand_view import STRUCTURE_NAMES, hand_status

    player = session.state.players[seat]
    built = {name for structure, name in STRUCTURE_NAMES.items() if player.has(structure)}
    out = []
    for status in hand_status(session.state, seat):
        if status.needs:
            note = "needs " + "+".join(f"{n} ✓" if n in built else n for n in status.needs)
        elif status.usable or card_type(status.card) not in ("summer", "winter"):
            note = ""
        else:
            note = "(not now)"
        out.append((status.card, note, status.reason))
    return tuple(out)
