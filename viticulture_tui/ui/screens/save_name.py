"""Asks for a save's name, with a proposed one; Enter saves, Escape goes back without saving."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Static

from viticulture_tui.persistence.names import byte_length, fit, name_limit
from viticulture_tui.safe_text import printable
from viticulture_tui.ui.commands import bindings
from viticulture_tui.ui.plain import plain
from viticulture_tui.ui.widgets.key_bar import KeyBar
from viticulture_tui.ui.widgets.plain_input import PlainInput


def room_text(value: str, limit: int, was_cut: bool = False) -> str:
    """The line under the field: how many letters are left, and why some count more than one."""
    left = max(0, limit - byte_length(value))
    line = f"{left} of {limit} letters left (é counts 2, 李 3, 😀 4: the disk counts bytes)"
    return ("Cut to fit. " if was_cut else "") + line


class SaveNameScreen(ModalScreen[str | None]):
    """The name to save under (None: not saved)."""

    DEFAULT_CSS = """
    #save-name-box { width: 72; }
    #save-name { margin: 1 0 0 0; }
    #save-name-room { color: $text-muted; }
    #save-name-folder { color: $text-muted; margin-top: 1; }
    """
    BINDINGS = bindings("save_name")
    AUTO_FOCUS = "#save-name"

    def __init__(self, proposed: str, folder: Path) -> None:
        super().__init__()
        self.folder = folder
        self.limit = name_limit(folder)
        """Bytes a name may have here: the folder's file-name limit less what the writer adds."""
        self.proposed = fit(printable(proposed), self.limit).strip() or "save"
        self._was_cut = False

    def compose(self) -> ComposeResult:
        """The question, the name field, the room left in it and where the file goes."""
        with Vertical(id="save-name-box", classes="dialog"):
            yield Static(Text("Save the game as", style="bold"))
            yield PlainInput(
                self.proposed, limit=self.limit, measure=byte_length, id="save-name", compact=True
            )
            yield Static(room_text(self.proposed, self.limit), id="save-name-room", markup=False)
            yield Static(plain(f"in {self.folder}"), id="save-name-folder")
        yield KeyBar()

    @on(Input.Changed, "#save-name")
    def _changed(self, event: Input.Changed) -> None:
        self.query_one("#save-name-room", Static).update(room_text(event.value, self.limit, self._was_cut))
        self._was_cut = False

    @on(PlainInput.Cut, "#save-name")
    def _cut(self) -> None:
        # Posted before the shortened value's Changed: that one says it was cut.
        self._was_cut = True

    def action_save(self) -> None:
        """Save under the name typed (the proposed one if the field is empty)."""
        self.dismiss(self.query_one(PlainInput).fitted() or self.proposed)

    def action_cancel(self) -> None:
        """Back to the game without saving."""
        self.dismiss(None)
