"""The mat's workers line: whole where the mat is wide, shorter where it is narrow, never cut mid-word."""

from __future__ import annotations

from viticulture_tui.ui.palette import PALETTE
from viticulture_tui.ui.render.mat import WorkersData, workers

BUSY = WorkersData(free_workers=3, placed=0, grande_free=True, temp_worker=True, trained=1, colour=PALETTE[0])
"""Three workers and the grande to place, the temporary worker, one trained for next year."""


def test_a_wide_mat_says_it_all() -> None:
    """At 160x50's mat width every word is there."""
    line = workers(BUSY, 80).plain
    assert line.endswith("4 to place of 4  +temporary  +1 trained (next year)")


def test_a_narrow_mat_says_it_shorter_and_whole() -> None:
    """At 100x30 the mat is 44 columns wide: a shorter wording fits, nothing is cut."""
    line = workers(BUSY, 44).plain
    assert line == "Workers ●●● grande ◉ 4/4 +temp +1 next yr"
    usual = workers(BUSY._replace(trained=0), 44).plain
    assert usual == "Workers ●●●  grande ◉  4/4 to place  +temp"


def test_each_wording_is_tried_longest_first() -> None:
    """The first wording that fits is taken."""
    assert workers(BUSY, 59).plain.endswith("4 to place of 4  +temp  +1 next year")
    assert workers(BUSY, 58).plain.endswith("4/4 to place  +temp  +1 next yr")


def test_narrower_still_ends_in_an_ellipsis() -> None:
    """Below every wording the line is cut with "…" at the edge."""
    line = workers(BUSY, 30).plain
    assert len(line) == 30 and line.endswith("…")
