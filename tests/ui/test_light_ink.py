"""The ink that shades a text too faint for its background, in true colour and on a 256-colour
terminal, and picks two of the 16 that read together on a 16-colour one."""

from __future__ import annotations

import colorsys
import itertools

from rich.segment import Segment
from rich.style import Style
from textual.color import Color

from viticulture_tui.ui.ansi_colours import (
    BACKGROUNDS,
    GREYS,
    VGA,
    XTERM,
    ansi_background,
    ansi_contrast,
    ansi_foreground,
    ansi_number,
)
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.light_ink import (
    COLOURS_16,
    COLOURS_256,
    TRUECOLOUR,
    LightInk,
    in_256_colours,
    readable,
    terminal_colours,
)
from viticulture_tui.ui.palette import PALETTE
from viticulture_tui.ui.render.tile_colours import every_ink
from viticulture_tui.ui.themes import DARK, LIGHT
from viticulture_tui.ui.wcag import AA, contrast

KEY_ON_PANEL = ((0x80, 0x58, 0x00), (0xE2, 0xE2, 0xDA))
"""Light's key letters on its key bar: 4.9:1 as asked, 4.1:1 as a 256-colour terminal shows them."""


def test_only_a_real_terminal_of_256_colours_is_judged_in_them() -> None:
    """Rich's '256' on a terminal; true colour elsewhere, and always headless (tests, screenshots)."""
    assert terminal_colours("256", headless=False) == COLOURS_256
    assert terminal_colours("truecolor", headless=False) == TRUECOLOUR
    assert terminal_colours(None, headless=False) == TRUECOLOUR
    assert terminal_colours("256", headless=True) == TRUECOLOUR
    assert terminal_colours("standard", headless=False) == COLOURS_16
    assert terminal_colours("standard", headless=True) == TRUECOLOUR


def test_a_colour_that_reads_as_asked_is_shaded_only_for_a_256_colour_terminal() -> None:
    """In true colour the key letters stay as they are; for 256 colours they get a shade of their
    own hue that reads at 4.5:1 both as asked and as that terminal shows it."""
    fg, bg = KEY_ON_PANEL
    assert contrast(fg, bg) >= AA and contrast(in_256_colours(fg), in_256_colours(bg)) < AA
    assert readable(fg, bg, TRUECOLOUR) == fg
    shaded = readable(fg, bg, COLOURS_256)
    assert shaded != fg
    assert contrast(shaded, bg) >= AA
    assert contrast(in_256_colours(shaded), in_256_colours(bg)) >= AA
    assert shaded[0] > shaded[1] > shaded[2]  # still an orange-brown: red over green over blue


async def test_the_app_set_for_256_colours_shades_in_every_theme() -> None:
    """On a 256-colour terminal the ink runs on Dark too; set back to true colour, only on Light."""
    app = ViticultureApp()
    async with app.run_test() as pilot:
        await pilot.pause()
        ink = app._light_ink
        app.choose_theme(DARK)
        assert not ink.enabled
        app.use_terminal_colours(COLOURS_256)
        assert ink.enabled and ink.colours == COLOURS_256
        app.choose_theme(LIGHT)
        assert ink.enabled
        app.use_terminal_colours(TRUECOLOUR)
        assert ink.enabled  # Light's own shading
        app.choose_theme(DARK)
        assert not ink.enabled


KEY_BAR = ((0xE6, 0x9F, 0x00), (0x24, 0x2F, 0x38))
"""Dark's orange key letters on its key bar: sent as dark yellow on grey, 1.06:1 in Rich's palette."""
HIGHLIGHT = (0x0C, 0x2C, 0x60)
"""Dark's highlighted row in a list, which Rich sends to a 16-colour terminal as grey."""


def test_sixteen_colours_have_their_usual_values() -> None:
    """The two palettes are the 16 Rich matches to (VGA) and the 16 of its default terminal theme."""
    from rich._palettes import STANDARD_PALETTE
    from rich.terminal_theme import DEFAULT_TERMINAL_THEME

    assert [STANDARD_PALETTE[n] for n in range(16)] == list(VGA)
    assert [tuple(c) for c in DEFAULT_TERMINAL_THEME.ansi_colors] == list(XTERM)


def test_every_background_gets_letters_that_read_in_both_palettes() -> None:
    """Over a grid of colours, each background is drawn in an ANSI colour some letters read on, and
    each text colour on it in one that reads at 4.5:1 in both palettes; a coloured match that reads
    is kept."""
    grid = [(r, g, b) for r, g, b in itertools.product(range(0, 256, 51), repeat=3)]
    assert set(BACKGROUNDS) == set(range(16)) - {2, 3, 6, 8}  # green, yellow, cyan, grey: none reads on both
    for bg_rgb in grid:
        bg = ansi_background(bg_rgb)
        assert bg in BACKGROUNDS
        for fg_rgb in grid:
            fg = ansi_foreground(fg_rgb, bg)
            assert ansi_contrast(fg, bg) >= AA
            if ansi_contrast(ansi_number(fg_rgb), bg) >= AA and ansi_number(fg_rgb) not in GREYS:
                assert fg == ansi_number(fg_rgb)


def test_the_key_bar_and_the_highlighted_row_in_16_colours() -> None:
    """The key bar's grey turns black and its key letters read; the highlighted row turns blue, not
    black, so it still shows where the keys are."""
    fg, bg = KEY_BAR
    assert contrast(XTERM[ansi_number(fg)], XTERM[ansi_number(bg)]) < 1.5  # as Rich alone sends it
    assert ansi_background(bg) == 0
    assert ansi_contrast(ansi_foreground(fg, 0), 0) >= AA
    assert ansi_number(HIGHLIGHT) == 8 and ansi_background(HIGHLIGHT) == 4


def test_player_colours_keep_a_colour_in_16() -> None:
    """Rich sends reddish purple and blue as plain white; purple is drawn bright magenta instead (a
    near hue that reads), and the four colours of the first four seats stay four colours apart."""
    on_black = {p.key: ansi_foreground(Color.parse(p.hex).rgb, 0) for p in PALETTE}
    assert on_black["purple"] == 13
    assert len({on_black[key] for key in ("orange", "sky", "green", "yellow")}) == 4
    assert all(ansi_contrast(number, 0) >= AA for number in on_black.values())


def test_the_ink_sends_a_16_colour_terminal_the_pair_it_chose() -> None:
    """A segment comes out in the VGA values of the two ANSI colours (which Rich matches exactly);
    in reverse video the roles of the two colours swap."""
    ink = LightInk(enabled=True)
    ink.colours = COLOURS_16
    fg, bg = KEY_BAR
    plain = Style.parse(f"#{bytes(fg).hex()} on #{bytes(bg).hex()}")
    reverse = Style.parse(f"#{bytes(bg).hex()} on #{bytes(fg).hex()} reverse")
    out = ink.apply([Segment("k", plain), Segment("r", reverse)], Color(*bg))
    letters, patch = ansi_foreground(fg, 0), 0
    for segment, (shown_fg, shown_bg) in zip(out, [(letters, patch), (patch, letters)], strict=True):
        assert segment.style is not None and segment.style.color and segment.style.bgcolor
        assert segment.style.color.triplet == VGA[shown_fg] and segment.style.bgcolor.triplet == VGA[shown_bg]
        assert ansi_number(VGA[shown_fg]) == shown_fg


async def test_the_app_set_for_16_colours_runs_the_ink_in_every_theme() -> None:
    """On a 16-colour terminal the ink runs on Dark too."""
    app = ViticultureApp()
    async with app.run_test() as pilot:
        await pilot.pause()
        app.choose_theme(DARK)
        app.use_terminal_colours(COLOURS_16)
        assert app._light_ink.enabled and app._light_ink.colours == COLOURS_16


def _hue(rgb: tuple[int, int, int]) -> float | None:
    """The hue in degrees, None for a grey or a tint too faint to read as one (a near-white)."""
    hue, saturation, _value = colorsys.rgb_to_hsv(*(c / 255 for c in rgb))
    return None if saturation < 0.1 else hue * 360


def test_every_board_tile_keeps_its_season_in_256_colours() -> None:
    """What a 256-colour terminal shows for each tile: the hue of its true colour within 15 degrees
    (summer warm, winter cool; the palette's nearest had turned them maroon and navy), or for a
    closed dark tile the panel's own dark grey; and its words at 4.5:1 on what it shows."""
    ink = LightInk(enabled=True)
    ink.colours = COLOURS_256
    panel = (0x1E, 0x1E, 0x1E)
    for name, tile in every_ink():
        asked = Color.parse(tile.background).rgb
        for words in (tile.text, tile.muted):
            (out,) = ink.apply([Segment("x", Style.parse(f"{words} on {tile.background}"))], Color(*panel))
            assert out.style is not None and out.style.color and out.style.bgcolor
            shown = in_256_colours(out.style.bgcolor.get_truecolor())
            letters = in_256_colours(out.style.color.get_truecolor())
            assert contrast(letters, shown) >= AA, f"{name}: {words} on {tile.background}"
            if _hue(asked) is None:
                continue  # the all-year tiles are grey in true colour too, the closed light ones nearly
            hue = _hue(shown)
            if hue is None:
                assert "closed True" in name and shown == in_256_colours(panel), f"{name} shows grey"
                continue
            turn = abs(hue - (_hue(asked) or 0))
            assert min(turn, 360 - turn) <= 15, f"{name}: {tile.background} shows as {shown}"
