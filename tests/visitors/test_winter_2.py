"""Winter visitors 20-38, each played in a built scene."""

from __future__ import annotations

from tests.invariants import check
from tests.scenario import choose, clear_hand, game, give, labels, plant_now, play_card
from viticulture_tui.engine import GameState, apply, decider, legal_actions, ops, prompt
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.state import Placement
from viticulture_tui.engine.visitors import implemented, visitor_reason
from viticulture_tui.engine.visitors.base import text_of

CARDS = [
    "jack_of_all_trades",
    "politician",
    "supervisor",
    "scholar",
    "reaper",
    "motivator",
    "bottler",
    "craftsman",
    "exporter",
    "laborer",
    "designer",
    "governess",
    "manager",
    "zymologist",
    "noble",
    "governor",
    "taster",
    "caravan",
    "guest_speaker",
]


def scene(players: int = 2) -> GameState:
    """A game at its first summer turn with empty hands, mats, purses and scores."""
    s = game(players)
    for p in s.players:
        clear_hand(s, p.seat)
        p.lira = 0
        p.vp = 0
        p.residual = 0
        p.structures = []
        p.grapes = {"red": [], "white": []}
        p.wines = {"red": [], "white": [], "blush": [], "sparkling": []}
        p.workers = p.free_workers = 2
        p.trained = 0
        p.temp_worker = False
    s._legal_cache = None
    return s


def empty(s: GameState, deck: str) -> None:
    """Empty a deck and its discard pile (the cards go to the last player's hand)."""
    s.players[-1].hand.extend([*s.decks[deck], *s.discards[deck]])
    s.decks[deck], s.discards[deck] = [], []


def reason(s: GameState, seat: int, card: str) -> str:
    """Why the card could not be played by the seat now ('' if it could)."""
    give(s, seat, card)
    return visitor_reason(s, seat, card)


def pick(s: GameState, label: str) -> None:
    """Apply the legal choice whose label is exactly this one."""
    s._legal_cache = None
    matches = [c for c in legal_actions(s) if c.label == label]
    assert len(matches) == 1, f"{label!r} not in {labels(s)}"
    apply(s, matches[0].action)


def now(s: GameState) -> list[str]:
    """The labels of the legal choices after a direct edit of the state."""
    s._legal_cache = None
    return labels(s)


def who(s: GameState) -> int | None:
    """The seat that decides now."""
    s._legal_cache = None
    return decider(s)


def resolved(s: GameState, card: str) -> None:
    """The card is fully resolved: discarded, back to a turn, every invariant kept."""
    assert card in s.discards["winter"]
    assert card not in s.in_play
    assert s.stack[-1].kind == "turn"
    check(s)


def grande_on(s: GameState, seat: int, action: str = "give_tour") -> None:
    """Put the player's grande on a board action."""
    s.players[seat].grande_free = False
    s.placements.append(Placement(seat=seat, action=action, slot=-1, grande=True))


def test_every_card_has_a_text():
    """Each of the 19 cards has a text of its own and a registered effect."""
    texts = [text_of(card) for card in CARDS]
    assert all(len(t) > 20 for t in texts)
    assert len(set(texts)) == 19
    assert set(CARDS) <= set(implemented())


# Jack-of-all-trades (20)


def test_jack_harvest_then_make_wine():
    """Jack-of-all-trades: harvest 1 field, then make wine from the new grape; fill is not offered."""
    s = scene()
    plant_now(s, 0, "merlot.1", 0)
    plant_now(s, 0, "malvasia.1", 1)
    play_card(s, 0, "jack_of_all_trades")
    assert now(s) == ["Harvest 1 field"]
    pick(s, "Harvest 1 field")
    pick(s, "Harvest the 5-field")
    assert s.players[0].grapes["red"] == [3]
    assert now(s) == ["Make up to 2 wine"]
    pick(s, "Make up to 2 wine")
    pick(s, "Make red 3 from red 3")
    assert s.players[0].wines["red"] == [3]
    assert s.players[0].grapes["red"] == []
    resolved(s, "jack_of_all_trades")


def test_jack_make_wine_and_fill_order_in_either_order():
    """Jack-of-all-trades: fill an order first, then make wine; each benefit only once."""
    s = scene()
    s.players[0].wines["red"] = [3]
    s.players[0].wines["white"] = [1]
    s.players[0].grapes["red"] = [2]
    give(s, 0, "order_03")
    play_card(s, 0, "jack_of_all_trades")
    assert now(s) == ["Make up to 2 wine", "Fill 1 wine order"]
    pick(s, "Fill 1 wine order")
    choose(s, "Fill Order 03")
    assert s.players[0].vp == 2
    assert s.players[0].residual == 1
    assert now(s) == ["Make up to 2 wine"]
    pick(s, "Make up to 2 wine")
    pick(s, "Make red 2 from red 2")
    assert s.players[0].wines["red"] == [2]
    resolved(s, "jack_of_all_trades")


def test_jack_playable_when_new_wine_fills_an_order():
    """Jack-of-all-trades: with grapes and an order the new wines would fill, it can be played."""
    s = scene()
    s.players[0].grapes["red"] = [3]
    s.players[0].grapes["white"] = [1]
    give(s, 0, "order_03")
    assert reason(s, 0, "jack_of_all_trades") == ""
    play_card(s, 0, "jack_of_all_trades")
    assert now(s) == ["Make up to 2 wine"]
    pick(s, "Make up to 2 wine")
    pick(s, "Make red 3 from red 3")
    pick(s, "Make white 1 from white 1")
    pick(s, "Fill 1 wine order")
    choose(s, "Fill Order 03")
    assert s.players[0].vp == 2
    resolved(s, "jack_of_all_trades")


def test_jack_cannot_be_played_with_one_benefit():
    """Jack-of-all-trades: one possible benefit (wine that fills no order) is not enough."""
    s = scene()
    s.players[0].grapes["red"] = [3]
    give(s, 0, "order_05")
    assert "Fill 1 wine order" in reason(s, 0, "jack_of_all_trades")
    s.players[0].grapes["red"] = []
    assert reason(s, 0, "jack_of_all_trades") != ""


# Politician (21)


def test_politician_with_negative_vp_gains_six_lira():
    """Politician: below 0 VP the player gains 6 lira and draws nothing."""
    s = scene()
    s.players[0].vp = -1
    play_card(s, 0, "politician")
    assert s.players[0].lira == 6
    assert s.players[0].hand == []
    resolved(s, "politician")


def test_politician_with_zero_vp_draws_three_cards():
    """Politician: at 0 VP or more the player draws a vine, a summer visitor and an order."""
    s = scene()
    play_card(s, 0, "politician")
    kinds = sorted(ops.card_type(c) for c in s.players[0].hand)
    assert kinds == ["order", "summer", "vine"]
    assert s.players[0].lira == 0
    resolved(s, "politician")


def test_politician_cannot_be_played_with_nothing_to_draw():
    """Politician: at 0 VP with the three decks and their discards empty it cannot be played."""
    s = scene()
    for deck in ("vine", "summer", "order"):
        empty(s, deck)
    assert reason(s, 0, "politician") != ""
    s.players[0].vp = -2
    assert reason(s, 0, "politician") == ""


# Supervisor (22)


def test_supervisor_gives_one_vp_per_sparkling_made():
    """Supervisor: make up to 2 wine; a sparkling wine gives 1 VP, a red gives none."""
    s = scene()
    p = s.players[0]
    p.structures = ["medium_cellar", "large_cellar"]
    p.grapes = {"red": [1, 3, 4], "white": [2]}
    play_card(s, 0, "supervisor")
    pick(s, "Make sparkling 9 from red 3 + red 4 + white 2")
    pick(s, "Make red 1 from red 1")
    assert p.wines["sparkling"] == [9]
    assert p.wines["red"] == [1]
    assert p.vp == 1
    resolved(s, "supervisor")


def test_supervisor_gives_nothing_for_a_lost_sparkling():
    """Supervisor: a sparkling wine lost for lack of room was never made and earns nothing."""
    s = scene()
    p = s.players[0]
    p.structures = ["medium_cellar", "large_cellar"]
    p.grapes = {"red": [3, 4], "white": [2]}
    p.wines["sparkling"] = [7, 8, 9]
    play_card(s, 0, "supervisor")
    pick(s, "Make sparkling 9 from red 3 + red 4 + white 2 (it will be lost: no room in the cellar)")
    assert p.vp == 0
    assert p.wines["sparkling"] == [7, 8, 9]
    resolved(s, "supervisor")


def test_supervisor_cannot_be_played_without_grapes():
    """Supervisor: with no grape there is no wine to make."""
    s = scene()
    assert reason(s, 0, "supervisor") == "no grape on your crush pad"


# Scholar (23)


def test_scholar_draws_two_orders():
    """Scholar (a): draw 2 wine order cards."""
    s = scene()
    play_card(s, 0, "scholar")
    pick(s, "Draw 2 wine orders")
    assert [ops.card_type(c) for c in s.players[0].hand] == ["order", "order"]
    resolved(s, "scholar")


def test_scholar_trains_for_three_lira():
    """Scholar (b): pay 3 lira to train a worker usable next year."""
    s = scene()
    p = s.players[0]
    p.lira = 5
    play_card(s, 0, "scholar")
    pick(s, "Pay 3 lira to train a worker (usable next year)")
    assert (p.lira, p.workers, p.trained, p.free_workers) == (2, 3, 1, 2)
    resolved(s, "scholar")


def test_scholar_loses_one_vp_to_do_both():
    """Scholar: lose 1 VP to draw 2 orders and train a worker."""
    s = scene()
    p = s.players[0]
    p.lira = 3
    play_card(s, 0, "scholar")
    assert len(now(s)) == 3  # one 'do both': the order changes nothing
    pick(s, "Lose 1 VP: Draw 2 wine orders and pay 3 lira to train a worker (usable next year)")
    assert p.vp == -1
    assert len(p.hand) == 2
    assert (p.lira, p.workers, p.trained) == (0, 3, 1)
    resolved(s, "scholar")


def test_scholar_both_not_offered_at_the_vp_floor_and_not_playable_when_nothing_works():
    """Scholar: at -5 VP 'both' is not offered; with no order left and under 3 lira it is unplayable."""
    s = scene()
    s.players[0].vp = -5
    s.players[0].lira = 3
    play_card(s, 0, "scholar")
    assert not any(label.startswith("Lose 1 VP") for label in now(s))
    s = scene()
    s.players[0].lira = 2
    empty(s, "order")
    assert reason(s, 0, "scholar") != ""


# Reaper (24)


def test_reaper_three_fields_give_two_vp():
    """Reaper: harvesting all 3 fields gives 2 VP."""
    s = scene()
    for i, vine in enumerate(("sangiovese.1", "malvasia.1", "merlot.1")):
        plant_now(s, 0, vine, i)
    play_card(s, 0, "reaper")
    pick(s, "Harvest the 5-field")
    pick(s, "Harvest the 6-field")
    pick(s, "Harvest the 7-field")
    assert s.players[0].grapes == {"red": [1, 3], "white": [1]}
    assert s.players[0].vp == 2
    resolved(s, "reaper")


def test_reaper_two_fields_give_no_vp():
    """Reaper: stopping after 2 of 3 fields gives no VP."""
    s = scene()
    for i, vine in enumerate(("sangiovese.1", "malvasia.1", "merlot.1")):
        plant_now(s, 0, vine, i)
    play_card(s, 0, "reaper")
    pick(s, "Harvest the 5-field")
    pick(s, "Harvest the 6-field")
    pick(s, "Harvest no more")
    assert s.players[0].vp == 0
    assert s.players[0].grapes == {"red": [1], "white": [1]}
    resolved(s, "reaper")


def test_reaper_cannot_be_played_without_a_planted_field():
    """Reaper: no planted field, no harvest."""
    assert reason(scene(), 0, "reaper") == "no planted field is left to harvest this year"


# Motivator (25)


def test_motivator_each_kind_of_answer():
    """Motivator: the player and each active opponent with a placed grande may take it back;
    +1 VP to the player per opponent who does; a passed opponent is not asked."""
    s = scene(4)
    order = ops.opponents_in_order(s, 0)
    accepts, declines, passed = order
    for seat in (0, *order):
        grande_on(s, seat)
    s.players[passed].passed = True
    play_card(s, 0, "motivator")
    assert who(s) == 0
    assert now(s) == ["Take your grande back", "Leave your grande where it is"]
    pick(s, "Take your grande back")
    assert s.players[0].grande_free
    assert who(s) == accepts
    name0 = ops.name(s, 0)
    pick(s, f"Take your grande back ({name0} gains 1 VP)")
    assert s.players[accepts].grande_free
    assert who(s) == declines
    pick(s, "Leave your grande where it is")
    assert not s.players[declines].grande_free
    assert not s.players[passed].grande_free
    assert s.players[0].vp == 1
    assert [p.seat for p in s.placements if p.grande] == [declines, passed]
    resolved(s, "motivator")


def test_motivator_needs_a_grande_that_can_come_back():
    """Motivator (§13 minimum): not playable while no player could take a grande back; an
    opponent's placed grande counts only while that opponent has not passed (V8)."""
    s = scene(3)
    opponent = ops.opponents_in_order(s, 0)[0]
    assert reason(s, 0, "motivator") == "no player has a placed grande to take back"
    grande_on(s, opponent)
    assert reason(s, 0, "motivator") == ""
    s.players[opponent].passed = True
    assert reason(s, 0, "motivator") == "no player has a placed grande to take back"
    grande_on(s, 0)
    assert reason(s, 0, "motivator") == ""


def test_motivator_skips_players_without_a_placed_grande():
    """Motivator: only the opponent with a placed grande is asked; the player without one is not."""
    s = scene(3)
    _first, second = ops.opponents_in_order(s, 0)
    grande_on(s, second)
    play_card(s, 0, "motivator")
    assert who(s) == second
    pick(s, "Leave your grande where it is")
    assert s.players[0].vp == 0
    resolved(s, "motivator")


# Bottler (26)


def test_bottler_one_vp_per_type_made():
    """Bottler: make up to 3 wine; red, white and blush give 3 VP."""
    s = scene()
    p = s.players[0]
    p.structures = ["medium_cellar"]
    p.grapes = {"red": [1, 2], "white": [1, 3]}
    play_card(s, 0, "bottler")
    pick(s, "Make red 1 from red 1")
    pick(s, "Make white 1 from white 1")
    pick(s, "Make blush 5 from red 2 + white 3")
    assert p.wines == {"red": [1], "white": [1], "blush": [5], "sparkling": []}
    assert p.vp == 3
    resolved(s, "bottler")


def test_bottler_same_type_counts_once():
    """Bottler: two reds give 1 VP."""
    s = scene()
    p = s.players[0]
    p.grapes = {"red": [1, 2], "white": []}
    play_card(s, 0, "bottler")
    pick(s, "Make red 1 from red 1")
    pick(s, "Make red 2 from red 2")
    assert p.vp == 1
    resolved(s, "bottler")


def test_bottler_cannot_be_played_without_grapes():
    """Bottler: with no grape there is no wine to make."""
    assert reason(scene(), 0, "bottler") != ""


# Craftsman (27)


def test_craftsman_order_and_cellar():
    """Craftsman: draw an order and build the Medium Cellar for 4 lira."""
    s = scene()
    p = s.players[0]
    p.lira = 5
    play_card(s, 0, "craftsman")
    assert now(s) == ["Draw 1 wine order", "Upgrade your cellar at its cost", "Gain 1 VP"]
    pick(s, "Upgrade your cellar at its cost")
    assert p.structures == ["medium_cellar"]
    assert p.lira == 1
    assert now(s) == ["Draw 1 wine order", "Gain 1 VP"]
    pick(s, "Draw 1 wine order")
    assert [ops.card_type(c) for c in p.hand] == ["order"]
    assert p.vp == 0
    resolved(s, "craftsman")


def test_craftsman_large_cellar_and_vp():
    """Craftsman: with the Medium Cellar the upgrade is the Large Cellar for 6 lira; +1 VP."""
    s = scene()
    p = s.players[0]
    p.lira = 6
    p.structures = ["medium_cellar"]
    play_card(s, 0, "craftsman")
    pick(s, "Gain 1 VP")
    pick(s, "Upgrade your cellar at its cost")
    assert p.structures == ["medium_cellar", "large_cellar"]
    assert (p.lira, p.vp) == (0, 1)
    resolved(s, "craftsman")


def test_craftsman_needs_two_benefits():
    """Craftsman: with no order to draw and no affordable cellar only the VP is left: unplayable."""
    s = scene()
    s.players[0].lira = 3
    empty(s, "order")
    assert reason(s, 0, "craftsman") != ""
    s.players[0].lira = 4
    assert reason(s, 0, "craftsman") == ""


# Exporter (28)


def test_exporter_makes_wine():
    """Exporter (a): make up to 2 wine."""
    s = scene()
    s.players[0].grapes = {"red": [2], "white": [5]}
    play_card(s, 0, "exporter")
    assert now(s) == ["Make up to 2 wine", "Discard 1 grape to gain 2 VP"]
    pick(s, "Make up to 2 wine")
    pick(s, "Make white 5 from white 5 (it lands at 3)")
    pick(s, "Make no more wine")
    assert s.players[0].wines["white"] == [3]
    assert s.players[0].grapes == {"red": [2], "white": []}
    resolved(s, "exporter")


def test_exporter_fills_an_order():
    """Exporter (b): fill 1 wine order."""
    s = scene()
    s.players[0].wines["red"] = [5]
    give(s, 0, "order_01")
    play_card(s, 0, "exporter")
    pick(s, "Fill 1 wine order")
    choose(s, "Fill Order 01")
    assert s.players[0].vp == 2
    assert s.players[0].wines["red"] == []
    resolved(s, "exporter")


def test_exporter_discards_a_grape_for_two_vp():
    """Exporter (c): discard 1 grape to gain 2 VP."""
    s = scene()
    s.players[0].grapes = {"red": [2], "white": [5]}
    play_card(s, 0, "exporter")
    pick(s, "Discard 1 grape to gain 2 VP")
    pick(s, "Discard the white grape 5")
    assert s.players[0].vp == 2
    assert s.players[0].grapes == {"red": [2], "white": []}
    resolved(s, "exporter")


def test_exporter_cannot_be_played_with_nothing():
    """Exporter: no grape and no fillable order: unplayable."""
    assert reason(scene(), 0, "exporter") != ""


# Laborer (29)


def test_laborer_harvests_two_fields():
    """Laborer (a): harvest 1 or 2 fields."""
    s = scene()
    plant_now(s, 0, "sangiovese.1", 0)
    plant_now(s, 0, "malvasia.1", 1)
    play_card(s, 0, "laborer")
    pick(s, "Harvest 1 or 2 fields")
    pick(s, "Harvest the 5-field")
    pick(s, "Harvest the 6-field")
    assert s.players[0].grapes == {"red": [1], "white": [1]}
    resolved(s, "laborer")


def test_laborer_makes_three_wine():
    """Laborer (b): make up to 3 wine."""
    s = scene()
    s.players[0].grapes = {"red": [1, 2, 3], "white": []}
    play_card(s, 0, "laborer")
    pick(s, "Make up to 3 wine")
    for v in (1, 2, 3):
        pick(s, f"Make red {v} from red {v}")
    assert s.players[0].wines["red"] == [1, 2, 3]
    resolved(s, "laborer")


def test_laborer_loses_one_vp_to_harvest_then_make_wine_from_the_new_grapes():
    """Laborer: with no grape yet, 'both' is offered harvest-first only, for 1 VP."""
    s = scene()
    plant_now(s, 0, "merlot.1", 0)
    play_card(s, 0, "laborer")
    assert now(s) == [
        "Harvest 1 or 2 fields",
        "Lose 1 VP: Harvest 1 or 2 fields, then Make up to 3 wine",
    ]
    pick(s, "Lose 1 VP: Harvest 1 or 2 fields, then Make up to 3 wine")
    pick(s, "Harvest the 5-field")
    pick(s, "Make red 3 from red 3")
    assert s.players[0].vp == -1
    assert s.players[0].wines["red"] == [3]
    resolved(s, "laborer")


def test_laborer_both_in_wine_first_order():
    """Laborer: with grapes and a field, both orders are offered; wine first, then harvest."""
    s = scene()
    plant_now(s, 0, "merlot.1", 0)
    s.players[0].grapes["white"] = [2]
    play_card(s, 0, "laborer")
    assert len(now(s)) == 4
    pick(s, "Lose 1 VP: Make up to 3 wine, then Harvest 1 or 2 fields")
    pick(s, "Make white 2 from white 2")
    pick(s, "Harvest the 5-field")
    assert s.players[0].wines["white"] == [2]
    assert s.players[0].grapes == {"red": [3], "white": []}
    assert s.players[0].vp == -1
    resolved(s, "laborer")


def test_laborer_cannot_be_played_with_no_field_and_no_grape():
    """Laborer: nothing to harvest and no grape: unplayable."""
    assert reason(scene(), 0, "laborer") != ""


# Designer (30)


def test_designer_sixth_structure_gives_two_vp():
    """Designer: building the 6th structure at its cost gives 2 VP."""
    s = scene()
    p = s.players[0]
    p.structures = ["trellis", "irrigation", "yoke", "windmill", "cottage"]
    p.lira = 4
    play_card(s, 0, "designer")
    pick(s, "Build the Medium Cellar (4 lira)")
    assert (p.lira, p.vp, len(p.structures)) == (0, 2, 6)
    resolved(s, "designer")


def test_designer_fewer_than_six_structures_give_no_vp():
    """Designer: a 5th structure gives no VP."""
    s = scene()
    p = s.players[0]
    p.structures = ["trellis", "irrigation", "yoke", "windmill"]
    p.lira = 4
    play_card(s, 0, "designer")
    assert now(s) == ["Build the Cottage (4 lira)", "Build the Medium Cellar (4 lira)"]
    pick(s, "Build the Cottage (4 lira)")
    assert (p.lira, len(p.structures)) == (0, 5)
    assert p.vp == 0
    resolved(s, "designer")


def test_designer_cannot_be_played_without_lira():
    """Designer: no affordable structure: unplayable."""
    s = scene()
    s.players[0].lira = 1
    assert reason(s, 0, "designer") == "you cannot afford any structure left to build"


# Governess (31)


def test_governess_trains_a_worker_usable_this_year():
    """Governess (a): pay 3 lira for a worker that can be placed this year."""
    s = scene()
    p = s.players[0]
    p.lira = 3
    play_card(s, 0, "governess")
    pick(s, "Pay 3 lira to train a worker (usable this year)")
    assert (p.lira, p.workers, p.trained, p.free_workers) == (0, 3, 0, 3)
    resolved(s, "governess")


def test_governess_discards_a_wine_for_two_vp():
    """Governess (b): discard a wine to gain 2 VP."""
    s = scene()
    s.players[0].wines["blush"] = [6]
    play_card(s, 0, "governess")
    pick(s, "Discard 1 wine to gain 2 VP")
    pick(s, "Discard the blush wine 6")
    assert s.players[0].vp == 2
    assert s.players[0].wines["blush"] == []
    resolved(s, "governess")


def test_governess_cannot_be_played_without_lira_or_wine():
    """Governess: under 3 lira (or 6 workers) and no wine: unplayable."""
    s = scene()
    s.players[0].lira = 2
    assert reason(s, 0, "governess") != ""
    s.players[0].lira = 9
    s.players[0].workers = s.players[0].free_workers = 5
    assert "6 workers" in reason(s, 0, "governess")


# Manager (32)


def test_manager_gives_a_tour_on_an_occupied_space_without_a_worker():
    """Manager: any summer action, ignoring occupancy, without placing a worker or a bonus."""
    s = scene()
    s.placements.append(Placement(seat=1, action="give_tour", slot=0))
    s.players[1].free_workers -= 1
    play_card(s, 0, "manager")
    assert "Give tour (no worker, no bonus)" in now(s)
    assert "Plant vine (no worker, no bonus)" not in now(s)
    pick(s, "Give tour (no worker, no bonus)")
    assert s.players[0].lira == 2
    assert s.players[0].free_workers == 2
    assert s.players[0].grande_free
    resolved(s, "manager")


def test_manager_plays_a_summer_visitor():
    """Manager: the summer action may be playing a summer visitor."""
    s = scene()
    plant_now(s, 0, "sangiovese.1", 0)
    give(s, 0, "surveyor")
    play_card(s, 0, "manager")
    pick(s, "Play summer visitor (no worker, no bonus)")
    assert now(s) == ["Play Surveyor"]
    pick(s, "Play Surveyor")
    choose(s, "2 lira per empty field")
    assert s.players[0].lira == 4
    assert "surveyor" in s.discards["summer"]
    resolved(s, "manager")


def test_manager_is_always_playable_and_plants_with_one_vine():
    """Manager: giving a tour is always possible; a plantable vine adds the plant action."""
    s = scene()
    assert reason(s, 0, "manager") == ""
    give(s, 0, "sangiovese.1")
    play_card(s, 0, "manager")
    pick(s, "Plant vine (no worker, no bonus)")
    pick(s, "Plant Sangiovese on the 5-field")
    assert s.players[0].fields[0].vines == ["sangiovese.1"]
    assert not any(label.startswith("Plant") for label in now(s))
    resolved(s, "manager")


def test_manager_tour_does_not_trigger_the_tasting_room():
    """Manager: its Give tour places no worker, so the Tasting Room (§12: a worker placed on Give
    tour) gives no VP and its once-a-year trigger stays unused."""
    s = scene()
    p = s.players[0]
    p.structures = ["tasting_room"]
    p.wines["red"] = [2]
    play_card(s, 0, "manager")
    pick(s, "Give tour (no worker, no bonus)")
    assert (p.lira, p.vp) == (2, 0)
    assert not p.tasting_room_used
    assert "tasting room" not in p.vp_sources
    resolved(s, "manager")


# Zymologist (33)


def test_zymologist_blush_without_a_medium_cellar_worth_four_or_more():
    """Zymologist: wines worth 4+, no cellar needed (V3); a red 3 is not offered."""
    s = scene()
    p = s.players[0]
    p.grapes = {"red": [3, 4], "white": [3]}
    play_card(s, 0, "zymologist")
    assert "Make red 3 from red 3" not in now(s)
    assert "Make white 3 from white 3" not in now(s)
    pick(s, "Make blush 6 from red 3 + white 3")
    pick(s, "Make red 4 from red 4")
    assert p.wines["blush"] == [6]
    assert p.wines["red"] == [4]
    resolved(s, "zymologist")


def test_zymologist_sparkling_and_high_reds_without_a_large_cellar():
    """Zymologist: a sparkling and a red 7 can be made without any cellar upgrade."""
    s = scene()
    p = s.players[0]
    p.grapes = {"red": [3, 4, 7], "white": [2]}
    play_card(s, 0, "zymologist")
    pick(s, "Make red 7 from red 7")
    pick(s, "Make sparkling 9 from red 3 + red 4 + white 2")
    assert p.wines["red"] == [7]
    assert p.wines["sparkling"] == [9]
    resolved(s, "zymologist")


def test_zymologist_cannot_be_played_under_four():
    """Zymologist: no wine worth 4 or more possible: unplayable."""
    s = scene()
    s.players[0].grapes = {"red": [1], "white": [2]}
    assert reason(s, 0, "zymologist") == "no wine worth 4 or more can be made from your grapes"


def test_zymologist_does_not_offer_a_wine_that_would_land_below_four():
    """Zymologist (V3): each wine must be worth 4 or more, devaluation included: with reds at 4 and
    5 a red 5 would land at 3, so it is not offered; a red that still lands at 4 or more is."""
    s = scene()
    p = s.players[0]
    p.wines["red"] = [4, 5]
    p.grapes = {"red": [5], "white": []}
    assert reason(s, 0, "zymologist") == "no wine worth 4 or more can be made from your grapes"
    p.grapes = {"red": [5, 6], "white": [4]}
    play_card(s, 0, "zymologist")
    offered = now(s)
    assert not any(label.startswith("Make red 5") for label in offered)
    assert "Make red 6 from red 6" in offered
    assert "Make white 4 from white 4" in offered
    pick(s, "Make red 6 from red 6")
    assert not any(label.startswith("Make red 5") for label in now(s))
    assert p.wines["red"] == [4, 5, 6]


# Noble (34)


def test_noble_raises_residual_for_one_lira():
    """Noble (a): pay 1 lira, residual payment +1."""
    s = scene()
    p = s.players[0]
    p.lira, p.residual = 2, 1
    play_card(s, 0, "noble")
    assert now(s) == ["Pay 1 lira: residual payment +1"]
    pick(s, "Pay 1 lira: residual payment +1")
    assert (p.lira, p.residual, p.vp) == (1, 2, 0)
    resolved(s, "noble")


def test_noble_lowers_residual_for_two_vp():
    """Noble (b): residual payment -2, gain 2 VP."""
    s = scene()
    p = s.players[0]
    p.residual = 3
    play_card(s, 0, "noble")
    pick(s, "Residual payment -2: gain 2 VP")
    assert (p.residual, p.vp) == (1, 2)
    resolved(s, "noble")


def test_noble_cannot_be_played_without_lira_and_residual():
    """Noble: no lira (or residual at 5) and residual under 2: unplayable."""
    s = scene()
    s.players[0].residual = 1
    assert reason(s, 0, "noble") != ""
    s.players[0].lira = 1
    assert reason(s, 0, "noble") == ""


# Governor (35)


def test_governor_opponents_give_a_summer_visitor_or_the_player_scores():
    """Governor: a named opponent with summer visitors gives one of their choice (privately);
    one with none gives 1 VP; an opponent not named is not asked."""
    s = scene(4)
    giver, empty, spared = ops.opponents_in_order(s, 0)
    give(s, giver, "surveyor", "broker", "judge")
    give(s, empty, "oenologist")
    give(s, spared, "planter")
    play_card(s, 0, "governor")
    names = {seat: ops.name(s, seat) for seat in range(4)}
    pick(s, f"Name {names[empty]}")
    assert f"Name {names[empty]}" not in now(s)
    pick(s, f"Name {names[giver]}")
    pick(s, "Name no more opponents")
    assert who(s) == giver
    assert now(s) == [f"Give Surveyor to {names[0]}", f"Give Broker to {names[0]}"]
    pick(s, f"Give Broker to {names[0]}")
    assert s.players[0].hand == ["broker"]
    assert sorted(s.players[giver].hand) == ["judge", "surveyor"]
    private = [e for e in s.log if "Broker" in e.text]
    assert private and all(e.seen_by == [giver, 0] for e in private)
    assert s.players[0].vp == 1
    assert s.players[spared].hand == ["planter"]
    resolved(s, "governor")


def test_governor_names_at_most_three():
    """Governor: after 3 opponents are named, nobody else can be; each without a visitor gives 1 VP."""
    s = scene(5)
    play_card(s, 0, "governor")
    for seat in ops.opponents_in_order(s, 0)[:3]:
        pick(s, f"Name {ops.name(s, seat)}")
    assert s.players[0].vp == 3
    resolved(s, "governor")


def test_governor_naming_nobody_does_nothing_and_needs_an_opponent():
    """Governor: naming no opponent gives nothing; with no opponent at all it cannot be played."""
    s = scene(2)
    play_card(s, 0, "governor")
    assert now(s) == [f"Name {ops.name(s, 1)}", "Name no opponent"]
    pick(s, "Name no opponent")
    assert s.players[0].vp == 0
    resolved(s, "governor")
    solo = scene(1)
    solo.players[0].hand.append("governor")  # V9: not in the solo decks
    assert visitor_reason(solo, 0, "governor") == "no opponent to name"


# Taster (36)


def test_taster_highest_wine_gives_four_lira_and_two_vp():
    """Taster: discard a wine for 4 lira, +2 VP if it beat every other wine in every cellar."""
    s = scene()
    s.players[0].wines = {"red": [6], "white": [2], "blush": [], "sparkling": []}
    s.players[1].wines["blush"] = [5]
    play_card(s, 0, "taster")
    pick(s, "Discard the red wine 6")
    assert (s.players[0].lira, s.players[0].vp) == (4, 2)
    resolved(s, "taster")


def test_taster_tie_gives_only_lira():
    """Taster: a tie with an opponent's wine is not higher: 4 lira, no VP."""
    s = scene()
    s.players[0].wines["red"] = [6]
    s.players[1].wines["white"] = [6]
    play_card(s, 0, "taster")
    pick(s, "Discard the red wine 6")
    assert (s.players[0].lira, s.players[0].vp) == (4, 0)
    resolved(s, "taster")


def test_taster_own_better_wine_counts_too():
    """Taster: the player's own remaining wines count as other wines."""
    s = scene()
    s.players[0].wines["red"] = [3, 6]
    play_card(s, 0, "taster")
    pick(s, "Discard the red wine 3")
    assert (s.players[0].lira, s.players[0].vp) == (4, 0)
    assert reason(scene(), 0, "taster") == "no wine in your cellar"


# Caravan (37)


def test_caravan_keeps_two_of_four_revealed_cards():
    """Caravan: the top cards of the four decks are revealed; 2 kept, 2 go to their discards."""
    s = scene()
    tops = {d: s.decks[d][-1] for d in ("vine", "summer", "order", "winter")}
    play_card(s, 0, "caravan")
    assert set(tops.values()) <= set(s.in_play)
    cat = catalog()
    assert len(now(s)) == 4
    assert prompt(s) == "Caravan: keep 2 more cards"
    choose(s, f"Keep {cat.card_name(tops['order'])}")
    assert len(now(s)) == 3
    assert prompt(s) == "Caravan: keep 1 more card"
    choose(s, f"Keep {cat.card_name(tops['winter'])}")
    assert sorted(s.players[0].hand) == sorted([tops["order"], tops["winter"]])
    assert s.discards["vine"][-1] == tops["vine"]
    assert s.discards["summer"][-1] == tops["summer"]
    resolved(s, "caravan")


def test_caravan_keeps_both_when_only_two_decks_have_cards():
    """Caravan: with two decks (and their discards) empty, both revealed cards are kept."""
    s = scene()
    for deck in ("vine", "summer"):
        empty(s, deck)
    tops = [s.decks["order"][-1], s.decks["winter"][-1]]
    play_card(s, 0, "caravan")
    assert sorted(s.players[0].hand) == sorted(tops)
    resolved(s, "caravan")


def test_caravan_cannot_be_played_with_every_deck_empty():
    """Caravan: nothing to reveal: unplayable."""
    s = scene()
    give(s, 0, "caravan")
    for deck in ("vine", "summer", "order", "winter"):
        empty(s, deck)
    assert reason(s, 0, "caravan") == "all four decks and their discard piles are empty"


# Guest Speaker (38)


def test_guest_speaker_each_kind_of_answer():
    """Guest Speaker: each player may train for 1 lira; +1 VP to the player per opponent who does;
    an opponent without lira is not asked."""
    s = scene(4)
    accepts, declines, broke = ops.opponents_in_order(s, 0)
    for seat in (0, accepts, declines):
        s.players[seat].lira = 2
    play_card(s, 0, "guest_speaker")
    assert who(s) == 0
    pick(s, "Pay 1 lira to train a worker (usable next year)")
    assert who(s) == accepts
    pick(s, f"Pay 1 lira to train a worker (usable next year; {ops.name(s, 0)} gains 1 VP)")
    assert who(s) == declines
    pick(s, "Do not train")
    players = s.players
    assert [(players[x].lira, players[x].workers, players[x].trained) for x in (0, accepts)] == [
        (1, 3, 1),
        (1, 3, 1),
    ]
    assert (players[declines].lira, players[declines].workers) == (2, 2)
    assert players[broke].workers == 2
    assert players[0].vp == 1
    resolved(s, "guest_speaker")


def test_guest_speaker_needs_someone_who_can_train():
    """Guest Speaker (§13 minimum): not playable when no player has 1 lira and room for a worker;
    playable when only an opponent can train."""
    s = scene(3)
    opponent = ops.opponents_in_order(s, 0)[1]
    assert reason(s, 0, "guest_speaker") == "no player can train a worker for 1 lira"
    s.players[opponent].lira = 1
    assert reason(s, 0, "guest_speaker") == ""
    s.players[opponent].workers = 5
    assert reason(s, 0, "guest_speaker") == "no player can train a worker for 1 lira"


def test_guest_speaker_player_may_decline_and_six_workers_are_not_asked():
    """Guest Speaker: the player may decline; a player with 6 workers is not asked."""
    s = scene(2)
    s.players[0].lira = 1
    s.players[1].lira = 5
    s.players[1].workers = s.players[1].free_workers = 5
    play_card(s, 0, "guest_speaker")
    pick(s, "Do not train")
    assert s.players[0].workers == 2
    assert s.players[0].vp == 0
    resolved(s, "guest_speaker")
