"""The command of each browser tab's game process: this Python, `-m viticulture_tui play`, one folder."""

from __future__ import annotations

import sys
from pathlib import Path

from viticulture_tui.persistence.folder import ENV_VAR


def game_argv(folder: Path) -> list[str]:
    """The argument list of one game process (the same interpreter as the server, so the same install)."""
    return [sys.executable, "-m", "viticulture_tui", "play", "--save-dir", str(folder)]


def game_env(folder: Path) -> dict[str, str]:
    """What a game process's environment adds: the save folder (the terminal's folder, resolved once)."""
    return {ENV_VAR: str(folder)}
