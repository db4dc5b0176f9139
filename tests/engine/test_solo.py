"""Solo against the Automa (§17, S1-S3, V6, V9)."""

import pytest

from tests.scenario import choices, choose, labels
from viticulture_tui.engine import GameOptions, PlayerSetup, Setup, apply, legal_actions, new_game
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.solo import AUTOMA, SOLO_REMOVED
from viticulture_tui.sim import play_random_game


def solo(**options) -> object:
    """A solo game at its first wake-up choice."""
    return new_game(Setup(players=[PlayerSetup(name="Sol")], seed=3, options=GameOptions(**options)))


def to_summer(state) -> None:
    """Take the first choice of every decision until summer starts."""
    while state.phase in ("setup", "spring"):
        apply(state, legal_actions(state)[0].action)


def test_solo_decks_drop_the_four_visitors_of_v9():
    """V9: Swindler, Wedding Party, Queen and Governor are not in the solo decks."""
    s = solo()
    cards = [c for pile in (*s.decks.values(), *s.discards.values()) for c in pile]
    cards += s.players[0].hand
    assert not set(SOLO_REMOVED) & set(cards)


@pytest.mark.parametrize(
    ("level", "automa_vp", "start_vp", "years"),
    [
        ("very_easy", 20, 0, 8),
        ("easy", 20, 3, 7),
        ("normal", 20, 0, 7),
        ("hard", 20, 0, 7),
        ("very_hard", 23, 0, 7),
    ],
)
def test_levels_set_automa_vp_start_vp_and_years(level, automa_vp, start_vp, years):
    """§17.7: each level's Automa VP, the player's starting VP and the number of years."""
    s = solo(solo_level=level)
    assert s.automa.vp == automa_vp
    assert s.players[0].vp_sources.get("level", 0) == start_vp
    result = play_random_game(1, 5, options=GameOptions(solo_level=level))
    assert result.finished
    assert result.state.year == years


def test_solo_game_does_not_end_at_20_vp():
    """§17.1, §20: reaching 20 VP does not end a solo game early."""
    s = solo()
    to_summer(s)
    from viticulture_tui.engine import ops

    ops.gain_vp(s, 0, 25, "test")
    assert not s.vp_trigger


def test_player_wins_only_with_more_vp_than_the_automa():
    """§17.1: after the last year the player wins with strictly more VP; a tie is a loss."""
    from viticulture_tui.engine.solo import player_wins

    s = solo()
    s.players[0].vp = 20
    assert not player_wins(s)
    s.players[0].vp = 21
    assert player_wins(s)


def test_rows_are_open_only_while_their_token_is_there():
    """§17.3: a wake-up row can be chosen only while its bonus token is on it; taking it takes the token."""
    s = solo()
    to_summer(s)
    row = s.players[0].rooster
    assert s.players[0].bonus_tokens == 1
    assert row not in s.automa.tokens
    # Play to next spring: the row used this year is closed.
    while s.phase != "spring" or s.year == 1:
        choices = legal_actions(s)
        passive = [c for c in choices if c.action.kind == "pass"]
        apply(s, (passive or choices)[0].action)
    assert not any(label.startswith(f"Row {row}:") for label in labels(s))


def test_automa_card_blocks_leftmost_spaces_of_the_season():
    """§17.4: at the start of summer an Automa card puts a worker on the left space of each listed action."""
    s = solo()
    to_summer(s)
    card = catalog().automa[s.automa.cards[0] - 1]
    blocked = {p.action for p in s.placements if p.seat == AUTOMA}
    assert blocked == set(card.summer)
    assert all(p.slot == 0 for p in s.placements if p.seat == AUTOMA)


def test_a_worker_cannot_use_an_automa_blocked_action_but_the_grande_can():
    """§17.5: only the left space is usable, so a blocked action is full; the grande may still take it."""
    s = solo()
    to_summer(s)
    blocked = (
        next(p.action for p in s.placements if p.seat == AUTOMA and p.action == "give_tour")
        if any(p.action == "give_tour" and p.seat == AUTOMA for p in s.placements)
        else None
    )
    if blocked is None:
        from viticulture_tui.engine.state import Placement

        s.placements.append(Placement(seat=AUTOMA, action="give_tour", slot=0))
    args = [c.action.arg for c in choices(s) if c.action.kind == "place" and c.action.arg[0] == "give_tour"]
    assert args == [("give_tour", "full", "grande")]


def test_bonus_token_adds_the_bonus_and_is_spent():
    """S1 (default): placing on an action, one token may be spent to take its bonus as well."""
    s = solo()
    to_summer(s)
    s.players[0].bonus_tokens = 2
    s.placements = [p for p in s.placements if p.action != "give_tour"]
    lira = s.players[0].lira
    choose(s, "Give tour: place a worker")
    choose(s, "Spend a bonus action token")
    assert s.players[0].lira == lira + 3
    assert s.players[0].bonus_tokens == 1


def test_bonus_token_may_be_kept():
    """S1: the token is optional; keeping it gives the plain action."""
    s = solo()
    to_summer(s)
    s.players[0].bonus_tokens = 1
    s.placements = [p for p in s.placements if p.action != "give_tour"]
    lira = s.players[0].lira
    choose(s, "Give tour: place a worker")
    choose(s, "Keep your tokens")
    assert (s.players[0].lira, s.players[0].bonus_tokens) == (lira + 2, 1)


def test_grande_on_blocked_action_may_spend_a_token_for_the_bonus():
    """S1: the token also works for a grande placed on an Automa-blocked action."""
    from viticulture_tui.engine.state import Placement

    s = solo()
    to_summer(s)
    s.players[0].bonus_tokens = 1
    s.placements = [p for p in s.placements if p.action != "give_tour"]
    s.placements.append(Placement(seat=AUTOMA, action="give_tour", slot=0))
    lira = s.players[0].lira
    choose(s, "Give tour: your grande on the full action")
    choose(s, "Spend a bonus action token")
    assert s.players[0].lira == lira + 3


def test_token_opens_the_middle_space_in_the_other_reading():
    """S1 option: the token opens the middle (bonus) space, even when the Automa blocks the left one."""
    from viticulture_tui.engine.state import Placement

    s = solo(token_opens_middle=True)
    to_summer(s)
    s.players[0].bonus_tokens = 1
    s.placements = [p for p in s.placements if p.action != "give_tour"]
    s.placements.append(Placement(seat=AUTOMA, action="give_tour", slot=0))
    choose(s, "Give tour: place a worker on the bonus space")
    assert s.players[0].bonus_tokens == 0
    assert any(p.seat == 0 and p.action == "give_tour" and p.slot == 1 for p in s.placements)


def test_no_token_no_middle_space_in_the_other_reading():
    """S1 option: without a token the middle space stays closed."""
    s = solo(token_opens_middle=True)
    to_summer(s)
    s.players[0].bonus_tokens = 0
    assert not any("bonus space" in label for label in labels(s))


def test_hard_level_draws_until_two_automa_workers_and_caps_at_six():
    """§17.7, S3: hard draws Automa cards until 2 workers are placed this season; at most 6 a year."""
    for seed in range(30):
        result = play_random_game(1, seed, options=GameOptions(solo_level="hard"))
        assert result.finished
    s = new_game(Setup(players=[PlayerSetup(name="Sol")], seed=11, options=GameOptions(solo_level="hard")))
    to_summer(s)
    summer_workers = sum(1 for p in s.placements if p.seat == AUTOMA)
    assert summer_workers >= 2
    assert s.automa.workers_this_year <= 6


def test_aggressive_variant_loses_at_once_at_or_below_the_marker():
    """§17.8: the Automa marker is -1 in year 1; ending the year at or below it loses at once."""
    s = solo(aggressive=True)
    to_summer(s)
    assert s.automa.vp == -1
    from viticulture_tui.engine.solo import year_end

    s.players[0].vp = -1
    assert year_end(s)
    assert s.automa.lost_early


def test_aggressive_thresholds_climb_each_year():
    """§17.8: the marker moves to -1, 0, 1, 4, 8, 13, 20 over the seven years."""
    from viticulture_tui.engine.solo import start_year

    s = solo(aggressive=True)
    seen = []
    for year in range(1, 8):
        s.year = year
        start_year(s)
        seen.append(s.automa.vp)
    assert seen == [-1, 0, 1, 4, 8, 13, 20]


def test_very_easy_last_year_any_row_and_a_new_token():
    """§17.3: on very easy, in year 8 any row may be chosen and a bonus token is gained."""
    from viticulture_tui.engine.solo import row_open, take_token

    s = solo(solo_level="very_easy")
    s.automa.tokens = []
    s.year = 8
    assert all(row_open(s, r) for r in range(1, 8))
    take_token(s, 4)
    assert s.players[0].bonus_tokens == 1


def test_automa_deck_reshuffles_when_spent():
    """S2: when the Automa deck runs out its discard pile is shuffled into a new deck."""
    from viticulture_tui.engine.solo import automa_season

    s = solo()
    to_summer(s)
    s.automa.discard = s.automa.deck[:]
    s.automa.deck = []
    automa_season(s)
    assert len(s.automa.cards) == 1
    assert len(s.automa.deck) + len(s.automa.discard) + 1 == 24


def test_friendly_variant_is_never_used_in_solo():
    """R9: the friendly variant does not apply to a solo game (no bonus spaces without a token)."""
    s = solo(friendly_variant=True)
    to_summer(s)
    assert not any("bonus space" in label for label in labels(s))


def _solo_scene(phase: str = "summer", **options):
    """A solo game in summer (or winter) with an empty hand, no Automa worker, one bonus token."""
    from tests.scenario import clear_hand, to_phase

    s = solo(**options)
    to_summer(s)
    if phase == "winter":
        to_phase(s, "winter")
    clear_hand(s, 0)
    s.placements = [p for p in s.placements if p.seat != AUTOMA]
    s.players[0].bonus_tokens = 1
    s.players[0].structures = []
    return s


def _token_offered(s) -> bool:
    return any(label.startswith("Spend a bonus action token") for label in labels(s))


def test_bonus_token_is_not_offered_for_a_second_vine_that_cannot_be_planted():
    """S1: "also plant a 2nd vine" is offered only when a second vine could be planted; with one
    plantable vine the planting goes ahead and the token is kept."""
    from tests.scenario import give

    s = _solo_scene()
    give(s, 0, "sangiovese.1", "syrah.1")  # the Syrah needs a Trellis
    choose(s, "Plant vine: place a worker")
    assert not _token_offered(s)
    assert labels(s)[0].startswith("Plant Sangiovese")
    assert s.players[0].bonus_tokens == 1
    s = _solo_scene()
    give(s, 0, "sangiovese.1", "malvasia.1")
    choose(s, "Plant vine: place a worker")
    assert _token_offered(s)


def test_bonus_token_is_not_offered_for_a_second_visitor_that_cannot_come():
    """S1: "also play a 2nd summer visitor" is not offered with a single summer visitor in hand
    that brings no other visitor; with two in hand it is."""
    from tests.scenario import give

    s = _solo_scene()
    give(s, 0, "tour_guide")
    choose(s, "Play summer visitor: place a worker")
    assert not _token_offered(s)
    assert labels(s) == ["Play Tour Guide"]
    s = _solo_scene()
    give(s, 0, "tour_guide", "surveyor")
    choose(s, "Play summer visitor: place a worker")
    assert _token_offered(s)


def test_bonus_token_is_not_offered_for_a_second_harvest_or_a_third_wine_that_cannot_be():
    """S1: "also harvest a 2nd field" needs two fields to harvest, "also make a 3rd wine" three
    grapes; otherwise the action is done and the token kept."""
    from tests.scenario import plant_now

    s = _solo_scene("winter")
    plant_now(s, 0, "sangiovese.1", 0)
    choose(s, "Harvest field: place a worker")
    assert not _token_offered(s)
    assert s.players[0].bonus_tokens == 1
    s = _solo_scene("winter")
    plant_now(s, 0, "sangiovese.1", 0)
    plant_now(s, 0, "malvasia.1", 1)
    choose(s, "Harvest field: place a worker")
    assert _token_offered(s)
    s = _solo_scene("winter")
    s.players[0].grapes = {"red": [2], "white": [3]}
    choose(s, "Make wine: place a worker")
    assert not _token_offered(s)
    s = _solo_scene("winter")
    s.players[0].grapes = {"red": [2, 4], "white": [3]}
    choose(s, "Make wine: place a worker")
    assert _token_offered(s)


def test_bonus_token_for_a_draw_needs_two_cards_left():
    """S1: "also draw 1 more vine" is not offered when only one vine card is left to draw."""
    s = _solo_scene()
    s.discards["vine"] = []
    s.decks["vine"] = s.decks["vine"][:1]
    choose(s, "Draw vine: place a worker")
    assert not _token_offered(s)
    assert s.players[0].bonus_tokens == 1


def test_grande_on_a_blocked_action_says_no_bonus_when_the_token_adds_nothing():
    """S1: the grande's label on a full action promises a token bonus only when it adds something."""
    from tests.scenario import give
    from viticulture_tui.engine.state import Placement

    s = _solo_scene()
    give(s, 0, "sangiovese.1")
    s.placements.append(Placement(seat=AUTOMA, action="plant_vine", slot=0))
    assert "Plant vine: your grande on the full action (no bonus)" in labels(s)
    s.placements.append(Placement(seat=AUTOMA, action="give_tour", slot=0))
    assert "Give tour: your grande on the full action (a bonus token may add the bonus)" in labels(s)


def test_middle_space_token_is_offered_only_where_it_adds_something():
    """S1 option: the middle space costs a token, so it is offered for an action whose bonus adds
    nothing only when the left space is blocked (the token then opens the action)."""
    from tests.scenario import give
    from viticulture_tui.engine.state import Placement

    s = _solo_scene(token_opens_middle=True)
    give(s, 0, "sangiovese.1")
    assert "Plant vine: place a worker" in labels(s)
    assert not any(label.startswith("Plant vine: place a worker on the bonus space") for label in labels(s))
    assert any(label.startswith("Give tour: place a worker on the bonus space") for label in labels(s))
    s.placements.append(Placement(seat=AUTOMA, action="plant_vine", slot=0))
    assert any(label.startswith("Plant vine: place a worker on the bonus space") for label in labels(s))
