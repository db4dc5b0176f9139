"""The board's colours: summer tiles warm, winter tiles cool, each readable at 4.5:1 in every theme.

A tile is drawn on a background of its own, so the text on it takes colours chosen for that
background rather than the theme's: on a light tile the player colours take their darker
shades, on a dark tile their bright ones (tests/ui/test_board_tiles.py checks every pair).
"""

from __future__ import annotations

from typing import NamedTuple

from viticulture_tui.ui.palette import PlayerColour


class TileInk(NamedTuple):
    """What one kind of tile is drawn with: its background, its words, its quieter words."""

    background: str
    text: str
    muted: str
    dark: bool
    """Whether the background is dark (player colours then take their bright shades)."""


# Dark tiles and light tiles, by season: "both" is Gain 1 lira and the Yoke, usable all year.
_DARK = {
    "summer": ("#3B2A14", "#F6E9D6", "#D2C3AE"),
    "winter": ("#15293D", "#E3EEF8", "#B9C8D6"),
    "both": ("#2B2B2B", "#EEEEEE", "#C4C4C4"),
}
_DARK_CLOSED = {
    "summer": ("#21180C", "#C9BBA8", "#A89A88"),
    "winter": ("#0D1826", "#B8C5D2", "#97A6B4"),
    "both": ("#1C1C1C", "#BDBDBD", "#9E9E9E"),
}
_LIGHT = {
    "summer": ("#F5E1C0", "#1A1A1A", "#5A4A3A"),
    "winter": ("#D6E6F5", "#1A1A1A", "#3A4A5A"),
    "both": ("#E4E4DE", "#1A1A1A", "#4A4A4A"),
}
_LIGHT_CLOSED = {
    "summer": ("#F8F1E6", "#4A3E32", "#5E5246"),
    "winter": ("#EEF3F8", "#323E4A", "#46525E"),
    "both": ("#F0F0EC", "#3E3E3E", "#525252"),
}


IN_256_COLOURS: dict[str, str] = {
    # The dark tiles: the palette has no dark brown nor dark slate, and its nearest pick turned summer
    # maroon and winter navy; ochre and steel blue keep each season's hue (within 12 degrees).
    "#3B2A14": "#875F00",
    "#F6E9D6": "#FFFFD7",
    "#15293D": "#005F87",
    "#E3EEF8": "#FFFFFF",
    # Closed dark tiles fade into the panel, as in true colour, instead of standing out black.
    "#21180C": "#1C1C1C",
    "#C9BBA8": "#D7AF87",
    "#A89A88": "#AF875F",
    "#0D1826": "#1C1C1C",
    # The light winter tile: light blue rather than lavender.
    "#D6E6F5": "#AFD7FF",
}
"""What a terminal of 256 colours is sent for a tile colour whose nearest palette colour reads as
another season (light_ink.py substitutes them; the texts on them are then shaded to 4.5:1 there)."""


def _ink(table: dict[str, tuple[str, str, str]], season: str, dark: bool) -> TileInk:
    background, text, muted = table.get(season, table["both"])
    return TileInk(background, text, muted, dark)


def tile_ink(season: str, *, light_theme: bool, lit: bool, closed: bool) -> TileInk:
    """The colours of a tile of `season` ('summer', 'winter' or 'both').

    `lit` is the highlighted tile: it swaps to the other brightness so that it stands out at a
    glance (light on a dark theme, dark on a light one). `closed` tiles fade towards the panel.
    """
    dark_tile = light_theme == lit
    if dark_tile:
        return _ink(_DARK_CLOSED if closed and not lit else _DARK, season, True)
    return _ink(_LIGHT_CLOSED if closed and not lit else _LIGHT, season, False)


def on_tile(colour: PlayerColour, ink: TileInk) -> str:
    """A player's colour as drawn on this tile: the bright shade on dark tiles, the deep one on light."""
    return colour.hex if ink.dark else colour.light


def every_ink() -> list[tuple[str, TileInk]]:
    """Every tile colour the board can draw, named (for the contrast test)."""
    out = []
    for season in ("summer", "winter", "both"):
        for light_theme in (False, True):
            for lit in (False, True):
                for closed in (False, True):
                    ink = tile_ink(season, light_theme=light_theme, lit=lit, closed=closed)
                    theme = "light" if light_theme else "dark"
                    out.append((f"{season}, {theme} theme, lit {lit}, closed {closed}", ink))
    return out
