"""The walkthrough's parts on their own: patterns, goals, the scripted seat and the data checks."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from viticulture_tui.engine import Action, legal_actions
from viticulture_tui.walkthrough import load
from viticulture_tui.walkthrough.goals import reached
from viticulture_tui.walkthrough.model import ActionPattern, Goal, Opponent, OpponentRule, WalkthroughData
from viticulture_tui.walkthrough.opponent import choose
from viticulture_tui.walkthrough.patterns import matches
from viticulture_tui.walkthrough.scenario import start


def test_patterns_match_kinds_wildcards_and_globs() -> None:
    """A pattern matches on kind, with '*' for any part and globs inside strings."""
    place = Action("place", ("plant_vine", "plain", "grande"))
    assert matches(place, ActionPattern(kind="place"))
    assert matches(place, ActionPattern(kind="place", arg=["plant_vine", "*", "*"]))
    assert not matches(place, ActionPattern(kind="place", arg=["plant_vine", "*", "worker"]))
    assert not matches(place, ActionPattern(kind="pass"))
    assert matches(Action("plant", ("syrah.3", 0)), ActionPattern(kind="plant", arg=["syrah.*", 0]))
    assert not matches(Action("plant", ("pinot.1", 0)), ActionPattern(kind="plant", arg=["syrah.*", 0]))
    assert matches(Action("pass"), ActionPattern(kind="pass", arg=None))
    assert not matches(Action("harvest", (0,)), ActionPattern(kind="harvest", arg=0))


def test_goals_read_the_state() -> None:
    """Each kind of goal checks the part of the state it names."""
    state = start(load())

    def ok(**goal: object) -> bool:
        return reached(Goal.model_validate(goal), state, 0, 1)

    assert ok(kind="phase", **{"is": "setup"}) and ok(kind="year", **{"is": 1})
    assert ok(kind="structure", **{"is": "yoke"}) and not ok(kind="structure", **{"is": "trellis"})
    assert ok(kind="planted", vine="trebbiano", field=0) and not ok(kind="planted", vine="syrah", field=0)
    assert ok(kind="grape", type="red", value=4) and not ok(kind="grape", type="white", value=4)
    assert not ok(kind="wine", type="red") and not ok(kind="harvested", field=0)
    assert ok(kind="lira_at_least", value=0) and not ok(kind="vp_at_least", value=1)
    assert not ok(kind="field_sold", field=2) and not ok(kind="rooster", row=7)
    assert ok(kind="all", of=[{"kind": "year", "is": 1}, {"kind": "grape", "type": "white"}])
    assert not ok(kind="placed", action="give_tour", seat="opponent") and not ok(kind="ack")


def test_the_scripted_seat_takes_its_first_legal_preference_or_passes() -> None:
    """The scripted seat picks its first legal preference, else passes, else takes the first choice."""
    data = load()
    state = start(data)
    script = Opponent(seat=1, prefer=[OpponentRule(kind="papa", arg="b")])
    assert choose(state, script) == Action("papa", "b")
    nothing = Opponent(seat=1, prefer=[])
    assert choose(state, nothing) == legal_actions(state)[0].action
    year_two = Opponent(seat=1, prefer=[OpponentRule(kind="papa", arg="b", year=2)])
    assert choose(state, year_two) == legal_actions(state)[0].action


def test_the_data_checks_catch_broken_walkthroughs() -> None:
    """Duplicate step ids, unknown areas and steps without actions are rejected when loading."""
    raw = load().model_dump(by_alias=True)
    steps = raw["steps"]
    for broken in (
        {**raw, "steps": [steps[0], steps[0]]},
        {**raw, "steps": [{**steps[1], "highlight": "sky"}]},
        {**raw, "steps": [{**steps[1], "expect": []}]},
        {**raw, "steps": [{**steps[0], "expect": steps[1]["expect"]}]},
        {**raw, "learner": 1},
    ):
        with pytest.raises(ValidationError):
            WalkthroughData.model_validate(broken)


def test_a_seed_that_deals_the_wrong_first_player_is_reported() -> None:
    """A walkthrough whose seed does not make the expected seat first fails loudly."""
    data = load().model_copy(update={"first_player": 1})
    with pytest.raises(ValueError, match="first player"):
        start(data)
