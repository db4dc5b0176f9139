"""The hint's choice is highlighted where the player picks it (the notice may cover part of a small
screen): its line in the open list, or its space on the board. Nothing is chosen for the player."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager

import pytest
from textual.pilot import Pilot
from textual.widgets import OptionList
from textual.widgets._toast import Toast, ToastRack

from tests.ui.helpers import game_screen, settle, tap
from tests.ui.test_computer_seats import table
from viticulture_tui.ai import hint as hint_module
from viticulture_tui.ai.hint import Hint
from viticulture_tui.engine import Action, Choice
from viticulture_tui.engine.knowledge import Knowledge
from viticulture_tui.session import Session
from viticulture_tui.ui import computer_turns
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.widgets.board import Board
from viticulture_tui.ui.widgets.decision_panel import DecisionPanel
from viticulture_tui.ui.widgets.key_bar import HINTED_STYLE
from viticulture_tui.ui.widgets.key_rows import KeyRows

SMALL = (80, 24)


@pytest.fixture(autouse=True)
def no_pause(monkeypatch: pytest.MonkeyPatch) -> None:
    """Computer moves at once: the test is about the highlight, not the pace."""
    monkeypatch.setattr(computer_turns, "PACE", 0.0)
    monkeypatch.setattr(computer_turns, "GRACE", 0.0)


def hint_picks(monkeypatch: pytest.MonkeyPatch, pick: Callable[[list[Choice]], Choice]) -> None:
    """The hint answers `pick(choices)`, so a test knows the line it should land on (the Expert's
    own pick is often the first line, where the highlight already is)."""

    def fixed(knowledge: Knowledge, choices: list[Choice], rng: random.Random) -> Hint:
        chosen = pick(choices)
        return Hint(chosen.action, chosen.label, "a test's reason")

    monkeypatch.setattr(hint_module, "hint", fixed)


def anna_deciding(kind: str) -> Session:
    """Anna (a person) against a random seat, at her first decision of this kind."""
    session = Session.new(table(None, "random"))
    while session.decision_kind() != kind or session.decider() != 0:
        session.apply(session.choices()[0].action)
    return session


async def her_turn(app: ViticultureApp, pilot: Pilot[None]) -> Board:
    """The board once Anna's placement turn is at the keyboard."""
    screen = game_screen(app)
    await settle(pilot, lambda: screen.session.decision_kind() == "turn" and screen.at_keyboard)
    return screen.query_one(Board)


def highlighted(panel: DecisionPanel) -> int | None:
    """The line highlighted in the open list."""
    return panel.query_one("#choices", OptionList).highlighted


async def test_a_list_decision_highlights_the_hinted_line(monkeypatch: pytest.MonkeyPatch) -> None:
    """k at the first decision (a list): the hinted line, the last one, is highlighted; nothing is picked."""
    hint_picks(monkeypatch, lambda choices: choices[-1])
    session = Session.new(table(None, "random"))
    app = ViticultureApp(session)
    async with app.run_test(size=SMALL) as pilot:
        screen = game_screen(app)
        await settle(pilot, lambda: screen.deciding)
        panel = screen.query_one(DecisionPanel)
        assert highlighted(panel) == 0
        await tap(pilot, "k")
        last = len(panel.current()) - 1
        await settle(pilot, lambda: highlighted(panel) == last)
        assert highlighted(panel) == last > 0
        assert not session.state.history and screen.deciding


async def test_at_80x24_the_hint_notice_leaves_the_list_in_view(monkeypatch: pytest.MonkeyPatch) -> None:
    """Compact, the list spans the foot of the screen where notices show: the hint's notice shows
    at the top while the list is open, and at the foot again once it is hidden."""
    hint_picks(monkeypatch, lambda choices: choices[-1])
    session = Session.new(table(None, "random"))
    app = ViticultureApp(session)
    async with app.run_test(size=SMALL, notifications=True) as pilot:
        screen = game_screen(app)
        await settle(pilot, lambda: screen.deciding)
        panel = screen.query_one(DecisionPanel)
        await tap(pilot, "k")
        rack = screen.get_child_by_type(ToastRack)
        await settle(pilot, lambda: any(t.region for t in rack.walk_children(Toast)))
        toast = next(t.region for t in rack.walk_children(Toast) if t.region)
        assert toast and not toast.overlaps(panel.region)
        assert toast.y < panel.region.y
        await tap(pilot, "escape")  # the list hidden to look at the game
        assert not screen.deciding and not screen.has_class("-deciding")


def row_5_winter(choices: list[Choice]) -> Choice:
    """Row 5's second way (the winter deck): a choice inside a group of the wake-up list."""
    return [c for c in choices if c.number == 5][-1]


async def test_a_hint_inside_a_group_highlights_the_group(monkeypatch: pytest.MonkeyPatch) -> None:
    """The wake-up list shows row 5's two decks as one line: a hint for its winter deck lands there,
    and Enter opens the two decks with the winter one highlighted."""
    hint_picks(monkeypatch, row_5_winter)
    session = anna_deciding("wake_up")
    app = ViticultureApp(session)
    async with app.run_test(size=SMALL) as pilot:
        screen = game_screen(app)
        await settle(pilot, lambda: screen.deciding)
        panel = screen.query_one(DecisionPanel)
        wanted = row_5_winter(session.choices()).action
        before = len(session.state.history)
        assert next(c.action for c in session.choices() if c.number == 5) != wanted
        line = next(
            i
            for i, group in enumerate(panel.current())
            if any(c.action == wanted for c in getattr(group, "choices", (group,)))
        )
        await tap(pilot, "k")
        await settle(pilot, lambda: highlighted(panel) == line)
        assert highlighted(panel) == line > 0
        await tap(pilot, "enter")
        await settle(pilot, lambda: panel.group is not None)
        assert panel.current()[highlighted(panel) or 0] == row_5_winter(session.choices())
        assert len(session.state.history) == before  # Enter opened the row's two ways: nothing chosen


async def test_a_placement_hint_moves_the_board_highlight(monkeypatch: pytest.MonkeyPatch) -> None:
    """At a placement turn the hinted space is highlighted on the board; no worker is placed."""

    def far_space(choices: list[Choice]) -> Choice:
        places = [c for c in choices if c.action.kind == "place"]
        return places[-1]

    hint_picks(monkeypatch, far_space)
    session = anna_deciding("turn")
    app = ViticultureApp(session)
    async with app.run_test(size=SMALL) as pilot:
        board = await her_turn(app, pilot)
        space = str(far_space(session.choices()).action.arg[0])
        assert board.highlighted() != space
        before = len(session.state.history)
        await tap(pilot, "k")
        await settle(pilot, lambda: board.highlighted() == space)
        assert board.highlighted() == space
        assert len(session.state.history) == before


def second_placement(choices: list[Choice]) -> Choice:
    """The last placement on a space that has two or more (a worker or the grande): not the first
    line of that space's list."""
    by_space: dict[object, list[Choice]] = {}
    for c in choices:
        if c.action.kind == "place":
            by_space.setdefault(c.action.arg[0], []).append(c)
    return next(places[-1] for places in by_space.values() if len(places) > 1)


@asynccontextmanager
async def grande_hinted(
    monkeypatch: pytest.MonkeyPatch,
) -> AsyncIterator[tuple[Session, Pilot[None], Board, Action]]:
    """Anna's placement turn on screen, with the hint answering a space's second placement."""
    hint_picks(monkeypatch, second_placement)
    session = anna_deciding("turn")
    app = ViticultureApp(session)
    async with app.run_test(size=SMALL) as pilot:
        board = await her_turn(app, pilot)
        yield session, pilot, board, second_placement(session.choices()).action


async def test_enter_on_the_hinted_space_lists_its_placements_on_the_hinted_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """k, then Enter on the space: the list of its placements opens on the hinted one (the grande),
    not on the first; nothing is placed until the player picks."""
    async with grande_hinted(monkeypatch) as (session, pilot, board, wanted):
        before = len(session.state.history)
        await tap(pilot, "k")
        await settle(pilot, lambda: board.highlighted() == wanted.arg[0])
        await tap(pilot, "enter")
        await settle(pilot, lambda: board.offer is not None)
        assert board.offered() == wanted and board.offer_cursor > 0
        assert len(session.state.history) == before


async def test_a_hint_asked_in_a_spaces_list_moves_within_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """With a space's list of placements open, k highlights the hinted line there: the list stays
    open (it used to close, so k, Enter, k, Enter went round in a circle)."""
    async with grande_hinted(monkeypatch) as (_, pilot, board, wanted):
        # The space's key: its list opens on the first line.
        game_screen(pilot.app).action_space(str(wanted.arg[0]))
        await settle(pilot, lambda: board.offer is not None)
        assert board.offer_cursor == 0
        await tap(pilot, "k")
        await settle(pilot, lambda: board.offered() == wanted)
        assert board.offer is not None and board.offered() == wanted


def pass_key_style(app: ViticultureApp) -> str:
    """The style of the key bar's Pass entry as drawn now ('' where it has none of its own)."""
    bar = game_screen(app).query_one(KeyRows)
    text = bar.make_text()
    if " x " not in text.plain:
        return ""  # no Pass key now (another seat's turn, or not a placement turn)
    start = text.plain.index(" x ")
    return " ".join(str(span.style) for span in text.spans if span.start <= start < span.end)


async def test_a_hint_to_pass_marks_the_pass_key_until_the_turn_is_taken(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A pass has no space on the board: the hint marks the x key in the key bar instead. Nothing is
    passed for the player, and the mark goes with the position it was given for."""
    hint_picks(monkeypatch, lambda choices: next(c for c in choices if c.action.kind == "pass"))
    session = anna_deciding("turn")
    app = ViticultureApp(session)
    async with app.run_test(size=SMALL) as pilot:
        board = await her_turn(app, pilot)
        assert HINTED_STYLE not in pass_key_style(app)
        before = len(session.state.history)
        await tap(pilot, "k")
        await settle(pilot, lambda: HINTED_STYLE in pass_key_style(app))
        assert HINTED_STYLE in pass_key_style(app)
        assert len(session.state.history) == before and board.highlighted() != "pass"
        # She places a worker instead (Enter on the space, Enter on its first placement): the
        # hint was for the position before, and its mark goes with it.
        await tap(pilot, "enter")
        if board.offer is not None:
            await tap(pilot, "enter")
        await settle(pilot, lambda: len(session.state.history) > before)
        await settle(pilot, lambda: HINTED_STYLE not in pass_key_style(app))
        assert game_screen(app).hinted_binding is None


async def test_a_placement_hint_from_another_view_shows_the_board(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """At 80x24 with the vineyard shown, k at a placement turn brings the board back, its hinted space
    highlighted (the highlight had moved on a board out of view); no worker is placed."""

    def far_space(choices: list[Choice]) -> Choice:
        return [c for c in choices if c.action.kind == "place"][-1]

    hint_picks(monkeypatch, far_space)
    session = anna_deciding("turn")
    app = ViticultureApp(session)
    async with app.run_test(size=SMALL) as pilot:
        board = await her_turn(app, pilot)
        screen = game_screen(app)
        await tap(pilot, "d")
        assert screen.panel == "vineyard"
        before = len(session.state.history)
        await tap(pilot, "k")
        space = str(far_space(session.choices()).action.arg[0])
        await settle(pilot, lambda: board.highlighted() == space)
        assert screen.panel == "board" and len(session.state.history) == before
