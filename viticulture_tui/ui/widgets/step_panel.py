"""The walkthrough's side panel: the step's title and text, what to do, where to look, and progress."""

from __future__ import annotations

from typing import NamedTuple

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static

ASK = "bold #E69F00"
HINT = "bold reverse #E69F00"


class StepView(NamedTuple):
    """What the panel shows for one step (or for the end of the walkthrough)."""

    progress: str
    """'Step 5 of 23', or 'Walkthrough complete'."""
    title: str
    text: str
    ask: str
    look: str
    """Where on screen the step points, in words ('' for nowhere in particular)."""
    rules: tuple[str, ...]
    """Headings of the step's rules sections ('§5.1 Summer actions')."""
    hint: str = ""
    """The friendly word after a refused action ('' when nothing was refused)."""
    reading: bool = False
    """A step that only asks to be read: what to do (press Enter) comes after the text."""


def step_text(view: StepView) -> Text:
    """Title, the refusal hint if any, what to do, the text, where to look, and the rules behind it.

    What to do comes first so that it shows even when a small terminal leaves room for little else;
    on a reading step it comes after the text (the key bar says Enter goes on).
    """
    out = Text(view.title, style="bold")
    if view.hint:
        out.append("\n")
        out.append(f" ✗ {view.hint} ", style=HINT)
    ask = Text.assemble(("▶ ", ASK), (view.ask, ASK))
    if not view.reading:
        out.append("\n")
        out.append_text(ask)
        out.append("\n")
    out.append("\n")
    out.append(view.text)
    if view.reading:
        out.append("\n\n")
        out.append_text(ask)
    if view.look or view.rules:
        out.append("\n")
    if view.look:
        out.append(f"\nLook at: {view.look}", style="italic")
    if view.rules:
        out.append(f"\nRules: {' · '.join(view.rules)}  (Ctrl+R to read)", style="dim")
    return out


class StepPanel(VerticalScroll):
    """A scrolling panel beside the game; the screen hands it a `StepView` after every change.

    It takes no focus (Page Up / Page Down scroll it), so that Tab still goes to the hand and the log.
    """

    can_focus = False

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.view: StepView | None = None

    def compose(self) -> ComposeResult:
        """One block of text."""
        yield Static(id="step-text")

    def on_mount(self) -> None:
        """Show what was handed over before the panel was mounted."""
        if self.view is not None:
            self._draw(self.view)

    def show(self, view: StepView) -> None:
        """Show a step (nothing is redrawn when it is the same as before)."""
        if view == self.view:
            return
        new_step = self.view is None or (view.progress, view.title) != (self.view.progress, self.view.title)
        self.view = view
        if self.is_mounted:
            self._draw(view)
            if new_step or view.hint:
                self.scroll_home(animate=False)

    def _draw(self, view: StepView) -> None:
        self.border_title = f"Rules walkthrough · {view.progress}"
        self.query_one("#step-text", Static).update(step_text(view))

    def scroll_pages(self, pages: int) -> None:
        """Page Up / Page Down in a long step."""
        self.scroll_to(y=self.scroll_y + pages * max(1, self.size.height - 3), animate=False)
