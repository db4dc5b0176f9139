"""Whether this code plays exactly as an older commit's does; if so, its records' games count as this code's.

`python -m viticulture_tui.ai.same_play --base REV [RECORD ...]`. The fingerprint (`ai/play_code.py`)
changes with any edit to what plays, so a change that plays the same (a helper split in two, a
faster engine path, a number on a choice no bot reads) would replay every record: about 15 hours
of both cores. This tool plays the golden games (`ai/same_play_run.py`: every level, solo and at
tables of 1 to 6, the search at small budgets and without its CPU cap) once on this code and once
on REV's, each in its own process, and compares every action of every game. If all are the same,
each record line stamped with REV's fingerprint takes this code's, and keeps REV's as `played_by`,
so a record still says which code played a game. If any game differs, it names the games and
stamps nothing. The golden games are a sample: a change that shows in none of them (a branch
none of their thousands of decisions takes) is not seen, which is why a change meant to play
differently is measured and replayed, never passed through here.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from viticulture_tui.ai import same_play_run
from viticulture_tui.ai.arena_record import RecordError
from viticulture_tui.ai.restamp import restamp
from viticulture_tui.pipe import run_tool

PACKAGE_ROOT = Path(same_play_run.__file__).resolve().parents[2]
"""The folder that holds this code's `viticulture_tui` package (the project's checkout)."""


class SamePlayError(Exception):
    """The comparison could not be made: no such commit, not a checkout, a run that failed."""


def base_code(revision: str, into: Path) -> Path:
    """REV's package and card data written under `into` by git (the checkout untouched); `into`."""
    command = ["git", "-C", str(PACKAGE_ROOT), "archive", "--format=tar", f"{revision}^{{commit}}"]
    try:
        tar = subprocess.run(
            [*command, "viticulture_tui", "assets"],
            capture_output=True,
            check=True,
        ).stdout
    except FileNotFoundError:
        raise SamePlayError("git is not installed") from None
    except subprocess.CalledProcessError as exc:
        said = exc.stderr.decode(errors="replace").strip()
        raise SamePlayError(f"{revision}: {said or 'not a commit'}") from None
    with tarfile.open(fileobj=io.BytesIO(tar)) as archive:
        if hasattr(tarfile, "data_filter"):  # Python 3.11.4 and later: refuse links out of `into`
            archive.extractall(into, filter="data")
        else:
            archive.extractall(into)
    return into


def golden_run(root: Path, jobs: int, full: bool, quick: bool, only: str) -> dict[str, Any]:
    """The golden games played on the package under `root`, in a process of its own."""
    with tempfile.TemporaryDirectory() as scratch:
        # A copy outside both packages, run with -P: the package comes from `root` alone.
        script = Path(scratch) / "same_play_run.py"
        shutil.copyfile(same_play_run.__file__, script)
        command = [sys.executable, "-P", str(script), "--jobs", str(jobs)]
        command += ["--full"] if full else []
        command += ["--quick"] if quick else []
        command += ["--only", only]
        env = {**os.environ, "PYTHONPATH": str(root)}
        done = subprocess.run(command, capture_output=True, text=True, env=env)
    try:
        out: dict[str, Any] = json.loads(done.stdout)
    except ValueError:
        tail = done.stderr.strip().splitlines()[-1:] or ["no output"]
        raise SamePlayError(f"the golden games did not run on {root}: {tail[0]}") from None
    if "error" in out:
        raise SamePlayError(f"{root}: {out['error']}")
    package = Path(out["package"]).resolve()
    if package.parents[1] != root.resolve():  # an installed copy answered instead of `root`
        raise SamePlayError(f"the golden games ran on {package}, not on the code under {root}")
    return out


def differences(base: Mapping[str, Any], this: Mapping[str, Any]) -> list[str]:
    """What differs between two golden runs, a line each (none: the two codes play alike)."""
    if base["budgets"] != this["budgets"]:
        return [f"played at other budgets: {base['budgets']} and {this['budgets']}"]
    out: list[str] = []
    for key in sorted(set(base["games"]) | set(this["games"])):
        old, new = base["games"].get(key), this["games"].get(key)
        if old is None or new is None:
            out.append(f"{key}: played by one code only")
        elif old["digest"] != new["digest"]:
            out.append(
                f"{key}: {old['actions']} actions, {old['years']} years, VP {old['vp']}"
                f" against {new['actions']} actions, {new['years']} years, VP {new['vp']}"
            )
    return out


def main(argv: list[str] | None = None) -> int:
    """Compare, and restamp the records named if the codes play alike. 0 alike, 1 not, 2 no comparison."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", required=True, help="the commit whose games the records hold")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--full", action="store_true", help="the shipped search budgets (slow)")
    parser.add_argument("--quick", action="store_true", help="only the games without a search (no restamp)")
    parser.add_argument(
        "--only",
        choices=("solo", "table"),
        help="compare only the solo golden games (or only the table's), and restamp only such games",
    )
    parser.add_argument("records", nargs="*", type=Path)
    args = parser.parse_args(argv)
    if args.quick and args.records:
        parser.error("--quick plays no search: it cannot vouch for a record")
    only = args.only or "all"
    solo = {"solo": True, "table": False}.get(only)
    try:
        with tempfile.TemporaryDirectory() as folder:
            base = golden_run(base_code(args.base, Path(folder)), args.jobs, args.full, args.quick, only)
        this = golden_run(PACKAGE_ROOT, args.jobs, args.full, args.quick, only)
    except SamePlayError as error:
        print(error, file=sys.stderr)
        return 2
    actions = sum(game["actions"] for game in this["games"].values())
    differ = differences(base, this)
    old, new = base["fingerprint"], this["fingerprint"]
    games = len(this["games"])
    print(f"{args.base} ({old}) and this code ({new}): {games} golden games, {actions:,} actions")
    if differ:
        print(f"they play differently in {len(differ)} games:")
        for line in differ:
            print(f"  {line}")
        return 1
    print("every action the same")
    if old == new:
        print("the same fingerprint: nothing to restamp")
        return 0
    status = 0
    for path in args.records:
        try:
            changed = restamp(path, old, new, played_by=old, solo=solo)
        except RecordError as error:
            print(error, file=sys.stderr)
            status = 2
            continue
        print(f"{path}: {changed} {'game' if changed == 1 else 'games'} of {old} now stamped {new}")
    return status


if __name__ == "__main__":
    raise SystemExit(run_tool(main))
