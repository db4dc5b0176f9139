"""The command palette in the walkthrough: its own commands (step back, leave, start over...)."""

from __future__ import annotations

from functools import partial

from textual.command import DiscoveryHit, Hit, Hits, Provider

from viticulture_tui.ui.commands import commands


class WalkthroughCommands(Provider):
    """The walkthrough's commands that work now, with their help."""

    def _items(self) -> list[tuple[str, str, str]]:
        screen = self.screen
        seen: set[str] = set()
        items = []
        for command in commands("walkthrough"):
            if command.help and command.action not in seen and screen.check_action(command.action, ()):
                seen.add(command.action)
                items.append((f"Walkthrough: {command.description}", command.action, command.help))
        return items

    async def discover(self) -> Hits:
        """Everything, before anything is typed."""
        for label, action, help_text in self._items():
            yield DiscoveryHit(label, partial(self._run, action), help=help_text)

    async def search(self, query: str) -> Hits:
        """The commands that match what was typed."""
        matcher = self.matcher(query)
        for label, action, help_text in self._items():
            score = matcher.match(label)
            if score > 0:
                yield Hit(score, matcher.highlight(label), partial(self._run, action), help=help_text)

    def _run(self, action: str) -> None:
        self.screen.call_next(self.screen.run_action, action)
