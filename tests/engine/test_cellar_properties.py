"""Properties of the crush pad and cellar (§7, §8.4, §10) over many generated scenes."""

from hypothesis import given, settings
from hypothesis import strategies as st

from viticulture_tui.engine import cellar
from viticulture_tui.engine.state import Field_, Player

LOW = {"red": 1, "white": 1, "blush": 4, "sparkling": 7}
CELLARS = [[], ["medium_cellar"], ["medium_cellar", "large_cellar"]]


def player(structures, wines=None, grapes=None):
    p = Player(seat=0, name="P", fields=[Field_(value=v) for v in (5, 6, 7)], structures=list(structures))
    for kind, row in (wines or {}).items():
        p.wines[kind] = sorted(row)
    for colour, row in (grapes or {}).items():
        p.grapes[colour] = sorted(row)
    return p


rows = st.sets(st.integers(1, 9), max_size=9)
kinds = st.sampled_from(["red", "white", "blush", "sparkling"])


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(CELLARS), kinds, rows, st.integers(1, 12))
def test_a_wine_lands_on_the_highest_free_usable_slot_not_above_its_value(structures, kind, row, value):
    """§8.4: a new wine lands on the highest free slot of its type at or below its value, or is lost."""
    row = {v for v in row if v >= LOW[kind]}
    p = player(structures, {kind: row})
    top = min(value, 9, cellar.cellar_limit(p))
    free = [v for v in range(LOW[kind], top + 1) if v not in row]
    landed = cellar.place_wine(p, kind, value)
    assert landed == (max(free) if free else None)
    assert sorted(p.wines[kind]) == sorted(row | ({landed} if landed else set()))


@settings(max_examples=300, deadline=None)
@given(rows, st.integers(1, 12))
def test_a_grape_lands_on_the_highest_free_space_not_above_its_value(row, value):
    """§7, §8.4: a grape lands on its value (9 at most) or the next lower free space, or is lost."""
    p = player([], grapes={"white": row})
    free = [v for v in range(1, min(value, 9) + 1) if v not in row]
    assert cellar.place_grape(p, "white", value) == (max(free) if free else None)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(CELLARS), rows, rows, rows)
def test_aging_moves_every_token_up_one_where_it_can_and_loses_none(structures, reds, whites, blush):
    """§10: aging keeps every token, one per slot, each up by one unless blocked or at its limit."""
    blush = {v for v in blush if v >= 4}
    limit = {(): 3, ("medium_cellar",): 6}.get(tuple(structures), 9)
    reds = {v for v in reds if v <= limit}
    blush = {v for v in blush if v <= limit}
    p = player(structures, {"red": reds, "blush": blush}, {"white": whites})
    cellar.age_wines(p)
    cellar.age_grapes(p)
    for before, after, cap in (
        (reds, p.wines["red"], limit),
        (blush, p.wines["blush"], limit),
        (whites, p.grapes["white"], 9),
    ):
        assert len(after) == len(set(after)) == len(before)
        assert all(v <= cap for v in after)
        # Highest first: a token moves exactly when the space above it ends up free for it.
        expected: set[int] = set()
        for v in sorted(before, reverse=True):
            expected.add(v + 1 if v + 1 <= cap and v + 1 not in expected else v)
        assert set(after) == expected


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(CELLARS), rows, rows)
def test_the_aged_cellar_is_foreseen_without_touching_the_player(structures, reds, blush):
    """`aged_wines` (what the Oenologist asks before it offers aging) is the cellar `age_wines`
    leaves, and the player it looked at is unchanged."""
    p = player(structures, {"red": reds, "blush": {v for v in blush if v >= 4}})
    before = {k: list(v) for k, v in p.wines.items()}
    foreseen = cellar.aged_wines(p)
    assert p.wines == before
    cellar.age_wines(p)
    assert p.wines == foreseen


@settings(max_examples=200, deadline=None)
@given(
    st.sampled_from(CELLARS),
    st.lists(st.integers(1, 9), max_size=3, unique=True),
    st.lists(st.integers(1, 9), max_size=3, unique=True),
)
def test_recipes_follow_the_wine_rules(structures, reds, whites):
    """§8.2: single reds and whites, blush of 4+ with a medium cellar, sparkling of 7+ with a large one."""
    p = player(structures, grapes={"red": set(reds), "white": set(whites)})
    for kind, r, w in cellar.recipes(p):
        value = sum(r) + sum(w)
        if kind in ("red", "white"):
            assert (len(r), len(w)) == ((1, 0) if kind == "red" else (0, 1))
        elif kind == "blush":
            assert (len(r), len(w)) == (1, 1) and value >= 4 and p.has("medium_cellar")
        else:
            assert (len(r), len(w)) == (2, 1) and value >= 7 and p.has("large_cellar")
    singles = {(k, r, w) for k, r, w in cellar.recipes(p) if k in ("red", "white")}
    assert len(singles) == len(reds) + len(whites)
