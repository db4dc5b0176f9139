"""Player colours: a colour-blind-safe palette (Okabe-Ito), each colour with its own symbol.

Green, vermillion, purple and blue are lightened from Okabe-Ito's values so that a name in any of
them reads at 4.5:1 or more on every panel background (WCAG AA; tests/ui/test_contrast.py).
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


PALETTE: tuple[PlayerColour, ...] = (
    PlayerColour("orange", "Orange", "#E69F00", "●"),
    PlayerColour("sky", "Sky blue", "#56B4E9", "■"),
    PlayerColour("green", "Bluish green", "#22C29A", "▲"),
    PlayerColour("yellow", "Yellow", "#F0E442", "◆"),
    PlayerColour("vermillion", "Vermillion", "#F5804A", "✚"),
    PlayerColour("purple", "Reddish purple", "#E68FC2", "★"),
    PlayerColour("blue", "Blue", "#8AA8FF", "♠"),
)
"""Seven colours told apart with every common colour-vision deficiency, and by their symbol."""

BY_KEY = {c.key: c for c in PALETTE}

DAMAGED = "#FF9966"
"""The colour of a damaged file's line in the lists of saves: 5:1 or more on every dialog background."""

DETAIL = "#B0C0CC"
"""A second, quieter line (year, date) in the lists of saves: 5:1 or more on the highlighted row too,
where Textual's dim fell to 4.3:1."""


def for_seats(keys: Sequence[str]) -> tuple[PlayerColour, ...]:
    """Each seat's colour; a seat with no (or an unknown) colour gets the first one left free."""
    chosen: list[PlayerColour | None] = [BY_KEY.get(k) for k in keys]
    taken = {c.key for c in chosen if c is not None}
    free = iter(c for c in PALETTE if c.key not in taken)
    return tuple(c if c is not None else next(free) for c in chosen)
