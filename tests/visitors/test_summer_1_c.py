"""Summer visitors 15-19, each played in a built scene."""

from __future__ import annotations

from tests.scenario import choose, clear_hand, game, give, labels, plant_now, play_card
from tests.visitors.test_summer_1 import empty_deck, reason, scene
from viticulture_tui.engine.catalog import catalog


def types_in_hand(s, seat):
    """The sorted card types of a player's hand."""
    return sorted(catalog().card_type[c] for c in s.players[seat].hand)


# Auctioneer


def test_auctioneer_discards_two_cards_for_four_lira():
    """Auctioneer (a): discard any 2 cards from hand to gain 4 lira."""
    s = game()
    scene(s, lira=0, vp=0, hand=("sangiovese.1", "order_01", "patron"))
    play_card(s, 0, "auctioneer")
    choose(s, "Discard 2 cards for 4 lira")
    choose(s, "Discard Sangiovese")
    choose(s, "Discard Patron")
    assert s.players[0].hand == ["order_01"]
    assert "sangiovese.1" in s.discards["vine"]
    assert "patron" in s.discards["summer"]
    assert (s.players[0].lira, s.players[0].vp) == (4, 0)


def test_auctioneer_discards_four_cards_for_three_vp():
    """Auctioneer (b): discard any 4 cards from hand to gain 3 VP."""
    s = game()
    scene(s, lira=0, vp=0, hand=("sangiovese.1", "order_01", "patron", "politician"))
    play_card(s, 0, "auctioneer")
    choose(s, "Discard 4 cards for 3 VP")
    for name in ("Sangiovese", "Order 01", "Patron", "Politician"):
        choose(s, f"Discard {name}")
    assert s.players[0].hand == []
    assert (s.players[0].lira, s.players[0].vp) == (0, 3)


def test_auctioneer_does_not_count_itself_as_a_card_in_hand():
    """Auctioneer: with one other card in hand it cannot be played; with 3, only option (a)."""
    s = game()
    scene(s, hand=("sangiovese.1",))
    assert reason(s, "auctioneer")
    give(s, 0, "malvasia.1", "order_01")
    play_card(s, 0, "auctioneer")
    assert labels(s) == ["Discard 2 cards for 4 lira"]


# Entertainer


def test_entertainer_pays_four_lira_for_three_winter_visitors():
    """Entertainer (a): pay 4 lira to draw 3 winter visitor cards."""
    s = game()
    scene(s, lira=5)
    play_card(s, 0, "entertainer")
    choose(s, "Pay 4 lira")
    assert types_in_hand(s, 0) == ["winter", "winter", "winter"]
    assert s.players[0].lira == 1


def test_entertainer_discards_a_wine_and_three_visitors_for_three_vp():
    """Entertainer (b): discard 1 wine and 3 visitor cards (summer or winter) to gain 3 VP."""
    s = game()
    scene(s, vp=0, hand=("patron", "politician", "broker", "sangiovese.1"))
    s.players[0].wines["white"] = [2]
    play_card(s, 0, "entertainer")
    choose(s, "Discard 1 wine and 3 visitors")
    choose(s, "Discard the white wine 2")
    assert "Discard Sangiovese" not in labels(s)
    choose(s, "Discard Patron")
    choose(s, "Discard Politician")
    choose(s, "Discard Broker")
    assert s.players[0].hand == ["sangiovese.1"]
    assert s.players[0].wines["white"] == []
    assert s.players[0].vp == 3


def test_entertainer_cannot_be_played_without_four_lira_or_wine_and_visitors():
    """Entertainer: 3 lira, and a wine with only 2 other visitors in hand: not playable."""
    s = game()
    scene(s, lira=3, hand=("patron", "politician"))
    s.players[0].wines["red"] = [4]
    assert reason(s, "entertainer")
    give(s, 0, "broker")
    assert reason(s, "entertainer") == ""


# Vendor


def test_vendor_draws_three_cards_and_each_opponent_may_draw_a_summer_visitor():
    """Vendor: draw a vine, an order and a winter visitor; opponents are asked in turn (V10)."""
    s = game(players=3)
    for seat in range(3):
        clear_hand(s, seat)
    s.turn_order = [0, 1, 2]
    play_card(s, 0, "vendor")
    assert types_in_hand(s, 0) == ["order", "vine", "winter"]
    assert s.top().seat == 1
    assert labels(s) == ["Draw 1 summer visitor", "Decline"]
    choose(s, "Draw 1 summer visitor")
    assert types_in_hand(s, 1) == ["summer"]
    assert s.top().seat == 2
    choose(s, "Decline")
    assert s.players[2].hand == []
    assert "vendor" in s.discards["summer"]
    assert s.top().kind == "turn"


def test_vendor_opponents_are_asked_in_wake_up_order_after_the_player():
    """Vendor: with wake-up order 2, 0, 1 the opponents of seat 0 answer as seat 1, then seat 2."""
    s = game(players=3)
    s.turn_order = [2, 0, 1]
    play_card(s, 0, "vendor")
    assert s.top().seat == 1
    choose(s, "Decline")
    assert s.top().seat == 2


def test_vendor_opponents_are_not_asked_when_no_summer_visitor_is_left():
    """Vendor: with the summer deck and discard pile empty no opponent is asked."""
    s = game()
    empty_deck(s, "summer", holder=0)
    play_card(s, 0, "vendor")
    assert s.top().kind == "turn"


def test_vendor_cannot_be_played_when_its_three_decks_are_empty():
    """Vendor: no vine, order or winter visitor left to draw (R3): not playable."""
    s = game()
    for deck in ("vine", "order", "winter"):
        empty_deck(s, deck)
    assert reason(s, "vendor")


# Handyman


def test_handyman_player_and_opponent_build_for_two_less():
    """Handyman: the player builds first, then the opponent; +1 VP for the opponent's build."""
    s = game()
    scene(s, seat=0, lira=3, vp=0)
    scene(s, seat=1, lira=4, vp=0)
    play_card(s, 0, "handyman")
    assert s.top().seat == 0
    choose(s, "Windmill (3 lira)")
    assert s.top().seat == 1
    assert "Build nothing" in labels(s)
    choose(s, "Tasting Room (4 lira)")
    assert s.players[0].structures == ["windmill"]
    assert s.players[1].structures == ["tasting_room"]
    assert (s.players[0].lira, s.players[0].vp) == (0, 1)
    assert (s.players[1].lira, s.players[1].vp) == (0, 0)
    assert "handyman" in s.discards["summer"]


def test_handyman_gives_nothing_when_the_opponent_declines():
    """Handyman: an opponent who builds nothing gives the player no VP; the player may decline too."""
    s = game()
    scene(s, seat=0, lira=3, vp=0)
    scene(s, seat=1, lira=4, vp=0)
    play_card(s, 0, "handyman")
    choose(s, "Build nothing")
    assert s.top().seat == 1
    choose(s, "Build nothing")
    assert s.players[0].structures == [] and s.players[1].structures == []
    assert (s.players[0].vp, s.players[0].lira, s.players[1].lira) == (0, 3, 4)


def test_handyman_counts_each_opponent_who_builds():
    """Handyman: two opponents build, so the player gains 2 VP; one who cannot build is not asked."""
    s = game(players=3)
    s.turn_order = [0, 1, 2]
    everything = tuple(st.id for st in catalog().structures)
    scene(s, seat=0, lira=9, vp=0, structures=everything)
    scene(s, seat=1, lira=0, vp=0)
    scene(s, seat=2, lira=0, vp=0)
    play_card(s, 0, "handyman")
    assert s.top().seat == 1
    choose(s, "Trellis (0 lira)")
    choose(s, "Yoke (0 lira)")
    assert s.players[1].structures == ["trellis"]
    assert s.players[2].structures == ["yoke"]
    assert s.players[0].vp == 2


def test_handyman_is_playable_if_only_an_opponent_can_build():
    """Handyman (§13 minimum): playable when anyone can build; not when nobody can."""
    s = game()
    everything = tuple(st.id for st in catalog().structures)
    scene(s, seat=0, lira=9, structures=everything)
    scene(s, seat=1, lira=1, structures=("trellis", "yoke", "irrigation"))
    assert reason(s, "handyman")
    s.players[1].lira = 2
    assert reason(s, "handyman") == ""


# Horticulturist


def test_horticulturist_plants_ignoring_structures_but_not_field_maximum():
    """Horticulturist (a): plant 1 vine without its Trellis/Irrigation; the field maximum holds."""
    s = game()
    scene(s, hand=("cabernet_sauvignon.1",))
    plant_now(s, 0, "sangiovese.1", 0)
    plant_now(s, 0, "malvasia.1", 0)  # the 5-field holds 2: a 4-value vine does not fit
    play_card(s, 0, "horticulturist")
    choose(s, "Plant 1 vine, ignoring structures")
    assert labels(s) == [
        "Plant Cabernet Sauvignon on the 6-field",
        "Plant Cabernet Sauvignon on the 7-field",
    ]
    choose(s, "6-field")
    assert s.players[0].fields[1].vines == ["cabernet_sauvignon.1"]
    assert s.players[0].structures == []


def test_horticulturist_uproots_and_discards_two_vines_for_three_vp():
    """Horticulturist (b): uproot 2 vines, discard them, gain 3 VP."""
    s = game()
    scene(s, vp=0)
    plant_now(s, 0, "sangiovese.1", 0)
    plant_now(s, 0, "malvasia.1", 2)
    plant_now(s, 0, "syrah.1", 2)
    play_card(s, 0, "horticulturist")
    choose(s, "Uproot and discard 2 vines")
    choose(s, "Uproot Sangiovese")
    choose(s, "Uproot Syrah")
    assert s.players[0].fields[0].vines == []
    assert s.players[0].fields[2].vines == ["malvasia.1"]
    assert {"sangiovese.1", "syrah.1"} <= set(s.discards["vine"])
    assert s.players[0].hand == []
    assert s.players[0].vp == 3


def test_horticulturist_cannot_be_played_with_one_vine_and_nothing_to_plant():
    """Horticulturist: no vine in hand and a single planted vine: not playable."""
    s = game()
    scene(s)
    plant_now(s, 0, "sangiovese.1", 0)
    assert reason(s, "horticulturist")
    plant_now(s, 0, "malvasia.1", 1)
    assert reason(s, "horticulturist") == ""
