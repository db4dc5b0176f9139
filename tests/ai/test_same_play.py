"""Same play: two codes compared on the golden games, and a record restamped only when every action agrees."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from viticulture_tui.ai import random_bot, same_play, same_play_run
from viticulture_tui.ai.random_seat import pick_active

GAME = (3, ("random", "novice", "standard"), "normal", False, 0)


def run_of(fingerprint: str, **digests: str) -> dict[str, Any]:
    games = {key: {"digest": d, "actions": 10, "years": 7, "vp": {"a": 20}} for key, d in digests.items()}
    return {"fingerprint": fingerprint, "package": "", "budgets": {"expert.ROUNDS": 4}, "games": games}


def line(code: str, index: int, **more: str) -> str:
    entry = {"code": code, "game": {"index": index}, "match": {"seed": 1}, **more}
    return json.dumps(entry, sort_keys=True) + "\n"


def test_a_golden_game_is_the_same_each_time_and_shows_a_changed_bot(monkeypatch: pytest.MonkeyPatch) -> None:
    """The digest follows the code: the same game twice agrees, a seat choosing otherwise does not."""
    first = same_play_run.play_golden(GAME)
    assert same_play_run.play_golden(GAME) == first
    assert first["actions"] > 100 and first["years"] >= 1

    def contrary(self: object, knowledge: object, choices: list[Any], rng: Any) -> Any:
        return pick_active(list(reversed(choices)), rng)

    monkeypatch.setattr(random_bot.RandomBot, "choose", contrary)
    assert same_play_run.play_golden(GAME)["digest"] != first["digest"]


def test_a_budget_the_code_lacks_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    """A renamed budget would play one code at full budgets: the run stops and names it."""
    with pytest.raises(same_play_run.BudgetError, match=r"expert\.NO_SUCH"):
        same_play_run.set_budgets({"expert.NO_SUCH": 1})


def test_differences_name_each_game_and_refuse_other_budgets() -> None:
    """Games are compared by digest; a game only one code played, or other budgets, is a difference."""
    base = run_of("old", a="1", b="2")
    assert same_play.differences(base, run_of("new", a="1", b="2")) == []
    differ = same_play.differences(base, run_of("new", a="1", b="3", c="4"))
    assert [d.split(":")[0] for d in differ] == ["b", "c"]
    other = run_of("new", a="1", b="2")
    other["budgets"] = {"expert.ROUNDS": 48}
    assert same_play.differences(base, other)[0].startswith("played at other budgets")


def test_alike_codes_restamp_the_base_games_and_keep_who_played_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Only lines of the base's fingerprint change; each keeps the base as `played_by`."""
    runs = iter([run_of("aaaaaaaaaaaa", g="1"), run_of("bbbbbbbbbbbb", g="1")])
    monkeypatch.setattr(same_play, "base_code", lambda revision, into: into)
    monkeypatch.setattr(same_play, "golden_run", lambda *args: next(runs))
    path = tmp_path / "record.jsonl"
    path.write_text(line("aaaaaaaaaaaa", 0) + line("cccccccccccc", 1))
    assert same_play.main(["--base", "HEAD~1", str(path)]) == 0
    assert path.read_text() == line("bbbbbbbbbbbb", 0, played_by="aaaaaaaaaaaa") + line("cccccccccccc", 1)
    assert "1 game of aaaaaaaaaaaa now stamped bbbbbbbbbbbb" in capsys.readouterr().out


def test_codes_that_differ_restamp_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """One game's actions apart: the game is named, the record untouched, the exit status 1."""
    runs = iter([run_of("aaaaaaaaaaaa", g="1", h="2"), run_of("bbbbbbbbbbbb", g="1", h="9")])
    monkeypatch.setattr(same_play, "base_code", lambda revision, into: into)
    monkeypatch.setattr(same_play, "golden_run", lambda *args: next(runs))
    path = tmp_path / "record.jsonl"
    path.write_text(line("aaaaaaaaaaaa", 0))
    assert same_play.main(["--base", "HEAD~1", str(path)]) == 1
    assert path.read_text() == line("aaaaaaaaaaaa", 0)
    assert "they play differently in 1 games:\n  h: " in capsys.readouterr().out


def test_an_unknown_commit_is_said_in_words(tmp_path: Path) -> None:
    """git's own complaint, on one line, and no traceback."""
    if not (same_play.PACKAGE_ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    with pytest.raises(same_play.SamePlayError, match="no-such-commit"):
        same_play.base_code("no-such-commit", tmp_path)


def test_quick_cannot_vouch_for_a_record(tmp_path: Path) -> None:
    """The games without a search say nothing about the Expert: restamping from them is refused."""
    with pytest.raises(SystemExit):
        same_play.main(["--base", "HEAD", "--quick", str(tmp_path / "r.jsonl")])


def test_this_code_plays_as_its_own_commit() -> None:
    """End to end, each code in its own process: the committed code against the checkout's."""
    root = same_play.PACKAGE_ROOT
    if not (root / ".git").exists():
        pytest.skip("not a git checkout")
    changed = subprocess.run(
        ["git", "-C", str(root), "status", "--porcelain", "--", "viticulture_tui", "assets"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    if changed.strip():
        pytest.skip("the package has changes not committed: HEAD is other code")
    done = subprocess.run(
        [sys.executable, "-m", "viticulture_tui.ai.same_play", "--base", "HEAD", "--quick"],
        capture_output=True,
        text=True,
        cwd=root,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "every action the same" in done.stdout


def test_a_solo_comparison_plays_and_restamps_solo_games_only(tmp_path: Path) -> None:
    """`--only solo` plays the solo golden games at the solo budgets and touches only solo lines."""
    games, budgets = same_play_run.chosen("solo", quick=False)
    assert games and all(g[0] == 1 for g in games)
    assert "expert.TABLE_ITERATIONS" not in budgets  # a code before the table's tree has none
    table, _ = same_play_run.chosen("table", quick=False)
    assert sorted(games + table) == sorted(same_play_run.GOLDEN)
    path = tmp_path / "record.jsonl"
    solo = json.dumps({"code": "old", "game": {"index": 0}, "match": {"players": 1}}, sort_keys=True) + "\n"
    two = json.dumps({"code": "old", "game": {"index": 0}, "match": {"players": 2}}, sort_keys=True) + "\n"
    path.write_text(solo + two)
    assert same_play.restamp(path, "old", "new", played_by="old", solo=True) == 1
    first, second = (json.loads(x) for x in path.read_text().splitlines())
    assert (first["code"], first["played_by"], second["code"]) == ("new", "old", "old")
    assert "played_by" not in second
