"""Actions a player takes, and the legal choices the engine offers with label and rule."""

from __future__ import annotations

from typing import Any, NamedTuple

Arg = Any
"""An action argument: None, an int, a str, or a tuple of these (nested)."""


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
        """Rebuild an action from its JSON form."""
        kind, arg = data
        return Action(str(kind), _freeze(arg) if type(arg) is list else arg)


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


def _freeze(value: Any) -> Any:
    if type(value) is list:
        return tuple([_freeze(v) if type(v) is list else v for v in value])
    return value


def _thaw(value: Any) -> Any:
    if type(value) is tuple:
        return [_thaw(v) if type(v) is tuple else v for v in value]
    return value
