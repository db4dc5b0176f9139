"""Summer visitors 1-9, each played in a built scene."""

from __future__ import annotations

from tests.scenario import choose, clear_hand, game, give, labels, plant_now, play_card
from viticulture_tui.engine import GameState
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.visitors import implemented, visitor_reason
from viticulture_tui.engine.visitors.base import text_of


def scene(
    s: GameState,
    seat: int = 0,
    lira: int = 0,
    vp: int = 0,
    structures: tuple[str, ...] = (),
    hand: tuple[str, ...] = (),
) -> None:
    """Set a player's lira, VP, structures and hand exactly."""
    p = s.players[seat]
    p.lira, p.vp, p.structures = lira, vp, list(structures)
    clear_hand(s, seat)
    give(s, seat, *hand)


def empty_deck(s: GameState, deck: str, holder: int = 1) -> None:
    """Move a whole deck and its discard pile into another player's hand (R3: nothing to draw)."""
    s.players[holder].hand += s.decks[deck] + s.discards[deck]
    s.decks[deck], s.discards[deck] = [], []


def reason(s: GameState, card: str, seat: int = 0) -> str:
    """Why the card cannot be played from the player's hand now."""
    if card not in s.players[seat].hand:
        give(s, seat, card)
    return visitor_reason(s, seat, card)


# Surveyor


def test_surveyor_pays_two_lira_per_empty_owned_field():
    """Surveyor (a): 2 lira for each owned field without vines; sold fields do not count."""
    s = game()
    s.players[0].fields[2].sold = True
    lira = s.players[0].lira
    play_card(s, 0, "surveyor")
    choose(s, "2 lira per empty field")
    assert s.players[0].lira == lira + 4
    assert "surveyor" in s.discards["summer"]


def test_surveyor_gives_one_vp_per_planted_field():
    """Surveyor (b): 1 VP for each owned field with at least one vine."""
    s = game()
    plant_now(s, 0, "sangiovese.1", 0)
    plant_now(s, 0, "malvasia.1", 1)
    vp = s.players[0].vp
    play_card(s, 0, "surveyor")
    choose(s, "1 VP per planted field")
    assert s.players[0].vp == vp + 2


def test_surveyor_offers_only_options_that_give_something():
    """Surveyor: with no planted field the VP option is not offered."""
    s = game()
    play_card(s, 0, "surveyor")
    assert not any("VP per planted" in label for label in labels(s))


def test_surveyor_cannot_be_played_with_every_field_sold():
    """Surveyor: with no field owned, neither option gives anything, so it cannot be played."""
    s = game()
    for field in s.players[0].fields:
        field.sold = True
    assert reason(s, "surveyor")


# Broker


def test_broker_pays_nine_lira_for_three_vp():
    """Broker (a): pay 9 lira to gain 3 VP."""
    s = game()
    scene(s, lira=10, vp=2)
    play_card(s, 0, "broker")
    choose(s, "Pay 9 lira for 3 VP")
    assert (s.players[0].lira, s.players[0].vp) == (1, 5)
    assert "broker" in s.discards["summer"]


def test_broker_sells_two_vp_for_six_lira():
    """Broker (b): lose 2 VP to gain 6 lira."""
    s = game()
    scene(s, lira=10, vp=2)
    play_card(s, 0, "broker")
    choose(s, "Lose 2 VP for 6 lira")
    assert (s.players[0].lira, s.players[0].vp) == (16, 0)


def test_broker_cannot_be_played_without_nine_lira_or_two_vp_above_the_floor():
    """Broker: with 8 lira and -4 VP neither trade is possible (R4 floor -5)."""
    s = game()
    scene(s, lira=8, vp=-4)
    assert reason(s, "broker")
    s.players[0].vp = -3
    assert reason(s, "broker") == ""
    play_card(s, 0, "broker")
    assert labels(s) == ["Lose 2 VP for 6 lira"]


# Wine Critic


def test_wine_critic_draws_two_winter_visitors():
    """Wine Critic (a): draw 2 winter visitor cards."""
    s = game()
    scene(s)
    play_card(s, 0, "wine_critic")
    choose(s, "Draw 2 winter visitors")
    assert [catalog().card_type[c] for c in s.players[0].hand] == ["winter", "winter"]


def test_wine_critic_discards_a_wine_of_seven_or_more_for_four_vp():
    """Wine Critic (b): discard one wine worth 7+ to gain 4 VP; cheaper wines are not offered."""
    s = game()
    scene(s, vp=1, structures=("medium_cellar", "large_cellar"))
    s.players[0].wines["red"] = [6, 7]
    s.players[0].wines["sparkling"] = [8]
    play_card(s, 0, "wine_critic")
    choose(s, "Discard a wine worth 7+")
    assert labels(s) == ["Discard the red wine 7", "Discard the sparkling wine 8"]
    choose(s, "red wine 7")
    assert s.players[0].wines["red"] == [6]
    assert s.players[0].wines["sparkling"] == [8]
    assert s.players[0].vp == 5


def test_wine_critic_cannot_be_played_without_winter_cards_or_great_wine():
    """Wine Critic: no winter visitor left to draw and no wine worth 7+ means it cannot be played."""
    s = game()
    scene(s)
    s.players[0].wines["red"] = [6]
    empty_deck(s, "winter")
    assert reason(s, "wine_critic")


# Blacksmith


def test_blacksmith_builds_for_two_less_and_gives_vp_for_a_five_lira_structure():
    """Blacksmith: the Windmill (printed 5) costs 3 lira and gives 1 VP."""
    s = game()
    scene(s, lira=3, vp=0)
    play_card(s, 0, "blacksmith")
    assert "Build the Windmill (3 lira)" in labels(s)
    assert not any("Tasting Room" in label for label in labels(s))
    choose(s, "Windmill")
    assert s.players[0].structures == ["windmill"]
    assert (s.players[0].lira, s.players[0].vp) == (0, 1)


def test_blacksmith_gives_vp_for_a_six_lira_structure():
    """Blacksmith: the Tasting Room (printed 6) costs 4 lira and gives 1 VP."""
    s = game()
    scene(s, lira=4, vp=0)
    play_card(s, 0, "blacksmith")
    choose(s, "Tasting Room")
    assert (s.players[0].lira, s.players[0].vp) == (0, 1)


def test_blacksmith_cheap_structure_is_free_and_gives_no_vp():
    """Blacksmith: the Trellis (printed 2) costs 0, never less, and gives no VP."""
    s = game()
    scene(s, lira=1, vp=0)
    play_card(s, 0, "blacksmith")
    choose(s, "Trellis (0 lira)")
    assert s.players[0].structures == ["trellis"]
    assert (s.players[0].lira, s.players[0].vp) == (1, 0)


def test_blacksmith_cannot_be_played_when_nothing_is_affordable():
    """Blacksmith: with every cheap structure built and 1 lira, nothing can be built."""
    s = game()
    scene(s, lira=1, structures=("trellis", "yoke", "irrigation"))
    assert reason(s, "blacksmith")
    s.players[0].lira = 2
    assert reason(s, "blacksmith") == ""


# Contractor


def test_contractor_gives_vp_and_plants():
    """Contractor: two different benefits; here 1 VP, then a vine planted."""
    s = game()
    scene(s, lira=2, vp=0, hand=("sangiovese.1",))
    play_card(s, 0, "contractor")
    choose(s, "Gain 1 VP")
    assert labels(s) == ["Build a structure (full cost)", "Plant 1 vine"]
    choose(s, "Plant 1 vine")
    choose(s, "Plant Sangiovese on the 5-field")
    assert (s.players[0].vp, s.players[0].lira) == (1, 2)
    assert s.players[0].fields[0].vines == ["sangiovese.1"]
    assert "contractor" in s.discards["summer"]


def test_contractor_builds_at_full_cost_then_plants_with_the_windmill():
    """Contractor: build the Windmill at 5 lira, then plant: the Windmill gives its 1 VP."""
    s = game()
    scene(s, lira=5, vp=0, hand=("malvasia.1",))
    play_card(s, 0, "contractor")
    choose(s, "Build a structure")
    choose(s, "Windmill (5 lira)")
    assert labels(s) == ["Gain 1 VP", "Plant 1 vine"]
    choose(s, "Plant 1 vine")
    choose(s, "Plant Malvasia on the 6-field")
    assert s.players[0].lira == 0
    assert s.players[0].vp == 1
    assert s.players[0].vp_sources.get("windmill") == 1


def test_contractor_needs_two_possible_benefits():
    """Contractor: with no vine to plant and no lira to build, only the VP is left: not playable."""
    s = game()
    scene(s, lira=1, structures=("trellis",))
    assert reason(s, "contractor")


# Tour Guide


def test_tour_guide_gives_four_lira():
    """Tour Guide (a): gain 4 lira."""
    s = game()
    scene(s, lira=1)
    play_card(s, 0, "tour_guide")
    choose(s, "Gain 4 lira")
    assert s.players[0].lira == 5


def test_tour_guide_harvests_one_field_in_summer():
    """Tour Guide (b): harvest one field now; it counts as harvested."""
    s = game()
    scene(s)
    plant_now(s, 0, "sangiovese.1", 0)
    plant_now(s, 0, "malvasia.1", 0)
    play_card(s, 0, "tour_guide")
    choose(s, "Harvest 1 field")
    assert labels(s) == ["Harvest the 5-field"]
    choose(s, "Harvest the 5-field")
    assert s.players[0].grapes == {"red": [1], "white": [1]}
    assert s.players[0].fields[0].harvested
    assert s.players[0].lira == 0


def test_tour_guide_does_not_offer_a_harvest_without_vines():
    """Tour Guide: with nothing to harvest only the lira is offered."""
    s = game()
    scene(s)
    play_card(s, 0, "tour_guide")
    assert labels(s) == ["Gain 4 lira"]


# Novice Guide


def test_novice_guide_gives_three_lira():
    """Novice Guide (a): gain 3 lira."""
    s = game()
    scene(s, lira=2)
    play_card(s, 0, "novice_guide")
    choose(s, "Gain 3 lira")
    assert s.players[0].lira == 5


def test_novice_guide_makes_up_to_two_wines():
    """Novice Guide (b): make up to 2 wines from the crush pad."""
    s = game()
    scene(s)
    s.players[0].grapes = {"red": [3], "white": [2]}
    play_card(s, 0, "novice_guide")
    choose(s, "Make up to 2 wines")
    choose(s, "Make red 3")
    choose(s, "Make white 2")
    assert s.players[0].wines["red"] == [3]
    assert s.players[0].wines["white"] == [2]
    assert s.players[0].grapes == {"red": [], "white": []}


def test_novice_guide_may_stop_after_one_wine():
    """Novice Guide (b): one wine is enough; the second is optional."""
    s = game()
    scene(s)
    s.players[0].grapes = {"red": [3], "white": [2]}
    play_card(s, 0, "novice_guide")
    choose(s, "Make up to 2 wines")
    choose(s, "Make white 2")
    choose(s, "Make no more wine")
    assert s.players[0].wines["white"] == [2]
    assert s.players[0].grapes == {"red": [3], "white": []}


# Uncertified Broker


def test_uncertified_broker_sells_three_vp_for_nine_lira():
    """Uncertified Broker (a): lose 3 VP to gain 9 lira."""
    s = game()
    scene(s, lira=0, vp=1)
    play_card(s, 0, "uncertified_broker")
    choose(s, "Lose 3 VP for 9 lira")
    assert (s.players[0].lira, s.players[0].vp) == (9, -2)


def test_uncertified_broker_buys_two_vp_for_six_lira():
    """Uncertified Broker (b): pay 6 lira to gain 2 VP."""
    s = game()
    scene(s, lira=7, vp=1)
    play_card(s, 0, "uncertified_broker")
    choose(s, "Pay 6 lira for 2 VP")
    assert (s.players[0].lira, s.players[0].vp) == (1, 3)


def test_uncertified_broker_cannot_be_played_near_the_floor_without_lira():
    """Uncertified Broker: at -3 VP with 5 lira neither trade is possible."""
    s = game()
    scene(s, lira=5, vp=-3)
    assert reason(s, "uncertified_broker")
    s.players[0].vp = -2
    assert reason(s, "uncertified_broker") == ""


# Planter


def test_planter_plants_two_vines_and_gains_one_lira():
    """Planter (a): plant 1 or 2 vines, then gain 1 lira."""
    s = game()
    scene(s, lira=0, hand=("sangiovese.1", "malvasia.1"))
    play_card(s, 0, "planter")
    choose(s, "Plant 1 or 2 vines")
    assert "Plant no more" not in labels(s)
    choose(s, "Plant Sangiovese on the 5-field")
    choose(s, "Plant Malvasia on the 5-field")
    assert s.players[0].fields[0].vines == ["sangiovese.1", "malvasia.1"]
    assert s.players[0].lira == 1


def test_planter_may_plant_only_one_vine():
    """Planter (a): after one vine the player may stop, and still gains 1 lira."""
    s = game()
    scene(s, lira=0, hand=("sangiovese.1", "malvasia.1"))
    play_card(s, 0, "planter")
    choose(s, "Plant 1 or 2 vines")
    choose(s, "Plant Sangiovese on the 7-field")
    choose(s, "Plant no more")
    assert s.players[0].fields[2].vines == ["sangiovese.1"]
    assert s.players[0].hand == ["malvasia.1"]
    assert s.players[0].lira == 1


def test_planter_uproots_and_discards_the_vine_for_two_vp():
    """Planter (b): the uprooted vine itself goes to the vine discard pile; +2 VP."""
    s = game()
    scene(s, vp=0)
    plant_now(s, 0, "syrah.1", 1)
    play_card(s, 0, "planter")
    choose(s, "Uproot and discard 1 vine")
    choose(s, "Uproot Syrah from the 6-field")
    assert s.players[0].fields[1].vines == []
    assert "syrah.1" in s.discards["vine"]
    assert "syrah.1" not in s.players[0].hand
    assert s.players[0].vp == 2


def test_planter_cannot_be_played_without_a_vine_to_plant_or_uproot():
    """Planter: a vine needing a Trellis (not built) and no planted vine: not playable."""
    s = game()
    scene(s, hand=("syrah.1",))
    assert reason(s, "planter")


def test_summer_visitors_1_to_19_have_a_card_text():
    """Every summer visitor 1-19 is implemented and has a text a player can read."""
    cards = [v for v in catalog().visitors if v.deck == "summer" and v.number <= 19]
    assert len(cards) == 19
    assert set(implemented()) >= {v.id for v in cards}
    assert all(len(text_of(v.id)) > 20 for v in cards)
