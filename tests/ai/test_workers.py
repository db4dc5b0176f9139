"""The long runs' worker processes: results as they end, in order when asked, and a worker that
dies stops the run with WorkerLost instead of leaving it waiting for ever."""

import os
import signal
from pathlib import Path

import pytest

from viticulture_tui.ai import arena
from viticulture_tui.ai.arena import GameOutcome, Match
from viticulture_tui.ai.workers import WorkerLost, as_done, mapped, results
from viticulture_tui.cli import main


def _square(x: int) -> int:
    return x * x


def _killed_at_three(x: int) -> int:
    if x == 3:
        os.kill(os.getpid(), signal.SIGKILL)  # as the kernel ends a process out of memory
    return x


def test_mapped_keeps_the_items_order_and_results_gives_each_index() -> None:
    """`mapped` is `fn` of every item in order; `results` pairs each result with its item's index."""
    assert mapped(_square, list(range(12)), 2) == [x * x for x in range(12)]
    assert sorted(results(_square, [5, 6, 7], 2)) == [(0, 25), (1, 36), (2, 49)]


def _pid(_: int) -> int:
    return os.getpid()


def test_as_done_runs_here_for_one_job_and_on_workers_for_more() -> None:
    """One job (or one item) runs in this process, where a debugger sees it; more run on workers.
    Every item is done either way (the arena's games and the trial's use it)."""
    here = os.getpid()
    assert list(as_done(_pid, [1, 2, 3], 1)) == [here] * 3
    assert list(as_done(_pid, [1], 2)) == [here]
    away = list(as_done(_pid, [1, 2, 3, 4], 2))
    assert len(away) == 4 and here not in away
    assert sorted(as_done(_square, [1, 2, 3], 2)) == [1, 4, 9]


def test_a_worker_killed_mid_task_raises_worker_lost_not_a_hang() -> None:
    """A worker killed with its item unanswered ends the run with WorkerLost; what was answered
    before is given, the killed item never is. (multiprocessing.Pool waited here for ever.)"""
    got: list[int] = []
    with pytest.raises(WorkerLost, match="died"):
        for _, value in results(_killed_at_three, list(range(40)), 2):
            got.append(value)
    assert 3 not in got and len(set(got)) == len(got)


def _lost_game(packed: tuple[Match, int]) -> GameOutcome:
    match, index = packed
    if index == 2:
        os.kill(os.getpid(), signal.SIGKILL)
    return arena.play_one(match, index)


def test_the_arena_says_a_worker_died_and_keeps_the_record(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The arena with a worker killed: status 1, a line saying so and how many games the record
    holds, every line of the record a whole game, and the same command goes on from there."""
    record = tmp_path / "record.jsonl"
    command = ["arena", "--players", "2", "--seats", "random,random", "--games", "6", "--seed", "4",
               "--jobs", "2", "--record", str(record)]  # fmt: skip
    monkeypatch.setattr(arena, "_play_packed", _lost_game)  # the workers are forked: they see it
    assert main(command) == 1
    err = capsys.readouterr().err
    assert "a worker process died" in err and "and the same command goes on from there" in err
    held = len(record.read_text().splitlines())
    assert held < 6 and f"holds {held} of the 6 games" in " ".join(err.split())
    monkeypatch.undo()
    assert main(command) == 0
    assert len(record.read_text().splitlines()) == 6


def test_stopping_uses_the_executors_own_terminate_where_it_has_one() -> None:
    """Python 3.14's `terminate_workers` is used when the executor has it; before, each process."""
    from viticulture_tui.ai.workers import _stop_now

    class Process:
        def __init__(self) -> None:
            self.stopped = False

        def terminate(self) -> None:
            self.stopped = True

    class Old:
        def __init__(self) -> None:
            self._processes = {1: Process(), 2: Process()}

    class New(Old):
        def __init__(self) -> None:
            super().__init__()
            self.terminated = False

        def terminate_workers(self) -> None:
            self.terminated = True

    old, new = Old(), New()
    _stop_now(old)  # type: ignore[arg-type]
    _stop_now(new)  # type: ignore[arg-type]
    assert all(p.stopped for p in old._processes.values())
    assert new.terminated and not any(p.stopped for p in new._processes.values())
