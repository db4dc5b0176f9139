"""Restamping a record after the fingerprint came to count less: only the lines it may vouch for."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from viticulture_tui.ai import restamp as module
from viticulture_tui.ai.arena_record import RecordError
from viticulture_tui.ai.restamp import restamp


def line(code: str, index: int) -> str:
    return json.dumps({"code": code, "game": {"index": index}, "match": {"seed": 1}}, sort_keys=True) + "\n"


def test_only_the_old_stamp_is_replaced(tmp_path: Path) -> None:
    """Old-stamped lines take the new stamp; other code's lines and a cut line stay byte for byte."""
    path = tmp_path / "record.jsonl"
    other, cut = line("other", 1), '{"code": "old", "ga'
    path.write_text(line("old", 0) + other + line("old", 2) + cut)
    assert restamp(path, "old", "new") == 2
    assert path.read_text() == line("new", 0) + other + line("new", 2) + cut
    assert restamp(path, "old", "new") == 0
    assert [p.name for p in tmp_path.iterdir()] == ["record.jsonl"], "no temporary file left"


def test_a_missing_or_unfit_record_is_refused_in_words(tmp_path: Path) -> None:
    """No file is created for a name that is not there; a folder is not a record."""
    with pytest.raises(RecordError, match="no such record"):
        restamp(tmp_path / "missing.jsonl", "old", "new")
    assert not (tmp_path / "missing.jsonl").exists()
    with pytest.raises(RecordError, match="not a regular file"):
        restamp(tmp_path, "old", "new")


def test_the_command_restamps_the_whole_engine_stamp(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The command vouches for lines stamped with this code's fingerprint under the old definition."""
    monkeypatch.setattr(module, "whole_engine_fingerprint", lambda: "aaaaaaaaaaaa")
    monkeypatch.setattr(module, "fingerprint", lambda: "bbbbbbbbbbbb")
    path = tmp_path / "record.jsonl"
    path.write_text(line("aaaaaaaaaaaa", 0) + line("cccccccccccc", 1))
    assert module.main([str(path), str(tmp_path / "missing.jsonl")]) == 1
    assert path.read_text() == line("bbbbbbbbbbbb", 0) + line("cccccccccccc", 1)
    out = capsys.readouterr()
    assert "1 game stamped aaaaaaaaaaaa now stamped bbbbbbbbbbbb" in out.out
    assert "no such record" in out.err
