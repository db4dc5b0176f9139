"""The replay screen: forward, back, jump to a year, start and end; hands open only once the game is over;
and the command line opening the app on a game or a replay."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.persistence.helpers import finished_game, play
from tests.ui.helpers import SMALL, screen_text, tap
from viticulture_tui.cli import main
from viticulture_tui.engine.game import replay
from viticulture_tui.persistence import store
from viticulture_tui.persistence.loader import load_game
from viticulture_tui.ui import app as app_module
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.replay import ReplayScreen
from viticulture_tui.ui.screens.replay_drawing import HandList
from viticulture_tui.ui.screens.title import TitleScreen


def saved(tmp_path: Path, state: Any, name: str) -> Path:
    """Save a game and return its file."""
    return store.save_game(state, tmp_path, name)


def json_of(state: Any) -> Any:
    """A state as plain data."""
    return state.model_dump(mode="json")


async def test_steps_forward_and_back(tmp_path: Path) -> None:
    """Right and left move one action; the board is the game after that many actions."""
    loaded = load_game(saved(tmp_path, play(2, 11, 60)[0], "midway"))
    setup, history = loaded.save.setup, loaded.save.history
    app = ViticultureApp(screen=ReplayScreen(loaded))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        assert screen.replayer.index == 0 and "action 0 of 60" in screen_text(app)
        await pilot.press("right", "right", "right")
        assert screen.replayer.index == 3 and "action 3 of 60" in screen_text(app)
        assert json_of(screen.replayer.state) == json_of(replay(setup, history[:3]))
        await pilot.press("left")
        assert screen.replayer.index == 2
        assert json_of(screen.replayer.state) == json_of(replay(setup, history[:2]))
        await pilot.press("left", "left", "left")
        assert screen.replayer.index == 0
        await pilot.press("end")
        assert screen.replayer.index == 60
        assert json_of(screen.replayer.state) == json_of(loaded.state)
        await pilot.press("home")
        assert screen.replayer.index == 0


async def test_hands_stay_hidden_in_an_unfinished_game(tmp_path: Path) -> None:
    """An unfinished game: no hand is shown and no private log line, for any player at any step."""
    state = play(2, 11, 60)[0]
    loaded = load_game(saved(tmp_path, state, "midway"))
    app = ViticultureApp(screen=ReplayScreen(loaded))
    async with app.run_test(size=SMALL) as pilot:
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        for _ in range(20):
            for key in ("right", "right", "right", "tab"):
                await tap(pilot, key)  # quicker than pilot.press, which waits for the process to idle
            text = screen_text(app)
            data = screen.query_one(HandList).data
            assert data is not None and data.cards is None
            assert "hidden until the game is over" in text and "You draw" not in text


async def test_hands_are_open_once_the_game_is_over(tmp_path: Path) -> None:
    """A finished game: the shown player's hand is listed; Tab goes to the next player."""
    state = finished_game(3, 81)
    loaded = load_game(saved(tmp_path, state, "done"))
    app = ViticultureApp(screen=ReplayScreen(loaded))
    async with app.run_test(size=SMALL) as pilot:
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        await pilot.press("end")
        data = screen.query_one(HandList).data
        assert data is not None and data.cards == tuple(state.players[0].hand)
        await pilot.press("tab")
        assert screen.shown == 1
        data = screen.query_one(HandList).data
        assert data is not None and data.cards == tuple(state.players[1].hand)
        assert "hands open" in screen_text(app)


async def test_jump_to_a_year(tmp_path: Path) -> None:
    """A digit jumps to the start of that year; ] and [ to the next and the year before."""
    state = finished_game(3, 81)
    loaded = load_game(saved(tmp_path, state, "done"))
    app = ViticultureApp(screen=ReplayScreen(loaded))
    async with app.run_test(size=SMALL) as pilot:
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        await pilot.press("3")
        at = screen.replayer.index
        assert screen.replayer.state.year == 3 and "Year 3" in screen_text(app)
        await pilot.press("left")
        assert screen.replayer.state.year == 2
        await pilot.press("right_square_bracket")
        assert screen.replayer.index == at
        await pilot.press("right_square_bracket")
        assert screen.replayer.state.year == 4
        await pilot.press("left_square_bracket")
        assert screen.replayer.index == at
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)


@pytest.fixture
def runs(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """What the command line would run the app with (the app itself is not started)."""
    calls: list[dict[str, Any]] = []

    def fake_run_app(save_dir: Path | None = None, session: Any = None, screen: Any = None) -> int:
        calls.append({"save_dir": save_dir, "session": session, "screen": screen})
        return 0

    monkeypatch.setattr(app_module, "run_app", fake_run_app)
    return calls


def test_command_line_replay_opens_the_replay(tmp_path: Path, runs: list[dict[str, Any]]) -> None:
    """`viticulture replay FILE` (without --headless) opens the replay screen on the checked file."""
    saved(tmp_path, finished_game(3, 81), "done")
    assert main(["replay", "done", "--save-dir", str(tmp_path)]) == 0
    assert isinstance(runs[0]["screen"], ReplayScreen) and runs[0]["save_dir"] == tmp_path


def test_command_line_load_opens_the_game(tmp_path: Path, runs: list[dict[str, Any]]) -> None:
    """`viticulture load FILE` opens the app on that game; the save folder stays --save-dir's."""
    state = play(2, 11, 60)[0]
    path = saved(tmp_path, state, "midway")
    assert main(["load", str(path), "--save-dir", str(tmp_path / "elsewhere")]) == 0
    assert json_of(runs[0]["session"].state) == json_of(state)
    assert runs[0]["save_dir"] == tmp_path / "elsewhere"


def test_command_line_play_uses_the_save_folder(tmp_path: Path, runs: list[dict[str, Any]]) -> None:
    """`viticulture --save-dir DIR` runs the app with that folder."""
    assert main(["--save-dir", str(tmp_path)]) == 0
    assert runs[0]["save_dir"] == tmp_path


async def test_a_solo_game_replays_with_the_automa_panel(tmp_path: Path) -> None:
    """A solo game: the Automa panel is there and follows the cursor."""
    from viticulture_tui.sim import play_random_game
    from viticulture_tui.ui.widgets.automa_panel import AutomaPanel

    loaded = load_game(saved(tmp_path, play_random_game(1, 3).state, "solo"))
    app = ViticultureApp(screen=ReplayScreen(loaded))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("end")
        panel = app.screen.query_one(AutomaPanel)
        assert panel.data is not None and panel.data.view.year == loaded.state.year
        assert "Automa" in screen_text(app)
