"""A yes/no question before a choice that cannot be taken back lightly (R6)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from viticulture_tui.ui.commands import bindings
from viticulture_tui.ui.plain import plain
from viticulture_tui.ui.widgets.key_bar import KeyBar


class ConfirmScreen(ModalScreen[bool]):
    """Asks a question; y or Enter on Yes goes ahead, n or Escape goes back."""

    BINDINGS = bindings("confirm")
    AUTO_FOCUS = "#no"

    def __init__(self, question: str) -> None:
        super().__init__()
        self.question = question

    def compose(self) -> ComposeResult:
        """The question and two buttons."""
        with Vertical(id="confirm-box", classes="dialog"):
            # Questions quote names of players and files: shown as written, never as markup.
            yield Static(plain(self.question), id="confirm-text")
            with Horizontal(classes="dialog-buttons"):
                yield Button("Yes (y)", id="yes", variant="warning", compact=True)
                yield Button("No (n)", id="no", variant="primary", compact=True)
        yield KeyBar()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        """Answer with the button pressed."""
        event.stop()
        self.dismiss(event.button.id == "yes")

    def action_answer(self, yes: bool) -> None:
        """Answer by key."""
        self.dismiss(yes)
