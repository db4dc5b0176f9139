"""Every visitor in the data has an effect and a text, and every effect has a card."""

from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.visitors import VISITORS, implemented


def test_every_visitor_has_an_effect_and_every_effect_a_card():
    """All 76 cards of the data are implemented, and no effect is registered for a card not in it."""
    ids = {v.id for v in catalog().visitors}
    implemented()
    assert set(VISITORS) == ids
    assert len(implemented()) == 76


def test_each_deck_holds_38_cards():
    """Both decks are complete: 38 summer and 38 winter visitors."""
    decks = [catalog().visitor_by_id[v].deck for v in implemented()]
    assert decks.count("summer") == 38
    assert decks.count("winter") == 38


def test_every_visitor_has_a_card_text():
    """Each card has a text a player can read, naming no other card by mistake."""
    for visitor in catalog().visitors:
        assert len(visitor.text) > 20, visitor.name
