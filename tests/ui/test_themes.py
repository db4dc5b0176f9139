"""Issue 12, themes: the palette offers the game's three themes, the choice is kept beside the saves,
and a damaged or hostile settings file never stops the game from opening."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from textual.command import CommandList

from tests.ui.helpers import SMALL, session_until, tap
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.palette import PALETTE, shade
from viticulture_tui.ui.render.players import tag
from viticulture_tui.ui.settings import FILE, MAX_BYTES, load_theme, save_theme
from viticulture_tui.ui.themes import DARK, DEFAULT, HIGH_CONTRAST, LIGHT, THEMES, TITLES


def _prompt(text: object) -> str:
    return str(getattr(text, "plain", text))


async def test_the_palette_offers_exactly_the_games_themes(tmp_path: Path) -> None:
    """Ctrl+P, Theme: Dark, Light and High contrast, none of Textual's own; picking one keeps it."""
    app = ViticultureApp(save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert app.theme == DEFAULT
        entry = next(c for c in app.get_system_commands(app.screen) if c.title == "Theme")
        entry.callback()
        await pilot.pause(0.3)
        commands = app.screen.query_one(CommandList)
        shown = [_prompt(commands.get_option_at_index(i).prompt) for i in range(commands.option_count)]
        assert [line.splitlines()[0] for line in shown] == [TITLES[name] for name in THEMES]
        assert not any("nord" in line or "textual" in line for line in shown)
        for key in "light":
            await tap(pilot, key)
        await pilot.pause(0.3)
        await tap(pilot, "enter")
        await pilot.pause()
        assert app.theme == LIGHT
        app.action_change_theme()  # Textual's own action: the same three
        await pilot.pause(0.3)
        commands = app.screen.query_one(CommandList)
        assert commands.option_count == len(THEMES)
    assert json.loads((tmp_path / FILE).read_text()) == {"theme": LIGHT}
    again = ViticultureApp(save_dir=tmp_path)
    async with again.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert again.theme == LIGHT  # remembered across runs
        again.choose_theme(HIGH_CONTRAST)
        await pilot.pause()
    assert load_theme(tmp_path, set(THEMES)) == HIGH_CONTRAST


async def test_without_a_save_folder_nothing_is_remembered() -> None:
    """Tests' apps have no save folder: a theme applies to that run and is written nowhere."""
    app = ViticultureApp()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        app.choose_theme(LIGHT)
        await pilot.pause()
        assert app.theme == LIGHT
        app.choose_theme("nord")  # not one of the game's: ignored
        assert app.theme == LIGHT
    assert save_theme(None, LIGHT) is False and load_theme(None, set(THEMES)) is None
    async with ViticultureApp().run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert pilot.app.theme == DEFAULT


def _write(folder: Path, how: str) -> None:
    path = folder / FILE
    if how == "garbage":
        path.write_bytes(b"\x00\xff{{not json\x1b[31m")
    elif how == "huge":
        path.write_bytes(b'{"theme": "' + b"x" * (MAX_BYTES + 10) + b'"}')
    elif how == "folder":
        path.mkdir()
    elif how == "fifo":
        os.mkfifo(path)  # reading it would wait for a writer for ever
    elif how == "unknown theme":
        path.write_text(json.dumps({"theme": "nord"}))
    elif how == "not an object":
        path.write_text(json.dumps(["viticulture-light"]))
    elif how == "theme not text":
        path.write_text(json.dumps({"theme": {"name": LIGHT}}))
    elif how == "deep":
        path.write_text("[" * 100_000 + "]" * 100_000)
    elif how == "link to a device":
        path.symlink_to("/dev/zero")


HOSTILE = ["garbage", "huge", "folder", "fifo", "unknown theme", "not an object", "theme not text", "deep"]


@pytest.mark.parametrize("how", [*HOSTILE, "link to a device"])
async def test_a_damaged_settings_file_is_ignored(tmp_path: Path, how: str) -> None:
    """The game opens in its default theme, and choosing a theme still works (a good file replaces
    a bad one; a folder in the way is left alone)."""
    _write(tmp_path, how)
    assert load_theme(tmp_path, set(THEMES)) is None
    app = ViticultureApp(save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert app.theme == DEFAULT
        app.choose_theme(HIGH_CONTRAST)
        await pilot.pause()
        assert app.theme == HIGH_CONTRAST
    if how != "folder":
        assert load_theme(tmp_path, set(THEMES)) == HIGH_CONTRAST


async def test_the_light_theme_redraws_player_colours_in_their_shades() -> None:
    """On the light theme names take the darker shade, on the screen already drawn; back on dark, the
    bright one."""
    app = ViticultureApp(session=session_until(2, 1, lambda s: s.decision_kind() == "turn", visitors=False))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert shade(PALETTE[0]) == PALETTE[0].hex
        app.choose_theme(LIGHT)
        await pilot.pause()
        assert shade(PALETTE[0]) == PALETTE[0].light
        assert str(tag("Anna", PALETTE[0]).spans[0].style).endswith(PALETTE[0].light)
        app.choose_theme(DARK)
        await pilot.pause()
        assert shade(PALETTE[0]) == PALETTE[0].hex


def test_every_light_shade_keeps_a_hue_apart() -> None:
    """No two light shades are the same colour (shapes tell them apart too)."""
    assert len({c.light for c in PALETTE}) == len(PALETTE)
    assert len({c.symbol for c in PALETTE}) == len(PALETTE)


async def test_a_themes_name_typed_in_the_command_palette_finds_it(tmp_path: Path) -> None:
    """Ctrl+P then 'light' offers 'Theme: Light' (before, the palette found nothing); Enter takes it.
    Before anything is typed the palette lists no theme of its own, only the Theme entry."""
    app = ViticultureApp(save_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await tap(pilot, "ctrl+p")
        await pilot.pause(0.3)
        commands = app.screen.query_one(CommandList)
        listed = [_prompt(commands.get_option_at_index(i).prompt) for i in range(commands.option_count)]
        assert not any(line.startswith("Theme: ") for line in listed)
        for key in "light":
            await tap(pilot, key)
        await pilot.pause(0.3)
        commands = app.screen.query_one(CommandList)
        first = _prompt(commands.get_option_at_index(0).prompt).splitlines()[0]
        assert first == "Theme: Light"
        await tap(pilot, "enter")
        await pilot.pause()
        assert app.theme == LIGHT
