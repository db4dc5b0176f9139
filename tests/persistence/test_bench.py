"""The `saves` member of `viticulture bench`."""

from __future__ import annotations

from viticulture_tui.persistence.bench import saves_bench


def test_saves_bench_reports_save_and_load_milliseconds() -> None:
    """saves_bench returns positive save_ms and load_ms, and the size of the finished game it used."""
    result = saves_bench(runs=1)
    assert set(result) == {"save_ms", "load_ms", "actions", "years", "file_kb"}
    assert result["save_ms"] > 0 and result["load_ms"] > 0
    assert result["actions"] > 100 and result["years"] >= 7 and result["file_kb"] > 0
