"""Save names: the file name a save name becomes, and the name proposed for a game."""

from __future__ import annotations

import re
from datetime import datetime

from viticulture_tui.engine.state import GameState

SUFFIX = ".json"


def file_name(name: str) -> str:
    """A safe file name for a save name: letters, digits, spaces, `-` and `_` kept, `.json` added."""
    stem = re.sub(r"[^\w \-]+", "_", name.removesuffix(SUFFIX)).strip(" ._") or "save"
    return stem[:80] + SUFFIX


def default_name(state: GameState, now: datetime | None = None) -> str:
    """A save name from the players, the year and the time, e.g. `Anna-Ben year 3 2025-06-01 1830`."""
    when = (now or datetime.now()).strftime("%Y-%m-%d %H%M")
    return f"{'-'.join(p.name for p in state.players)} year {state.year} {when}"
