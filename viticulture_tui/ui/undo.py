"""Undo from the game screen: the engine says whether the player may take back their action."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.app import App

if TYPE_CHECKING:
    from viticulture_tui.session import Session


def take_back(app: App[None], session: Session, seat: int | None = None) -> bool:
    """Take back a player's last action, or tell them why not; whether it was taken back.

    By default the player is the one deciding; with `seat`, the one who has just handed over the
    keyboard (from the hand-over curtain, before the next player has decided anything).
    """
    from viticulture_tui.engine.undo import UndoRefused, undo, undo_reason

    reason = undo_reason(session.state, seat)
    if not reason:
        try:
            earlier = undo(session.state, seat)
        except UndoRefused as exc:
            reason = str(exc)
        else:
            session.replace(earlier)
            whose = "Your" if seat is None else f"{session.names[seat]}'s"
            app.notify(f"{whose} last action was taken back.", title="Undo", markup=False)
            return True
    app.notify(reason, title="Undo refused", severity="warning", timeout=6, markup=False)
    return False
