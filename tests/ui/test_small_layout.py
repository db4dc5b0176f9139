"""80x24, the smallest size laid out for: the panels fit and switch, and a game is played to its end."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from pytest import MonkeyPatch
from textual.geometry import Region
from textual.widget import Widget
from textual.widgets import Static

from tests.ui.helpers import KeyPlayer, game_screen, screen_text, session_from, session_until, tap
from tests.ui.walkthrough_keys import open_walkthrough
from viticulture_tui.ai.random_seat import RandomSeat
from viticulture_tui.session import Session
from viticulture_tui.ui import walkthrough_record
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.game import GameScreen
from viticulture_tui.ui.screens.game_over import GameOverScreen
from viticulture_tui.ui.screens.table import PANELS, next_view
from viticulture_tui.ui.screens.too_small import TooSmallScreen
from viticulture_tui.ui.widgets.board import Board
from viticulture_tui.ui.widgets.decision_panel import DecisionPanel
from viticulture_tui.ui.widgets.step_panel import StepPanel

COMPACT = (80, 24)


def whole(widget: Widget, within: Region) -> None:
    """The widget is on screen and not cut: its whole region lies inside `within`."""
    region = widget.region
    assert region.area > 0, f"{widget!r} is not shown"
    assert within.contains_region(region), f"{widget!r} at {region} is cut off by {within}"


def check_table(screen: GameScreen) -> None:
    """The view the screen shows: each of its panels whole above the two lines of keys; the list whole."""
    screen._refresh_layout()  # the layout as the next frame draws it
    table = screen.region.shrink((1, 0, 2, 0))  # below the status line, above the keys
    for panel_id in dict(PANELS)[screen.panel]:
        whole(screen.query_one(f"#{panel_id}"), table)
    shown = [w for w in screen.query(".panel") if w.region.area]
    assert {f"#{w.id}" for w in shown} == {f"#{p}" for p in dict(PANELS)[screen.panel]}
    if screen.deciding:
        panel = screen.query_one(DecisionPanel)
        whole(panel, table)
        choices = panel.query_one("#choices")
        whole(choices, panel.region.shrink((1, 1, 1, 1)))  # inside its border
        assert choices.region.height >= min(len(panel.current()), 7), "lines of the list are hidden"


async def test_each_view_fits_and_d_steps_through_them() -> None:
    """d shows the board (with the log), vineyard, hand, players, others (their mats) and log, each whole."""
    app = ViticultureApp(session=session_from(2, 3))
    async with app.run_test(size=COMPACT) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        screen = game_screen(app)
        assert screen.has_class("-compact") and " d Show vineyard " in screen_text(app)
        seen = []
        for _ in range(6):
            if screen.deciding:
                await pilot.press("escape")  # hide the list to look at the table
            seen.append(screen.panel)
            check_table(screen)
            assert f" d Show {next_view(screen, screen.panel)} " in screen_text(app)
            await pilot.press("d")
            await pilot.pause()
        assert seen == ["board", "vineyard", "hand", "players", "others", "log"]
        assert screen.panel == "board"
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        assert not screen.has_class("-compact") and " d Show " not in screen_text(app)
        every = ("board-box", "mat-box", "hand", "players", "log")
        assert all(screen.query_one(f"#{p}").region.area for p in every)


async def test_a_long_list_under_a_card_in_play_stays_whole() -> None:
    """The Planner in play above twelve winter actions: card text, list and rule all fit inside the panel."""
    session = session_from(2, 5)
    bot = RandomSeat(5)
    for _ in range(576):  # a random game reaches the Planner here (found by searching random games)
        session.apply(bot.choose(session.choices()))
    assert session.decision_kind() == "planner_place" and len(session.choices()) == 12
    app = ViticultureApp(session=session)
    async with app.run_test(size=COMPACT) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        screen = game_screen(app)
        assert screen.deciding and session.view(screen.viewer).in_play
        check_table(screen)


async def play_at_80x24_to_the_end(vp: int) -> set[str]:
    """From `vp` VP on, a 2-player game played to the end by keys at 80x24, each view checked whole
    as it shows; the decision kinds met with the table showing."""
    session = session_until(2, 69, lambda s: max(p.vp for p in s.state.players) >= vp)
    app = ViticultureApp(session=session)
    kinds: set[str] = set()
    async with app.run_test(size=COMPACT) as pilot:
        player = KeyPlayer(4)
        steps = 0
        while await player.step(pilot):
            steps += 1
            assert steps < 3000, "the game did not end"
            screen = app.screen
            if isinstance(screen, GameScreen) and not screen.covered:
                kinds.add(str(session.decision_kind()))
                check_table(screen)
                if steps % 3 == 0:
                    await player.press(pilot, "d")  # a player looks at another panel now and then
                    check_table(screen)
        assert isinstance(app.screen, GameOverScreen)
        assert session.state.game_over and max(p.vp for p in session.state.players) >= 20
        await pilot.pause()
        app.screen._refresh_layout()
        whole(app.screen.query_one("#game-over-headline"), app.screen.region)
    return kinds


async def test_a_whole_game_at_80x24_by_keys() -> None:
    """From 19 VP on (the last year, about 60 steps), a 2-player game is played to the end by keys at
    80x24; nothing is ever cut off, at every kind of decision a year brings. From 18 VP (four years)
    runs in make fuzz."""
    kinds = await play_at_80x24_to_the_end(19)
    every = {"wake_up", "turn", "play_visitor", "plant", "sell", "fall_draw", "discard_to_limit"}
    assert kinds >= every, f"the game no longer meets {every - kinds}"


@pytest.mark.fuzz
async def test_the_last_years_at_80x24_by_keys() -> None:
    """From 18 VP on (four years) by keys at 80x24, nothing cut off (make fuzz)."""
    await play_at_80x24_to_the_end(18)


async def test_the_walkthrough_step_stays_under_each_view(tmp_path: Path, monkeypatch: MonkeyPatch) -> None:
    """Walkthrough at 80x24: the step stays whole under the board, vineyard, players and log views."""
    monkeypatch.setattr(walkthrough_record, "folder_of", lambda app: tmp_path)
    app = ViticultureApp()
    async with app.run_test(size=COMPACT) as pilot:
        screen = await open_walkthrough(pilot)
        for view in ("board", "vineyard", "players", "others", "log", "board"):
            screen._refresh_layout()
            assert screen.panel == view
            table = screen.region.shrink((1, 0, 2, 0))
            whole(screen.query_one(StepPanel), table)
            whole(screen.query_one(f"#{dict(PANELS)[view][0]}"), table)
            await pilot.press("d")
            await pilot.pause()


async def test_resizing_across_the_sizes_keeps_the_game() -> None:
    """Sizes in turn, keys between: compact from 80x24 to below 100x30, the notice below 80x24."""
    rng = random.Random(8)
    app = ViticultureApp(session=session_until(2, 4, lambda s: s.state.phase == "summer"))
    async with app.run_test(size=COMPACT) as pilot:
        screen = game_screen(app)
        for size in [COMPACT, (100, 30), (79, 24), COMPACT, (99, 30), (80, 23), (100, 29), COMPACT] * 2:
            await pilot.resize_terminal(*size)
            await pilot.pause()
            if size[0] < 80 or size[1] < 24:
                assert isinstance(app.screen, TooSmallScreen)
                continue
            assert screen.has_class("-compact") == (size[0] < 100 or size[1] < 30)
            for _ in range(15):
                await tap(pilot, rng.choice(["d", "enter", "escape", "1", "2", "v", "x", "a", "down", "tab"]))
            if app.screen is screen and not screen.covered and screen.has_class("-compact"):
                check_table(screen)


async def test_solo_the_panel_key_names_the_automa_as_a_name() -> None:
    """Solo, the view after the board is the Automa's: the key reads 'Show Automa', capital A."""
    app = ViticultureApp(session=session_from(1, 3))
    async with app.run_test(size=COMPACT) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        screen = game_screen(app)
        if screen.deciding:
            await pilot.press("escape")
        assert screen.panel == "board" and next_view(screen, "board") == "automa"
        assert " d Show Automa " in screen_text(app)


def _a_summer_turn_with_the_grande(session: Session) -> bool:
    """The first summer turn whose player may place the grande or a worker on the tour space."""
    if session.decision_kind() != "turn":
        return False
    tours = [c for c in session.choices() if c.action.kind == "place" and c.action.arg[0] == "give_tour"]
    return len(tours) == 2


async def test_keys_for_the_board_bring_it_back_before_they_act() -> None:
    """Compact, with the vineyard shown: Enter (the key bar says so) and the arrows bring the board
    back and place nothing; a space's letter brings it back with that space's list of placements; a
    list left behind by another view is closed, so a digit cannot pick from it unseen."""
    session = session_until(2, 3, _a_summer_turn_with_the_grande)
    app = ViticultureApp(session=session)
    async with app.run_test(size=COMPACT) as pilot:
        await pilot.press("enter")  # the curtain
        await pilot.pause()
        screen = game_screen(app)
        board = screen.query_one(Board)
        actions = len(session.state.history)
        for key in ("enter", "down", "right"):
            await pilot.press("d")
            assert screen.panel == "vineyard" and "⏎ Show board" in screen_text(app)
            await pilot.press(key)
            assert screen.panel == "board" and board.offer is None, key
            assert len(session.state.history) == actions, f"{key} acted on a board out of view"
        await pilot.press("d", "t")
        assert screen.panel == "board" and board.offer is not None
        assert "Give tour: which space and worker?" in screen_text(app)
        await pilot.press("d")
        assert board.offer is None
        await pilot.press("1")
        assert len(session.state.history) == actions


async def test_the_hands_view_reads_each_card_and_escape_goes_back_to_the_board() -> None:
    """Compact, d to the hand: the hand takes the keys, the arrows go through the cards and the text
    of the one highlighted shows under them; Esc goes back to the board, and the arrows then move on
    the board again."""
    session = session_until(3, 7, lambda s: s.decision_kind() == "turn" and s.state.year >= 2)
    app = ViticultureApp(session=session)
    async with app.run_test(size=COMPACT) as pilot:
        await pilot.press("enter")
        screen = game_screen(app)
        while screen.panel != "hand":
            await pilot.press("d")
        hand = screen.query_one("#hand-list")
        card = screen.query_one("#card-text", Static)
        assert hand.has_focus
        screen._refresh_layout()
        first = str(card.render())
        assert card.region.height > 0 and first.strip(), "no card's text shows"
        await pilot.press("down")
        assert screen.panel == "hand" and str(card.render()) != first  # the next card's text
        await pilot.press("escape")
        assert screen.panel == "board" and not hand.has_focus
        await pilot.press("d")  # the vineyard: the hand's keys are given back
        assert screen.panel == "vineyard" and not hand.has_focus


async def test_the_next_player_starts_on_the_board_without_the_hands_keys() -> None:
    """Anna passes from her hand's view (which had the keys); Ben lifts the curtain on the board, and
    the arrows move on it, not in a hand list out of view."""
    session = session_until(2, 3, _a_summer_turn_with_the_grande)
    app = ViticultureApp(session=session)
    async with app.run_test(size=COMPACT) as pilot:
        await pilot.press("enter")
        screen = game_screen(app)
        first = session.decider()
        while screen.panel != "hand":
            await pilot.press("d")
        assert screen.query_one("#hand-list").has_focus
        await pilot.press("x", "y")  # pass, and yes to the question about the workers left
        await pilot.pause()
        assert session.decider() != first and screen.covered
        await pilot.press("enter")
        await pilot.pause()
        assert screen.panel == "board" and not screen.query_one("#hand-list").has_focus
