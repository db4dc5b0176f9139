"""The step from format 4 to 5: a papa with no lira of his own (Matt) is logged with his option alone."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from tests.persistence.helpers import dump, finish, play
from tests.persistence.log_steps import (
    as_format,
    damaged_files,
    event,
    outside_setup_or_private,
    step_texts,
)
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.setup import papa_gift
from viticulture_tui.persistence import migrations, store
from viticulture_tui.persistence.loader import load_game
from viticulture_tui.persistence.model import FORMAT_VERSION

OLD_LINES = {
    "Ben's papa is Matt: 6 lira.": "Ben's papa is Matt: 6 lira (0 + 6).",
    "Ben's papa is Matt: the Tasting Room.": "Ben's papa is Matt: 0 lira and the Tasting Room.",
}
"""Format 5's Matt lines and what format 4 wrote for them."""


def migrated_texts(names: list[str], events: list[Any]) -> list[Any]:
    """The log texts after the 4-to-5 step, for a raw save whose players have these names."""
    return step_texts(migrations.papa_without_lira, 4, names, events)


def test_format_4_has_a_step_forward() -> None:
    """Format 5 words Matt's gift as his option alone: the 4-to-5 step is registered."""
    assert FORMAT_VERSION >= 5
    assert migrations.MIGRATIONS[4] is migrations.papa_without_lira


def test_only_matt_has_no_lira_of_his_own() -> None:
    """The step rewords the lines of papas with no base lira: in the box that is Matt alone."""
    assert [p.name for p in catalog().papas if not p.base_lira] == ["Matt"]


@pytest.mark.parametrize("option", ["option_a", "option_b"])
def test_each_matt_line_of_format4_becomes_the_engines_line(option: str) -> None:
    """Each of Matt's format-4 lines becomes the line the engine writes now."""
    matt = next(p for p in catalog().papas if p.name == "Matt")
    new = f"Ben's papa is Matt: {papa_gift(matt, getattr(matt, option))}."
    assert migrated_texts(["Ben"], [event(OLD_LINES[new])]) == [new]


@pytest.mark.parametrize("players", [2, 3])
def test_a_format4_save_with_a_matt_line_loads_and_plays_on(tmp_path: Path, players: int) -> None:
    """A format-4 save whose Matt took the Tasting Room (2 players) or the lira (3) loads, plays on
    and saves as the current format."""
    state, seat = play(players, 3, 40)
    path = store.save_game(state, tmp_path, "old")
    assert as_format(path, OLD_LINES, 4) == 1
    old_text = path.read_text()
    assert "papa is Matt: 6 lira (0 + 6)." in old_text or "Matt: 0 lira and the Tasting Room." in old_text

    loaded = load_game(path)
    assert dump(loaded.state) == dump(state)
    assert path.read_text() == old_text, "loading never rewrites the file"

    finish(loaded.state, seat)
    again = store.save_game(loaded.state, tmp_path, "new")
    assert json.loads(again.read_text())["format_version"] == FORMAT_VERSION
    assert dump(load_game(again).state) == dump(loaded.state)


def test_a_format3_matt_line_goes_through_both_steps() -> None:
    """Format 3's 'Matt: 0 lira and 6 more lira.' becomes format 4's sum, then format 5's '6 lira'."""
    old = [event("Ben's papa is Matt: 0 lira and 6 more lira.")]
    step4 = step_texts(migrations.papa_lira_sums, 3, ["Ben"], old)
    assert step4 == ["Ben's papa is Matt: 6 lira (0 + 6)."]
    assert migrated_texts(["Ben"], [event(step4[0])]) == ["Ben's papa is Matt: 6 lira."]


NAMES = ["Ben", "Ben's papa is Matt", "6 lira (0 + 6)."]
"""Players of the step's tests: a plain name, and two that hold pieces of the old line."""


def test_names_that_hold_the_old_words_are_kept() -> None:
    """Only the tail after a whole name is reworded; the name is kept as it is, whatever it holds."""
    lines = [
        "Ben's papa is Matt's papa is Matt: 6 lira (0 + 6).",
        "6 lira (0 + 6).'s papa is Matt: 0 lira and the Tasting Room.",
    ]
    assert migrated_texts(NAMES, [event(t) for t in lines]) == [
        "Ben's papa is Matt's papa is Matt: 6 lira.",
        "6 lira (0 + 6).'s papa is Matt: the Tasting Room.",
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Ben's papa is Joel: 7 lira (4 + 3).",  # a papa with lira of his own keeps his sum
        "Ben's papa is Trevor: 1 lira and the Tasting Room.",
        "Ben's papa is Matt: 6 lira.",  # already format 5
        "Ben's papa is Matt: 5 lira (0 + 5).",  # not Matt's numbers
        "Ben's papa is Matt: 0 lira and the Windmill.",  # not Matt's structure
        "Ben's papa is matt: 6 lira (0 + 6).",
        "Ben's papa is Matt: 6 lira (0 + 6). ",
        "Bena's papa is Matt: 6 lira (0 + 6).",  # not a player's name
    ],
)
def test_the_step_leaves_other_lines_alone(text: str) -> None:
    """A line of another shape, even one close to an old line, is kept as it is."""
    assert migrated_texts(NAMES, [event(text)]) == [text]


def test_a_line_outside_setup_or_private_is_kept() -> None:
    """A papa's line is logged for everyone during setup: another such line is not one."""
    old = "Ben's papa is Matt: 6 lira (0 + 6)."
    assert outside_setup_or_private(migrations.papa_without_lira, 4, "Ben", old) == [old, old, old]


@pytest.mark.parametrize(
    "raw",
    damaged_files(4, "Ben's papa is Matt: 6 lira (0 + 6).", "'s papa is Matt: 6 lira (0 + 6)."),
)
def test_a_damaged_file_goes_through_the_step_unchanged(raw: dict[str, Any]) -> None:
    """A file too damaged to hold a log or names is passed on as it is, for the load to judge."""
    assert migrations.papa_without_lira(copy.deepcopy(raw)) == raw
