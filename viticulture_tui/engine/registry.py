"""The task mechanism: decisions owned by a player, and automatic steps, keyed by kind."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from viticulture_tui.engine.actions import Action, Choice
from viticulture_tui.engine.state import GameState, Task, new_task


class Decision:
    """A kind of pending decision: which choices it offers and what choosing one does."""

    kind = ""
    rule = ""
    title = ""
    """Short question shown to the deciding player."""
    always_open = False
    """True when the decision always has a choice, so it is never skipped."""

    def is_legal(self, state: GameState, task: Task, action: Action) -> bool:
        """Whether the action is one of the legal choices now."""
        return action in {c.action for c in self.choices(state, task)}

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """The legal choices, each with a label and a rule; empty means the task is skipped."""
        raise NotImplementedError

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Carry out a legal choice. The task is already popped off the stack."""
        raise NotImplementedError

    def on_skip(self, state: GameState, task: Task) -> None:
        """Called when the task offers no choice and is dropped; nothing happens by default."""

    def prompt(self, state: GameState, task: Task) -> str:
        """The question put to the player, in words."""
        return self.title


StepFn = Callable[[GameState, Task], None]
_tuple_new = tuple.__new__

DECISIONS: dict[str, Decision] = {}
STEPS: dict[str, StepFn] = {}


def decision(cls: type[Decision]) -> type[Decision]:
    """Register a decision class by its kind."""
    if cls.kind in DECISIONS or cls.kind in STEPS:
        raise ValueError(f"task kind {cls.kind!r} registered twice")
    DECISIONS[cls.kind] = cls()
    return cls


def step(kind: str) -> Callable[[StepFn], StepFn]:
    """Register an automatic step by its kind."""

    def register(fn: StepFn) -> StepFn:
        if kind in DECISIONS or kind in STEPS:
            raise ValueError(f"task kind {kind!r} registered twice")
        STEPS[kind] = fn
        return fn

    return register


def push(state: GameState, kind: str, seat: int, **params: Any) -> None:
    """Put a task on top of the stack: it is resolved before everything below it."""
    if kind not in DECISIONS and kind not in STEPS:
        raise KeyError(f"unknown task kind {kind!r}")
    state.stack.append(new_task(kind, seat, params))


def push_all(state: GameState, tasks: list[tuple[str, int, dict[str, Any]]]) -> None:
    """Push tasks so that they are resolved in the order given."""
    for kind, seat, params in reversed(tasks):
        push(state, kind, seat, **params)


def choice(
    kind: str,
    arg: Any,
    label: str,
    rule: str,
    loses_token: bool = False,
    number: int | None = None,
    skips_bonus: bool = False,
) -> Choice:
    """Shorthand for a Choice of Action(kind, arg)."""
    # tuple.__new__ directly: the named tuples' own __new__ is a Python call, and choices are
    # built for every decision of every replayed game.
    return _tuple_new(
        Choice, (_tuple_new(Action, (kind, arg)), label, rule, loses_token, skips_bonus, number)
    )


def finish(state: GameState, task: Task, record: list[Any]) -> None:
    """Push a task's follow-up (`then={"kind", "params"}`), telling it what was done (`record`)."""
    then = task.params.get("then")
    if then:
        push(state, then["kind"], task.seat, **{**then.get("params", {}), "record": record})


class Repeated(Decision):
    """A step done up to `max` times (at least `min`), with "stop" once the minimum is met.

    What each step did is kept in `record`, handed to the `then` follow-up at the end (also
    when no further step is possible and the task is dropped).
    """

    default_max = 1
    stop_label = "Stop"

    def options(self, state: GameState, task: Task) -> list[Choice]:
        """The choices of one step."""
        raise NotImplementedError

    def do(self, state: GameState, task: Task, action: Action) -> Any:
        """Carry out one step; returns what the record keeps of it."""
        raise NotImplementedError

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """The options of one step while fewer than `max` are done, with the stop choice once `min` are."""
        p = task.params
        done = p.get("done", 0)
        out = self.options(state, task) if done < p.get("max", self.default_max) else []
        if done >= p.get("min", 1) and out:
            out.append(choice("stop", None, self.stop_label, self.rule))
        return out

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Stop and hand the record to `then`, or do the step, record it and ask again."""
        record = task.params.setdefault("record", [])
        if action.kind == "stop":
            finish(state, task, record)
            return
        record.append(self.do(state, task, action))
        task.params["done"] = task.params.get("done", 0) + 1
        state.stack.append(task)

    def on_skip(self, state: GameState, task: Task) -> None:
        """No further step is possible: the follow-up still runs."""
        finish(state, task, task.params.get("record", []))
