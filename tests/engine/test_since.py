"""What happened while a seat was away (engine/since.py): the lines it may read, the spaces taken."""

from __future__ import annotations

import random

import pytest

from tests.positions import start
from viticulture_tui.ai.random_seat import RandomSeat
from viticulture_tui.engine import apply, legal_actions
from viticulture_tui.engine.clone import clone_state
from viticulture_tui.engine.game import replay
from viticulture_tui.engine.since import Marks, away, fresh_lines, mark, replayed_marks


def _play(players: int, seed: int, steps: int):
    """A random game, and after each action the deciding seat and where the game stood then."""
    state = start(players, seed)
    chooser = RandomSeat(seed)
    marks = Marks()
    expected: dict[int, tuple[int, int, frozenset]] = {}
    checked = 0
    for _ in range(steps):
        if state.game_over:
            break
        seat = state.top().seat
        apply(state, chooser.choose(legal_actions(state)))
        expected[seat] = (
            len(state.log),
            state.year,
            frozenset((p.seat, p.action, p.slot) for p in state.placements),
        )
        for other in range(players):
            got = marks.of(state, other)
            assert (None if got is None else tuple(got)) == expected.get(other)
            checked += 1
    return state, marks, expected, checked


def test_marks_follow_every_action_and_agree_with_a_replay():
    """Action by action, each seat's mark is where the log and board stood after its latest decision."""
    state, _marks, expected, checked = _play(3, 5, 400)
    assert checked >= 1000
    assert {seat: tuple(m) for seat, m in replayed_marks(state).items()} == expected


def test_a_game_loaded_or_taken_back_is_replayed():
    """Marks shown another state (a load, an undo) find the marks again instead of trusting old ones."""
    state, marks, expected, _ = _play(2, 9, 120)
    loaded = clone_state(state)
    assert tuple(marks.of(loaded, 0) or ()) == expected[0]
    undone = replay(state.setup, state.history[:-1])
    assert marks.of(undone, 0) == replayed_marks(undone).get(0)
    assert marks.of(undone, 1) == replayed_marks(undone).get(1)
    other, _, other_expected, _ = _play(2, 10, len(undone.history) + 1)
    assert len(other.history) == len(undone.history) + 1  # one action on, as if it followed
    assert tuple(marks.of(other, 1) or ()) == other_expected[1]


def test_away_lists_what_the_others_did_and_the_spaces_they_took():
    """Anna places, then Ben and Carla: her summary holds their lines and spaces, not her own."""
    state = start(3, 11)
    chooser = random.Random(3)
    marks = Marks()
    while state.phase != "summer":
        apply(state, legal_actions(state)[0].action)
    anna = 0
    while state.top().seat != anna:
        apply(state, legal_actions(state)[0].action)
    places = [c for c in legal_actions(state) if c.action.kind == "place"]
    apply(state, chooser.choice(places).action)
    while state.phase == "summer" and state.top().seat == anna:
        apply(state, legal_actions(state)[0].action)
    her_mark = marks.of(state, anna)
    assert her_mark is not None and her_mark.log == len(state.log)
    before = {(p.seat, p.action, p.slot) for p in state.placements}
    log_before = len(state.log)
    while state.top().seat != anna:
        choices = legal_actions(state)
        apply(state, next((c for c in choices if c.action.kind == "place"), choices[0]).action)
    seen = away(state, marks.of(state, anna), anna)
    others = {p.action for p in state.placements if (p.seat, p.action, p.slot) not in before}
    assert others and seen.spaces == others
    assert all(
        p.seat != anna
        for p in state.placements
        if p.action in seen.spaces and (p.seat, p.action, p.slot) not in before
    )
    assert seen.start == log_before and seen.end == len(state.log) and not seen.first_turn
    assert list(seen.events) == [e for e in state.log[log_before:] if e.seen_by is None or anna in e.seen_by]
    names = {p.name for p in state.players if p.seat != anna}
    assert any(any(n in e.text for n in names) for e in seen.events)


def test_no_one_reads_lines_meant_for_someone_else():
    """The curtain's (public) summary holds no private line; a seat's own holds only its own."""
    state = start(4, 2)
    chooser = RandomSeat(2)
    marks = Marks()
    hidden_left_out = 0
    for _ in range(600):
        if state.game_over:
            break
        apply(state, chooser.choose(legal_actions(state)))
        seat = state.top().seat if state.top() is not None else 0
        since = marks.of(state, seat)
        public = away(state, since, None)
        own = away(state, since, seat)
        assert all(e.seen_by is None for e in public.events)
        assert all(e.seen_by is None or seat in e.seen_by for e in own.events)
        span = state.log[own.start : own.end]
        hidden_left_out += sum(1 for e in span if e.seen_by is not None and seat not in e.seen_by)
        assert len(own.events) == len(span) - sum(
            1 for e in span if e.seen_by is not None and seat not in e.seen_by
        )
    assert hidden_left_out > 0  # the game did hide lines, and the summaries left them out


def test_before_the_first_decision_everything_counts_and_a_new_year_frees_the_board():
    """No mark yet: since the game began; a mark from last year: every worker now standing is new."""
    state = start(2, 4)
    seen = away(state, None, None)
    assert (
        seen.first_turn
        and seen.start == 0
        and len(seen.events) == sum(1 for e in state.log if e.seen_by is None)
    )
    while state.phase != "summer":
        apply(state, legal_actions(state)[0].action)
    old = mark(state)._replace(year=state.year - 1, placements=frozenset({(0, "give_tour", 0)}))
    choices = legal_actions(state)
    apply(state, next(c for c in choices if c.action.kind == "place").action)
    assert away(state, old, None).spaces == {p.action for p in state.placements}


def test_fresh_lines_counts_the_new_lines_and_those_written_after():
    """The log marks the lines of log[start:end] the reader may see, under which come the later ones."""
    state = start(3, 8)
    for _ in range(30):
        apply(state, legal_actions(state)[0].action)
    since = mark(state)
    for _ in range(10):
        apply(state, legal_actions(state)[0].action)
    seen = away(state, since, 1)
    for _ in range(5):
        apply(state, legal_actions(state)[0].action)
    fresh, after = fresh_lines(state, seen, 1)
    assert fresh == len(seen.events) > 0
    assert after == sum(1 for e in state.log[seen.end :] if e.seen_by is None or 1 in e.seen_by) > 0


def test_a_game_that_is_not_its_setup_and_history_tells_nothing_old() -> None:
    """A head start by hand (as the walkthrough's) or a history that does not replay: no crash, and
    nothing before now is told as missed."""
    state, _, _, _ = _play(2, 3, 40)
    state.log.append(state.log[-1].model_copy(update={"text": "A line no replay writes."}))
    with pytest.raises(ValueError):
        replayed_marks(state)
    marks = Marks()
    assert away(state, marks.of(state, 0), 0).events == ()
    broken = clone_state(state)
    broken.history = [["place", ["no_such_space", 0, "worker"]]]
    broken.history_marks = [(0, "")]
    assert away(broken, Marks().of(broken, 1), None).events == ()
