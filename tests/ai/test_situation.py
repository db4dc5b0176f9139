"""The situation's count of orders the crush pad can fill once its grapes are made into wine."""

from __future__ import annotations

from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from viticulture_tui.ai.situation import fillable_by_making
from viticulture_tui.engine.catalog import Order, OrderIcon, catalog
from viticulture_tui.engine.cellar import make, recipes
from viticulture_tui.engine.orders import can_fill_from
from viticulture_tui.engine.state import Player

CELLARS = ((), ("medium_cellar",), ("medium_cellar", "large_cellar"))


def _player(
    reds: list[int], whites: list[int], wines: dict[str, list[int]], cellar: tuple[str, ...]
) -> Player:
    player = Player(seat=0, name="A", fields=[])
    player.grapes = {"red": sorted(reds), "white": sorted(whites)}
    player.wines = {kind: sorted(wines.get(kind, [])) for kind in ("red", "white", "blush", "sparkling")}
    player.structures = list(cellar)
    return player


def _order(*icons: tuple[str, int]) -> Order:
    return Order(id="order_test", wines=tuple(OrderIcon(type=k, min=v) for k, v in icons), vp=3, residual=1)


def test_a_blush_order_counts_once_the_medium_cellar_is_built() -> None:
    """White 4 + blush 4 from a red 7 and two whites: fillable with the medium cellar, not without
    (the old count pressed each grape into a wine of its own colour only, and never saw it)."""
    order = _order(("white", 4), ("blush", 4))
    assert fillable_by_making(_player([7], [6, 7], {}, ("medium_cellar",)), order)
    assert not fillable_by_making(_player([7], [6, 7], {}, ()), order)


def test_sparkling_takes_two_reds_and_a_white_and_the_large_cellar() -> None:
    order = _order(("sparkling", 7))
    assert fillable_by_making(_player([2, 3], [2], {}, CELLARS[2]), order)
    assert not fillable_by_making(_player([2, 3], [2], {}, CELLARS[1]), order)
    assert not fillable_by_making(_player([3], [2, 2], {}, CELLARS[2]), order)


def test_a_grape_is_kept_for_the_icon_that_needs_it() -> None:
    """Blush 4 + red 3 with reds 1 and 3 and whites 1 and 3: the blush must take the red 1 (the
    cheapest pair, red 3 + white 1, would leave no red 3 for the red icon)."""
    order = _order(("blush", 4), ("red", 3))
    assert fillable_by_making(_player([1, 3], [1, 3], {}, ("medium_cellar",)), order)


def _pressed_fills(player: Player, order: Order) -> bool:
    """The engine's own answer: some set of recipes, each on grapes still there, made in turn
    (with the cellar's devaluation), leaves a cellar that fills the order."""
    if can_fill_from(player.wines, order):
        return True
    for count in range(1, len(order.wines) + 1):
        for chosen in combinations(recipes(player), count):
            trial = player.model_copy(deep=True)
            try:
                for recipe in chosen:
                    make(trial, recipe)
            except ValueError:
                continue  # two recipes asked for the same grape
            if can_fill_from(trial.wines, order):
                return True
    return False


GRAPES = st.lists(st.integers(1, 9), max_size=3, unique=True)


@settings(max_examples=300, deadline=None)
@given(
    reds=GRAPES,
    whites=GRAPES,
    cellar=st.sampled_from(CELLARS),
    order=st.sampled_from(catalog().orders),
    red_wines=st.lists(st.integers(1, 9), max_size=2, unique=True),
)
def test_every_order_the_engine_can_press_and_fill_is_counted(
    reds: list[int], whites: list[int], cellar: tuple[str, ...], order: Order, red_wines: list[int]
) -> None:
    """Against the engine's recipes and winemaking on random mats: no order that can be filled
    after making wine is missed (the count may be hopeful only where a wine would devalue)."""
    player = _player(reds, whites, {"red": red_wines}, cellar)
    if _pressed_fills(player, order):
        assert fillable_by_making(player, order)
