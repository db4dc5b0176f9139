"""Expert: determinized Monte Carlo over the best few choices, each played out by the vintner.

For each guess of the hidden cards (sampled from the seat's knowledge), each candidate choice is
applied and the game played on by every seat with the vintner (`ai/vintner.py`, a little
randomised) for a few years: solo to a spring where a value learned from the vintner's games
scores the rest (`ai/solo_value.py`), between players to a year end where the evaluation does.
The candidates are the vintner's best placements (or, for the other decisions, the best by
one-step value); the best mean outcome wins. Every candidate is played on the same sampled
states with the same random draws, so they are compared on equal terms. Solo, six candidates
are searched by sequential halving: after each share of the rounds the worse half is dropped
(`schedule`). In the last solo year, where a playout ends within the year, the seat's later
decisions of the year are searched too, by a tree (`ai/last_year.py`); between players the same
tree searches every decision of a year that may end the game (`end_in_sight`), its playouts
stopped at the year end. Before that, between players, the placements follow the vintner
unsearched (`SEARCHED`).
"""

from __future__ import annotations

import math
import random
import time

from viticulture_tui.ai.evaluation import MARGIN, WIN, evaluate
from viticulture_tui.ai.last_year import ITERATIONS as TREE_ITERATIONS
from viticulture_tui.ai.last_year import Search, tree_choice
from viticulture_tui.ai.lookahead import after, one_step_value
from viticulture_tui.ai.solo_models import MODELS
from viticulture_tui.ai.solo_value import model_key, predict, win_chance
from viticulture_tui.ai.vintner import placement_scores, vintner_choice
from viticulture_tui.engine import Action, Choice, GameState, IllegalAction, apply, legal_actions
from viticulture_tui.engine.knowledge import Knowledge
from viticulture_tui.engine.sampling import sample_state
from viticulture_tui.engine.solo import years as solo_years

CANDIDATES = 3
"""Between players, choices searched: the best by one-step value (placements follow the vintner)."""
SOLO_CANDIDATES = 6
"""Solo, choices searched, by sequential halving (`schedule`): all six meet the first rounds,
the better half goes on, and so on, for the playouts three candidates would cost: the search
looks further down the vintner's list without costing more."""
SOLO_WIDTH = 3
"""Solo: the playouts of a search are `ROUNDS` times this many, however many candidates."""
ROUNDS = 48
"""Solo: sampled states each candidate is played out on (a fixed count, so the same seed gives
the same choice whatever the machine's speed). More rounds play better (with playouts to the
end, over 50 paired games 12 rounds scored 1.32 VP more than 4); 32 playouts that stop two
years on cost about what 16 to the end did, and scored 2.0 VP more over 13 paired games. 48
rather than 32 showed no gain the games could tell (the same 150 setups: 49 wins against 44,
18.93 VP against 18.95; 63 of 200) and keep a decision's median at 0.5-0.8 s of CPU, under
the 1 s allowed (docs/bots.md)."""
LAST_YEAR_CANDIDATES = 12
"""In a year the tree searches (solo, the last; between players, one that may end the game): the
choices ranked first at the root of the tree search (`ai/last_year.py`), in the Expert's order;
the others follow in the engine's."""
END_VP = 14
"""Between players, once a seat has this many VP the game may end at this year's end: from then
on each of the Expert's decisions is searched by the tree, its playouts stopped at the year end
(self-play over 40 paired setups: 0.13 years shorter; from 12 VP, no shorter; docs/bots.md)."""
TABLE_ITERATIONS = 150
"""Between players, the tree's iterations (each plays every seat to the year end): a median 0.6 s
of CPU a decision, 5 of 1,659 at the cap (300: 1.2 s, 252 at the cap, 0.2 years shorter)."""
TABLE_EXPLORATION = 10.0
"""Between players, UCB's weight in the evaluation's units (a VP of margin is worth about 5 there)."""
ROUNDS_TO_THE_END = 16
"""Solo without a learned value (the aggressive variant): rounds of playouts to the end, which
keep a searched decision near half a second."""
TABLE_ROUNDS = 3
"""Between players: the same, fewer (each playout has every seat's decisions to play)."""
TEMPERATURE = 0.3
"""The playouts' vintner draws its placements by softmax at this temperature (in rough VP)."""
HORIZON_YEARS = 1
"""Between players, a playout stops this many year ends after the decision and is evaluated
(2 won as often over 6 games against Standard, 5 of 6, at 1.6 times the time)."""
SOLO_WIN = 6.0
"""Solo: a playout that beats the Automa counts this much over its VP."""
SOLO_YEARS_AHEAD = 2
"""Solo: a playout stops at the spring this many years on and the learned value scores the rest
(`ai/solo_value.py`): about half the time of a playout to the end, without the noise of the
later years' draws (docs/bots.md)."""
TIME_CAP = 2.5
"""Seconds of the searching thread's CPU after which no new round starts (a safety net under the
3-second ceiling, which is set for one core). CPU time rather than the wall clock, so that a
machine busy with other work does not cut searches short: replayed on a machine with twice as
many processes as cores, 41 solo games of the arena left the arena's path in 26 and scored 0.92 VP
less (9 wins against 13; docs/bots.md). Now a seed gives the same game however busy the machine."""
SEARCHED = frozenset(
    {
        "wake_up",
        "fall_draw",
        "papa_option",
        "choose_parent",
        "play_visitor",
        "visitor_option",
        "harvest",
        "yoke",
        "make_wine",
        "fill_order",
    }
)
"""Between players, the decisions worth a search: the year's row, the deck, the start, which
visitor to play with which option (the evaluation misjudges many visitors: against the Automa,
100 paired games, 14.25 VP against 12.95; against Standard 167/200 wins against 157/200), and
the wine chain's follow-ups: which field to harvest, which wine to make, which order to fill
(the vintner's picks for them are rules of thumb; searched, self-play took 8.50 years over 200
games against 8.67, and the Expert beat Standard in 184 of 200 against 169). The rest follow
the vintner, placements too: searched by playouts a year long and the evaluation, they won
fewer games against Standard (73 of 100 against 78) and made self-play longer (9.42 years
against 8.88; docs/bots.md). Solo, every decision is searched."""


def playout(state: GameState, seat: int, rng: random.Random, horizon: int = HORIZON_YEARS) -> float:
    """Play on with the vintner for every seat and score the outcome for `seat`.

    Solo the playout stops at the spring `SOLO_YEARS_AHEAD` years on, where the learned value
    scores the rest (to the end where no model is fitted: the aggressive variant); between
    players it stops `horizon` year ends later and the evaluation scores it.
    """
    if not state.solo:
        stop_year: int | None = state.year + horizon
    elif learned(state):
        stop_year = state.year + SOLO_YEARS_AHEAD
    else:
        stop_year = None  # no learned value (the aggressive variant): to the end
    while not state.game_over:
        if stop_year is not None and state.year >= stop_year:
            if not state.solo:
                return evaluate(state, seat)
            if state.phase == "spring":
                foreseen = solo_foreseen(state, seat)
                if foreseen is not None:
                    return foreseen
        top = state.top()
        if top is None:
            break
        apply(state, vintner_choice(state, top.seat, legal_actions(state), rng, TEMPERATURE))
    return outcome(state, seat)


def solo_foreseen(state: GameState, seat: int) -> float | None:
    """A solo position's worth by the learned value: the final VP it foresees, plus the win's
    weight times the chance of beating the Automa (None without a model for it)."""
    foreseen = predict(state, seat, MODELS)
    if foreseen is None or state.automa is None:
        return None
    final, error = foreseen
    return final + SOLO_WIN * win_chance(final, error, state.automa.vp)


def learned(state: GameState) -> bool:
    """Whether a learned value is fitted for this solo game (every level, not the aggressive variant)."""
    return model_key(state) in MODELS


def last_year(state: GameState) -> bool:
    """Whether a solo game with a learned value is in its last year (its playouts are short)."""
    return state.solo and learned(state) and state.year >= solo_years(state)


def end_in_sight(state: GameState) -> bool:
    """Whether a game between players may end at this year's end (a seat has END_VP or more)."""
    return not state.solo and max(p.vp for p in state.players) >= END_VP


def solo_rounds(state: GameState) -> int:
    """Rounds of a solo search before the last year: more where the learned value shortens the
    playouts."""
    return ROUNDS if learned(state) else ROUNDS_TO_THE_END


def candidates(state: GameState) -> int:
    """Choices a search weighs: more solo, and in a year the tree searches those its root ranks first."""
    if not state.solo:
        return LAST_YEAR_CANDIDATES if end_in_sight(state) else CANDIDATES
    return LAST_YEAR_CANDIDATES if last_year(state) else SOLO_CANDIDATES


def outcome(state: GameState, seat: int) -> float:
    """A finished (or stopped) playout's worth for `seat`."""
    vp = float(state.players[seat].vp)
    if state.solo:
        return vp + (SOLO_WIN if seat in state.winners else 0.0)
    if not state.game_over:
        return evaluate(state, seat)
    best_other = max(p.vp for p in state.players if p.seat != seat)
    return MARGIN * (vp - best_other) + (WIN if seat in state.winners else -WIN)


def schedule(candidates: int, rounds: int, halving: bool) -> list[int]:
    """The rounds of each phase of a search; after each phase the worse half of the candidates
    still in is dropped. Between players one phase: every candidate meets every round. Solo,
    sequential halving: the budget of `rounds` x SOLO_WIDTH playouts shared out evenly over
    the phases, so that the two last candidates meet the most rounds."""
    if not halving or candidates <= 2:
        return [rounds]
    phases = math.ceil(math.log2(candidates))
    budget = rounds * min(SOLO_WIDTH, candidates)
    out: list[int] = []
    alive = candidates
    for phase in range(phases):
        n = max(1, budget // (alive * (phases - phase)))
        out.append(n)
        budget -= n * alive
        alive = math.ceil(alive / 2)
    return out


class Expert:
    """Searches: the vintner picks the candidates, playouts on sampled states decide."""

    name = "Expert"

    def __init__(
        self, rounds: int | None = None, candidates: int | None = None, horizon: int = HORIZON_YEARS
    ) -> None:
        self.rounds = rounds
        """Rounds of playouts; None: `solo_rounds` solo, TABLE_ROUNDS between players."""
        self.candidates = candidates
        """Choices searched; None: as many as `candidates` says for the position."""
        self.horizon = horizon

    def choose(self, knowledge: Knowledge, choices: list[Choice], rng: random.Random) -> Action:
        """The candidate with the best mean playout (the first ranked on a tie)."""
        if len(choices) == 1:
            return choices[0].action
        start = time.thread_time()
        seat = knowledge.seat
        first = sample_state(knowledge, rng)
        top = first.top()
        kind = top.kind if top is not None else ""
        # Solo, every decision is searched: the vintner's own choice is always a candidate, so a
        # search overrules it only on evidence (160 paired games: 0.54 VP more, se 0.21, than
        # searching only some kinds; docs/bots.md). Between players only SEARCHED kinds are,
        # until a seat nears 20 VP: from then on the tree searches every decision.
        tree = last_year(first) or end_in_sight(first)
        if not tree and not first.solo and kind not in SEARCHED:
            return vintner_choice(first, seat, choices)
        ranked = self.ranked(first, seat, choices, kind)
        if len(ranked) == 1:
            return choices[ranked[0]].action
        if tree:
            return self.last_year_choice(knowledge, choices, first, ranked, rng)
        rounds = self.rounds or (solo_rounds(first) if first.solo else TABLE_ROUNDS)
        totals = dict.fromkeys(ranked, 0.0)
        alive = list(ranked)
        played = 0
        for phase_rounds in schedule(len(ranked), rounds, first.solo):
            for _ in range(phase_rounds):
                if played and time.thread_time() - start > TIME_CAP:
                    break
                state = first if played == 0 else sample_state(knowledge, rng)
                played += 1
                draws = rng.getrandbits(32)
                for i in alive:
                    # The same draws for every candidate: they meet the same luck.
                    totals[i] += self.scored(state, seat, choices[i].action, random.Random(draws))
            # Every candidate still in has met the same rounds, so their totals compare.
            alive.sort(key=lambda i: (-totals[i], ranked.index(i)))
            alive = alive[: math.ceil(len(alive) / 2)]
        return choices[alive[0]].action

    def last_year_choice(
        self,
        knowledge: Knowledge,
        choices: list[Choice],
        first: GameState,
        ranked: list[int],
        rng: random.Random,
    ) -> Action:
        """In a solo game's last year, or a table's year that may end the game: the tree search
        (`ai/last_year.py`), its root in the order ranked here (the candidates first, then the
        other choices); at a table its playouts stop at the year end."""
        order = [choices[i].action for i in ranked] + [c.action for c in choices]
        shipped = TREE_ITERATIONS if first.solo else TABLE_ITERATIONS
        iterations = self.rounds * SOLO_WIDTH if self.rounds else shipped
        if first.solo:
            search = Search(outcome, TEMPERATURE, iterations, TIME_CAP)
        else:
            search = Search(outcome, TEMPERATURE, iterations, TIME_CAP, TABLE_EXPLORATION, first.year)
        pick = tree_choice(knowledge, choices, first, order, rng, search)
        return pick if pick is not None else choices[ranked[0]].action

    def scored(self, state: GameState, seat: int, action: Action, rng: random.Random) -> float:
        """One playout of `action` on a sampled state (where the sampler made it illegal, the
        position as it is)."""
        try:
            child = after(state, action)
        except IllegalAction:
            return evaluate(state, seat)
        return playout(child, seat, rng, self.horizon)

    def ranked(self, state: GameState, seat: int, choices: list[Choice], kind: str) -> list[int]:
        """The candidates, best first: by the vintner for a placement, else by one-step value (solo,
        with the vintner's own choice first, so the search always weighs it)."""
        if kind == "turn":
            scores = placement_scores(state, seat, choices)
        else:
            scores = [one_step_value(state, seat, c.action) for c in choices]
        order = sorted(range(len(choices)), key=lambda i: (-scores[i], i))
        if state.solo and kind != "turn":
            pick = vintner_choice(state, seat, choices)
            first = next(i for i, c in enumerate(choices) if c.action == pick)
            order = [first, *(i for i in order if i != first)]
        return order[: self.candidates or candidates(state)]
