"""The bots' think-time bench: its keys, positive times for the levels built, the same positions each run."""

from viticulture_tui.ai.bench import bench_positions, bot_bench
from viticulture_tui.ai.levels import LEVELS


def test_bot_bench_has_a_time_per_level() -> None:
    """One key per level; a built level has a positive median, one not built yet says None."""
    result = bot_bench()
    assert set(result) == {"novice_ms", "standard_ms", "expert_ms"}
    for key, value in result.items():
        level = key.removesuffix("_ms")
        if level in LEVELS:
            assert isinstance(value, float) and value > 0
        else:
            assert value is None


def test_the_positions_are_fixed() -> None:
    """The bench measures the same positions every time, none of them finished."""
    first, second = bench_positions(), bench_positions()
    assert first == second and len(first) >= 20
    assert not any(s.game_over for s in first)
