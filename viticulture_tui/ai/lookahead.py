"""Looking one decision ahead on a sampled state: apply a choice, finish the seat's own follow-ups."""

from __future__ import annotations

from viticulture_tui.ai.evaluation import calendar, evaluate, years_left
from viticulture_tui.engine import Action, GameState, IllegalAction, apply, legal_actions
from viticulture_tui.engine.clone import clone_state

FOLLOW_DEPTH = 3
"""How many follow-up decisions of the same seat (plant what, where) are played greedily."""
FOLLOW_WIDTH = 8
"""At most this many follow-up choices are tried at each step (the first ones the engine lists)."""


NEW_TURN_KINDS = frozenset({"turn", "wake_up", "fall_draw"})
"""Decisions that start something new (a placement, a wake-up row, the fall draw): not follow-ups."""


def after(state: GameState, action: Action) -> GameState:
    """A copy of the state with the action applied."""
    out = clone_state(state)
    apply(out, action)
    return out


def greedy_finish(
    state: GameState,
    seat: int,
    depth: int = FOLLOW_DEPTH,
    clock: float | None = None,
    start: float | None = None,
) -> GameState:
    """Play the seat's own next decisions greedily by one-step evaluation, while it keeps deciding.

    Placing a worker on "plant" is worth nothing until the vine is chosen: this is what lets a
    one-step evaluation see the value of a multi-step action.
    """
    return _finish(state, seat, depth, clock, start)[0]


def _finish(
    state: GameState, seat: int, depth: int, clock: float | None, start: float | None
) -> tuple[GameState, float | None]:
    """`greedy_finish`, with the evaluation of the state it stops at where it already made it
    (None where it stopped before weighing anything)."""
    phase = state.phase
    value: float | None = None
    for _ in range(depth):
        top = state.top()
        if state.game_over or top is None or top.seat != seat:
            return state, value
        if top.kind in NEW_TURN_KINDS or state.phase != phase:
            # A new turn is a new choice, not a follow-up: values stop at the same point for all.
            return state, value
        choices = legal_actions(state)[:FOLLOW_WIDTH]
        if len(choices) == 1:
            # Nothing to weigh: the one follow-up is played (the evaluation is left for the end).
            state, value = after(state, choices[0].action), None
            continue
        best: GameState | None = None
        best_value = float("-inf")
        for c in choices:
            child = after(state, c.action)
            child_value = evaluate(child, seat, clock, start)
            if child_value > best_value:
                best, best_value = child, child_value
        assert best is not None
        state, value = best, best_value
    return state, value


def one_step_value(state: GameState, seat: int, action: Action) -> float:
    """The evaluation after the action and the seat's greedy follow-ups, on the clock of `state`.

    A sampled state in which the action is not legal (the sampler found no deal agreeing with
    every choice offered) values it as the position itself.
    """
    clock, start = years_left(state), calendar(state)
    try:
        child = after(state, action)
    except IllegalAction:
        return evaluate(state, seat, clock, start)
    finished, value = _finish(child, seat, FOLLOW_DEPTH, clock, start)
    return evaluate(finished, seat, clock, start) if value is None else value
