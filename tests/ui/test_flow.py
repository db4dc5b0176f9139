"""The game screen's flow: hand-over, decision lists with steps, confirmations (R6), the new-game form."""

from __future__ import annotations

from textual.pilot import Pilot

from tests.scenario import game, play_card
from tests.ui.helpers import SMALL, screen_text, session_until, tap
from viticulture_tui.engine.board import BONUS_SLOT
from viticulture_tui.session import Session
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.confirm import ConfirmScreen
from viticulture_tui.ui.screens.game import GameScreen
from viticulture_tui.ui.screens.new_game import NewGameScreen
from viticulture_tui.ui.screens.title import TitleScreen
from viticulture_tui.ui.widgets.board import Board
from viticulture_tui.ui.widgets.decision_panel import DecisionPanel


def summer_turn(players: int = 3, seed: int = 4) -> Session:
    """A game at a summer turn, nothing placed yet, with Give tour's bonus space free."""
    return session_until(players, seed, lambda s: s.state.phase == "summer", visitors=False)


async def test_curtain_hides_the_game_until_enter() -> None:
    """The game starts behind the curtain naming the deciding player; Enter shows their side."""
    session = summer_turn()
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.covered
        name = session.names[session.decider() or 0]
        text = screen_text(app)
        assert "Pass the keyboard to" in text and name in text
        assert "vineyard" not in text and "hand" not in text.lower().replace("hand-over", "")
        before = len(session.state.history)
        await pilot.press("v", "x", "1")  # game keys do nothing behind the curtain
        assert screen.covered and len(session.state.history) == before
        await pilot.press("enter")
        assert not screen.covered and screen.viewer == session.decider()
        assert f"{name}'s hand" in screen_text(app)


async def test_bonus_skip_asks_first() -> None:
    """Skipping a bonus asks for confirmation (R6): No keeps the choice open, Yes applies it."""
    session = summer_turn()
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("enter")
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await pilot.press("t")
        board = screen.query_one(Board)
        assert board.offer is not None, "plain and bonus spaces, worker and grande"
        labels = [c.label for c in board.offer[1]]
        bonus = next(i for i, c in enumerate(board.offer[1]) if c.action.arg[1] == "bonus")
        assert "bonus space" in labels[bonus]
        await pilot.press(str(bonus + 1))
        seat = session.decider()
        assert any(p.slot == BONUS_SLOT for p in session.state.placements)
        assert screen.deciding
        panel = screen.query_one(DecisionPanel)
        skip = next(i for i, c in enumerate(panel.choices) if c.action.arg == "skip")
        await pilot.press(str(skip + 1))
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        assert app.screen is screen and screen.deciding
        await pilot.press(str(skip + 1), "y")
        await pilot.pause()
        assert any(e.text == f"{session.names[seat or 0]} skips the bonus." for e in session.state.log)


async def test_lists_step_back_and_hide() -> None:
    """A long list comes in groups; Escape steps back to the groups, then hides the list; Enter shows it."""
    session = summer_turn()
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("enter")
        before = len(session.state.history)
        await pilot.press("a")
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.deciding
        panel = screen.query_one(DecisionPanel)
        assert len(panel.groups) < len(panel.choices), "placements grouped by action"
        first = panel.groups[0]
        assert len(first.choices) > 1
        await pilot.press("1")
        assert panel.group == first and panel.current() == list(first.choices)
        await pilot.press("escape")
        assert panel.group is None and screen.deciding
        await pilot.press("escape")
        assert not screen.deciding
        assert len(session.state.history) == before


async def test_hidden_decision_comes_back() -> None:
    """A decision list hidden with Escape comes back with Enter; nothing is decided meanwhile."""
    session = session_until(2, 4, lambda s: s.decision_kind() == "wake_up")
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("enter")
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.deciding
        await pilot.press("escape")
        assert not screen.deciding
        assert "press Enter to answer" in screen_text(app)
        await tap(pilot, "enter")
        assert screen.deciding


def short_wake_up(session: Session) -> bool:
    """A wake-up list short enough to show whole (six lines or fewer), with row 5's two decks."""
    choices = session.choices() if session.decision_kind() == "wake_up" else []
    return 0 < len(choices) <= 6 and sum(c.number == 5 for c in choices) == 2


async def lift_to_list(app: ViticultureApp, pilot: Pilot[None]) -> DecisionPanel:
    """Enter lifts the curtain: the decision list the person now sees."""
    await pilot.press("enter")
    screen = app.screen
    assert isinstance(screen, GameScreen) and screen.deciding
    return screen.query_one(DecisionPanel)


async def test_a_digit_picks_its_row_in_a_short_wake_up_list() -> None:
    """With few rows free, row 5's decks are still one line: each digit names its own row, and
    row 5 asks for its deck in a second step (the line's number once stood in for the row's)."""
    session = session_until(3, 4, short_wake_up)
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        panel = await lift_to_list(app, pilot)
        rows = sorted({c.number for c in session.choices() if c.number is not None})
        assert panel.numbers() == rows
        assert "Row 5: draw 1 summer or winter visitor …" in screen_text(app)
        await pilot.press("5")
        assert panel.group is not None and {c.number for c in panel.group.choices} == {5}
        assert "Row 5: draw 1: which one?" in screen_text(app)
        await pilot.press("escape")
        last = rows[-1]
        seat = session.decider()
        await pilot.press(str(last))
        assert session.state.players[seat or 0].rooster == last


async def test_a_digit_picks_its_row_in_the_organizers_list() -> None:
    """The Organizer lists the empty rows as spring does: each digit is its row (row 3 is the
    first free one here), and row 5's decks are a second step."""
    state = game(2)
    me = state.turn_order[0]
    play_card(state, me, "organizer")
    session = Session(state)
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        panel = await lift_to_list(app, pilot)
        assert panel.numbers() == [3, 4, 5, 6, 7]
        await pilot.press("5")
        assert "Row 5: draw 1: which one?" in screen_text(app)
        await pilot.press("escape")
        await pilot.press("7")
        assert session.state.players[me].rooster == 7


async def test_new_game_form_checks_names() -> None:
    """Two players with the same name are refused with a message; Escape goes back to the title."""
    app = ViticultureApp()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("n")
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        await pilot.press("tab", "tab", "tab", "tab")  # the second name, past name, colour, who plays
        await pilot.press(*["backspace"] * 5, *"Anna", "ctrl+s")
        assert isinstance(app.screen, NewGameScreen)
        assert "same name" in screen_text(app)
        await pilot.press("escape")
        assert isinstance(app.screen, TitleScreen)


async def test_title_offers_no_dead_entry() -> None:
    """The title offers New game, Load game and Quit; a walkthrough entry only once the screen exists."""
    from importlib.util import find_spec

    app = ViticultureApp()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "New game" in text and "Load game" in text and "Quit" in text
        walkthrough = find_spec("viticulture_tui.ui.screens.walkthrough") is not None
        assert ("walkthrough" in text.lower()) == walkthrough


async def test_opponent_answer_gets_the_curtain() -> None:
    """An opponent asked by a visitor (Banker, V10) gets the keyboard behind the curtain."""
    from tests.scenario import give

    session = summer_turn(players=2, seed=4)
    seat = session.decider()
    assert seat is not None
    give(session.state, seat, "banker")
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("enter", "s")
        screen = app.screen
        assert isinstance(screen, GameScreen)
        board = screen.query_one(Board)
        if board.offer is not None:
            await pilot.press("1")
        panel = screen.query_one(DecisionPanel)
        assert screen.deciding
        banker = next(i for i, g in enumerate(panel.groups) if g.title == "Play Banker")
        await pilot.press(str(banker + 1))
        await pilot.pause()
        opponent = 1 - seat
        assert session.decider() == opponent and screen.covered
        assert "Banker" in screen_text(app) and session.names[opponent] in screen_text(app)
        await pilot.press("enter")
        assert screen.viewer == opponent and screen.deciding
        await pilot.press("2")  # decline
        await pilot.pause()
        assert any("declines the Banker" in e.text for e in session.state.log)


async def test_wake_up_rows_keep_their_numbers() -> None:
    """Once a row is taken, the others keep their own numbers: 7 picks row 7, a taken row's digit nothing."""
    session = session_until(
        3, 6, lambda s: s.decision_kind() == "wake_up" and s.state.players[0].rooster == 1
    )
    assert session.state.players[0].rooster == 1, "the first player chose row 1"
    seat = session.decider()
    assert seat is not None and session.state.players[seat].rooster is None
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        await tap(pilot, "enter")  # lift the curtain
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.deciding
        panel = screen.query_one(DecisionPanel)
        assert panel.numbers()[0] == 2 and "2 Row 2:" in screen_text(app)
        await tap(pilot, "1")  # row 1 is taken: nothing happens
        assert session.state.players[seat].rooster is None and screen.deciding
        await tap(pilot, "7")
        assert session.state.players[seat].rooster == 7
