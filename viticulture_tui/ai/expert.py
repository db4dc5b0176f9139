"""Expert: determinized Monte Carlo over the best few choices, each played out by the policy.

For each guess of the hidden cards (sampled from the seat's knowledge), each candidate choice is
applied and the game played on by every seat with the policy (`ai/policy.py`: the vintner
solo, the planner at a table; a little randomised): to the end of a solo game, or for a horizon
of years in a game between players, where the evaluation scores what is left. The candidates are
the policy's best placements (or, for the other decisions, the best by one-step value); the best
mean outcome wins. Every candidate is played on the same sampled states with the same random
draws, so they are compared on equal terms.
"""

from __future__ import annotations

import random
import time

from viticulture_tui.ai.evaluation import MARGIN, WIN, evaluate
from viticulture_tui.ai.lookahead import after, one_step_value
from viticulture_tui.ai.policy import placement_scores, policy_choice
from viticulture_tui.engine import Action, Choice, GameState, IllegalAction, apply, legal_actions
from viticulture_tui.engine.knowledge import Knowledge
from viticulture_tui.engine.sampling import sample_state

CANDIDATES = 3
"""Choices searched: the best by the policy (placements) or by one-step value (the rest)."""
ROUNDS = 16
"""Solo: sampled states each candidate is played out on (a fixed count, so the same seed gives
the same choice whatever the machine's speed). More rounds play better: over 50 paired games
12 rounds scored 1.32 VP more than 4 (95%: +0.42 to +2.22), and 24 about as much again over
12 of those games; 16 keeps a searched decision near half a second (docs/bots.md)."""
TABLE_ROUNDS = 3
"""Between players: the same, fewer (each playout has every seat's decisions to play)."""
TEMPERATURE = 0.3
"""The playouts' policy draws its placements by softmax at this temperature (in rough VP)."""
HORIZON_YEARS = 1
"""Between players, a playout stops this many year ends after the decision and is evaluated
(2 won as often over 6 games against Standard, 5 of 6, at 1.6 times the time)."""
SOLO_WIN = 6.0
"""Solo: a playout that beats the Automa counts this much over its VP."""
TIME_CAP = 2.5
"""Seconds after which no new round starts (a safety net under the 3-second ceiling)."""
SEARCHED = frozenset(
    {"turn", "wake_up", "fall_draw", "papa_option", "choose_parent", "play_visitor", "visitor_option"}
)
"""Decisions worth a search: where the workers go, the year's row, the deck, the start, and which
visitor to play with which option (the evaluation misjudges many visitors: against the Automa,
100 paired games, 14.25 VP against 12.95; against Standard 167/200 wins against 157/200). The
rest (which vine or wine, a token, a harvest) follow the policy: searching those too did worse
over 40 solo games."""


def playout(state: GameState, seat: int, rng: random.Random, horizon: int = HORIZON_YEARS) -> float:
    """Play on with the policy for every seat and score the outcome for `seat`.

    Solo the playout runs to the end; between players it stops `horizon` year ends later.
    """
    stop_year = state.year + horizon
    while not state.game_over:
        if not state.solo and state.year >= stop_year:
            return evaluate(state, seat)
        top = state.top()
        if top is None:
            break
        apply(state, policy_choice(state, top.seat, legal_actions(state), rng, TEMPERATURE))
    return outcome(state, seat)


def outcome(state: GameState, seat: int) -> float:
    """A finished (or stopped) playout's worth for `seat`."""
    vp = float(state.players[seat].vp)
    if state.solo:
        return vp + (SOLO_WIN if seat in state.winners else 0.0)
    if not state.game_over:
        return evaluate(state, seat)
    best_other = max(p.vp for p in state.players if p.seat != seat)
    return MARGIN * (vp - best_other) + (WIN if seat in state.winners else -WIN)


class Expert:
    """Searches: the policy picks the candidates, playouts on sampled states decide."""

    name = "Expert"

    def __init__(
        self, rounds: int | None = None, candidates: int = CANDIDATES, horizon: int = HORIZON_YEARS
    ) -> None:
        self.rounds = rounds
        """Rounds of playouts; None: ROUNDS solo, TABLE_ROUNDS between players."""
        self.candidates = candidates
        self.horizon = horizon

    def choose(self, knowledge: Knowledge, choices: list[Choice], rng: random.Random) -> Action:
        """The candidate with the best mean playout (the first ranked on a tie)."""
        if len(choices) == 1:
            return choices[0].action
        start = time.perf_counter()
        seat = knowledge.seat
        first = sample_state(knowledge, rng)
        top = first.top()
        kind = top.kind if top is not None else ""
        if kind not in SEARCHED:
            return policy_choice(first, seat, choices)
        ranked = self.ranked(first, seat, choices, kind)
        if len(ranked) == 1:
            return choices[ranked[0]].action
        totals = dict.fromkeys(ranked, 0.0)
        rounds = self.rounds or (ROUNDS if first.solo else TABLE_ROUNDS)
        for r in range(rounds):
            if r and time.perf_counter() - start > TIME_CAP:
                break
            state = first if r == 0 else sample_state(knowledge, rng)
            draws = rng.getrandbits(32)
            for i in ranked:
                try:
                    child = after(state, choices[i].action)
                except IllegalAction:
                    totals[i] += evaluate(state, seat)
                    continue
                # The same draws for every candidate: they meet the same luck.
                totals[i] += playout(child, seat, random.Random(draws), self.horizon)
        best = max(ranked, key=lambda i: (totals[i], -ranked.index(i)))
        return choices[best].action

    def ranked(self, state: GameState, seat: int, choices: list[Choice], kind: str) -> list[int]:
        """The candidates, best first: by the policy for a placement, else by one-step value."""
        if kind == "turn":
            scores = placement_scores(state, seat, choices)
        else:
            scores = [one_step_value(state, seat, c.action) for c in choices]
        order = sorted(range(len(choices)), key=lambda i: (-scores[i], i))
        return order[: self.candidates]
