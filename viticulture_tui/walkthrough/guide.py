"""A walkthrough in progress: the real game, the current step, refusals with hints, back and resume."""

from __future__ import annotations

from typing import Any, NamedTuple

from viticulture_tui.engine import Choice, GameState, IllegalAction, apply, decider, legal_actions
from viticulture_tui.engine.actions import Action
from viticulture_tui.engine.game import why_illegal
from viticulture_tui.walkthrough.goals import reached
from viticulture_tui.walkthrough.model import Step, WalkthroughData
from viticulture_tui.walkthrough.opponent import play_until_learner
from viticulture_tui.walkthrough.patterns import matches_any
from viticulture_tui.walkthrough.scenario import rebuild, start

RECORD_VERSION = 1
ACK_HINT = "Read the panel, then press Enter to go on."
DONE_HINT = "The walkthrough is over."


class Verdict(NamedTuple):
    """What came of the player's move: accepted or not, and the words to show."""

    accepted: bool
    message: str


class Guide:
    """The walkthrough game and the player's place in its steps."""

    def __init__(self, data: WalkthroughData, state: GameState, index: int, starts: list[int]) -> None:
        self.data = data
        self.state = state
        self.index = index
        self.starts = starts
        """Length of the game history when each step up to the current one began."""

    @classmethod
    def new(cls, data: WalkthroughData) -> Guide:
        """The walkthrough at its first step, the game set up with its scenario."""
        state = start(data)
        play_until_learner(state, data.opponent)
        return cls(data, state, 0, [len(state.history)])

    @property
    def step(self) -> Step | None:
        """The current step, or None once every step is done."""
        return self.data.steps[self.index] if self.index < len(self.data.steps) else None

    @property
    def finished(self) -> bool:
        """Whether every step is done."""
        return self.index >= len(self.data.steps)

    @property
    def progress(self) -> tuple[int, int]:
        """The current step's number (from 1) and the number of steps."""
        total = len(self.data.steps)
        return min(self.index + 1, total), total

    def progress_text(self) -> str:
        """'Step n of N', or that the walkthrough is complete."""
        n, total = self.progress
        return "Walkthrough complete" if self.finished else f"Step {n} of {total}"

    def wanted(self) -> list[Choice]:
        """The legal choices now that the current step accepts."""
        step = self.step
        if step is None or step.is_ack or decider(self.state) != self.data.learner:
            return []
        return [c for c in legal_actions(self.state) if matches_any(c.action, step.expect)]

    def check(self, action: Action) -> str:
        """Why the action is refused now ('' if the step accepts it and the game allows it)."""
        step = self.step
        if step is None:
            return DONE_HINT
        if step.is_ack:
            return step.hint or ACK_HINT
        if not matches_any(action, step.expect):
            return step.hint
        if action not in {c.action for c in legal_actions(self.state)}:
            return why_illegal(self.state, action)
        return ""

    def act(self, action: Action) -> Verdict:
        """Take the action if the step wants it; the scripted seat then plays until the player's turn."""
        refusal = self.check(action)
        if refusal:
            return Verdict(False, refusal)
        try:
            apply(self.state, action, seat=self.data.learner)
        except IllegalAction as error:  # pragma: no cover - check() ran the same test
            return Verdict(False, str(error))
        play_until_learner(self.state, self.data.opponent)
        step = self.step
        assert step is not None
        if reached(step.goal, self.state, self.data.learner, self.data.opponent.seat):
            self._next()
            return Verdict(True, "Done.")
        return Verdict(True, "")

    def acknowledge(self) -> Verdict:
        """Go on from a step that only asks the player to read."""
        step = self.step
        if step is None:
            return Verdict(False, DONE_HINT)
        if not step.is_ack:
            return Verdict(False, step.ask)
        self._next()
        return Verdict(True, "")

    def back(self) -> bool:
        """Go back to the previous step, the game replayed to the moment that step began."""
        if self.index == 0:
            return False
        self.index -= 1
        del self.starts[self.index + 1 :]
        self.state = rebuild(self.data, self.state.history[: self.starts[self.index]])
        return True

    def _next(self) -> None:
        self.index += 1
        self.starts.append(len(self.state.history))

    def to_record(self) -> dict[str, Any]:
        """A JSON-ready record of the progress, to leave now and resume later."""
        return {
            "version": RECORD_VERSION,
            "walkthrough": self.data.id,
            "step": self.index,
            "starts": list(self.starts),
            "history": list(self.state.history),
        }

    @classmethod
    def from_record(cls, data: WalkthroughData, record: dict[str, Any]) -> Guide:
        """The walkthrough where a record left it; a record that does not fit raises ValueError."""
        if record.get("version") != RECORD_VERSION or record.get("walkthrough") != data.id:
            raise ValueError("this progress record belongs to another walkthrough or version")
        index = int(record["step"])
        starts = [int(s) for s in record["starts"]]
        history = list(record["history"])
        if not 0 <= index <= len(data.steps) or len(starts) != index + 1:
            raise ValueError("the progress record is inconsistent")
        if starts != sorted(starts) or starts[-1] > len(history):
            raise ValueError("the progress record is inconsistent")
        try:
            state = rebuild(data, history)
        except IllegalAction as error:
            raise ValueError(f"the progress record does not replay: {error}") from error
        return cls(data, state, index, starts)
