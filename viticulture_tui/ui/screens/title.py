"""The title screen: Continue (once unfinished games are found), New game, Rules walkthrough, Load
game (once saves exist), Quit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Center, Middle, Vertical
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from viticulture_tui.safe_text import printable, shorten
from viticulture_tui.ui.commands import bindings
from viticulture_tui.ui.messages import NewGameRequested, WalkthroughRequested
from viticulture_tui.ui.save_folder import can_list, saves_of
from viticulture_tui.ui.widgets.choice_list import ChoiceList
from viticulture_tui.ui.widgets.key_bar import KeyBar

if TYPE_CHECKING:
    from viticulture_tui.persistence.resume import Unfinished

BANNER = """\
 _   _ _ _   _            _ _
| | | (_) |_(_) ___ _   _| | |_ _   _ _ __ ___
| | | | | __| |/ __| | | | | __| | | | '__/ _ \\
 \\ V /| | |_| | (__| |_| | | |_| |_| | | |  __/
  \\_/ |_|\\__|_|\\___|\\__,_|_|\\__|\\__,_|_|  \\___|"""


class TitleScreen(Screen[None]):
    """The first screen: continue a game, start one, or leave."""

    BINDINGS = bindings("title")
    AUTO_FOCUS = "#title-menu"

    def __init__(self) -> None:
        super().__init__()
        self.games: list[Unfinished] | None = None
        """The unfinished games, once the background check is back (None before)."""

    def compose(self) -> ComposeResult:
        """Banner, subtitle and the menu."""
        with Middle(), Center(), Vertical(id="title-box"):
            yield Static(BANNER, id="banner")
            # Two lines of their own, so that neither breaks inside the menu's width.
            subtitle = (
                "Essential Edition · up to 6 people or computers\nat one keyboard, or solo against the Automa"
            )
            yield Static(subtitle, id="subtitle")
            yield ChoiceList(*self._options(), id="title-menu")
        yield KeyBar()

    def _options(self) -> list[Option]:
        loadable = can_list(saves_of(self.app).path)
        continuing = [Option(_continue_label(self.games), id="continue")] if self.games else []
        return [
            *continuing,
            Option("New game          n", id="new"),
            Option("Rules walkthrough w", id="walkthrough"),
            Option(
                "Load game         l" if loadable else "Load game         (no saved games yet)",
                id="load",
                disabled=not loadable,
            ),
            Option("Quit              q", id="quit"),
        ]

    def on_mount(self) -> None:
        """Look for unfinished games in the background; the menu answers keys meanwhile."""
        from viticulture_tui.ui.resume import check_games

        check_games(self.app, self.show_games)

    def show_games(self, games: list[Unfinished]) -> None:
        """Put Continue at the top of the menu once the check found unfinished games."""
        if not self.is_attached:
            return
        menu = self.query_one("#title-menu", ChoiceList)
        index = menu.highlighted
        before = menu.get_option_at_index(index).id if index is not None else None
        self.games = games
        menu.set_options(self._options())
        # The highlight goes to Continue unless the player already moved it; then it stays put.
        wanted = "continue" if before in (None, "new", "continue") and games else before or "new"
        menu.highlighted = next((i for i, o in enumerate(menu.options) if o.id == wanted), 0)
        self.refresh_bindings()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """Run the chosen menu entry."""
        if event.option.id == "continue":
            self.action_continue_game()
        elif event.option.id == "new":
            self.action_new_game()
        elif event.option.id == "walkthrough":
            self.action_walkthrough()
        elif event.option.id == "load":
            self.action_load()
        elif event.option.id == "quit":
            self.app.exit()

    def action_continue_game(self) -> None:
        """Play on an unfinished game: straight into it when it is the only one, else the list."""
        from viticulture_tui.ui.resume import open_game
        from viticulture_tui.ui.screens.continue_game import ContinueScreen

        games = self.games or []
        # Straight in only when there is nothing to tell first (a damaged autosave, another window).
        if len(games) == 1 and games[0].openable and not games[0].locked and not games[0].problem:
            open_game(self.app, games[0], lambda game, problem: self._list(problem), lambda: self.is_current)
        elif games:
            self.app.switch_screen(ContinueScreen(games))

    def _list(self, problem: str) -> None:
        # The only game would not open: the list shows it, marked with the problem.
        from viticulture_tui.ui.screens.continue_game import ContinueScreen

        if self.is_current and self.games:
            screen = ContinueScreen(self.games)
            screen.problems[0] = problem
            self.app.switch_screen(screen)

    def action_new_game(self) -> None:
        """Open the new-game screen."""
        self.post_message(NewGameRequested())

    def action_load(self) -> None:
        """Open the list of saves."""
        from viticulture_tui.ui.screens.load import LoadScreen

        folder = saves_of(self.app).path
        if folder is not None and can_list(folder):
            self.app.switch_screen(LoadScreen(folder))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Load only once there is a save (or a folder that cannot be read, to say why); Continue
        only once an unfinished game was found."""
        if action == "load":
            return can_list(saves_of(self.app).path)
        if action == "continue_game":
            return bool(self.games)
        return True

    def action_walkthrough(self) -> None:
        """Learn the rules in a guided first game."""
        self.post_message(WalkthroughRequested())

    def action_quit(self) -> None:
        """Leave the program."""
        self.app.exit()


def _continue_label(games: list[Unfinished]) -> Text:
    """'Continue your game, year 3, summer?' and its players for one game; the count for several."""
    if len(games) > 1:
        return Text(f"Continue a game   ({len(games)} in progress)  c")
    game = games[0]
    if not game.openable:
        return Text("Continue          (a damaged game: c shows why)")
    label = Text(printable(f"Continue your game, {game.where()}?"))
    label.append(f"  c\n  {shorten(printable(', '.join(game.info.players)), 46)}", style="dim")
    return label
