"""Migrations bring older saves forward one version at a time through the registry."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.persistence.helpers import dump, finish, play, play_until
from tests.persistence.log_steps import as_format, damaged_files, event, step_texts
from viticulture_tui.ai.random_seat import RandomSeat
from viticulture_tui.engine import GameState, PlayerSetup, Setup, apply, legal_actions, new_game
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.setup import mama_words
from viticulture_tui.persistence import errors, migrations, store
from viticulture_tui.persistence.errors import SaveError
from viticulture_tui.persistence.loader import load_game
from viticulture_tui.persistence.model import FORMAT_VERSION


def test_an_older_version_is_migrated_forward(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A version-0 save (a made-up older format) loads once a 0-to-1 migration is registered."""
    state, _ = play(2, 71, 12)
    path = store.save_game(state, tmp_path, "old")
    raw = json.loads(path.read_text())
    raw["format_version"] = 0
    raw["names"] = raw.pop("players")  # what version 0 called the field
    path.write_text(json.dumps(raw))
    with pytest.raises(SaveError, match="no migration"):
        load_game(path)

    # The real steps stay: version 0 goes through 0-to-1, then on through every later step.
    monkeypatch.setattr(migrations, "MIGRATIONS", dict(migrations.MIGRATIONS))

    @migrations.migration(0)
    def rename_names(raw: dict[str, Any]) -> dict[str, Any]:
        raw["players"] = raw.pop("names")
        return raw

    assert dump(load_game(path).state) == dump(state)
    assert json.loads(path.read_text())["format_version"] == 0, "loading never rewrites the file"


def test_a_migration_is_registered_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Registering two migrations from the same version is a programming error."""
    monkeypatch.setattr(migrations, "MIGRATIONS", {})
    migrations.migration(5)(lambda raw: raw)
    with pytest.raises(ValueError, match="already registered"):
        migrations.migration(5)(lambda raw: raw)


def test_a_version_below_every_migration_is_unknown(tmp_path: Path) -> None:
    """A negative version has no migration and is refused as unknown."""
    with pytest.raises(SaveError) as caught:
        migrations.migrate({"format_version": -3}, tmp_path / "x.json")
    assert caught.value.kind == errors.UNKNOWN_VERSION


# --- 1 to 2: the log counts in plurals ----------------------------------------------------------


def old_mama_words(mama: str) -> str:
    """A mama's gifts as format 1 wrote them: counts without plurals ('2 vine')."""
    m = catalog().mama_by_id[mama]
    kinds = (
        (m.vine, "vine"),
        (m.summer, "summer visitor"),
        (m.order, "wine order"),
        (m.winter, "winter visitor"),
    )
    parts = [f"{count} {word}" for count, word in kinds if count]
    return ", ".join(parts + ([f"{m.lira} lira"] if m.lira else []))


def as_format1(path: Path, state: GameState) -> int:
    """Rewrite a save of `state` as format 1 wrote it: version 1 and the old words; how many lines."""
    old = {}
    for p in state.players:
        assert p.mama is not None
        mama = catalog().mama_by_id[p.mama]
        line = f"{p.name}'s mama is {mama.name}: "
        old[line + mama_words(p.mama) + "."] = line + old_mama_words(p.mama) + "."
        old[f"{p.name} has 1 vine planted (6 needed for 2 VP)."] = (
            f"{p.name} has 1 vines planted (6 needed for 2 VP)."
        )
    return as_format(path, old, 1)


def test_format_1_has_a_step_forward() -> None:
    """Format 2 words the log's counts in plurals: the 1-to-2 step is registered."""
    assert FORMAT_VERSION >= 2
    assert migrations.MIGRATIONS[1] is migrations.plural_counts


def test_a_format1_save_with_old_lines_loads_and_plays_on(tmp_path: Path) -> None:
    """A format-1 save with '2 winter visitor' and '1 vines planted' loads, plays on and saves as 2."""
    state = play_until(2, 8, lambda s: any(" has 1 vine planted (6 " in e.text for e in s.log))
    assert state is not None
    path = store.save_game(state, tmp_path, "old")
    assert as_format1(path, state) == 2  # Christine's '2 winter visitor' and the Grower's line
    old_text = path.read_text()
    assert "has 1 vines planted" in old_text

    loaded = load_game(path)
    assert dump(loaded.state) == dump(state)
    assert path.read_text() == old_text, "loading never rewrites the file"

    seat = RandomSeat(8)
    finish(loaded.state, seat)
    again = store.save_game(loaded.state, tmp_path, "new")
    assert json.loads(again.read_text())["format_version"] == FORMAT_VERSION
    assert dump(load_game(again).state) == dump(loaded.state)


def test_names_that_look_like_counts_are_kept(tmp_path: Path) -> None:
    """Names like '2 vine' or 'Ann's mama is Ab: 2' are kept: only the words after a name change."""
    names = ["Ann", "Ann's mama is Ab: 2", "2 vine", "Jo: 2 winter visitor"]
    state = new_game(Setup(players=[PlayerSetup(name=n) for n in names], seed=7))
    seat = RandomSeat(7)
    for _ in range(30):
        apply(state, seat.choose(legal_actions(state)))
    path = store.save_game(state, tmp_path, "names")
    assert as_format1(path, state) == 4
    assert "2 vine's mama is Margaret: 2 vine, 1 summer visitor." in path.read_text()

    loaded = load_game(path)
    assert dump(loaded.state) == dump(state)  # the replayed log is the migrated log, line for line
    assert loaded.save.players == names
    assert [p.name for p in loaded.state.players] == names
    assert "2 vine's mama is Margaret: 2 vines, 1 summer visitor." in [e.text for e in loaded.state.log]


def migrated_texts(names: list[str], events: list[Any]) -> list[Any]:
    """The log texts after the 1-to-2 step, for a raw save whose players have these names."""
    return step_texts(migrations.plural_counts, 1, names, events)


def test_the_step_rewords_only_the_old_lines_after_a_name() -> None:
    """Only a player's mama line of setup and Grower line with 1 vine change, and only after the name."""
    names = ["Ann", "Ann's mama is Ab: 2", "2 vine"]
    lines = [
        (
            "2 vine's mama is Margaret: 2 vine, 1 summer visitor.",
            "2 vine's mama is Margaret: 2 vines, 1 summer visitor.",
        ),
        (
            "Ann's mama is Ab: 2's mama is Casey: 2 wine order, 1 winter visitor.",
            "Ann's mama is Ab: 2's mama is Casey: 2 wine orders, 1 winter visitor.",
        ),
        (
            "Ann's mama is Nicole: 1 vine, 1 winter visitor, 2 lira.",
            "Ann's mama is Nicole: 1 vine, 1 winter visitor, 2 lira.",
        ),
        (
            "Ann's mama is Jess: 1 summer visitor, 2 wine order.",
            "Ann's mama is Jess: 1 summer visitor, 2 wine orders.",
        ),
        (
            "Ann's mama is Danyel: 2 summer visitor, 1 winter visitor.",
            "Ann's mama is Danyel: 2 summer visitors, 1 winter visitor.",
        ),
        (
            "2 vine has 1 vines planted (6 needed for 2 VP).",
            "2 vine has 1 vine planted (6 needed for 2 VP).",
        ),
    ]
    assert migrated_texts(names, [event(old) for old, _ in lines]) == [new for _, new in lines]


@pytest.mark.parametrize(
    "text",
    [
        "2 vine draws a vine card.",
        "Ann gives 2 vine 2 lira.",
        "2 vine has 3 vines planted (6 needed for 2 VP).",
        "2 vine has 1 vines planted (6 needed for 2 VP)!",
        "Zed's mama is Margaret: 2 vine, 1 summer visitor.",  # no player of that name
        "Ann's mama is Margaret: 2 vines, 1 summer visitor.",  # format 2 already
        "Ann's mama is Margaret: 1 summer visitor, 2 vine.",  # not the order format 1 wrote
        "Ann's mama is Margaret: 2 vine, 2 vine.",
        "Ann's mama is Margaret: 02 vine.",
        "Ann's mama is Margaret: 0 vine, 2 lira.",
        "Ann's mama is Margaret: 2 vine, 1 summer visitor",
        "Ann's mama is margaret: 2 vine.",
        "Ann's mama is Margaret: 2 vine, 1 summer visitor. ",
        "Ann's mama is Zed: 2 wine order.",  # no mama of that name
        "Ann's mama is Casey: 2 vine, 1 summer visitor.",  # not Casey's gifts
    ],
)
def test_the_step_leaves_other_lines_alone(text: str) -> None:
    """A line of another shape, even one close to an old line, is kept as it is."""
    assert migrated_texts(["Ann", "Ann's mama is Ab: 2", "2 vine"], [event(text)]) == [text]


def test_a_line_outside_its_season_or_private_is_kept() -> None:
    """Both lines were logged for everyone, the mama's during setup: another such line is not one."""
    mama = "Ann's mama is Margaret: 2 vine, 1 summer visitor."
    grower = "Ann has 1 vines planted (6 needed for 2 VP)."
    events = [event(mama, season="summer"), event(mama, seen_by=[0]), event(grower, "summer", [0])]
    assert migrated_texts(["Ann"], events) == [mama, mama, grower]
    assert migrated_texts(["Ann"], [event(grower, "summer")]) == [
        "Ann has 1 vine planted (6 needed for 2 VP)."
    ]


@pytest.mark.parametrize("raw", damaged_files(1, "Ann has 1 vines planted (6 needed for 2 VP).", "x"))
def test_a_damaged_file_goes_through_the_step_unchanged(raw: dict[str, Any]) -> None:
    """A file too damaged to hold a log or names is passed on as it is, for the load to judge."""
    assert migrations.plural_counts(copy.deepcopy(raw)) == raw


@pytest.mark.parametrize("mama", [m.id for m in catalog().mamas], ids=lambda m: m)
def test_every_mama_line_of_format1_becomes_the_engines_line(mama: str) -> None:
    """Each mama's format-1 line becomes the line the engine writes now (unchanged without a 2)."""
    name = catalog().mama_by_id[mama].name
    old = f"Ann's mama is {name}: {old_mama_words(mama)}."
    assert migrated_texts(["Ann"], [event(old)]) == [f"Ann's mama is {name}: {mama_words(mama)}."]


# --- 2 to 3: the Agriculturist's and the Importer's counts agree ----------------------------------


def old_visitor_lines(names: list[str]) -> dict[str, str]:
    """Each Agriculturist and Importer line a game of these players can log, to its format-2 text."""
    old = {}
    for name in names:
        for n, kinds in ((0, "0 kinds"), (1, "1 kind"), (2, "2 kinds")):
            old[f"{name}'s field holds {kinds} of vine (3 needed for 2 VP)."] = (
                f"{name}'s field holds {n} different vine(s) (3 needed for 2 VP)."
            )
    for giver in names:
        for receiver in names:
            for n, cards in ((1, "1 visitor card"), (2, "2 visitor cards"), (3, "3 visitor cards")):
                old[f"{giver} gives {receiver} {cards}."] = f"{giver} gives {receiver} {n} visitor card(s)."
    return old


def as_format2(path: Path, state: GameState) -> int:
    """Rewrite a save of `state` as format 2 wrote it: version 2 and the old words; how many lines."""
    return as_format(path, old_visitor_lines([p.name for p in state.players]), 2)


IMPORTER_LINE = re.compile(r" gives .* [0-9]+ visitor cards?\.\Z")
"""The Importer's line as the engine writes it now ('Ben gives Anna 2 visitor cards.')."""


def visitor_lines_logged(state: GameState) -> bool:
    """The Agriculturist has logged a field short of 3 kinds, and the Importer two givers."""
    texts = [e.text for e in state.log]
    return any(t.endswith(" of vine (3 needed for 2 VP).") for t in texts) and (
        sum(bool(IMPORTER_LINE.search(t)) for t in texts) == 2
    )


def test_format_2_has_a_step_forward() -> None:
    """Format 3 words the Agriculturist's and the Importer's counts: the 2-to-3 step is registered."""
    assert FORMAT_VERSION >= 3
    assert migrations.MIGRATIONS[2] is migrations.plural_visitor_counts


def test_a_format2_save_with_old_lines_loads_and_plays_on(tmp_path: Path) -> None:
    """A format-2 save with 'different vine(s)' and 'visitor card(s)' loads, plays on and saves anew."""
    state = play_until(3, 3, visitor_lines_logged)
    assert state is not None
    texts = [e.text for e in state.log if e.seen_by is None]
    assert "Carla's field holds 2 kinds of vine (3 needed for 2 VP)." in texts
    gives = [t for t in texts if IMPORTER_LINE.search(t)]
    assert gives == ["Anna gives Carla 2 visitor cards.", "Ben gives Carla 1 visitor card."]
    path = store.save_game(state, tmp_path, "old")
    assert as_format2(path, state) == 3
    old_text = path.read_text()
    assert "Ben gives Carla 1 visitor card(s)." in old_text

    loaded = load_game(path)
    assert dump(loaded.state) == dump(state)
    assert path.read_text() == old_text, "loading never rewrites the file"

    finish(loaded.state, RandomSeat(3))
    again = store.save_game(loaded.state, tmp_path, "new")
    assert json.loads(again.read_text())["format_version"] == FORMAT_VERSION
    assert dump(load_game(again).state) == dump(loaded.state)


def test_a_format1_save_goes_through_both_steps(tmp_path: Path) -> None:
    """A format-1 save holding the old lines of both steps loads: 1 to 2, then 2 to 3."""
    state = play_until(3, 3, visitor_lines_logged)
    assert state is not None
    path = store.save_game(state, tmp_path, "old")
    assert as_format2(path, state) == 3
    assert as_format1(path, state) == 1  # Rebecca's '2 summer visitor'
    assert json.loads(path.read_text())["format_version"] == 1
    assert dump(load_game(path).state) == dump(state)


def test_names_that_hold_the_old_words_survive_a_round_trip(tmp_path: Path) -> None:
    """Names like 'gives Bo 2' or 'Bo 2 visitor card(s)' are kept, in a save of format 2 or 3."""
    names = ["Bo", "gives Bo 2", "Bo 2 visitor card(s)"]
    state = new_game(Setup(players=[PlayerSetup(name=n) for n in names], seed=3))
    seat = RandomSeat(3)
    while not visitor_lines_logged(state):
        apply(state, seat.choose(legal_actions(state)))
    public = [e.text for e in state.log if e.seen_by is None]
    assert "Bo gives Bo 2 visitor card(s) 2 visitor cards." in public
    assert "gives Bo 2 gives Bo 2 visitor card(s) 1 visitor card." in public
    assert "Bo 2 visitor card(s)'s field holds 2 kinds of vine (3 needed for 2 VP)." in public

    path = store.save_game(state, tmp_path, "now")
    loaded = load_game(path)
    assert dump(loaded.state) == dump(state)
    assert loaded.save.players == names

    path = store.save_game(state, tmp_path, "old")
    assert as_format2(path, state) == 3
    assert "gives Bo 2 gives Bo 2 visitor card(s) 1 visitor card(s)." in path.read_text()
    loaded = load_game(path)
    assert dump(loaded.state) == dump(state)  # the replayed log is the migrated log, line for line
    assert [p.name for p in loaded.state.players] == names


def migrated_texts_v3(names: list[str], events: list[Any]) -> list[Any]:
    """The log texts after the 2-to-3 step, for a raw save whose players have these names."""
    return step_texts(migrations.plural_visitor_counts, 2, names, events)


NAMES_V3 = ["Ann", "Ben", "Bo 2 visitor card(s)", "gives Bo", "Al's field holds 1"]
"""Players of the 2-to-3 tests: two plain names, and three that hold pieces of the old lines."""


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Ann's field holds 1 different vine(s) (3 needed for 2 VP).",
            "Ann's field holds 1 kind of vine (3 needed for 2 VP).",
        ),
        (
            "Ann's field holds 2 different vine(s) (3 needed for 2 VP).",
            "Ann's field holds 2 kinds of vine (3 needed for 2 VP).",
        ),
        (
            "Ann's field holds 0 different vine(s) (3 needed for 2 VP).",
            "Ann's field holds 0 kinds of vine (3 needed for 2 VP).",
        ),
        (
            "Al's field holds 1's field holds 1 different vine(s) (3 needed for 2 VP).",
            "Al's field holds 1's field holds 1 kind of vine (3 needed for 2 VP).",
        ),
        ("Ann gives Ben 1 visitor card(s).", "Ann gives Ben 1 visitor card."),
        ("Ann gives Ben 2 visitor card(s).", "Ann gives Ben 2 visitor cards."),
        ("Ben gives Ann 3 visitor card(s).", "Ben gives Ann 3 visitor cards."),
        ("Ben gives Ann 0 visitor card(s).", "Ben gives Ann 0 visitor cards."),
        ("Ben gives Ann 12 visitor card(s).", "Ben gives Ann 12 visitor cards."),
        (
            "Ann gives Bo 2 visitor card(s) 1 visitor card(s).",
            "Ann gives Bo 2 visitor card(s) 1 visitor card.",
        ),
        (
            "Bo 2 visitor card(s) gives gives Bo 2 visitor card(s).",
            "Bo 2 visitor card(s) gives gives Bo 2 visitor cards.",
        ),
        (
            "gives Bo gives Bo 2 visitor card(s) 2 visitor card(s).",
            "gives Bo gives Bo 2 visitor card(s) 2 visitor cards.",
        ),
    ],
)
def test_the_step_rewords_the_old_lines_after_the_names(old: str, new: str) -> None:
    """The Agriculturist's line after a name, the Importer's after two: only the words after change."""
    assert migrated_texts_v3(NAMES_V3, [event(old, season="summer")]) == [new]


@pytest.mark.parametrize(
    "text",
    [
        "Zed's field holds 1 different vine(s) (3 needed for 2 VP).",  # no player of that name
        "ann's field holds 1 different vine(s) (3 needed for 2 VP).",
        "Ann's field holds 01 different vine(s) (3 needed for 2 VP).",
        "Ann's field holds -1 different vine(s) (3 needed for 2 VP).",
        "Ann's field holds  1 different vine(s) (3 needed for 2 VP).",
        "Ann's field holds 1 different vine(s) (3 needed for 2 VP)",
        "Ann's field holds 1 different vine(s) (3 needed for 2 VP). ",
        "Ann's field holds 1 different vine(s) (3 needed for 2 VP).!",
        "Then Ann's field holds 1 different vine(s) (3 needed for 2 VP).",
        "Ann's field holds 1 different vine(s) (4 needed for 2 VP).",
        "Ann's field holds 3 different vines: +2 VP.",  # never changed
        "Ann's field holds 1 kind of vine (3 needed for 2 VP).",  # format 3 already
        "Al's field holds 1 different vine(s) (3 needed for 2 VP).",  # 'Al' is not a player
        "Zed gives Ben 2 visitor card(s).",  # no giver of that name
        "Ann gives Zed 2 visitor card(s).",  # no receiver of that name
        "Ann gives Bo 2 visitor card(s).",  # 'Bo' is not a player: 'Bo 2 visitor card(s)' is
        "Bo 2 visitor card(s).",
        "Ann gives Ben visitor card(s).",
        "Ann gives Ben 02 visitor card(s).",
        "Ann gives Ben -2 visitor card(s).",
        "Ann gives Ben two visitor card(s).",
        "Ann gives Ben 2 visitor card(s)",
        "Ann gives Ben 2 visitor card(s). ",
        "Ann gives Ben 2 visitor card(s)..",
        "Ann gives Ben  2 visitor card(s).",
        "Ann  gives Ben 2 visitor card(s).",
        "Ann gives Ben 2 visitor card(s) for the Queen.",
        "Ann gives Ben and Ann 2 visitor card(s).",
        "Then Ann gives Ben 2 visitor card(s).",
        "Ann gives Ben 2 visitor cards.",  # format 3 already
        "Ann gives Ben: Surveyor, Broker.",
        "Ann gives Ben 2 lira.",
        "Ann has answered the Importer.",
    ],
)
def test_the_2_to_3_step_leaves_other_lines_alone(text: str) -> None:
    """A line of another shape, even one close to an old line, is kept as it is."""
    assert migrated_texts_v3(NAMES_V3, [event(text, season="summer")]) == [text]


def test_a_private_line_of_the_old_words_is_kept() -> None:
    """Both lines were logged for everyone: the same words seen by some players only are kept."""
    field = "Ann's field holds 1 different vine(s) (3 needed for 2 VP)."
    gives = "Ann gives Ben 2 visitor card(s)."
    events = [event(field, "summer", [0]), event(gives, "summer", [0, 1]), event(gives, "summer", [])]
    assert migrated_texts_v3(["Ann", "Ben"], events) == [field, gives, gives]
    assert migrated_texts_v3(["Ann", "Ben"], [event(field, "winter"), event(gives, "setup")]) == [
        "Ann's field holds 1 kind of vine (3 needed for 2 VP).",
        "Ann gives Ben 2 visitor cards.",
    ]


def test_the_2_to_3_step_leaves_the_1_to_2_lines_alone() -> None:
    """The mama's and the Grower's format-1 lines are the 1-to-2 step's: this one keeps them."""
    lines = [
        "Ann's mama is Danyel: 2 summer visitor, 1 winter visitor.",
        "Ann has 1 vines planted (6 needed for 2 VP).",
    ]
    assert migrated_texts_v3(["Ann"], [event(t) for t in lines]) == lines


def test_a_count_of_thousands_of_digits_is_reworded_as_it_is() -> None:
    """A count too long for int() (a damaged file) is kept digit for digit: the load judges it."""
    count = "7" * 5_000
    lines = [
        f"Ann gives Ben {count} visitor card(s).",
        f"Ann's field holds {count} different vine(s) (3 needed for 2 VP).",
    ]
    assert migrated_texts_v3(["Ann", "Ben"], [event(t, "summer") for t in lines]) == [
        f"Ann gives Ben {count} visitor cards.",
        f"Ann's field holds {count} kinds of vine (3 needed for 2 VP).",
    ]


@pytest.mark.parametrize(
    "raw", damaged_files(2, "Ann gives Ann 2 visitor card(s).", " gives  2 visitor card(s).")
)
def test_a_damaged_file_goes_through_the_2_to_3_step_unchanged(raw: dict[str, Any]) -> None:
    """A file too damaged to hold a log or names is passed on as it is, for the load to judge."""
    assert migrations.plural_visitor_counts(copy.deepcopy(raw)) == raw
