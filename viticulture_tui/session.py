"""The running game: its state, its seats, and the one place where an action is applied.

A `Session` is the only mutable object the UI holds. Everything on screen is drawn from
`view(seat)`, `choices()`, `spaces(seat)` and `prompt()`; every change goes through `apply`.
Hooks let other parts react without the session knowing them:

- `on_applied(session, action)` runs after each action (autosave, redraw);
- `on_replaced(session)` runs when the whole state is swapped (load, undo).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from viticulture_tui.engine import (
    Action,
    Choice,
    GameState,
    Setup,
    SpaceView,
    apply,
    legal_actions,
    new_game,
    pending,
    prompt,
    spaces,
)
from viticulture_tui.engine.view import SeatView, seat_view

AppliedHook = Callable[["Session", Action], None]
ReplacedHook = Callable[["Session"], None]


@dataclass
class Session:
    """One game being played at this keyboard."""

    state: GameState
    on_applied: list[AppliedHook] = field(default_factory=list)
    on_replaced: list[ReplacedHook] = field(default_factory=list)
    version: int = 0
    """Grows with every change, so that views can tell whether they are stale."""

    @classmethod
    def new(cls, setup: Setup) -> Session:
        """A session for a new game, run to its first decision."""
        return cls(new_game(setup))

    @property
    def names(self) -> list[str]:
        """The players' names, by seat."""
        return [p.name for p in self.state.players]

    @property
    def levels(self) -> tuple[str | None, ...]:
        """The computer level playing each seat (None for a person), by seat: public to everyone."""
        return tuple(p.computer for p in self.state.setup.players)

    @property
    def colours(self) -> list[str]:
        """The players' colour names, by seat, as chosen on the new-game screen."""
        return [p.colour for p in self.state.setup.players]

    def computer(self, seat: int) -> str | None:
        """The level of the computer that plays `seat` ('standard'), None when a person does."""
        return self.state.setup.players[seat].computer

    def decider(self) -> int | None:
        """The seat that must decide now (None when the game is over)."""
        task = pending(self.state)
        return task.seat if task is not None else None

    def decision_kind(self) -> str | None:
        """The kind of the pending decision ('turn', 'wake_up', ...), None when the game is over."""
        task = pending(self.state)
        return task.kind if task is not None else None

    def choices(self) -> list[Choice]:
        """The legal choices of the deciding seat, with labels and rules."""
        return legal_actions(self.state)

    def prompt(self) -> str:
        """The question the deciding seat is asked."""
        return prompt(self.state)

    def spaces(self, seat: int) -> list[SpaceView]:
        """The board's action spaces as `seat` sees them, with reasons for closed ones."""
        return spaces(self.state, seat)

    def view(self, seat: int | None) -> SeatView:
        """What `seat` may see now (None: public information only)."""
        return seat_view(self.state, seat)

    @property
    def game_over(self) -> bool:
        """Whether the game has ended."""
        return self.state.game_over

    def apply(self, action: Action) -> None:
        """Apply the deciding seat's action (IllegalAction if it is not legal), then run the hooks."""
        apply(self.state, action, self.decider())
        self.version += 1
        for hook in list(self.on_applied):
            hook(self, action)

    def replace(self, state: GameState) -> None:
        """Swap in another state of the game (a loaded save, an undo), then run the hooks."""
        self.state = state
        self.version += 1
        for hook in list(self.on_replaced):
            hook(self)
