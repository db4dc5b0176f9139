"""Asks for a save's name, with a proposed one; Enter saves, Escape goes back without saving."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Static

from viticulture_tui.ui.commands import bindings
from viticulture_tui.ui.plain import plain
from viticulture_tui.ui.widgets.key_bar import KeyBar


class SaveNameScreen(ModalScreen[str | None]):
    """The name to save under (None: not saved)."""

    DEFAULT_CSS = """
    #save-name-box { width: 72; }
    #save-name { margin: 1 0 0 0; }
    #save-name-folder { color: $text-muted; margin-top: 1; }
    """
    BINDINGS = bindings("save_name")
    AUTO_FOCUS = "#save-name"

    def __init__(self, proposed: str, folder: Path) -> None:
        super().__init__()
        self.proposed = proposed
        self.folder = folder

    def compose(self) -> ComposeResult:
        """The question, the name field and where the file goes."""
        with Vertical(id="save-name-box", classes="dialog"):
            yield Static(Text("Save the game as", style="bold"))
            yield Input(self.proposed, id="save-name", max_length=80, compact=True)
            yield Static(plain(f"in {self.folder}"), id="save-name-folder")
        yield KeyBar()

    def action_save(self) -> None:
        """Save under the name typed (the proposed one if the field is empty)."""
        name = self.query_one(Input).value.strip()
        self.dismiss(name or self.proposed)

    def action_cancel(self) -> None:
        """Back to the game without saving."""
        self.dismiss(None)
