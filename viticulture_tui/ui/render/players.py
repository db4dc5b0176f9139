"""A player's name tag: symbol and name in the player's colour, so colour is never the only cue."""

from __future__ import annotations

from rich.text import Text

from viticulture_tui.ui.palette import PlayerColour, shade

LEVEL_NAMES = {"random": "Random", "novice": "Novice", "standard": "Standard", "expert": "Expert"}
"""The computer levels as the new-game form names them."""


def level_note(level: str | None) -> str:
    """' (Expert)' after the name of a seat a computer plays; '' for a person."""
    return f" ({LEVEL_NAMES.get(level, level)})" if level else ""


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
