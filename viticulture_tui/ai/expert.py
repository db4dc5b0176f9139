"""Expert: determinized flat Monte Carlo over the best few choices, with short greedy playouts.

For each guess of the hidden cards (sampled from the seat's knowledge), each candidate choice is
applied and the game played on by every seat with the one-step greedy policy for a few
decisions (to a depth cutoff), then scored by the evaluation on the clock of the decision.
The candidates are the best few by Standard's one-step value; the best mean playout wins.
"""

from __future__ import annotations

import random
import time

from viticulture_tui.ai.evaluation import calendar, evaluate, years_left
from viticulture_tui.ai.lookahead import after, one_step_value
from viticulture_tui.engine import Action, Choice, GameState, IllegalAction, legal_actions
from viticulture_tui.engine.knowledge import Knowledge
from viticulture_tui.engine.sampling import sample_state

CANDIDATES = 3
"""Choices searched (the best by one-step value); the others are never taken."""
ROUNDS = 6
"""Sampled states each candidate is played out on (a fixed count, so the same seed gives the
same choice whatever the machine's speed)."""
PLAYOUT_DECISIONS = 12
"""Decisions played after the candidate, by every seat, before the position is scored."""
PLAYOUT_WIDTH = 6
"""Choices the playout policy tries at each decision (the first ones the engine lists)."""
TIME_CAP = 2.5
"""Seconds after which no new round starts (a safety net under the 3-second ceiling)."""


def playout(
    state: GameState, seat: int, clock: float, rng: random.Random, start: float | None = None
) -> float:
    """Play on greedily for PLAYOUT_DECISIONS decisions (each seat for itself), then score for `seat`
    on the decision's clock, less the time the playout has moved on (`start`: see `evaluate`)."""
    for _ in range(PLAYOUT_DECISIONS):
        top = state.top()
        if state.game_over or top is None:
            break
        choices = legal_actions(state)
        if len(choices) > PLAYOUT_WIDTH:
            choices = rng.sample(choices, PLAYOUT_WIDTH)
        best: GameState | None = None
        best_value = float("-inf")
        for c in choices:
            try:
                child = after(state, c.action)
            except IllegalAction:
                continue
            value = evaluate(child, top.seat, clock, start)
            if value > best_value:
                best, best_value = child, value
        if best is None:
            break
        state = best
    return evaluate(state, seat, clock, start)


class Expert:
    """Searches: one-step values pick the candidates, playouts on sampled states decide."""

    name = "Expert"

    def __init__(self, rounds: int = ROUNDS, candidates: int = CANDIDATES) -> None:
        self.rounds = rounds
        self.candidates = candidates

    def choose(self, knowledge: Knowledge, choices: list[Choice], rng: random.Random) -> Action:
        """The candidate with the best mean playout value (the first listed on a tie)."""
        if len(choices) == 1:
            return choices[0].action
        start = time.perf_counter()
        seat = knowledge.seat
        first = sample_state(knowledge, rng)
        prior = [(one_step_value(first, seat, c.action), i) for i, c in enumerate(choices)]
        ranked = [i for _, i in sorted(prior, key=lambda p: (-p[0], p[1]))][: self.candidates]
        if len(ranked) == 1:
            return choices[ranked[0]].action
        totals = dict.fromkeys(ranked, 0.0)
        for r in range(self.rounds):
            if r and time.perf_counter() - start > TIME_CAP:
                break
            state = first if r == 0 else sample_state(knowledge, rng)
            clock, start_ = years_left(state), calendar(state)
            for i in ranked:
                try:
                    child = after(state, choices[i].action)
                except IllegalAction:
                    totals[i] += evaluate(state, seat, clock, start_)
                    continue
                totals[i] += playout(child, seat, clock, random.Random(rng.getrandbits(32)), start_)
        best = max(ranked, key=lambda i: (totals[i], -i))
        return choices[best].action
