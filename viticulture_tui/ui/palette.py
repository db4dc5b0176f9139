"""Player colours: a colour-blind-safe palette (Okabe-Ito), each colour with its own symbol.

Green, vermillion, purple and blue are lightened from Okabe-Ito's values so that a name in any of
them reads at 4.5:1 or more on every panel background (WCAG AA; tests/ui/test_contrast.py).
On a light theme each colour has a darker shade of its own hue (blue turns indigo there so that it
stays apart from sky blue); `shade` gives the one for the theme on screen.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple


class PlayerColour(NamedTuple):
    """A player's colour: its key (stored in the save), its name, its hex value and its symbol."""

    key: str
    name: str
    hex: str
    symbol: str
    light: str
    """The darker shade drawn on light themes."""


PALETTE: tuple[PlayerColour, ...] = (
    PlayerColour("orange", "Orange", "#E69F00", "●", "#805800"),
    PlayerColour("sky", "Sky blue", "#56B4E9", "■", "#136695"),
    PlayerColour("green", "Bluish green", "#22C29A", "▲", "#006E50"),
    PlayerColour("yellow", "Yellow", "#F0E442", "◆", "#686108"),
    PlayerColour("vermillion", "Vermillion", "#F5804A", "✚", "#9F4600"),
    PlayerColour("purple", "Reddish purple", "#E68FC2", "★", "#9E3C72"),
    PlayerColour("blue", "Blue", "#8AA8FF", "♠", "#4040C0"),
)
"""Seven colours told apart with every common colour-vision deficiency, and by their symbol."""

BY_KEY = {c.key: c for c in PALETTE}

DAMAGED = "#FF9966"
"""The colour of a damaged file's line in the lists of saves: 5:1 or more on every dialog background."""

DETAIL = "#B0C0CC"
"""A second, quieter line (year, date) in the lists of saves: 5:1 or more on the highlighted row too,
where Textual's dim fell to 4.3:1."""


_light_theme = False
"""Whether the theme on screen is light. One app runs per process (`viticulture serve` starts one
per tab), and the texts that draw player colours are plain functions, so the app sets it here."""


def use_light_shades(light: bool) -> None:
    """Draw the player colours in their light-theme shades (the app calls this on a theme change)."""
    global _light_theme
    _light_theme = light


def light_shades() -> bool:
    """Whether the theme on screen is a light one (texts take their darker shades)."""
    return _light_theme


def shade(colour: PlayerColour) -> str:
    """The seat's colour as drawn in the theme on screen."""
    return colour.light if _light_theme else colour.hex


def for_seats(keys: Sequence[str]) -> tuple[PlayerColour, ...]:
    """Each seat's colour; a seat with no (or an unknown) colour gets the first one left free."""
    chosen: list[PlayerColour | None] = [BY_KEY.get(k) for k in keys]
    taken = {c.key for c in chosen if c is not None}
    free = iter(c for c in PALETTE if c.key not in taken)
    return tuple(c if c is not None else next(free) for c in chosen)
