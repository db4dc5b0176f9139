"""The ink that shades a text too faint for its background, in true colour and on a 256-colour terminal."""

from __future__ import annotations

from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.light_ink import (
    AA,
    COLOURS_256,
    TRUECOLOUR,
    contrast,
    in_256_colours,
    readable,
    terminal_colours,
)
from viticulture_tui.ui.themes import DARK, LIGHT

KEY_ON_PANEL = ((0x80, 0x58, 0x00), (0xE2, 0xE2, 0xDA))
"""Light's key letters on its key bar: 4.9:1 as asked, 4.1:1 as a 256-colour terminal shows them."""


def test_only_a_real_terminal_of_256_colours_is_judged_in_them() -> None:
    """Rich's '256' on a terminal; true colour elsewhere, and always headless (tests, screenshots)."""
    assert terminal_colours("256", headless=False) == COLOURS_256
    assert terminal_colours("truecolor", headless=False) == TRUECOLOUR
    assert terminal_colours(None, headless=False) == TRUECOLOUR
    assert terminal_colours("256", headless=True) == TRUECOLOUR


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
