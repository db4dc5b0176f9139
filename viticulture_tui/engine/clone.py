"""A fast copy of a game state for lookahead: every mutable part copied, log events shared."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from viticulture_tui.engine.state import Event, GameState, Setup, construct

# Events and the setup are never changed once made, so copies share them.
_SHARED: tuple[type, ...] = (Event, Setup)
set_private = BaseModel.__dict__["__pydantic_private__"].__set__
"""Set a model's private attributes (the legal-choice cache) without any __setattr__ hook."""


def _copy(value: Any) -> Any:
    kind = type(value)
    if kind is list:
        return [_copy(v) for v in value]
    if kind is dict:
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, BaseModel) and not isinstance(value, _SHARED):
        return construct(kind, **{k: _copy(v) for k, v in value.__dict__.items()})
    return value


def clone_state(state: GameState) -> GameState:
    """An independent copy of the state (model_copy(deep=True) is about 50 times slower).

    The log and history lists are new but share their items, which the engine only appends to.
    """
    fields = dict(state.__dict__)
    for name in ("turn_order", "in_play", "winners", "log", "history", "history_marks"):
        fields[name] = list(fields[name])
    for name in ("players", "placements", "decks", "discards", "stack", "automa", "vp_by_year"):
        fields[name] = _copy(fields[name])
    out = construct(GameState, **fields)
    private = state.__pydantic_private__
    # The legal-choice cache is keyed by the history length and holds immutable tuples.
    cache = private.get("_legal_cache") if private else None
    set_private(out, {"_legal_cache": cache})
    return out
