"""The vintner at a table, where the Expert searches over it: a spare field becomes lira."""

from __future__ import annotations

import random

from tests.scenario import clear_hand, game
from viticulture_tui.ai.expert import Expert
from viticulture_tui.ai.situation import situation
from viticulture_tui.ai.vintner import action_score, vintner_choice
from viticulture_tui.ai.vintner_picks import sell_pick
from viticulture_tui.ai.weights import VINTNER
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
    short = action_score(state, seat, situation(state, seat), "sell_grapes_or_field", VINTNER)
    assert short == VINTNER["sell_lira"]
    state.players[seat].lira = 20
    rich = action_score(state, seat, situation(state, seat), "sell_grapes_or_field", VINTNER)
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
    assert sell_pick(table, seat, choices, VINTNER) == Action("sell_field", 0)
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
