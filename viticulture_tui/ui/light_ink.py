"""On a light theme, the accents drawn for dark backgrounds are shaded until they read at 4.5:1.

The player and deck colours have shades of their own (palette.py, render/cards.py). Other texts
(key letters, hints, grape tokens, notes) keep one colour made for the dark default; rather than
give each of them a light twin, this line filter darkens (or, on a dark patch, lightens) any text
colour that would fall under 4.5:1 against what it is drawn on, keeping its hue.

A 256-colour terminal (macOS Terminal, ssh without COLORTERM=truecolor) shows each colour as the
nearest of its 256, often lighter or darker than asked: a name at 4.9:1 there fell to 3.3:1. On
such a terminal the filter runs in every theme and judges each pair as that terminal shows it. A
few tile colours whose nearest of the 256 reads as another season are sent as a palette colour
chosen by hand (render/tile_colours.py).

A terminal of 16 colours (TERM=xterm, the Linux console, `docker run -t`) has too few for shades:
there the filter picks, for each run of text, one of the 16 for its background and one for its
letters that read at 4.5:1 on each other in both of the usual palettes of those 16 (ansi_colours.py).
"""

from __future__ import annotations

import colorsys
from functools import lru_cache

from rich.color import Color as RichColor
from rich.color import ColorSystem
from rich.segment import Segment
from rich.style import Style
from textual.color import Color
from textual.filter import LineFilter

from viticulture_tui.ui.ansi_colours import VGA, ansi_background, ansi_foreground
from viticulture_tui.ui.render.tile_colours import IN_256_COLOURS
from viticulture_tui.ui.wcag import AA, contrast, luminance

_TARGET = 4.6
"""What the shading aims at: a little above AA."""


TRUECOLOUR = 0
"""A terminal that shows every colour as asked."""
COLOURS_256 = 256
"""A terminal of 256 colours."""
COLOURS_16 = 16
"""A terminal of the 16 ANSI colours."""

_SYSTEMS = {"256": COLOURS_256, "standard": COLOURS_16}
"""Rich's names of the colour systems that are not true colour. (Its "windows", the old Windows
console that Textual does not run in, matches colours to a palette of its own, not to the VGA one.)"""


def terminal_colours(color_system: str | None, headless: bool) -> int:
    """The colours the ink judges by: `COLOURS_256` or `COLOURS_16` on a real terminal Rich reads so
    (from TERM and COLORTERM), else `TRUECOLOUR` (a headless run draws true colours)."""
    return TRUECOLOUR if headless else _SYSTEMS.get(color_system or "", TRUECOLOUR)


@lru_cache(4096)
def in_256_colours(rgb: tuple[int, int, int]) -> tuple[int, int, int]:
    """The colour a 256-colour terminal shows for `rgb` (Rich's choice, which Textual's output takes)."""
    triplet = RichColor.from_rgb(*rgb).downgrade(ColorSystem.EIGHT_BIT).get_truecolor()
    return triplet.red, triplet.green, triplet.blue


def _reads(fg: tuple[int, int, int], bg: tuple[int, int, int], colours: int, target: float) -> bool:
    if contrast(fg, bg) < target:
        return False
    return colours != COLOURS_256 or contrast(in_256_colours(fg), in_256_colours(bg)) >= AA


@lru_cache(4096)
def readable(
    fg: tuple[int, int, int], bg: tuple[int, int, int], colours: int = TRUECOLOUR
) -> tuple[int, int, int]:
    """`fg`, or the nearest shade of its hue that reads at 4.5:1 or more on `bg` (as a terminal of
    `colours` shows the two)."""
    if _reads(fg, bg, colours, AA):
        return fg
    hue, lightness, saturation = colorsys.rgb_to_hls(*(c / 255 for c in fg))
    for step in range(1, 101):
        for direction in (-1, 1) if luminance(bg) > 0.18 else (1, -1):
            level = min(1.0, max(0.0, lightness + direction * step / 100))
            r, g, b = colorsys.hls_to_rgb(hue, level, saturation)
            shaded = (round(r * 255), round(g * 255), round(b * 255))
            if _reads(shaded, bg, colours, _TARGET):
                return shaded
    return (0, 0, 0) if luminance(bg) > 0.18 else (255, 255, 255)


def _triplet(color: RichColor | None) -> tuple[int, int, int] | None:
    if color is None or color.triplet is None:
        return None
    return color.triplet.red, color.triplet.green, color.triplet.blue


def _vga(number: int) -> RichColor:
    # The VGA value itself, so that Rich's match sends exactly this number to the terminal.
    return RichColor.from_rgb(*VGA[number])


def _in_16_colours(style: Style, background: tuple[int, int, int]) -> Style:
    fg, own_bg = _triplet(style.color), _triplet(style.bgcolor)
    if style.reverse:  # the letters are drawn in the background's colour, on the foreground's
        fg, own_bg = own_bg or background, fg
    bg = ansi_background(own_bg or background)
    letters = None if fg is None else _vga(ansi_foreground(fg, bg))
    patch = None if own_bg is None else _vga(bg)
    if style.reverse:
        letters, patch = patch, letters
    return style + Style(color=letters, bgcolor=patch)


def _palette_choice(color: RichColor | None) -> RichColor | None:
    if color is None or color.triplet is None:
        return color
    chosen = IN_256_COLOURS.get(color.triplet.hex.upper())
    return color if chosen is None else RichColor.parse(chosen)


@lru_cache(4096)
def _restyle(style: Style, background: tuple[int, int, int], colours: int) -> Style:
    if colours == COLOURS_16:
        return _in_16_colours(style, background)
    if colours == COLOURS_256:
        style += Style(color=_palette_choice(style.color), bgcolor=_palette_choice(style.bgcolor))
    fg, bg = _triplet(style.color), _triplet(style.bgcolor) or background
    if fg is None:
        return style
    better = readable(fg, bg, colours)
    if better == fg:
        return style
    return style + Style(color=RichColor.from_rgb(*better))


class LightInk(LineFilter):
    """Shades every text colour under 4.5:1 on its background (enabled on light themes, and in every
    theme on a terminal of 256 or 16 colours, where it picks from the 16)."""

    colours = TRUECOLOUR
    """The terminal's colours (`COLOURS_256` or `COLOURS_16`): the app sets it at start."""

    def follow(self, light_theme: bool) -> None:
        """On for a light theme, and for every theme on a terminal of 256 or 16 colours."""
        self.enabled = light_theme or self.colours != TRUECOLOUR

    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:
        """The same segments, each too faint colour shaded."""
        base = (background.r, background.g, background.b)
        colours = self.colours
        return [
            Segment(text, _restyle(style, base, colours), control)
            if style is not None and not control
            else Segment(text, style, control)
            for text, style, control in segments
        ]
