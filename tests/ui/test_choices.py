"""Grouping the engine's legal list into steps, and which choices ask for confirmation (R6)."""

from __future__ import annotations

from viticulture_tui.engine import Action, Choice
from viticulture_tui.ui.choice_groups import common_title, group_choices
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
