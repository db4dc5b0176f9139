"""The engine's public face: start a game, ask who decides and what is legal, apply an action."""

from __future__ import annotations

from viticulture_tui.engine import marks, ops
from viticulture_tui.engine.actions import Action, Choice
from viticulture_tui.engine.board import SpaceView, space_views
from viticulture_tui.engine.errors import IllegalAction
from viticulture_tui.engine.flow import advance
from viticulture_tui.engine.registry import DECISIONS
from viticulture_tui.engine.setup import create
from viticulture_tui.engine.state import GameState, Setup, Task
from viticulture_tui.engine.turns import placement_reason


def new_game(setup: Setup) -> GameState:
    """Set up a game and run it to its first decision."""
    state = create(setup)
    advance(state)
    return state


def pending(state: GameState) -> Task | None:
    """The decision waiting to be taken, or None when the game is over."""
    if state.game_over:
        return None
    return state.top()


def decider(state: GameState) -> int | None:
    """The seat that must decide now (None when the game is over)."""
    task = pending(state)
    return task.seat if task is not None else None


def prompt(state: GameState) -> str:
    """The question the deciding player is asked, in words."""
    task = pending(state)
    if task is None:
        return "The game is over."
    return DECISIONS[task.kind].prompt(state, task)


def legal_actions(state: GameState) -> list[Choice]:
    """Every legal choice now, each with its label and rule (empty when the game is over)."""
    task = pending(state)
    if task is None:
        return []
    private = state.__pydantic_private__
    assert private is not None
    # The choices of the pending decision are kept until the next action (flow.advance has
    # usually computed them already); a test that edits the state directly clears the cache.
    cache = private["_legal_cache"]
    if cache is not None and cache[0] == len(state.history):
        return list(cache[1])
    choices = DECISIONS[task.kind].choices(state, task)
    private["_legal_cache"] = (len(state.history), choices)
    return list(choices)


def apply(state: GameState, action: Action, seat: int | None = None) -> None:
    """Carry out a legal action; an illegal one raises IllegalAction and changes nothing."""
    task = None if state.game_over else state.top()
    if task is None:
        raise IllegalAction("the game is over")
    if seat is not None and seat != task.seat:
        raise IllegalAction(f"it is {ops.name(state, task.seat)}'s decision, not {ops.name(state, seat)}'s")
    private = state.__pydantic_private__
    assert private is not None
    cache = private["_legal_cache"]
    handler = DECISIONS[task.kind]
    if cache is not None and cache[0] == len(state.history):
        legal = any(c.action == action for c in cache[1])
    else:
        legal = handler.is_legal(state, task, action)
    if not legal:
        raise IllegalAction(why_illegal(state, action))
    before = marks.snapshot(state)
    state.stack.pop()
    handler.resolve(state, task, action)
    state.history.append(action.to_json())
    private["_legal_cache"] = None
    advance(state)
    state.history_marks.append(marks.mark(state, task.seat, before))


def why_illegal(state: GameState, action: Action) -> str:
    """Words for why an action is not legal now."""
    task = pending(state)
    assert task is not None
    if action.kind == "place" and isinstance(action.arg, tuple) and action.arg:
        for view in spaces(state, task.seat):
            if view.action == action.arg[0]:
                if not view.open:
                    return f"{view.name} is closed: {view.reason}"
                reason = placement_reason(state, task.seat, action.arg)
                if reason:
                    return f"{view.name}: {reason}"
    return f"{action.kind} {action.arg!r} is not one of the legal choices now ({DECISIONS[task.kind].title})"


def spaces(state: GameState, seat: int) -> list[SpaceView]:
    """Every action space as the player sees it, with the reason a closed one is closed."""
    return space_views(state, seat)


def replay(setup: Setup, history: list[list[object]]) -> GameState:
    """Rebuild a game from its setup (seed included) and its action log."""
    state = new_game(setup)
    for item in history:
        apply(state, Action.from_json(item))
    return state


def to_json(state: GameState) -> str:
    """The whole state as JSON."""
    return state.model_dump_json()


def from_json(text: str) -> GameState:
    """A state back from its JSON."""
    return GameState.model_validate_json(text)
