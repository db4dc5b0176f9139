"""What happened while a seat was away: the log lines and the spaces taken since its last decision."""

from __future__ import annotations

from typing import NamedTuple

from viticulture_tui.engine.actions import Action
from viticulture_tui.engine.state import Event, GameState
from viticulture_tui.engine.view import can_see


class Mark(NamedTuple):
    """Where the game stood just after one of a seat's decisions: enough to tell what came after."""

    log: int
    """Log lines written by then."""
    year: int
    placements: frozenset[tuple[int, str, int]]
    """(seat, action, slot) of every worker and grande standing on the board then."""


class Away(NamedTuple):
    """What a seat missed since its mark: the log lines a reader may see and the spaces taken."""

    start: int
    """Index in the log of the first line written after the mark."""
    end: int
    """Log length now: lines from here on come after the seat took the keyboard back."""
    events: tuple[Event, ...]
    """The lines of log[start:end] the reader may see, oldest first."""
    spaces: frozenset[str]
    """Action spaces (their action keys) on which a worker or grande now stands that did not then."""
    first_turn: bool
    """The seat has not decided anything yet: everything since the game began counts."""


def mark(state: GameState) -> Mark:
    """Where the game stands now."""
    return Mark(len(state.log), state.year, _standing(state))


def _standing(state: GameState) -> frozenset[tuple[int, str, int]]:
    return frozenset((p.seat, p.action, p.slot) for p in state.placements)


def away(state: GameState, since: Mark | None, reader: int | None) -> Away:
    """What happened after `since` (None: since the game began), as `reader` may read it.

    `reader` None gives the public lines only, which is what a screen seen by everyone may show;
    a seat gets the lines meant for it too, never the lines meant for someone else alone.
    """
    start = 0 if since is None else min(since.log, len(state.log))
    end = len(state.log)
    events = tuple(e for e in state.log[start:end] if can_see(e, reader))
    before = since.placements if since is not None and since.year == state.year else frozenset()
    # Placements are cleared at the year end: with a year between, everything standing is new.
    spaces = frozenset(action for seat, action, slot in _standing(state) - before)
    return Away(start, end, events, spaces, since is None)


def fresh_lines(state: GameState, seen: Away, reader: int | None) -> tuple[int, int]:
    """For the reader's log: how many of its lines are new since the mark, and how many follow them.

    The log panel shows the newest lines at the bottom; the new ones are the `first` lines that
    come just above the `second` lines written since the reader took the keyboard back.
    """
    fresh = sum(1 for e in state.log[seen.start : seen.end] if can_see(e, reader))
    after = sum(1 for e in state.log[seen.end :] if can_see(e, reader))
    return fresh, after


class Marks:
    """Each seat's mark after its latest decision, kept up to date action by action.

    The state holds who took every action (`history_marks`) but not where the log stood after
    each; this keeps that for the latest decision of each seat. Shown a state it has not followed
    (a game loaded, an action taken back), it replays the game once to find them again.
    """

    def __init__(self) -> None:
        self._state: GameState | None = None
        self._actions = 0
        self._by_seat: dict[int, Mark] = {}

    def follow(self, state: GameState) -> None:
        """Catch up with `state`: one step after each action, a replay when it is another game."""
        actions = len(state.history)
        if state is self._state and actions == self._actions:
            return
        if state is self._state and actions == self._actions + 1 and len(state.history_marks) == actions:
            self._by_seat[state.history_marks[-1][0]] = mark(state)
        else:
            try:
                self._by_seat = replayed_marks(state)
            except Exception:  # any history that does not replay from its setup, whatever it raises
                # A game that does not come from its setup alone (the walkthrough's head start, a
                # state put together by hand): nobody is told of anything before this moment.
                self._by_seat = dict.fromkeys(range(len(state.players)), mark(state))
        self._state = state
        self._actions = actions

    def of(self, state: GameState, seat: int) -> Mark | None:
        """The seat's mark after its latest decision in `state` (None: it has not decided yet)."""
        self.follow(state)
        return self._by_seat.get(seat)


def replayed_marks(state: GameState) -> dict[int, Mark]:
    """Each seat's mark after its latest decision, found by replaying the game from its setup.

    ValueError (or what the replay raises) when the game is not its setup and history alone.
    """
    from viticulture_tui.engine.game import apply, new_game

    game = new_game(state.setup)
    out: dict[int, Mark] = {}
    for item in state.history:
        task = game.top()
        apply(game, Action.from_json(item))
        if task is not None:
            out[task.seat] = mark(game)
    if len(game.log) != len(state.log) or game.log[-1:] != state.log[-1:]:
        raise ValueError("the game does not come from its setup and history alone")
    return out
