"""Loads the game data in `assets/` and validates it into the engine's catalog models."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from viticulture_tui.engine.catalog import Catalog

_HERE = Path(__file__).resolve().parent


def assets_dir() -> Path:
    """The assets folder: inside the installed package, or at the top of a checkout."""
    packaged = _HERE / "assets"
    if packaged.is_dir():
        return packaged
    return _HERE.parent / "assets"


def _read(name: str) -> Any:
    with (assets_dir() / f"{name}.json").open(encoding="utf-8") as handle:
        return json.load(handle)


def load_catalog() -> Catalog:
    """Read every data file and return the validated catalog."""
    board = _read("board")
    return Catalog.model_validate(
        {
            "vines": _read("vines"),
            "orders": _read("orders"),
            "mamas": _read("mamas"),
            "papas": _read("papas"),
            "automa": _read("automa"),
            "structures": _read("structures"),
            "visitors": _read("visitors"),
            "board": board,
        }
    )
