"""Hostile player names and folder paths: markup, escape sequences, surrogates, right-to-left, zero-width
and 4-byte letters go through the new-game form, the curtain, the game, saving, loading, the game-over
screen and the replay as plain text, and never crash the game."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

from tests.ui.helpers import LARGE, SMALL, KeyPlayer, flat_text, game_screen
from viticulture_tui.ai.random_seat import RandomSeat
from viticulture_tui.engine import PlayerSetup, Setup, apply, legal_actions, new_game
from viticulture_tui.engine.state import MAX_NAME_LENGTH
from viticulture_tui.persistence import store
from viticulture_tui.persistence.loader import load_game
from viticulture_tui.session import Session
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.palette import PALETTE
from viticulture_tui.ui.screens.game import GameScreen
from viticulture_tui.ui.screens.game_over import GameOverScreen
from viticulture_tui.ui.screens.new_game import NewGameScreen
from viticulture_tui.ui.screens.replay import ReplayScreen

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


@pytest.mark.parametrize("names", PAIRS)
async def test_names_show_as_written_through_curtain_and_turns(names: tuple[str, str]) -> None:
    """Each name shows literally on the curtain and on the game screen, and the first turns play by keys."""
    session = Session.new(hostile_setup(names))
    app = ViticultureApp(session=session)
    async with app.run_test(size=LARGE) as pilot:
        screen = game_screen(app)
        assert screen.covered
        first = session.state.players[session.decider()].name  # type: ignore[index]
        assert first in flat_text(app)
        player = KeyPlayer(3)
        for _ in range(25):
            await player.step(pilot)
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
