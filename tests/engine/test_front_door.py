"""apply() takes exactly a legal Action and a real seat: anything else is IllegalAction, state untouched."""

from __future__ import annotations

import os
import random
from collections import Counter
from typing import Any

import pytest

from tests.scenario import game
from viticulture_tui.ai.random_seat import RandomSeat
from viticulture_tui.engine import (
    Action,
    Choice,
    GameOptions,
    GameState,
    IllegalAction,
    PlayerSetup,
    Setup,
    apply,
    legal_actions,
    new_game,
    to_json,
)
from viticulture_tui.engine.game import why_illegal
from viticulture_tui.sim import MAX_YEARS, NAMES

FUZZ_GAMES = int(os.environ.get("FUZZ_GAMES", "400"))


class Text(str):
    """A str subclass: equal to the text, but not text by type."""


class Number(int):
    """An int subclass: equal to the number, but not an int by type."""


class Hostile:
    """A value whose repr and equality blow up, to check no message is built by trusting it."""

    def __repr__(self) -> str:
        raise RuntimeError("no repr")

    def __eq__(self, other: object) -> bool:
        raise RuntimeError("no eq")

    __hash__ = object.__hash__


def _typed(value: Any) -> Any:
    """A key that tells True from 1 and 2.0 from 2, for 'is this exactly a legal action'."""
    if type(value) is tuple:
        return ("tuple", tuple(_typed(v) for v in value))
    return (type(value).__name__, value if type(value) in (int, bool, str, type(None)) else id(value))


def _replace(value: Any, pick: Any) -> list[Any]:
    """Every copy of `value` with one part swapped by `pick(part)` (which gives a list of swaps)."""
    out: list[Any] = [new for new in pick(value)]
    if type(value) is tuple:
        for i, part in enumerate(value):
            for new in _replace(part, pick):
                out.append((*value[:i], new, *value[i + 1 :]))
    return out


def _numbers(part: Any) -> list[Any]:
    if type(part) is int:
        swaps: list[Any] = [float(part), Number(part), complex(part)]
        if part in (0, 1):
            swaps.append(bool(part))
        return swaps
    if type(part) is bool:
        return [int(part), float(part)]
    return []


def _texts(part: Any) -> list[Any]:
    if type(part) is str:
        return [Text(part), part.encode()]
    return []


def _containers(part: Any) -> list[Any]:
    if type(part) is tuple:
        return [list(part), set(part), frozenset(part)]
    return []


def malformed_variants(action: Action) -> list[tuple[str, Any]]:
    """Values near a legal action that are not exactly an Action of exact types, each with its class."""
    kind, arg = action
    out: list[tuple[str, Any]] = [
        ("plain tuple", (kind, arg)),
        ("plain tuple", tuple(action)),
        ("list", [kind, arg]),
        ("dict", {"kind": kind, "arg": arg}),
        ("None", None),
        ("str", kind),
        ("str", f"{kind} {arg}"),
        ("int", 0),
        ("bytes", kind.encode()),
        ("hostile object", Hostile()),
        ("kind type", Action(Text(kind), arg)),  # type: ignore[arg-type]
        ("kind type", Action(kind.encode(), arg)),  # type: ignore[arg-type]
        ("kind type", Action(None, arg)),  # type: ignore[arg-type]
        ("kind type", Action(1, arg)),  # type: ignore[arg-type]
        ("arg type", Action(kind, [arg])),
        ("arg type", Action(kind, {"arg": arg})),
        ("arg type", Action(kind, Hostile())),
        ("arg type", Action(kind, float("nan"))),
        ("arg depth", Action(kind, (((((arg,),),),),))),
        ("wrapped", Action(kind, action)),
        ("choice", Choice(action, "label", "rule")),
    ]
    out += [("number type", Action(kind, v)) for v in _replace(arg, _numbers)]
    out += [("text type", Action(kind, v)) for v in _replace(arg, _texts)]
    out += [("container type", Action(kind, v)) for v in _replace(arg, _containers)]
    return out


def bad_seats(state: GameState) -> list[Any]:
    """Seats that are not this game's deciding seat, by value or by type."""
    seat = state.top().seat
    others = [s for s in range(state.n) if s != seat]
    return [True, False, float(seat), str(seat), -1, -state.n, state.n, state.n + 3, 10**30, [seat], *others]


def probe(state: GameState, action: Action, counts: Counter[str], failures: list[str]) -> None:
    """Try every malformed variant of `action` and every bad seat; each must be refused cleanly."""
    legal = {_typed(tuple(c.action)) for c in legal_actions(state)}
    before = to_json(state)
    cases: list[tuple[str, Any, Any]] = [(name, v, None) for name, v in malformed_variants(action)]
    cases += [("seat", action, seat) for seat in bad_seats(state)]
    for name, value, seat in cases:
        if seat is None and type(value) is Action and _typed(tuple(value)) in legal:
            continue  # a swap that happens to give another legal action (not malformed)
        counts[name] += 1
        try:
            apply(state, value, seat)
        except IllegalAction as error:
            if not str(error):
                failures.append(f"{name}: {value!r:.80} refused without a reason")
        except Exception as error:
            failures.append(f"{name}: {value!r:.80} raised {type(error).__name__}: {error}")
        else:
            failures.append(f"{name}: {value!r:.80} was accepted")
        try:
            words = why_illegal(state, value)
            assert type(words) is str and words
        except Exception as error:
            failures.append(f"{name}: why_illegal crashed on {value!r:.80}: {type(error).__name__}")
        if to_json(state) != before:
            failures.append(f"{name}: {value!r:.80} changed the state")
            return


def play_probing(players: int, seed: int, every: float, counts: Counter[str], failures: list[str]) -> None:
    """A random game; at random points every malformed form of the chosen action is tried first."""
    options = GameOptions(solo_level=["easy", "hard"][seed % 2]) if players == 1 else GameOptions()
    state = new_game(
        Setup(players=[PlayerSetup(name=n) for n in NAMES[:players]], seed=seed, options=options)
    )
    chooser, rng = RandomSeat(seed), random.Random(seed)
    while not state.game_over and state.year <= MAX_YEARS and not failures:
        action = chooser.choose(legal_actions(state))
        if rng.random() < every:
            probe(state, action, counts, failures)
            # Drop the cached choices too: the check must hold on the path that rebuilds them.
            state._legal_cache = None
            if rng.random() < 0.5:
                probe(state, action, counts, failures)
        seat = state.top().seat
        apply(state, action, seat)  # the legal action still works, with its seat
        counts["legal after"] += 1


@pytest.mark.parametrize(
    ("value", "why"),
    [
        (("pass", None), "not an Action"),
        (["pass", None], "not an Action"),
        (None, "not an Action"),
        ("pass", "not an Action"),
        ({"kind": "pass"}, "not an Action"),
        (Action(None, None), "kind is text"),  # type: ignore[arg-type]
        (Action("pass", [1]), "argument is made only of"),
        (Action("pass", 2.0), "argument is made only of"),
        (Action("pass", {}), "argument is made only of"),
        (Action("pass", 10**5000), "not one of the legal choices"),
        (Action("pass", ((((("x",),),),),)), "argument is made only of"),
        (Action("nothing", None), "not one of the legal choices"),
    ],
)
def test_malformed_actions_are_refused_with_a_reason(value: Any, why: str) -> None:
    """Each value is refused with IllegalAction naming the fault; the state is as it was."""
    state = game(2, 4)
    before = to_json(state)
    with pytest.raises(IllegalAction, match=why):
        apply(state, value)
    assert to_json(state) == before
    assert why in why_illegal(state, value)
    apply(state, Action("pass", None))


def test_a_strange_kind_is_quoted_and_cut() -> None:
    """A kind of escape sequences reaches the message quoted (no raw ESC) and short."""
    state = game(2, 4)
    with pytest.raises(IllegalAction) as refused:
        apply(state, Action("\x1b[2J" * 1000, None))
    assert "\x1b" not in str(refused.value) and len(str(refused.value)) < 200
    assert str(refused.value).startswith("'\\x1b[2J")


def test_a_plain_tuple_equal_to_a_legal_placement_leaves_the_game_playable() -> None:
    """The old bug: the tuple passed the check, the task was popped, and the game broke."""
    state = game(2, 5)
    action = next(c.action for c in legal_actions(state) if c.action.kind == "place")
    before = to_json(state)
    for value in [tuple(action), Action(action.kind, list(action.arg))]:
        with pytest.raises(IllegalAction):
            apply(state, value)  # type: ignore[arg-type]
        state._legal_cache = None  # the path of a replay, which rebuilds nothing
        with pytest.raises(IllegalAction):
            apply(state, value)  # type: ignore[arg-type]
    assert to_json(state) == before
    apply(state, action)


def test_a_float_or_a_bool_for_a_number_is_refused() -> None:
    """2.0 for 2 and True for 1 equal the legal action but are not it."""
    state = game(2, 6)
    while not any(type(c.action.arg) is int for c in legal_actions(state)):
        apply(state, RandomSeat(1).choose(legal_actions(state)))
    action = next(c.action for c in legal_actions(state) if type(c.action.arg) is int)
    before = to_json(state)
    swaps = [float(action.arg), Number(action.arg)] + ([bool(action.arg)] if action.arg in (0, 1) else [])
    for arg in swaps:
        with pytest.raises(IllegalAction):
            apply(state, Action(action.kind, arg))
    assert to_json(state) == before
    apply(state, action)


@pytest.mark.parametrize("seat", [True, False, 0.0, "0", -1, -2, 2, 99, None.__class__, [0]])
def test_bad_seats_are_refused(seat: Any) -> None:
    """A seat that is not an int of this game, or a bool, is refused with words, not IndexError."""
    state = game(2, 4)
    before = to_json(state)
    with pytest.raises(IllegalAction, match="not a seat of this game"):
        apply(state, Action("pass", None), seat)
    assert to_json(state) == before
    apply(state, Action("pass", None), state.top().seat)


def test_the_other_players_seat_is_named() -> None:
    """A real seat that is not deciding is refused with both names."""
    state = game(2, 4)
    deciding = state.top().seat
    names = [p.name for p in state.players]
    with pytest.raises(
        IllegalAction, match=f"it is {names[deciding]}'s decision, not {names[1 - deciding]}'s"
    ):
        apply(state, Action("pass", None), 1 - deciding)


def test_why_illegal_after_the_game_is_over() -> None:
    """why_illegal answers for a finished game instead of failing an assertion."""
    from viticulture_tui.sim import play_random_game

    state = play_random_game(2, 3).state
    assert why_illegal(state, None) == "the game is over"
    with pytest.raises(IllegalAction, match="the game is over"):
        apply(state, None)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "data",
    [
        None,
        5,
        "pass",
        b"xx",
        [],
        ["pass"],
        ["pass", None, None],
        [None, None],
        [1, None],
        ["pass", 2.5],
        ["pass", {"a": 1}],
        ["pass", [1, [2.0]]],
        ["pass", [[[[["deep"]]]]]],
        {"kind": "pass", "arg": None},
        {"a", "b"},
    ],
)
def test_from_json_on_garbage_raises_type_or_value_error(data: Any) -> None:
    """The loader turns TypeError/ValueError into 'malformed'; nothing else may escape."""
    with pytest.raises((TypeError, ValueError)):
        Action.from_json(data)


def test_from_json_keeps_what_the_engine_writes() -> None:
    """Every kind of argument the engine uses comes back equal and of the same types."""
    for arg in [None, 1, True, "x", ("x", 1, True), (("a", 1), (2, "b")), ("make", (), (1,))]:
        action = Action("k", arg)
        back = Action.from_json(action.to_json())
        assert back == action and repr(back) == repr(action)


@pytest.mark.parametrize("players", [1, 2, 4, 6])
def test_malformed_variants_at_random_points_of_random_games(players: int) -> None:
    """Quick: one game per player count, probing about one action in 25."""
    counts: Counter[str] = Counter()
    failures: list[str] = []
    play_probing(players, 700 + players, {1: 0.1, 2: 0.03, 4: 0.015, 6: 0.01}[players], counts, failures)
    assert failures == []
    assert sum(counts.values()) - counts["legal after"] > 300


@pytest.mark.fuzz
def test_malformed_variants_fuzz() -> None:
    """Long: FUZZ_GAMES/20 games over 1-6 players, probing about one action in 5; prints the counts."""
    counts: Counter[str] = Counter()
    failures: list[str] = []
    for number in range(max(6, FUZZ_GAMES // 20)):
        play_probing(1 + number % 6, 9000 + number, 0.2, counts, failures)
        assert failures == [], failures[:5]
    tried = sum(n for k, n in counts.items() if k != "legal after")
    print(
        f"\nfront door: {tried} malformed cases tried, {len(failures)} mishandled; per class {dict(counts)}"
    )
