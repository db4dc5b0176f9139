"""Issue 12, "a clear focus ring on whatever takes keys": one ring, on the board, the list or the hand."""

from __future__ import annotations

from textual.widget import Widget

from tests.ui.helpers import SMALL, session_until, tap
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.game import GameScreen


def _edge(widget: Widget) -> object:
    """The colour of the widget's top border as drawn."""
    return widget.styles.border_top[1]


def _ringed(screen: GameScreen, ring: object) -> set[str]:
    """The panels on screen whose border is drawn in the ring's colour."""
    ids = ("board-box", "mat-box", "hand", "log", "players", "decision")
    return {p for p in ids if screen.query_one(f"#{p}").display and _edge(screen.query_one(f"#{p}")) == ring}


async def test_the_ring_follows_the_keys() -> None:
    """Board with nothing focused; the list once open; the hand after Tab (the list loses it); back."""
    session = session_until(2, 4, lambda s: s.state.phase == "summer" and s.decision_kind() == "turn")
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        await tap(pilot, "enter")
        screen = app.screen
        assert isinstance(screen, GameScreen) and app.focused is None
        assert screen.query_one("#board-box").has_class("-takes-keys")
        ring = _edge(screen.query_one("#board-box"))
        assert _ringed(screen, ring) == {"board-box"}
        await tap(pilot, "a")
        assert screen.deciding and _ringed(screen, ring) == {"decision"}
        await tap(pilot, "tab")
        assert app.focused is not None and app.focused.id == "hand-list"
        assert _ringed(screen, ring) == {"hand"}  # the open list no longer looks as if it took keys
        await tap(pilot, "escape")  # the hand gives the keys back to the list
        assert _ringed(screen, ring) == {"decision"}
        screen.set_focus(None)  # the list open, nothing focused: a digit still goes to the list
        await pilot.pause()
        assert _ringed(screen, ring) == {"decision"}
        await tap(pilot, "escape")  # hide the list: the board takes the keys again
        await pilot.pause()
        assert not screen.deciding and _ringed(screen, ring) == {"board-box"}
