"""Summer visitors 20-38 that touch only the player's own mat and hand, each in a built scene."""

import pytest

from tests.scenario import choose, clear_hand, do, game, give, labels, plant_now, play_card
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.visitors import visitor_reason

ALL_STRUCTURES = [s.id for s in catalog().structures]


def scene(players: int = 2):
    """A game at its first summer turn; seat 0 with an empty hand, no structures."""
    s = game(players)
    clear_hand(s, 0)
    s.players[0].structures = []
    return s


def why(s, seat, card):
    """Why the card cannot be played now, once it is in the player's hand."""
    if card not in s.players[seat].hand:
        give(s, seat, card)
    return visitor_reason(s, seat, card)


def types_in_hand(s, seat):
    kinds = catalog().card_type
    return sorted(kinds[c] for c in s.players[seat].hand)


# --- Peddler --------------------------------------------------------------------------------


def test_peddler_discards_two_then_draws_one_of_each_deck():
    """Peddler: discard 2 cards from hand, then draw 1 vine, 1 summer, 1 order and 1 winter card."""
    s = scene()
    give(s, 0, "sangiovese.1", "surveyor")
    play_card(s, 0, "peddler")
    choose(s, "Discard Sangiovese")
    choose(s, "Discard Surveyor")
    assert "sangiovese.1" in s.discards["vine"]
    assert "surveyor" in s.discards["summer"]
    assert types_in_hand(s, 0) == ["order", "summer", "vine", "winter"]
    assert "peddler" in s.discards["summer"]


def test_peddler_needs_two_other_cards():
    """Peddler: with only one other card in hand it cannot be played."""
    s = scene()
    give(s, 0, "sangiovese.1", "peddler")
    assert why(s, 0, "peddler") == "you need 2 other cards in hand to discard"
    give(s, 0, "malvasia.1")
    assert why(s, 0, "peddler") == ""


# --- Overseer -------------------------------------------------------------------------------


def test_overseer_plant_a_four_vine_first_then_build():
    """Overseer: planting a vine worth 4 gives 1 VP; the structure is then built at its cost."""
    s = scene()
    s.players[0].structures = ["trellis", "irrigation"]
    s.players[0].lira = 10
    give(s, 0, "cabernet_sauvignon.1")
    vp = s.players[0].vp
    play_card(s, 0, "overseer")
    choose(s, "Plant Cabernet Sauvignon on the 5-field, then build")
    assert s.players[0].vp == vp + 1
    choose(s, "Build the Windmill")
    assert s.players[0].lira == 5
    assert s.players[0].structures == ["trellis", "irrigation", "windmill"]
    assert s.players[0].fields[0].vines == ["cabernet_sauvignon.1"]


def test_overseer_build_first_may_enable_the_vine():
    """Overseer: building first counts, but then only a structure that lets a vine be planted."""
    s = scene()
    s.players[0].lira = 2
    give(s, 0, "pinot.1")
    assert why(s, 0, "overseer") == ""
    vp = s.players[0].vp
    play_card(s, 0, "overseer")
    assert labels(s) == ["Build the Trellis (2 lira), then plant"]
    choose(s, "Build the Trellis")
    choose(s, "Plant Pinot on the 5-field")
    assert s.players[0].lira == 0
    assert s.players[0].fields[0].vines == ["pinot.1"]
    assert s.players[0].vp == vp  # Pinot is worth 2: no VP


def test_overseer_needs_both_parts():
    """Overseer: not playable when either the build or the planting is impossible."""
    s = scene()
    s.players[0].lira = 10
    assert why(s, 0, "overseer") == "no vine card in your hand"
    give(s, 0, "sangiovese.1")
    assert why(s, 0, "overseer") == ""
    s.players[0].lira = 1
    assert why(s, 0, "overseer") == "you cannot afford any structure left to build"


# --- Sharecropper ---------------------------------------------------------------------------


def test_sharecropper_plants_without_structures():
    """Sharecropper (a): a vine needing a Trellis is planted without one."""
    s = scene()
    give(s, 0, "pinot.1")
    play_card(s, 0, "sharecropper")
    choose(s, "Plant 1 vine, ignoring")
    choose(s, "Plant Pinot on the 6-field")
    assert s.players[0].fields[1].vines == ["pinot.1"]


def test_sharecropper_uproots_and_discards_for_two_vp():
    """Sharecropper (b): uproot a vine, it goes to the vine discard pile, +2 VP."""
    s = scene()
    plant_now(s, 0, "syrah.1", 2)
    vp = s.players[0].vp
    play_card(s, 0, "sharecropper")
    choose(s, "Uproot and discard")
    choose(s, "Uproot Syrah from the 7-field")
    assert s.players[0].fields[2].vines == []
    assert "syrah.1" in s.discards["vine"]
    assert s.players[0].vp == vp + 2


def test_sharecropper_needs_a_vine_in_hand_or_on_a_field():
    """Sharecropper: with no vine in hand and none planted it cannot be played."""
    s = scene()
    assert why(s, 0, "sharecropper") != ""
    plant_now(s, 0, "syrah.1", 2)
    assert why(s, 0, "sharecropper") == ""


# --- Grower ---------------------------------------------------------------------------------


def test_grower_gives_two_vp_with_six_vines_planted():
    """Grower: plant a vine; 6 vine cards on the fields then give 2 VP."""
    s = scene()
    for i, card in enumerate(["sangiovese.1", "sangiovese.2", "sangiovese.3", "malvasia.1", "malvasia.2"]):
        plant_now(s, 0, card, i % 3)
    give(s, 0, "malvasia.3")
    vp = s.players[0].vp
    play_card(s, 0, "grower")
    choose(s, "Plant Malvasia on the 7-field")
    assert s.players[0].vp == vp + 2


def test_grower_gives_nothing_with_five_vines():
    """Grower: 5 vine cards after planting are not enough for the VP."""
    s = scene()
    for i, card in enumerate(["sangiovese.1", "sangiovese.2", "sangiovese.3", "malvasia.1"]):
        plant_now(s, 0, card, i % 3)
    give(s, 0, "malvasia.3")
    vp = s.players[0].vp
    play_card(s, 0, "grower")
    choose(s, "Plant Malvasia on the 7-field")
    assert s.players[0].vp == vp


@pytest.mark.parametrize(
    ("before", "words"),
    [([], "1 vine"), (["sangiovese.1", "sangiovese.2", "sangiovese.3", "malvasia.1"], "5 vines")],
)
def test_grower_logs_the_count_of_vines(before: list[str], words: str) -> None:
    """Grower counts the vines in the log in words that agree: '1 vine', '5 vines'."""
    s = scene()
    for i, card in enumerate(before):
        plant_now(s, 0, card, i % 3)
    give(s, 0, "malvasia.3")
    play_card(s, 0, "grower")
    choose(s, "Plant Malvasia on the 7-field")
    assert any(e.text.endswith(f" has {words} planted (6 needed for 2 VP).") for e in s.log)


def test_grower_needs_a_plantable_vine():
    """Grower: without a vine that fits, it cannot be played."""
    s = scene()
    give(s, 0, "pinot.1")
    assert why(s, 0, "grower") == "no vine in your hand fits a field (value or structures)"


# --- Negotiator -----------------------------------------------------------------------------


def test_negotiator_grape_for_one_residual():
    """Negotiator (a): discard a grape, residual payments +1."""
    s = scene()
    s.players[0].grapes["red"] = [3]
    s.players[0].residual = 1
    play_card(s, 0, "negotiator")
    choose(s, "Discard 1 grape")
    choose(s, "Discard the red grape 3")
    assert s.players[0].grapes["red"] == []
    assert s.players[0].residual == 2


def test_negotiator_wine_for_two_residual_capped_at_five():
    """Negotiator (b): discard a wine, residual payments +2, never above 5."""
    s = scene()
    s.players[0].wines["white"] = [5]
    s.players[0].residual = 4
    play_card(s, 0, "negotiator")
    choose(s, "Discard 1 wine")
    choose(s, "Discard the white wine 5")
    assert s.players[0].wines["white"] == []
    assert s.players[0].residual == 5


def test_negotiator_not_playable_without_tokens_or_at_five():
    """Negotiator: needs a grape or a wine, and a residual marker below 5."""
    s = scene()
    assert why(s, 0, "negotiator") != ""
    s.players[0].grapes["red"] = [3]
    assert why(s, 0, "negotiator") == ""
    s.players[0].residual = 5
    assert "already at 5" in why(s, 0, "negotiator")


# --- Cultivator -----------------------------------------------------------------------------


def test_cultivator_plants_beyond_the_field_value():
    """Cultivator: a vine may take a field over its maximum value."""
    s = scene()
    s.players[0].structures = ["trellis", "irrigation"]
    plant_now(s, 0, "syrah.1", 0)
    plant_now(s, 0, "merlot.1", 0)
    s.players[0].fields[1].sold = True
    s.players[0].fields[2].sold = True
    give(s, 0, "sangiovese.1")
    play_card(s, 0, "cultivator")
    choose(s, "Plant Sangiovese on the 5-field")
    assert s.players[0].fields[0].vines == ["syrah.1", "merlot.1", "sangiovese.1"]


def test_cultivator_still_needs_structures():
    """Cultivator: a vine that needs a Trellis cannot be planted without one."""
    s = scene()
    give(s, 0, "pinot.1")
    assert why(s, 0, "cultivator") == "you lack the structures your vines need"
    s.players[0].structures = ["trellis"]
    assert why(s, 0, "cultivator") == ""


# --- Homesteader ----------------------------------------------------------------------------


def test_homesteader_builds_three_lira_cheaper():
    """Homesteader (a): the Windmill costs 5 - 3 = 2 lira."""
    s = scene()
    s.players[0].lira = 2
    play_card(s, 0, "homesteader")
    choose(s, "Build 1 structure for 3 lira less")
    choose(s, "Build the Windmill (2 lira)")
    assert s.players[0].lira == 0
    assert "windmill" in s.players[0].structures


def test_homesteader_plants_two_vines():
    """Homesteader (b): plant up to 2 vines."""
    s = scene()
    give(s, 0, "sangiovese.1", "malvasia.1")
    play_card(s, 0, "homesteader")
    do(s, "option", "plant")
    choose(s, "Plant Sangiovese on the 5-field")
    choose(s, "Plant Malvasia on the 6-field")
    assert s.players[0].fields[0].vines == ["sangiovese.1"]
    assert s.players[0].fields[1].vines == ["malvasia.1"]


def test_homesteader_loses_one_vp_to_do_both():
    """Homesteader: lose 1 VP to build at 3 off and plant."""
    s = scene()
    s.players[0].lira = 0
    give(s, 0, "sangiovese.1")
    vp = s.players[0].vp
    play_card(s, 0, "homesteader")
    choose(s, "Lose 1 VP: Build 1 structure for 3 lira less, then Plant")
    choose(s, "Build the Yoke (0 lira)")
    choose(s, "Plant Sangiovese on the 5-field")
    assert s.players[0].vp == vp - 1
    assert s.players[0].structures == ["yoke"]
    assert s.players[0].fields[0].vines == ["sangiovese.1"]


def test_homesteader_both_when_the_build_makes_the_planting_possible():
    """Homesteader: "lose 1 VP to do both" is offered when the discounted build is what lets the
    vine be planted (0 lira, no Trellis, a Syrah: the Trellis costs 0, then the Syrah fits); the
    build then offers only the structures after which the vine can be planted."""
    s = scene()
    s.players[0].lira = 0
    s.players[0].vp = 0
    give(s, 0, "syrah.1")
    play_card(s, 0, "homesteader")
    assert labels(s) == [
        "Build 1 structure for 3 lira less",
        "Lose 1 VP: Build 1 structure for 3 lira less, then Plant 1 or 2 vines",
    ]
    choose(s, "Lose 1 VP")
    assert labels(s) == ["Build the Trellis (0 lira)"]
    choose(s, "Build the Trellis (0 lira)")
    choose(s, "Plant Syrah on the 5-field")
    assert s.players[0].vp == -1
    assert s.players[0].structures == ["trellis"]
    assert s.players[0].fields[0].vines == ["syrah.1"]
    assert "homesteader" in s.discards["summer"]


def test_homesteader_cannot_be_played_with_nothing_to_do():
    """Homesteader: every structure built and no vine in hand: not playable."""
    s = scene()
    s.players[0].structures = list(ALL_STRUCTURES)
    assert why(s, 0, "homesteader") != ""


# --- Agriculturist --------------------------------------------------------------------------


def test_agriculturist_three_varieties_on_the_field_give_two_vp():
    """Agriculturist: the planted field with 3 different varieties gives 2 VP."""
    s = scene()
    plant_now(s, 0, "sangiovese.1", 2)
    plant_now(s, 0, "malvasia.1", 2)
    give(s, 0, "sangiovese.2", "merlot.1")
    s.players[0].structures = ["irrigation"]
    vp = s.players[0].vp
    play_card(s, 0, "agriculturist")
    choose(s, "Plant Merlot on the 7-field")
    assert s.players[0].vp == vp + 2


def test_agriculturist_same_variety_gives_nothing():
    """Agriculturist: a second copy of a variety does not count as a new one."""
    s = scene()
    plant_now(s, 0, "sangiovese.1", 2)
    plant_now(s, 0, "malvasia.1", 2)
    give(s, 0, "sangiovese.2")
    vp = s.players[0].vp
    play_card(s, 0, "agriculturist")
    choose(s, "Plant Sangiovese on the 7-field")
    assert s.players[0].vp == vp


@pytest.mark.parametrize(("before", "words"), [([], "1 kind of vine"), (["malvasia.1"], "2 kinds of vine")])
def test_agriculturist_logs_the_kinds_of_vine_short_of_three(before: list[str], words: str) -> None:
    """Agriculturist counts the kinds of vine on the field in words that agree: '1 kind', '2 kinds'."""
    s = scene()
    for card in before:
        plant_now(s, 0, card, 2)
    give(s, 0, "sangiovese.2")
    play_card(s, 0, "agriculturist")
    choose(s, "Plant Sangiovese on the 7-field")
    line = f"{s.players[0].name}'s field holds {words} (3 needed for 2 VP)."
    assert [e.seen_by for e in s.log if e.text == line] == [None]


def test_agriculturist_needs_a_plantable_vine():
    """Agriculturist: no vine in hand, not playable."""
    s = scene()
    assert why(s, 0, "agriculturist") == "no vine card in your hand"


# --- Sponsor --------------------------------------------------------------------------------


def test_sponsor_draws_two_vines():
    """Sponsor (a): draw 2 vine cards."""
    s = scene()
    play_card(s, 0, "sponsor")
    do(s, "option", "vines")
    assert types_in_hand(s, 0) == ["vine", "vine"]


def test_sponsor_gains_three_lira():
    """Sponsor (b): gain 3 lira."""
    s = scene()
    s.players[0].lira = 1
    play_card(s, 0, "sponsor")
    do(s, "option", "lira")
    assert s.players[0].lira == 4


def test_sponsor_loses_one_vp_for_both():
    """Sponsor: lose 1 VP to draw 2 vines and gain 3 lira."""
    s = scene()
    s.players[0].lira = 0
    vp = s.players[0].vp
    play_card(s, 0, "sponsor")
    choose(s, "Lose 1 VP: Draw 2 vine cards and gain 3 lira")
    assert s.players[0].vp == vp - 1
    assert s.players[0].lira == 3
    assert types_in_hand(s, 0) == ["vine", "vine"]


def test_sponsor_offers_doing_both_once():
    """Sponsor: the order of drawing and gaining changes nothing, so 'do both' is one choice."""
    s = scene()
    play_card(s, 0, "sponsor")
    assert labels(s) == ["Draw 2 vine cards", "Gain 3 lira", "Lose 1 VP: Draw 2 vine cards and gain 3 lira"]


def test_sponsor_old_logs_with_the_other_order_still_replay():
    """Sponsor: a log written when both orders were offered ('both_ba') still replays, the same way."""
    s = scene()
    s.players[0].lira = 0
    play_card(s, 0, "sponsor")
    do(s, "option", "both_ba")
    assert s.players[0].lira == 3
    assert types_in_hand(s, 0) == ["vine", "vine"]


def test_sponsor_without_vines_to_draw_offers_only_lira():
    """Sponsor: with the vine deck and its discards empty only the lira is offered."""
    s = scene()
    s.decks["vine"] = []
    s.discards["vine"] = []
    assert why(s, 0, "sponsor") == ""
    play_card(s, 0, "sponsor")
    assert labels(s) == ["Gain 3 lira"]


# --- Artisan --------------------------------------------------------------------------------


def test_artisan_each_option():
    """Artisan: 3 lira, or a structure 1 lira cheaper, or 1-2 vines planted."""
    s = scene()
    s.players[0].lira = 0
    play_card(s, 0, "artisan")
    assert labels(s) == ["Gain 3 lira"]
    choose(s, "Gain 3 lira")
    assert s.players[0].lira == 3
    play_card(s, 0, "artisan")
    choose(s, "Build 1 structure for 1 lira less")
    choose(s, "Build the Medium Cellar (3 lira)")
    assert s.players[0].lira == 0
    give(s, 0, "sangiovese.1")
    play_card(s, 0, "artisan")
    choose(s, "Plant 1 or 2 vines")
    choose(s, "Plant Sangiovese on the 6-field")
    assert s.players[0].fields[1].vines == ["sangiovese.1"]
    assert s.stack[-1].kind == "turn"


def test_artisan_is_always_playable_for_the_lira():
    """Artisan: even with nothing to build or plant, the 3 lira make it playable."""
    s = scene()
    s.players[0].structures = list(ALL_STRUCTURES)
    assert why(s, 0, "artisan") == ""


# --- Stonemason -----------------------------------------------------------------------------


def test_stonemason_builds_medium_then_large_cellar_for_eight():
    """Stonemason: 8 lira for 2 structures; the Large Cellar may follow the Medium one."""
    s = scene()
    s.players[0].lira = 9
    play_card(s, 0, "stonemason")
    assert s.players[0].lira == 1
    assert "Build the Large Cellar (paid)" not in labels(s)
    choose(s, "Build the Medium Cellar")
    choose(s, "Build the Large Cellar")
    assert s.players[0].structures == ["medium_cellar", "large_cellar"]
    assert s.players[0].lira == 1


def test_stonemason_needs_eight_lira_and_two_structures_left():
    """Stonemason: not playable with 7 lira, nor with a single structure left to build."""
    s = scene()
    s.players[0].lira = 7
    assert why(s, 0, "stonemason") == "you need 8 lira"
    s.players[0].lira = 8
    assert why(s, 0, "stonemason") == ""
    s.players[0].structures = [x for x in ALL_STRUCTURES if x != "windmill"]
    assert why(s, 0, "stonemason") == "fewer than 2 structures are left for you to build"
