"""The computer seats at the table: each decision is thought out in a worker thread, then shown at a pace.

A bot is asked with its seat's `Knowledge` only. Its move is applied through the session like a
person's, so it is logged, autosaved and replayed as any other. The game screen hands a decision
over here when a computer seat must decide; nothing private is shown for a computer seat: the
screen keeps the last person's side (one person at the table) or shows public information only
(several people, for the keyboard may be changing hands), and the curtain comes down only when
the next person is not the one who played last.
"""

from __future__ import annotations

import contextlib
import random
import time
from typing import TYPE_CHECKING

from viticulture_tui.ai.levels import make_bot
from viticulture_tui.engine import Action, Choice, IllegalAction
from viticulture_tui.engine.knowledge import Knowledge, knowledge

if TYPE_CHECKING:
    from textual.timer import Timer

    from viticulture_tui.ai.bot import Bot
    from viticulture_tui.session import Session
    from viticulture_tui.ui.screens.game import GameScreen

PACE = 0.6
"""Seconds between a move and a computer's next one, so that a person can follow them (a key skips it)."""
GRACE = 0.3
"""Seconds after a computer's move in which a person's key is not taken as their own: a key meant
to hurry the computer that lands as its pause ends must neither act for the person nor lift the
curtain on the next person's hand (nobody reads a changed board that fast)."""


def seat_rng(session: Session, seat: int) -> random.Random:
    """The generator a computer seat decides with: fixed by the game, the seat and the move number,
    so that the same position gets the same move (tests and bug reports can repeat it)."""
    state = session.state
    return random.Random(f"{state.setup.seed}:{seat}:{len(state.history)}")


class ComputerTurns:
    """Plays the computer seats of the game on one screen, one decision at a time."""

    def __init__(self, screen: GameScreen) -> None:
        self.screen = screen
        self.session = screen.session
        players = self.session.state.setup.players
        self.bots: dict[int, Bot] = {s: make_bot(p.computer) for s, p in enumerate(players) if p.computer}
        """The bot of each computer seat."""
        self.people = len(players) - len(self.bots)
        """How many seats people play."""
        self.last_person: int | None = None
        """The person who played before the computers (several people: the screen shows no one meanwhile)."""
        self._thinking: int | None = None
        """The session version a bot is thinking about (its answer is dropped if the game has moved)."""
        self._chosen: tuple[int, Action] | None = None
        """A bot's move and the version it was chosen at, waiting for its pace."""
        self._skip: int | None = None
        """The version whose pause a key skipped."""
        self._moved_at = 0.0
        self._computer_moved_at = float("-inf")
        """When a computer's move was last applied (the clock of `time.monotonic`)."""
        self._timer: Timer | None = None
        self._attached = False

    @property
    def lone_person(self) -> bool:
        """One person plays beside computers: there is nothing to hide from anyone, so no curtain."""
        return bool(self.bots) and self.people == 1

    def plays(self, seat: int | None) -> bool:
        """Whether a computer plays this seat."""
        return seat in self.bots

    @property
    def playing(self) -> bool:
        """Whether a computer decides now."""
        return self.plays(self.session.decider())

    def attach(self) -> None:
        """Start watching the session (the screen is mounted)."""
        self._attached = True
        self.session.on_applied.append(self._applied)

    def detach(self) -> None:
        """Stop: the screen is gone; a bot still thinking is left to finish, and its move dropped."""
        self._attached = False
        self._chosen = None
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        if self._applied in self.session.on_applied:
            self.session.on_applied.remove(self._applied)

    def _applied(self, session: Session, action: Action) -> None:
        self._moved_at = time.monotonic()

    # The screen asks -------------------------------------------------------------------------------

    def take(self, seat: int) -> bool:
        """`seat` must decide: True when a computer plays it (the screen waits; the move comes later).

        For a person who played just before the computers, their side of the game comes back
        without a curtain.
        """
        screen = self.screen
        if seat not in self.bots:
            if screen.viewer is None and seat == self.last_person and not screen.covered:
                screen.viewer = seat  # the same person as before the computers: nothing to hide
                screen.redraw()
            return False
        if self.people > 1 and screen.viewer is not None:
            # Several people: while the computers play, the keyboard may change hands.
            self.last_person, screen.viewer = screen.viewer, None
        screen.redraw()  # the move just made shows, and the question says a computer decides
        version = self.session.version
        if self._chosen is not None and self._chosen[0] == version:
            self._due()
        elif self._thinking != version:
            self._think(seat, version)
        return True

    def skip(self) -> bool:
        """A key skips the pause before the computer's move; whether a computer plays now (key used)."""
        if not self.playing:
            return False
        self._skip = self.session.version
        self._due()
        return True

    def just_moved(self) -> bool:
        """Whether a computer's move came less than GRACE ago: a key now was meant for its pause."""
        return time.monotonic() - self._computer_moved_at < GRACE

    def status(self, question: str) -> str:
        """What the status line asks: a computer's question is not put to the person watching."""
        seat = self.session.decider()
        if seat not in self.bots:
            return question
        return f"{self.bots[seat].name} computer's move · Enter: now"

    # Thinking, then moving -------------------------------------------------------------------------

    def _think(self, seat: int, version: int) -> None:
        """Ask the seat's bot in a worker thread, with its knowledge built here (the state is not shared)."""
        self._thinking = version
        known = knowledge(self.session.state, seat)
        choices = self.session.choices()
        rng = seat_rng(self.session, seat)
        bot = self.bots[seat]
        self.screen.run_worker(
            lambda: self._decide(bot, known, choices, rng, version),
            thread=True,
            group="computer-seat",
            exit_on_error=False,
        )

    def _decide(
        self, bot: Bot, known: Knowledge, choices: list[Choice], rng: random.Random, version: int
    ) -> None:
        """In the worker thread: the bot's choice, handed back to the app's thread."""
        try:
            action = bot.choose(known, choices, rng)
        except Exception:  # a bot's bug must not stop the game: a random legal move stands in
            action = make_bot("random").choose(known, choices, rng)
        with contextlib.suppress(RuntimeError):  # the app has closed meanwhile: no move is needed
            self.screen.app.call_from_thread(self._decided, version, action)

    def _decided(self, version: int, action: Action) -> None:
        if self._thinking == version:
            self._thinking = None
        if not self._attached or version != self.session.version:
            return  # the game moved on (an undo, a load, left): this move was for another position
        self._chosen = (version, action)
        self._due()

    def _due(self) -> None:
        """Apply the chosen move once its pause is over and the game is on screen with nothing open."""
        if self._chosen is None or not self._attached:
            return
        version, action = self._chosen
        if version != self.session.version:
            self._chosen = None
            return
        screen = self.screen
        if screen.app.screen is not screen or screen.covered:
            return  # a notice or question lies over the game: its return carries on (_advance)
        wait = PACE - (time.monotonic() - self._moved_at)
        if wait > 0 and self._skip != version:
            if self._timer is None:
                self._timer = screen.set_timer(wait, self._pause_over)
            return
        self._chosen = None
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        self._computer_moved_at = time.monotonic()
        # The screen sums up a year that a move ends, from the year the move was made in (as _apply).
        with screen.move_in_year():
            try:
                self.session.apply(action)
            except IllegalAction as error:  # not expected: the move was chosen for this very position
                screen.notify(f"A computer's move was refused: {error}", severity="error", markup=False)
                self.session.apply(self.session.choices()[0].action)

    def _pause_over(self) -> None:
        self._timer = None
        self._due()
