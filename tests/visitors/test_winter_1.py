"""Winter visitors 1-19 that are 'choose one' cards, each played in a built scene."""

from tests.invariants import check
from tests.scenario import changed, choose, give, labels, play_card, table
from viticulture_tui.engine import GameState
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.visitors import visitor_reason


def types_in_hand(s: GameState, seat: int) -> list[str]:
    """The deck of each card in a hand, sorted."""
    kinds = catalog().card_type
    return sorted(kinds[c] for c in s.players[seat].hand)


def finished(s: GameState, card: str) -> None:
    """The card is resolved: discarded, and the summer turn is back on top."""
    assert card in s.discards["winter"]
    assert card not in s.in_play
    assert s.stack[-1].kind == "turn"
    check(s)


def reason(s: GameState, seat: int, card: str) -> str:
    """visitor_reason with the card in hand first."""
    if card not in s.players[seat].hand:
        give(s, seat, card)
    changed(s)
    return visitor_reason(s, seat, card)


# --- Merchant ---------------------------------------------------------------------------------


def test_merchant_pays_three_lira_for_a_red_and_a_white_one():
    """Merchant (a): pay 3 lira, a red 1 and a white 1 grape go on the crush pad."""
    s = table()
    p = s.players[0]
    p.lira = 5
    p.grapes = {"red": [4], "white": []}
    play_card(s, 0, "merchant")
    choose(s, "Pay 3 lira")
    assert p.lira == 2
    assert p.grapes == {"red": [1, 4], "white": [1]}
    finished(s, "merchant")


def test_merchant_with_one_value_one_space_taken_places_only_the_other_grape():
    """Merchant (a): a colour whose 1 space is taken gets no grape; the price is still 3 lira."""
    s = table()
    p = s.players[0]
    p.lira = 3
    p.grapes = {"red": [1], "white": [2]}
    play_card(s, 0, "merchant")
    choose(s, "Pay 3 lira")
    assert p.lira == 0
    assert p.grapes == {"red": [1], "white": [1, 2]}
    finished(s, "merchant")


def test_merchant_fills_an_order_for_one_more_vp():
    """Merchant (b): fill 1 order; it gives its VP and residual plus 1 VP."""
    s = table()
    p = s.players[0]
    p.wines["red"] = [6]
    give(s, 0, "order_01")
    play_card(s, 0, "merchant")
    assert labels(s) == ["Fill 1 wine order and gain 1 VP more"]
    choose(s, "Fill 1 wine order")
    choose(s, "Fill")
    assert p.vp == 3
    assert p.residual == 1
    assert p.wines["red"] == []
    assert "order_01" in s.discards["order"]
    finished(s, "merchant")


def test_merchant_cannot_be_played_with_both_one_spaces_taken_and_no_order():
    """Merchant: both value-1 spaces taken and no fillable order: not playable."""
    s = table()
    p = s.players[0]
    p.lira = 9
    p.grapes = {"red": [1], "white": [1]}
    assert "both value-1 spaces" in reason(s, 0, "merchant")
    p.grapes["white"] = []
    assert reason(s, 0, "merchant") == ""
    p.lira = 2
    assert "3 lira" in reason(s, 0, "merchant")


# --- Crusher ----------------------------------------------------------------------------------


def test_crusher_gives_three_lira_and_a_summer_visitor():
    """Crusher (a): gain 3 lira and draw 1 summer visitor."""
    s = table()
    play_card(s, 0, "crusher")
    choose(s, "Gain 3 lira")
    assert s.players[0].lira == 3
    assert types_in_hand(s, 0) == ["summer"]
    finished(s, "crusher")


def test_crusher_draws_an_order_and_makes_up_to_two_wines():
    """Crusher (b): draw 1 order, then make up to 2 wines."""
    s = table()
    p = s.players[0]
    p.grapes = {"red": [3], "white": [2]}
    play_card(s, 0, "crusher")
    choose(s, "Draw 1 wine order")
    assert types_in_hand(s, 0) == ["order"]
    choose(s, "Make red 3")
    choose(s, "Make white 2")
    assert p.wines["red"] == [3]
    assert p.wines["white"] == [2]
    assert p.grapes == {"red": [], "white": []}
    finished(s, "crusher")


def test_crusher_wine_option_needs_a_wine_to_make():
    """Crusher: without grapes only the lira option is offered."""
    s = table()
    play_card(s, 0, "crusher")
    assert labels(s) == ["Gain 3 lira and draw 1 summer visitor"]


# --- Judge ------------------------------------------------------------------------------------


def test_judge_draws_two_summer_visitors():
    """Judge (a): draw 2 summer visitors."""
    s = table()
    play_card(s, 0, "judge")
    choose(s, "Draw 2 summer")
    assert types_in_hand(s, 0) == ["summer", "summer"]
    finished(s, "judge")


def test_judge_trades_a_wine_of_four_or_more_for_three_vp():
    """Judge (b): discard a wine worth 4 or more (only those are offered) for 3 VP."""
    s = table()
    p = s.players[0]
    p.structures = ["medium_cellar"]
    p.wines["red"] = [3, 5]
    play_card(s, 0, "judge")
    choose(s, "Discard a wine")
    assert labels(s) == ["Discard the red wine 5"]
    choose(s, "red wine 5")
    assert p.vp == 3
    assert p.wines["red"] == [3]
    finished(s, "judge")


def test_judge_cannot_be_played_without_summer_cards_or_a_good_wine():
    """Judge: summer deck and discards empty and no wine of 4+: not playable."""
    s = table()
    give(s, 1, *s.decks["summer"], *s.discards["summer"])
    s.players[0].wines["red"] = [3]
    assert reason(s, 0, "judge")
    s.players[0].structures = ["medium_cellar"]
    s.players[0].wines["red"] = [4]
    assert reason(s, 0, "judge") == ""


# --- Oenologist -------------------------------------------------------------------------------


def test_oenologist_ages_every_wine_twice_within_the_cellar():
    """Oenologist (a): every wine ages 2 steps, never into a cellar not built."""
    s = table()
    p = s.players[0]
    p.structures = ["medium_cellar"]
    p.wines["red"] = [2, 5]
    p.wines["white"] = [1]
    play_card(s, 0, "oenologist")
    choose(s, "Age every wine")
    assert p.wines["red"] == [4, 6]
    assert p.wines["white"] == [3]
    finished(s, "oenologist")


def test_oenologist_builds_the_next_cellar_for_three_lira():
    """Oenologist (b): 3 lira for the Medium Cellar, then for the Large Cellar."""
    s = table()
    p = s.players[0]
    p.lira = 7
    play_card(s, 0, "oenologist")
    choose(s, "Pay 3 lira")
    assert p.structures == ["medium_cellar"]
    assert p.lira == 4
    play_card(s, 0, "oenologist")
    choose(s, "Pay 3 lira")
    assert p.structures == ["medium_cellar", "large_cellar"]
    assert p.lira == 1
    finished(s, "oenologist")


def test_oenologist_cannot_be_played_when_nothing_ages_and_no_cellar_is_affordable():
    """Oenologist: wines at the top of the cellar and under 3 lira: not playable."""
    s = table()
    p = s.players[0]
    p.lira = 2
    p.wines["red"] = [3]
    assert reason(s, 0, "oenologist")
    p.lira = 3
    assert reason(s, 0, "oenologist") == ""
    p.structures = ["medium_cellar", "large_cellar"]
    p.wines["red"] = [9]
    assert "Large Cellar" in reason(s, 0, "oenologist")


# --- Marketer ---------------------------------------------------------------------------------


def test_marketer_draws_two_summer_visitors_and_gives_one_lira():
    """Marketer (a): draw 2 summer visitors and gain 1 lira."""
    s = table()
    play_card(s, 0, "marketer")
    choose(s, "Draw 2 summer")
    assert types_in_hand(s, 0) == ["summer", "summer"]
    assert s.players[0].lira == 1
    finished(s, "marketer")


def test_marketer_fills_an_order_for_one_more_vp():
    """Marketer (b): fill 1 order with 1 VP more than it gives."""
    s = table()
    p = s.players[0]
    p.wines["red"] = [3]
    p.wines["white"] = [1]
    give(s, 0, "order_03")
    play_card(s, 0, "marketer")
    choose(s, "Fill 1 wine order")
    choose(s, "Fill")
    assert p.vp == 3
    assert p.residual == 1
    finished(s, "marketer")


def test_marketer_offers_no_fill_without_a_fillable_order():
    """Marketer: an order that cannot be filled does not open option (b)."""
    s = table()
    give(s, 0, "order_01")
    s.players[0].wines["red"] = [4]
    play_card(s, 0, "marketer")
    assert labels(s) == ["Draw 2 summer visitors and gain 1 lira"]


# --- Crush Expert -----------------------------------------------------------------------------


def test_crush_expert_gives_three_lira_and_an_order():
    """Crush Expert (a): gain 3 lira and draw 1 wine order."""
    s = table()
    play_card(s, 0, "crush_expert")
    choose(s, "Gain 3 lira")
    assert s.players[0].lira == 3
    assert types_in_hand(s, 0) == ["order"]
    finished(s, "crush_expert")


def test_crush_expert_makes_up_to_three_wines():
    """Crush Expert (b): make up to 3 wines, and no fourth."""
    s = table()
    p = s.players[0]
    p.grapes = {"red": [1, 2, 3], "white": [1]}
    play_card(s, 0, "crush_expert")
    choose(s, "Make up to 3")
    choose(s, "Make red 1")
    choose(s, "Make red 2")
    choose(s, "Make red 3")
    assert p.wines["red"] == [1, 2, 3]
    assert p.grapes["white"] == [1]
    finished(s, "crush_expert")


# --- Uncertified Teacher ----------------------------------------------------------------------


def test_uncertified_teacher_trains_a_free_worker_for_one_vp():
    """Uncertified Teacher (a): lose 1 VP, train a worker for no lira, usable next year."""
    s = table()
    p = s.players[0]
    p.lira = 4
    play_card(s, 0, "uncertified_teacher")
    choose(s, "Lose 1 VP")
    assert p.vp == -1
    assert p.lira == 4
    assert p.workers == 3
    assert p.trained == 1
    assert p.free_workers == 2
    finished(s, "uncertified_teacher")


def test_uncertified_teacher_pays_one_vp_per_opponent_with_six_workers():
    """Uncertified Teacher (b): 1 VP for each opponent owning 6 workers (grande included)."""
    s = table(players=4)
    for seat in (1, 3):
        s.players[seat].workers = s.players[seat].free_workers = 5
    s.players[2].workers = s.players[2].free_workers = 4
    play_card(s, 0, "uncertified_teacher")
    choose(s, "per opponent with 6 workers")
    assert s.players[0].vp == 2


def test_uncertified_teacher_cannot_be_played_at_minus_five_without_six_worker_opponents():
    """Uncertified Teacher: at -5 VP with no opponent at 6 workers: not playable."""
    s = table()
    s.players[0].vp = -5
    assert reason(s, 0, "uncertified_teacher")
    s.players[0].vp = -4
    assert reason(s, 0, "uncertified_teacher") == ""
    s.players[0].workers = 5
    assert "6 workers" in reason(s, 0, "uncertified_teacher")


# --- Teacher ----------------------------------------------------------------------------------


def test_teacher_makes_up_to_two_wines():
    """Teacher (a): make up to 2 wines; stopping after one is allowed."""
    s = table()
    p = s.players[0]
    p.grapes = {"red": [2], "white": [3]}
    play_card(s, 0, "teacher")
    choose(s, "Make up to 2")
    choose(s, "Make white 3")
    choose(s, "Make no more")
    assert p.wines["white"] == [3]
    assert p.grapes["red"] == [2]
    finished(s, "teacher")


def test_teacher_trains_a_worker_for_two_lira():
    """Teacher (b): pay 2 lira to train a worker, usable next year."""
    s = table()
    p = s.players[0]
    p.lira = 3
    play_card(s, 0, "teacher")
    choose(s, "Pay 2 lira")
    assert p.lira == 1
    assert p.workers == 3
    assert p.trained == 1
    finished(s, "teacher")


def test_teacher_cannot_be_played_without_grapes_or_two_lira():
    """Teacher: no wine to make and under 2 lira (or 6 workers): not playable."""
    s = table()
    s.players[0].lira = 1
    assert reason(s, 0, "teacher")
    s.players[0].lira = 2
    s.players[0].workers = 5
    assert reason(s, 0, "teacher")
    s.players[0].workers = 4
    assert reason(s, 0, "teacher") == ""


# --- Benefactor -------------------------------------------------------------------------------


def test_benefactor_draws_a_vine_and_a_summer_visitor():
    """Benefactor (a): draw 1 vine and 1 summer visitor."""
    s = table()
    play_card(s, 0, "benefactor")
    choose(s, "Draw 1 vine")
    assert types_in_hand(s, 0) == ["summer", "vine"]
    finished(s, "benefactor")


def test_benefactor_discards_two_visitors_for_two_vp():
    """Benefactor (b): discard 2 visitor cards (summer or winter, not other cards) for 2 VP."""
    s = table()
    give(s, 0, "surveyor", "politician", "sangiovese.1")
    play_card(s, 0, "benefactor")
    choose(s, "Discard 2 visitor")
    assert "Discard Sangiovese" not in labels(s)
    choose(s, "Discard Surveyor")
    choose(s, "Discard Politician")
    assert s.players[0].vp == 2
    assert s.players[0].hand == ["sangiovese.1"]
    assert "surveyor" in s.discards["summer"]
    assert "politician" in s.discards["winter"]
    finished(s, "benefactor")


def test_benefactor_needs_two_other_visitors_for_its_second_option():
    """Benefactor: one other visitor in hand and empty vine and summer decks: not playable."""
    s = table()
    give(s, 1, *s.decks["vine"], *s.discards["vine"], *s.decks["summer"], *s.discards["summer"])
    give(s, 0, "politician")
    assert reason(s, 0, "benefactor")
    give(s, 0, "judge")
    assert reason(s, 0, "benefactor") == ""


# --- Assessor ---------------------------------------------------------------------------------


def test_assessor_pays_one_lira_per_other_card_in_hand():
    """Assessor (a): 1 lira for each card in hand, the Assessor itself not counted."""
    s = table()
    give(s, 0, "order_01", "sangiovese.1", "surveyor")
    play_card(s, 0, "assessor")
    choose(s, "Gain 1 lira per card")
    assert s.players[0].lira == 3
    assert len(s.players[0].hand) == 3
    finished(s, "assessor")


def test_assessor_discards_the_whole_hand_for_two_vp():
    """Assessor (b): discard every other card in hand for 2 VP."""
    s = table()
    give(s, 0, "order_01", "sangiovese.1")
    play_card(s, 0, "assessor")
    choose(s, "Discard your whole hand")
    assert s.players[0].hand == []
    assert s.players[0].vp == 2
    assert "order_01" in s.discards["order"]
    assert "sangiovese.1" in s.discards["vine"]
    finished(s, "assessor")


def test_assessor_cannot_be_played_as_the_only_card_in_hand():
    """Assessor: with no other card in hand neither option can be done."""
    s = table()
    assert "no other card" in reason(s, 0, "assessor")
    give(s, 0, "order_01")
    assert reason(s, 0, "assessor") == ""


# --- Professor --------------------------------------------------------------------------------


def test_professor_trains_a_worker_for_two_lira():
    """Professor (a): pay 2 lira to train a worker, usable next year."""
    s = table()
    p = s.players[0]
    p.lira = 2
    play_card(s, 0, "professor")
    assert labels(s) == ["Pay 2 lira: train 1 worker"]
    choose(s, "Pay 2 lira")
    assert p.lira == 0
    assert p.workers == 3
    assert p.trained == 1
    finished(s, "professor")


def test_professor_gives_two_vp_with_six_workers():
    """Professor (b): with 6 workers (grande included) gain 2 VP; no training past 6."""
    s = table()
    p = s.players[0]
    p.lira = 5
    p.workers = p.free_workers = 5
    play_card(s, 0, "professor")
    assert labels(s) == ["Gain 2 VP (you have 6 workers)"]
    choose(s, "Gain 2 VP")
    assert p.vp == 2
    assert p.lira == 5
    finished(s, "professor")


def test_professor_cannot_be_played_with_too_few_lira_and_workers():
    """Professor: under 2 lira and fewer than 6 workers: not playable."""
    s = table()
    s.players[0].lira = 1
    assert reason(s, 0, "professor")


# --- Master Vintner ---------------------------------------------------------------------------


def test_master_vintner_builds_the_next_cellar_for_two_lira_less():
    """Master Vintner (a): Medium Cellar for 2 lira, then Large Cellar for 4."""
    s = table()
    p = s.players[0]
    p.lira = 6
    play_card(s, 0, "master_vintner")
    choose(s, "next cellar for 2 lira less")
    assert p.structures == ["medium_cellar"]
    assert p.lira == 4
    play_card(s, 0, "master_vintner")
    choose(s, "next cellar for 2 lira less")
    assert p.structures == ["medium_cellar", "large_cellar"]
    assert p.lira == 0
    finished(s, "master_vintner")


def test_master_vintner_ages_one_wine_then_fills_an_order():
    """Master Vintner (b): age one wine one step (only wines that lead to a fill), then fill."""
    s = table()
    p = s.players[0]
    p.structures = ["medium_cellar"]
    p.wines["red"] = [2, 4]
    give(s, 0, "order_01")
    play_card(s, 0, "master_vintner")
    choose(s, "Age 1 wine")
    assert labels(s) == ["Age the red wine 4 to 5"]
    choose(s, "Age the red wine 4")
    choose(s, "Fill")
    assert p.wines["red"] == [2]
    assert p.vp == 2
    assert p.residual == 1
    finished(s, "master_vintner")


def test_master_vintner_cannot_be_played_without_cellar_money_or_a_useful_aging():
    """Master Vintner: no affordable cellar and no aging that allows a fill: not playable."""
    s = table()
    p = s.players[0]
    p.lira = 1
    p.wines["red"] = [3]
    give(s, 0, "order_02")
    assert reason(s, 0, "master_vintner")
    p.lira = 2
    assert reason(s, 0, "master_vintner") == ""


# --- Uncertified Oenologist -------------------------------------------------------------------


def test_uncertified_oenologist_ages_every_wine_twice():
    """Uncertified Oenologist (a): every wine ages 2 steps, within the small cellar."""
    s = table()
    p = s.players[0]
    p.wines["red"] = [1, 2]
    play_card(s, 0, "uncertified_oenologist")
    choose(s, "Age every wine")
    assert p.wines["red"] == [2, 3]
    finished(s, "uncertified_oenologist")


def test_uncertified_oenologist_builds_the_next_cellar_free_for_one_vp():
    """Uncertified Oenologist (b): lose 1 VP, build the next cellar for no lira."""
    s = table()
    p = s.players[0]
    p.structures = ["medium_cellar"]
    play_card(s, 0, "uncertified_oenologist")
    choose(s, "Lose 1 VP")
    assert p.vp == -1
    assert p.lira == 0
    assert p.structures == ["medium_cellar", "large_cellar"]
    finished(s, "uncertified_oenologist")


def test_uncertified_oenologist_cannot_be_played_at_minus_five_without_wine():
    """Uncertified Oenologist: at -5 VP with nothing to age: not playable."""
    s = table()
    s.players[0].vp = -5
    assert reason(s, 0, "uncertified_oenologist")
    s.players[0].wines["white"] = [2]
    assert reason(s, 0, "uncertified_oenologist") == ""
