"""Summer visitors 20-38 that involve opponents (V10: asked one at a time in wake-up order)."""

from tests.scenario import choose, clear_hand, game, give, labels, play_card
from viticulture_tui.engine import ops
from viticulture_tui.engine.game import decider
from viticulture_tui.engine.visitors import visitor_reason


def table(players: int = 3):
    """A game at its first summer turn, every hand empty; returns the state, player and opponents."""
    s = game(players)
    for seat in range(players):
        clear_hand(s, seat)
    me = s.turn_order[0]
    return s, me, ops.opponents_in_order(s, me)


def why(s, seat, card):
    """Why the card cannot be played now, once it is in the player's hand."""
    if card not in s.players[seat].hand:
        give(s, seat, card)
    return visitor_reason(s, seat, card)


def back_to_turn(s, me):
    """The card is fully resolved: the player's turn decision is on top again."""
    return s.stack[-1].kind == "turn" and decider(s) == me


# --- Banker ---------------------------------------------------------------------------------


def test_banker_gives_five_and_each_opponent_answers():
    """Banker: +5 lira; one opponent loses 1 VP for 3 lira, the other declines."""
    s, me, (a, b) = table()
    for seat in (me, a, b):
        s.players[seat].lira = 0
        s.players[seat].vp = 0
    play_card(s, me, "banker")
    assert s.players[me].lira == 5
    assert decider(s) == a
    choose(s, "Lose 1 VP and gain 3 lira")
    assert decider(s) == b
    choose(s, "Decline")
    assert (s.players[a].vp, s.players[a].lira) == (-1, 3)
    assert (s.players[b].vp, s.players[b].lira) == (0, 0)
    assert back_to_turn(s, me)


def test_banker_does_not_ask_an_opponent_at_the_vp_floor():
    """Banker: an opponent at -5 VP cannot lose 1 VP and is not asked."""
    s, me, (a, b) = table()
    s.players[a].vp = -5
    assert why(s, me, "banker") == ""
    play_card(s, me, "banker")
    assert decider(s) == b


# --- Importer -------------------------------------------------------------------------------


def test_importer_exactly_three_offered_change_hands():
    """Importer: 2 + 1 cards offered by two opponents go to the player; nothing is drawn."""
    s, me, (a, b) = table()
    give(s, a, "surveyor", "broker", "merchant")
    give(s, b, "crusher", "judge")
    winter_left = len(s.decks["winter"])
    play_card(s, me, "importer")
    assert decider(s) == a
    assert labels(s) == ["Offer Surveyor", "Offer Broker", "Offer Merchant", "Offer nothing"]
    choose(s, "Offer Surveyor")
    choose(s, "Offer Merchant")
    choose(s, "Offer no more")
    assert decider(s) == b
    choose(s, "Offer Judge")
    choose(s, "Offer no more")
    assert sorted(s.players[me].hand) == ["judge", "merchant", "surveyor"]
    assert s.players[a].hand == ["broker"]
    assert s.players[b].hand == ["crusher"]
    assert len(s.decks["winter"]) == winter_left
    private = [e for e in s.log if e.text.startswith("You offer Surveyor")]
    assert [e.seen_by for e in private] == [[a]]
    assert back_to_turn(s, me)


def test_importer_logs_how_many_cards_each_opponent_gives():
    """Importer: how many cards each opponent gives is public ("2 visitor cards", "1 visitor card")."""
    s, me, (a, b) = table()
    give(s, a, "surveyor", "broker", "merchant")
    give(s, b, "crusher", "judge")
    play_card(s, me, "importer")
    choose(s, "Offer Surveyor")
    choose(s, "Offer Merchant")
    choose(s, "Offer no more")
    choose(s, "Offer Judge")
    choose(s, "Offer no more")
    name = [p.name for p in s.players]
    gives = [
        (e.text, e.seen_by) for e in s.log if e.text.startswith((f"{name[a]} gives", f"{name[b]} gives"))
    ]
    assert gives == [
        (f"{name[a]} gives {name[me]} 2 visitor cards.", None),
        (f"{name[a]} gives {name[me]}: Surveyor, Merchant.", [me, a]),
        (f"{name[b]} gives {name[me]} 1 visitor card.", None),
        (f"{name[b]} gives {name[me]}: Judge.", [me, b]),
    ]


def test_importer_too_few_offered_go_back_and_player_draws():
    """Importer: fewer than 3 offered go back; the player draws 3 winter visitors."""
    s, me, (a, b) = table()
    give(s, a, "surveyor", "broker")
    give(s, b, "crusher")
    play_card(s, me, "importer")
    choose(s, "Offer Surveyor")
    choose(s, "Offer no more")
    choose(s, "Offer nothing")
    assert sorted(s.players[a].hand) == ["broker", "surveyor"]
    assert s.players[b].hand == ["crusher"]
    assert [ops.card_type(c) for c in s.players[me].hand] == ["winter"] * 3


def test_importer_too_many_offered_go_back_and_player_draws():
    """Importer: 4 offered (3 + 1) is not exactly 3: they go back and the player draws 3."""
    s, me, (a, b) = table()
    give(s, a, "surveyor", "broker", "merchant")
    give(s, b, "crusher")
    play_card(s, me, "importer")
    choose(s, "Offer Surveyor")
    choose(s, "Offer Broker")
    choose(s, "Offer Merchant")  # a has offered 3: a's turn ends by itself
    assert decider(s) == b
    choose(s, "Offer Crusher")  # b has nothing more to offer
    assert sorted(s.players[a].hand) == ["broker", "merchant", "surveyor"]
    assert s.players[b].hand == ["crusher"]
    assert [ops.card_type(c) for c in s.players[me].hand] == ["winter"] * 3


def test_importer_opponents_with_fewer_than_three_visitors_are_not_asked():
    """Importer: opponents holding fewer than 3 visitors in total: draw 3 at once."""
    s, me, (a, b) = table()
    give(s, a, "surveyor")
    give(s, b, "crusher")
    play_card(s, me, "importer")
    assert back_to_turn(s, me)
    assert [ops.card_type(c) for c in s.players[me].hand] == ["winter"] * 3


def test_importer_not_playable_with_nothing_to_get():
    """Importer: no winter card left to draw and opponents with fewer than 3 visitors."""
    s, me, (a, _b) = table()
    s.decks["winter"] = []
    s.discards["winter"] = []
    assert why(s, me, "importer") == "the winter visitor deck and its discard pile are empty"
    give(s, a, "surveyor", "broker", "patron")
    assert why(s, me, "importer") == ""


# --- Swindler -------------------------------------------------------------------------------


def test_swindler_one_opponent_pays_one_refuses():
    """Swindler: a payer gives 2 lira; a refusal gives the player 1 VP."""
    s, me, (a, b) = table()
    s.players[me].lira, s.players[a].lira, s.players[b].lira = 0, 5, 5
    vp, vp_b = s.players[me].vp, s.players[b].vp
    play_card(s, me, "swindler")
    assert decider(s) == a
    choose(s, "Give")
    assert decider(s) == b
    choose(s, "Refuse")
    assert (s.players[me].lira, s.players[a].lira, s.players[b].lira) == (2, 3, 5)
    assert s.players[me].vp == vp + 1
    assert s.players[b].vp == vp_b


def test_swindler_opponent_without_two_lira_refuses_automatically():
    """Swindler: an opponent with less than 2 lira is not asked and counts as refusing."""
    s, me, (a, b) = table()
    s.players[a].lira, s.players[b].lira = 1, 1
    vp = s.players[me].vp
    play_card(s, me, "swindler")
    assert back_to_turn(s, me)
    assert s.players[me].vp == vp + 2
    assert s.players[a].lira == 1
    assert any(e.text == f"{s.players[a].name} has less than 2 lira and refuses." for e in s.log)


def test_swindler_needs_an_opponent():
    """Swindler: not playable without opponents (it is removed in solo, V9)."""
    s = game(1)
    for pile in s.decks.values():
        if "swindler" in pile:
            pile.remove("swindler")
    s.players[0].hand.append("swindler")
    assert why(s, 0, "swindler") == "there is no opponent"


# --- Volunteer Crew -------------------------------------------------------------------------


def test_volunteer_crew_player_and_opponents_plant():
    """Volunteer Crew: the player plants first, then each opponent may; +2 lira per opponent who plants."""
    s, me, (a, b) = table()
    s.players[me].lira = 0
    give(s, me, "sangiovese.1")
    give(s, a, "malvasia.1")
    give(s, b, "sangiovese.2")
    play_card(s, me, "volunteer_crew")
    assert decider(s) == me
    choose(s, "Plant Sangiovese on the 5-field")
    assert decider(s) == a
    choose(s, "Plant Malvasia on the 6-field")
    assert decider(s) == b
    choose(s, "Plant nothing")
    assert s.players[me].fields[0].vines == ["sangiovese.1"]
    assert s.players[a].fields[1].vines == ["malvasia.1"]
    assert s.players[b].hand == ["sangiovese.2"]
    assert s.players[me].lira == 2
    assert back_to_turn(s, me)


def test_volunteer_crew_player_may_decline_and_unable_opponents_are_skipped():
    """Volunteer Crew: the player may plant nothing; an opponent with no plantable vine is not asked."""
    s, me, (_a, b) = table()
    s.players[me].lira = 0
    s.players[b].structures = []
    give(s, me, "sangiovese.1")
    give(s, b, "pinot.1")
    play_card(s, me, "volunteer_crew")
    choose(s, "Plant nothing")
    assert back_to_turn(s, me)
    assert s.players[me].lira == 0
    assert s.players[me].hand == ["sangiovese.1"]
    assert why(s, me, "volunteer_crew") == ""


def test_volunteer_crew_needs_someone_who_can_plant():
    """Volunteer Crew (§13 minimum): not playable when no player can plant a vine; playable when
    only an opponent can."""
    s, me, (a, _b) = table()
    assert why(s, me, "volunteer_crew") == "no player can plant a vine"
    give(s, a, "malvasia.1")
    assert why(s, me, "volunteer_crew") == ""


# --- Wedding Party --------------------------------------------------------------------------


def test_wedding_party_pays_three_opponents():
    """Wedding Party: 2 lira to each of 3 different opponents, +1 VP each."""
    s = game(4)
    me = s.turn_order[0]
    others = ops.opponents_in_order(s, me)
    for seat in range(4):
        s.players[seat].lira = 0
    s.players[me].lira = 7
    vp = s.players[me].vp
    play_card(s, me, "wedding_party")
    for seat in others:
        choose(s, f"Give 2 lira to {s.players[seat].name}")
    assert s.players[me].lira == 1
    assert s.players[me].vp == vp + 3
    assert [s.players[o].lira for o in others] == [2, 2, 2]
    assert s.stack[-1].kind == "turn"


def test_wedding_party_may_stop_after_one_and_is_limited_by_lira():
    """Wedding Party: after one guest the player may stop; with 3 lira only one guest is possible."""
    s, me, (a, b) = table()
    s.players[me].lira = 5
    s.players[a].lira = s.players[b].lira = 0
    vp = s.players[me].vp
    play_card(s, me, "wedding_party")
    assert "Pay no one else" not in labels(s)
    choose(s, f"Give 2 lira to {s.players[b].name}")
    choose(s, "Pay no one else")
    assert (s.players[me].lira, s.players[a].lira, s.players[b].lira) == (3, 0, 2)
    assert s.players[me].vp == vp + 1
    play_card(s, me, "wedding_party")
    choose(s, f"Give 2 lira to {s.players[a].name}")
    assert back_to_turn(s, me)
    assert s.players[me].lira == 1


def test_wedding_party_needs_two_lira():
    """Wedding Party: not playable with less than 2 lira."""
    s, me, _ = table()
    s.players[me].lira = 1
    assert why(s, me, "wedding_party") == "you need 2 lira"
    s.players[me].lira = 2
    assert why(s, me, "wedding_party") == ""
