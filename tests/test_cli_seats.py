"""`viticulture play --seats`: a new game straight away with computer seats; bad lists refused in one line."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from viticulture_tui import cli
from viticulture_tui.commands import play


def _started(started: list[Any], session: Any) -> int:
    started.append(session)
    return 0


def test_seats_start_a_game_with_those_computers(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each entry is a seat: a person or a computer level; the game opens on them."""
    started: list[Any] = []
    monkeypatch.setattr(
        "viticulture_tui.ui.app.run_app", lambda folder, session=None: started.append(session) or 0
    )
    status = cli.main(["play", "--save-dir", str(tmp_path), "--seats", "human,Expert, standard"])
    assert status == 0
    (session,) = started
    setup = session.state.setup
    assert [p.computer for p in setup.players] == [None, "expert", "standard"]
    assert [p.name for p in setup.players] == ["Anna", "Ben", "Carla"]


def test_without_seats_the_title_opens(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`play` alone opens on the title screen, as before."""
    started: list[Any] = []
    monkeypatch.setattr(
        "viticulture_tui.ui.app.run_app", lambda folder, session=None: started.append(session) or 0
    )
    assert cli.main(["play", "--save-dir", str(tmp_path)]) == 0
    assert started == [None]


@pytest.mark.parametrize(
    ("seats", "words"),
    [
        ("expert,standard", "at least one seat is a person"),
        ("human,grandmaster", "unknown seat 'grandmaster'"),
        ("human,expert,expert,expert,expert,expert,expert", "1 to 6 seats, not 7"),
        ("expert", "at least one seat is a person"),
        ("human,,expert", "unknown seat ''"),
    ],
)
def test_a_bad_seat_list_is_one_line(seats: str, words: str, capsys: pytest.CaptureFixture[str]) -> None:
    """A list that cannot make a table is refused by the parser, in words, with no game started."""
    with pytest.raises(SystemExit) as caught:
        cli.main(["play", "--seats", seats])
    assert caught.value.code == 2
    err = capsys.readouterr().err
    assert words in err


def test_the_levels_are_the_bots_levels() -> None:
    """The command line's seat names are the bots' levels (it loads no engine to list them)."""
    from viticulture_tui.ai.levels import LEVELS

    assert set(play.SEAT_LEVELS) - {play.HUMAN} == set(LEVELS)
