"""Summer visitors 10-14, each played in a built scene."""

from __future__ import annotations

from tests.scenario import choose, game, labels, plant_now, play_card
from tests.visitors.test_summer_1 import empty_deck, reason, scene
from viticulture_tui.engine.catalog import catalog

# Buyer


def test_buyer_pays_two_lira_for_a_grape_worth_one():
    """Buyer (a): pay 2 lira for a value-1 grape of a colour whose value-1 space is free."""
    s = game()
    scene(s, lira=3)
    s.players[0].grapes = {"red": [1], "white": [4]}
    play_card(s, 0, "buyer")
    choose(s, "Pay 2 lira for a grape worth 1")
    assert labels(s) == ["Pay 2 lira for a white grape worth 1"]
    choose(s, "white grape")
    assert s.players[0].grapes == {"red": [1], "white": [1, 4]}
    assert s.players[0].lira == 1
    assert "buyer" in s.discards["summer"]


def test_buyer_discards_a_grape_for_two_lira_and_one_vp():
    """Buyer (b): discard one grape to gain 2 lira and 1 VP."""
    s = game()
    scene(s, lira=0, vp=0)
    s.players[0].grapes = {"red": [3], "white": [5]}
    play_card(s, 0, "buyer")
    choose(s, "Discard a grape")
    choose(s, "Discard the white grape 5")
    assert s.players[0].grapes == {"red": [3], "white": []}
    assert (s.players[0].lira, s.players[0].vp) == (2, 1)


def test_buyer_cannot_be_played_without_two_lira_or_a_grape():
    """Buyer: 1 lira and an empty crush pad: neither option is possible."""
    s = game()
    scene(s, lira=1)
    assert reason(s, "buyer")
    s.players[0].lira = 2
    assert reason(s, "buyer") == ""


def test_buyer_cannot_buy_when_both_value_one_spaces_are_taken():
    """Buyer (a): with red 1 and white 1 on the pad only the discard option is offered."""
    s = game()
    scene(s, lira=5)
    s.players[0].grapes = {"red": [1], "white": [1]}
    play_card(s, 0, "buyer")
    assert labels(s) == ["Discard a grape for 2 lira and 1 VP"]


# Landscaper


def test_landscaper_draws_a_vine_and_plants_one():
    """Landscaper (a): draw 1 vine card, then plant 1 vine from hand."""
    s = game()
    scene(s, hand=("sangiovese.1",))
    top = s.decks["vine"][-1]
    play_card(s, 0, "landscaper")
    choose(s, "Draw 1 vine")
    assert top in s.players[0].hand
    choose(s, "Plant Sangiovese on the 5-field")
    assert s.players[0].fields[0].vines == ["sangiovese.1"]
    assert s.players[0].hand == [top]


def test_landscaper_planting_is_optional():
    """Landscaper (a): after the draw the player may plant nothing."""
    s = game()
    scene(s, hand=("sangiovese.1",))
    play_card(s, 0, "landscaper")
    choose(s, "Draw 1 vine")
    choose(s, "Plant no more")
    assert len(s.players[0].hand) == 2
    assert all(not f.vines for f in s.players[0].fields)


def test_landscaper_swaps_two_vines_within_field_maximums():
    """Landscaper (b): swap two vines on two fields; a swap that overfills a field is not offered."""
    s = game()
    scene(s)
    plant_now(s, 0, "merlot.1", 0)  # 3 on the 5-field
    plant_now(s, 0, "malvasia.1", 0)  # +1: 4 of 5
    plant_now(s, 0, "sangiovese.1", 1)  # 1 on the 6-field
    plant_now(s, 0, "syrah.1", 1)  # +2: 3 of 6
    play_card(s, 0, "landscaper")
    choose(s, "Swap two vines")
    # Syrah (2) for Malvasia (1) would make the 5-field 5: allowed; Syrah for Merlot: 4, fine.
    assert labels(s) == [
        "Swap Merlot (5-field) with Sangiovese (6-field)",
        "Swap Merlot (5-field) with Syrah (6-field)",
        "Swap Malvasia (5-field) with Sangiovese (6-field)",
        "Swap Malvasia (5-field) with Syrah (6-field)",
    ]
    choose(s, "Swap Merlot (5-field) with Sangiovese")
    assert sorted(s.players[0].fields[0].vines) == ["malvasia.1", "sangiovese.1"]
    assert sorted(s.players[0].fields[1].vines) == ["merlot.1", "syrah.1"]
    assert s.players[0].vp == 0


def test_landscaper_does_not_offer_a_swap_that_overfills_a_field():
    """Landscaper (b): a 4-value vine cannot move onto a full 5-field."""
    s = game()
    scene(s)
    empty_deck(s, "vine")
    plant_now(s, 0, "merlot.2", 0)
    plant_now(s, 0, "sangiovese.2", 0)
    plant_now(s, 0, "malvasia.2", 0)  # 5 of 5
    plant_now(s, 0, "chardonnay.1", 1)  # 4 of 6
    assert reason(s, "landscaper")
    plant_now(s, 0, "sauvignon_blanc.1", 2)  # 3 of 7: Merlot <-> Sauvignon Blanc fits
    assert reason(s, "landscaper") == ""


def test_landscaper_cannot_be_played_without_vines_to_draw_or_swap():
    """Landscaper: no vine card left to draw and vines on only one field: not playable."""
    s = game()
    scene(s)
    empty_deck(s, "vine")
    plant_now(s, 0, "merlot.1", 0)
    assert reason(s, "landscaper")


# Architect


def test_architect_builds_for_three_lira_less():
    """Architect (a): build a structure for 3 lira less than printed, never below 0."""
    s = game()
    scene(s, lira=2)
    play_card(s, 0, "architect")
    choose(s, "Build a structure for 3 lira less")
    assert "Build the Trellis (0 lira)" in labels(s)
    assert "Build the Tasting Room (3 lira)" not in labels(s)
    choose(s, "Windmill (2 lira)")
    assert s.players[0].structures == ["windmill"]
    assert (s.players[0].lira, s.players[0].vp) == (0, 0)


def test_architect_gives_one_vp_per_structure_of_printed_cost_four():
    """Architect (b): 1 VP for each owned structure of printed cost 4 (Cottage, Medium Cellar)."""
    s = game()
    scene(s, vp=0, structures=("cottage", "medium_cellar", "windmill", "trellis"))
    play_card(s, 0, "architect")
    choose(s, "Gain 1 VP per structure of cost 4")
    assert s.players[0].vp == 2


def test_architect_cannot_be_played_without_build_or_cost_four_structure():
    """Architect: no lira, cheap structures built and no cost-4 structure: not playable."""
    s = game()
    scene(s, lira=0, structures=("trellis", "yoke", "irrigation"))
    assert reason(s, "architect")
    s.players[0].structures.append("cottage")
    assert reason(s, "architect") == ""


# Uncertified Architect


def test_uncertified_architect_loses_one_vp_for_a_free_cheap_structure():
    """Uncertified Architect (a): lose 1 VP, build a structure of printed cost 2 or 3 for free."""
    s = game()
    scene(s, lira=0, vp=3)
    play_card(s, 0, "uncertified_architect")
    choose(s, "Lose 1 VP")
    assert labels(s) == [
        "Build the Trellis (0 lira)",
        "Build the Irrigation (0 lira)",
        "Build the Yoke (0 lira)",
    ]
    choose(s, "Irrigation")
    assert s.players[0].structures == ["irrigation"]
    assert (s.players[0].lira, s.players[0].vp) == (0, 2)


def test_uncertified_architect_loses_two_vp_for_any_free_structure():
    """Uncertified Architect (b): lose 2 VP, build any structure for free."""
    s = game()
    scene(s, lira=0, vp=3)
    play_card(s, 0, "uncertified_architect")
    choose(s, "Lose 2 VP")
    assert "Build the Large Cellar (0 lira)" not in labels(s)
    choose(s, "Tasting Room")
    assert s.players[0].structures == ["tasting_room"]
    assert (s.players[0].lira, s.players[0].vp) == (0, 1)


def test_uncertified_architect_cannot_take_a_player_below_minus_five():
    """Uncertified Architect: at -5 VP no VP can be lost; at -4 only the cheap build is offered."""
    s = game()
    scene(s, vp=-5)
    assert reason(s, "uncertified_architect")
    s.players[0].vp = -4
    play_card(s, 0, "uncertified_architect")
    assert labels(s) == ["Lose 1 VP: build a 2- or 3-lira structure for free"]


# Patron


def test_patron_gives_four_lira():
    """Patron (a): gain 4 lira."""
    s = game()
    scene(s, lira=1)
    play_card(s, 0, "patron")
    choose(s, "Gain 4 lira")
    assert s.players[0].lira == 5


def test_patron_draws_an_order_and_a_winter_visitor():
    """Patron (b): draw 1 wine order card and 1 winter visitor card."""
    s = game()
    scene(s, lira=1)
    play_card(s, 0, "patron")
    choose(s, "Draw 1 wine order and 1 winter visitor")
    types = catalog().card_type
    assert sorted(types[c] for c in s.players[0].hand) == ["order", "winter"]
    assert s.players[0].lira == 1


def test_patron_does_not_offer_drawing_from_empty_decks():
    """Patron (b): with both decks and discard piles empty only the lira is offered."""
    s = game()
    scene(s)
    empty_deck(s, "order")
    empty_deck(s, "winter")
    play_card(s, 0, "patron")
    assert labels(s) == ["Gain 4 lira"]
