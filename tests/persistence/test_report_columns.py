"""`ranking_table` (`replay --headless`): the numbers line up under their headings."""

from __future__ import annotations

from viticulture_tui.persistence.report import ranking_table
from viticulture_tui.sim import play_random_game


def test_the_columns_line_up_under_their_headings_with_short_names() -> None:
    """Names shorter than the heading 'Player': every number still ends under its heading."""
    state = play_random_game(2, 4).state
    state.players[0].name, state.players[1].name = "Bo", "Ann"
    heading, *rows = ranking_table(state).splitlines()[1:]
    for label in ("VP", "Lira", "Wine", "Grapes"):
        end = heading.index(label) + len(label)
        assert all(row[end - 1] != " " and (end == len(row) or row[end] == " ") for row in rows), label
