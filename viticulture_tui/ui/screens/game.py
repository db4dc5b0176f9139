"""The game screen: the board, the current player's mat and hand, everyone's scores and the log.

It is the one place where intents become engine actions: widgets post what the player chose,
this screen asks for confirmation when needed (R6) and hands the action to the session.
After every change it decides what comes next: the hand-over curtain, a decision, or the board.
An action is applied in the same step as the key that chose it, so the screen is redrawn once.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center
from textual.events import Resize
from textual.screen import Screen

from viticulture_tui.engine import Action, Choice, IllegalAction
from viticulture_tui.engine.since import Away, Marks, away, fresh_lines
from viticulture_tui.session import Session
from viticulture_tui.ui.commands import bindings
from viticulture_tui.ui.computer_turns import ComputerTurns
from viticulture_tui.ui.hint_request import HintRequest
from viticulture_tui.ui.messages import GameEnded
from viticulture_tui.ui.palette import PlayerColour, for_seats
from viticulture_tui.ui.render.cards import full_text
from viticulture_tui.ui.screens.choice_provider import LegalChoices
from viticulture_tui.ui.screens.confirm import ConfirmScreen
from viticulture_tui.ui.screens.game_drawing import draw
from viticulture_tui.ui.screens.news import NewsScreen
from viticulture_tui.ui.screens.rules_at_hand import RulesAtHand
from viticulture_tui.ui.screens.table import (
    compose_table,
    is_compact,
    next_view,
    next_view_label,
    place_log,
    show_panel,
)
from viticulture_tui.ui.warnings import warning
from viticulture_tui.ui.widgets.board import Board
from viticulture_tui.ui.widgets.decision_panel import DecisionPanel
from viticulture_tui.ui.widgets.game_log import GameLog
from viticulture_tui.ui.widgets.hand_over import HandOver, HandOverData
from viticulture_tui.ui.widgets.hand_panel import HandPanel
from viticulture_tui.ui.widgets.key_rows import KeyRows
from viticulture_tui.ui.widgets.players_panel import PlayersPanel
from viticulture_tui.ui.widgets.status_bar import StatusBar

DIGITS = [Binding(str(d), f"pick({d - 1})", f"Placement {d}", show=False) for d in range(1, 10)]
WIDE = (140, 45)
"""From this size on, panels show more detail."""


class GameScreen(RulesAtHand, Screen[None]):
    """Everything one player may see during the game, and the keys to play it."""

    BINDINGS = [*bindings("board"), *DIGITS, *bindings("game"), *bindings("handover")]
    HELP_SCOPES: tuple[str, ...] = ("board", "decision", "hand", "game", "handover")
    """What the help lists first over this screen (the list of choices and the hand are widgets of it)."""
    AUTO_FOCUS = ""
    COMMANDS = {LegalChoices}
    IN_GAME = True
    """A game is being played on this screen (quitting asks first)."""

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        self.viewer: int | None = None
        """The seat at the keyboard, whose private information is shown (None behind the curtain)."""
        self.colours: tuple[PlayerColour, ...] = for_seats(session.colours)
        self.hidden_decision = False
        """The player hid the list of choices to look at the game (Enter brings it back)."""
        self._awaiting = False
        """A question (R6) is open and has not been answered yet."""
        self._ended = False
        self._keys: tuple[bool, ...] | None = None
        self._handed_by: int | None = None
        """The seat whose action brought the curtain down; it may take that action back from there."""
        self._before: tuple[int, tuple[str, ...]] | None = None
        """Log length and the player's hand just before their action: what it showed them alone."""
        self._year_before: int | None = None
        """The year in which the action being applied was taken (a year end shows its summary)."""
        self.panel = "board"
        """The view the compact layout (below 100x30) shows; a key steps through them."""
        self.computers = ComputerTurns(self)
        """Plays the seats computers play (ui/computer_turns.py)."""
        self.hints = HintRequest(self)
        self._hinted: tuple[int, Action] | None = None
        """The session version and the choice a hint pointed at on the board (its space's list of
        placements opens on it), or a pass (the key bar marks its key)."""
        self._marks = Marks()
        """Where the game stood after each seat's latest decision: what it missed is told from there."""
        self._away: Away | None = None
        """What the player at the keyboard missed before the curtain lifted (marked in log and board)."""

    def compose(self) -> ComposeResult:
        """Status line, the curtain (hidden), two columns of panels, the keys."""
        yield StatusBar(id="status")
        yield DecisionPanel(id="decision", classes="dialog")
        with Center(id="hand-over-area"):
            yield HandOver(id="hand-over")
        yield from compose_table(self.session.state.solo, HandPanel(id="hand", classes="panel"))
        yield KeyRows()

    def on_mount(self) -> None:
        """Hook into the session, draw, and see what the game asks first."""
        self.session.on_applied.append(self._on_applied)
        self.session.on_replaced.append(self._on_replaced)
        self.computers.attach()
        self.query_one("#board-box").border_title = "Board"
        self.query_one("#players").border_title = "Players"
        self.query_one("#log").border_title = "Log · L: all of it"
        self._fit(self.app.size.width, self.app.size.height)
        self.redraw()
        self.call_after_refresh(self._advance)

    def on_unmount(self) -> None:
        """Let go of the session's hooks."""
        self.computers.detach()
        if self._on_applied in self.session.on_applied:
            self.session.on_applied.remove(self._on_applied)
        if self._on_replaced in self.session.on_replaced:
            self.session.on_replaced.remove(self._on_replaced)

    def on_screen_suspend(self) -> None:
        """A screen lies over the game: its keys are not the game's (the compact key bar hides)."""
        self.add_class("-beneath")

    def on_screen_resume(self) -> None:
        """Back on top (a list, help or notice closed): carry on with the game."""
        self.remove_class("-beneath")
        self.call_after_refresh(self._advance)

    def on_resize(self, event: Resize) -> None:
        """Show more detail when there is room."""
        self._fit(event.size.width, event.size.height)
        self.redraw()

    def _fit(self, width: int, height: int) -> None:
        wide = width >= WIDE[0] and height >= WIDE[1]
        self.set_class(wide, "-wide")
        compact = is_compact(width, height)
        if compact != self.has_class("-compact"):
            self.set_class(compact, "-compact")
            self.refresh_bindings()  # the panel key shows only in the compact layout
        show_panel(self, self.panel)
        # A fixed height keeps a redraw from re-laying out the screen; compact, the panel fills the table.
        lines = len(self.session.state.players) * (2 if wide else 1) + 1
        self.query_one(PlayersPanel).styles.height = None if compact else lines + 2

    def redraw(self) -> None:
        """Draw the panels from the session (not behind the curtain), and the keys if they changed."""
        if not self.covered:
            draw(self)
            self._mark_away()
        self._refresh_keys()
        if self._hinted is not None and self._hinted[0] != self.session.version:
            self._hinted = None  # the position the hint was for is gone, and its mark with it
            self.query_one(KeyRows).invalidate()

    @property
    def hinted_binding(self) -> str | None:
        """The action of the key a hint points at (the pass key), while its position stands."""
        hinted = self._hinted
        if hinted is None or hinted[0] != self.session.version or hinted[1].kind != "pass":
            return None
        return "pass_turn" if self.at_keyboard else None

    def _refresh_keys(self) -> None:
        at_keyboard = self.viewer is not None and self.viewer == self.session.decider()
        covered = self.covered
        undo_here = covered and self._curtain_undo_seat() is not None
        keys = (at_keyboard, self.session.decision_kind() == "turn", covered, undo_here)
        if keys != self._keys:
            self._keys = keys
            self.refresh_bindings()
        self._ring_keys_owner()

    def _ring_keys_owner(self) -> None:
        """With no widget focused the screen hands the keys on: ring the open list, else the board.

        A focused panel (the hand after Tab) has its own ring (app.tcss `:focus-within`).
        """
        if self.covered:
            # Behind the curtain no ring is seen: the board keeps its ring until the curtain lifts and
            # this runs again. Taking it off and putting it back restyled the board's panels twice a turn.
            return
        free = self.focused is None
        deciding = self.deciding
        self.query_one("#board-box").set_class(free and not deciding, "-takes-keys")
        self.query_one(DecisionPanel).set_class(free and deciding, "-takes-keys")

    def on_descendant_focus(self) -> None:
        """The focus moved: the ring goes with the keys (and the hand may open its card text)."""
        self._ring_keys_owner()
        place_log(self)

    def on_descendant_blur(self) -> None:
        """The focus left a widget: the keys go back to the screen."""
        self._ring_keys_owner()
        place_log(self)

    # What comes next ---------------------------------------------------------------------------

    @property
    def covered(self) -> bool:
        """Whether the hand-over curtain hides the game."""
        return bool(self.query_one("#hand-over-area").display)

    @property
    def at_keyboard(self) -> bool:
        """Whether the player shown is the one who must decide."""
        return self.viewer is not None and not self.covered and self.viewer == self.session.decider()

    def _advance(self) -> None:
        """Show what the game needs now: the end, the curtain, a decision list, or the board."""
        if self._awaiting or self._ended or self.app.screen is not self or self.deciding:
            return
        session = self.session
        if session.game_over:
            self._ended = True
            self.post_message(GameEnded(session))
            return
        seat = session.decider()
        if seat is None or self.computers.take(seat):
            return  # a computer's move comes from a worker thread (ui/computer_turns.py)
        if seat != self.viewer:
            self._hand_over_to(seat)
            if self.session.state.solo or self.computers.lone_person:
                self._lift_curtain()  # one player, nothing to hide: no curtain
        else:
            self._catch_up(seat)
            if session.decision_kind() == "turn":
                self.query_one(Board).home()
            elif not self.hidden_decision:
                self._open_decision(session.choices())

    def _catch_up(self, seat: int) -> None:
        """Back to the player at the keyboard after another seat's move, with no curtain between (a
        lone person beside computers): mark what was done since their last decision, as a lift does.

        Solo nobody else decides (the Automa moves within the player's own action), so the marks
        of the first lift (the setup's lines) go with the player's first decision.
        """
        state = self.session.state
        if not state.history_marks or (state.history_marks[-1][0] == seat and not state.solo):
            return  # their own move came last: the marks from when they took the keyboard stand
        self._away = away(state, self._marks.of(state, seat), seat)
        self._mark_away()

    def _hand_over_to(self, seat: int) -> None:
        """Hide everything private behind the curtain until `seat`'s player presses Enter."""
        self.viewer = None
        self.hidden_decision = False
        self.query_one(Board).offer = None
        names, prompt = self.session.names, self.session.prompt()
        undo_by = self._curtain_undo_seat()
        state = self.session.state
        # Everyone sees the curtain: it sums up the public lines only.
        missed = away(state, self._marks.of(state, seat), None)
        self.query_one(HandOver).data = HandOverData(
            seat,
            names[seat],
            self.colours[seat],
            prompt,
            names[undo_by] if undo_by is not None else None,
            tuple(e.text for e in missed.events),
            missed.first_turn,
        )
        self._away = None
        # The panels below keep what they showed: invisible behind the curtain, they are not drawn,
        # and they are redrawn for the next player before the curtain lifts.
        self._curtain(True)
        self._refresh_keys()

    def _curtain(self, down: bool) -> None:
        # The curtain lies over the game on its own layer; the game below turns invisible but
        # keeps its layout and focus, so nothing but the curtain has to be drawn again.
        self.query_one("#hand-over-area").display = down
        for selector in ("#status", "#game-body"):
            self.query_one(selector).styles.visibility = "hidden" if down else "visible"

    def _mark_away(self) -> None:
        """Mark in the log and on the board what the player at the keyboard missed (nothing if none)."""
        missed = self._away if self.viewer is not None else None
        board = self.query_one(Board)
        spaces = missed.spaces if missed is not None else frozenset()
        if board.fresh_spaces != spaces:
            board.fresh_spaces = spaces
        fresh = fresh_lines(self.session.state, missed, self.viewer) if missed is not None else (0, 0)
        for log in self.query(GameLog):
            log.fresh = fresh

    def _curtain_undo_seat(self) -> int | None:
        """The player who has just handed over, if the engine lets them take that action back."""
        from viticulture_tui.engine.undo import undo_reason

        seat = self._handed_by
        if seat is None or self.session.state.solo or undo_reason(self.session.state, seat):
            return None
        return seat

    def action_ready(self) -> None:
        """Enter at the curtain: the next player is at the keyboard (not a key that was meant to
        hurry a computer and landed just after its move: the next person lifts it)."""
        if not self.computers.just_moved():
            self._lift_curtain()

    def _lift_curtain(self) -> None:
        """Show the deciding player's side of the game."""
        seat = self.session.decider()
        if not self.covered or seat is None or self.computers.plays(seat):
            return  # a computer's side of the game is never shown
        self._handed_by = None  # the next player has the keyboard: their decisions may follow
        self.viewer = seat
        self.hidden_decision = False
        if self.session.decision_kind() == "turn":
            self._show_view("board")  # a turn is played on the board: compact, it is shown first
        state = self.session.state
        self._away = away(state, self._marks.of(state, seat), seat)
        draw(self)
        self._mark_away()
        self._curtain(False)
        self._refresh_keys()
        self.query_one(Board).home()
        self._advance()

    @property
    def deciding(self) -> bool:
        """Whether the list of choices is open."""
        return bool(self.query_one(DecisionPanel).display)

    def _open_decision(self, choices: list[Choice]) -> None:
        """Open the list of legal choices over the lower left of the game."""
        self.query_one(Board).offer = None
        self.query_one(DecisionPanel).ask(
            self.session.prompt(), choices, self._in_play_text(), self._closed_lines()
        )
        self.add_class("-deciding")  # compact, toasts then show at the top, off the list (app.tcss)
        self._refresh_keys()

    def _closed_lines(self) -> tuple[tuple[str, str], ...]:
        """What the list leaves out, with the engine's reasons: the visitors the player holds but
        may not play now, the structures they may not build now."""
        from viticulture_tui.engine.build_view import unbuildable_structures
        from viticulture_tui.engine.catalog import catalog
        from viticulture_tui.engine.hand_view import unplayable_visitors

        cat = catalog()
        state = self.session.state
        visitors = tuple(
            (cat.visitor_by_id[s.card].name, f"not playable now: {s.reason}")
            for s in unplayable_visitors(state)
        )
        structures = tuple(
            (cat.structure_by_id[s.structure].name, f"not now: {s.reason}")
            for s in unbuildable_structures(state)
        )
        return visitors + structures

    def _close_decision(self) -> None:
        if self.deciding:
            self.query_one(DecisionPanel).display = False
            self.set_focus(None)
        self.remove_class("-deciding")

    def _in_play_text(self) -> Text | None:
        in_play = self.session.view(self.viewer).in_play
        if not in_play:
            return None
        out = Text("In play: ", style="bold")
        for i, card in enumerate(in_play):
            if i:
                out.append("\n")
            out.append_text(full_text(card))
        return out

    def _focus_decision(self) -> bool:
        """Put the keyboard back on the open list of choices; whether one is open."""
        if not self.deciding:
            return False
        self.query_one(DecisionPanel).query_one("#choices").focus()
        return True

    def on_hand_panel_left(self, message: HandPanel.Left) -> None:
        """Escape in the hand: back to the list of choices when one is on screen (never stranded);
        compact, with no list open, back to the board's view."""
        message.stop()
        if not self._focus_decision() and self.panel == "hand":
            self._board_in_view()

    def _decision_answers(self) -> DecisionPanel | None:
        """The open list, when a key meant for it reached the screen (the focus was elsewhere)."""
        if not self.deciding:
            return None
        self._focus_decision()
        return self.query_one(DecisionPanel)

    def on_decision_panel_picked(self, message: DecisionPanel.Picked) -> None:
        """A pick from the list of choices."""
        self.intend(message.choice.action)

    def on_decision_panel_hidden(self, message: DecisionPanel.Hidden) -> None:
        """The player hid the list to look at the game; Enter brings it back."""
        self._close_decision()
        self.hidden_decision = True
        self.redraw()

    # Intents -------------------------------------------------------------------------------------

    def intend(self, action: Action, *, one_key: bool = False) -> None:
        """The player wants this action: ask first if it loses something (R6), then apply it.

        `one_key`: a space's key chose it alone, without a list naming the worker it places.
        """
        if not self.at_keyboard or self._awaiting or self.computers.just_moved():
            return  # a key landing just after a computer's move was not chosen on what it shows
        choices = self.session.choices()
        choice = next((c for c in choices if c.action == action), None)
        if choice is None:
            self.notify("That is not a legal choice now.", severity="warning")
            return
        question = warning(choice, choices, one_key=one_key)
        if not question:
            self._apply(action)
            return
        self._awaiting = True
        self.app.push_screen(ConfirmScreen(question), lambda ok: self._confirmed(action, bool(ok)))

    def _confirmed(self, action: Action, ok: bool) -> None:
        self._awaiting = False
        if ok:
            self._apply(action)
        self._advance()

    def _apply(self, action: Action) -> None:
        state = self.session.state
        seat = self.viewer
        self._before = (len(state.log), tuple(state.players[seat].hand)) if seat is not None else None
        with self.move_in_year():
            try:
                self.session.apply(action)
            except IllegalAction as error:
                self.notify(str(error), severity="error", markup=False)
            finally:
                self._before = None

    @contextmanager
    def move_in_year(self) -> Iterator[None]:
        """While a move is applied: the year it is made in, so that a year it ends is summed up."""
        self._year_before = self.session.state.year
        try:
            yield
        finally:
            self._year_before = None

    def _year_news(self) -> NewsScreen | None:
        """The public summary of the year the action just ended, if it ended one (once per year)."""
        from viticulture_tui.ui.render.year_end import year_summary

        year, session = self._year_before, self.session
        if year is None or session.state.year == year or session.game_over:
            return None
        summary = year_summary(session.view(None), session.state.log, year)
        return NewsScreen(f"Year {year} is over", summary)

    def _private_news(self) -> NewsScreen | None:
        """'You drew …' for the player at the keyboard, if their action showed them anything alone."""
        from viticulture_tui.ui.render.news import private_news

        seat, before = self.viewer, self._before
        if seat is None or before is None or self.session.state.solo:
            return None
        state = self.session.state
        news = private_news(state.log[before[0] :], seat, before[1], state.players[seat].hand)
        if news is None:
            return None
        return NewsScreen(f"{self.session.names[seat]}, only for you", news)

    def _on_applied(self, session: Session, action: Action) -> None:
        self._marks.follow(session.state)  # one step per action: no replay to tell what was missed
        self.hidden_decision = False
        self.query_one(Board).offer = None
        self._close_decision()
        year = self._year_news()
        if session.decider() != self.viewer and self.app.screen is self and not session.game_over:
            self._handed_by = self.viewer
            news = self._private_news()
            self._advance()  # the curtain comes down: one redraw, without anything private
            # Read over the curtain, which is already down: the public year first below the owner's news.
            if year is not None:
                self.app.push_screen(year)
            if news is not None and (self.covered or self.viewer is None):  # None: computers play next
                self.app.push_screen(news)
            return
        self.redraw()
        self._advance()
        if year is not None:
            self.app.push_screen(year)

    def _on_replaced(self, session: Session) -> None:
        self._handed_by = None  # an undo or a load: nobody has just handed over
        self._close_decision()
        self.hidden_decision = False
        if session.decider() != self.viewer:
            self.viewer = None  # someone else decides now: the curtain comes down (after an undo, not)
        self.redraw()
        self._advance()

    # Keys ------------------------------------------------------------------------------------------

    @property
    def _board_hidden(self) -> bool:
        """Compact, with a view other than the board's shown."""
        return self.has_class("-compact") and self.panel != "board"

    def _board_in_view(self) -> bool:
        """Whether the board shows; compact, a key meant for the board that another view hides brings
        the board back instead (a worker is never placed on a space the player cannot see)."""
        if not self._board_hidden:
            return True
        self._show_view("board")
        return False

    def _show_view(self, name: str) -> None:
        """Compact: show the view `name`. The hand's view takes the keyboard (the arrows go through its
        cards and each card's text shows), unless a list of choices has it; other views give it back."""
        self.panel = name
        show_panel(self, name)
        hand = self.query_one("#hand-list")
        if name == "hand" and not self.deciding:
            hand.focus()
        elif hand.has_focus:
            self.set_focus(None)
        self.query_one(KeyRows).invalidate()  # it names the view that comes next

    def action_move(self, dx: int, dy: int) -> None:
        """Arrow keys: move the highlight on the board (or in its list of placements)."""
        if self._board_in_view():
            self.query_one(Board).move(dx, dy)

    def action_select(self) -> None:
        """Enter: choose the highlighted space or placement (or reopen a hidden decision list)."""
        if self.computers.skip() or self.computers.just_moved():
            return  # a computer is playing (Enter skips its pause), or has just moved
        panel = self._decision_answers()
        if panel is not None:
            panel.action_choose()
            return
        if self.session.decision_kind() == "turn" and not self._board_in_view():
            return  # compact: this Enter shows the board, the next one chooses on it
        board = self.query_one(Board)
        if board.offer is not None:
            self.action_pick(board.offer_cursor)
            return
        action = board.highlighted()
        if action is not None:
            self._select_space(action)

    def action_pick(self, index: int) -> None:
        """A digit: pick a placement from the board's list (or a line of the open list of choices)."""
        panel = self._decision_answers()
        if panel is not None:
            panel.action_digit(index + 1)
            return
        action = self.query_one(Board).offered(index)
        if action is not None:
            self.intend(action)

    def action_back(self) -> None:
        """Escape: close the board's list of placements (or step back in the open list of choices)."""
        panel = self._decision_answers()
        if panel is not None:
            panel.action_back()
            return
        self.query_one(Board).offer = None

    def _select_space(self, action_id: str) -> None:
        """Place on a space, list its placements, or say why it is closed (a pending list reopens)."""
        if not self.at_keyboard:
            return
        if self.session.decision_kind() != "turn":
            self.hidden_decision = False
            self._advance()
            return
        places = [c for c in self.session.choices() if _places_on(c.action, action_id)]
        view = next(
            (s for s in self.session.spaces(self.session.decider() or 0) if s.action == action_id), None
        )
        name = view.name if view is not None else action_id
        if not places:
            reason = view.reason if view is not None and view.reason else "no legal placement"
            self.notify(f"{name} is closed: {reason}.", severity="warning", timeout=4, markup=False)
        elif len(places) == 1:
            self.intend(places[0].action, one_key=True)
        else:
            hinted = self._hinted[1] if self._hinted and self._hinted[0] == self.session.version else None
            self.query_one(Board).offer_choices(name, places, hinted)

    def action_space(self, action: str) -> None:
        """A space's letter: highlight it and choose it (compact, on the board brought into view)."""
        self._board_in_view()
        self.query_one(Board).point_at(action)
        self._select_space(action)

    def action_pass_turn(self) -> None:
        """Pass for the rest of the season."""
        passing = next((c for c in self.session.choices() if c.action.kind == "pass"), None)
        if passing is not None:
            self.intend(passing.action)

    def action_all_choices(self) -> None:
        """Every legal choice now, in one list (an open list gets the keyboard back)."""
        if self._focus_decision():
            return
        if self.at_keyboard and not self._awaiting:
            self.hidden_decision = False
            self._open_decision(self.session.choices())

    def action_next_panel(self) -> None:
        """Compact layout: show the next panel (board, vineyard, hand, players, log) in the table."""
        self._show_view(next_view(self, self.panel))
        self.query_one(Board).offer = None  # a list of placements left behind is not picked from blind

    @property
    def select_label(self) -> str | None:
        """What Enter does while a computer decides (its move comes at once), or in a compact view
        other than the board on a turn (the board comes back); else the binding's words."""
        if self.computers.playing and not self.covered:
            return "Move now"
        if self._board_hidden and self.session.decision_kind() == "turn":
            return "Show board"
        return None

    @property
    def next_view_label(self) -> str:
        """What the panel key shows next, as the key bar words it."""
        return next_view_label(self, self.panel)

    def action_players(self) -> None:
        """Every player's vineyard, public information only."""
        from viticulture_tui.ui.screens.players import PlayersScreen

        self.app.push_screen(PlayersScreen(self.session.view(self.viewer), self.colours, self.session.levels))

    def action_whole_log(self) -> None:
        """The whole log, as the player at the keyboard may read it (the public lines when none is)."""
        from viticulture_tui.ui.screens.whole_log import WholeLogScreen

        view = self.session.view(self.viewer)
        reader = self.session.names[self.viewer] if self.viewer is not None else "everyone"
        self.app.push_screen(WholeLogScreen(tuple(view.log), reader))

    def action_undo(self) -> None:
        """Take back the deciding player's last action, or say why not (the engine decides).

        On the curtain it is the action of the player who has just handed over: the next player
        has been asked, but has neither seen nor decided anything yet.
        """
        from viticulture_tui.ui.undo import take_back

        if self.covered:
            if self._handed_by is not None and not self._awaiting:
                take_back(self.app, self.session, self._handed_by)
        elif self.at_keyboard and not self._awaiting:
            take_back(self.app, self.session)

    def action_hint(self) -> None:
        """The Expert's choice for the decision at hand, with one line of why (ui/hint_request.py)."""
        self.hints.ask()

    def point_at(self, action: Action) -> None:
        """Highlight a choice (the hint's) where the player would pick it: its line in the open
        list, or its space on the board. Nothing is chosen: Enter still is the player's."""
        if self.deciding:
            self.query_one(DecisionPanel).point_at(action)
        elif action.kind == "pass":
            # A pass has no space: its key is where the player would take it.
            self._hinted = (self.session.version, action)
            self.query_one(KeyRows).invalidate()
        elif action.kind == "place" and isinstance(action.arg, tuple) and action.arg:
            self._hinted = (self.session.version, action)
            self._board_in_view()  # compact, with another view shown: the board the hint points on
            board = self.query_one(Board)
            if board.point_at_offered(action):
                return  # the space's list is open: the highlight moves within it
            board.offer = None
            board.point_at(str(action.arg[0]))

    def action_save(self) -> None:
        """Save the game under a name (asks for it)."""
        from viticulture_tui.ui.save_flow import ask_and_save

        ask_and_save(self.app, self.session)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Behind the curtain only Enter; Pass only on the player's own turn; Choices only to them."""
        if action == "ready":
            return self.covered
        if action == "next_panel":
            return self.has_class("-compact") and not self.covered
        if action == "save":
            return True
        if action == "undo" and self.covered:
            return self._curtain_undo_seat() is not None
        if self.covered:
            return False
        if self.deciding and action in ("space", "move"):
            return False
        if action in ("pick", "back"):
            # With the list open, a digit or Escape reaching the screen is the list's (focus was elsewhere).
            return self.deciding or self.query_one(Board).offer is not None
        if action == "pass_turn":
            return self.at_keyboard and self.session.decision_kind() == "turn"
        if action in ("all_choices", "hint"):
            return self.at_keyboard
        if action == "undo":
            return self.at_keyboard and not self._awaiting
        return True


def _places_on(action: Action, space: str) -> bool:
    return action.kind == "place" and isinstance(action.arg, tuple) and action.arg[0] == space
