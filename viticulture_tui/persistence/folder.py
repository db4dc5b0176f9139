"""Where saves live: --save-dir, then VITICULTURE_SAVE_DIR, then the checkout's saves/, then the
user data directory."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

import platformdirs

ENV_VAR = "VITICULTURE_SAVE_DIR"
APP_NAME = "viticulture-tui"


def checkout_saves(package_dir: Path | None = None) -> Path | None:
    """The `saves/` folder of the source checkout the package runs from, or None when installed."""
    package = package_dir or Path(__file__).resolve().parent.parent
    root = package.parent
    if (root / "pyproject.toml").is_file() and (root / "saves").is_dir():
        return root / "saves"
    return None


def user_saves() -> Path:
    """The saves folder inside the user's data directory (platformdirs)."""
    return platformdirs.user_data_path(APP_NAME, appauthor=False) / "saves"


def save_dir(override: str | os.PathLike[str] | None = None, env: Mapping[str, str] | None = None) -> Path:
    """The save folder: the override (--save-dir), else $VITICULTURE_SAVE_DIR, else the
    checkout's saves/, else the user data directory."""
    if override:
        return Path(override).expanduser()
    from_env = (os.environ if env is None else env).get(ENV_VAR)
    if from_env:
        return Path(from_env).expanduser()
    return checkout_saves() or user_saves()
