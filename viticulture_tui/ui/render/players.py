"""A player's name tag: symbol and name in the player's colour, so colour is never the only cue."""

from __future__ import annotations

from rich.text import Text

from viticulture_tui.ui.palette import PlayerColour


def tag(name: str, colour: PlayerColour, bold: bool = True) -> Text:
    """'● Anna' in the player's colour."""
    return Text(f"{colour.symbol} {name}", style=f"{'bold ' if bold else ''}{colour.hex}")


def symbol(colour: PlayerColour) -> Text:
    """The player's symbol alone, in their colour."""
    return Text(colour.symbol, style=f"bold {colour.hex}")
