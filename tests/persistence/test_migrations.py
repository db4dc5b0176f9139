"""Migrations bring older saves forward one version at a time through the registry."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.persistence.helpers import dump, play
from viticulture_tui.persistence import errors, migrations, store
from viticulture_tui.persistence.errors import SaveError
from viticulture_tui.persistence.loader import load_game


def test_an_older_version_is_migrated_forward(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A version-0 save (a made-up older format) loads once a 0-to-1 migration is registered."""
    state, _ = play(2, 71, 12)
    path = store.save_game(state, tmp_path, "old")
    raw = json.loads(path.read_text())
    raw["format_version"] = 0
    raw["names"] = raw.pop("players")  # what version 0 called the field
    path.write_text(json.dumps(raw))
    with pytest.raises(SaveError, match="no migration"):
        load_game(path)

    monkeypatch.setattr(migrations, "MIGRATIONS", {})

    @migrations.migration(0)
    def rename_names(raw: dict[str, Any]) -> dict[str, Any]:
        raw["players"] = raw.pop("names")
        return raw

    assert dump(load_game(path).state) == dump(state)
    assert json.loads(path.read_text())["format_version"] == 0, "loading never rewrites the file"


def test_a_migration_is_registered_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Registering two migrations from the same version is a programming error."""
    monkeypatch.setattr(migrations, "MIGRATIONS", {})
    migrations.migration(5)(lambda raw: raw)
    with pytest.raises(ValueError, match="already registered"):
        migrations.migration(5)(lambda raw: raw)


def test_a_version_below_every_migration_is_unknown(tmp_path: Path) -> None:
    """A negative version has no migration and is refused as unknown."""
    with pytest.raises(SaveError) as caught:
        migrations.migrate({"format_version": -3}, tmp_path / "x.json")
    assert caught.value.kind == errors.UNKNOWN_VERSION
