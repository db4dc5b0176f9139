"""The command palette on the game screen: the legal choices now, and the game's commands."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from textual.command import DiscoveryHit, Hit, Hits, Provider
from textual.markup import escape

from viticulture_tui.safe_text import printable
from viticulture_tui.ui.commands import commands
from viticulture_tui.ui.plain import plain

if TYPE_CHECKING:
    from viticulture_tui.ui.screens.game import GameScreen


class LegalChoices(Provider):
    """Lists every legal choice of the player at the keyboard, then the screen's commands."""

    def _items(self) -> list[tuple[str, Callable[[], object], str]]:
        from viticulture_tui.ui.screens.game import GameScreen

        screen = self.screen
        if not isinstance(screen, GameScreen):
            return []
        items: list[tuple[str, Callable[[], object], str]] = []
        session = screen.session
        if screen.viewer is not None and screen.viewer == session.decider():
            for choice in session.choices():
                items.append((choice.label, partial(screen.intend, choice.action), f"Rule {choice.rule}"))
        for command in commands("game"):
            if (command.show or command.palette) and screen.check_action(command.action, ()):
                items.append((command.description, partial(_run, screen, command.action), command.help))
        return items

    async def discover(self) -> Hits:
        """Everything, before anything is typed."""
        for label, callback, help_text in self._items():
            yield DiscoveryHit(plain(label), callback, text=label, help=help_text)

    async def search(self, query: str) -> Hits:
        """The items that match what was typed."""
        matcher = self.matcher(query)
        for label, callback, help_text in self._items():
            score = matcher.match(label)
            if score > 0:
                # Labels name players: escaped, since the matcher reads its candidate as markup.
                yield Hit(
                    score, matcher.highlight(escape(printable(label))), callback, text=label, help=help_text
                )


def _run(screen: GameScreen, action: str) -> None:
    screen.call_next(screen.run_action, action)
