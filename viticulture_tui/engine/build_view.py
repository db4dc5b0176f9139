"""While a player chooses a structure to build: the ones not offered, and why (for a screen)."""

from __future__ import annotations

from typing import NamedTuple

from viticulture_tui.engine.building import price
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.game import pending
from viticulture_tui.engine.state import GameState


class Unbuildable(NamedTuple):
    """A structure the player may not build now, and why in words."""

    structure: str
    reason: str


def unbuildable_structures(state: GameState) -> tuple[Unbuildable, ...]:
    """The structures a pending build (§12) leaves out that the player has not built, with why:
    too dear for the lira held, or the Large Cellar before the Medium Cellar. Those a card rules
    out (a visitor that builds only some) and those built already are not listed."""
    task = pending(state)
    if task is None or task.kind != "build":
        return ()
    params = task.params
    player = state.players[task.seat]
    only = params.get("only")
    out: list[Unbuildable] = []
    for structure in catalog().structures:
        if player.has(structure.id) or (only is not None and structure.id not in only):
            continue
        if structure.id == "large_cellar" and not player.has("medium_cellar"):
            out.append(Unbuildable(structure.id, "Medium Cellar first"))
            continue
        cost = price(structure.id, params.get("discount", 0), params.get("fixed"))
        if cost > player.lira:
            out.append(Unbuildable(structure.id, f"{cost} lira, you have {player.lira}"))
    return tuple(out)
