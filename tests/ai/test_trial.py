"""The trial tool: constants set for one run (in every worker), games paired with a baseline run."""

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from viticulture_tui.ai import expert, trial, weights
from viticulture_tui.ai.arena import Match, play_one
from viticulture_tui.ai.trial import TrialError, apply_sets, default_of, main, parse_set


@pytest.fixture(autouse=True)
def constants_restored(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Whatever a test sets is put back (a trial changes constants for the rest of its process;
    the weight dicts are shared by the modules that use them, so their contents are restored)."""
    monkeypatch.setattr(expert, "END_VP", expert.END_VP)
    kept = [(table, dict(table)) for table in (weights.VINTNER_TABLE, weights.TABLE)]
    yield
    for table, before in kept:
        table.clear()
        table.update(before)


def test_a_set_changes_a_constant_or_a_weight_and_keeps_its_type() -> None:
    """`expert.END_VP=99` stays an int; a weight key takes the float; bad names and values say why."""
    apply_sets({"expert.END_VP": 99.0, "weights.VINTNER_TABLE.sell_lira": 2.5})
    assert expert.END_VP == 99 and isinstance(expert.END_VP, int)
    assert weights.VINTNER_TABLE["sell_lira"] == 2.5
    for bad, why in [
        ({"nosuch.X": 1.0}, "no module"),
        ({"expert.NOSUCH": 1.0}, "has no 'NOSUCH'"),
        ({"weights.VINTNER_TABLE.nosuch": 1.0}, "no key"),
        ({"expert.END_VP": 1.5}, "whole number"),
        ({"expert.SEARCHED": 1.0}, "only a number"),
    ]:
        with pytest.raises(TrialError, match=why):
            apply_sets(bad)
    with pytest.raises(TrialError, match="not a number"):
        parse_set("expert.END_VP=lots")
    with pytest.raises(TrialError, match=r"module\.NAME=value"):
        parse_set("END_VP")


def test_nothing_set_plays_the_arenas_games_and_pairs_with_itself(tmp_path: Path) -> None:
    """With nothing set the games are the arena's; a run paired with itself differs by nothing."""
    base = tmp_path / "base.json"
    command = ["--players", "2", "--seats", "random,standard", "--games", "4", "--seed", "3", "--jobs", "2"]
    assert main([*command, "--out", str(base)]) == 0
    games = json.loads(base.read_text())["games"]
    match = Match(players=2, seats=("random", "standard"), games=4, seed=3)
    assert [g["years"] for g in games] == [play_one(match, i).years for i in range(4)]
    out = trial.paired(match, [play_one(match, i) for i in range(4)], json.loads(base.read_text()))
    assert out["games"] == 4 and out["difference"] == 0 and out["shorter"] == out["longer"] == 0


def test_a_set_reaches_the_workers_and_moves_the_games(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A weight set for the run is the one the workers play with: Standard's table never drawing
    orders plays other games than the shipped one, and the pairing counts them."""
    base = tmp_path / "base.json"
    command = ["--players", "2", "--seats", "standard,standard", "--games", "4", "--seed", "5", "--jobs", "2"]
    assert main([*command, "--out", str(base)]) == 0
    capsys.readouterr()
    changed = [
        "--set",
        "planner.TABLE_WEIGHTS.order_none=-50",
        "--set",
        "planner.TABLE_WEIGHTS.order_one=-50",
    ]
    assert main([*command, *changed, "--against", str(base)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["paired"]["games"] == 4
    assert (
        report["paired"]["shorter"] + report["paired"]["longer"] > 0 or report["paired"]["vp_difference"] != 0
    )


def test_a_baseline_of_another_match_or_a_bad_seat_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Pairing with a run of other seats, or naming an unknown seat, ends with a line saying why."""
    base = tmp_path / "base.json"
    assert main(["--players", "2", "--seats", "random,random", "--games", "2", "--out", str(base)]) == 0
    assert main(["--players", "2", "--seats", "random,novice", "--games", "2", "--against", str(base)]) == 1
    assert "another match" in capsys.readouterr().err
    assert main(["--players", "2", "--seats", "random,wizard", "--games", "2"]) == 1
    assert "unknown seat 'wizard'" in capsys.readouterr().err


def test_the_readmes_command_runs_as_a_module(tmp_path: Path) -> None:
    """`python -m viticulture_tui.ai.trial` as the README writes it (a short run of it)."""
    import subprocess
    import sys

    out = tmp_path / "base.json"
    argv = ["--players", "2", "--seats", "random,random", "--games", "2", "--jobs", "2", "--out", str(out)]
    done = subprocess.run(
        [sys.executable, "-m", "viticulture_tui.ai.trial", *argv], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["games"] == 2 and len(json.loads(out.read_text())["games"]) == 2


def test_a_default_argument_is_refused_with_its_function() -> None:
    """HORIZON_YEARS is playout's default: set, a run would change nothing, so it is refused."""
    with pytest.raises(TrialError, match=r"default of playout\(horizon\)"):
        apply_sets({"expert.HORIZON_YEARS": 2.0})
    assert default_of(expert, "END_VP") == ""
