"""Continue a game: the unfinished games, newest first, each with its players, year, season and
when it was saved; damaged ones with their reason (d puts one aside); Enter plays on the
highlighted one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from viticulture_tui.safe_text import printable
from viticulture_tui.ui.commands import bindings
from viticulture_tui.ui.messages import TitleRequested
from viticulture_tui.ui.palette import DAMAGED as DAMAGED_STYLE
from viticulture_tui.ui.palette import DETAIL
from viticulture_tui.ui.save_folder import saves_of
from viticulture_tui.ui.widgets.choice_list import ChoiceList
from viticulture_tui.ui.widgets.key_bar import KeyBar

if TYPE_CHECKING:
    from viticulture_tui.persistence.resume import Unfinished

NOTE_STYLE = "#E69F00"


class ContinueScreen(Screen[None]):
    """Choose an unfinished game: Enter opens it (loaded in the background), Escape goes back."""

    DEFAULT_CSS = """
    #continue-box { padding: 0 2; }
    #continue-title { text-style: bold; margin-bottom: 1; }
    #continue-hint { color: $text-muted; }
    #continue-list { height: 1fr; margin-top: 1; border: round $primary; }
    """
    BINDINGS = bindings("continue")
    AUTO_FOCUS = "#continue-list"

    def __init__(self, games: list[Unfinished]) -> None:
        super().__init__()
        self.games = list(games)
        self.problems: dict[int, str] = {}
        """Games found damaged when opening them (their header looked fine), by position."""
        self.opening = False
        """A game is being loaded: further picks wait for it."""

    def compose(self) -> ComposeResult:
        """Title, a hint and the list."""
        with Vertical(id="continue-box"):
            yield Static("Continue a game", id="continue-title")
            hint = "Every unfinished game is autosaved after each action; starting a new one replaces none."
            yield Static(hint, id="continue-hint")
            yield ChoiceList(id="continue-list")
        yield KeyBar()

    def on_mount(self) -> None:
        """Fill the list."""
        self.refresh_list()

    def refresh_list(self) -> None:
        """Show the games again (after one was found damaged), the highlight on an openable one."""
        menu = self.query_one(ChoiceList)
        current = menu.highlighted
        menu.set_options([_option(i, g, self.problems.get(i, "")) for i, g in enumerate(self.games)])
        good = [i for i in range(len(self.games)) if self._openable(i)]
        if current is None or current >= len(self.games):
            current = good[0] if good else (0 if self.games else None)
        menu.highlighted = current
        self.refresh_bindings()

    def _openable(self, index: int) -> bool:
        return self.games[index].openable and index not in self.problems

    def current(self) -> int | None:
        """The position of the game under the highlight."""
        index = self.query_one(ChoiceList).highlighted
        return index if index is not None and 0 <= index < len(self.games) else None

    def highlighted(self) -> Unfinished | None:
        """The game under the highlight, if it can be opened."""
        index = self.current()
        return self.games[index] if index is not None and self._openable(index) else None

    def damaged(self) -> Unfinished | None:
        """The game under the highlight, if it is damaged and no window holds it."""
        index = self.current()
        if index is None or self._openable(index) or self.games[index].locked:
            return None
        return self.games[index]

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """A click (or Enter) on a game opens it."""
        event.stop()
        self.action_open()

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        """Open is offered only on a game that can be opened."""
        self.refresh_bindings()

    def action_open(self) -> None:
        """Play on the highlighted game (or, when another window has it, offer to view it)."""
        from viticulture_tui.ui.resume import open_game

        if self.damaged() is not None:
            self.app.notify("This game is damaged and cannot be opened; d puts it aside.", timeout=6)
            return
        game = self.highlighted()
        if game is None or self.opening:
            return
        self.opening = True
        open_game(self.app, game, self._failed, self._still_wanted)
        if not self._waiting():
            self.opening = False  # refused at once (another window has it): nothing is loading

    def _waiting(self) -> bool:
        return any(w.name == "continue-open" and not w.is_finished for w in self.app.workers)

    def _still_wanted(self) -> bool:
        self.opening = False
        return self.app.screen is self

    def _failed(self, game: Unfinished, problem: str) -> None:
        self.opening = False
        if game in self.games:
            self.problems[self.games.index(game)] = problem
        if self.is_attached:
            self.refresh_list()

    def action_put_aside(self) -> None:
        """Move a damaged game's files out of the list, into the save folder as damaged copies."""
        from viticulture_tui.persistence import slots

        game, index = self.damaged(), self.current()
        folder = saves_of(self.app).path
        if game is None or index is None or folder is None:
            return
        moved = slots.put_aside(game.slot, folder)
        if game.slot.exists():
            self.app.notify(f"{game.slot.path}: it could not be moved.", severity="error", markup=False)
            return
        names = ", ".join(p.name for p in moved)
        self.app.notify(f"Put aside in {folder}: {names}.", timeout=8, markup=False)
        del self.games[index]
        self.problems = {i - (i > index): p for i, p in self.problems.items() if i != index}
        if not self.games:
            self.post_message(TitleRequested())
            return
        self.refresh_list()

    def action_back(self) -> None:
        """Back to the title screen."""
        self.post_message(TitleRequested())

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Open only with an openable game under the highlight, Put aside only with a damaged one."""
        if action == "open":
            return self.highlighted() is not None or self.damaged() is not None
        if action == "put_aside":
            return self.damaged() is not None
        return True


def _option(index: int, game: Unfinished, problem: str) -> Option:
    """Two lines (three with a note): the players, then year, season and date, or the problem."""
    out = Text(game.info.shown_players or printable(game.slot.name), style="bold")
    error = game.info.error or problem
    if error:
        out.append(f"\n  damaged, cannot be opened: {printable(error)}", style=DAMAGED_STYLE)
        return Option(out, id=f"game-{index}")
    date = game.info.shown_date()
    actions = game.info.actions
    moves = f"{actions} action" if actions == 1 else f"{actions} actions"
    out.append("\n  " + printable(f"{game.where()} · {moves} · saved {date}"), style=DETAIL)
    if game.problem:
        note = (
            f"the autosave is damaged ({printable(game.problem)}); its backup, the autosave before it, opens"
        )
        out.append(f"\n  {note}", style=NOTE_STYLE)
    if game.locked:
        out.append("\n  open in another window: it can be viewed here, read-only", style=NOTE_STYLE)
    return Option(out, id=f"game-{index}")
