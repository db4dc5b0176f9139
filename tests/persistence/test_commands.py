"""`viticulture load FILE`, `viticulture replay FILE --headless` and `--save-dir`."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.persistence.helpers import finished_game, play, snapshot
from viticulture_tui.cli import main
from viticulture_tui.engine.scoring import ranking
from viticulture_tui.persistence import store


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A save folder with a finished game and a game in progress."""
    store.save_game(finished_game(3, 81), tmp_path, "done")
    store.save_game(play(2, 82, 20)[0], tmp_path, "midway")
    return tmp_path


def test_load_prints_a_summary(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """load --headless validates the file and says whose decision is next."""
    assert main(["load", str(folder / "midway.json"), "--headless"]) == 0
    out = capsys.readouterr().out
    assert "a valid save" in out and "Anna, Ben" in out and "decides next" in out


def test_load_finds_a_save_by_name_in_the_save_folder(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A bare name is looked up in the save folder given by --save-dir (before or after the command)."""
    assert main(["--save-dir", str(folder), "load", "done", "--headless"]) == 0
    assert "The game is over" in capsys.readouterr().out
    assert main(["load", "midway", "--headless", "--save-dir", str(folder)]) == 0


def test_load_of_a_damaged_file_fails_with_its_message(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A damaged file exits with 1 and the problem on stderr; nothing is changed."""
    (folder / "bad.json").write_bytes(b"{")
    before = snapshot(folder)
    assert main(["load", str(folder / "bad.json")]) == 1
    assert "bad.json: the file is truncated" in capsys.readouterr().err
    assert snapshot(folder) == before


def test_load_of_a_missing_file(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A name that is neither a file nor a save is reported."""
    assert main(["--save-dir", str(folder), "load", "nothing"]) == 1
    assert "no such file" in capsys.readouterr().err


def test_headless_replay_prints_the_final_ranking(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """replay --headless prints the ranking with VP, first place first."""
    state = finished_game(3, 81)
    assert main(["replay", str(folder / "done.json"), "--headless"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("Final ranking")
    best = state.players[ranking(state)[0]]
    assert lines[2].split()[:3] == ["1", best.name, str(best.vp)]
    assert len(lines) == 2 + 3


def test_headless_replay_of_an_unfinished_game(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """An unfinished game shows the standing so far."""
    assert main(["replay", str(folder / "midway.json"), "--headless"]) == 0
    assert "Unfinished game" in capsys.readouterr().out


def test_without_headless_the_app_opens(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Without --headless, load and replay open the app on the checked file (not started here)."""
    from viticulture_tui.ui import launch

    opened: list[tuple[str, bool]] = []
    monkeypatch.setattr(
        launch, "open_saved", lambda loaded, _f, replay=False: opened.append((loaded.info.name, replay)) or 0
    )
    assert main(["replay", str(folder / "done.json")]) == 0
    assert main(["load", str(folder / "midway.json")]) == 0
    assert opened == [("done", True), ("midway", False)]


def test_save_dir_is_accepted_everywhere(tmp_path: Path) -> None:
    """--save-dir parses before any command, after load/replay, and after play."""
    from viticulture_tui.cli import build_parser

    parser = build_parser()
    assert parser.parse_args(["--save-dir", str(tmp_path)]).save_dir == str(tmp_path)
    assert parser.parse_args(["play", "--save-dir", str(tmp_path)]).save_dir == str(tmp_path)
    assert parser.parse_args(["--save-dir", "a", "load", "x"]).save_dir == "a"
    assert parser.parse_args(["load", "x", "--save-dir", "b"]).save_dir == "b"
    assert parser.parse_args(["play"]).save_dir is None
