"""The bots' think-time bench: its keys, positive times for the levels built, the same positions each run."""

from viticulture_tui.ai.bench import PLAYED, PLAYED_POSITIONS, bench_positions, bot_bench, played_positions
from viticulture_tui.ai.expert import end_in_sight, last_year
from viticulture_tui.ai.levels import LEVELS


def test_bot_bench_has_a_time_per_level() -> None:
    """One key per level and two for the Expert's tail; a built level has a positive median, one not
    built yet says None."""
    result = bot_bench(bench_positions()[:6])
    assert set(result) == {"novice_ms", "standard_ms", "expert_ms", "expert_p90_ms", "expert_max_ms"}
    for key in ("novice_ms", "standard_ms", "expert_ms"):
        value = result[key]
        if key.removesuffix("_ms") in LEVELS:
            assert isinstance(value, float) and value > 0
        else:
            assert value is None
    assert result["expert_ms"] <= result["expert_p90_ms"] <= result["expert_max_ms"]


def test_the_positions_are_fixed() -> None:
    """The bench measures the same positions every time, none of them finished."""
    first, second = bench_positions(), bench_positions()
    assert first == second and len(first) >= 20
    assert not any(s.game_over for s in first)
    assert played_positions() == played_positions()


def test_the_played_positions_reach_the_expert_s_tree() -> None:
    """The played games give positions where the Expert searches by its tree: a table year that
    may end the game, and the last solo year."""
    positions = played_positions()
    assert len(positions) == PLAYED_POSITIONS * len(PLAYED)
    assert not any(s.game_over for s in positions)
    assert any(end_in_sight(s) for s in positions)
    assert any(last_year(s) for s in positions)
