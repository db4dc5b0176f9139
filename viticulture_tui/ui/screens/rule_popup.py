"""The rule behind one thing on screen in plain words, over the game; Enter opens the reference there."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from viticulture_tui.ui.commands import bindings
from viticulture_tui.ui.render.rules import topic_text
from viticulture_tui.ui.rule_topic import RuleTopic
from viticulture_tui.ui.widgets.key_bar import KeyBar

RULES_CSS = Path(__file__).parent.parent / "styles" / "rules.tcss"


class RulePopup(ModalScreen[None]):
    """A space's, choice's or card's rules sections, with the engine's reason when a space is closed."""

    CSS_PATH = RULES_CSS
    BINDINGS = bindings("rule_popup")

    def __init__(self, topic: RuleTopic) -> None:
        super().__init__()
        self.topic = topic

    def compose(self) -> ComposeResult:
        """The look-up's text, scrolling, and the keys."""
        with Vertical(id="rule-box", classes="dialog"):
            yield Static(Text("The rule", style="bold"), id="rule-heading")
            with VerticalScroll(id="rule-scroll"):
                yield Static(topic_text(self.topic), id="rule-text")
        yield KeyBar()

    def action_close(self) -> None:
        """Back to the game."""
        self.dismiss(None)

    def action_scroll(self, pages: int) -> None:
        """Page Up / Page Down: scroll a long rule."""
        box = self.query_one("#rule-scroll", VerticalScroll)
        box.scroll_to(y=box.scroll_y + pages * max(1, box.size.height - 1), animate=False)

    def action_reference(self) -> None:
        """Open the rules reference at this rule's first section."""
        from viticulture_tui.ui.screens.rules_reference import RulesReferenceScreen

        start = self.topic.sections[0].id if self.topic.sections else None
        app = self.app
        self.dismiss(None)
        app.push_screen(RulesReferenceScreen(start))
