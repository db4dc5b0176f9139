"""The hint key in the walkthrough: at a step that leaves a choice, weighing only what the step accepts."""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest
from textual.app import App
from textual.pilot import Pilot

from tests.ui.helpers import LARGE
from tests.ui.walkthrough_keys import open_walkthrough, play_to, press
from viticulture_tui.ai.hint import Hint
from viticulture_tui.engine import Choice
from viticulture_tui.engine.knowledge import Knowledge
from viticulture_tui.ui import walkthrough_record
from viticulture_tui.ui.app import ViticultureApp


@pytest.fixture(autouse=True)
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The walkthrough keeps its progress in a fresh folder, as if it were the app's save folder."""
    monkeypatch.setattr(walkthrough_record, "folder_of", lambda app: tmp_path)
    return tmp_path


def hint_lines(app: App[None]) -> list[str]:
    """The hint notices on screen now."""
    return [n.message for n in app._notifications if n.title.startswith("Hint:")]


async def wait_for_hint(pilot: Pilot[None], app: App[None], seconds: float = 10.0) -> list[str]:
    """Let the app (and the hint's thread) run until a hint shows."""
    deadline = time.monotonic() + seconds
    while not hint_lines(app):
        assert time.monotonic() < deadline, "no hint came"
        await pilot.pause(0.02)
    return hint_lines(app)


async def test_k_at_a_free_choice_gives_one_the_step_accepts() -> None:
    """At the fall step (a summer or a winter visitor, both fine) k names one of the two, with its why."""
    app = ViticultureApp()
    async with app.run_test(size=LARGE) as pilot:
        screen = await open_walkthrough(pilot)
        await play_to(pilot, "fall")
        await pilot.pause()
        wanted = [c.label for c in screen.guide.wanted()]
        assert len(wanted) == 2 and screen.check_action("hint", ()) is True
        await press(pilot, "k")
        lines = await wait_for_hint(pilot, app)
        assert any(line.startswith(label + ": ") for line in lines for label in wanted), lines


async def test_the_hint_weighs_only_what_the_step_accepts(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Expert is handed the step's choices, never one the step would refuse."""
    from viticulture_tui.ai import hint as hint_module

    handed: list[list[str]] = []
    real = hint_module.hint

    def spy(known: Knowledge, choices: list[Choice], rng: random.Random) -> Hint | None:
        handed.append([c.label for c in choices])
        return real(known, choices, rng)

    monkeypatch.setattr(hint_module, "hint", spy)
    app = ViticultureApp()
    async with app.run_test(size=LARGE) as pilot:
        screen = await open_walkthrough(pilot)
        await play_to(pilot, "build")
        await pilot.pause()
        wanted = [c.label for c in screen.guide.wanted()]
        every = [c.label for c in screen.session.choices()]
        assert 1 < len(wanted) < len(every)  # the step narrows the game's choices
        await press(pilot, "k")
        await wait_for_hint(pilot, app)
        assert handed == [wanted]


async def test_no_hint_where_the_step_asks_for_one_thing() -> None:
    """A reading step, or a step with one accepted choice, says what to do: k does nothing there."""
    app = ViticultureApp()
    async with app.run_test(size=LARGE) as pilot:
        screen = await open_walkthrough(pilot)
        assert screen.guide.step is not None and screen.guide.step.is_ack
        assert not screen.check_action("hint", ())
        await play_to(pilot, "papa")
        await pilot.pause()
        assert len(screen.guide.wanted()) == 1 and not screen.check_action("hint", ())
        screen.hints.ask()  # even asked directly, there is nothing to weigh
        await pilot.pause(0.2)
        assert hint_lines(app) == [] and screen.hints._asked is None
