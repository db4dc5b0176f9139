"""Grouping the engine's legal list into steps, and which choices ask for confirmation (R6)."""

from __future__ import annotations

from tests.scenario import choices as legal
from tests.scenario import game, play_card
from viticulture_tui.engine import Action, Choice
from viticulture_tui.ui.choice_groups import alternatives_title, common_title, group_choices
from viticulture_tui.ui.warnings import warning


def make(
    kind: str, arg: object, label: str, rule: str = "§8", loses_token: bool = False, skips_bonus: bool = False
) -> Choice:
    return Choice(Action(kind, arg), label, rule, loses_token, skips_bonus)


def test_many_wines_group_by_type() -> None:
    """Making wine with many recipes is a two-step choice: the wine type, then the grapes."""
    choices = [make("make", ("red", (r,), ()), f"Make red {r} from red {r}") for r in range(1, 5)]
    choices += [make("make", ("white", (), (w,)), f"Make white {w} from white {w}") for w in range(1, 4)]
    choices.append(make("stop", None, "Make no more wine"))
    groups = group_choices(choices)
    assert [g.title for g in groups] == ["Make red", "Make white", "Make no more wine"]
    assert sum(len(g.choices) for g in groups) == len(choices)
    assert [c for g in groups for c in g.choices] == choices


def test_short_lists_stay_whole() -> None:
    """A short list is shown as it is: grouping would only add a step."""
    choices = [make("make", ("red", (1,), ()), "Make red 1"), make("make", ("red", (2,), ()), "Make red 2")]
    assert [len(g.choices) for g in group_choices(choices)] == [1, 1]


def test_common_title_drops_connectors() -> None:
    """The group's title is the labels' common start without a dangling 'with'."""
    labels = ["Fill Order 07 (red 3: 2 VP) with red 4", "Fill Order 07 (red 3: 2 VP) with red 5"]
    assert common_title(labels) == "Fill Order 07 (red 3: 2 VP)"


def test_warnings() -> None:
    """A token lost, a bonus skipped, or a pass with workers left asks first; other choices do not."""
    lost = make(
        "make",
        ("red", (1,), ()),
        "Make red 1 from red 1 (it will be lost: no room in the cellar)",
        loses_token=True,
    )
    skip = make("bonus", "skip", "Skip the bonus", "§4.2", skips_bonus=True)
    no_second = make("stop", None, "Play no second visitor", "§4.2", skips_bonus=True)
    plain_stop = make("stop", None, "Plant no more", "§6")
    place = make("place", ("give_tour", "plain", "worker"), "Give tour: place a worker", "§5.1")
    passing = make("pass", None, "Pass", "§3.2")
    assert "lost" in warning(lost, [lost])
    assert "bonus" in warning(skip, [skip])
    assert warning(no_second, [no_second])
    assert warning(plain_stop, [plain_stop]) == ""
    assert warning(place, [place, passing]) == ""
    assert "workers" in warning(passing, [place, passing])
    assert warning(passing, [passing]) == ""


def wake(row: int, label: str) -> Choice:
    return Choice(Action("wake", (row, label)), label, "§3.1", number=row)


def test_wake_up_rows_keep_their_numbers_in_a_short_list() -> None:
    """Row 5's two decks are one line, so each row is typed by its own number even in a list
    short enough to show whole (six lines once made 3 pick row 4)."""
    choices = [
        wake(1, "Row 1: no bonus, act first"),
        wake(3, "Row 3: draw 1 wine order card"),
        wake(4, "Row 4: gain 1 lira"),
        Choice(Action("wake", (5, "summer")), "Row 5: draw 1 summer visitor", "§3.1", number=5),
        Choice(Action("wake", (5, "winter")), "Row 5: draw 1 winter visitor", "§3.1", number=5),
        wake(7, "Row 7: take the temporary worker"),
    ]
    groups = group_choices(choices)
    assert [{c.number for c in g.choices} for g in groups] == [{1}, {3}, {4}, {5}, {7}]
    assert groups[3].title == "Row 5: draw 1 summer or winter visitor"
    assert [c for g in groups for c in g.choices] == choices


def test_alternatives_title() -> None:
    """Labels that differ in the middle are said once, with their differences joined by 'or'."""
    assert (
        alternatives_title(["Draw 1 summer visitor", "Draw 1 winter visitor"])
        == "Draw 1 summer or winter visitor"
    )
    organizer = ["Row 5: draw 1 summer visitor, then pass", "Row 5: draw 1 winter visitor, then pass"]
    assert alternatives_title(organizer) == "Row 5: draw 1 summer or winter visitor, then pass"
    assert alternatives_title(["Take 1 red", "Take 1 white", "Take 1 blush"]) == "Take 1 red, white or blush"
    assert alternatives_title(["Make red", "Make red 2"]) == common_title(["Make red", "Make red 2"])


def test_the_organizers_rows_are_one_line_each_by_their_number() -> None:
    """The Organizer lists empty rows as spring does: row 5's decks are one line, each line its row."""

    s = game(2)
    play_card(s, s.turn_order[0], "organizer")
    groups = group_choices(legal(s))
    rows = [{c.number for c in g.choices} for g in groups]
    assert all(len(r) == 1 for r in rows) and len(rows) == len({min(r) for r in rows})
    five = next(g for g in groups if {c.number for c in g.choices} == {5})
    assert five.title == "Row 5: draw 1 summer or winter visitor, then pass"
