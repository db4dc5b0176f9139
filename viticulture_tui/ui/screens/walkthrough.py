"""The rules walkthrough on the game screen: a step panel, the area it points at, refusals with hints.

The game is the guide's (`GuidedSession`): every action the player takes goes through the step,
which takes it or refuses it with its hint; the scripted seat answers at once, so there is no
hand-over curtain. Progress is written after every change and the walkthrough resumes there.
"""

from __future__ import annotations

from pathlib import Path

from textual.widgets import OptionList

from viticulture_tui.engine import Action, Choice
from viticulture_tui.rules_text import book
from viticulture_tui.ui import walkthrough_record
from viticulture_tui.ui.commands import COMMANDS, bindings
from viticulture_tui.ui.hint_request import HintRequest
from viticulture_tui.ui.messages import TitleRequested
from viticulture_tui.ui.screens.confirm import ConfirmScreen
from viticulture_tui.ui.screens.game import GameScreen
from viticulture_tui.ui.screens.walkthrough_commands import WalkthroughCommands
from viticulture_tui.ui.widgets.board import Board
from viticulture_tui.ui.widgets.decision_panel import DecisionPanel
from viticulture_tui.ui.widgets.step_panel import StepPanel, StepView
from viticulture_tui.walkthrough import Guide, Step, load
from viticulture_tui.walkthrough.guided_session import GuidedSession
from viticulture_tui.walkthrough.patterns import matches_any

WALK_CSS = Path(__file__).parent.parent / "styles" / "walkthrough.tcss"
HERE = "-walk-here"
"""The CSS class of the area a step points at."""
AREAS = {
    "board": ("#board-box", "the board", "top left", "board"),
    "space": ("#board-box", "the board, where the highlight is", "top left", "board"),
    "wake_up": ("#wake-up", "the wake-up chart", "under the board", "board"),
    "vineyard": ("#mat", "your fields and structures", "top right", "vineyard"),
    "crush_pad": ("#cellar", "your crush pad", "right, under your workers", "vineyard"),
    "cellar": ("#cellar", "your cellar", "right, with the crush pad", "vineyard"),
    "hand": ("#hand", "your hand", "bottom right", ""),
    "log": ("#log", "the log", "bottom left", "log"),
    "scores": ("#players", "the players' VP and lira", "left, under the board", "players"),
    "workers": ("#workers", "your workers", "right, under your fields", "vineyard"),
}
"""Each area a step may point at: its widget, what it is, where it is in the full layout, and the
compact layout's view that shows it ('' for the hand, which a step about it shows under the step)."""
AT_THE_TABLE = {
    "-three": (
        "#table-side",
        "everyone's VP and lira",
        "At the table, the right column; yours under your vineyard",
    ),
    "-mats": ("#table", "everyone's VP and lira", "At the table, under the board; yours under your vineyard"),
}
"""Where the scores are when the others' mats stand in place of the Players table (table.TableBody)."""
PANEL_KEY = next(c for c in COMMANDS if c.action == "next_panel").key
GAME_KEYS = frozenset(
    [
        "select",
        "move",
        "pick",
        "back",
        "space",
        "pass_turn",
        "all_choices",
        "players",
        "rule",
        "rules_reference",
        "next_panel",
    ]
)
"""The game screen's keys that work in the walkthrough (not the curtain, saving or undo)."""
DONE = StepView(
    "Walkthrough complete",
    "Well done",
    "You have played a year and the start of the next on the real rules: you used every summer "
    "action, saw every winter action, made the four kinds of wine, filled an order and saw the "
    "year end.\n\n"
    "In any game, press e on a space, a card or a choice to read the rule behind it, and Ctrl+R for "
    "the rules reference.",
    "Press Enter to go back to the title screen.",
    "",
    (),
    reading=True,
)


class WalkthroughScreen(GameScreen):
    """The game screen with the walkthrough's panel; only what the current step asks for is taken."""

    BINDINGS = [*bindings("walkthrough"), *GameScreen.BINDINGS]
    HELP_SCOPES = ("walkthrough", *GameScreen.HELP_SCOPES)
    COMMANDS = {*GameScreen.COMMANDS, WalkthroughCommands}
    CSS_PATH = WALK_CSS
    IN_GAME = False
    """Nothing is lost on quitting: the progress is kept after every change."""

    def __init__(self, guide: Guide, path: Path | None = None, resumed: bool = False) -> None:
        self.guided = GuidedSession(guide)
        super().__init__(self.guided)
        self.hints = HintRequest(self, choices=self.free_choices)
        """The hint key weighs only what the step accepts, and only where that leaves a choice."""
        self.viewer = guide.data.learner
        self.path = path
        """Where the progress is kept (None: for this session only)."""
        self.resumed = resumed
        self.hint = ""
        """The step's hint after a refused action, shown until the step changes."""
        self._shown: tuple[int, int] | None = None
        self._pointed: int | None = None
        self._saved = (guide.index, len(guide.state.history))
        self._layout: tuple[bool, ...] = ()
        """The layout the step's area was found in: another one may show it elsewhere."""

    @classmethod
    def resume(cls, folder: Path | None) -> WalkthroughScreen:
        """The walkthrough where the player left it (its record in the save folder), else from step 1;
        without a folder the progress is kept for this session only."""
        data = load()
        path = walkthrough_record.record_path(folder) if folder is not None else None
        record = walkthrough_record.read(path) if path is not None else None
        guide = None
        if record is not None:
            try:
                guide = Guide.from_record(data, record)
            except (ValueError, KeyError, TypeError):
                guide = None
        if guide is None or guide.finished:
            return cls(Guide.new(data), path)
        return cls(guide, path, resumed=guide.index > 0)

    @property
    def guide(self) -> Guide:
        """The walkthrough in progress."""
        return self.guided.guide

    def on_mount(self) -> None:
        """Put the step panel beside the game, under the player's mat."""
        self.query_one("#right-column").mount(StepPanel(id="step"), after="#mat-box")
        if self.resumed:
            self.notify(f"Welcome back: {self.guide.progress_text()}. Ctrl+O starts over.", timeout=6)

    # Drawing ------------------------------------------------------------------------------------

    def redraw(self) -> None:
        """The game's panels, then the step: its panel, the area it points at, the keys."""
        super().redraw()
        self.set_class(not self.has_class("-wide"), "-small")
        if self.query(StepPanel):
            self._show_step()

    def _show_step(self) -> None:
        guide = self.guide
        step = guide.step
        shown = (guide.index, len(guide.state.history))
        if self._shown != shown:
            self.hint = ""  # a new step, or the step's action was taken
            if self._shown is None or self._shown[0] != guide.index:
                self._point_at(step)
                self.refresh_bindings()
            self._shown = shown
        body = self.query_one("#game-body")
        layout = (self.has_class("-compact"), body.has_class("-mats"), body.has_class("-three"))
        if layout != self._layout:
            self._layout = layout
            self._point_at(step)  # resized: the area may be shown by another panel now
        self.query_one(StepPanel).show(self._view(step))
        self._save()

    def _view(self, step: Step | None) -> StepView:
        if step is None:
            return DONE
        area, _, space = step.highlight.partition(":")
        look = self._where(area)[1]
        if space:
            views = self.session.spaces(self.guided.learner)
            name = next((s.name for s in views if s.action == space), space)
            look = f"{name}, highlighted on {self._where('board')[1]}"
        if look:
            look += ", in green"
        rules = tuple(book().section(i).heading for i in step.rules if book().has(i))
        progress = self.guide.progress_text()
        return StepView(progress, step.title, step.text, step.ask, look, rules, self.hint, step.is_ack)

    def _where(self, area: str) -> tuple[str, str]:
        """The widget that shows an area in the layout on screen now, and where it is in words.

        The full layout names a place on screen; the compact one (one view at a time) the view
        that shows it and the key that steps through the views.
        """
        if area not in AREAS:
            return "", ""
        selector, what, place, view = AREAS[area]
        if self.has_class("-compact"):
            if not view:
                return selector, f"{what} (under this step)"
            return selector, f"{what} (the {view} view: {PANEL_KEY} steps through the views)"
        if area == "scores":
            body = self.query_one("#game-body")
            for layout, (table, words, at) in AT_THE_TABLE.items():
                if body.has_class(layout):
                    return table, f"{words} ({at})"
        return selector, f"{what} ({place})"

    def _point_at(self, step: Step | None) -> None:
        for widget in self.query(f".{HERE}"):
            widget.remove_class(HERE)
        self.set_class(step is not None and step.highlight == "hand", "-hand-step")
        if step is None:
            return
        selector = self._where(step.highlight.partition(":")[0])[0]
        if selector:
            self.query_one(selector).add_class(HERE)

    def _point_board(self, again: bool = False) -> None:
        """Put the board's highlight on the step's space, once per step (the player may move it after)."""
        step = self.guide.step
        if step is None or (self._pointed == self.guide.index and not again):
            return
        self._pointed = self.guide.index
        area, _, space = step.highlight.partition(":")
        if area == "space":
            self.query_one(Board).point_at(space)

    def _save(self) -> None:
        guide = self.guide
        key = (guide.index, len(guide.state.history))
        if key == self._saved or self.path is None:
            return
        self._saved = key
        try:
            if guide.finished:
                walkthrough_record.clear(self.path)
            else:
                walkthrough_record.write(self.path, guide.to_record())
        except OSError as error:
            self.path = None
            self.notify(
                f"Progress kept for this session only: {error}", severity="warning", timeout=6, markup=False
            )

    # The flow: no curtain, no list while reading ------------------------------------------------

    def _hand_over_to(self, seat: int) -> None:
        """No curtain: the learner keeps the keyboard (the scripted seat never waits for keys)."""
        if seat != self.guided.learner:
            return
        self.viewer = seat
        self.hidden_decision = False
        self.redraw()
        self._advance()

    def _advance(self) -> None:
        """As in a game, except that a reading step opens no list; the step's space gets the highlight."""
        step = self.guide.step
        if step is None or step.is_ack:
            if self.viewer is None and self.guided.decider() == self.guided.learner:
                self._hand_over_to(self.guided.learner)
            self._point_board()
            return
        super()._advance()
        self._point_board()
        if self.deciding:
            self._highlight_wanted()

    def _highlight_wanted(self) -> None:
        """Open the list on the first line that holds a choice the step wants."""
        step = self.guide.step
        panel = self.query_one(DecisionPanel)
        if step is None or panel.group is not None:
            return
        for i, group in enumerate(panel.groups):
            if any(matches_any(c.action, step.expect) for c in group.choices):
                panel.query_one("#choices", OptionList).highlighted = i
                return

    # Intents --------------------------------------------------------------------------------------

    def intend(self, action: Action, *, one_key: bool = False) -> None:
        """Only what the step asks for is taken; anything else gets the step's hint and changes nothing."""
        refusal = self.guided.refusal(action)
        if refusal:
            self.refuse(refusal)
            return
        super().intend(action, one_key=one_key)

    def _select_space(self, action_id: str) -> None:
        """A space the step does not want is refused at once, before any list of placements."""
        step = self.guide.step
        if step is None or step.is_ack:
            self.refuse(self.guided.refusal(Action("pass")))
            return
        if self.at_keyboard and self.session.decision_kind() == "turn":
            places = [c.action for c in self.session.choices() if _places_on(c.action, action_id)]
            if places and all(self.guided.refusal(a) for a in places):
                self.refuse(self.guided.refusal(places[0]))
                return
        super()._select_space(action_id)

    def refuse(self, message: str) -> None:
        """Show the step's friendly word; the game is not touched."""
        self.hint = message
        self.query_one(StepPanel).show(self._view(self.guide.step))
        if self.query_one(Board).offer is None:
            self._point_board(again=True)

    def free_choices(self) -> list[Choice]:
        """The choices the step accepts when it leaves the player more than one (else none)."""
        wanted = self.guide.wanted()
        return wanted if len(wanted) > 1 else []

    # Keys -------------------------------------------------------------------------------------------

    def action_go_on(self) -> None:
        """Enter on a reading step: the next step; at the end, back to the title."""
        if self.guide.finished:
            self.action_leave()
            return
        if self.guided.acknowledge():
            self.redraw()
            self._advance()

    def action_step_back(self) -> None:
        """Back to the start of the previous step, the game replayed to that moment."""
        self.query_one(Board).offer = None
        self.guided.step_back()

    def action_leave(self) -> None:
        """Back to the title; the walkthrough resumes here next time."""
        self._save()
        self.post_message(TitleRequested())

    def action_rules_reference(self) -> None:
        """The rules reference, open at the step's first section (the panel lists them)."""
        from viticulture_tui.ui.screens.rules_reference import RulesReferenceScreen

        step = self.guide.step
        if step is None or not step.rules:
            super().action_rules_reference()
            return
        self.app.push_screen(RulesReferenceScreen(step.rules[0]))

    def action_step_scroll(self, pages: int) -> None:
        """Page Up / Page Down in the step's text."""
        self.query_one(StepPanel).scroll_pages(pages)

    def action_start_over(self) -> None:
        """Start again at step 1 (asks first)."""

        def answer(ok: bool | None) -> None:
            if ok:
                self.guided.start_over()

        self.app.push_screen(ConfirmScreen("Start the walkthrough again from step 1?"), answer)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Enter goes on from a reading step; no curtain; step back once there is a step to go back to."""
        step = self.guide.step
        reading = step is None or step.is_ack
        if action == "go_on":
            return reading
        if action in ("select", "all_choices", "pass_turn") and reading:
            return False
        if action == "step_back":
            return self.guide.index > 0
        if action in ("leave", "step_scroll", "start_over"):
            return True
        if action == "hint":  # only where the step leaves a choice: elsewhere it says what to do
            return bool(self.free_choices()) and super().check_action(action, parameters)
        if action not in GAME_KEYS:
            return False  # the curtain, saving, undo...: not in a walkthrough
        return super().check_action(action, parameters)


def _places_on(action: Action, space: str) -> bool:
    return action.kind == "place" and isinstance(action.arg, tuple) and action.arg[0] == space
