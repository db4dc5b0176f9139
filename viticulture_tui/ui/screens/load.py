"""The list of saves: players, year, season and date; damaged files with their problem, not loadable."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, cast

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
from viticulture_tui.ui.plain import plain
from viticulture_tui.ui.widgets.choice_list import ChoiceList
from viticulture_tui.ui.widgets.key_bar import KeyBar

if TYPE_CHECKING:
    from viticulture_tui.persistence.loader import LoadedGame
    from viticulture_tui.persistence.summary import SaveInfo
    from viticulture_tui.ui.app import ViticultureApp


class LoadScreen(Screen[None]):
    """Choose a save: Enter loads it (fully checked), r replays it, Escape goes back."""

    DEFAULT_CSS = """
    #load-box { padding: 0 2; }
    #load-title { text-style: bold; margin-bottom: 1; }
    #load-folder { color: $text-muted; }
    #load-list { height: 1fr; margin-top: 1; border: round $primary; }
    #load-problem { color: $error; height: auto; }
    """
    BINDINGS = bindings("load")
    AUTO_FOCUS = "#load-list"

    def __init__(self, folder: Path) -> None:
        super().__init__()
        self.folder = folder
        self.problems: dict[Path, str] = {}
        """Saves found damaged when loading them (their summary looked fine)."""
        self.saves: list[SaveInfo] = []

    def compose(self) -> ComposeResult:
        """Title, folder, the list, and a line for a folder that cannot be read."""
        with Vertical(id="load-box"):
            yield Static("Load a game", id="load-title")
            yield Static(plain(f"Saves in {self.folder}"), id="load-folder")
            yield Static(id="load-problem")
            yield ChoiceList(id="load-list")
        yield KeyBar()

    def on_mount(self) -> None:
        """Read the folder."""
        self.refresh_list()

    def refresh_list(self) -> None:
        """List the folder's saves again, newest first (the highlight stays on the same file)."""
        from viticulture_tui.persistence.listing import list_saves

        problem = self.query_one("#load-problem", Static)
        listed = list_saves(self.folder)
        # A folder that cannot be read comes back as one entry naming the folder itself.
        self.saves = [info for info in listed if info.path != self.folder]
        unreadable = [info for info in listed if info.path == self.folder]
        if unreadable:
            problem.update(plain(f"{self.folder}: {unreadable[0].error}"))
        else:
            problem.update("" if self.saves else "No saves in this folder yet.")
        problem.display = bool(problem.content)
        self.show_list()

    def show_list(self) -> None:
        """Show the saves read last, with the problems found since (the folder is not read again)."""
        menu = self.query_one(ChoiceList)
        current = self.highlighted()
        menu.set_options(
            [_option(i, info, self.problems.get(info.path, "")) for i, info in enumerate(self.saves)]
        )
        index = next((i for i, s in enumerate(self.saves) if current and s.path == current.path), None)
        if index is None or menu.get_option_at_index(index).disabled:
            index = next((i for i, o in enumerate(menu.options) if not o.disabled), None)
        menu.highlighted = index
        self.refresh_bindings()

    def highlighted(self) -> SaveInfo | None:
        """The save under the highlight, if it can be loaded."""
        menu = self.query_one(ChoiceList)
        index = menu.highlighted
        if index is None or not 0 <= index < len(self.saves) or menu.get_option_at_index(index).disabled:
            return None
        return self.saves[index]

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """A click (or Enter) on a save loads it."""
        event.stop()
        self.action_load()

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        """The keys shown depend on the save under the highlight."""
        self.refresh_bindings()

    def action_load(self) -> None:
        """Load the highlighted save and play on from where it was saved."""
        from viticulture_tui.session import Session

        loaded = self._load()
        if loaded is not None:
            cast("ViticultureApp", self.app).show_game(Session(loaded.state))

    def action_replay(self) -> None:
        """Step through the highlighted save from its first action."""
        from viticulture_tui.ui.screens.replay import ReplayScreen

        loaded = self._load()
        if loaded is not None:
            self.app.switch_screen(ReplayScreen(loaded))

    def _load(self) -> LoadedGame | None:
        """The highlighted save, fully checked; a problem is shown and marks the save as damaged."""
        from viticulture_tui.persistence.errors import SaveError
        from viticulture_tui.persistence.loader import load_game

        info = self.highlighted()
        if info is None:
            return None
        try:
            return load_game(info.path)
        except SaveError as exc:
            self.problems[info.path] = exc.problem
            self.app.notify(str(exc), title="Cannot load", severity="error", timeout=15, markup=False)
        except Exception as exc:  # a bug must not close the app with the player's game in it
            self.problems[info.path] = f"it cannot be loaded ({type(exc).__name__}: {exc})"
            message = printable(f"{info.path}: {self.problems[info.path]}")
            self.app.notify(message, severity="error", markup=False)
        self.show_list()
        return None

    def action_back(self) -> None:
        """Back to the title screen."""
        self.post_message(TitleRequested())

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Load and Replay only with a loadable save under the highlight."""
        if action in ("load", "replay"):
            return self.highlighted() is not None
        return True


def _option(index: int, info: SaveInfo, problem: str) -> Option:
    """Two lines: the save's name, then its players, year, season and date (or why it is damaged).

    Every word here may come from the file (its name, the players): only printable text is shown.
    """
    error = info.error or problem
    out = Text(info.shown_name, style="bold")
    if error:
        out.append(f"\n  damaged, cannot be loaded: {printable(error)}", style=DAMAGED_STYLE)
        return Option(out, id=f"save-{index}", disabled=True)
    out.append(f"\n  {info.shown_players} · {info.where()} · saved {info.shown_date()}", style=DETAIL)
    return Option(out, id=f"save-{index}")
