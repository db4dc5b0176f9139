"""Cached labels and tables follow the installed catalog."""

from __future__ import annotations

from tests.scenario import game
from viticulture_tui.engine import catalog as catalog_module
from viticulture_tui.engine.actions import Choice
from viticulture_tui.engine.flow import DiscardToLimit
from viticulture_tui.engine.state import Task, construct


def discard_labels(card: str) -> list[str]:
    """The labels a player over the hand limit reads, holding eight copies of one card."""
    state = game()
    state.players[0].hand = [card] * 8
    task = construct(Task, kind="discard_to_limit", seat=0, params={})
    choices: list[Choice] = DiscardToLimit().choices(state, task)
    return [c.label for c in choices]


def test_installing_a_catalog_empties_the_caches() -> None:
    """A discard label cached from one catalog is not reused once another catalog is installed."""
    original = catalog_module.catalog()
    card = original.visitors[0]
    assert discard_labels(card.id) == [f"Discard {card.name}"]
    renamed = tuple(v.model_copy(update={"name": f"Renamed {v.name}"}) for v in original.visitors)
    # A fresh model, not model_copy: a copy would carry the original's cached lookup tables.
    fields = {name: getattr(original, name) for name in type(original).model_fields}
    catalog_module.install(type(original).model_construct(**{**fields, "visitors": renamed}))
    try:
        assert discard_labels(card.id) == [f"Discard Renamed {card.name}"]
    finally:
        catalog_module.install(original)
    assert discard_labels(card.id) == [f"Discard {card.name}"]
