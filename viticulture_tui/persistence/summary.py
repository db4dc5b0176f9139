"""What a list of saves shows for each file: players, year, season, date, or why it is damaged."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from viticulture_tui.safe_text import printable

if TYPE_CHECKING:
    from viticulture_tui.persistence.model import SaveHeader

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
    """One file of the save folder as a list shows it; `error` is set when it cannot be loaded.

    Every text field may come from the file: show it through `describe`, `shown_players` and
    `shown_name`, which keep only printable characters.
    """

    path: Path
    players: list[str]
    year: int
    season: str
    saved_at: datetime | None
    finished: bool
    actions: int
    error: str = ""
    kind: str = ""
    """The SaveError kind of a damaged file (`errors.*`), empty for a good one."""
    computers: tuple[str | None, ...] = ()
    """The computer level of each player in `players` (None for a person); empty when unknown."""

    @property
    def name(self) -> str:
        """The save's name: the file name without `.json`."""
        return self.path.name.removesuffix(".json")

    @property
    def shown_name(self) -> str:
        """The save's name as it may be shown (no control characters)."""
        return printable(self.name)

    @property
    def shown_players(self) -> str:
        """The players' names as they may be shown, comma separated, a computer's with its level:
        'Anna, Ben (Expert)', so that a list tells a game against computers from one between people."""
        levels = self.computers if len(self.computers) == len(self.players) else (None,) * len(self.players)
        named = [
            f"{name} ({level.capitalize()})" if level else name
            for name, level in zip(self.players, levels, strict=True)
        ]
        return printable(", ".join(named))

    def where(self) -> str:
        """'finished', or the year and season the game stands at."""
        if self.finished:
            return "finished"
        return printable(f"year {self.year}, {SEASONS.get(self.season, self.season)}")

    def shown_date(self) -> str:
        """When it was saved, in local time ('?' when unknown)."""
        return self.saved_at.astimezone().strftime("%Y-%m-%d %H:%M") if self.saved_at else "?"

    def describe(self) -> str:
        """One line for a list: name, players, year and season, date (or the problem)."""
        if self.error:
            return printable(f"{self.shown_name}: damaged ({self.error})")
        return f"{self.shown_name}: {self.shown_players}; {self.where()}; saved {self.shown_date()}"


def info_from_header(path: Path, header: SaveHeader) -> SaveInfo:
    """The summary of a save from its validated header (checked against its state by the loader)."""
    return SaveInfo(
        path=path,
        players=list(header.players),
        year=header.year,
        season=header.season,
        saved_at=header.saved_at,
        finished=header.season == "game_over",
        actions=len(header.history),
        computers=tuple(p.computer for p in header.setup.players),
    )


def damaged(path: Path, problem: str, kind: str = "") -> SaveInfo:
    """The summary of a file that cannot be read as a save."""
    return SaveInfo(path, [], 0, "", None, False, 0, error=printable(problem), kind=kind)
