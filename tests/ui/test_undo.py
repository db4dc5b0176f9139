"""Undo from the game screen, by key and from the palette: allowed, refused with the reason, never after
a refusal-worthy event, and never behind the hand-over curtain."""

from __future__ import annotations

from textual.pilot import Pilot

from tests.ui.helpers import SMALL, screen_text
from tests.ui.save_helpers import messages, refused_session, undoable_session
from viticulture_tui.engine.undo import undo_reason
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.game import GameScreen


async def palette(pilot: Pilot[None], words: str) -> None:
    """Open the command palette, type, and run the first hit."""
    await pilot.press("ctrl+p")
    await pilot.press(*words)
    await pilot.pause(0.3)
    await pilot.press("enter")
    await pilot.pause()


async def test_undo_by_key_takes_back_the_last_action() -> None:
    """u takes back the deciding player's own action; they keep the keyboard (no curtain)."""
    session = undoable_session()
    seat = session.decider()
    history = list(session.state.history)
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("enter")
        await pilot.press("u")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert session.state.history == history[:-1]
        assert session.decider() == seat and screen.viewer == seat and not screen.covered
        assert "taken back" in messages(app)


async def test_undo_from_the_palette() -> None:
    """The palette's Undo does the same as the key."""
    session = undoable_session()
    history = list(session.state.history)
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("enter")
        await palette(pilot, "Undo")
        assert session.state.history == history[:-1]


async def test_refused_undo_says_why_by_key_and_palette() -> None:
    """After a card was shown, neither the key nor the palette takes anything back; the player is told why."""
    session = refused_session()
    reason = undo_reason(session.state)
    before = session.state.model_dump(mode="json")
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("enter")
        await pilot.press("u")
        await pilot.pause()
        assert reason in messages(app) and "Undo refused" in messages(app)
        assert session.state.model_dump(mode="json") == before
        by_key = {n.identity for n in app._notifications}
        await palette(pilot, "Undo")
        assert session.state.model_dump(mode="json") == before
        # The palette says it again: its toast takes the place of the key's (equal toasts show once).
        assert messages(app).count(reason) == 1
        assert not by_key & {n.identity for n in app._notifications if reason in n.message}
        await pilot.press("u", "u")
        assert session.state.model_dump(mode="json") == before


async def test_undo_of_another_players_action_is_refused() -> None:
    """Right after the keyboard changed hands, the new player cannot take back the other's action."""
    session = undoable_session()
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await pilot.press("enter")
        while session.decider() == screen.viewer:  # play on until the keyboard changes hands
            await pilot.press("1") if screen.deciding else await pilot.press("l", "1")
            await pilot.pause()
        assert screen.covered
        before = len(session.state.history)
        # (On the curtain u takes back the action that handed over: tests/ui/test_table_grande_undo.py.)
        await pilot.press("enter", "u")
        await pilot.pause()
        assert len(session.state.history) == before
        assert "not yours" in messages(app) or "decided since" in messages(app)


async def test_undo_shows_nothing_new() -> None:
    """After an undo the screen shows the decider's own side of the earlier game, which they had seen."""
    session = undoable_session()
    seat = session.decider()
    assert seat is not None
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("enter", "u")
        await pilot.pause()
        name = session.names[seat]
        assert f"{name}'s hand" in screen_text(app)
