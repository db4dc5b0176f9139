"""The save file: readable JSON with versions, setup, seed, the action log and the whole state."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, Final, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, field_validator

from viticulture_tui import __version__
from viticulture_tui.engine.state import GameState, Phase, Setup

FORMAT: Final = "viticulture-tui save"
FORMAT_VERSION = 5
"""The format written now; raise it and add a migration (migrations.py) when the format changes.

2: the log counts in plurals ('2 vines' in the mama line, '1 vine planted' for the Grower).
3: the Agriculturist's and the Importer's log counts agree ('holds 1 kind of vine', '2 kinds of
   vine'; 'gives Ben 1 visitor card', '2 visitor cards'), where format 2 wrote '(s)'.
4: a papa's lira option is logged as its choice reads ('7 lira (4 + 3)'), where format 3 wrote
   '4 lira and 3 more lira'.
5: a papa with no lira of his own (Matt) is logged with his option alone ('6 lira', 'the Tasting
   Room'), where format 4 wrote '6 lira (0 + 6)' and '0 lira and the Tasting Room'.
"""


class SaveHeader(BaseModel):
    """A save without its stored state: summary fields first (for listing), then what rebuilds it."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["viticulture-tui save"] = FORMAT
    format_version: int = Field(default=FORMAT_VERSION, strict=True)
    app_version: str
    saved_at: datetime
    players: list[str]
    year: int = Field(strict=True)
    season: str
    seed: int = Field(strict=True)
    setup: Setup
    history: list[Any]
    """The whole action log, as `state.history`: replaying it from `setup` gives `state`."""

    @field_validator("season")
    @classmethod
    def _a_season(cls, season: str) -> str:
        # The list of saves shows it: only a phase of the game, as the state holds it.
        if season not in get_args(Phase):
            raise ValueError("not a season of the game")
        return season

    @field_validator("saved_at", mode="before")
    @classmethod
    def _date_as_text(cls, value: Any) -> Any:
        # A save writes its date as ISO 8601 text; pydantic alone would also take a number (or
        # digits) as seconds since 1970.
        if isinstance(value, datetime):
            return value
        if not isinstance(value, str):
            raise ValueError("the date must be ISO 8601 text")
        try:
            return datetime.fromisoformat(value)
        except ValueError as exc:
            raise ValueError("the date is not an ISO 8601 date") from exc

    @field_validator("saved_at")
    @classmethod
    def _date_in_range(cls, moment: datetime) -> datetime:
        # A moment at the very edge of the calendar (year 1 at +14:00) cannot be shown in another
        # time zone: refuse it here rather than when a list or a summary shows it.
        moment = moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
        try:
            moment.astimezone(UTC)
            moment.astimezone()
            moment.timestamp()
        except (OverflowError, ValueError, OSError) as exc:
            raise ValueError("the date is out of the range a clock can show") from exc
        return moment


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
