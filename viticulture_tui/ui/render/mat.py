"""A vineyard mat in words: fields with their vines, structures, workers (one player, public)."""

from __future__ import annotations

from typing import NamedTuple

from rich.text import Text

from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.view import FieldView, PlayerView
from viticulture_tui.ui.palette import PlayerColour, shade

FIELD_NAMES = ("5-field", "6-field", "7-field")
STRUCTURE_SHORT = {
    "trellis": "Trel",
    "irrigation": "Irri",
    "yoke": "Yoke",
    "windmill": "Wind",
    "cottage": "Cott",
    "tasting_room": "Tast",
    "medium_cellar": "MedC",
    "large_cellar": "LrgC",
}
"""Four letters each where a line has no room for the whole name: each starts its structure's
name, and no two look alike (Tasting Room and Trellis were TR and Tr); the help lists them."""


def vine_words(card: str) -> str:
    """'Syrah R2': a planted vine with its grapes."""
    vine = catalog().vine_of(card)
    grapes = "".join(f"{c}{v}" for c, v in (("R", vine.red), ("W", vine.white)) if v)
    return f"{vine.name} {grapes}"


class WorkersData(NamedTuple):
    """A player's workers as the workers line shows them."""

    free_workers: int
    placed: int
    grande_free: bool
    temp_worker: bool
    trained: int
    colour: PlayerColour

    @classmethod
    def of(cls, player: PlayerView, colour: PlayerColour) -> WorkersData:
        """The workers part of a player's view."""
        return cls(
            player.free_workers, player.placed, player.grande_free, player.temp_worker, player.trained, colour
        )


def fields(rows: tuple[FieldView, ...]) -> Text:
    """One line per field: its vines, the value used of its capacity, sold or harvested."""
    out = Text()
    for i, f in enumerate(rows):
        if i:
            out.append("\n")
        out.append(f"{FIELD_NAMES[i]} ", style="bold")
        if f.sold:
            out.append(f"sold (buy back for {f.value} lira)", style="dim italic")
            continue
        out.append(f"{f.used}/{f.value} ", style="bold green" if f.used else "dim")
        if f.vines:
            out.append(" · ".join(vine_words(c) for c in f.vines))
        else:
            out.append("no vines", style="dim")
        if f.harvested:
            out.append("  harvested", style="italic yellow")
    return out


def structures(built: tuple[str, ...], per_line: int = 4) -> Text:
    """The eight structures: built (✓, bright) or not (·, dim), each with its cost."""
    out = Text()
    for i, s in enumerate(catalog().structures):
        if i and i % per_line == 0:
            out.append("\n")
        elif i:
            out.append(" ")
        done = s.id in built
        out.append(f"{'✓' if done else '·'}{s.name} {s.cost}", style="bold green" if done else "dim")
    return out


def structures_short(player: PlayerView) -> str:
    """Built structures in their short names: 'Trel Yoke MedC'."""
    return " ".join(STRUCTURE_SHORT.get(s, s[:2]) for s in player.structures) or "none"


def workers(player: WorkersData) -> Text:
    """Workers: the player's symbol to place, ○ placed; the grande; trained; the temporary worker."""
    colour = player.colour
    out = Text("Workers ", style="bold")
    regular = player.free_workers + player.placed
    out.append(colour.symbol * player.free_workers, style=f"bold {shade(colour)}")
    out.append("○" * player.placed, style="dim")
    out.append("  grande ")
    out.append(
        "◉" if player.grande_free else "○", style=f"bold {shade(colour)}" if player.grande_free else "dim"
    )
    out.append(f"  {player.free_workers + player.grande_free} to place of {regular + 1}")
    if player.temp_worker:
        out.append("  +temporary", style="italic")
    if player.trained:
        out.append(f"  +{player.trained} trained (next year)", style="italic")
    return out
