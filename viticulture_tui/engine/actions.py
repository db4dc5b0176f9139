"""Actions a player takes, and the legal choices the engine offers with label and rule."""

from __future__ import annotations

import reprlib
from typing import Any, NamedTuple

Arg = Any
"""An action argument: None, an int, a bool, a str, or a tuple of these (nested)."""

MAX_ARG_DEPTH = 4
"""How deep tuples may nest in an argument (the engine's own use at most 2)."""

NOT_AN_ARG = 0
"""`arg_form`: the value is not something an argument is made of."""
TEXT_ONLY = 1
"""`arg_form`: only str, None and tuples, so equality with a legal argument means the same types."""
HAS_NUMBER = 2
"""`arg_form`: holds an int or a bool, which equality alone confuses (True == 1)."""

_ATOMS: dict[type, int] = {str: TEXT_ONLY, type(None): TEXT_ONLY, int: HAS_NUMBER, bool: HAS_NUMBER}


class Action(NamedTuple):
    """One decision taken: its kind and its argument (hashable, JSON-friendly)."""

    kind: str
    arg: Arg = None

    def to_json(self) -> list[Any]:
        """The action as a JSON list `[kind, arg]`."""
        arg = self.arg
        return [self.kind, _thaw(arg) if type(arg) is tuple else arg]

    @staticmethod
    def from_json(data: Any) -> Action:
        """Rebuild an action from its JSON form; anything else raises TypeError or ValueError."""
        if type(data) is not list and type(data) is not tuple:
            raise TypeError(f"an action is a list [kind, argument], not {type(data).__name__}")
        if len(data) != 2:
            raise ValueError(f"an action is a list of 2 items [kind, argument], not of {len(data)}")
        kind, arg = data
        if type(kind) is not str:
            raise TypeError(f"an action's kind is text, not {type(kind).__name__}")
        return Action(kind, _freeze(arg, 0) if type(arg) is list else _atom(arg))


class Choice(NamedTuple):
    """A legal action with the words a player reads and the rule it comes from."""

    action: Action
    label: str
    rule: str
    loses_token: bool = False
    """R6: taking it loses a grape or wine token, so an interface asks for confirmation."""
    skips_bonus: bool = False
    """§4.2: taking it gives up the bonus of the space, so an interface asks for confirmation."""
    number: int | None = None
    """The number the game itself gives this choice (a wake-up row), for an interface to key it by."""


def arg_form(value: Any, depth: int = 0) -> int:
    """NOT_AN_ARG, TEXT_ONLY or HAS_NUMBER: what `value` is made of, by exact type (no subclasses)."""
    # On the hot path of every apply(): the common atoms are tested inline, without a call.
    kind = type(value)
    if kind is str or value is None:
        return TEXT_ONLY
    if kind is int or kind is bool:
        return HAS_NUMBER
    if kind is not tuple or depth >= MAX_ARG_DEPTH:
        return NOT_AN_ARG
    out = TEXT_ONLY
    for item in value:
        kind = type(item)
        if kind is str or item is None:
            continue
        if kind is int or kind is bool:
            out = HAS_NUMBER
            continue
        code = arg_form(item, depth + 1) if kind is tuple else NOT_AN_ARG
        if code == NOT_AN_ARG:
            return NOT_AN_ARG
        out = max(out, code)
    return out


def same_types(a: Any, b: Any) -> bool:
    """Whether two equal arguments are also made of the same types (True is not 1)."""
    if type(a) is not type(b):
        return False
    if type(a) is not tuple:
        return True
    if len(a) != len(b):
        return False
    for x, y in zip(a, b, strict=True):
        if type(x) is not type(y) or (type(x) is tuple and not same_types(x, y)):
            return False
    return True


def short_repr(value: object) -> str:
    """A short repr of any value for a message: cut when long or deep, never raising."""
    try:
        return _SHORT.repr(value)
    except Exception:  # a hostile __repr__, or one that recurses without end
        return f"<a {type(value).__name__}>"


class _ShortRepr(reprlib.Repr):
    """reprlib's short repr, with numbers too long for Python to print given by their size."""

    def repr_int(self, x: int, level: int) -> str:
        if x.bit_length() > 128:
            return f"<a number of {x.bit_length()} bits>"
        return super().repr_int(x, level)


_SHORT = _ShortRepr()
_SHORT.maxlevel = 3
_SHORT.maxstring = 40
_SHORT.maxother = 40


def _atom(value: Any) -> Any:
    if type(value) not in _ATOMS:
        raise ValueError(f"an action's argument holds {type(value).__name__}, not only text and numbers")
    return value


def _freeze(value: list[Any], depth: int) -> tuple[Any, ...]:
    if depth >= MAX_ARG_DEPTH:
        raise ValueError(f"an action's argument nests lists more than {MAX_ARG_DEPTH} deep")
    return tuple([_freeze(v, depth + 1) if type(v) is list else _atom(v) for v in value])


def _thaw(value: Any) -> Any:
    if type(value) is tuple:
        return [_thaw(v) if type(v) is tuple else v for v in value]
    return value
