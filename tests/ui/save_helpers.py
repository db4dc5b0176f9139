"""Helpers for the UI tests of saving, loading, undo and replay: folders, messages, moments of a game."""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot

from tests.persistence.helpers import snapshot
from tests.ui.helpers import session_until
from viticulture_tui.engine.undo import undo_reason
from viticulture_tui.session import Session
from viticulture_tui.ui.app import ViticultureApp

__all__ = ["messages", "refused_session", "save_files", "snapshot", "undoable_session", "wait_for_workers"]


def messages(app: ViticultureApp) -> str:
    """Every notification shown so far (title and text), as one string."""
    return "\n".join(f"{n.title}: {n.message}" for n in app._notifications)


async def wait_for_workers(pilot: Pilot[None]) -> None:
    """Let background work (the resume check) finish and its results reach the screen."""
    await pilot.pause()
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()
    await pilot.pause()


def undoable_session(players: int = 2, seed: int = 3) -> Session:
    """A game where the deciding player may take back their last action, in the middle of a decision."""
    return session_until(
        players,
        seed,
        lambda s: (
            s.decision_kind() not in (None, "turn") and len(s.state.history) > 8 and not undo_reason(s.state)
        ),
        visitors=False,
    )


def refused_session(players: int = 2, seed: int = 3) -> Session:
    """A game where the deciding player's last action turned up a card: undo is refused."""
    return session_until(
        players, seed, lambda s: undo_reason(s.state).startswith("Your last action cannot be taken back")
    )


def save_files(folder: Path) -> list[str]:
    """The names of the files in a folder, sorted."""
    return sorted(p.name for p in folder.iterdir())
