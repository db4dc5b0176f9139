"""The Expert's tree for a game's last year (solo, or a table near 20 VP): how it grows, what it
counts, what it chooses (that it returns a legal choice, the same for the same seed:
tests/ai/test_expert_search.py)."""

from __future__ import annotations

import math
import random

from viticulture_tui.ai import expert, last_year
from viticulture_tui.ai.expert import Expert, outcome
from viticulture_tui.ai.last_year import Node, Search, grow
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
    root = grow(k, state, order, random.Random(5), Search(outcome, expert.TEMPERATURE, iterations=60))
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


def _table_winter(seed: int) -> GameState:
    """A 2-player game played by the vintner to a winter placement where seat 0 may fill an order."""
    seats = [PlayerSetup(name="Anna"), PlayerSetup(name="Ben")]
    state = new_game(Setup(players=seats, seed=seed, options=GameOptions()))
    while True:
        top = state.top()
        assert top is not None and not state.game_over
        legal = legal_actions(state)
        fills = [c for c in legal if c.action.kind == "place" and c.action.arg[0] == "fill_order"]
        if top.seat == 0 and state.phase == "winter" and fills:
            return state
        apply(state, vintner_choice(state, top.seat, legal))


def test_at_a_table_the_playouts_stop_at_the_year_end() -> None:
    """Between players a playout is scored when the year is over, not played to a game's end."""
    state = _table_winter(3)
    year = state.year
    seen: list[tuple[int, bool]] = []

    def recorded(s: GameState, seat: int) -> float:
        seen.append((s.year, s.game_over))
        return outcome(s, seat)

    order = [c.action for c in legal_actions(state)]
    search = Search(recorded, expert.TEMPERATURE, iterations=20, until_year=year)
    grow(knowledge(state, 0), state, order, random.Random(2), search)
    assert len(seen) == 20
    assert all(over or y == year + 1 for y, over in seen)


def test_at_a_table_the_worker_that_wins_fills_the_order() -> None:
    """A seat at 18 VP in the winter, one worker left and an order its cellar fills: it fills it,
    which ends the game at this year end with the seat ahead (a pass or a lira would not)."""
    state = _table_winter(3)
    me, other = state.players
    me.vp, other.vp = expert.END_VP + 4, expert.END_VP
    me.free_workers = 1
    me.grande_free = False
    state._legal_cache = None  # the choices were kept for the state before the edit
    choices = legal_actions(state)
    fill = [c.action for c in choices if c.action.kind == "place" and c.action.arg[0] == "fill_order"]
    assert len(fill) == 1 and len(choices) > 2
    assert expert.end_in_sight(state)
    assert Expert(rounds=8).choose(knowledge(state, 0), choices, random.Random(1)) == fill[0]
