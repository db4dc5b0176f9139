"""The vintner plays the solo wine chain: its follow-ups serve the orders, its tokens buy VP."""

from __future__ import annotations

import random

import pytest

from viticulture_tui.ai.vintner import placement_scores, token_choice, vintner_choice
from viticulture_tui.ai.vintner_picks import harvest_pick, make_pick, order_match, spare_fields, yoke_pick
from viticulture_tui.ai.weights import VINTNER
from viticulture_tui.engine import (
    Action,
    Choice,
    GameOptions,
    GameState,
    PlayerSetup,
    Setup,
    apply,
    legal_actions,
    new_game,
)
from viticulture_tui.engine.catalog import catalog


def _solo_at(phase: str, seed: int = 4) -> GameState:
    """A solo game played by the vintner to seat 0's first placement turn of `phase` in year 2."""
    state = new_game(Setup(players=[PlayerSetup(name="Anna")], seed=seed, options=GameOptions()))
    while True:
        top = state.top()
        assert top is not None and not state.game_over
        if state.year == 2 and state.phase == phase and top.kind == "turn":
            return state
        apply(state, vintner_choice(state, top.seat, legal_actions(state)))


@pytest.mark.parametrize(
    ("seed", "options"),
    [
        (1, GameOptions()),
        (2, GameOptions(solo_level="hard")),
        (3, GameOptions(solo_level="very_easy")),
        (4, GameOptions(aggressive=True)),
    ],
)
def test_every_decision_of_a_game_is_a_legal_choice(seed: int, options: GameOptions) -> None:
    """Whole solo games at several levels: each choice is one the engine offered, and the game ends."""
    state = new_game(Setup(players=[PlayerSetup(name="Anna")], seed=seed, options=options))
    rng = random.Random(seed)
    while not state.game_over:
        top = state.top()
        assert top is not None
        choices = legal_actions(state)
        action = vintner_choice(state, top.seat, choices, rng, temperature=0.3 if seed % 2 else 0.0)
        assert action in [c.action for c in choices]
        apply(state, action)
    assert state.players[0].vp >= 0


def _make(recipe: tuple[str, tuple[int, ...], tuple[int, ...]]) -> Choice:
    return Choice(Action("make", recipe), "", "§8")


def test_the_wine_made_is_the_one_that_completes_an_order() -> None:
    """Red 4 and white 3 on the crush pad, a blush-4 order in hand: the blush is made, not a red or white."""
    state = _solo_at("winter")
    me = state.players[0]
    me.hand = ["order_06"]  # blush 4
    me.structures = [*me.structures, "medium_cellar"]
    me.grapes = {"red": [4], "white": [3]}
    me.wines = {"red": [], "white": [], "blush": [], "sparkling": []}
    choices = [_make(("red", (4,), ())), _make(("white", (), (3,))), _make(("blush", (4,), (3,)))]
    assert make_pick(state, 0, choices, VINTNER).arg[0] == "blush"


def test_an_order_filled_scores_above_one_half_held() -> None:
    """The order match: a cellar that fills an order beats one that holds half of it."""
    order = catalog().order_by_id["order_02"]  # red 2 + white 2
    full = {"red": [2], "white": [3], "blush": [], "sparkling": []}
    half = {"red": [2], "white": [], "blush": [], "sparkling": []}
    none: dict[str, list[int]] = {"red": [], "white": [], "blush": [], "sparkling": []}
    assert order_match(full, [order]) > order_match(half, [order]) > order_match(none, [order])


def _harvests(*fields: int) -> list[Choice]:
    return [Choice(Action("harvest", i), "", "§7") for i in fields]


def test_the_harvest_takes_the_field_the_orders_ask_for() -> None:
    """A red 6-field and a white 5-field, a red wine in the cellar and an order for red 4 + white 2:
    the white field is harvested, though the red one is richer; with no order, the richer."""
    state = _solo_at("winter")
    me = state.players[0]
    me.fields[1].vines = ["merlot.1", "sangiovese.1", "syrah.1"]  # red 6
    me.fields[2].vines = ["sauvignon_blanc.1", "trebbiano.1"]  # white 5
    me.grapes = {"red": [], "white": []}
    me.wines = {"red": [5], "white": [], "blush": [], "sparkling": []}
    me.hand = ["order_09"]  # red 4 + white 2
    assert harvest_pick(state, 0, _harvests(1, 2), VINTNER) == Action("harvest", 2)
    me.hand = []
    assert harvest_pick(state, 0, _harvests(1, 2), VINTNER) == Action("harvest", 1)


def test_the_yoke_harvests_rather_than_uproots() -> None:
    """Offered an uproot first and a harvest, the Yoke harvests (a vine uprooted must be planted again)."""
    state = _solo_at("winter")
    state.players[0].fields[1].vines = ["sangiovese.1"]
    choices = [
        Choice(Action("uproot", (1, "sangiovese.1")), "", "§12"),
        Choice(Action("harvest", 1), "", "§12"),
    ]
    assert yoke_pick(state, 0, choices, VINTNER) == Action("harvest", 1)


def _token_for(state: GameState, action: str) -> Action:
    """Place a worker on `action` with a token held and read the vintner's token decision."""
    choice = next(c for c in legal_actions(state) if c.action.kind == "place" and c.action.arg[0] == action)
    apply(state, choice.action)
    top = state.top()
    assert top is not None and top.kind == "bonus_token"
    return token_choice(state, 0, legal_actions(state), VINTNER)


def test_a_token_buys_the_vp_of_a_fill() -> None:
    """A fillable order and one token: the fill takes the token's +1 VP."""
    state = _solo_at("winter")
    me = state.players[0]
    me.hand.append("order_02")
    me.wines["red"], me.wines["white"] = [3], [2]
    me.bonus_tokens = 1
    state._legal_cache = None
    assert _token_for(state, "fill_order").arg == "spend"


def test_a_lone_token_is_kept_from_a_plain_bonus() -> None:
    """With one token and years to go, a tour's extra lira does not get it: a fill or sale would."""
    state = _solo_at("summer")
    state.players[0].bonus_tokens = 1
    state._legal_cache = None
    assert _token_for(state, "give_tour").arg == "keep"


def test_summer_leaves_the_winter_fill_its_worker() -> None:
    """One worker left in summer and an order the cellar fills: a tour scores below a pass."""
    state = _solo_at("summer")
    me = state.players[0]
    me.hand = [c for c in me.hand if not c.startswith("order_")] + ["order_02"]
    me.wines["red"], me.wines["white"] = [3], [2]
    me.lira = 20
    me.free_workers, me.grande_free = 1, False
    state._legal_cache = None
    choices = legal_actions(state)
    scores = placement_scores(state, 0, choices)
    pass_score = next(s for s, c in zip(scores, choices, strict=True) if c.action.kind == "pass")
    tours = [
        s
        for s, c in zip(scores, choices, strict=True)
        if c.action.kind == "place" and c.action.arg[0] == "give_tour"
    ]
    assert tours and all(t < pass_score for t in tours)


def test_a_field_the_vines_in_hand_need_is_not_spare() -> None:
    """An empty field is spare only while the others keep room for the vines in hand."""
    state = _solo_at("summer")
    me = state.players[0]
    for field in me.fields:
        field.vines, field.sold = [], False
    me.hand = [c for c in me.hand if catalog().card_type[c] != "vine"]
    weights = {**VINTNER, "room_keep": 2, "sell_early": 0}
    assert spare_fields(me, weights, year=3) == [0, 1, 2]
    # 11 vine value and 2 kept: selling the 6- or 7-field would leave 12 or 11 of the 13 needed.
    me.hand += ["cabernet_sauvignon.1", "chardonnay.1", "merlot.1"]
    assert spare_fields(me, weights, year=3) == [0]
    assert spare_fields(me, {**weights, "sell_early": 1}, year=1) == [0]


def test_the_tuner_tunes_the_vintner() -> None:
    """One tiny generation of the tuner on the vintner: every one of its weights comes back."""
    from viticulture_tui.ai.tune import tune

    result = tune(players=1, generations=1, population=2, games=1, seed=3, jobs=1, elite=1, policy="vintner")
    assert set(result["weights"]) == set(VINTNER)
    assert result["held_out_games"] == 2


def test_the_last_field_is_never_spare() -> None:
    """With two fields sold the third is kept whatever the weights: a vintner without a field can
    never plant again (one that sold all three ended a game at 4 VP)."""
    state = _solo_at("summer")
    me = state.players[0]
    for field in me.fields:
        field.vines, field.sold = [], True
    me.fields[2].sold = False
    assert spare_fields(me, {**VINTNER, "room_keep": -20, "sell_early": 1}, year=1) == []
