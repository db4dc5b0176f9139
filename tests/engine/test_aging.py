"""Aging at year end (§10): limits, unbuilt cellar sections, chains moved highest first."""

import pytest

from tests.scenario import until, winter_table


def aged(grapes=None, wines=None, structures=()):
    """The player's crush pad and cellar after one year end from the given tokens."""
    s = winter_table(2)
    p = s.players[0]
    p.structures = list(structures)
    p.grapes = {"red": [], "white": [], **(grapes or {})}
    for kind, row in (wines or {}).items():
        p.wines[kind] = sorted(row)
    until(s, lambda st: st.year == 2)
    return p


MEDIUM = ("medium_cellar",)
LARGE = ("medium_cellar", "large_cellar")


def test_every_grape_and_wine_ages_one_value():
    """§10: at year end every grape and every wine moves up by 1."""
    p = aged({"red": [1, 5], "white": [3]}, {"red": [1], "white": [4], "blush": [4], "sparkling": [7]}, LARGE)
    assert p.grapes == {"red": [2, 6], "white": [4]}
    assert p.wines == {"red": [2], "white": [5], "blush": [5], "sparkling": [8]}


def test_nothing_ages_above_9():
    """§10: a grape or wine at 9 stays at 9."""
    p = aged({"red": [9]}, {"white": [9], "sparkling": [9]}, LARGE)
    assert p.grapes["red"] == [9]
    assert p.wines["white"] == [9] and p.wines["sparkling"] == [9]


@pytest.mark.parametrize(
    ("structures", "start", "end"),
    [((), 3, 3), ((), 2, 3), (MEDIUM, 3, 4), (MEDIUM, 6, 6), (LARGE, 6, 7)],
)
def test_wine_does_not_age_into_an_unbuilt_cellar_section(structures, start, end):
    """§10: a red or white wine stays at 3 without the medium cellar and at 6 without the large."""
    p = aged(wines={"red": [start], "white": [start]}, structures=structures)
    assert p.wines["red"] == [end] and p.wines["white"] == [end]


def test_blush_stays_at_6_without_the_large_cellar():
    """§10: a blush at 6 cannot age without the large cellar."""
    assert aged(wines={"blush": [6]}, structures=MEDIUM).wines["blush"] == [6]
    assert aged(wines={"blush": [6]}, structures=LARGE).wines["blush"] == [7]


def test_a_chain_of_tokens_moves_up_together():
    """§10: rows are processed from the highest value down, so adjacent tokens all move up."""
    p = aged({"red": [2, 3, 4]}, {"white": [4, 5]}, MEDIUM)
    assert p.grapes["red"] == [3, 4, 5]
    assert p.wines["white"] == [5, 6]


def test_a_token_behind_a_blocked_token_stays():
    """§10: a token stays put when the next space is held by a token that cannot move."""
    p = aged({"white": [8, 9]}, {"red": [5, 6], "white": [2, 3]}, MEDIUM)
    assert p.grapes["white"] == [8, 9]
    assert p.wines["red"] == [5, 6]
    q = aged(wines={"white": [2, 3]})
    assert q.wines["white"] == [2, 3]


def test_a_gap_lets_the_lower_token_move():
    """§10: a token moves into a free space even if a token further up is blocked."""
    p = aged(wines={"red": [1, 3]})
    assert p.wines["red"] == [2, 3]


def test_a_wine_above_the_built_cellar_ages_within_its_own_section():
    """§10 (Zymologist edge case): a wine placed above the built cellar may age inside its section."""
    p = aged(wines={"red": [5], "white": [6]})
    assert p.wines["red"] == [6] and p.wines["white"] == [6]
