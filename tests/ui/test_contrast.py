"""Issue 11: every text on screen reads at 4.5:1 or more against its background (WCAG AA).

Two checks, for every theme of the game (issue 12): the colours the game's own texts use (deck
colours, player colours in the theme's shade) against the theme's backgrounds, computed from the
theme; and the segments actually drawn on a dozen screens (after Textual's own filters turn ANSI
colours and dim into true colours), with the theme switched on as a player would switch it.
The screens are checked in the colours a 256-colour terminal shows as well (macOS Terminal, ssh
without COLORTERM=truecolor), with the app's ink set for such a terminal; the dark and
high-contrast themes' own colours read there without it. And once more as a 16-colour terminal is
sent them (TERM=xterm, the Linux console), each pair judged in the palette where it reads worse.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest
from textual.color import Color
from textual.pilot import Pilot

from tests.ui.contrast import failures
from tests.ui.helpers import LARGE, SMALL, session_until, tap
from tests.ui.save_helpers import undoable_session
from tests.ui.test_table_drawn import fall_session
from tests.ui.test_table_grande_undo import grande_only_session
from tests.ui.test_table_hand_view import visitor_choice
from viticulture_tui.session import Session
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.light_ink import COLOURS_16, COLOURS_256, in_256_colours
from viticulture_tui.ui.palette import PALETTE
from viticulture_tui.ui.render.cards import LIGHT_TYPE_STYLES, TYPE_STYLES
from viticulture_tui.ui.themes import DARK, DEFAULT, HIGH_CONTRAST, THEMES, is_light
from viticulture_tui.ui.wcag import AA, contrast

IN_256_COLOURS = (DARK, HIGH_CONTRAST)
"""Themes whose own colours read at 4.5:1 in a 256-colour terminal's colours as they are (the light
theme's are shaded there by the app's ink, as on screen: `test_every_text_drawn_reads_at_4_5_to_1`)."""


def _rgb(color: Color) -> tuple[int, int, int]:
    return color.r, color.g, color.b


def theme_backgrounds(theme: str) -> dict[str, tuple[int, int, int]]:
    """The backgrounds the game's texts are drawn on, resolved from the theme's variables."""
    variables = THEMES[theme].to_color_system().generate()
    background = Color.parse(variables["background"])
    out = {name: _rgb(Color.parse(variables[name])) for name in ("background", "surface", "panel")}
    # A highlighted row: the theme's choice-highlight (app.tcss) when the list has the keys, else
    # Textual's blurred one.
    out["highlight"] = _rgb(Color.parse(THEMES[theme].variables["choice-highlight"]))
    blurred = Color.parse(variables["block-cursor-blurred-background"])
    out["highlight, blurred"] = _rgb(background.blend(blurred.with_alpha(1), blurred.a))
    return out


def _own_colours(theme: str) -> list[tuple[str, str]]:
    player = [(c.name, c.light if is_light(theme) else c.hex) for c in PALETTE]
    decks = LIGHT_TYPE_STYLES if is_light(theme) else TYPE_STYLES
    return [*((f"{kind} cards", style) for kind, style in decks.items()), *player]


@pytest.mark.parametrize(
    ("theme", "what", "hex_colour"),
    [(theme, what, colour) for theme in THEMES for what, colour in _own_colours(theme)],
)
def test_the_games_own_colours_read_on_every_background(theme: str, what: str, hex_colour: str) -> None:
    """Deck colours and player colours reach 4.5:1 on the background, dialogs, bars and highlights
    (in a 256-colour terminal's colours too, for the themes of IN_256_COLOURS)."""
    colour = _rgb(Color.parse(hex_colour))
    backgrounds = theme_backgrounds(theme)
    low = {name: round(contrast(colour, bg), 2) for name, bg in backgrounds.items()}
    assert all(ratio >= AA for ratio in low.values()), f"{what} {hex_colour}: {low}"
    if theme in IN_256_COLOURS:
        shown = in_256_colours(colour)
        low = {name: round(contrast(shown, in_256_colours(bg)), 2) for name, bg in backgrounds.items()}
        assert all(ratio >= AA for ratio in low.values()), f"{what} {hex_colour} in 256 colours: {low}"


Steps = Callable[[Pilot[None]], Awaitable[None]]


async def _keys(pilot: Pilot[None], *keys: str) -> None:
    for key in keys:
        await tap(pilot, key)
    await pilot.pause()


async def _check(app: ViticultureApp, size: tuple[int, int], steps: Steps, theme: str) -> list[str]:
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        app.choose_theme(theme)  # as from the palette, on the screen already drawn
        await pilot.pause()
        await steps(pilot)
        found = failures(app)
        app.use_terminal_colours(COLOURS_256)  # as the app starts on such a terminal
        found += [f"in 256 colours: {line}" for line in failures(app, colours=COLOURS_256)]
        app.use_terminal_colours(COLOURS_16)
        found += [f"in 16 colours: {line}" for line in failures(app, colours=COLOURS_16)]
        return found


def _solo_year_2() -> Session:
    return session_until(1, 5, lambda s: s.state.year == 2 and s.decision_kind() == "turn", visitors=False)


async def _new_game_focused(pilot: Pilot[None]) -> None:
    await _keys(pilot, "n")
    pilot.app.screen.query_one("#start").focus()  # the primary button with the keys
    await pilot.pause()


SCREENS: dict[str, tuple[Callable[[], Session | None], tuple[int, int], Steps]] = {
    "title": (lambda: None, SMALL, lambda p: _keys(p)),
    "help": (lambda: None, SMALL, lambda p: _keys(p, "question_mark")),
    "new game, player count": (lambda: None, SMALL, lambda p: _keys(p, "n")),
    "new game, Start": (lambda: None, SMALL, _new_game_focused),
    "curtain": (undoable_session, SMALL, lambda p: _keys(p)),
    "list of choices": (undoable_session, SMALL, lambda p: _keys(p, "enter")),
    "highlighted hand row": (undoable_session, SMALL, lambda p: _keys(p, "enter", "tab", "down")),
    "board": (undoable_session, SMALL, lambda p: _keys(p, "enter", "escape")),
    "players": (undoable_session, SMALL, lambda p: _keys(p, "enter", "escape", "i")),
    "unplayable visitor": (visitor_choice, SMALL, lambda p: _keys(p, "enter")),
    "grande question": (grande_only_session, SMALL, lambda p: _keys(p, "enter", "t")),
    "you drew": (fall_session, SMALL, lambda p: _keys(p, "enter", "1")),
    "game over": (
        lambda: session_until(2, 3, lambda s: s.game_over, visitors=False),
        LARGE,
        lambda p: _keys(p),
    ),
    "solo, wide": (_solo_year_2, LARGE, lambda p: _keys(p)),
}


QUICK_OTHER_THEMES = ("list of choices", "highlighted hand row", "grande question", "game over")
"""Screens checked in every theme in make test; the default theme is checked on all of them, and
make fuzz checks every screen in every theme (each check is a whole app, about a second)."""


def _screen_theme_pairs() -> list[object]:
    out: list[object] = []
    for theme in THEMES:
        for name in SCREENS:
            quick = theme == DEFAULT or name in QUICK_OTHER_THEMES
            marks = () if quick else pytest.mark.fuzz
            out.append(pytest.param(name, theme, id=f"{name}-{theme}", marks=marks))
    return out


@pytest.mark.parametrize(("name", "theme"), _screen_theme_pairs())
async def test_every_text_drawn_reads_at_4_5_to_1(name: str, theme: str) -> None:
    """The segments on screen: no text under 4.5:1 (frames and scroll bars are not text)."""
    make, size, steps = SCREENS[name]
    session = make()
    app = ViticultureApp(session=session) if session is not None else ViticultureApp()
    assert await _check(app, size, steps, theme) == []
