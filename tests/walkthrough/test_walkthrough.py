"""The rules walkthrough played headlessly: completion, refusals, step back, leave and resume."""

from __future__ import annotations

import json

import pytest

from viticulture_tui import rules_text
from viticulture_tui.engine import Action, legal_actions, to_json
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.walkthrough import Guide, load
from viticulture_tui.walkthrough.scenario import rebuild, start


def play_step(guide: Guide) -> None:
    """Do what the current step asks: go on from a reading step, or take the first wanted action."""
    step = guide.step
    assert step is not None
    if step.is_ack:
        assert guide.acknowledge().accepted
        return
    wanted = guide.wanted()
    assert wanted, f"step {step.id}: no legal action is what the step wants"
    assert guide.act(wanted[0].action).accepted


def complete() -> tuple[Guide, list[str], list[int]]:
    """The whole walkthrough played; the state at each step's start as JSON, and the step indexes seen."""
    guide = Guide.new(load())
    starts = [to_json(guide.state)]
    seen = [guide.index]
    for _ in range(200):
        if guide.finished:
            break
        index = guide.index
        play_step(guide)
        if guide.index != index:
            starts.append(to_json(guide.state))
            seen.append(guide.index)
    return guide, starts, seen


@pytest.fixture(scope="module")
def played() -> tuple[Guide, list[str], list[int]]:
    return complete()


def test_the_whole_walkthrough_completes_with_the_expected_actions(
    played: tuple[Guide, list[str], list[int]],
) -> None:
    """Choosing the wanted action at every step completes the walkthrough in year 2."""
    guide, _, seen = played
    data = load()
    assert guide.finished
    assert seen == list(range(len(data.steps) + 1))
    assert guide.progress_text() == "Walkthrough complete"
    learner = guide.state.players[data.learner]
    assert learner.residual == 1 and learner.vp == 2
    assert guide.state.year == 2


def test_the_learner_uses_every_summer_action_and_sees_every_winter_action(
    played: tuple[Guide, list[str], list[int]],
) -> None:
    """The player uses every summer action and every winter action is used at the table."""
    guide, _, _ = played
    placed: dict[int, set[str]] = {0: set(), 1: set()}
    for event in guide.state.log:
        for seat, player in enumerate(guide.state.players):
            for action in catalog().board.actions:
                if event.text == f"{player.name} places a worker on {action.name}." or event.text.startswith(
                    f"{player.name} places the grande on {action.name}"
                ):
                    placed[seat].add(action.id)
    summer = {a.id for a in catalog().board.actions if a.season == "summer"}
    winter = {a.id for a in catalog().board.actions if a.season == "winter"}
    assert summer <= placed[0]
    assert winter <= placed[0] | placed[1]


def test_the_learner_makes_all_four_kinds_of_wine(played: tuple[Guide, list[str], list[int]]) -> None:
    """The player makes red, white, blush and sparkling wine; the hand limit and a residual payment happen."""
    guide, _, _ = played
    made = {e.text.split(" makes ", 1)[1].split()[0] for e in guide.state.log if " makes " in e.text}
    assert made == {"red", "white", "blush", "sparkling"}
    assert any("discards a card" in e.text for e in guide.state.log)
    assert any("collects 1 lira of residual" in e.text for e in guide.state.log)


def test_a_wrong_action_is_refused_with_the_steps_hint_and_the_game_unchanged() -> None:
    """At every step a legal action the step does not want is refused with its hint and changes nothing."""
    guide = Guide.new(load())
    refused = 0
    while not guide.finished:
        step = guide.step
        assert step is not None
        before, index = to_json(guide.state), guide.index
        wanted = {c.action for c in guide.wanted()}
        wrong = [c.action for c in legal_actions(guide.state) if c.action not in wanted]
        if step.is_ack:
            wrong.append(Action("pass"))
        for action in wrong[:3]:
            verdict = guide.act(action)
            assert not verdict.accepted
            assert verdict.message == step.hint
            assert to_json(guide.state) == before and guide.index == index
            refused += 1
        play_step(guide)
    assert refused > 40


def test_an_ack_step_refuses_play_and_a_play_step_refuses_going_on() -> None:
    """A reading step refuses game actions and a doing step refuses going on."""
    guide = Guide.new(load())
    assert guide.step is not None and guide.step.is_ack
    assert guide.act(Action("papa", "a")).message == guide.step.hint
    guide.acknowledge()
    assert guide.step is not None and not guide.step.is_ack
    verdict = guide.acknowledge()
    assert not verdict.accepted and verdict.message == guide.step.ask


def test_a_wanted_but_illegal_action_gets_the_engines_reason() -> None:
    """An action the step wants but the rules forbid is refused with the engine's reason."""
    guide = Guide.new(load())
    while guide.step is not None and guide.step.id != "build":
        play_step(guide)
    guide.state.players[0].lira = 0
    guide.state._legal_cache = None
    message = guide.check(Action("place", ("build_structure", "plain", "worker")))
    assert "Build structure is closed" in message


def test_stepping_back_replays_the_game_to_each_steps_start(
    played: tuple[Guide, list[str], list[int]],
) -> None:
    """Stepping back restores the exact game of each earlier step's start."""
    guide, starts, _ = played
    walker = Guide.from_record(load(), guide.to_record())
    for index in range(len(starts) - 2, -1, -1):
        assert walker.back()
        assert walker.index == index
        assert to_json(walker.state) == starts[index]
    assert not walker.back()
    while not walker.finished:
        play_step(walker)
    assert to_json(walker.state) == starts[-1]


def test_progress_counts_steps() -> None:
    """Progress reads 'Step n of N'."""
    guide = Guide.new(load())
    total = len(load().steps)
    assert guide.progress == (1, total)
    assert guide.progress_text() == f"Step 1 of {total}"
    play_step(guide)
    assert guide.progress_text() == f"Step 2 of {total}"


def test_progress_is_saved_and_resumed_mid_step() -> None:
    """A progress record taken in the middle of a step resumes the same game and step."""
    guide = Guide.new(load())
    while guide.step is not None and guide.step.id != "make_wine":
        play_step(guide)
    play_step(guide)  # the worker is on Make wine, no wine made yet
    assert guide.step is not None and guide.step.id == "make_wine"
    record = json.loads(json.dumps(guide.to_record()))
    resumed = Guide.from_record(load(), record)
    assert resumed.index == guide.index
    assert to_json(resumed.state) == to_json(guide.state)
    while not resumed.finished:
        play_step(resumed)


def test_a_record_that_does_not_fit_is_rejected() -> None:
    """A progress record of another walkthrough, or one that does not replay, is rejected."""
    guide = Guide.new(load())
    play_step(guide)
    play_step(guide)
    record = guide.to_record()
    for broken in (
        {**record, "walkthrough": "other"},
        {**record, "version": 99},
        {**record, "step": 5},
        {**record, "history": [["papa", "b"], *record["history"][1:]], "starts": [0, 0, 99]},
        {**record, "history": [["fly", None]]},
    ):
        with pytest.raises(ValueError):
            Guide.from_record(load(), broken)


def test_the_scenario_is_applied_once_and_replays_the_same_game(
    played: tuple[Guide, list[str], list[int]],
) -> None:
    """The scenario is applied once at the start and a replay of the history gives the same game."""
    guide, starts, _ = played
    data = load()
    first = start(data)
    learner = first.players[data.learner]
    assert first.first_player == data.first_player
    assert {"medium_cellar", "large_cellar", "yoke"} <= set(learner.structures)
    assert learner.fields[0].vines == ["trebbiano.1"]
    assert "syrah.1" in learner.hand and "order_06" in learner.hand and "novice_guide" in learner.hand
    assert (learner.mama, learner.papa) == ("mama_01", "papa_16")
    assert to_json(rebuild(data, guide.state.history)) == starts[-1]


def test_the_walkthrough_data_links_to_rules_and_real_cards() -> None:
    """Every step links to existing rules sections and the scenario names real cards."""
    data = load()
    assert data.scenario.why
    cat = catalog()
    cards = set(cat.card_type)
    for deck, tops in data.scenario.deck_tops.items():
        assert all(cat.card_type[c] == deck for c in tops)
    for seat in data.scenario.seats:
        assert set(seat.hand) <= cards
        assert all(set(v) <= cards for v in seat.vines.values())
    spaces = {a.id for a in cat.board.actions} | {"gain_1_lira", "yoke"}
    for step in data.steps:
        assert step.text and step.ask and step.hint and step.title
        assert step.rules, step.id
        for section in step.rules:
            assert rules_text.book().has(section), (step.id, section)
        if step.highlight.startswith("space:"):
            assert step.highlight.split(":", 1)[1] in spaces
