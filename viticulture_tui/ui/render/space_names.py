"""Short names of the board's action spaces, for narrow places: the tiles and the Automa's panel."""

from __future__ import annotations

SHORT_NAMES = {
    "sell_grapes_or_field": "Sell grape/field",
    "play_summer_visitor": "Summer visitor",
    "play_winter_visitor": "Winter visitor",
    "draw_order": "Draw order",
    "fill_order": "Fill order",
    "build_structure": "Build",
}
"""Names for narrow tiles and for the spaces the Automa blocks (the catalog's name for the rest)."""
TIGHT_NAMES = {
    "sell_grapes_or_field": "Grapes/fields",
}
"""Names for the narrowest tiles (100x30 with 5 or 6 players), where a short name above would be cut."""
