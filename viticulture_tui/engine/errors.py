"""Errors the engine raises when it is asked to do something the rules forbid."""


class IllegalAction(ValueError):
    """An action that is not legal now; the message says why, and the state is unchanged."""
