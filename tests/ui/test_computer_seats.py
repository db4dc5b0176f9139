"""Computer seats at the table: no curtain for them, their moves at a pace, never their hands, undo,
saves, resume and replay, the new-game form and the hint key."""

from __future__ import annotations

import asyncio
import json
import random
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Select, Static

from tests.ui.helpers import NAMES, KeyPlayer, game_screen, settle, tap
from viticulture_tui.ai.levels import LEVELS, make_bot
from viticulture_tui.engine import Action, Choice, GameState, PlayerSetup, Setup, apply, legal_actions
from viticulture_tui.engine.knowledge import Knowledge
from viticulture_tui.engine.state import ComputerLevel
from viticulture_tui.persistence import store
from viticulture_tui.persistence.errors import SaveError
from viticulture_tui.persistence.listing import list_saves
from viticulture_tui.persistence.loader import load_game
from viticulture_tui.persistence.replayer import Replayer
from viticulture_tui.session import Session
from viticulture_tui.ui import computer_turns
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.palette import PALETTE
from viticulture_tui.ui.screens.game import GameScreen
from viticulture_tui.ui.screens.new_game import NO_PERSON, NewGameScreen
from viticulture_tui.ui.widgets.hand_over import HandOver
from viticulture_tui.ui.widgets.hand_panel import HandPanel

SIZE = (160, 50)


def table(*seats: ComputerLevel | None, seed: int = 3) -> Setup:
    """A setup with the default names and colours; each seat a person (None) or a computer level."""
    return Setup(
        players=[
            PlayerSetup(name=NAMES[i], colour=PALETTE[i].key, computer=level) for i, level in enumerate(seats)
        ],
        seed=seed,
    )


@pytest.fixture
def no_pause(monkeypatch: pytest.MonkeyPatch) -> None:
    """Computer moves without the pause a person needs to follow them, and keys taken at once after
    them (the pace and the grace have tests of their own)."""
    monkeypatch.setattr(computer_turns, "PACE", 0.0)
    monkeypatch.setattr(computer_turns, "GRACE", 0.0)


class TablePlayer(KeyPlayer):
    """A key player that waits while a computer decides (keys pressed then have a test of their own):
    a move arriving between reading the choices and pressing their keys would mix two players' choices."""

    async def step(self, pilot: Pilot[None]) -> bool:
        """Answer what is on screen, or wait for the computer."""
        app = pilot.app
        screen = app.screen
        if isinstance(screen, GameScreen) and not screen.covered and screen.computers.playing:
            await pilot.pause(0.01)
            return True
        return await super().step(pilot)


def last_person(state: GameState, people: set[int]) -> int | None:
    """The person who took the latest action (None before any)."""
    return next((seat for seat, _ in reversed(state.history_marks) if seat in people), None)


def check_table(screen: GameScreen, people: set[int]) -> str:
    """The rules of the table at this moment; what the screen shows now ('curtain', 'computer', ...)."""
    session = screen.session
    decider = session.decider()
    assert screen.viewer is None or screen.viewer in people, "a computer seat's side is shown"
    hand = screen.query_one(HandPanel).hand
    if screen.viewer is None and not screen.covered:  # behind the curtain the panels are invisible
        assert hand is None, "a hand is shown with nobody at the keyboard"
    if screen.covered:
        data = screen.query_one(HandOver).data
        assert data is not None and data.seat in people, "a curtain for a computer"
        assert data.seat == decider
        before = last_person(session.state, people)
        assert len(people) > 1, "a curtain with one person at the table"
        assert before != decider or before is None or not session.state.history, (
            "a curtain for the same person"
        )
        return "curtain"
    if decider is not None and decider not in people:
        return "computer"
    return "person"


@pytest.mark.usefixtures("no_pause")
async def test_one_person_never_sees_a_curtain_nor_a_computer_hand() -> None:
    """Anna against two computers: no curtain at all, her side stays on screen, the computers move."""
    session = Session.new(table(None, "random", "novice"))
    app = ViticultureApp(session)
    async with app.run_test(size=SIZE) as pilot:
        player = TablePlayer(5)
        seen: set[str] = set()
        for _ in range(60):
            seen.add(check_table(game_screen(app), {0}))  # before the key: a curtain would still be down
            if not await player.step(pilot):
                break
        marks = {seat for seat, _ in session.state.history_marks}
    assert "curtain" not in seen and "computer" in seen
    assert marks == {0, 1, 2}, "every seat has moved"


async def curtain_rule(seats: tuple[ComputerLevel | None, ...], seed: int, steps: int) -> dict[str, int]:
    """Play `steps` key steps, checking the table's rules at each; how often each thing was on screen."""
    session = Session.new(table(*seats, seed=seed))
    app = ViticultureApp(session)
    people = {i for i, level in enumerate(seats) if level is None}
    seen: dict[str, int] = {}
    async with app.run_test(size=SIZE) as pilot:
        player = TablePlayer(seed)
        for _ in range(steps):
            if session.game_over:
                break
            screen = game_screen(app)
            shown = check_table(screen, people)
            seen[shown] = seen.get(shown, 0) + 1
            if shown == "computer":
                assert screen.viewer is None, "while a computer plays beside two people, no one's side shows"
            if not await player.step(pilot):
                break
    return seen


@pytest.mark.usefixtures("no_pause")
async def test_the_curtain_comes_down_only_between_people() -> None:
    """Anna, a computer and Carla: a curtain whenever the next person is not the last one who played,
    none when the same person plays on after the computer; public information while it plays."""
    seen = await curtain_rule((None, "random", None), 8, 70)
    assert seen.get("curtain", 0) >= 3 and seen.get("computer", 0) >= 3


@pytest.mark.fuzz
@pytest.mark.usefixtures("no_pause")
@pytest.mark.parametrize(
    ("seats", "seed"),
    [
        ((None, "random", None), 11),
        (("random", None, "random", None), 12),
        ((None, None, "random", "random", None), 13),
    ],
)
async def test_the_curtain_rule_over_long_games(seats: tuple[ComputerLevel | None, ...], seed: int) -> None:
    """The long check: many steps of tables that mix people and computers."""
    seen = await curtain_rule(seats, seed, 1500)
    assert seen.get("curtain", 0) > 20 and seen.get("computer", 0) > 20


async def test_a_computer_move_waits_for_its_pace_and_enter_skips_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """The computer's move comes PACE seconds after the last one; Enter brings it at once.

    The first pause is made endless, so that only Enter can end it: no upper bound on a time is
    asserted, which a loaded machine could break. The second pause is timed from below only.
    """
    monkeypatch.setattr(computer_turns, "PACE", 3600.0)
    session = Session.new(table(None, "random", "random", seed=2))  # Anna chooses her papa first
    app = ViticultureApp(session)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await settle(pilot, lambda: screen.deciding)
        await tap(pilot, "1")  # Anna's papa: the two computers choose theirs next
        done = len(session.state.history)
        assert session.decider() in (1, 2)
        await pilot.pause(0.3)
        assert len(session.state.history) == done, "the computer moved before its pause was over"
        pace = 1.5
        monkeypatch.setattr(computer_turns, "PACE", pace)  # for the second computer's pause
        # The second pause runs from the first computer's move, which comes after this moment: so
        # the time from here is a lower bound that a slow machine can only lengthen. (Timing from
        # when the test sees the first move would not be: seeing it can lag the move itself.)
        before_enter = time.monotonic()
        await tap(pilot, "enter")
        await settle(pilot, lambda: len(session.state.history) == done + 1)  # only Enter ends that pause
        # The other computer: without a key its move waits for its pause.
        assert session.decider() == 2
        await settle(pilot, lambda: len(session.state.history) == done + 2)
        assert time.monotonic() - before_enter >= pace * 0.9


class Clock:
    """A clock that moves only when the test says (the computers' pace and grace read it)."""

    def __init__(self) -> None:
        self.now = 1000.0

    def monotonic(self) -> float:
        """The time now."""
        return self.now


async def test_a_key_just_after_a_computer_move_neither_acts_nor_lifts_the_curtain(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Anna, Ben (a computer), Carla: Enter pressed to hurry Ben that lands just after his move
    neither lifts the curtain on Carla's hand nor chooses for her; once GRACE is over it does."""
    clock = Clock()
    monkeypatch.setattr(computer_turns, "time", clock)
    monkeypatch.setattr(computer_turns, "PACE", 0.0)
    session = Session.new(table(None, "random", None, seed=2))  # the papas: Anna, Ben, Carla
    app = ViticultureApp(session)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await tap(pilot, "enter")  # Anna lifts her curtain: no computer has moved
        await settle(pilot, lambda: screen.deciding)
        await tap(pilot, "1")  # Anna's papa; Ben's comes at once, at the frozen time
        await settle(pilot, lambda: session.decider() == 2 and screen.covered)
        done = len(session.state.history)
        await tap(pilot, "enter")
        assert screen.covered and screen.viewer is None, "Carla's hand stays hidden"
        clock.now += computer_turns.GRACE + 0.1
        await tap(pilot, "enter")
        assert not screen.covered and screen.viewer == 2
        await settle(pilot, lambda: screen.deciding)
        await tap(pilot, "1")
        assert len(session.state.history) == done + 1, "Carla chose, once the grace was over"


async def test_a_choice_just_after_a_computer_move_is_not_taken(monkeypatch: pytest.MonkeyPatch) -> None:
    """Anna alone with two computers: her Enter or digit just after their moves does nothing; later
    it does."""
    clock = Clock()
    monkeypatch.setattr(computer_turns, "time", clock)
    monkeypatch.setattr(computer_turns, "PACE", 0.0)
    session = Session.new(table(None, "random", "random", seed=2))
    app = ViticultureApp(session)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await settle(pilot, lambda: screen.deciding)
        await tap(pilot, "1")  # Anna's papa; Ben's and Carla's at once; Anna's wake-up row next
        await settle(pilot, lambda: session.decider() == 0 and screen.deciding)
        done = len(session.state.history)
        await tap(pilot, "enter")
        await tap(pilot, "1")
        assert len(session.state.history) == done and screen.deciding
        clock.now += computer_turns.GRACE + 0.1
        await tap(pilot, "enter")
        assert len(session.state.history) > done and session.state.history_marks[done][0] == 0, "Anna chose"


async def test_one_person_sees_no_curtain_after_a_computer_opens_the_game(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Ben (a computer) decides first; Anna alone then decides with no curtain, at once after his
    move: what holds back a person's key after a computer's move does not hold back the screen."""
    clock = Clock()
    monkeypatch.setattr(computer_turns, "time", clock)
    monkeypatch.setattr(computer_turns, "PACE", 0.0)
    session = Session.new(table(None, "random", seed=2))
    assert session.decider() == 1
    app = ViticultureApp(session)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await settle(pilot, lambda: session.decider() == 0)
        await settle(pilot, lambda: screen.deciding)
        assert not screen.covered and screen.viewer == 0


class SlowBot:
    """A bot that thinks for a while (0.3 s, or until its gate opens), then takes the first choice
    (counts how often it is asked)."""

    name = "Slow"

    def __init__(self, gate: threading.Event | None = None) -> None:
        self.asked = 0
        self.gate = gate
        """Set by the test when the bot may answer: a busy machine cannot end its thinking early."""

    def choose(self, knowledge: Knowledge, choices: list[Choice], rng: random.Random) -> Action:
        """The first choice, after a pause."""
        self.asked += 1
        if self.gate is None:
            time.sleep(0.3)
        else:
            self.gate.wait(30)  # bounded, so that a failed test cannot leave the thread waiting
        return choices[0].action


@pytest.mark.usefixtures("no_pause")
async def test_keys_while_a_computer_thinks_neither_crash_nor_move_twice() -> None:
    """Every key of the game pressed while the computer thinks: one move comes, for the computer."""
    session = Session.new(table(None, "random"))
    app = ViticultureApp(session)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        slow = SlowBot()
        screen.computers.bots[1] = slow
        await settle(pilot, lambda: screen.deciding)
        await tap(pilot, "1")  # Anna's papa: Ben thinks now
        for key in ["enter", "1", "2", "a", "x", "u", "k", "t", "p", "escape", "d", "i", "escape", "enter"]:
            await tap(pilot, key)
        # Until the game waits for Anna: on a slow machine Ben's move can land before the last keys,
        # which then answer Anna's next question, and Ben decides again; counting while he thinks
        # would count an ask whose move has not come yet (seen once in CI: 3 asks, 2 moves).
        await settle(pilot, lambda: len(session.state.history) >= 2 and session.decider() == 0)
        await pilot.pause(0.4)  # time enough for a stray second ask to show
        seats = [seat for seat, _ in session.state.history_marks]
    assert seats[:2] == [0, 1]
    assert slow.asked == len([s for s in seats if s == 1])


@pytest.mark.usefixtures("no_pause")
async def test_undo_never_crosses_a_computer_move() -> None:
    """After the computer's move Anna's undo is refused with the reason, and nothing changes."""
    session = Session.new(table(None, "random"))
    app = ViticultureApp(session)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await settle(pilot, lambda: screen.deciding)
        await tap(pilot, "1")
        await settle(pilot, lambda: len(session.state.history) == 2 and screen.at_keyboard)
        before = session.state.model_dump()
        await tap(pilot, "u")
        await pilot.pause(0.1)
        assert session.state.model_dump() == before
        notes = [n.message for n in app._notifications if n.title == "Undo refused"]
        assert notes == ["Ben has decided since your last action."]


def played(setup: Setup, actions: int) -> GameState:
    """A game whose computer seats played their bots and whose people played random seats."""
    state = GameState.model_validate(Session.new(setup).state.model_dump())
    pick = random.Random(1)
    bots = {i: make_bot(p.computer) for i, p in enumerate(setup.players) if p.computer}
    from viticulture_tui.ai.bot import ask
    from viticulture_tui.engine import decider

    for _ in range(actions):
        seat = decider(state)
        assert seat is not None
        if seat in bots:
            apply(state, ask(bots[seat], state, pick))
        else:
            apply(state, pick.choice(legal_actions(state)).action)
    return state


def test_a_save_keeps_the_computer_seats_and_replays(tmp_path: Path) -> None:
    """Saved and loaded, a game keeps who plays each seat; its log replays to the same game."""
    setup = table(None, "standard", "expert")
    state = played(setup, 30)
    path = store.save_game(state, tmp_path, "with computers")
    raw = json.loads(path.read_text())
    assert [p.get("computer") for p in raw["setup"]["players"]] == [None, "standard", "expert"]
    assert "computer" not in raw["setup"]["players"][0], "a person's seat is written as before"
    loaded = load_game(path)
    assert [p.computer for p in loaded.state.setup.players] == [None, "standard", "expert"]
    assert loaded.state == state
    replay = Replayer(loaded.state.setup, loaded.state.history)
    assert replay.state.model_dump() == state.model_dump()


def test_lists_of_saves_name_the_computers(tmp_path: Path) -> None:
    """The load and continue lists tell a game against computers from one between people."""
    store.save_game(played(table(None, "standard", "expert"), 12), tmp_path, "with computers")
    store.save_game(played(table(None, None), 12), tmp_path, "people")
    shown = {info.name: info.shown_players for info in list_saves(tmp_path)}
    assert shown == {"with computers": "Anna, Ben (Standard), Carla (Expert)", "people": "Anna, Ben"}


def test_a_save_of_people_only_is_written_as_before(tmp_path: Path) -> None:
    """No seat field appears in a save without computers: files read by older versions stay readable."""
    state = played(table(None, None), 10)
    path = store.save_game(state, tmp_path, "people")
    assert '"computer"' not in path.read_text()


@pytest.mark.parametrize(
    ("seats", "problem"),
    [
        (["expert", "novice"], "at least one seat is played by a person"),
        ([None, "grandmaster"], "computer"),
        ([None, 7], "computer"),
    ],
)
def test_a_save_with_impossible_seats_is_refused_in_words(
    tmp_path: Path, seats: list[Any], problem: str
) -> None:
    """A hand-edited save with no person, or an unknown level, is a clear error, and the file stays."""
    path = store.save_game(played(table(None, "random"), 5), tmp_path, "edited")
    raw = json.loads(path.read_text())
    for where in (raw["setup"], raw["state"]["setup"]):
        for player, level in zip(where["players"], seats, strict=True):
            player["computer"] = level
    text = json.dumps(raw)
    path.write_text(text)
    with pytest.raises(SaveError, match=problem):
        load_game(path)
    assert path.read_text() == text


@pytest.mark.usefixtures("no_pause")
async def test_a_continued_game_goes_on_with_its_computers(tmp_path: Path) -> None:
    """Loaded where a computer must decide, the game screen lets it move without a key."""
    setup = table(None, "random")
    state = played(setup, 1)  # Anna has chosen: Ben decides
    loaded = load_game(store.save_game(state, tmp_path, "resume")).state
    session = Session(loaded)
    app = ViticultureApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, lambda: len(session.state.history) >= 2)
        assert session.state.history_marks[1][0] == 1
        assert not game_screen(app).covered


async def test_the_form_sets_who_plays_each_seat() -> None:
    """Two seats, the second a Standard computer: the game starts with it; all computers is refused."""
    app = ViticultureApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(NewGameScreen())
        await pilot.pause()
        form = app.screen
        assert isinstance(form, NewGameScreen)
        form.query_one("#seat-0", Select).value = "expert"
        form.query_one("#seat-1", Select).value = "novice"
        form.action_start()
        await pilot.pause()
        assert form.query_one("#new-game-error", Static).content == NO_PERSON
        assert app.screen is form
        form.query_one("#seat-0", Select).value = "human"
        form.query_one("#seat-1", Select).value = "standard"
        form.action_start()
        await settle(pilot, lambda: isinstance(app.screen, GameScreen))
        seats = [p.computer for p in game_screen(app).session.state.setup.players]
    assert seats == [None, "standard"]


async def test_a_solo_game_is_a_person_against_the_automa() -> None:
    """With one player the form hides who plays the seat: solo is always a person."""
    app = ViticultureApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(NewGameScreen(players=1))
        await pilot.pause()
        form = app.screen
        assert isinstance(form, NewGameScreen)
        form.query_one("#seat-0", Select).value = "expert"  # set while the list was shown for 2 players
        assert not form.query_one("#seat-0").display
        assert form.seat_levels() == [None]


def test_the_form_offers_levels_the_bots_have() -> None:
    """Every computer level of the form and of a setup is a bot level."""
    from viticulture_tui.ui.screens.new_game import HUMAN, SEAT_KINDS

    assert {kind for _, kind in SEAT_KINDS if kind != HUMAN} <= set(LEVELS)
    assert set(ComputerLevel.__args__) == set(LEVELS)  # type: ignore[attr-defined]


@pytest.mark.usefixtures("no_pause")
async def test_the_hint_key_gives_a_legal_choice_and_why() -> None:
    """k at Anna's decision: a notice with one of her legal choices and its why; nothing for a computer."""
    session = Session.new(table(None, "random"))
    app = ViticultureApp(session)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await settle(pilot, lambda: screen.deciding)
        labels = [c.label for c in session.choices()]
        await tap(pilot, "k")
        await settle(pilot, lambda: any(n.title.startswith("Hint:") for n in app._notifications), 10)
        note = next(n for n in app._notifications if n.title.startswith("Hint:"))
        assert any(note.message.startswith(label + ": ") for label in labels)
        assert len(note.message) > max(len(label) for label in labels if note.message.startswith(label)) + 5


async def test_no_hint_while_a_computer_decides(monkeypatch: pytest.MonkeyPatch) -> None:
    """The hint key does nothing while a computer thinks (it is nobody's decision at the keyboard)."""
    session = Session.new(table(None, "random"))
    app = ViticultureApp(session)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        # The computer thinks until the test has pressed k: with a fixed pause, a busy machine let
        # the computer answer first, and k then came at Anna's next decision.
        gate = threading.Event()
        slow = SlowBot(gate)
        screen.computers.bots[1] = slow
        await settle(pilot, lambda: screen.deciding)
        await tap(pilot, "1")
        await settle(pilot, lambda: slow.asked == 1)
        asked: list[int] = []
        monkeypatch.setattr(screen.hints, "ask", lambda: asked.append(1))
        await tap(pilot, "k")
        await asyncio.sleep(0.05)
        thinking = slow.asked == 1 and not screen.deciding
        gate.set()
        assert thinking and not asked


@pytest.mark.usefixtures("no_pause")
async def test_every_year_end_is_summed_up_whoever_ends_it() -> None:
    """The public summary of each year shows when a computer's move ends the year, as when a person's does."""
    from viticulture_tui.ui.screens.news import NewsScreen

    session = Session.new(table(None, "random", "random", seed=4))
    app = ViticultureApp(session)
    titles: set[str] = set()
    wanted = {"Year 1 is over", "Year 2 is over"}
    async with app.run_test(size=SIZE) as pilot:
        player = TablePlayer(4)
        for _ in range(600):
            if session.state.year > 3 or session.game_over or wanted <= titles:
                break  # the second summary is read at the start of year 3: the rest of it checks nothing
            if isinstance(app.screen, NewsScreen):
                titles.add(app.screen.heading)
            await player.step(pilot)
    assert wanted <= titles


async def test_a_failed_hint_says_so_and_the_game_goes_on(monkeypatch: pytest.MonkeyPatch) -> None:
    """A search that fails gives a notice, not a silent key: the next press tries again."""
    from viticulture_tui.ai import hint as hint_module

    tries: list[int] = []

    def broken(*args: object) -> None:
        tries.append(1)
        raise RuntimeError("search failed")

    monkeypatch.setattr(hint_module, "hint", broken)
    session = Session.new(table(None, "random"))
    app = ViticultureApp(session)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await settle(pilot, lambda: screen.deciding)
        for _ in range(2):
            await tap(pilot, "k")
            await settle(pilot, lambda: screen.hints._asked is None)
        notes = [n.message for n in app._notifications if n.title == "Hint"]
        assert len(tries) == 2 and notes == ["No hint could be worked out here."]  # the second replaced it
        assert screen.deciding and not session.state.history


class BrokenBot:
    """A bot whose search fails."""

    name = "Broken"

    def choose(self, knowledge: Knowledge, choices: list[Choice], rng: random.Random) -> Action:
        """Never a choice."""
        raise RuntimeError("search failed")


@pytest.mark.usefixtures("no_pause")
async def test_a_failing_bot_does_not_stop_the_game() -> None:
    """A computer whose search fails still moves (a random legal move stands in) and the game goes on."""
    session = Session.new(table(None, "random"))
    app = ViticultureApp(session)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        screen.computers.bots[1] = BrokenBot()
        await settle(pilot, lambda: screen.deciding)
        await tap(pilot, "1")
        await settle(pilot, lambda: len(session.state.history) >= 2 and screen.at_keyboard)
        assert session.state.history_marks[1][0] == 1
