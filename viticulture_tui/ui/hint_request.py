"""The hint key: the Expert's choice for the person deciding, worked out in a thread, shown as a
notice and highlighted where the player would pick it."""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from textual.notifications import Notification, Notify, SeverityLevel

from viticulture_tui.engine.knowledge import knowledge

if TYPE_CHECKING:
    from viticulture_tui.ai.hint import Hint
    from viticulture_tui.engine import Action, Choice
    from viticulture_tui.session import Session
    from viticulture_tui.ui.screens.game import GameScreen

HINT_SECONDS = 8
"""How long the hint stays on screen at most: it goes as soon as the decision is made."""


class HintRequest:
    """At most one hint worked out at a time, for the position it was asked in."""

    def __init__(self, screen: GameScreen, choices: Callable[[], list[Choice]] | None = None) -> None:
        self.screen = screen
        self._choices = choices
        """Where the choices to weigh come from (default: every legal choice; the walkthrough: its step's)."""
        self._asked: int | None = None
        """The session version a hint is being worked out for."""
        self._notes: list[Notification] = []
        """The notices about this position still on screen, taken down when it is decided."""
        self._watched: Session | None = None
        """The session whose next action (or undo, or load) takes the notices down."""

    def ask(self) -> None:
        """Work out a hint for the person at the keyboard, from their seat's knowledge only."""
        screen, session = self.screen, self.screen.session
        seat = session.decider()
        if not screen.at_keyboard or seat is None:
            return
        version = session.version
        if self._asked == version:
            return  # the same question twice: one answer is on its way
        choices = self._choices() if self._choices is not None else session.choices()
        if not choices:
            return  # nothing to choose between here (a walkthrough step that wants one thing)
        self._asked = version
        known = knowledge(session.state, seat)
        rng = random.Random(f"hint:{session.state.setup.seed}:{len(session.state.history)}")
        self._note("The Expert is thinking…", title="Hint", timeout=2)

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
        self.clear()  # "thinking" is over: the answer takes its place rather than stacking under it
        if found is None:
            self._note("No hint could be worked out here.", title="Hint", severity="warning", timeout=5)
            return
        self._note(found.line, title="Hint: the Expert would choose", timeout=HINT_SECONDS)
        # The notice may cover part of a small screen: the choice is highlighted where it is picked.
        self.screen.point_at(found.action)

    def _note(
        self, text: str, *, title: str, timeout: float, severity: SeverityLevel = "information"
    ) -> None:
        """Show a notice (plain text) and keep hold of it, so the decision can take it down."""
        note = Notification(text, title, severity, timeout, markup=False)
        self._notes.append(note)
        self.screen.app.post_message(Notify(note))
        session = self.screen.session
        if self._watched is not session:
            self._unwatch()
            session.on_applied.append(self._decided)
            session.on_replaced.append(self._replaced)
            self._watched = session

    def _decided(self, session: Session, action: Action) -> None:
        self.clear()

    def _replaced(self, session: Session) -> None:
        self.clear()

    def clear(self) -> None:
        """Take down every hint notice still showing: the position it spoke of is gone."""
        self._unwatch()
        notes, self._notes = self._notes, []
        app = self.screen.app
        for note in notes:
            note.timeout = 0  # expired: dropped even if its Notify is still on its way
            app._unnotify(note)  # Textual's own toast does this when clicked away

    def _unwatch(self) -> None:
        session, self._watched = self._watched, None
        if session is not None:
            if self._decided in session.on_applied:
                session.on_applied.remove(self._decided)
            if self._replaced in session.on_replaced:
                session.on_replaced.remove(self._replaced)
