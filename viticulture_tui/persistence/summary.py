"""What a list of saves shows for each file: players, year, season, date, or why it is damaged."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

SEASONS = {
    "setup": "setup",
    "spring": "spring",
    "summer": "summer",
    "fall": "fall",
    "winter": "winter",
    "year_end": "end of year",
    "game_over": "game over",
}


@dataclass(frozen=True)
class SaveInfo:
    """One file of the save folder as a list shows it; `error` is set when it cannot be loaded."""

    path: Path
    players: list[str]
    year: int
    season: str
    saved_at: datetime | None
    finished: bool
    actions: int
    error: str = ""

    @property
    def name(self) -> str:
        """The save's name: the file name without `.json`."""
        return self.path.name.removesuffix(".json")

    def describe(self) -> str:
        """One line for a list: name, players, year and season, date (or the problem)."""
        if self.error:
            return f"{self.name}: damaged ({self.error})"
        date = self.saved_at.astimezone().strftime("%Y-%m-%d %H:%M") if self.saved_at else "?"
        when = "finished" if self.finished else f"year {self.year}, {SEASONS.get(self.season, self.season)}"
        return f"{self.name}: {', '.join(self.players)}; {when}; saved {date}"


def info_from_raw(path: Path, raw: Any) -> SaveInfo:
    """The summary of a parsed save (only its top-level fields are read, nothing is replayed)."""
    if not isinstance(raw, dict):
        raise ValueError("not a JSON object")
    state = raw.get("state")
    phase = state.get("phase") if isinstance(state, dict) else None
    history = raw.get("history")
    return SaveInfo(
        path=path,
        players=[str(p) for p in raw["players"]],
        year=int(raw["year"]),
        season=str(raw["season"]),
        saved_at=_aware(datetime.fromisoformat(str(raw["saved_at"]))),
        finished=phase == "game_over",
        actions=len(history) if isinstance(history, list) else 0,
    )


def damaged(path: Path, problem: str) -> SaveInfo:
    """The summary of a file that cannot be read as a save."""
    return SaveInfo(path, [], 0, "", None, False, 0, error=problem)


def _aware(moment: datetime) -> datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
