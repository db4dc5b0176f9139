"""Winter visitors 1-19 with a single effect or opponent answers, each played in a built scene."""

from tests.invariants import check
from tests.scenario import choose, give, labels, plant_now, play_card, table
from tests.visitors.test_winter_1 import finished, reason, types_in_hand
from viticulture_tui.engine import GameState, decider, ops
from viticulture_tui.engine.catalog import catalog


def empty_discards(s: GameState) -> None:
    """Put every discard pile back under its deck."""
    for deck, pile in s.discards.items():
        s.decks[deck][:0] = pile
        s.discards[deck] = []


def to_discard(s: GameState, *cards: str) -> None:
    """Put cards from the decks on top of their discard piles, in order."""
    kinds = catalog().card_type
    for card in cards:
        s.decks[kinds[card]].remove(card)
        s.discards[kinds[card]].append(card)


# --- Harvester --------------------------------------------------------------------------------


def test_harvester_harvests_two_fields_then_gives_two_lira():
    """Harvester: harvest up to 2 fields, then the 2 lira bonus."""
    s = table()
    plant_now(s, 0, "sangiovese.1", 0)
    plant_now(s, 0, "malvasia.1", 1)
    play_card(s, 0, "harvester")
    choose(s, "Harvest the 5-field")
    choose(s, "Harvest the 6-field")
    assert labels(s) == ["Gain 2 lira", "Gain 1 VP"]
    choose(s, "Gain 2 lira")
    p = s.players[0]
    assert p.grapes == {"red": [1], "white": [1]}
    assert p.lira == 2
    assert p.vp == 0
    finished(s, "harvester")


def test_harvester_may_stop_after_one_field_and_take_one_vp():
    """Harvester: one field is enough; the bonus may be 1 VP."""
    s = table()
    plant_now(s, 0, "sangiovese.1", 0)
    plant_now(s, 0, "malvasia.1", 1)
    play_card(s, 0, "harvester")
    choose(s, "Harvest the 6-field")
    choose(s, "Harvest no more")
    choose(s, "Gain 1 VP")
    p = s.players[0]
    assert p.grapes == {"red": [], "white": [1]}
    assert p.vp == 1
    assert p.lira == 0
    assert not p.fields[0].harvested
    finished(s, "harvester")


def test_harvester_cannot_be_played_without_a_field_to_harvest():
    """Harvester: no planted, unharvested field: not playable."""
    s = table()
    assert reason(s, 0, "harvester")
    plant_now(s, 0, "sangiovese.1", 0)
    s.players[0].fields[0].harvested = True
    assert reason(s, 0, "harvester")
    s.players[0].fields[0].harvested = False
    assert reason(s, 0, "harvester") == ""


# --- Promoter ---------------------------------------------------------------------------------


def test_promoter_discards_a_wine_for_one_vp_and_one_residual():
    """Promoter: discard one wine: +1 VP and residual +1."""
    s = table()
    p = s.players[0]
    p.grapes["red"] = [3]
    p.wines["white"] = [2]
    play_card(s, 0, "promoter")
    assert labels(s) == ["Discard the red grape 3", "Discard the white wine 2"]
    choose(s, "white wine 2")
    assert p.wines["white"] == []
    assert p.grapes["red"] == [3]
    assert p.vp == 1
    assert p.residual == 1
    finished(s, "promoter")


def test_promoter_discards_a_grape_and_residual_stops_at_five():
    """Promoter: a grape does too; the residual marker never passes 5."""
    s = table()
    p = s.players[0]
    p.grapes["red"] = [3]
    p.residual = 5
    play_card(s, 0, "promoter")
    choose(s, "red grape 3")
    assert p.grapes["red"] == []
    assert p.vp == 1
    assert p.residual == 5
    finished(s, "promoter")


def test_promoter_cannot_be_played_without_tokens():
    """Promoter: no grape and no wine: not playable."""
    s = table()
    assert reason(s, 0, "promoter")


# --- Harvest Expert (V1) ----------------------------------------------------------------------


def test_harvest_expert_harvests_one_field_then_draws_a_vine():
    """Harvest Expert (V1): harvest exactly 1 field, then draw 1 vine."""
    s = table()
    plant_now(s, 0, "sangiovese.1", 0)
    plant_now(s, 0, "malvasia.1", 1)
    s.players[0].lira = 1
    play_card(s, 0, "harvest_expert")
    assert "Harvest no more" not in labels(s)
    choose(s, "Harvest the 5-field")
    assert labels(s) == ["Draw 1 vine card", "Pay 1 lira: build the Yoke"]
    choose(s, "Draw 1 vine")
    p = s.players[0]
    assert p.grapes == {"red": [1], "white": []}
    assert types_in_hand(s, 0) == ["vine"]
    assert p.lira == 1
    finished(s, "harvest_expert")


def test_harvest_expert_builds_the_yoke_for_one_lira():
    """Harvest Expert (V1): or pay 1 lira to build the Yoke."""
    s = table()
    plant_now(s, 0, "sangiovese.1", 0)
    s.players[0].lira = 3
    play_card(s, 0, "harvest_expert")
    choose(s, "Harvest the 5-field")
    choose(s, "build the Yoke")
    assert s.players[0].structures == ["yoke"]
    assert s.players[0].lira == 2
    assert s.players[0].hand == []
    finished(s, "harvest_expert")


def test_harvest_expert_offers_no_yoke_when_owned_or_unaffordable():
    """Harvest Expert (V1): the Yoke only if not owned and 1 lira is there."""
    s = table()
    plant_now(s, 0, "sangiovese.1", 0)
    play_card(s, 0, "harvest_expert")
    choose(s, "Harvest")
    assert labels(s) == ["Draw 1 vine card"]
    choose(s, "Draw 1 vine")
    s2 = table()
    plant_now(s2, 0, "sangiovese.1", 0)
    s2.players[0].lira = 5
    s2.players[0].structures = ["yoke"]
    play_card(s2, 0, "harvest_expert")
    choose(s2, "Harvest")
    assert labels(s2) == ["Draw 1 vine card"]


def test_harvest_expert_cannot_be_played_without_a_field_to_harvest():
    """Harvest Expert: nothing to harvest: not playable."""
    s = table()
    s.players[0].lira = 5
    assert reason(s, 0, "harvest_expert")


# --- Innkeeper --------------------------------------------------------------------------------


def test_innkeeper_takes_the_top_cards_of_two_different_discard_piles():
    """Innkeeper: the top card of one pile, then of a different pile, into the hand."""
    s = table()
    empty_discards(s)
    to_discard(s, "sangiovese.1", "malvasia.1", "order_01", "surveyor")
    play_card(s, 0, "innkeeper")
    assert labels(s) == [
        "Take Malvasia from the vine discard pile",
        "Take Surveyor from the summer visitor discard pile",
        f"Take {catalog().card_name('order_01')} from the wine order discard pile",
    ]
    choose(s, "vine discard pile")
    assert not any("vine discard" in label for label in labels(s))
    choose(s, "summer visitor discard pile")
    assert sorted(s.players[0].hand) == ["malvasia.1", "surveyor"]
    assert s.discards["vine"] == ["sangiovese.1"]
    assert s.discards["summer"] == []
    finished(s, "innkeeper")


def test_innkeeper_cannot_take_itself_nor_play_with_one_pile():
    """Innkeeper: it is not on the winter pile while resolving; one pile alone is not enough."""
    s = table()
    empty_discards(s)
    to_discard(s, "order_01")
    assert "fewer than 2" in reason(s, 0, "innkeeper")
    to_discard(s, "politician")
    assert reason(s, 0, "innkeeper") == ""
    play_card(s, 0, "innkeeper")
    choose(s, "winter visitor discard pile")
    choose(s, "wine order discard pile")
    assert sorted(s.players[0].hand) == ["order_01", "politician"]
    assert s.discards["winter"] == ["innkeeper"]
    check(s)


# --- Queen (V2) -------------------------------------------------------------------------------


def queen_scene(players: int = 3) -> GameState:
    """Anna (seat 0) plays the Queen; her right-hand neighbour is the last seat."""
    s = table(players=players)
    target = s.players[players - 1]
    target.lira = 5
    target.vp = 2
    give(s, players - 1, "order_01", "sangiovese.1", "surveyor")
    return s


def test_queen_target_is_the_right_hand_neighbour_and_may_lose_one_vp():
    """Queen (V2): the neighbour on the right (seat - 1) chooses; losing 1 VP costs them 1 VP."""
    s = queen_scene()
    play_card(s, 0, "queen")
    assert decider(s) == 2
    assert labels(s) == [
        "Lose 1 VP",
        "Give Anna 2 cards of your choice from your hand",
        "Give Anna 3 lira",
    ]
    choose(s, "Lose 1 VP")
    assert s.players[2].vp == 1
    assert s.players[0].vp == 0
    assert s.players[0].hand == []
    finished(s, "queen")


def test_queen_neighbour_may_give_three_lira():
    """Queen (V2): giving 3 lira moves them to the Queen's player."""
    s = queen_scene()
    play_card(s, 0, "queen")
    choose(s, "Give Anna 3 lira")
    assert s.players[2].lira == 2
    assert s.players[0].lira == 3
    assert s.players[2].vp == 2
    finished(s, "queen")


def test_queen_neighbour_may_give_two_cards_seen_only_by_the_two_players():
    """Queen (V2): the neighbour picks 2 cards of any type; only the two players see which."""
    s = queen_scene()
    play_card(s, 0, "queen")
    choose(s, "Give Anna 2 cards")
    assert decider(s) == 2
    assert labels(s) == ["Give " + catalog().card_name("order_01"), "Give Sangiovese", "Give Surveyor"]
    choose(s, "Give Sangiovese")
    choose(s, "Give Surveyor")
    assert sorted(s.players[0].hand) == ["sangiovese.1", "surveyor"]
    assert s.players[2].hand == ["order_01"]
    secret = [e for e in s.log if "gives Anna Sangiovese" in e.text]
    assert len(secret) == 1
    assert sorted(secret[0].seen_by or []) == [0, 2]
    finished(s, "queen")


def test_queen_offers_only_what_the_neighbour_can_do():
    """Queen (V2): at -5 VP with 1 card the neighbour can only give lira."""
    s = queen_scene()
    s.players[2].vp = -5
    give(s, 1, "sangiovese.1", "surveyor")
    play_card(s, 0, "queen")
    assert labels(s) == ["Give Anna 3 lira"]


def test_queen_cannot_be_played_when_the_neighbour_can_do_nothing():
    """Queen (V2): a neighbour at -5 VP with under 2 cards and under 3 lira: not playable."""
    s = queen_scene(players=2)
    p = s.players[1]
    p.vp = -5
    p.lira = 2
    give(s, 0, "sangiovese.1", "surveyor")
    assert "can neither" in reason(s, 0, "queen")
    p.lira = 3
    assert reason(s, 0, "queen") == ""


# --- Mentor -----------------------------------------------------------------------------------


def mentor_scene() -> tuple[GameState, int, int, int]:
    """Three players: the Mentor's player and two opponents, in V10 order, all with grapes."""
    s = table(players=3)
    first, second = ops.opponents_in_order(s, 0)
    s.players[0].grapes = {"red": [2], "white": []}
    s.players[first].grapes = {"red": [3], "white": [1]}
    s.players[second].grapes = {"red": [], "white": [3]}
    return s, 0, first, second


def test_mentor_player_then_each_opponent_may_make_wine_and_the_player_draws_per_maker():
    """Mentor: you make wine first, then opponents in order; a vine or summer visitor each."""
    s, me, first, second = mentor_scene()
    play_card(s, 0, "mentor")
    assert decider(s) == me
    choose(s, "Make red 2")
    assert decider(s) == first
    choose(s, "Make red 3")
    choose(s, "Make white 1")
    assert decider(s) == me
    assert labels(s) == ["Draw 1 vine card", "Draw 1 summer visitor"]
    choose(s, "Draw 1 vine")
    assert decider(s) == second
    choose(s, "Make white 3")
    assert decider(s) == me
    choose(s, "Draw 1 summer visitor")
    assert s.players[me].wines["red"] == [2]
    assert s.players[first].wines["red"] == [3]
    assert s.players[first].wines["white"] == [1]
    assert s.players[second].wines["white"] == [3]
    assert types_in_hand(s, me) == ["summer", "vine"]
    assert s.players[first].hand == [] and s.players[second].hand == []
    finished(s, "mentor")


def test_mentor_gives_nothing_for_an_opponent_who_declines_or_cannot():
    """Mentor: an opponent who declines gives no card; one who cannot make wine is not asked."""
    s, me, first, second = mentor_scene()
    s.players[second].grapes = {"red": [], "white": []}
    play_card(s, 0, "mentor")
    choose(s, "Make no more")
    assert decider(s) == first
    assert "Make no more wine" in labels(s)
    choose(s, "Make no more")
    assert s.players[me].hand == []
    assert s.players[me].wines["red"] == []
    assert s.players[first].grapes == {"red": [3], "white": [1]}
    finished(s, "mentor")


def test_mentor_is_playable_when_only_an_opponent_can_make_wine():
    """Mentor: playable while any player can make wine; not when nobody can."""
    s, me, first, second = mentor_scene()
    for seat in (me, first, second):
        s.players[seat].grapes = {"red": [], "white": []}
    assert "no player" in reason(s, 0, "mentor")
    s.players[second].grapes["red"] = [1]
    assert reason(s, 0, "mentor") == ""
    play_card(s, 0, "mentor")
    assert decider(s) == second
    choose(s, "Make red 1")
    choose(s, "Draw 1 summer")
    assert types_in_hand(s, me) == ["summer"]
    finished(s, "mentor")
