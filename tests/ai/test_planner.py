"""The planner sends workers where the wine engine needs them, and its tuning tool works."""

from __future__ import annotations

import random

from viticulture_tui.ai.planner import WEIGHTS, placement_scores, plan_choice, token_choice
from viticulture_tui.ai.situation import situation
from viticulture_tui.ai.tune import play, score, tune
from viticulture_tui.engine import GameOptions, GameState, PlayerSetup, Setup, apply, legal_actions, new_game


def _solo_at(phase: str, seed: int = 4) -> GameState:
    """A solo game played by the planner to seat 0's first placement turn of `phase` in year 2."""
    state = new_game(Setup(players=[PlayerSetup(name="Anna")], seed=seed, options=GameOptions()))
    rng = random.Random(seed)
    while True:
        top = state.top()
        assert top is not None and not state.game_over
        if state.year == 2 and state.phase == phase and top.kind == "turn":
            return state
        apply(state, plan_choice(state, top.seat, legal_actions(state), rng))


def _places(state: GameState) -> str:
    action = plan_choice(state, 0, legal_actions(state))
    return action.arg[0] if action.kind == "place" else action.kind


def test_a_fillable_order_is_filled_in_winter() -> None:
    """With wines that fill an order in hand and workers to spare, the order is filled that winter."""
    state = _solo_at("winter")
    me = state.players[0]
    me.hand.append("order_02")  # red 2 + white 2
    me.wines["red"], me.wines["white"] = [3], [2]
    me.free_workers, me.grande_free = 3, True
    state._legal_cache = None
    assert any(c.action.kind == "place" and c.action.arg[0] == "fill_order" for c in legal_actions(state))
    while state.phase == "winter":
        top = state.top()
        assert top is not None
        apply(state, plan_choice(state, top.seat, legal_actions(state)))
    assert "order_02" not in state.players[0].hand


def test_a_plantable_vine_is_planted_in_summer() -> None:
    """A vine that fits a field and needs no structure is planted before anything else in summer."""
    state = _solo_at("summer")
    me = state.players[0]
    for field in me.fields:
        field.vines, field.sold = [], False
    me.hand.append("merlot.1")
    me.structures.append("irrigation")
    me.grande_free = True  # the grande may go where the Automa stands
    state._legal_cache = None
    assert any(c.action.kind == "place" and c.action.arg[0] == "plant_vine" for c in legal_actions(state))
    assert _places(state) == "plant_vine"


def test_summer_keeps_a_worker_for_the_winter_harvest() -> None:
    """With planted fields, an order waiting and one worker left, summer passes rather than tours."""
    state = _solo_at("summer")
    me = state.players[0]
    me.fields[0].vines, me.fields[0].sold = ["sangiovese.1", "sangiovese.2"], False
    me.hand = [c for c in me.hand if not c.startswith("order_")] + ["order_03"]
    me.lira = 20
    me.free_workers, me.grande_free = 0, True
    state._legal_cache = None
    scores = placement_scores(state, 0, legal_actions(state))
    choices = legal_actions(state)
    pass_score = next(s for s, c in zip(scores, choices, strict=True) if c.action.kind == "pass")
    tours = [
        s
        for s, c in zip(scores, choices, strict=True)
        if c.action.kind == "place" and c.action.arg[0] == "give_tour"
    ]
    assert all(t < pass_score for t in tours)


def test_the_situation_reads_the_seat_own_mat() -> None:
    """The situation counts what the mat holds: vines planted, grapes, wines and orders."""
    state = _solo_at("winter")
    me = state.players[0]
    me.fields[1].vines, me.fields[1].sold = ["syrah.1", "merlot.2"], False
    me.grapes = {"red": [4], "white": [2]}
    me.wines["red"] = [5]
    me.hand.append("order_01")  # red 5
    s = situation(state, 0)
    assert s.planted >= 5 and s.grapes == 2 and s.wines >= 1
    assert s.fillable >= 1 and s.best_fill_vp >= 2


def test_a_token_is_spent_in_the_last_year() -> None:
    """Tokens left at the end are worth nothing: in the last year the planner spends one anywhere."""
    state = _solo_at("summer")
    state.year = 7
    me = state.players[0]
    me.bonus_tokens = 1
    state._legal_cache = None
    choices = legal_actions(state)
    tour = next(c for c in choices if c.action.kind == "place" and c.action.arg[0] == "give_tour")
    apply(state, tour.action)
    top = state.top()
    assert top is not None and top.kind == "bonus_token"
    assert token_choice(state, 0, legal_actions(state)).arg == "spend"


def test_the_same_weights_and_seeds_give_the_same_score() -> None:
    """A weight set's objective is a function of the weights and the seeds alone."""
    weights = dict(WEIGHTS)
    assert score((weights, 1, [11, 12], "planner", "result")) == score(
        (weights, 1, [11, 12], "planner", "result")
    )
    vp, won = play(weights, 1, 11)
    assert vp >= 0 and won in (True, False)


def test_tuning_returns_every_weight_and_its_figures() -> None:
    """One tiny generation: every weight named, and the held-out figures of the tuned and default sets."""
    result = tune(players=1, generations=1, population=2, games=1, seed=3, jobs=1, elite=1)
    assert set(result["weights"]) == set(WEIGHTS)
    assert result["held_out_games"] == 2
    assert set(result["tuned"]) == {"mean_vp", "win_rate"} == set(result["defaults"])


def test_both_weight_sets_name_the_same_weights() -> None:
    """The solo and the table sets are two tunings of one planner: the same names in each."""
    from viticulture_tui.ai.weights import SOLO, TABLE

    assert set(SOLO) == set(TABLE)
    assert all(isinstance(v, float) for v in [*SOLO.values(), *TABLE.values()])
