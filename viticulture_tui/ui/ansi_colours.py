"""The 16 ANSI colours: which one a colour is sent as, and pairs of them that read in both usual palettes.

A terminal of 16 colours (TERM=xterm, the Linux console, `docker run -t`) has too few for shades,
and its 16 have no fixed values: the Linux console shows them as VGA did, many emulators as Rich's
default terminal theme does. A pair is chosen so that it reads at 4.5:1 in both.
"""

from __future__ import annotations

import colorsys
from functools import lru_cache

from rich.color import Color as RichColor
from rich.color import ColorSystem

from viticulture_tui.ui.wcag import AA, contrast

VGA = (
    (0, 0, 0), (170, 0, 0), (0, 170, 0), (170, 85, 0), (0, 0, 170), (170, 0, 170), (0, 170, 170),
    (170, 170, 170), (85, 85, 85), (255, 85, 85), (85, 255, 85), (255, 255, 85), (85, 85, 255),
    (255, 85, 255), (85, 255, 255), (255, 255, 255),
)  # fmt: skip
"""The 16 ANSI colours as the Linux console shows them, and as Rich matches a colour to one of them."""
XTERM = (
    (0, 0, 0), (128, 0, 0), (0, 128, 0), (128, 128, 0), (0, 0, 128), (128, 0, 128), (0, 128, 128),
    (192, 192, 192), (128, 128, 128), (255, 0, 0), (0, 255, 0), (255, 255, 0), (0, 0, 255),
    (255, 0, 255), (0, 255, 255), (255, 255, 255),
)  # fmt: skip
"""The 16 as many terminal emulators show them by default (Rich's own default terminal theme)."""


@lru_cache(4096)
def ansi_number(rgb: tuple[int, int, int]) -> int:
    """Which of the 16 ANSI colours a 16-colour terminal is sent for `rgb` (Rich's match)."""
    number = RichColor.from_rgb(*rgb).downgrade(ColorSystem.STANDARD).number
    assert number is not None
    return number


def ansi_contrast(fg: int, bg: int) -> float:
    """The contrast of two of the 16 ANSI colours in the palette where they read worse."""
    return min(contrast(VGA[fg], VGA[bg]), contrast(XTERM[fg], XTERM[bg]))


def _distance(number: int, rgb: tuple[int, int, int]) -> int:
    return sum((a - b) ** 2 for a, b in zip(VGA[number], rgb, strict=True))


BACKGROUNDS = tuple(bg for bg in range(16) if any(ansi_contrast(fg, bg) >= AA for fg in range(16)))
"""The ANSI colours some letters read on in both palettes (not the greys, green, cyan or yellow)."""


@lru_cache(4096)
def ansi_background(rgb: tuple[int, int, int]) -> int:
    """The ANSI colour a background is drawn in: the one it matches, unless no letters read on that
    one in both palettes; then the nearest that has some (a navy highlight turns blue, not grey)."""
    number = ansi_number(rgb)
    if number in BACKGROUNDS:
        return number
    return min(BACKGROUNDS, key=lambda bg: _distance(bg, rgb))


GREYS = frozenset({0, 7, 8, 15})
"""Black, white, grey and bright white: the ANSI colours with no hue."""
_HUE_NEAR = 40 / 360
"""How far round the colour wheel a hue may move to keep a colour a colour."""
_HUES = {n: colorsys.rgb_to_hls(*(c / 255 for c in VGA[n]))[0] for n in range(16) if n not in GREYS}
"""The hue of each coloured ANSI colour (0 to 1 round the wheel)."""


def _hue_distance(a: float, b: float) -> float:
    return min(abs(a - b), 1 - abs(a - b))


def _hued_twin(rgb: tuple[int, int, int], bg: int) -> int | None:
    """For a clearly coloured `rgb` that Rich matches to a grey (the reddish purple and blue player
    colours turn white), the ANSI colour of the nearest hue that reads on `bg`, if one is near."""
    hue, lightness, saturation = colorsys.rgb_to_hls(*(c / 255 for c in rgb))
    if ansi_number(rgb) not in GREYS or saturation < 0.5 or not 0.15 <= lightness <= 0.85:
        return None
    readable_hues = [n for n in _HUES if ansi_contrast(n, bg) >= AA]
    if not readable_hues:
        return None
    twin = min(readable_hues, key=lambda n: _hue_distance(_HUES[n], hue))
    return twin if _hue_distance(_HUES[twin], hue) < _HUE_NEAR else None


@lru_cache(4096)
def ansi_foreground(rgb: tuple[int, int, int], bg: int) -> int:
    """The ANSI colour letters of `rgb` are drawn in on the ANSI background `bg`: the one they match
    if it reads at 4.5:1 there in both palettes (a coloured one for a colour Rich matches to a grey,
    where one of a near hue reads), else the nearest one that does."""
    twin = _hued_twin(rgb, bg)
    if twin is not None:
        return twin
    number = ansi_number(rgb)
    if ansi_contrast(number, bg) >= AA:
        return number
    nearest = sorted(range(16), key=lambda n: _distance(n, rgb))
    return next(n for n in nearest if ansi_contrast(n, bg) >= AA)
