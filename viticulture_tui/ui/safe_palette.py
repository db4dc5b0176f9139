"""Textual's command palettes, safe to page through while their list has no lines (Textual 8.2)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

from textual.command import CommandList, CommandListItem, CommandPalette, SimpleProvider

if TYPE_CHECKING:
    from textual.app import App
    from textual.widget import AwaitMount


class SafeCommandPalette(CommandPalette):
    """A command palette whose Page Up / Page Down do nothing until its list has been laid out.

    Textual 8.2's CommandList looks the highlighted line up by index when paging; with no match
    (or before the next layout) there is none, and the lookup raises KeyError.
    """

    def _action_command_list(self, action: str) -> None:
        if action in ("page_up", "page_down"):
            commands = self.query_one(CommandList)
            if (commands.highlighted or 0) not in commands._index_to_line:
                return
        super()._action_command_list(action)


class SafePalettes:
    """Mixin for the app: every palette it opens (commands, themes, lists) is a `SafeCommandPalette`."""

    def action_command_palette(self) -> None:
        """The command palette."""
        app = cast("App[Any]", self)
        if app.use_command_palette and not SafeCommandPalette.is_open(app):
            app.push_screen(SafeCommandPalette(id="--command-palette"))

    def search_commands(
        self, commands: Sequence[CommandListItem], placeholder: str = "Search for commands…"
    ) -> AwaitMount:
        """A palette of the given commands."""
        app = cast("App[Any]", self)
        # Textual passes a provider instance here, though its annotation asks for a class.
        provider = cast(Any, SimpleProvider(app.screen, list(commands)))
        return app.push_screen(SafeCommandPalette(providers=[provider], placeholder=placeholder))

    def search_themes(self) -> None:
        """A palette of the themes."""
        from textual.theme import ThemeProvider

        app = cast("App[Any]", self)
        app.push_screen(SafeCommandPalette(providers=[ThemeProvider], placeholder="Search for themes…"))
