"""The walkthrough as a game session: every action goes through the guide, which may refuse it."""

from __future__ import annotations

from viticulture_tui.engine import Action, IllegalAction
from viticulture_tui.session import Session
from viticulture_tui.walkthrough.guide import Guide


class GuidedSession(Session):
    """A session whose game is the guide's: `apply` asks the guide, and the scripted seat answers."""

    def __init__(self, guide: Guide) -> None:
        super().__init__(guide.state)
        self.guide = guide

    @property
    def learner(self) -> int:
        """The seat of the player who is learning."""
        return self.guide.data.learner

    def refusal(self, action: Action) -> str:
        """Why the current step refuses this action ('' when it is taken)."""
        return self.guide.check(action)

    def apply(self, action: Action) -> None:
        """Take the action if the step wants it (else IllegalAction with its hint), then run the hooks."""
        verdict = self.guide.act(action)
        if not verdict.accepted:
            raise IllegalAction(verdict.message)
        self.state = self.guide.state
        self.version += 1
        for hook in list(self.on_applied):
            hook(self, action)

    def acknowledge(self) -> bool:
        """Go on from a reading step; False when the step asks for an action instead."""
        accepted = self.guide.acknowledge().accepted
        if accepted:
            self.version += 1
        return accepted

    def step_back(self) -> bool:
        """Back to the previous step's start (the game replayed), then run the replace hooks."""
        if not self.guide.back():
            return False
        self.replace(self.guide.state)
        return True

    def start_over(self) -> None:
        """The walkthrough from its first step, then run the replace hooks."""
        self.guide = Guide.new(self.guide.data)
        self.replace(self.guide.state)
