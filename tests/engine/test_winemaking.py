"""Making wine (§5.2, §8, R6): recipes, minimums, cellar requirements, devaluation, lost wine."""

import pytest

from tests.scenario import args, do, labels, place, winter_table
from viticulture_tui.engine import IllegalAction, decider, to_json


def scene(players=2, red=(), white=(), structures=(), wines=None):
    """A winter turn of a player with these grapes, structures and wines, on Make wine."""
    s = winter_table(players)
    p = s.players[decider(s)]
    p.grapes = {"red": sorted(red), "white": sorted(white)}
    p.structures = list(structures)
    for kind, row in (wines or {}).items():
        p.wines[kind] = sorted(row)
    return s, p


def recipes(state):
    return sorted(args(state, "make"))


def test_red_and_white_wine_keep_the_grape_value():
    """§8.2: a red grape makes a red wine of the same value, a white grape a white wine."""
    s, p = scene(red=[2], white=[3])
    place(s, "make_wine")
    do(s, "make", ("red", (2,), ()))
    do(s, "make", ("white", (), (3,)))
    assert p.wines == {"red": [2], "white": [3], "blush": [], "sparkling": []}
    assert p.grapes == {"red": [], "white": []}


def test_make_wine_makes_up_to_two_wines_at_least_one():
    """§5.2: Make wine makes at least 1 and at most 2 wines."""
    s, p = scene(red=[1, 2, 3])
    place(s, "make_wine")
    assert args(s, "stop") == []
    do(s, "make", ("red", (1,), ()))
    assert args(s, "stop") == [None]
    do(s, "make", ("red", (2,), ()))
    assert s.stack[-1].kind == "turn"
    assert p.grapes["red"] == [3] and p.wines["red"] == [1, 2]


def test_make_wine_may_stop_after_one():
    """§5.2: 'up to 2' allows making a single wine."""
    s, p = scene(red=[1, 2])
    place(s, "make_wine")
    do(s, "make", ("red", (2,), ()))
    do(s, "stop")
    assert p.grapes["red"] == [1] and p.wines["red"] == [2]


def test_make_wine_bonus_makes_a_third_wine():
    """§5.2: the Make wine bonus allows one more wine, three in all."""
    s, p = scene(players=3, red=[1, 2, 3])
    place(s, "make_wine", "bonus")
    for r in (1, 2, 3):
        do(s, "make", ("red", (r,), ()))
    assert p.wines["red"] == [1, 2, 3]
    assert s.stack[-1].kind == "turn"


def test_wines_of_one_action_may_differ_in_type():
    """§8.2: the wines made in one action may be of different types."""
    s, p = scene(red=[3, 2], white=[2, 1], structures=["medium_cellar"])
    place(s, "make_wine")
    do(s, "make", ("blush", (2,), (2,)))
    do(s, "make", ("white", (), (1,)))
    assert p.wines == {"red": [], "white": [1], "blush": [4], "sparkling": []}


def test_two_grapes_of_one_colour_never_combine():
    """§8.2: two red (or two white) grapes can never be combined into one wine."""
    s, _ = scene(red=[2, 3], white=[1, 4], structures=["medium_cellar", "large_cellar"])
    place(s, "make_wine")
    kinds_values = {(r[0], sum(r[1]) + sum(r[2])) for r in recipes(s)}
    assert ("red", 5) not in kinds_values and ("white", 5) not in kinds_values
    assert {r for r in recipes(s) if r[0] in ("red", "white")} == {
        ("red", (2,), ()),
        ("red", (3,), ()),
        ("white", (), (1,)),
        ("white", (), (4,)),
    }


def test_blush_needs_the_medium_cellar():
    """§8.2: blush (1 red + 1 white) needs the medium cellar."""
    s, _ = scene(red=[3], white=[3])
    place(s, "make_wine")
    assert {r[0] for r in recipes(s)} == {"red", "white"}
    t, _ = scene(red=[3], white=[3], structures=["medium_cellar"])
    place(t, "make_wine")
    assert ("blush", (3,), (3,)) in recipes(t)


def test_blush_must_be_worth_at_least_4():
    """§8.2: a blush is the sum of its two grapes and must be worth at least 4."""
    s, _ = scene(red=[1, 2], white=[2], structures=["medium_cellar"])
    place(s, "make_wine")
    blush = [r for r in recipes(s) if r[0] == "blush"]
    assert blush == [("blush", (2,), (2,))]


def test_sparkling_needs_the_large_cellar():
    """§8.2: sparkling (2 red + 1 white) needs the large cellar."""
    s, _ = scene(red=[3, 4], white=[2], structures=["medium_cellar"])
    place(s, "make_wine")
    assert "sparkling" not in {r[0] for r in recipes(s)}
    t, _ = scene(red=[3, 4], white=[2], structures=["medium_cellar", "large_cellar"])
    place(t, "make_wine")
    assert ("sparkling", (3, 4), (2,)) in recipes(t)


def test_sparkling_must_be_worth_at_least_7():
    """§8.2: a sparkling is the sum of its three grapes and must be worth at least 7."""
    s, _ = scene(red=[1, 2, 4], white=[1, 2], structures=["medium_cellar", "large_cellar"])
    place(s, "make_wine")
    sparkling = sorted(r for r in recipes(s) if r[0] == "sparkling")
    assert sparkling == [
        ("sparkling", (1, 4), (2,)),
        ("sparkling", (2, 4), (1,)),
        ("sparkling", (2, 4), (2,)),
    ]


def test_wine_values_above_9_are_placed_at_9():
    """§8.2: a wine worth more than 9 goes on 9."""
    s, p = scene(red=[5, 6], white=[4], structures=["medium_cellar", "large_cellar"])
    place(s, "make_wine")
    do(s, "make", ("sparkling", (5, 6), (4,)))
    assert p.wines["sparkling"] == [9]


def test_wine_beyond_the_built_cellar_devalues_into_it():
    """§8.3: a red grape of 5 with only the small cellar becomes a red wine of 3."""
    s, p = scene(red=[5])
    place(s, "make_wine")
    assert labels(s)[0] == "Make red 5 from red 5 (it lands at 3)"
    do(s, "make", ("red", (5,), ()))
    assert p.wines["red"] == [3]


def test_wine_on_a_taken_slot_devalues_to_the_next_lower_free_one():
    """§8.4: a wine whose slot is taken goes to the next lower free slot of its type."""
    s, p = scene(red=[2], wines={"red": [2]})
    place(s, "make_wine")
    do(s, "make", ("red", (2,), ()))
    assert p.wines["red"] == [1, 2]


def test_wine_with_no_free_slot_is_lost_but_may_be_made():
    """§8.4, R6: a wine with no lower free slot is lost; making it is allowed and the label warns."""
    s, p = scene(red=[3], wines={"red": [1, 2, 3]})
    place(s, "make_wine")
    assert labels(s)[0] == "Make red 3 from red 3 (it will be lost: no room in the cellar)"
    do(s, "make", ("red", (3,), ()))
    assert p.wines["red"] == [1, 2, 3]
    assert p.grapes["red"] == []


def test_blush_never_goes_below_4():
    """§8.4: a blush cannot be placed below 4, so with 4-6 full and no large cellar it is lost."""
    s, p = scene(red=[5], white=[4], structures=["medium_cellar"], wines={"blush": [4, 5, 6]})
    place(s, "make_wine")
    do(s, "make", ("blush", (5,), (4,)))
    assert p.wines["blush"] == [4, 5, 6]


def test_blush_above_the_medium_cellar_lands_at_6():
    """§8.3: a blush worth 8 with only the medium cellar is placed at 6."""
    s, p = scene(red=[4], white=[4], structures=["medium_cellar"])
    place(s, "make_wine")
    do(s, "make", ("blush", (4,), (4,)))
    assert p.wines["blush"] == [6]


def test_wine_is_never_placed_lower_than_forced():
    """R6: a wine lands on its own value when that slot is free and built."""
    s, p = scene(red=[5], structures=["medium_cellar"], wines={"red": [3, 4]})
    place(s, "make_wine")
    assert args(s, "make") == [("red", (5,), ())]
    do(s, "make", ("red", (5,), ()))
    assert p.wines["red"] == [3, 4, 5]


def test_the_grapes_used_leave_the_crush_pad():
    """§8.2: the grapes used for a wine are removed from the crush pad; the others stay."""
    s, p = scene(red=[2, 5, 6], white=[1, 3], structures=["medium_cellar", "large_cellar"])
    place(s, "make_wine")
    do(s, "make", ("sparkling", (5, 6), (1,)))
    do(s, "stop")
    assert p.grapes == {"red": [2], "white": [3]}


def test_a_recipe_not_offered_is_illegal_and_changes_nothing():
    """§8.2, §4.3: a wine that cannot be made raises IllegalAction and leaves the state as it was."""
    s, _ = scene(red=[2], white=[1])
    place(s, "make_wine")
    before = to_json(s)
    with pytest.raises(IllegalAction):
        do(s, "make", ("blush", (2,), (1,)))
    assert to_json(s) == before
