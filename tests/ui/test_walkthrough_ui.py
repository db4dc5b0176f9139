"""The rules walkthrough on screen: played to the end by keys, refusals, step back, leave and resume."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.ui.helpers import LARGE, SMALL, screen_text
from tests.ui.walkthrough_keys import open_walkthrough, play_step, play_to, press
from viticulture_tui.engine import to_json
from viticulture_tui.ui import walkthrough_record
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.rule_popup import RulePopup
from viticulture_tui.ui.screens.rules_reference import RulesReferenceScreen
from viticulture_tui.ui.screens.title import TitleScreen
from viticulture_tui.ui.screens.walkthrough import AREAS, WalkthroughScreen
from viticulture_tui.ui.screens.walkthrough_commands import WalkthroughCommands
from viticulture_tui.ui.widgets.board import Board
from viticulture_tui.ui.widgets.step_panel import StepPanel
from viticulture_tui.walkthrough import Guide, load


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The walkthrough keeps its progress in a fresh folder, as if it were the app's save folder."""
    monkeypatch.setattr(walkthrough_record, "folder_of", lambda app: tmp_path)
    return tmp_path


async def test_the_whole_walkthrough_by_keys(folder: Path) -> None:
    """From the title, every step is done with the keys a player presses; then back to the title."""
    app = ViticultureApp()
    total = len(load().steps)
    async with app.run_test(size=LARGE) as pilot:
        screen = await open_walkthrough(pilot)
        keys = ["w"]
        seen = []
        for _ in range(300):
            guide = screen.guide
            if guide.finished:
                break
            step = guide.step
            assert step is not None
            if not seen or seen[-1] != step.id:
                seen.append(step.id)
                text = screen_text(app)
                assert f"Step {guide.index + 1} of {total}" in text and step.title in text
            assert not screen.covered, "no hand-over curtain in the walkthrough"
            keys += await play_step(pilot)
        assert screen.guide.finished and seen == [s.id for s in load().steps]
        assert "Walkthrough complete" in screen_text(app)
        log = [e.text for e in screen.session.state.log]
        assert "Rosa places a worker on Draw wine order." in log
        assert any(t.startswith("Rosa plays Politician") for t in log)
        keys += await press(pilot, "enter")
        assert isinstance(app.screen, TitleScreen)
    assert len(keys) < 80
    assert not (folder / walkthrough_record.FILE_NAME).exists(), "a finished walkthrough keeps no record"


async def test_a_wrong_action_is_refused_with_the_hint_and_changes_nothing(folder: Path) -> None:
    """A legal but unwanted space, choice or pass gets the step's hint; the game stays the same."""
    app = ViticultureApp()
    async with app.run_test(size=SMALL) as pilot:
        screen = await open_walkthrough(pilot)
        await play_to(pilot, "papa")
        # (step, key, refused): "p" then "1" put a worker on Plant vine, which the step wants.
        presses = [
            ("papa", "2", True),
            ("build", "v", True),
            ("build", "x", True),
            ("build", "g", True),
            ("plant", "p", False),
            ("plant", "1", False),
            ("plant", "3", True),
        ]
        for step_id, key, refused in presses:
            await play_to(pilot, step_id)
            step = screen.guide.step
            assert step is not None
            before, index = to_json(screen.session.state), screen.guide.index
            await press(pilot, key)
            if not refused:
                assert not screen.hint
                continue
            assert to_json(screen.session.state) == before and screen.guide.index == index
            assert screen.hint == step.hint
            assert step.hint[:30] in " ".join(screen_text(app).split())


async def test_a_reading_step_takes_no_game_key(folder: Path) -> None:
    """On a reading step a space's letter is refused; Enter goes on; there is no list to answer."""
    app = ViticultureApp()
    async with app.run_test(size=SMALL) as pilot:
        screen = await open_walkthrough(pilot)
        await play_to(pilot, "summer_board")
        before = to_json(screen.session.state)
        await press(pilot, "v", "a", "x")
        assert to_json(screen.session.state) == before and not screen.deciding
        assert screen.hint
        await press(pilot, "enter")
        step = screen.guide.step
        assert step is not None and step.id == "build" and not screen.hint


async def test_step_back_then_leave_and_resume(folder: Path) -> None:
    """Backspace replays the game to the previous step; q leaves; w resumes the same game and step."""
    app = ViticultureApp()
    async with app.run_test(size=SMALL) as pilot:
        screen = await open_walkthrough(pilot)
        await play_to(pilot, "plant")
        at_build = screen.guide.starts[-2]
        await press(pilot, "backspace")
        assert screen.guide.step is not None and screen.guide.step.id == "build"
        assert len(screen.session.state.history) == at_build
        assert screen.session.state is screen.guide.state
        await play_step(pilot)  # the worker on Build structure: leave in the middle of the step
        index, state = screen.guide.index, to_json(screen.session.state)
        await press(pilot, "q")
        assert isinstance(app.screen, TitleScreen)
        assert (folder / walkthrough_record.FILE_NAME).is_file()
        again = await open_walkthrough(pilot)
        assert again is not screen and again.guide.index == index
        assert to_json(again.session.state) == state
        assert any("Welcome back" in n.message for n in app._notifications)
        await play_to(pilot, "pass")
        await press(pilot, "ctrl+o")  # start over (the question is answered yes)
        assert again.guide.index == 0 and again.session.state is again.guide.state
        assert to_json(again.session.state) == to_json(Guide.new(load()).state)


async def test_every_step_points_at_a_place_on_screen(folder: Path) -> None:
    """Each step's highlight names an area the screen has; the area carries the highlight class."""
    app = ViticultureApp()
    async with app.run_test(size=SMALL) as pilot:
        screen = await open_walkthrough(pilot)
        for step in load().steps:
            area = step.highlight.partition(":")[0]
            assert area in AREAS, step.id
            screen.query_one(AREAS[area][0])
        await play_to(pilot, "rosa_order")
        assert screen.query_one("#board-box").has_class("-walk-here")
        assert screen.query_one(Board).highlighted() == "draw_order"
        await play_to(pilot, "harvest")
        assert screen.query_one("#cellar").has_class("-walk-here")
        assert not screen.query_one("#board-box").has_class("-walk-here")


async def test_undo_save_and_the_curtain_are_off(folder: Path) -> None:
    """Only the walkthrough's own keys and the board's work: no hand-over, no save, no undo."""
    app = ViticultureApp()
    async with app.run_test(size=SMALL) as pilot:
        screen = await open_walkthrough(pilot)
        for action in ("ready", "undo", "save"):
            assert not screen.check_action(action, ())
        assert screen.check_action("rule", ()) and screen.check_action("rules_reference", ())
        await play_to(pilot, "build")
        await press(pilot, "ctrl+r")
        reference = app.screen
        assert isinstance(reference, RulesReferenceScreen)
        assert reference.section is not None and reference.section.id == "5.1"
        await press(pilot, "escape", "e")
        popup = app.screen
        assert isinstance(popup, RulePopup) and popup.topic.title == "Build structure"
        labels = [label for label, _, _ in WalkthroughCommands(screen)._items()]
        assert "Walkthrough: Step back" in labels and "Walkthrough: Start over" in labels
        assert screen.query_one(StepPanel).view is not None
        assert not WalkthroughScreen.IN_GAME
