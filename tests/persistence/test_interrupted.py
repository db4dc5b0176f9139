"""A writer killed between writing and renaming leaves the last good game loadable."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from tests.persistence.helpers import dump, play, snapshot
from viticulture_tui.persistence import atomic, listing, resume, store
from viticulture_tui.persistence.loader import load_game
from viticulture_tui.persistence.resume import resume_candidate

ROOT = Path(__file__).resolve().parents[2]


def test_interrupted_autosave_keeps_the_last_good_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An interruption at the final rename leaves autosave and backup as they were, and no leftovers."""
    good, _ = play(4, 41, 30)
    store.autosave(good, tmp_path)
    newer, _ = play(4, 41, 31)
    before = snapshot(tmp_path)
    real_replace = os.replace

    def interrupted(src: str | os.PathLike[str], dst: str | os.PathLike[str]) -> None:
        if Path(dst).name == store.AUTOSAVE:
            raise KeyboardInterrupt("killed between write and rename")
        real_replace(src, dst)

    monkeypatch.setattr(atomic.os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        store.autosave(newer, tmp_path)
    monkeypatch.undo()
    after = snapshot(tmp_path)
    assert after[store.AUTOSAVE] == before[store.AUTOSAVE]
    assert sorted(after) == ["autosave.json", "autosave.json.bak"]
    assert dump(load_game(tmp_path / store.AUTOSAVE).state) == dump(good)
    store.autosave(newer, tmp_path)
    assert dump(load_game(tmp_path / store.AUTOSAVE).state) == dump(newer)
    assert dump(load_game(tmp_path / "autosave.json.bak").state) == dump(good)


KILLED_WRITER = textwrap.dedent(
    """
    import os, sys
    from pathlib import Path
    from tests.persistence.helpers import play
    from viticulture_tui.persistence import atomic, listing, store

    folder = Path(sys.argv[1])
    store.autosave(play(3, 42, 25)[0], folder)
    real_replace = os.replace

    def die(src, dst):
        if Path(dst).name == store.AUTOSAVE:
            os._exit(9)  # the process dies with the new file written but not renamed
        real_replace(src, dst)

    atomic.os.replace = die
    store.autosave(play(3, 42, 26)[0], folder)
    """
)


def test_a_killed_process_loses_at_most_the_action_in_flight(tmp_path: Path) -> None:
    """A process killed mid-autosave leaves a stray temporary file; the last good game still loads."""
    result = subprocess.run(
        [sys.executable, "-c", KILLED_WRITER, str(tmp_path)], cwd=ROOT, capture_output=True, check=False
    )
    assert result.returncode == 9, result.stderr.decode()
    names = sorted(snapshot(tmp_path))
    leftovers = [n for n in names if atomic.is_temporary(Path(n))]
    assert len(leftovers) == 1 and "autosave.json" in leftovers[0]
    loaded = resume_candidate(tmp_path)
    assert loaded is not None and dump(loaded.state) == dump(play(3, 42, 25)[0])
    assert [info.path.name for info in listing.list_saves(tmp_path)] == ["autosave.json"]
    store.autosave(play(3, 42, 26)[0], tmp_path)
    assert len(load_game(tmp_path / store.AUTOSAVE).state.history) == 26


MOVES = textwrap.dedent(
    """
    from viticulture_tui.ai.random_seat import RandomSeat
    from viticulture_tui.engine import apply, legal_actions


    def step(state):
        # The move at each point depends only on how far the game is: a restarted writer plays on
        # exactly as the killed one would have.
        apply(state, RandomSeat(len(state.history)).choose(legal_actions(state)))
    """
)

AUTOSAVING_WRITER = MOVES + textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from tests.persistence.helpers import setup_for
    from viticulture_tui.engine import new_game
    from viticulture_tui.persistence import resume, slots, store

    folder, seed = Path(sys.argv[1]), int(sys.argv[2])
    games = resume.prepare(folder)  # the start: temporary files of the killed writer go here
    if games:
        slot, lock = games[0].slot, games[0].slot.lock()
        lock.acquire(wait=5)
        state = resume.open_slot(slot).state
    else:
        state = new_game(setup_for(2, seed))
        slot, lock = slots.claim_new(folder, state.setup.model_dump(mode="json"))
    print("start", len(state.history), flush=True)
    while not state.game_over:
        step(state)
        store.autosave(state, slot.path.parent, slot.path.name)
        print(len(state.history), flush=True)
    print("over", flush=True)
    """
)


def expected_log(seed: int) -> list[object]:
    """The whole log of the game the writer plays with this seed."""
    from tests.persistence.helpers import setup_for
    from viticulture_tui.engine import new_game

    namespace: dict[str, object] = {}
    exec(MOVES, namespace)
    state = new_game(setup_for(2, seed))
    while not state.game_over:
        namespace["step"](state)  # type: ignore[operator]
    return json.loads(json.dumps(state.history))


def temporaries(folder: Path) -> list[Path]:
    """The temporary files of atomic writes anywhere in the save folder."""
    return [p for p in folder.rglob("*") if atomic.is_temporary(p)]


@pytest.mark.fuzz
def test_kill_9_at_random_instants_of_autosave(tmp_path: Path) -> None:
    """A writer killed by SIGKILL at random instants, again and again (at least 50 kills): each time the
    next start finds a loadable game that lost at most the action being written, and leaves no temporary
    file; games that end are filed and a new one begins."""
    rng = random.Random(int(os.environ.get("KILL_SEED", "9")))
    kills = int(os.environ.get("KILLS", "60"))  # fewer only to try the test out by hand
    seed, log = 1, expected_log(1)
    counts = {"kills": 0, "in_flight_lost": 0, "in_flight_kept": 0, "temporaries_seen": 0, "games_over": 0}
    while counts["kills"] < kills:
        writer = subprocess.Popen(
            [sys.executable, "-c", AUTOSAVING_WRITER, str(tmp_path), str(seed)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        assert writer.stdout is not None
        first = writer.stdout.readline().split()
        assert first[:1] == [b"start"], writer.stderr.read() if writer.stderr else first
        time.sleep(rng.uniform(0.0, 0.25))
        writer.send_signal(signal.SIGKILL)
        out, err = writer.communicate(timeout=30)
        lines = out.split()
        if lines[-1:] == [b"over"]:
            counts["games_over"] += 1
            # The kill may land after the last autosave, while the finished writer is exiting.
            assert writer.returncode in (0, -signal.SIGKILL) and b"Traceback" not in err, err.decode()
            seed += 1
            log = expected_log(seed)
            resume.prepare(tmp_path)  # files the finished game
            continue
        counts["kills"] += 1
        assert writer.returncode == -signal.SIGKILL, err.decode()
        confirmed = int(lines[-1]) if lines else int(first[1])
        counts["temporaries_seen"] += bool(temporaries(tmp_path))
        games = resume.prepare(tmp_path)  # the next start
        assert temporaries(tmp_path) == []
        assert len(games) == 1 and games[0].openable and not games[0].problem, games
        loaded = resume.open_slot(games[0].slot)
        history = json.loads(json.dumps(loaded.state.history))
        assert history == log[: len(history)]
        assert confirmed <= len(history) <= confirmed + 1
        counts["in_flight_kept" if len(history) > confirmed else "in_flight_lost"] += 1
    print(f"kill -9 loop: {counts}")
    assert counts["in_flight_lost"] + counts["in_flight_kept"] == counts["kills"]


SIDE_BY_SIDE = MOVES + textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from tests.persistence.helpers import setup_for
    from viticulture_tui.engine import new_game
    from viticulture_tui.persistence import resume, slots, store
    from viticulture_tui.persistence.errors import SaveError

    folder, seed, actions = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    report = {"refused": 0, "read_only_loads": 0, "cleanups": 0}
    resume.prepare(folder)
    state = new_game(setup_for(2, seed))
    slot, lock = slots.claim_new(folder, state.setup.model_dump(mode="json"))
    print(slot.path.name, flush=True)
    for number in range(actions):
        step(state)
        store.autosave(state, slot.path.parent, slot.path.name)
        if number % 5 == 0:
            # The other window's game, as this window would see it: listed, refused, viewed read-only.
            resume.prepare(folder)
            report["cleanups"] += 1
            for game in resume.unfinished_games(folder):
                if game.slot == slot:
                    continue
                other = game.slot.lock()
                try:
                    other.acquire(wait=0)
                except SaveError:
                    report["refused"] += 1
                    resume.open_slot(game.slot)
                    report["read_only_loads"] += 1
                else:
                    other.release()
    lock.release()
    print(report, flush=True)
    """
)


@pytest.mark.fuzz
def test_two_processes_on_one_folder(tmp_path: Path) -> None:
    """Two real processes start together on a folder with an old autosave, each plays its own game with an
    autosave after every action, and each often lists, cleans, tries to lock and reads the other's game:
    the old autosave goes into exactly one slot, neither writer ever fails (its temporary files are never
    taken away), each game is refused to the other and readable, and both games end as their own."""
    store.autosave(play(2, 77, 30)[0], tmp_path)
    store.autosave(play(2, 77, 31)[0], tmp_path)
    old = (tmp_path / "autosave.json").read_bytes(), (tmp_path / "autosave.json.bak").read_bytes()
    actions = int(os.environ.get("SIDE_BY_SIDE_ACTIONS", "150"))
    writers = [
        subprocess.Popen(
            [sys.executable, "-c", SIDE_BY_SIDE, str(tmp_path), str(seed), str(actions)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        for seed in (5, 6)
    ]
    results = [w.communicate(timeout=600) for w in writers]
    for writer, (_, err) in zip(writers, results, strict=True):
        assert writer.returncode == 0, err.decode()
    names = [out.split(b"\n")[0].decode() for out, _ in results]
    reports = [eval(out.split(b"\n")[1].decode()) for out, _ in results]
    print(f"two processes: {reports}")
    assert all(r["refused"] > 0 and r["read_only_loads"] == r["refused"] for r in reports)
    assert temporaries(tmp_path) == []
    games = {g.slot.path.name: g for g in resume.prepare(tmp_path)}
    assert len(games) == 3
    for name, seed in zip(names, (5, 6), strict=True):
        history = json.loads(json.dumps(resume.open_slot(games[name].slot).state.history))
        assert history == expected_log(seed)[:actions]
    moved = [g for name, g in games.items() if name not in names]
    assert (moved[0].slot.path.read_bytes(), moved[0].slot.backup.read_bytes()) == old
    assert all(g.locked is False for g in games.values())
