"""Saves written by earlier versions must keep loading: one committed file per format version."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.persistence.helpers import dump, play
from viticulture_tui.persistence import errors, migrations
from viticulture_tui.persistence.errors import SaveError
from viticulture_tui.persistence.loader import load_game
from viticulture_tui.persistence.model import FORMAT_VERSION

FIXTURES = Path(__file__).parent / "fixtures"


def test_there_is_a_fixture_for_the_current_format() -> None:
    """A save of the current format is committed (add one whenever FORMAT_VERSION goes up)."""
    assert (FIXTURES / f"format{FORMAT_VERSION}-3p-seed34-60.json").is_file() or any(
        FIXTURES.glob(f"format{FORMAT_VERSION}-*.json")
    )


@pytest.mark.parametrize("path", sorted(FIXTURES.glob("format*.json")), ids=lambda p: p.name)
def test_committed_saves_still_load(path: Path) -> None:
    """Every committed save passes full validation (migrated forward if it is older)."""
    loaded = load_game(path)
    assert loaded.info.players == ["Anna", "Ben", "Carla"]
    assert not loaded.state.game_over


def test_the_format1_fixture_is_the_game_it_claims_to_be() -> None:
    """The format-1 fixture is 60 random-seat actions of the 3-player game of seed 34."""
    loaded = load_game(FIXTURES / "format1-3p-seed34-60.json")
    assert (loaded.state.year, loaded.state.phase) == (3, "summer")
    assert dump(loaded.state) == dump(play(3, 34, 60)[0])


def test_the_format2_fixture_is_the_same_game() -> None:
    """The format-2 fixture is the format-1 game (3 players, seed 34, 60 actions) written anew."""
    path = FIXTURES / "format2-3p-seed34-60.json"
    assert json.loads(path.read_text())["format_version"] == 2  # the file's (a load migrates it)
    assert dump(load_game(path).state) == dump(play(3, 34, 60)[0])


def test_the_format3_fixture_is_the_same_game() -> None:
    """The format-3 fixture is that game again, written by format 3 (it holds no line 2 to 3 rewords)."""
    path = FIXTURES / "format3-3p-seed34-60.json"
    assert json.loads(path.read_text())["format_version"] == 3  # the file's (a load migrates it)
    assert dump(load_game(path).state) == dump(play(3, 34, 60)[0])


def test_the_format4_fixture_is_the_same_game() -> None:
    """The format-4 fixture is that game again, written by format 4 (Carla's papa line reworded)."""
    path = FIXTURES / "format4-3p-seed34-60.json"
    assert json.loads(path.read_text())["format_version"] == 4  # the file's (a load migrates it)
    loaded = load_game(path)
    assert "Carla's papa is Paul: 6 lira (5 + 1)." in [e.text for e in loaded.state.log]
    assert dump(loaded.state) == dump(play(3, 34, 60)[0])


def test_the_format5_fixture_is_the_same_game() -> None:
    """The format-5 fixture is that game again, written by format 5 (no papa of it is Matt, so its
    lines are format 4's)."""
    loaded = load_game(FIXTURES / "format5-3p-seed34-60.json")
    assert loaded.save.format_version == 5
    assert dump(loaded.state) == dump(play(3, 34, 60)[0])


@pytest.mark.parametrize(
    ("name", "version", "old", "new"),
    [
        (
            "format1-3p-seed34-60.json",
            1,
            "Anna's mama is Falon: 1 wine order, 2 winter visitor.",
            "Anna's mama is Falon: 1 wine order, 2 winter visitors.",
        ),
        (
            "format3-3p-seed34-60.json",
            3,
            "Carla's papa is Paul: 5 lira and 1 more lira.",
            "Carla's papa is Paul: 6 lira (5 + 1).",
        ),
    ],
)
def test_an_old_fixture_loads_only_through_its_step(
    monkeypatch: pytest.MonkeyPatch, name: str, version: int, old: str, new: str
) -> None:
    """The format-1 file keeps its old mama line, the format-3 file its old papa line; each loads
    only because the step from its version rewords the line."""
    path = FIXTURES / name
    raw = json.loads(path.read_text())
    assert raw["format_version"] == version
    assert old in [e["text"] for e in raw["state"]["log"]]
    assert new in [e.text for e in load_game(path).state.log]

    monkeypatch.setitem(migrations.MIGRATIONS, version, lambda raw: raw)
    with pytest.raises(SaveError) as caught:
        load_game(path)
    assert caught.value.kind == errors.MISMATCH
    assert "state.log" in caught.value.problem


def test_the_format1_fixture_migrates_to_the_format2_fixture() -> None:
    """The 1-to-2 step turns the format-1 file into the format-2 one, but for the date: nothing else."""
    old = json.loads((FIXTURES / "format1-3p-seed34-60.json").read_text())
    new = json.loads((FIXTURES / "format2-3p-seed34-60.json").read_text())
    migrated = migrations.MIGRATIONS[1](dict(old)) | {"format_version": 2}
    assert migrated.pop("saved_at") != new.pop("saved_at")
    assert migrated == new


def migrated(name: str, *steps: int) -> dict[str, object]:
    """A fixture brought forward through the steps from these versions, as migrate() does."""
    raw = json.loads((FIXTURES / name).read_text())
    for version in steps:
        assert raw["format_version"] == version
        raw = migrations.MIGRATIONS[version](dict(raw)) | {"format_version": version + 1}
    return raw


@pytest.mark.parametrize(
    ("name", "steps"),
    [
        ("format1-3p-seed34-60.json", (1, 2, 3, 4)),
        ("format2-3p-seed34-60.json", (2, 3, 4)),
        ("format3-3p-seed34-60.json", (3, 4)),
        ("format4-3p-seed34-60.json", (4,)),
    ],
)
def test_each_older_fixture_migrates_to_the_format5_fixture(name: str, steps: tuple[int, ...]) -> None:
    """Each older file brought forward is the format-5 one, what the engine writes now, but for the date."""
    new = json.loads((FIXTURES / "format5-3p-seed34-60.json").read_text())
    old = migrated(name, *steps)
    assert old["state"] == dump(play(3, 34, 60)[0])
    assert old.pop("saved_at") != new.pop("saved_at")
    assert old == new
