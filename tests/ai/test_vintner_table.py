"""The vintner at a table, where the Expert searches over it: its own weights, and a spare field
that becomes lira."""

from __future__ import annotations

import random

import pytest

from tests.scenario import clear_hand, game
from viticulture_tui.ai.expert import Expert
from viticulture_tui.ai.situation import situation
from viticulture_tui.ai.tune import length, pace, tune
from viticulture_tui.ai.vintner import action_score, vintner_choice, vintner_weights
from viticulture_tui.ai.vintner_picks import sell_pick
from viticulture_tui.ai.weights import VINTNER, VINTNER_TABLE
from viticulture_tui.engine import Action, Choice, GameState, legal_actions
from viticulture_tui.engine.knowledge import knowledge
from viticulture_tui.engine.sampling import sample_state


def _first_summer_turn(players: int) -> tuple[GameState, int]:
    """A game at its first summer placement turn (`scenario.game`), and the seat to place."""
    state = game(players, seed=2)
    top = state.top()
    assert top is not None and top.kind == "turn"
    return state, top.seat


def _broke_with_empty_fields(state: GameState, seat: int) -> None:
    """The seat holds no lira and no card (so no vine card), and its three fields are empty."""
    me = state.players[seat]
    me.lira = 0
    clear_hand(state, seat)
    for field in me.fields:
        field.vines, field.sold = [], False


def test_a_seat_short_of_lira_goes_to_sell_a_spare_field() -> None:
    """At a table, without lira for the next worker and the cellar, the sell space is worth a
    worker; with the lira in hand it is not."""
    state, seat = _first_summer_turn(2)
    _broke_with_empty_fields(state, seat)
    short = action_score(state, seat, situation(state, seat), "sell_grapes_or_field", VINTNER_TABLE)
    assert short == VINTNER_TABLE["sell_lira"]
    state.players[seat].lira = 20
    rich = action_score(state, seat, situation(state, seat), "sell_grapes_or_field", VINTNER_TABLE)
    assert rich == 0.0


def test_solo_the_sell_space_waits_for_a_token() -> None:
    """Solo the sale stays a bonus token's +1 VP: without a token the space is worth nothing,
    however short of lira the seat is (the solo games are played as before)."""
    state, _ = _first_summer_turn(1)
    _broke_with_empty_fields(state, 0)
    state.players[0].bonus_tokens = 0
    assert action_score(state, 0, situation(state, 0), "sell_grapes_or_field", VINTNER) == 0.0


def test_at_a_table_the_field_is_sold_before_a_grape() -> None:
    """The worker went to the sell space for the lira of a field: a grape on the crush pad is
    wine to come and stays; solo the lowest grape goes first, as before."""
    choices = [
        Choice(Action("sell_grape", ("red", 2)), "", "§5.1"),
        Choice(Action("sell_field", 0), "", "§6"),
        Choice(Action("stop", None), "", "§5.1"),
    ]
    table, seat = _first_summer_turn(2)
    _broke_with_empty_fields(table, seat)
    assert sell_pick(table, seat, choices, VINTNER_TABLE) == Action("sell_field", 0)
    solo, _ = _first_summer_turn(1)
    _broke_with_empty_fields(solo, 0)
    assert sell_pick(solo, 0, choices, VINTNER) == Action("sell_grape", ("red", 2))


def test_the_expert_places_workers_as_the_vintner_does_at_a_table() -> None:
    """Between players a placement is not searched (searched, it won fewer games and made games
    longer): the Expert places where the vintner does on the state it sampled."""
    state, seat = _first_summer_turn(3)
    choices = legal_actions(state)
    seen = knowledge(state, seat)
    picked = Expert().choose(seen, choices, random.Random(5))
    assert picked == vintner_choice(sample_state(seen, random.Random(5)), seat, choices)


def test_a_table_plays_the_table_weights_and_solo_the_solo_ones() -> None:
    """The table set was tuned for a table's pace, the solo set against the Automa: each plays
    where it was tuned, and the vintner's own choice at a table is the table set's."""
    table, seat = _first_summer_turn(2)
    solo, _ = _first_summer_turn(1)
    assert vintner_weights(table) is VINTNER_TABLE
    assert vintner_weights(solo) is VINTNER
    choices = legal_actions(table)
    assert vintner_choice(table, seat, choices) == vintner_choice(table, seat, choices, w=VINTNER_TABLE)


NEVER_FILL = {**VINTNER_TABLE, "fill": -100.0, "make_for": -100.0}
"""The table set, but a winter worker never goes to make wine for an order or to fill one."""
SEEDS = (1, 2, 3)
"""The games a table objective is compared on (one game alone can go either way)."""


def test_pace_reads_how_much_a_table_has_scored_by_year_seven() -> None:
    """The pace objective: the same weights and seed give the same figure, and a table whose
    seats never plant, or never fill an order, scores less by then (three seeds)."""
    assert pace(VINTNER_TABLE, 2, 1) == pace(VINTNER_TABLE, 2, 1)
    never_plant = {**VINTNER_TABLE, "plant": -100.0, "plant_windmill": -100.0}
    shipped = sum(pace(VINTNER_TABLE, 2, s) for s in SEEDS)
    assert sum(pace(never_plant, 2, s) for s in SEEDS) < shipped
    assert sum(pace(NEVER_FILL, 2, s) for s in SEEDS) < shipped


@pytest.mark.parametrize(("objective", "figure"), [("pace", "mean_vp_year_7"), ("length", "length_score")])
def test_the_tuner_tunes_the_table_set_for_a_table(objective: str, figure: str) -> None:
    """One tiny generation of a table's tuner: every table weight comes back, with the held-out
    figure of the tuned set and of the table set."""
    result = tune(
        players=2,
        generations=1,
        population=2,
        games=1,
        seed=3,
        jobs=1,
        elite=1,
        policy="vintner",
        objective=objective,
    )
    assert set(result["weights"]) == set(VINTNER_TABLE)
    assert result["held_out_games"] == 2
    assert set(result["tuned"]) == set(result["defaults"]) == {figure}


def test_a_table_that_never_fills_an_order_plays_a_longer_game() -> None:
    """The length objective: higher for a shorter game, and a table that never fills an order
    plays longer than the table set (three seeds)."""
    assert sum(length(NEVER_FILL, 2, s) for s in SEEDS) < sum(length(VINTNER_TABLE, 2, s) for s in SEEDS)
