"""The engine's public face: start a game, ask who decides and what is legal, apply an action."""

from __future__ import annotations

from viticulture_tui.engine import marks, ops
from viticulture_tui.engine.actions import (
    MAX_ARG_DEPTH,
    NOT_AN_ARG,
    TEXT_ONLY,
    Action,
    Choice,
    arg_form,
    same_types,
    short_repr,
)
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
    """Carry out a legal action; anything else (an illegal action, a value that is not exactly an
    Action, a bad seat) raises IllegalAction and changes nothing."""
    # pending(state) inline (game_over and top() are two Python calls on every action).
    stack = state.stack
    task = stack[-1] if stack and state.phase != "game_over" else None
    if task is None:
        raise IllegalAction("the game is over")
    if seat is not None and (type(seat) is not int or seat != task.seat):
        raise IllegalAction(_seat_reason(state, task.seat, seat))
    # Exact types only: a NamedTuple equals a plain tuple, 2.0 equals 2 and True equals 1, and
    # any of these would pass the legality check below and then break the game in resolve.
    form = arg_form(action.arg) if type(action) is Action and type(action.kind) is str else NOT_AN_ARG
    if form == NOT_AN_ARG:
        raise IllegalAction(malformed_reason(action))
    private = state.__pydantic_private__
    assert private is not None
    cache = private["_legal_cache"]
    handler = DECISIONS[task.kind]
    # Text never equals a number, so for an argument of text alone equality is exact; with a
    # number in it, the types are compared too (True == 1), against the full list of choices.
    if cache is not None and cache[0] == len(state.history):
        legal = _match(cache[1], action, form)
    elif form == TEXT_ONLY:
        legal = handler.is_legal(state, task, action)
    else:
        legal = _match(legal_actions(state), action, form)
    if not legal:
        raise IllegalAction(why_illegal(state, action))
    before = marks.snapshot(state)
    stack.pop()
    handler.resolve(state, task, action)
    state.history.append(action.to_json())
    private["_legal_cache"] = None
    advance(state)
    state.history_marks.append(marks.mark(state, task.seat, before))


def _match(choices: list[Choice], action: Action, form: int) -> bool:
    """Whether a legal choice is this action, with the same types all through."""
    if form == TEXT_ONLY:
        return any(c.action == action for c in choices)
    return any(c.action == action and same_types(c.action.arg, action.arg) for c in choices)


def _seat_reason(state: GameState, deciding: int, seat: object) -> str:
    if type(seat) is not int or not 0 <= seat < state.n:
        return f"{short_repr(seat)} is not a seat of this game (seats are 0 to {state.n - 1})"
    return f"it is {ops.name(state, deciding)}'s decision, not {ops.name(state, seat)}'s"


def malformed_reason(action: object) -> str:
    """Words for why a value is not an action at all ('' when it is well formed)."""
    if type(action) is not Action:
        return f"{short_repr(action)} is not an Action but a {type(action).__name__}"
    if type(action.kind) is not str:
        return f"an action's kind is text, not {type(action.kind).__name__} ({short_repr(action.kind)})"
    if arg_form(action.arg) == NOT_AN_ARG:
        return (
            f"{_kind_words(action.kind)} {short_repr(action.arg)}: an action's argument is made only "
            f"of text, whole numbers, True/False, None and tuples of these (at most {MAX_ARG_DEPTH} deep)"
        )
    return ""


def _kind_words(kind: str) -> str:
    # A kind the engine uses reads as a word; any other text is quoted and cut (it may be anything).
    return kind if kind.isidentifier() and len(kind) <= 40 else short_repr(kind)


def why_illegal(state: GameState, action: object) -> str:
    """Words for why an action is not legal now (any value, even one that is not an Action)."""
    task = pending(state)
    if task is None:
        return "the game is over"
    malformed = malformed_reason(action)
    if malformed:
        return malformed
    assert isinstance(action, Action)
    if action.kind == "place" and type(action.arg) is tuple and action.arg:
        for view in spaces(state, task.seat):
            if view.action == action.arg[0]:
                if not view.open:
                    return f"{view.name} is closed: {view.reason}"
                reason = placement_reason(state, task.seat, action.arg)
                if reason:
                    return f"{view.name}: {reason}"
    words = f"{_kind_words(action.kind)} {short_repr(action.arg)} is not one of the legal choices now"
    if any(c.action == action for c in legal_actions(state)):
        words += " (a legal choice has these values, but of other types: True is not 1)"
    return f"{words} ({DECISIONS[task.kind].title})"


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
