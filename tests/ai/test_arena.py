"""The arena: its JSON shape, seats rotated through the start positions, the same games for a seed."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from viticulture_tui.ai.arena import Match, play_match, play_one, summary, wilson
from viticulture_tui.cli import main
from viticulture_tui.engine import GameOptions


def test_json_has_exactly_the_documented_shape(capsys: pytest.CaptureFixture[str]) -> None:
    """`--json` prints one object: games, mean_years, and per seat wins, win_rate, ci95, mean_vp."""
    status = main(["arena", "--players", "2", "--seats", "random,random", "--games", "2", "--seed", "3",
                   "--jobs", "1", "--json"])  # fmt: skip
    assert status == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"games", "mean_years", "seats"}
    assert out["games"] == 2 and out["mean_years"] > 0
    assert set(out["seats"]) == {"random#1", "random#2"}
    for row in out["seats"].values():
        assert set(row) == {"wins", "win_rate", "ci95", "mean_vp", "rating"}  # the four, and a rating
        lo, hi = row["ci95"]
        assert 0 <= lo <= row["win_rate"] <= hi <= 1
    assert sum(r["wins"] for r in out["seats"].values()) >= 2  # each game has a winner (ties: both)


def test_a_game_too_long_is_stopped_without_a_winner() -> None:
    """A game still going after max_years ends there, and nobody wins it."""
    match = Match(players=2, seats=("novice", "random"), games=1, seed=2, max_years=2)
    outcome = play_one(match, 0)
    assert not outcome.finished and outcome.winners == [] and outcome.years == 2


def test_seats_take_every_start_position_in_turn() -> None:
    """Game i is started by the label i mod players, whatever first player the seed draws."""
    match = Match(players=3, seats=("random", "random", "novice"), games=6, seed=11, max_years=1)
    assert match.labels() == ["random#1", "random#2", "novice"]
    firsts = [play_one(match, i).first for i in range(6)]
    assert firsts == ["random#1", "random#2", "novice"] * 2


def test_a_seed_gives_the_same_games_on_any_number_of_processes() -> None:
    """The same match twice, on one and on two processes: the same outcomes."""
    match = Match(players=2, seats=("random", "random"), games=4, seed=5, max_years=10)
    one = play_match(match, jobs=1)
    two = play_match(match, jobs=2)
    assert one == two
    assert summary(match, one) == summary(match, two)
    other = play_match(Match(players=2, seats=("random", "random"), games=4, seed=6, max_years=10), jobs=1)
    assert other != one


def test_solo_seat_plays_the_automa() -> None:
    """With one player the seat faces the Automa at the level asked; winning means beating it."""
    match = Match(players=1, seats=("random",), games=2, seed=1, options=GameOptions(solo_level="very_easy"))
    result = summary(match, play_match(match))
    assert set(result["seats"]) == {"random"}
    assert result["mean_years"] == 8  # very easy lasts 8 years


def test_wilson_interval() -> None:
    """Known values of the Wilson interval, and its ends for 0 and all wins."""
    lo, hi = wilson(5, 10)
    assert round(lo, 4) == 0.2366 and round(hi, 4) == 0.7634
    assert wilson(0, 10)[0] == 0.0 and round(wilson(0, 10)[1], 4) == 0.2775
    assert round(wilson(10, 10)[1], 9) == 1.0


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--seats", "wizard"], "unknown seat"),
        (["--players", "2", "--seats", "random,random,random"], "3 seats named for 2"),
        (["--seats", ","], "at least one level"),
    ],
)
def test_bad_seats_are_one_line(argv: list[str], words: str, capsys: pytest.CaptureFixture[str]) -> None:
    """A bad --seats is a clear line and status 1, no game played."""
    assert main(["arena", "--games", "1", *argv]) == 1
    assert words in capsys.readouterr().err


def test_help_prints(capsys: pytest.CaptureFixture[str]) -> None:
    """`arena --help` prints its options (a bare % in a help text once broke argparse's formatting)."""
    with pytest.raises(SystemExit) as stop:
        main(["arena", "--help"])
    assert stop.value.code == 0
    assert "--seats" in capsys.readouterr().out


def test_the_table_counts_in_words_that_agree(capsys: pytest.CaptureFixture[str]) -> None:
    """One game of one player reads '1 game, 1 player', and a single win '1 win' (columns kept)."""
    one_game = ["arena", "--games", "1", "--seed", "1", "--jobs", "1"]
    assert main([*one_game, "--players", "1", "--seats", "random"]) == 0
    assert capsys.readouterr().out.startswith("1 game, 1 player against the Automa (normal), ")
    assert main([*one_game, "--players", "2", "--seats", "random,random"]) == 0
    rows = [line for line in capsys.readouterr().out.splitlines() if "mean" in line]
    assert sorted(line.split()[1:3] for line in rows) == [["0", "wins"], ["1", "win"]]
    assert len({line.index("%") for line in rows}) == 1


def test_ctrl_c_stops_a_run_on_every_core_without_a_traceback(tmp_path: Path) -> None:
    """Ctrl+C reaches every process of the run (as a terminal sends it): status 130, no worker's
    traceback, and the games already recorded stay whole."""
    record = tmp_path / "record.jsonl"
    # Started as from a terminal, however the tests were: a shell without job control starts a
    # background job with Ctrl+C ignored, and the run would inherit that (rightly, for such a job).
    started_with = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        run = subprocess.Popen(
            [sys.executable, "-m", "viticulture_tui", "arena", "--players", "2", "--seats", "random,random",
             "--games", "100000", "--seed", "1", "--jobs", "2", "--record", str(record)],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True,
        )  # fmt: skip
    finally:
        signal.signal(signal.SIGINT, started_with)
    try:
        deadline = time.monotonic() + 60
        while not (record.exists() and record.stat().st_size) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert record.stat().st_size, "no game was recorded within a minute"
        os.killpg(run.pid, signal.SIGINT)
        _, err = run.communicate(timeout=60)
    finally:
        if run.poll() is None:
            os.killpg(run.pid, signal.SIGKILL)
            run.wait()
    assert run.returncode == 130
    assert b"Traceback" not in err and b"KeyboardInterrupt" not in err, err.decode()[-2000:]
    lines = record.read_bytes().splitlines()
    assert lines and all(json.loads(line)["game"]["finished"] in (True, False) for line in lines)
    # What the run says starts a line of its own (after the bar's line, ended, if the bar was drawn
    # yet: the interrupt may come before it first is) and counts the games in the record.
    text = err.decode()
    assert text.startswith("stopped;") or "games\nstopped;" in text, text[-500:]
    assert f"holds {len(lines)} of the 100000 games" in " ".join(text.split()), text[-500:]
