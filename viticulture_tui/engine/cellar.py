"""The crush pad and the cellar: placing tokens, devaluation, aging and wine recipes (§7, §8, §10)."""

from __future__ import annotations

from bisect import insort
from itertools import combinations

from viticulture_tui.engine.state import Player

MIN_VALUE = {"red": 1, "white": 1, "blush": 4, "sparkling": 7}
"""Lowest cellar value of each wine type."""
SECTION_TOP = (0, 3, 3, 3, 6, 6, 6, 9, 9, 9)
"""The top value of the cellar section a value lies in (index = value)."""

Recipe = tuple[str, tuple[int, ...], tuple[int, ...]]
"""A wine to make: its type, the red grape values used and the white grape values used."""


def cellar_limit(player: Player) -> int:
    """The highest cellar value the player has built: 3, 6 or 9."""
    if player.has("large_cellar"):
        return 9
    if player.has("medium_cellar"):
        return 6
    return 3


def landing_value(row: list[int], value: int, floor: int) -> int | None:
    """§8.4: the value a token lands on: the value asked for, or the next lower free one."""
    v = min(value, 9)
    while v >= floor:
        if v not in row:
            return v
        v -= 1
    return None


def place_grape(player: Player, colour: str, value: int) -> int | None:
    """Put a grape on the crush pad, devaluing if needed; returns the value or None if lost."""
    row = player.grapes[colour]
    landed = landing_value(row, value, 1)
    if landed is not None:
        insort(row, landed)
    return landed


def wine_value_cap(player: Player, waive_cellar: bool) -> int:
    """The highest value a new wine can take in this player's cellar."""
    return 9 if waive_cellar else cellar_limit(player)


def place_wine(player: Player, kind: str, value: int, waive_cellar: bool = False) -> int | None:
    """Put a new wine in the cellar, devaluing if needed; returns the value or None if lost."""
    row = player.wines[kind]
    landed = landing_value(row, min(value, wine_value_cap(player, waive_cellar)), MIN_VALUE[kind])
    if landed is not None:
        insort(row, landed)
    return landed


def _age_row(row: list[int], cap_for: dict[int, int]) -> list[int]:
    # Highest first, so that a chain of tokens moves up together (§10).
    out: list[int] = []
    for v in sorted(row, reverse=True):
        nxt = v + 1
        if nxt <= cap_for.get(v, 9) and nxt not in out:
            out.append(nxt)
        else:
            out.append(v)
    return sorted(out)


def age_grapes(player: Player) -> None:
    """Year end: every grape moves up one value, up to 9."""
    for colour in ("red", "white"):
        player.grapes[colour] = _age_row(player.grapes[colour], {})


def aged_wines(player: Player) -> dict[str, list[int]]:
    """The cellar as it would be after every wine aged once; the player is left as it is."""
    limit = cellar_limit(player)
    out: dict[str, list[int]] = {}
    for kind, row in player.wines.items():
        # A wine that already sits above the built cellar (Zymologist) may still age
        # within its own section.
        out[kind] = _age_row(row, {v: max(limit, SECTION_TOP[v]) for v in row}) if row else row
    return out


def age_wines(player: Player) -> None:
    """Every wine moves up one value, never into a section not built (nor above 9)."""
    player.wines.update(aged_wines(player))


def recipes(player: Player, min_value: int = 1, waive_cellar: bool = False) -> list[Recipe]:
    """§8.2: every wine the player could make from the crush pad now.

    With a `min_value` (Zymologist, V3) the wine must be worth that much where it lands in the
    cellar: one that devaluation would put lower, or that would be lost, is not a recipe.
    """
    medium = waive_cellar or player.has("medium_cellar")
    large = waive_cellar or player.has("large_cellar")
    out = recipes_from(player.grapes["red"], player.grapes["white"], medium, large, min_value)
    if min_value > 1:
        cap = wine_value_cap(player, waive_cellar)
        out = [
            r
            for r in out
            if (landing_value(player.wines[r[0]], min(recipe_value(r), cap), MIN_VALUE[r[0]]) or 0)
            >= min_value
        ]
    return out


def recipes_from(
    reds: list[int], whites: list[int], medium: bool, large: bool, min_value: int = 1
) -> list[Recipe]:
    """§8.2: every wine these grapes make, blush with a Medium Cellar and sparkling with a Large
    (each made wine's grapes worth `min_value` in all, a blush at least 4, a sparkling 7)."""
    out: list[Recipe] = []
    out.extend(("red", (r,), ()) for r in reds if r >= min_value)
    out.extend(("white", (), (w,)) for w in whites if w >= min_value)
    if medium:
        out.extend(("blush", (r,), (w,)) for r in reds for w in whites if r + w >= max(4, min_value))
    if large:
        for r1, r2 in combinations(reds, 2):
            out.extend(("sparkling", (r1, r2), (w,)) for w in whites if r1 + r2 + w >= 7)
    return out


def recipe_value(recipe: Recipe) -> int:
    """The value of the wine a recipe makes (capped at 9)."""
    return min(9, sum(recipe[1]) + sum(recipe[2]))


def make(player: Player, recipe: Recipe, waive_cellar: bool = False) -> int | None:
    """Turn grapes into one wine; returns where it landed, or None if it was lost."""
    kind, reds, whites = recipe
    for r in reds:
        player.grapes["red"].remove(r)
    for w in whites:
        player.grapes["white"].remove(w)
    return place_wine(player, kind, recipe_value(recipe), waive_cellar)


def describe_recipe(recipe: Recipe) -> str:
    """A recipe in words: 'blush 5 from red 2 + white 3'."""
    kind, reds, whites = recipe
    parts = [f"red {r}" for r in reds] + [f"white {w}" for w in whites]
    return f"{kind} {recipe_value(recipe)} from {' + '.join(parts)}"


def wine_total(player: Player) -> int:
    """Total value of the wines in the cellar (second tie-breaker)."""
    return sum(sum(row) for row in player.wines.values())


def grape_total(player: Player) -> int:
    """Total value of the grapes on the crush pad (third tie-breaker)."""
    return sum(sum(row) for row in player.grapes.values())


def has_wine(player: Player) -> bool:
    """Whether the cellar holds at least one wine."""
    return any(player.wines.values())


def has_grape(player: Player) -> bool:
    """Whether the crush pad holds at least one grape."""
    return any(player.grapes.values())
