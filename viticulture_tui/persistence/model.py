"""The save file: readable JSON with versions, setup, seed, the action log and the whole state."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, Final, Literal

from pydantic import BaseModel, ConfigDict

from viticulture_tui import __version__
from viticulture_tui.engine.state import GameState, Setup

FORMAT: Final = "viticulture-tui save"
FORMAT_VERSION = 1
"""The format written now; raise it and add a migration (migrations.py) when the format changes."""


class SaveHeader(BaseModel):
    """A save without its stored state: summary fields first (for listing), then what rebuilds it."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["viticulture-tui save"] = FORMAT
    format_version: int = FORMAT_VERSION
    app_version: str
    saved_at: datetime
    players: list[str]
    year: int
    season: str
    seed: int
    setup: Setup
    history: list[Any]
    """The whole action log, as `state.history`: replaying it from `setup` gives `state`."""


class SaveFile(SaveHeader):
    """One saved game: the header and the whole state at save time, which its log must rebuild."""

    state: GameState


class SaveEnvelope(SaveHeader):
    """A save as first read: the header validated, the state kept as raw JSON.

    Loading replays the log and compares the result with the raw state; the state is validated
    field by field only when the two differ, to say precisely what is wrong.
    """

    state: dict[str, Any]


def from_state(state: GameState, now: datetime | None = None) -> SaveFile:
    """The save file of a game at this moment."""
    return SaveFile(
        app_version=__version__,
        saved_at=now or datetime.now(UTC),
        players=[p.name for p in state.players],
        year=state.year,
        season=state.phase,
        seed=state.setup.seed,
        setup=state.setup,
        history=state.history,
        state=state,
    )


def encode(save: SaveFile) -> bytes:
    """The save file as indented UTF-8 JSON."""
    return save.model_dump_json(indent=1).encode("utf-8") + b"\n"
