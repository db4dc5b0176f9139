"""The tuner's command line: a table objective needs a table, and start weights that are not
weights get a sentence, not a traceback."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from viticulture_tui.ai.tune import POLICIES, read_start
from viticulture_tui.ai.tune import main as tune_main


def test_a_table_objective_asks_for_a_table(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        tune_main(["--players", "1", "--policy", "vintner", "--objective", "pace"])
    assert stop.value.code == 2
    assert "--players 2 or more" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("content", "says"),
    [
        ('{"weights": {"plant": 1.0', "not JSON"),
        ("[" * 5000, "not JSON"),
        (b"\xff\xfe".decode("latin-1"), "not JSON"),
        ('["plant", 1]', "names to numbers"),
        ('{"plant": "high"}', "names to numbers"),
        ('{"plant": true}', "names to numbers"),
        ('{"fill": NaN}', "finite"),
        ('{"weights": {"fill": -Infinity}}', "finite"),
        ('{"fill": 2, "fil_per_vp": 1}', "name weights the planner does not have: fil_per_vp"),
    ],
)
def test_start_weights_that_are_not_weights_get_a_sentence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str, says: str
) -> None:
    path = tmp_path / "start.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(SystemExit) as stop:
        tune_main(["--start", str(path), "--generations", "0"])
    assert stop.value.code == 2
    assert says in capsys.readouterr().err


def test_start_weights_from_a_missing_file_or_a_folder_get_a_sentence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for path, says in ((tmp_path / "gone.json", "cannot read"), (tmp_path, "not a plain file")):
        with pytest.raises(SystemExit):
            tune_main(["--start", str(path)])
        assert says in capsys.readouterr().err


def test_start_weights_read_from_the_tools_own_output(tmp_path: Path) -> None:
    path = tmp_path / "out.json"
    path.write_text('{"weights": {"fill": 3, "cottage": -1.5}, "history": []}', encoding="utf-8")
    assert read_start(str(path), POLICIES["planner"][1]) == {"fill": 3.0, "cottage": -1.5}


def test_start_weights_of_another_policy_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "planner.json"
    path.write_text(json.dumps({"weights": POLICIES["planner"][1]}), encoding="utf-8")
    assert read_start(str(path), POLICIES["planner"][1]) == POLICIES["planner"][1]
    with pytest.raises(ValueError, match="does not have"):
        read_start(str(path), POLICIES["vintner"][1])
