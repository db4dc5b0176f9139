"""Which choices ask "are you sure?" first (R6): a token that will be lost, a bonus skipped."""

from __future__ import annotations

from viticulture_tui.engine import Choice


def warning(choice: Choice, others: list[Choice]) -> str:
    """Why this choice deserves a second look, in words ('' when it does not)."""
    label = choice.label
    if choice.loses_token:
        return f"{label}.\n\nA grape or wine token will be lost (R6)."
    if choice.skips_bonus:
        return f"{label}.\n\nThe bonus of this space will be skipped."
    if choice.action.kind == "pass" and any(c.action.kind == "place" for c in others):
        return "Pass for the rest of the season?\n\nYou still have workers you could place."
    return ""
