"""The hint notice goes as soon as the decision it spoke of is made (it used to linger for 8 s)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import NamedTuple

import pytest
from textual.app import App
from textual.pilot import Pilot

from tests.ui.helpers import game_screen, settle, tap
from tests.ui.test_computer_seats import SIZE, table
from viticulture_tui.session import Session
from viticulture_tui.ui import computer_turns
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.game import GameScreen


def hint_notes(app: App[None]) -> list[str]:
    """The messages of the hint notices on screen now (expired ones are dropped by Textual)."""
    return [n.message for n in app._notifications if n.title.startswith("Hint")]


@asynccontextmanager
async def hint_on_screen(before: Callable[[App[None]], None] = lambda app: None) -> AsyncIterator[HintShown]:
    """Anna against a random seat, at her first decision, with the hint asked for (k) and shown."""
    session = Session.new(table(None, "random"))
    app = ViticultureApp(session)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await settle(pilot, lambda: screen.deciding)
        before(app)
        await tap(pilot, "k")
        await settle(pilot, lambda: any(n.title.startswith("Hint:") for n in app._notifications), 10)
        yield HintShown(session, app, pilot, screen)


class HintShown(NamedTuple):
    """What a test of the shown hint works with."""

    session: Session
    app: ViticultureApp
    pilot: Pilot[None]
    screen: GameScreen


@pytest.fixture(autouse=True)
def no_pause(monkeypatch: pytest.MonkeyPatch) -> None:
    """Computer moves at once: the test is about the notice, not the pace."""
    monkeypatch.setattr(computer_turns, "PACE", 0.0)
    monkeypatch.setattr(computer_turns, "GRACE", 0.0)


async def test_the_hint_goes_when_the_person_decides() -> None:
    """k, the hint shows; a choice is made: the notice is gone at once, and the session lets go of it."""
    async with hint_on_screen() as (session, app, pilot, screen):
        await tap(pilot, "1")
        await settle(pilot, lambda: bool(session.state.history))
        await pilot.pause()
        assert hint_notes(app) == []
        assert screen.hints._decided not in session.on_applied
        assert screen.hints._replaced not in session.on_replaced


async def test_the_answer_takes_the_place_of_thinking() -> None:
    """When the hint comes, the "thinking" notice above it goes: one notice, the answer."""
    async with hint_on_screen() as (_, app, _, _):
        notes = hint_notes(app)
        assert len(notes) == 1 and notes[0] != "The Expert is thinking…", notes


async def test_the_hint_goes_when_the_position_is_replaced() -> None:
    """An undo (or a load) replaces the position the hint was for: the notice goes too."""
    async with hint_on_screen() as (session, app, pilot, _):
        session.replace(session.state)
        await pilot.pause()
        assert hint_notes(app) == []


async def test_other_notices_stay() -> None:
    """Only the hint's own notices are taken down: another notice on screen is left alone."""

    def saved(app: App[None]) -> None:
        app.notify("Saved as test.", title="Saved", timeout=30)

    async with hint_on_screen(saved) as (session, app, pilot, _):
        await tap(pilot, "1")
        await settle(pilot, lambda: bool(session.state.history))
        await pilot.pause()
        assert hint_notes(app) == []
        assert [n.message for n in app._notifications if n.title == "Saved"] == ["Saved as test."]
