"""The title screen: New game, Rules walkthrough, Load game (once saves exist), Quit."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Center, Middle, Vertical
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from viticulture_tui.ui.commands import bindings
from viticulture_tui.ui.messages import NewGameRequested, WalkthroughRequested
from viticulture_tui.ui.save_folder import can_list, saves_of
from viticulture_tui.ui.widgets.choice_list import ChoiceList
from viticulture_tui.ui.widgets.key_bar import KeyBar

BANNER = """\
 _   _ _ _   _            _ _
| | | (_) |_(_) ___ _   _| | |_ _   _ _ __ ___
| | | | | __| |/ __| | | | | __| | | | '__/ _ \\
 \\ V /| | |_| | (__| |_| | | |_| |_| | | |  __/
  \\_/ |_|\\__|_|\\___|\\__,_|_|\\__|\\__,_|_|  \\___|"""


class TitleScreen(Screen[None]):
    """The first screen: start a game or leave."""

    BINDINGS = bindings("title")
    AUTO_FOCUS = "#title-menu"

    def compose(self) -> ComposeResult:
        """Banner, subtitle and the menu."""
        with Middle(), Center(), Vertical(id="title-box"):
            yield Static(BANNER, id="banner")
            subtitle = "Essential Edition · 2 to 6 players at one keyboard, or 1 against the Automa"
            yield Static(subtitle, id="subtitle")
            loadable = can_list(saves_of(self.app).path)
            yield ChoiceList(
                Option("New game          n", id="new"),
                Option("Rules walkthrough w", id="walkthrough"),
                Option(
                    "Load game         l" if loadable else "Load game         (no saved games yet)",
                    id="load",
                    disabled=not loadable,
                ),
                Option("Quit              q", id="quit"),
                id="title-menu",
            )
        yield KeyBar()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """Run the chosen menu entry."""
        if event.option.id == "new":
            self.action_new_game()
        elif event.option.id == "walkthrough":
            self.action_walkthrough()
        elif event.option.id == "load":
            self.action_load()
        elif event.option.id == "quit":
            self.app.exit()

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
        """Load only once there is a save (or a folder that cannot be read, to say why)."""
        if action == "load":
            return can_list(saves_of(self.app).path)
        return True

    def action_walkthrough(self) -> None:
        """Learn the rules in a guided first game."""
        self.post_message(WalkthroughRequested())

    def action_quit(self) -> None:
        """Leave the program."""
        self.app.exit()
