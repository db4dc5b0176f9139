"""Hostile player names and folder paths: markup, escape sequences, surrogates, right-to-left, zero-width
and 4-byte letters go through the new-game form, the curtain, the game, saving, loading, the game-over
screen and the replay as plain text, and never crash the game."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest
from pydantic import ValidationError
from rich.cells import cell_len
from textual import events
from textual.pilot import Pilot

from tests.ui.helpers import LARGE, SMALL, KeyPlayer, flat_text, game_screen, screen_text
from tests.ui.save_helpers import messages, wait_for_workers
from viticulture_tui.ai.random_seat import RandomSeat
from viticulture_tui.engine import PlayerSetup, Setup, apply, legal_actions, new_game
from viticulture_tui.engine.state import MAX_NAME_LENGTH
from viticulture_tui.persistence import store
from viticulture_tui.persistence.loader import load_game
from viticulture_tui.persistence.names import byte_length, file_name, name_limit
from viticulture_tui.safe_text import printable
from viticulture_tui.session import Session
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.palette import PALETTE
from viticulture_tui.ui.screens.confirm import ConfirmScreen
from viticulture_tui.ui.screens.game import GameScreen
from viticulture_tui.ui.screens.game_over import GameOverScreen
from viticulture_tui.ui.screens.load import LoadScreen
from viticulture_tui.ui.screens.new_game import NewGameScreen
from viticulture_tui.ui.screens.replay import ReplayScreen
from viticulture_tui.ui.screens.save_name import SaveNameScreen
from viticulture_tui.ui.screens.title import TitleScreen
from viticulture_tui.ui.widgets.plain_input import PlainInput

MARKUP = ("[/]", "[bold]x", "[link=http://e]y", "[red]A[/red]", "\\[x]", "[@click=app.quit]q")
"""Names that Rich or Textual would read as markup if they were not shown as plain text."""
SCRIPTS = (
    "אבג דה",
    "سارة",
    "\U0001d518\U0001d52b\U0001d526",
    "👩\u200d👩\u200d👧",
    "李" * MAX_NAME_LENGTH,
    "W" * MAX_NAME_LENGTH,
)
"""Right-to-left letters, 4-byte letters, a zero-width-joined emoji, the longest names."""
REFUSED = ("\x1b[31mred", "a\x07b", "\x1b]0;title\x07", "x\ud800", "a\u202eb", "a\u200bb", "   ", "")
"""Names the engine refuses: escapes, bell, lone surrogate, bidi override, zero-width space, blank."""
PAIRS = [(MARKUP[i], MARKUP[i + 1]) for i in range(0, len(MARKUP), 2)] + [
    (SCRIPTS[i], SCRIPTS[i + 1]) for i in range(0, len(SCRIPTS), 2)
]


def hostile_setup(names: tuple[str, ...], seed: int = 5) -> Setup:
    """A setup with these names."""
    return Setup(players=[PlayerSetup(name=n, colour=PALETTE[i].key) for i, n in enumerate(names)], seed=seed)


def hostile_folder(tmp_path: Path) -> Path:
    """A save folder whose path holds `[/]` and `[bold]`."""
    folder = tmp_path / "[bold]" / "[" / "]saves"
    folder.mkdir(parents=True)
    assert "[/]" in str(folder)
    return folder


@pytest.mark.parametrize("name", REFUSED)
def test_engine_refuses_names_that_cannot_be_shown(name: str) -> None:
    """A name with control characters, a lone surrogate, invisible formatting or nothing shown is refused."""
    with pytest.raises(ValidationError):
        PlayerSetup(name=name)


def test_engine_refuses_a_name_over_the_limit() -> None:
    """A name longer than the limit starts no game."""
    with pytest.raises(ValidationError):
        PlayerSetup(name="x" * (MAX_NAME_LENGTH + 1))


@pytest.mark.parametrize("name", MARKUP + SCRIPTS)
def test_engine_accepts_names_of_every_script(name: str) -> None:
    """Brackets, right-to-left letters, 4-byte letters and joined emoji are names like any other."""
    assert PlayerSetup(name=name).name == name


@pytest.mark.parametrize("names", [MARKUP, SCRIPTS], ids=["markup", "scripts"])
async def test_names_show_as_written_through_curtain_and_turns(names: tuple[str, ...]) -> None:
    """At a table of six, each name shows literally on its own curtain and on the game screen, and
    the first year's turns play by keys."""
    session = Session.new(hostile_setup(names))
    app = ViticultureApp(session=session)
    async with app.run_test(size=LARGE) as pilot:
        screen = game_screen(app)
        player = KeyPlayer(3)
        curtained: set[str] = set()
        steps = 0
        while len(curtained) < len(names) or steps < 25:
            missing = set(names) - curtained
            assert session.state.year == 1, f"the first year went by without a curtain for {missing}"
            if app.screen is screen and screen.covered:
                name = session.state.players[session.decider()].name  # type: ignore[index]
                assert f"{name}, press Enter" in flat_text(app)
                curtained.add(name)
            await player.step(pilot)
            steps += 1
        assert isinstance(app.screen, GameScreen)
        text = flat_text(app)
        for name in names:  # the players panel shows every name (long ones cut, never rewritten)
            assert name[:8] in text


async def test_form_strips_escape_sequences_from_a_typed_name(tmp_path: Path) -> None:
    """A pasted name with an escape sequence starts the game with only its visible letters."""
    app = ViticultureApp(save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        app.push_screen(NewGameScreen())
        await pilot.pause()
        form = app.screen
        assert isinstance(form, NewGameScreen)
        form.query_one("#name-0").value = "\x1b[31mAnna\x1b[0m"  # type: ignore[attr-defined]
        form.query_one("#name-1").value = "[/]\u202e"  # type: ignore[attr-defined]
        form.action_start()
        await pilot.pause()
        session = game_screen(app).session
        assert [p.name for p in session.state.players] == ["[31mAnna[0m", "[/]"]


async def test_form_says_why_an_invisible_name_is_refused(tmp_path: Path) -> None:
    """A name made only of invisible characters is refused with a message; no game starts."""
    app = ViticultureApp(save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        app.push_screen(NewGameScreen())
        await pilot.pause()
        form = app.screen
        assert isinstance(form, NewGameScreen)
        form.query_one("#name-0").value = "\u200b\u200b"  # type: ignore[attr-defined]
        form.action_start()
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        assert "needs a name" in flat_text(app)


def played(names: tuple[str, ...], seed: int, to_end: bool) -> Session:
    """A game with these names played by random seats (to its end, or 40 actions)."""
    state = new_game(hostile_setup(names, seed))
    seat = RandomSeat(seed)
    count = 0
    while not state.game_over and (to_end or count < 40):
        apply(state, seat.choose(legal_actions(state)))
        count += 1
    return Session(state)


@pytest.mark.parametrize("names", PAIRS[:2] + PAIRS[-1:])
async def test_save_load_game_over_and_replay(tmp_path: Path, names: tuple[str, str]) -> None:
    """Save by name into a folder whose path holds markup, load it, see the game over and replay it."""
    folder = hostile_folder(tmp_path)
    session = played(names, seed=11, to_end=False)
    app = ViticultureApp(session=session, save_dir=folder)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert "[/]" in flat_text(app)  # the folder's path, literally
        await pilot.press("enter")
        await pilot.pause()
    saves = [p for p in folder.iterdir() if p.name.endswith(".json") and "autosave" not in p.name]
    assert len(saves) == 1
    loaded = load_game(saves[0])
    assert [p.name for p in loaded.state.players] == list(names)

    finished = played(names, seed=11, to_end=True)
    path = store.save_game(finished.state, folder, "[/] finished")
    app = ViticultureApp(screen=GameOverScreen(finished))
    async with app.run_test(size=LARGE) as pilot:
        await pilot.pause()
        text = flat_text(app)
        assert all(name in text for name in names)
    app = ViticultureApp(screen=ReplayScreen(load_game(path)))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("end")
        await pilot.pause()
        assert "finished" in flat_text(app)


async def test_palette_lists_a_choice_that_names_a_player(monkeypatch: pytest.MonkeyPatch) -> None:
    """A choice label holding a markup-like name is listed and searched in the palette as written."""
    session = Session.new(hostile_setup(("[/]", "[bold]x")))
    real = session.choices

    def named() -> list:  # type: ignore[type-arg]
        return [c._replace(label=f"Give [/] {c.label}") for c in real()]

    monkeypatch.setattr(session, "choices", named)
    app = ViticultureApp(session=session)
    async with app.run_test(size=LARGE) as pilot:
        await pilot.press("enter")  # lift the curtain
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"give")
        await pilot.pause(0.3)
        assert "Give [/]" in flat_text(app)


# The whole journey of hostile names typed into the form -----------------------------------------

JOURNEY = {
    "markup": (("[/]", "[@click=app.quit]x"), ("[/]", "[@click=app.quit]x")),
    "markup link": (("[link=x]y[/link]", "[bold]B"), ("[link=x]y[/link]", "[bold]B")),
    "ANSI and OSC": (("\x1b[31mRed", "\x1b]0;title\x07T"), ("[31mRed", "]0;titleT")),
    "OSC 8 and C1": (("\x1b]8;;http://x\x1b\\L", "C1\x9b31m\x85next line"), ("]8;;http://x\\L", "C131m")),
    "surrogate and bidi": (("x\ud800", "\u202eevil"), ("x", "evil")),
    "zero-width and combining": (("a\u200bb", "e\u0301\u0301\u0336"), ("ab", "e\u0301\u0301\u0336")),
    "4-byte letters": (
        ("😀👩\u200d👩\u200d👧", "\U00020000\U0001d518"),
        ("😀👩\u200d👩\u200d👧", "\U00020000\U0001d518"),
    ),
    "CJK and 200 letters": (("李" * 20, "W" * 200), ("李" * 20, "W" * MAX_NAME_LENGTH)),
}
"""Names as pasted into the form, and the names the game starts with (only what shows, 20 at most)."""


def shown_controls(app: ViticultureApp) -> list[str]:
    """Characters on screen a terminal would act on (controls, lone surrogates, bidi overrides)."""
    return [hex(ord(c)) for line in screen_text(app).splitlines() for c in line if c not in printable(c)]


async def paste_names(app: ViticultureApp, pilot: Pilot[None], names: tuple[str, ...]) -> NewGameScreen:
    """Open the form and paste each name into its emptied field, as a player would."""
    await pilot.press("n")
    await pilot.pause()
    form = app.screen
    assert isinstance(form, NewGameScreen)
    for i, name in enumerate(names):
        field = form.query_one(f"#name-{i}", PlainInput)
        field.focus()
        field.value = ""
        field.post_message(events.Paste(name))
        await pilot.pause()
    return form


async def close_unknown(pilot: Pilot[None]) -> None:
    """Close a screen the key player does not know (a news pop-up) with Escape or Enter."""
    for _ in range(4):
        screen = pilot.app.screen
        if isinstance(screen, GameScreen | ConfirmScreen | GameOverScreen):
            return
        await pilot.press("escape")
        if pilot.app.screen is screen:
            await pilot.press("enter")


async def play_on_to_the_end(pilot: Pilot[None], player: KeyPlayer, limit: int = 1500) -> None:
    """Keys until the game-over screen; a screen the key player does not know (news) is closed."""
    for _ in range(limit):
        screen = pilot.app.screen
        if not isinstance(screen, GameScreen | ConfirmScreen | GameOverScreen):
            await pilot.press("escape")
            if pilot.app.screen is screen:
                await pilot.press("enter")
            continue
        if not await player.step(pilot):
            return
    raise AssertionError(f"the game did not end; on {type(pilot.app.screen).__name__}")


def near_the_end(names: tuple[str, ...], seed: int) -> Session:
    """A game with these names played by random seats until someone has 20 VP (the last year)."""
    state = new_game(hostile_setup(names, seed))
    seat = RandomSeat(seed)
    while not any(p.vp >= 20 for p in state.players):
        assert not state.game_over
        apply(state, seat.choose(legal_actions(state)))
    return Session(state)


QUICK_JOURNEYS = ("markup", "surrogate and bidi")
"""The journeys in `make test` (about 9 s each); the other classes run in `make fuzz` (CJK and long
names reach the curtain, the turns and the Players table in `make test` by the quicker tests)."""


@pytest.mark.parametrize(
    ("pasted", "expected"),
    [
        pytest.param(*names, id=key, marks=() if key in QUICK_JOURNEYS else pytest.mark.fuzz)
        for key, names in JOURNEY.items()
    ],
)
async def test_hostile_names_from_the_form_to_the_replay(
    tmp_path: Path, pasted: tuple[str, str], expected: tuple[str, str]
) -> None:
    """Pasted into the form, the names start a game with only what shows; the curtain, the table,
    the save form, the Load list, the loaded game, the game over and the replay show them as plain
    text, nothing a terminal would act on reaches the screen, and nothing crashes."""
    folder = hostile_folder(tmp_path)
    app = ViticultureApp(save_dir=folder)
    async with app.run_test(size=LARGE) as pilot:
        await pilot.pause()
        await paste_names(app, pilot, pasted)
        await pilot.press("ctrl+s")  # start
        await pilot.pause()
        session = game_screen(app).session
        assert tuple(p.name for p in session.state.players) == expected
        decider = session.state.players[session.decider()].name  # type: ignore[index]
        assert "Pass the keyboard to" in flat_text(app) and f"{decider}, press Enter" in flat_text(app)
        assert not shown_controls(app)
        player = KeyPlayer(4)
        for _ in range(14):
            await close_unknown(pilot)
            await player.step(pilot)
            assert not shown_controls(app)
        await close_unknown(pilot)
        assert isinstance(app.screen, GameScreen) and app.is_running
        actions = len(session.state.history)
        await pilot.press("ctrl+s")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, SaveNameScreen)
        assert not shown_controls(app)
        proposed = form.query_one(PlainInput).value
        await pilot.press("enter")
        await pilot.pause()
        assert "Saved" in messages(app), messages(app)
    saved = folder / file_name(proposed)
    assert saved.is_file()

    app = ViticultureApp(save_dir=folder)
    async with app.run_test(size=LARGE) as pilot:
        await wait_for_workers(pilot)
        if not isinstance(app.screen, TitleScreen):  # the unfinished game is offered: not now
            await pilot.press("escape")
            await pilot.pause()
        await pilot.press("l")
        await pilot.pause()
        listing = app.screen
        assert isinstance(listing, LoadScreen), type(listing)
        assert not shown_controls(app)
        listing.query_one("#load-list").highlighted = [s.path for s in listing.saves].index(saved)  # type: ignore[attr-defined]
        await pilot.press("enter")
        await pilot.pause()
        loaded = game_screen(app).session
        assert tuple(p.name for p in loaded.state.players) == expected
        assert len(loaded.state.history) == actions
        await pilot.press("enter")  # the curtain lifts on the loaded game
        await pilot.pause()
        assert not shown_controls(app)

    app = ViticultureApp(session=near_the_end(expected, seed=21), save_dir=folder)
    async with app.run_test(size=LARGE) as pilot:
        await play_on_to_the_end(pilot, KeyPlayer(6))
        assert isinstance(app.screen, GameOverScreen)
        text = flat_text(app)
        assert all(name in text for name in expected), text
        assert not shown_controls(app)
    finished = [p for p in folder.glob("*.json") if "finished" in p.name]
    assert len(finished) == 1, sorted(p.name for p in folder.iterdir())

    app = ViticultureApp(save_dir=folder)
    async with app.run_test(size=LARGE) as pilot:
        await wait_for_workers(pilot)
        if not isinstance(app.screen, TitleScreen):
            await pilot.press("escape")
            await pilot.pause()
        await pilot.press("l")
        await pilot.pause()
        listing = app.screen
        assert isinstance(listing, LoadScreen)
        listing.query_one("#load-list").highlighted = [s.path for s in listing.saves].index(finished[0])  # type: ignore[attr-defined]
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        await pilot.press("end")
        await pilot.pause()
        text = flat_text(app)
        assert all(name[:4] in text for name in expected), text
        assert not shown_controls(app)


async def test_a_paste_too_long_is_cut_and_said(tmp_path: Path) -> None:
    """200 letters pasted into a name field keep the first 20, and the form says so."""
    app = ViticultureApp(save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        form = await paste_names(app, pilot, ("Q" * 200,))
        assert form.query_one("#name-0", PlainInput).value == "Q" * MAX_NAME_LENGTH
        assert f"cut to its first {MAX_NAME_LENGTH} letters" in flat_text(app)


@pytest.mark.parametrize(
    "names", [("   ", "Ben"), ("\x1b\x07", "Ben"), ("\u200b\u202e", "Ben"), ("\u3000", "Ben")]
)
async def test_names_of_nothing_start_no_game(tmp_path: Path, names: tuple[str, str]) -> None:
    """A name that is only spaces, controls or invisible formatting: a message, and no game."""
    app = ViticultureApp(save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await paste_names(app, pilot, names)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        assert "needs a name" in flat_text(app)


async def test_players_panel_keeps_its_columns_with_wide_letters() -> None:
    """CJK letters take two cells: the name is cut by cells, so VP and lira stay under their header."""
    session = Session.new(hostile_setup(("李" * 20, "e\u0301\u0301x")))
    app = ViticultureApp(session=session)
    # The Players table's widest layout: from 140x43 everyone's mats stand in its place.
    async with app.run_test(size=(130, 40)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        lines = screen_text(app).splitlines()
        symbols = {PALETTE[0].symbol, PALETTE[1].symbol}
        rows = [line for line in lines if line[2:4] in ("▶ ", "  ") and line[4:5] in symbols]
        assert len(rows) == 2

        def figures_at(row: str) -> list[int]:  # the cell where each number after the name ends
            return [
                cell_len(row[: i + 1])
                for i in range(6, len(row) - 1)
                if row[i].isdigit() and row[i + 1] == " "
            ]

        wide, narrow = rows
        assert "李李" in wide and "e\u0301\u0301x" in narrow
        assert figures_at(wide)[:4] == figures_at(narrow)[:4], (wide, narrow)


# Save names: the form holds what the disk takes --------------------------------------------------

SAVE_NAMES = {
    "4-byte letters": "\U00020000" * 80,
    "CJK": "李" * 80,
    "emoji": "😀" * 80,
    "accented": "é" * 200,
    "markup": "[/]" * 80,
    "escapes": "\x1b[31m\x1b]0;t\x07" * 20,
}


@pytest.mark.parametrize("name", SAVE_NAMES.values(), ids=SAVE_NAMES.keys())
async def test_save_names_fit_the_disk(tmp_path: Path, name: str) -> None:
    """A long pasted save name is cut where the file system's limit falls, the form says how much
    room is left, and the save is written and loads (80 4-byte letters crashed with 'File name too
    long'; 80 CJK letters got a raw OS message)."""
    folder = hostile_folder(tmp_path)
    app = ViticultureApp(session=played(("Anna", "Ben"), seed=3, to_end=False), save_dir=folder)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("ctrl+s")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, SaveNameScreen)
        field = form.query_one(PlainInput)
        field.value = ""
        field.post_message(events.Paste(name))
        await pilot.pause()
        typed = field.value
        assert byte_length(typed) <= name_limit(folder) and printable(typed) == typed
        assert name.startswith(typed) or printable(name).startswith(typed)
        text = flat_text(app)
        assert f"of {name_limit(folder)} letters left" in text and "é counts 2" in text
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and app.is_running
        assert "Saved" in messages(app) and "Not saved" not in messages(app), messages(app)
    (saved,) = [p for p in folder.glob("*.json") if "autosave" not in p.name]
    assert load_game(saved).state.players[0].name == "Anna"


async def test_the_room_left_counts_bytes_as_letters(tmp_path: Path) -> None:
    """Typing one CJK letter takes three from the room left; a letter past the limit is refused."""
    app = ViticultureApp(session=played(("Anna", "Ben"), seed=3, to_end=False), save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("ctrl+s")
        await pilot.pause()
        field = app.screen.query_one(PlainInput)
        limit = name_limit(tmp_path)
        field.value = ""
        await pilot.pause()
        assert f"{limit} of {limit} letters left" in flat_text(app)
        field.post_message(events.Paste("李"))
        await pilot.pause()
        assert f"{limit - 3} of {limit} letters left" in flat_text(app)
        field.post_message(events.Paste("a" * (limit - 4)))
        await pilot.pause()
        assert f"1 of {limit} letters left" in flat_text(app)
        field.post_message(events.Paste("李"))  # needs 3, 1 is left: nothing typed
        await pilot.pause()
        assert byte_length(field.value) == limit - 1


@pytest.mark.parametrize(
    ("error", "words"),
    [
        (OSError(errno.ENAMETOOLONG, "File name too long"), "too long for this disk"),
        (OSError(errno.ENOSPC, "No space left on device"), "the disk is full"),
        (OSError(errno.EACCES, "Permission denied"), "may not be written to"),
        (OSError(errno.EROFS, "Read-only file system"), "read-only"),
        (OSError(errno.EIO, "Input/output error"), "reported an error"),
        (OSError(errno.ENOTSUP, "Operation not supported"), "the system said: Operation not supported"),
    ],
)
async def test_a_failed_save_says_why_in_plain_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, error: OSError, words: str
) -> None:
    """Any OSError while saving, from the name check or the write: a clear message, no crash."""
    from viticulture_tui.persistence import store

    def fail(*args: object, **kwargs: object) -> Path:
        raise error

    monkeypatch.setattr(store, "save_game", fail)
    app = ViticultureApp(
        session=played(("Anna", "Ben"), seed=3, to_end=False), save_dir=hostile_folder(tmp_path)
    )
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("ctrl+s", "enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and app.is_running
        said = messages(app)
        assert "Not saved" in said and words in said and "Nothing was lost" in said, said
