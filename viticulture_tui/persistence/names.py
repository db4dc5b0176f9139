"""Save names: the file name a save name becomes, how long it may be, and the name proposed for a game."""

from __future__ import annotations

import os
import unicodedata
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from viticulture_tui.safe_text import cut

if TYPE_CHECKING:
    from viticulture_tui.engine.state import GameState

SUFFIX = ".json"

FALLBACK_NAME_MAX = 255
"""Bytes in a file name where the file system does not say (255 on ext4, APFS, NTFS, tmpfs...)."""

WRITER_EXTRA = len(".") + len(SUFFIX) + len(".bak.") + len("abcdefgh") + len(".tmp")
"""Bytes the atomic writer adds to a save's stem in its longest file, `.NAME.json.bak.XXXXXXXX.tmp`
(the temporary file of a backup; tempfile's random part has 8 letters)."""

DEFAULT_LIMIT = FALLBACK_NAME_MAX - WRITER_EXTRA
"""Bytes a save's stem may have when the folder is not known: 232."""

_KEPT_CHARS = {" ", "-", "_", "\u200d", "\u200c"}
"""Spaces, dashes, underscores, and the joiners that emoji and some scripts need."""


def name_limit(folder: Path | None) -> int:
    """How many bytes of UTF-8 a save's name may have in `folder` (its nearest existing parent is
    asked; 255 bytes are assumed where the system cannot say), once the writer's suffixes are added."""
    name_max = FALLBACK_NAME_MAX
    probe = folder
    while probe is not None:
        try:
            if probe.is_dir():
                name_max = os.pathconf(probe, "PC_NAME_MAX")
                break
        except (OSError, ValueError, AttributeError):  # no pathconf (Windows), or a folder it cannot ask
            break
        probe = probe.parent if probe.parent != probe else None
    if name_max <= 0 or name_max > FALLBACK_NAME_MAX:  # "no limit", or more than any name needs
        name_max = FALLBACK_NAME_MAX
    return max(1, name_max - WRITER_EXTRA)


def byte_length(text: str) -> int:
    """The length of `text` in UTF-8, a lone surrogate counted as the 3 bytes it would take."""
    return len(text.encode("utf-8", "surrogatepass"))


def fit(text: str, limit: int) -> str:
    """`text` cut to at most `limit` bytes of UTF-8, between two characters (never inside one)."""
    return cut(text, limit, byte_length)


def _kept(char: str) -> bool:
    # Letters, digits and marks of every script (L, N, M), and emoji (So), are fine in file names
    # everywhere; maths and currency signs hold characters like < > | that some systems refuse.
    category = unicodedata.category(char)
    return char in _KEPT_CHARS or category[0] in "LNM" or category == "So"


def file_name(name: str, limit: int = DEFAULT_LIMIT) -> str:
    """A safe file name for a save name: letters of every script, digits, emoji, spaces, `-` and `_`
    kept, every other run of characters made one `_`, cut to `limit` bytes, `.json` added."""
    out: list[str] = []
    for char in name.removesuffix(SUFFIX):
        if _kept(char):
            out.append(char)
        elif not out or out[-1] != "_":
            out.append("_")
    stem = "".join(out).strip(" ._")
    stem = fit(stem, limit).rstrip(" ._\u200d\u200c") or "save"
    return stem + SUFFIX


def default_name(state: GameState, now: datetime | None = None, limit: int = DEFAULT_LIMIT) -> str:
    """A save name from the players, the year and the time, e.g. `Anna-Ben year 3 2025-06-01 1830`;
    the players' part is shortened when the whole would be over `limit` bytes."""
    when = (now or datetime.now()).strftime("%Y-%m-%d %H%M")
    tail = f" year {state.year} {when}"
    players = "-".join(p.name for p in state.players)
    return fit(players, max(0, limit - byte_length(tail))) + tail
