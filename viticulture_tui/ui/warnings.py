"""Which choices ask "are you sure?" first (R6): a token lost, a bonus skipped, a grande by one key."""

from __future__ import annotations

from viticulture_tui.engine import Choice


def warning(choice: Choice, others: list[Choice], *, one_key: bool = False) -> str:
    """Why this choice deserves a second look, in words ('' when it does not).

    `one_key`: the choice was made by a space's key alone, without a list that named the worker.
    """
    label = choice.label
    if one_key and _places_grande(choice):
        return (
            f"{label}?\n\nThis key places your grande, not an ordinary worker. "
            "The grande may go on an action even when all its spaces are taken; "
            "once placed, it stays there until the end of the year."
        )
    if choice.loses_token:
        return f"{label}.\n\nA grape or wine token will be lost (R6)."
    if choice.skips_bonus:
        return f"{label}.\n\nThe bonus of this space will be skipped."
    if choice.action.kind == "pass" and any(c.action.kind == "place" for c in others):
        return "Pass for the rest of the season?\n\nYou still have workers you could place."
    return ""


def _places_grande(choice: Choice) -> bool:
    arg = choice.action.arg
    return choice.action.kind == "place" and isinstance(arg, tuple) and len(arg) == 3 and arg[2] == "grande"
