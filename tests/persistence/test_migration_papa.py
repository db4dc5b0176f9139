"""The step from format 3 to 4: a papa's lira option is logged as its choice reads ('7 lira (4 + 3)')."""

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
from viticulture_tui.engine import GameState
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.setup import papa_gift
from viticulture_tui.persistence import migrations, store
from viticulture_tui.persistence.loader import load_game
from viticulture_tui.persistence.model import FORMAT_VERSION


def old_papa_line(name: str, papa_id: str) -> str:
    """A player's papa line of a lira option as format 3 wrote it ('4 lira and 3 more lira')."""
    papa = catalog().papa_by_id[papa_id]
    return f"{name}'s papa is {papa.name}: {papa.base_lira} lira and {papa.option_b.amount} more lira."


def migrated_texts(names: list[str], events: list[Any]) -> list[Any]:
    """The log texts after the 3-to-4 step, for a raw save whose players have these names."""
    return step_texts(migrations.papa_lira_sums, 3, names, events)


def test_format_3_has_a_step_forward() -> None:
    """Format 4 words a papa's lira as its choice: the 3-to-4 step is registered."""
    assert FORMAT_VERSION >= 4
    assert migrations.MIGRATIONS[3] is migrations.papa_lira_sums


@pytest.mark.parametrize("papa", [p.id for p in catalog().papas], ids=lambda p: p)
def test_every_papa_line_of_format3_becomes_the_engines_line(papa: str) -> None:
    """Each papa's format-3 line of its lira option becomes the line the engine writes now (for
    Matt, who has no lira of his own, through the 4-to-5 step too)."""
    card = catalog().papa_by_id[papa]
    assert card.option_b.kind == "lira"  # every papa's second option is lira
    new = f"Ann's papa is {card.name}: {papa_gift(card, card.option_b)}."
    texts = migrated_texts(["Ann"], [event(old_papa_line("Ann", papa))])
    if not card.base_lira:
        texts = step_texts(migrations.papa_without_lira, 4, ["Ann"], [event(t) for t in texts])
    assert texts == [new]


def as_format3(path: Path, state: GameState) -> int:
    """Rewrite a save of `state` as format 3 wrote it: version 3 and the old words; how many lines."""
    old = {}
    for p in state.players:
        assert p.papa is not None
        card = catalog().papa_by_id[p.papa]
        old[f"{p.name}'s papa is {card.name}: {papa_gift(card, card.option_b)}."] = old_papa_line(
            p.name, p.papa
        )
    return as_format(path, old, 3)


def test_a_format3_save_with_old_lines_loads_and_plays_on(tmp_path: Path) -> None:
    """A format-3 save whose papas gave lira loads, plays on and saves as the current format."""
    state, seat = play(4, 16, 40)
    path = store.save_game(state, tmp_path, "old")
    assert as_format3(path, state) == 4  # the seed's random seats took the lira of every papa
    old_text = path.read_text()
    assert " more lira." in old_text

    loaded = load_game(path)
    assert dump(loaded.state) == dump(state)
    assert path.read_text() == old_text, "loading never rewrites the file"

    finish(loaded.state, seat)
    again = store.save_game(loaded.state, tmp_path, "new")
    assert json.loads(again.read_text())["format_version"] == FORMAT_VERSION
    assert dump(load_game(again).state) == dump(loaded.state)


NAMES = ["Ann", "Ann's papa is Paul", "5 lira and 1 more lira."]
"""Players of the step's tests: a plain name, and two that hold pieces of the old line."""


def test_names_that_hold_the_old_words_are_kept() -> None:
    """Only the tail after a whole name is reworded; the name is kept as it is, whatever it holds."""
    lines = [
        "Ann's papa is Joel: 4 lira and 3 more lira.",
        "Ann's papa is Paul's papa is Paul: 5 lira and 1 more lira.",
        "5 lira and 1 more lira.'s papa is Matt: 0 lira and 6 more lira.",
    ]
    assert migrated_texts(NAMES, [event(t) for t in lines]) == [
        "Ann's papa is Joel: 7 lira (4 + 3).",
        "Ann's papa is Paul's papa is Paul: 6 lira (5 + 1).",
        "5 lira and 1 more lira.'s papa is Matt: 6 lira (0 + 6).",
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Ann's papa is Joel: 4 lira and the Medium Cellar.",  # a structure's line never changed
        "Ann's papa is Rafael: 2 lira and 1 extra worker.",
        "Ann's papa is Alan: 5 lira and 1 VP.",
        "Ann's papa is Joel: 7 lira (4 + 3).",  # already format 4
        "Ann's papa is Joel: 4 lira and 2 more lira.",  # not Joel's numbers
        "Ann's papa is Joel: 04 lira and 3 more lira.",
        "Ann's papa is joel: 4 lira and 3 more lira.",
        "Ann's papa is Zed: 4 lira and 3 more lira.",  # no papa of that name
        "Ann's papa is Joel: 4 lira and 3 more lira. ",
        "Anna's papa is Joel: 4 lira and 3 more lira.",  # not a player's name
        "Carla's papa is Paul: 5 lira and 1 more lira",
    ],
)
def test_the_step_leaves_other_lines_alone(text: str) -> None:
    """A line of another shape, even one close to an old line, is kept as it is."""
    assert migrated_texts(NAMES, [event(text)]) == [text]


def test_a_line_outside_setup_or_private_is_kept() -> None:
    """A papa's line is logged for everyone during setup: another such line is not one."""
    old = "Ann's papa is Joel: 4 lira and 3 more lira."
    assert outside_setup_or_private(migrations.papa_lira_sums, 3, "Ann", old) == [old, old, old]


@pytest.mark.parametrize(
    "raw",
    damaged_files(
        3, "Ann's papa is Joel: 4 lira and 3 more lira.", "'s papa is Joel: 4 lira and 3 more lira."
    ),
)
def test_a_damaged_file_goes_through_the_step_unchanged(raw: dict[str, Any]) -> None:
    """A file too damaged to hold a log or names is passed on as it is, for the load to judge."""
    assert migrations.papa_lira_sums(copy.deepcopy(raw)) == raw
