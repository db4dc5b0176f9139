"""Stepping through a saved game action by action (forward, back, jump to a year), UI-free."""

from __future__ import annotations

from viticulture_tui.engine import Action, GameState, Setup, apply, new_game

CHECKPOINT_EVERY = 100


class Replayer:
    """A cursor over a game's action log that rebuilds the board as it was after any action."""

    def __init__(self, setup: Setup, history: list[list[object]], every: int = CHECKPOINT_EVERY) -> None:
        self._history = list(history)
        self._every = every
        state = new_game(setup)
        self._checkpoints: dict[int, GameState] = {0: state.model_copy(deep=True)}
        self._years = [state.year]
        for number, item in enumerate(self._history, start=1):
            apply(state, Action.from_json(item))
            self._years.append(state.year)
            if number % every == 0:
                self._checkpoints[number] = state.model_copy(deep=True)
        self.finished = state.game_over
        """Whether the log ends the game: then every hand may be shown."""
        self._state = state
        self._index = len(self._history)

    @property
    def index(self) -> int:
        """How many actions of the log have been applied to `state`."""
        return self._index

    @property
    def total(self) -> int:
        """The number of actions in the log."""
        return len(self._history)

    @property
    def state(self) -> GameState:
        """The game after `index` actions (read it, do not change it)."""
        return self._state

    @property
    def hands_open(self) -> bool:
        """Whether all hands may be shown: only once the game is over."""
        return self.finished

    @property
    def years(self) -> list[int]:
        """The years the log covers, in order."""
        return sorted(set(self._years))

    def goto(self, index: int) -> GameState:
        """Move to the game after `index` actions (clamped to the log) and return it."""
        index = max(0, min(index, self.total))
        if index < self._index or index - self._index > self._every:
            start = max(k for k in self._checkpoints if k <= index)
            self._state = self._checkpoints[start].model_copy(deep=True)
            self._index = start
        while self._index < index:
            apply(self._state, Action.from_json(self._history[self._index]))
            self._index += 1
        return self._state

    def forward(self) -> GameState:
        """One action forward."""
        return self.goto(self._index + 1)

    def back(self) -> GameState:
        """One action back."""
        return self.goto(self._index - 1)

    def jump_to_year(self, year: int) -> GameState:
        """The first moment of a year (or the end of the log if the game never reached it)."""
        for index, seen in enumerate(self._years):
            if seen >= year:
                return self.goto(index)
        return self.goto(self.total)
