"""On a light theme, the accents drawn for dark backgrounds are shaded until they read at 4.5:1.

The player and deck colours have shades of their own (palette.py, render/cards.py). Other texts
(key letters, hints, grape tokens, notes) keep one colour made for the dark default; rather than
give each of them a light twin, this line filter darkens (or, on a dark patch, lightens) any text
colour that would fall under 4.5:1 against what it is drawn on, keeping its hue.

A 256-colour terminal (macOS Terminal, ssh without COLORTERM=truecolor) shows each colour as the
nearest of its 256, often lighter or darker than asked: a name at 4.9:1 there fell to 3.3:1. On
such a terminal the filter runs in every theme and judges each pair as that terminal shows it.
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

AA = 4.5
"""WCAG 2 level AA for normal text; the filter aims a little above it."""
_TARGET = 4.6


def luminance(rgb: tuple[int, int, int]) -> float:
    """WCAG relative luminance of an sRGB colour."""

    def channel(c: int) -> float:
        s = c / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    """WCAG contrast ratio of two colours (1 to 21)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


TRUECOLOUR = 0
"""A terminal that shows every colour as asked."""
COLOURS_256 = 256
"""A terminal of 256 colours."""


def terminal_colours(color_system: str | None, headless: bool) -> int:
    """The colours the ink judges by: `COLOURS_256` on a real terminal Rich reads as one of 256
    colours (from TERM and COLORTERM), else `TRUECOLOUR` (a headless run draws true colours)."""
    return COLOURS_256 if color_system == "256" and not headless else TRUECOLOUR


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


@lru_cache(4096)
def _restyle(style: Style, background: tuple[int, int, int], colours: int) -> Style:
    fg, bg = _triplet(style.color), _triplet(style.bgcolor) or background
    if fg is None:
        return style
    better = readable(fg, bg, colours)
    if better == fg:
        return style
    return style + Style(color=RichColor.from_rgb(*better))


class LightInk(LineFilter):
    """Shades every text colour under 4.5:1 on its background (enabled on light themes, and in every
    theme on a 256-colour terminal)."""

    colours = TRUECOLOUR
    """The terminal's colours (`COLOURS_256` on a 256-colour one): the app sets it at start."""

    def follow(self, light_theme: bool) -> None:
        """On for a light theme, and for every theme on a 256-colour terminal."""
        self.enabled = light_theme or self.colours == COLOURS_256

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
