"""Saves written by earlier versions must keep loading: one committed file per format version."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.persistence.helpers import dump, play
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
