"""The hint key: the Expert's choice for the person deciding, worked out in a thread, shown as a notice."""

from __future__ import annotations

import contextlib
import random
from typing import TYPE_CHECKING

from viticulture_tui.engine.knowledge import knowledge

if TYPE_CHECKING:
    from viticulture_tui.ai.hint import Hint
    from viticulture_tui.ui.screens.game import GameScreen

HINT_SECONDS = 8
"""How long the hint stays on screen."""


class HintRequest:
    """At most one hint worked out at a time, for the position it was asked in."""

    def __init__(self, screen: GameScreen) -> None:
        self.screen = screen
        self._asked: int | None = None
        """The session version a hint is being worked out for."""

    def ask(self) -> None:
        """Work out a hint for the person at the keyboard, from their seat's knowledge only."""
        screen, session = self.screen, self.screen.session
        seat = session.decider()
        if not screen.at_keyboard or seat is None:
            return
        version = session.version
        if self._asked == version:
            return  # the same question twice: one answer is on its way
        self._asked = version
        known = knowledge(session.state, seat)
        choices = session.choices()
        rng = random.Random(f"hint:{session.state.setup.seed}:{len(session.state.history)}")
        screen.notify("The Expert is thinking…", title="Hint", timeout=2)

        def work() -> None:
            from viticulture_tui.ai.hint import hint

            try:
                found: Hint | None = hint(known, choices, rng)
            except Exception:  # a bug in the search must not cost the game: no hint this time
                found = None
            with contextlib.suppress(RuntimeError):  # the app has closed meanwhile
                screen.app.call_from_thread(self._show, version, found)

        screen.run_worker(work, thread=True, group="hint", exit_on_error=False)

    def _show(self, version: int, found: Hint | None) -> None:
        if self._asked == version:
            self._asked = None
        if version != self.screen.session.version or not self.screen.is_attached:
            return  # the position changed while the Expert thought: the hint was for another one
        if found is None:
            self.screen.notify("No hint could be worked out here.", title="Hint", severity="warning")
            return
        self.screen.notify(
            found.line, title="Hint: the Expert would choose", timeout=HINT_SECONDS, markup=False
        )
