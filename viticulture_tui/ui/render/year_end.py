"""The public summary of a year that has just ended: aging, residual income, hand limit, the VP."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text

from viticulture_tui.engine.ops import HAND_LIMIT
from viticulture_tui.engine.state import Event
from viticulture_tui.engine.view import SeatView


def year_summary(view: SeatView, log: Sequence[Event], year: int) -> Text:
    """What every player saw happen at the end of `year`, and where everyone stands now.

    Drawn from public information only: the public log lines of that year's end (discards) and
    each player's public side (residual payments, VP); `view` is the state just after the year.
    """
    players = view.players
    names = [p.name for p in players]
    ending = [e for e in log if e.seen_by is None and e.year == year and e.season == "year_end"]
    out = Text()
    out.append("Aging: ", style="bold")
    out.append("every grape and wine token went up by 1 where its crush pad or cellar had room.")
    out.append("\nResidual income: ", style="bold")
    paid = [f"{p.name} +{p.residual} lira" for p in players if p.residual]
    out.append(", ".join(paid) + "." if paid else "nobody has residual payments yet.")
    out.append(f"\nHand limit ({HAND_LIMIT} cards): ", style="bold")
    discards = [(name, sum(1 for e in ending if e.text == f"{name} discards a card.")) for name in names]
    over = [f"{name} discarded {n} card{'s' if n > 1 else ''}" for name, n in discards if n]
    out.append(", ".join(over) + "." if over else f"nobody had more than {HAND_LIMIT} cards.")
    out.append("\nVictory points: ", style="bold")
    ranked = sorted(players, key=lambda p: (-p.vp, p.seat))
    out.append(" · ".join(f"{p.name} {p.vp}" for p in ranked))
    if len(players) > 1:  # solo: one player, always first
        out.append(f"\nFirst player in year {year + 1}: {names[view.first_player]}.")
    return out
