"""A writer killed between writing and renaming leaves the last good game loadable."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.persistence.helpers import dump, play, snapshot
from viticulture_tui.persistence import atomic, listing, store
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
