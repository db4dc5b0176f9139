"""The arena's record: every game written as it ends, a stopped run going on, and a bad record refused."""

from __future__ import annotations

import json
import multiprocessing
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from viticulture_tui.ai import arena_record
from viticulture_tui.ai.arena import GameOutcome, Match, play_match
from viticulture_tui.ai.arena_record import RecordError, append_outcome, outcome_line, read_record
from viticulture_tui.ai.play_code import fingerprint
from viticulture_tui.cli import main
from viticulture_tui.commands.common import shown

ARGS = ["arena", "--players", "2", "--seats", "random,standard", "--seed", "5", "--jobs", "1", "--json"]
MATCH = Match(players=2, seats=("random", "standard"), games=4, seed=5, max_years=60)


def _arena(games: int, record: Path | None, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    extra = ["--record", str(record)] if record is not None else []
    status = main([*ARGS, "--games", str(games), *extra])
    captured = capsys.readouterr()
    return status, json.loads(captured.out) if status == 0 else {}, captured.err


def test_each_game_is_a_line_and_a_run_goes_on_where_it_stopped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Two games recorded, then four asked for: the two held are not played again, and the result
    is that of four games played in one go."""
    record = tmp_path / "run.jsonl"
    assert _arena(2, record, capsys)[0] == 0
    assert len(record.read_text().splitlines()) == 2
    status, resumed, err = _arena(4, record, capsys)
    assert status == 0 and "holds 2 of the 4 games; 2 games to play" in _words(err)
    assert len(record.read_text().splitlines()) == 4
    _, fresh, _ = _arena(4, None, capsys)
    assert resumed == fresh


def _words(text: str) -> str:
    """Text with its line breaks (the status lines wrap to the terminal) made single spaces."""
    return " ".join(text.split())


def test_only_the_games_not_held_are_played() -> None:
    """`play_match` plays the indices missing from `done`, and reports only those as they end."""
    held = {i: GameOutcome(i, 3, True, {"random": 1, "standard": 9}, ["standard"], "random") for i in (0, 2)}
    heard: list[int] = []
    out = play_match(MATCH, done=held, on_outcome=lambda o: heard.append(o.index))
    assert sorted(heard) == [1, 3]
    assert [o.index for o in out] == [0, 1, 2, 3]
    assert out[0] is held[0]


def _good_line(index: int) -> str:
    game = GameOutcome(index, 7, True, {"random": 2, "standard": 20}, ["standard"], "standard")
    return outcome_line(MATCH, game)


BAD_LINES = [
    _good_line(1)[:40],  # cut short by a kill
    "not json at all",
    "[" * 5000 + "]" * 5000,  # nested deep enough to overflow a naive reader
    "{" * 5000,
    json.dumps({"game": {"index": 1}}),  # no match
    json.dumps([1, 2, 3]),
    json.dumps({"match": arena_record.match_key(MATCH), "game": {"index": 9, "years": 7}}),
    _good_line(1).replace('"index": 1', '"index": true'),  # a boolean is not an index
    _good_line(1).replace('"years": 7', '"years": -1'),
    _good_line(1).replace('"random": 2', '"someone": 2'),  # not this match's seats
    _good_line(1).replace('"winners": ["standard"]', '"winners": ["[bold]x"]'),
    _good_line(1).replace('"finished": true', '"finished": "yes"'),
]


def test_a_bad_line_is_left_out_and_counted(tmp_path: Path) -> None:
    """Every unreadable line is left out (and counted), whatever it holds; the good ones stay."""
    record = tmp_path / "run.jsonl"
    other = Match(players=2, seats=("random", "standard"), games=4, seed=6)
    elsewhere = outcome_line(other, GameOutcome(2, 7, True, {"random": 2, "standard": 20}, [], "random"))
    past = _good_line(99)  # a whole game of a longer run of this match
    lines = [_good_line(0), *BAD_LINES, elsewhere, past, _good_line(3)]
    record.write_text("\n".join(line.rstrip("\n") for line in lines) + "\n")
    done, unreadable, other_code, beyond = read_record(record, MATCH)
    assert sorted(done) == [0, 3]
    assert unreadable == len(BAD_LINES)  # neither another match's game nor a later one is bad
    assert other_code == 0
    assert beyond == 1


def test_a_shorter_run_counts_only_its_games_and_says_of_the_rest(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A record of four games read by a run of two: two counted, none played, and the two past
    them said to be kept, not called broken."""
    record = tmp_path / "run.jsonl"
    assert _arena(4, record, capsys)[0] == 0
    status, result, err = _arena(2, record, capsys)
    assert status == 0 and result["games"] == 2
    said = " ".join(err.split())  # the lines are folded to the terminal's width
    assert "2 games past the 2 games asked for" in said
    assert "not a whole game" not in said
    assert record.read_text().count("\n") == 4


def test_a_missing_record_holds_nothing_and_a_bad_file_is_refused(tmp_path: Path) -> None:
    """No file: no games. A folder, a pipe or a file too big: RecordError, at once (a pipe never blocks)."""
    assert read_record(tmp_path / "none.jsonl", MATCH) == ({}, 0, 0, 0)
    with pytest.raises(RecordError):
        read_record(tmp_path, MATCH)
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    with pytest.raises(RecordError):
        read_record(pipe, MATCH)
    with pytest.raises(RecordError):
        arena_record.ready(pipe)
    big = tmp_path / "big.jsonl"
    big.write_text(_good_line(0) * 4)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(arena_record, "MAX_RECORD_BYTES", 100)
        with pytest.raises(RecordError):
            read_record(big, MATCH)


def test_the_command_says_why_a_record_cannot_be_used(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A record that is a pipe or a folder stops the command with one line before any game is played."""
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    for bad in (pipe, tmp_path):
        status, _, err = _arena(1, bad, capsys)
        assert status == 1
        assert err.startswith("viticulture arena: the record") and err.count("\n") == 1


def test_a_game_that_cannot_be_written_is_said_once_and_the_run_goes_on(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The disk fills mid-run: one message on stderr, and the results are still printed."""

    def full(*_: object) -> None:
        raise RecordError("run.jsonl: No space left on device")

    monkeypatch.setattr(arena_record, "append_outcome", full)
    status, result, err = _arena(2, tmp_path / "run.jsonl", capsys)
    assert status == 0 and result["games"] == 2
    assert err.count("cannot add to the record") == 1


def test_ctrl_c_just_after_a_game_is_written_counts_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ctrl+C in the instant after the second game is written, before the bar shows it: the run
    says the record holds 2 games (counted in the record, not by the bar), and ends the bar's line."""
    written = 0

    def then_interrupted(*args: object) -> None:
        nonlocal written
        append_outcome(*args)  # type: ignore[arg-type]
        written += 1
        if written == 2:
            raise KeyboardInterrupt

    monkeypatch.setattr(arena_record, "append_outcome", then_interrupted)
    record = tmp_path / "run.jsonl"
    assert main([*ARGS, "--games", "4", "--record", str(record)]) == 130
    err = capsys.readouterr().err
    assert len(record.read_text().splitlines()) == 2
    assert f"stopped; {shown(record)} holds 2 of the 4 games" in _words(err)
    assert "1/4 games\nstopped" in err  # the bar showed one game; its line ends before the words


def test_a_line_is_written_whole(tmp_path: Path) -> None:
    """What `append_outcome` adds reads back as the same game."""
    record = tmp_path / "run.jsonl"
    game = GameOutcome(1, 8, True, {"random": 3, "standard": 21}, ["standard"], "random")
    append_outcome(record, MATCH, game)
    assert read_record(record, MATCH) == ({1: game}, 0, 0, 0)


def test_a_line_cut_short_does_not_swallow_the_next_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A kill left half a line without its end: the next run ends that line before adding its
    own, so only the cut game is played again."""
    record = tmp_path / "run.jsonl"
    assert _arena(2, record, capsys)[0] == 0
    whole = record.read_text()
    record.write_text(whole[: len(whole) - 30])  # the second game's line cut short
    status, _, err = _arena(2, record, capsys)
    assert status == 0 and "1 line left out" in _words(err) and "holds 1 of the 2 games" in _words(err)
    two = Match(players=2, seats=("random", "standard"), games=2, seed=5)
    assert sorted(read_record(record, two).games) == [0, 1]


def test_a_second_run_on_a_held_record_stops_at_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """While one run holds the record, another stops with one line before playing or writing
    anything; once the first has ended, the record can be used again."""
    record = tmp_path / "run.jsonl"
    assert _arena(1, record, capsys)[0] == 0
    before = record.read_bytes()
    with arena_record.hold(record):
        status, _, err = _arena(3, record, capsys)
        assert status == 1 and err.count("\n") == 1
        assert "another arena run is adding games to it" in err
    assert record.read_bytes() == before
    status, _, err = _arena(3, record, capsys)
    assert status == 0 and len(record.read_text().splitlines()) == 3


def _sleeper(started: Any) -> None:
    started.set()  # after the fork's own handlers have run in this child
    signal.pause()


def test_a_hold_ends_with_its_process_and_never_passes_to_a_worker(tmp_path: Path) -> None:
    """Killed with -9, a run lets the record go; a worker forked while the record was held does not
    keep it after the run has let it go (the arena's workers are forked)."""
    if sys.platform == "win32":
        pytest.skip("flock is Unix's")
    record = tmp_path / "run.jsonl"
    code = "import sys, time; from pathlib import Path; from viticulture_tui.ai import arena_record\n"
    code += "with arena_record.hold(Path(sys.argv[1])):\n    print('held', flush=True); time.sleep(60)\n"
    holder = subprocess.Popen([sys.executable, "-c", code, str(record)], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "held\n"
        with pytest.raises(RecordError, match="another arena run"), arena_record.hold(record):
            pass
    finally:
        holder.kill()
        holder.wait()
    fork = multiprocessing.get_context("fork")
    started = fork.Event()
    with arena_record.hold(record):
        worker = fork.Process(target=_sleeper, args=(started,), daemon=True)
        worker.start()
        assert started.wait(30)
    try:
        with arena_record.hold(record):  # the worker still lives, and holds nothing
            assert worker.is_alive()
    finally:
        worker.kill()
        worker.join()


@pytest.mark.parametrize("columns", [40, 60])
def test_a_status_line_wraps_between_words_and_keeps_a_path_whole(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, columns: int
) -> None:
    """At the terminal's width the record's status line breaks between words; a path too long for
    a line is not cut but stands on a line of its own."""
    monkeypatch.setenv("COLUMNS", str(columns))
    record = tmp_path / ("a-long-name-for-a-record-of-games-" * 2 + ".jsonl")
    assert _arena(1, record, capsys)[0] == 0
    _, _, err = _arena(2, record, capsys)
    lines = [line for line in err.splitlines() if "arena [" not in line]
    assert "holds 1 of the 2 games; 1 game to play" in _words("\n".join(lines))
    path = shown(record)  # as messages show a path: cut in its middle when very long
    assert len(path) > columns and path in lines  # whole as shown, on a line of its own
    assert all(len(line) <= columns for line in lines if line != path)


def test_a_game_played_by_other_code_is_played_again(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each line carries the code that played it; a game of other code is left out, said, and
    played again, and the result is that of the games played by this code. A line without a code
    (written before lines were stamped) is taken as this code's."""
    record = tmp_path / "run.jsonl"
    assert _arena(3, record, capsys)[0] == 0
    entries = [json.loads(line) for line in record.read_text().splitlines()]
    assert {entry["code"] for entry in entries} == {fingerprint()}
    entries[0]["code"] = "0" * len(fingerprint())  # played by a bot since changed
    del entries[1]["code"]  # recorded before the stamp
    record.write_text("".join(json.dumps(entry) + "\n" for entry in entries))
    status, resumed, err = _arena(3, record, capsys)
    said = _words(err)
    assert status == 0 and "holds 2 of the 3 games" in said
    assert "1 game left out as played by other code" in said
    lines = record.read_text().splitlines()
    assert len(lines) == 4 and json.loads(lines[-1])["game"]["index"] == entries[0]["game"]["index"]
    assert resumed == _arena(3, None, capsys)[1]
