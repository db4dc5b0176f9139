"""Undo from the game screen: the engine says whether the deciding player may take back their action."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.app import App

if TYPE_CHECKING:
    from viticulture_tui.session import Session


def take_back(app: App[None], session: Session) -> bool:
    """Take back the deciding player's last action, or tell them why not; whether it was taken back."""
    from viticulture_tui.engine.undo import UndoRefused, undo, undo_reason

    reason = undo_reason(session.state)
    if not reason:
        try:
            earlier = undo(session.state)
        except UndoRefused as exc:
            reason = str(exc)
        else:
            session.replace(earlier)
            app.notify("Your last action was taken back.", title="Undo")
            return True
    app.notify(reason, title="Undo refused", severity="warning", timeout=6, markup=False)
    return False
