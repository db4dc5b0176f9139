"""Setup (§2, R8): fields, workers, first player, mamas and papas."""

import re
from collections import Counter

import pytest

from tests.scenario import dealt, do, make_setup, to_phase
from viticulture_tui.engine import (
    GameState,
    PlayerSetup,
    Setup,
    decider,
    legal_actions,
    new_game,
    prompt,
)
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.setup import create, mama_words


def hand_counts(state: GameState, seat: int) -> Counter[str]:
    types = catalog().card_type
    return Counter(types[c] for c in state.players[seat].hand)


def through_setup(state: GameState, option: str = "b") -> None:
    """Every papa takes the given option until spring starts."""
    while state.phase == "setup":
        do(state, "papa", option)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_player_starts_with_three_owned_empty_fields_of_5_6_7(players):
    """§2.2: each player has three owned, empty fields worth 5, 6 and 7 lira."""
    s = new_game(make_setup(players))
    for p in s.players:
        assert [(f.value, f.sold, f.vines) for f in p.fields] == [
            (5, False, []),
            (6, False, []),
            (7, False, []),
        ]


def test_every_player_starts_with_two_workers_and_a_grande():
    """§2.6: every player starts with 2 regular workers and 1 grande worker, all usable in year 1."""
    s = new_game(make_setup(4))
    for p in s.players:
        assert (p.workers, p.free_workers, p.grande_free, p.trained, p.temp_worker) == (2, 2, True, 0, False)


def test_start_has_no_vp_no_residual_no_rooster_and_the_temporary_worker_free():
    """§2.4, §2.7: VP and residual markers start at 0, roosters off the chart, the temp worker unused."""
    s = new_game(make_setup(3))
    for p in s.players:
        assert (p.vp, p.residual, p.rooster, p.temp_worker) == (0, 0, None, False)
        assert p.grapes == {"red": [], "white": []}
        assert p.wines == {"red": [], "white": [], "blush": [], "sparkling": []}


def test_first_player_is_chosen_at_random_from_the_seed():
    """§2.4: the first player is random, fixed by the seed: same seed same player, seeds differ."""
    firsts = [new_game(make_setup(3, seed)).first_player for seed in range(30)]
    assert set(firsts) == {0, 1, 2}
    assert firsts == [new_game(make_setup(3, seed)).first_player for seed in range(30)]


def test_the_first_player_resolves_mama_and_papa_first():
    """§2.5: mama and papa choices are made from the first player, going clockwise."""
    s = new_game(make_setup(4, seed=5))
    seen = []
    while s.phase == "setup":
        seen.append(decider(s))
        do(s, "papa", "b")
    first = s.first_player
    assert seen == [(first + k) % 4 for k in range(4)]


def test_decks_are_shuffled_by_seed():
    """§2.3: the four decks are shuffled from the game's seed."""
    a, b, c = (create(make_setup(2, seed)) for seed in (1, 1, 2))
    assert a.decks == b.decks
    assert a.decks["vine"] != c.decks["vine"]
    assert sorted(a.decks["vine"]) == sorted(catalog().vine_cards)
    assert sorted(a.decks["order"]) == sorted(o.id for o in catalog().orders)


@pytest.mark.parametrize("mama", [m.id for m in catalog().mamas])
def test_mama_gives_exactly_her_cards_and_lira(mama):
    """§2.5: a mama is resolved first: her vine, summer, order and winter cards are drawn, plus her lira."""
    s = dealt(2, mamas=[mama, mama], papas=["papa_07", "papa_07"])
    seat = decider(s)
    m = catalog().mama_by_id[mama]
    want = Counter({"vine": m.vine, "summer": m.summer, "order": m.order, "winter": m.winter})
    assert hand_counts(s, seat) == +want
    assert len(s.players[seat].hand) + m.lira // 2 == 3
    assert s.players[seat].lira == m.lira  # the papa is not resolved yet


def test_papa_choice_is_a_decision_of_its_player():
    """§2.5: the papa's option A or B is a pending decision owned by that player."""
    s = dealt(2, papas=["papa_01", "papa_02"])
    seat = decider(s)
    assert s.stack[-1].kind == "papa_option"
    assert "papa" in prompt(s).lower()
    assert [c.action.arg for c in legal_actions(s)] == ["a", "b"]
    name = catalog().papa_by_id[s.players[seat].papa].name
    base, structure, lira = (4, "Trellis", 2) if seat == 0 else (3, "Irrigation", 3)
    assert [c.label for c in legal_actions(s)] == [
        f"Papa {name}: {base} lira and the {structure}",
        f"Papa {name}: {base + lira} lira ({base} + {lira})",
    ]


def test_papa_option_a_gives_base_lira_and_the_structure():
    """§2.5: the papa pays his base lira, and option A builds his structure for free."""
    s = dealt(2, mamas=["mama_01", "mama_01"], papas=["papa_04", "papa_04"])
    seat = decider(s)
    do(s, "papa", "a")
    assert s.players[seat].lira == 3
    assert s.players[seat].structures == ["medium_cellar"]


def test_papa_option_b_gives_base_lira_plus_the_alternative_lira():
    """§2.5: option B adds the alternative lira to the base lira, and builds nothing."""
    s = dealt(2, mamas=["mama_01", "mama_01"], papas=["papa_06", "papa_06"])
    seat = decider(s)
    do(s, "papa", "b")
    assert s.players[seat].lira == 1 + 5
    assert s.players[seat].structures == []


def test_papa_vp_option_starts_the_player_on_1_vp():
    """§2.7: a papa's VP option puts the player on 1 VP."""
    s = dealt(2, mamas=["mama_01", "mama_01"], papas=["papa_17", "papa_17"])
    seat = decider(s)
    do(s, "papa", "a")
    assert (s.players[seat].vp, s.players[seat].lira) == (1, 4)


def test_papa_worker_option_gives_a_third_regular_worker():
    """§2.6: a papa's extra worker is a fourth worker (third regular one) the player owns."""
    s = dealt(2, mamas=["mama_01", "mama_01"], papas=["papa_16", "papa_16"])
    seat = decider(s)
    do(s, "papa", "a")
    assert (s.players[seat].workers, s.players[seat].free_workers, s.players[seat].lira) == (3, 3, 3)


def test_mama_and_papa_choice_option_deals_two_of_each_and_keeps_one():
    """R8: with the option each player is dealt two mamas and two papas and keeps one of each."""
    s = new_game(make_setup(2, seed=3, mama_papa_choice=True))
    seat = decider(s)
    assert seat == s.first_player
    mamas = [c.action.arg for c in legal_actions(s)]
    assert len(mamas) == 2 and all(m.startswith("mama_") for m in mamas)
    assert {c.rule for c in legal_actions(s)} == {"R8"}
    do(s, "keep", mamas[1])
    papas = [c.action.arg for c in legal_actions(s)]
    assert len(papas) == 2 and all(p.startswith("papa_") for p in papas)
    do(s, "keep", papas[0])
    assert (s.players[seat].mama, s.players[seat].papa) == (mamas[1], papas[0])
    assert s.stack[-1].kind == "papa_option" and decider(s) == seat
    m = catalog().mama_by_id[mamas[1]]
    assert len(s.players[seat].hand) == m.vine + m.summer + m.order + m.winter


@pytest.mark.parametrize(
    ("mama", "words"),
    [
        ("mama_01", "1 vine, 1 summer visitor, 1 wine order"),
        ("mama_05", "2 vines, 1 summer visitor"),
        ("mama_10", "2 summer visitors, 1 winter visitor"),
        ("mama_13", "2 wine orders, 1 winter visitor"),
        ("mama_14", "1 vine, 2 winter visitors"),
        ("mama_17", "1 vine, 1 winter visitor, 2 lira"),
    ],
)
def test_the_mama_line_counts_1_in_the_singular_and_2_in_the_plural(mama, words):
    """§2.5: the log says what each mama gives: '1 vine' but '2 vines'; lira never changes."""
    s = dealt(2, mamas=[mama, mama], papas=["papa_07", "papa_07"])
    name = catalog().mama_by_id[mama].name
    first = s.players[decider(s)].name  # only the first player's mama is resolved yet
    assert [e.text for e in s.log if "mama" in e.text] == [f"{first}'s mama is {name}: {words}."]
    assert mama_words(mama) == words


def test_no_mama_counts_more_than_one_card_in_the_singular():
    """Every mama's words: a count above 1 is followed by a plural ('2 wine orders')."""
    singular = re.compile(r"\b([2-9]|[1-9][0-9]+) (vine|summer visitor|wine order|winter visitor)(?!s)")
    for m in catalog().mamas:
        assert not singular.search(mama_words(m.id)), m.id


def test_the_r8_mama_choice_counts_in_the_plural():
    """R8: the two mamas offered are labelled with the same words as the log line."""
    s = new_game(make_setup(2, seed=3, mama_papa_choice=True))
    s.stack[-1].params["cards"] = ["mama_05", "mama_17"]
    s._legal_cache = None
    assert [c.label for c in legal_actions(s)] == [
        "Mama Margaret: 2 vines, 1 summer visitor",
        "Mama Nicole: 1 vine, 1 winter visitor, 2 lira",
    ]


def test_without_the_option_no_one_chooses_a_mama():
    """R8: the choose-1-of-2 option is off by default, so the first decision is the papa option."""
    s = new_game(make_setup(2, seed=3))
    assert s.stack[-1].kind == "papa_option"
    assert all(p.mama is not None and p.papa is not None for p in s.players)


def test_every_player_gets_a_different_mama_and_papa():
    """§2.5: mamas and papas are dealt from shuffled decks, one card per player."""
    s = new_game(make_setup(6, seed=9))
    assert len({p.mama for p in s.players}) == 6
    assert len({p.papa for p in s.players}) == 6


def test_setup_ends_in_spring_with_the_first_player_waking_up_first():
    """§3.1: after setup the year starts in spring with the first player choosing a wake-up row."""
    s = new_game(make_setup(3, seed=4))
    through_setup(s)
    assert (s.phase, s.year) == ("spring", 1)
    assert decider(s) == s.first_player
    assert s.stack[-1].kind == "wake_up"


@pytest.mark.parametrize("players", [0, 7])
def test_player_count_outside_1_to_6_is_refused(players):
    """§0: Viticulture is played by 1 to 6 players."""
    setup = Setup(players=[PlayerSetup(name=f"P{i}") for i in range(players)])
    with pytest.raises(ValueError, match="1 to 6"):
        new_game(setup)


def test_scene_helper_reaches_summer():
    """§3: once every wake-up row is chosen, summer placement begins."""
    s = new_game(make_setup(2))
    to_phase(s, "summer")
    assert {p.rooster for p in s.players} == {1, 2}
