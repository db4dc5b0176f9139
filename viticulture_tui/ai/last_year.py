"""A game's last year for the Expert: a search tree over the seat's own decisions, on sampled states.

Solo the last year is known; between players it is any year that may end the game (a seat near 20
VP), and a playout stops at the year's end, where the evaluation scores it. In the last year what
a worker placed now is worth depends on what the seat does with the ones left. A flat search plays
those on with the vintner, whose last summers spend workers that the winter needed: weighed that
way, passing (which keeps every worker from the vintner) often looked best. Here the seat's later
decisions of the year are searched too; the other seats' are the vintner's. Each iteration samples
a state from the seat's knowledge, walks down a tree keyed by the seat's own choices (UCB among
the choices legal in that sample, each child counted available only where it was: information-set
Monte Carlo tree search), adds one choice, and lets the vintner play the rest of the year. A node
weighs more of its choices as it is visited more (progressive widening), the root's in the
Expert's order, the others the vintner's pick first, so the tree grows deep where it matters.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from typing import NamedTuple

from viticulture_tui.ai.vintner import vintner_choice
from viticulture_tui.engine import Action, Choice, GameState, apply, legal_actions
from viticulture_tui.engine.clone import clone_state
from viticulture_tui.engine.knowledge import Knowledge
from viticulture_tui.engine.sampling import sample_state

ITERATIONS = 800
"""Sampled states walked down the tree for one decision: a fixed count, so that the same seed
gives the same choice on any machine, unless the Expert's CPU cap stops the search first (at
800, 7 of 191 last-year decisions reached it: the year's first placements, whose iterations
play the whole year; docs/bots.md)."""
EXPLORATION = 2.0
"""UCB's weight on a choice seldom tried, in the outcome's units (VP, and a win's weight)."""
WIDENING = 1.0
"""A node weighs up to this times the square root of its visits of its choices."""


class Node:
    """One of the seat's decisions in the tree: its children by choice, visits and total outcome."""

    __slots__ = ("avail", "children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 1
        """Iterations in which this choice was legal where its parent was reached."""

    def ucb(self, exploration: float) -> float:
        """The mean outcome plus the exploration bonus (counted over the times it was available)."""
        return self.total / self.visits + exploration * math.sqrt(math.log(max(2, self.avail)) / self.visits)


class Search(NamedTuple):
    """How a tree is grown: what an outcome is worth, how the playouts play, how long they run."""

    outcome: Callable[[GameState, int], float]
    """A playout's worth for the seat, once it has stopped."""
    temperature: float
    """The vintner's softmax temperature in the playouts."""
    iterations: int = ITERATIONS
    time_cap: float = math.inf
    """Seconds of the thread's CPU after which no new iteration starts."""
    exploration: float = EXPLORATION
    """UCB's weight on a choice seldom tried, in the outcome's units."""
    until_year: int | None = None
    """The year after whose end a playout stops (None: the game's end)."""


def tree_choice(
    knowledge: Knowledge,
    choices: Sequence[Choice],
    first: GameState,
    root_order: Sequence[Action],
    rng: random.Random,
    search: Search,
) -> Action | None:
    """The most visited of `choices` after the iterations (None if none was tried)."""
    root = grow(knowledge, first, root_order, rng, search)
    real = {c.action for c in choices}
    tried = [(a, n) for a, n in root.children.items() if a in real and n.visits]
    if not tried:
        return None
    return max(tried, key=lambda t: (t[1].visits, t[1].total / t[1].visits))[0]


def grow(
    knowledge: Knowledge, first: GameState, root_order: Sequence[Action], rng: random.Random, search: Search
) -> Node:
    """The tree of the seat's decision now: `first` (a state sampled from `knowledge`) walked
    first, then a new sample each iteration, each played until it stops and scored by the
    search's outcome."""
    seat = knowledge.seat
    root = Node()
    start = time.thread_time()
    for i in range(search.iterations):
        if i and time.thread_time() - start > search.time_cap:
            break
        state = clone_state(first) if i == 0 else sample_state(knowledge, rng)
        draws = random.Random(rng.getrandbits(32))
        path = _descend(state, seat, root, root_order, draws, search)
        value = search.outcome(state, seat)
        root.visits += 1
        for node in path:
            node.visits += 1
            node.total += value
    return root


def _descend(
    state: GameState,
    seat: int,
    root: Node,
    root_order: Sequence[Action],
    draws: random.Random,
    search: Search,
) -> list[Node]:
    """Play one iteration until it stops: down the tree, one new node, then the vintner.
    Returns the nodes passed (the new one last)."""
    temperature = search.temperature
    node: Node | None = root
    path: list[Node] = []
    while not state.game_over and (search.until_year is None or state.year <= search.until_year):
        top = state.top()
        if top is None:
            break
        legal = legal_actions(state)
        if len(legal) == 1:
            apply(state, legal[0].action)
        elif node is None or top.seat != seat:
            apply(state, vintner_choice(state, top.seat, legal, draws, temperature))
        else:
            action, node = _step(
                state, seat, node, legal, root_order if node is root else None, draws, search
            )
            path.append(node)
            apply(state, action)
            if node.visits == 0:
                node = None  # the new node: the vintner plays on from here
    return path


def _step(
    state: GameState,
    seat: int,
    node: Node,
    legal: list[Choice],
    order: Sequence[Action] | None,
    draws: random.Random,
    search: Search,
) -> tuple[Action, Node]:
    """The choice taken at `node`: a new one while the node may widen, else the best by UCB."""
    existing: list[tuple[Action, Node]] = []
    for c in legal:
        child = node.children.get(c.action)
        if child is not None:
            child.avail += 1
            existing.append((c.action, child))
    allowed = min(len(legal), max(1, math.ceil(WIDENING * math.sqrt(node.visits + 1))))
    if len(existing) < allowed:
        action = _new_choice(state, seat, node, legal, order, draws, search.temperature)
        child = node.children[action] = Node()
        return action, child
    return max(existing, key=lambda t: t[1].ucb(search.exploration))


def _new_choice(
    state: GameState,
    seat: int,
    node: Node,
    legal: list[Choice],
    order: Sequence[Action] | None,
    draws: random.Random,
    temperature: float,
) -> Action:
    """The next choice to add: at the root the Expert's order, below it the vintner's pick,
    else one of the rest at random."""
    open_ = [c.action for c in legal if c.action not in node.children]
    if order is not None:
        legal_set = set(open_)
        ranked = next((a for a in order if a in legal_set), None)
        return ranked if ranked is not None else open_[0]
    pick = vintner_choice(state, seat, legal, draws, temperature)
    return pick if pick not in node.children else draws.choice(open_)
