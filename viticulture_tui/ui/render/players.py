"""A player's name tag: symbol and name in the player's colour, so colour is never the only cue."""

from __future__ import annotations

from rich.text import Text

from viticulture_tui.ui.palette import PlayerColour, shade


def tag(name: str, colour: PlayerColour, bold: bool = True) -> Text:
    """'● Anna' in the player's colour."""
    # A span, not the text's base style: words appended after a tag keep their own colour.
    out = Text()
    out.append(f"{colour.symbol} {name}", style=f"{'bold ' if bold else ''}{shade(colour)}")
    return out


def symbol(colour: PlayerColour) -> Text:
    """The player's symbol alone, in their colour."""
    out = Text()
    out.append(colour.symbol, style=f"bold {shade(colour)}")
    return out
