"""What an action just showed one player alone: the engine's private log lines and the cards now in hand."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from rich.text import Text

from viticulture_tui.engine.state import Event
from viticulture_tui.ui.render.cards import full_text, is_card


def private_lines(events: Sequence[Event], seat: int) -> list[str]:
    """The log lines among `events` that only some players may read, `seat` among them."""
    return [e.text for e in events if e.seen_by is not None and seat in e.seen_by]


def new_cards(before: Sequence[str], after: Sequence[str]) -> list[str]:
    """The cards in `after` that were not in `before` (a hand before and after an action)."""
    gained = Counter(after) - Counter(before)
    out: list[str] = []
    for card in after:  # in the hand's order; a second copy counts only if it is new too
        if gained[card] > 0 and is_card(card):
            gained[card] -= 1
            out.append(card)
    return out


def private_news(
    events: Sequence[Event], seat: int, before: Sequence[str], after: Sequence[str]
) -> Text | None:
    """'You drew …' with each new card's text, for the seat's eyes only; None if nothing private happened."""
    lines = private_lines(events, seat)
    if not lines:
        return None
    out = Text("Read it before you pass the keyboard on.", style="dim")
    for line in lines:
        out.append("\n")
        out.append(line, style="bold")
    for card in new_cards(before, after):
        out.append("\n\n")
        out.append_text(full_text(card))
    return out
