"""Format migrations: each registered function turns a version-n save (raw JSON) into n+1."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from viticulture_tui import __version__
from viticulture_tui.persistence.errors import UNKNOWN_VERSION, SaveError
from viticulture_tui.persistence.model import FORMAT_VERSION

Raw = dict[str, Any]
Migration = Callable[[Raw], Raw]

MIGRATIONS: dict[int, Migration] = {}
"""From-version to the function that upgrades a save of that version by one version."""


def migration(from_version: int) -> Callable[[Migration], Migration]:
    """Register a function that upgrades a save from `from_version` to the next version."""

    def register(fn: Migration) -> Migration:
        if from_version in MIGRATIONS:
            raise ValueError(f"a migration from version {from_version} is already registered")
        MIGRATIONS[from_version] = fn
        return fn

    return register


def migrate(raw: Raw, path: Path) -> Raw:
    """The raw save brought to the current format version, or SaveError for an unknown version."""
    version = raw.get("format_version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise SaveError(path, f"format version {version!r} is unknown (not a number)", UNKNOWN_VERSION)
    if version > FORMAT_VERSION:
        raise SaveError(
            path,
            f"format version {version} is unknown: viticulture {__version__} reads versions up to "
            f"{FORMAT_VERSION} (was the file written by a newer version?)",
            UNKNOWN_VERSION,
        )
    while version < FORMAT_VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise SaveError(
                path, f"format version {version} is unknown: no migration from it", UNKNOWN_VERSION
            )
        raw = step(dict(raw))
        version += 1
        raw["format_version"] = version
    return raw
