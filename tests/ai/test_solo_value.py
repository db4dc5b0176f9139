"""The learned solo value: its features, its fit, the shipped models, and the Expert's short playouts."""

from __future__ import annotations

import random

import pytest

from viticulture_tui.ai import expert
from viticulture_tui.ai.fit_value import LEVELS, fit, game_rows, module_text, ridge, solve
from viticulture_tui.ai.solo_models import MODELS
from viticulture_tui.ai.solo_value import FEATURES, Model, features, predict, win_chance, years_to_play
from viticulture_tui.ai.vintner import vintner_choice
from viticulture_tui.engine import GameOptions, GameState, PlayerSetup, Setup, apply, legal_actions, new_game
from viticulture_tui.engine.clone import clone_state
from viticulture_tui.engine.solo import years as solo_years


def _spring(year: int, seed: int = 3, **options: object) -> GameState:
    """A solo game played by the vintner to the wake-up of `year`."""
    state = new_game(Setup(players=[PlayerSetup(name="Anna")], seed=seed, options=GameOptions(**options)))
    while not (state.year == year and state.phase == "spring"):
        top = state.top()
        assert top is not None and not state.game_over
        apply(state, vintner_choice(state, top.seat, legal_actions(state)))
    return state


def test_solve_and_ridge_recover_a_known_line() -> None:
    assert solve([[2.0, 1.0], [1.0, 3.0]], [3.0, 5.0]) == pytest.approx([0.8, 1.4])
    rng = random.Random(1)
    xs = [[rng.uniform(0, 9), rng.uniform(0, 9)] for _ in range(200)]
    ys = [2.0 * a - 3.0 * b + 1.5 for a, b in xs]
    assert ridge(xs, ys, penalty=0.0) == pytest.approx([2.0, -3.0, 1.5])


def test_fit_keys_by_years_and_measures_error_on_held_out_games() -> None:
    games = [[(years, [float(i), float(years)], 2.0 * i) for years in (1, 2)] for i in range(20)]
    models = fit(games)
    assert sorted(models) == [1, 2]
    assert models[1].residual_sd == pytest.approx(0.0, abs=0.05)
    assert len(models[1].weights) == 3


def test_module_text_holds_the_models_it_was_given() -> None:
    models = {"normal": {7: Model(weights=(0.5, -1.25, 3.0), residual_sd=2.5)}}
    namespace: dict[str, object] = {}
    exec(module_text(models, "a command"), namespace)  # the generated module, run as Python
    assert namespace["MODELS"] == models


def test_game_rows_record_every_spring_with_the_vp_still_to_come() -> None:
    rows = game_rows(("normal", 11))
    assert [years for years, _, _ in rows] == [7, 6, 5, 4, 3, 2, 1]
    assert all(len(x) == len(FEATURES) for _, x, _ in rows)
    vp_index = FEATURES.index("vp")
    totals = {x[vp_index] + ahead for _, x, ahead in rows}
    assert len(totals) == 1, "each row's VP plus the VP still to come is the same final VP"


def test_features_read_only_what_the_seat_may_know() -> None:
    state = _spring(3)
    twin = clone_state(state)
    for pile in twin.decks.values():
        pile.reverse()
    assert twin.automa is not None
    twin.automa.deck.reverse()
    assert features(twin, 0) == features(state, 0)
    assert len(features(state, 0)) == len(FEATURES)


def test_shipped_models_cover_every_level_and_year() -> None:
    for level in LEVELS:
        state = _spring(1, solo_level=level)
        assert sorted(MODELS[level]) == list(range(1, solo_years(state) + 1))
        for model in MODELS[level].values():
            assert len(model.weights) == len(FEATURES) + 1
            assert model.residual_sd > 0


def test_the_normal_model_foresees_a_vintner_game() -> None:
    """From a new game the vintner scores about 13 VP against the Automa (docs/bots.md)."""
    foreseen = predict(_spring(1), 0, MODELS)
    assert foreseen is not None
    final, error = foreseen
    assert 10.0 < final < 17.0
    assert 2.0 < error < 5.0


def test_no_model_in_the_aggressive_variant() -> None:
    assert predict(_spring(2, aggressive=True), 0, MODELS) is None


def test_win_chance_rises_with_the_foreseen_vp() -> None:
    assert win_chance(20.5, 3.0, 20) == pytest.approx(0.5)
    assert win_chance(15.0, 3.0, 20) < win_chance(18.0, 3.0, 20) < win_chance(24.0, 3.0, 20)
    assert win_chance(22.0, 0.0, 20) == 1.0


def test_a_solo_playout_stops_at_the_spring_the_value_scores() -> None:
    state = _spring(2)
    start = state.year
    value = expert.playout(state, 0, random.Random(5))
    assert not state.game_over
    assert state.year == start + expert.SOLO_YEARS_AHEAD and state.phase == "spring"
    assert value == expert.solo_foreseen(state, 0)
    assert years_to_play(state) == solo_years(state) - state.year + 1


def test_an_aggressive_playout_runs_to_the_end() -> None:
    state = _spring(2, aggressive=True)
    expert.playout(state, 0, random.Random(5))
    assert state.game_over
