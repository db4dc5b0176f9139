"""The make-wine decision: one wine at a time, up to a number, with the card variants (§8)."""

from __future__ import annotations

from typing import Any

from viticulture_tui.engine import cellar, ops
from viticulture_tui.engine.actions import Action, Choice
from viticulture_tui.engine.registry import Repeated, choice, decision
from viticulture_tui.engine.state import GameState, Player, Task


def can_make_wine(player: Player, min_value: int = 1, waive_cellar: bool = False) -> bool:
    """Whether at least one wine can be made from the crush pad now."""
    return bool(cellar.recipes(player, min_value, waive_cellar))


@decision
class MakeWineDecision(Repeated):
    """Make up to `max` wines (at least `min`); `min_value` and `waive_cellar` for Zymologist."""

    kind = "make_wine"
    rule = "§8"
    title = "Make wine"
    default_max = 2
    stop_label = "Make no more wine"

    def options(self, state: GameState, task: Task) -> list[Choice]:
        """Each wine the crush pad can make (worth at least `min_value`), noting where it lands or if lost."""
        p = task.params
        player = state.players[task.seat]
        waive = p.get("waive_cellar", False)
        out = []
        for recipe in cellar.recipes(player, p.get("min_value", 1), waive):
            label = f"Make {cellar.describe_recipe(recipe)}"
            landed = cellar.landing_value(
                player.wines[recipe[0]],
                min(cellar.recipe_value(recipe), cellar.wine_value_cap(player, waive)),
                cellar.MIN_VALUE[recipe[0]],
            )
            if landed is None:
                label += " (it will be lost: no room in the cellar)"
            elif landed != cellar.recipe_value(recipe):
                label += f" (it lands at {landed})"
            out.append(choice("make", recipe, label, "§8", loses_token=landed is None))
        return out

    def do(self, state: GameState, task: Task, action: Action) -> Any:
        """Make the chosen wine; the record keeps its type and the value it landed at (None if lost)."""
        player = state.players[task.seat]
        recipe = action.arg
        landed = cellar.make(player, recipe, task.params.get("waive_cellar", False))
        where = f"at {landed}" if landed is not None else "but it is lost"
        ops.log(state, f"{player.name} makes {cellar.describe_recipe(recipe)}, {where}.")
        return [recipe[0], landed]
