"""The solo Expert's last-year tree: how it grows, what it counts, what it chooses (that it
returns a legal choice, the same for the same seed: tests/ai/test_expert_search.py)."""

from __future__ import annotations

import math
import random

from viticulture_tui.ai import expert, last_year
from viticulture_tui.ai.expert import Expert, outcome
from viticulture_tui.ai.last_year import Node, grow
from viticulture_tui.ai.vintner import vintner_choice
from viticulture_tui.engine import GameOptions, GameState, PlayerSetup, Setup, apply, legal_actions, new_game
from viticulture_tui.engine.knowledge import knowledge


def _last_year(seed: int, kind: str = "turn") -> GameState:
    """A solo game played by the vintner to its first decision of `kind` in year 7 (the last)."""
    state = new_game(Setup(players=[PlayerSetup(name="Anna")], seed=seed, options=GameOptions()))
    while True:
        top = state.top()
        assert top is not None and not state.game_over
        if state.year == 7 and top.kind == kind:
            return state
        apply(state, vintner_choice(state, top.seat, legal_actions(state)))


def _walk(node: Node) -> list[Node]:
    """Every node under `node`, itself included."""
    out = [node]
    for child in node.children.values():
        out += _walk(child)
    return out


def test_the_tree_grows_below_the_root_and_widens_with_its_visits() -> None:
    """Every iteration passes the root once; a node weighs no more choices than its visits allow;
    the seat's later decisions of the year get nodes of their own."""
    state = _last_year(4)
    k = knowledge(state, 0)
    order = [c.action for c in legal_actions(state)]
    root = grow(k, state, order, random.Random(5), outcome, expert.TEMPERATURE, iterations=60)
    assert root.visits == 60
    assert sum(child.visits for child in root.children.values()) == 60
    nodes = _walk(root)
    assert any(child.children for child in root.children.values())
    for node in nodes:
        if node.children:
            bound = math.ceil(last_year.WIDENING * math.sqrt(node.visits))
            assert len(node.children) <= max(1, bound)
            # A child was tried no more often than it was legal, nor legal more than its parent
            # was reached.
            assert all(c.visits <= c.avail <= max(1, node.visits) for c in node.children.values())


def test_the_last_worker_of_the_game_fills_an_order() -> None:
    """The last winter, one worker left, an order the cellar fills: the worker goes to fill it
    (drawing an order, a lira or passing scores nothing more)."""
    state = _last_year(12, "turn")
    while state.phase != "winter":
        top = state.top()
        assert top is not None
        apply(state, vintner_choice(state, top.seat, legal_actions(state)))
    state.players[0].free_workers = 1
    state.players[0].grande_free = False
    choices = legal_actions(state)
    fill = [c.action for c in choices if c.action.kind == "place" and c.action.arg[0] == "fill_order"]
    assert len(fill) == 1 and len(choices) > 2
    assert Expert(rounds=8).choose(knowledge(state, 0), choices, random.Random(1)) == fill[0]
