"""Card names and full texts as a player reads them in the hand panel and in decisions."""

from __future__ import annotations

from rich.text import Text

from viticulture_tui.engine.catalog import catalog
from viticulture_tui.ui.palette import light_shades

TYPE_TITLES = {
    "vine": "Vines",
    "summer": "Summer visitors",
    "order": "Wine orders",
    "winter": "Winter visitors",
}
TYPE_STYLES = {"vine": "#5FD75F", "summer": "#F0E442", "order": "#E88FC7", "winter": "#4FC3F7"}
"""Each deck's colour: at least 4.5:1 on the panels and on a highlighted row (WCAG AA)."""
LIGHT_TYPE_STYLES = {"vine": "#1B6D1B", "summer": "#686108", "order": "#AB2379", "winter": "#076590"}
"""The same hues darkened for the light theme, at 4.5:1 or more on its panels and highlights."""
TYPE_LETTERS = {"vine": "V", "summer": "S", "order": "O", "winter": "W"}


def deck_colour(kind: str) -> str:
    """A deck's colour in the theme on screen."""
    return (LIGHT_TYPE_STYLES if light_shades() else TYPE_STYLES)[kind]


def is_card(value: object) -> bool:
    """Whether a value is the id of a card of the four decks."""
    return isinstance(value, str) and value in catalog().card_type


def card_type(card: str) -> str:
    """The deck the card belongs to."""
    return catalog().card_type[card]


def short_name(card: str) -> str:
    """The card's name on one short line: vines with their grapes, orders with what they ask."""
    cat = catalog()
    kind = cat.card_type[card]
    if kind == "vine":
        vine = cat.vine_of(card)
        grapes = " ".join(f"{c[0].upper()}{v}" for c, v in (("red", vine.red), ("white", vine.white)) if v)
        return f"{vine.name} {grapes}"
    if kind == "order":
        order = cat.order_by_id[card]
        wines = "+".join(f"{w.type} {w.min}" for w in order.wines)
        return f"{wines} → {order.vp} VP, +{order.residual}"
    return cat.visitor_by_id[card].name


def full_text(card: str) -> Text:
    """Everything the card says: its name, type and effect."""
    cat = catalog()
    kind = cat.card_type[card]
    out = Text()
    out.append(cat.card_name(card), style=f"bold {deck_colour(kind)}")
    if kind == "vine":
        vine = cat.vine_of(card)
        needs = [n for n, on in (("Trellis", vine.trellis), ("Irrigation", vine.irrigation)) if on]
        grapes = ", ".join(f"{c} {v}" for c, v in (("red", vine.red), ("white", vine.white)) if v)
        out.append(f"\nVine: harvest gives {grapes}. Takes {vine.value} of a field's value.")
        out.append(f"\nNeeds: {' and '.join(needs) if needs else 'no structure'}.")
    elif kind == "order":
        order = cat.order_by_id[card]
        wines = ", ".join(f"{w.type} {w.min} or more" for w in order.wines)
        out.append(f"\nWine order: give {wines}.")
        out.append(f"\nReward: {order.vp} VP and residual payments +{order.residual}.")
    else:
        visitor = cat.visitor_by_id[card]
        out.append(f"\n{kind.capitalize()} visitor. ")
        out.append(visitor.text or "(No text for this card yet.)")
    return out
