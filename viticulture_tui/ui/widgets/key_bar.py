"""The bottom line: the keys that work now, drawn as one line of text from the active bindings.

Textual's Footer builds a widget per key and rebuilds them on every change of focus or
screen; one line of text does the same job at a fraction of the cost of a redraw.
"""

from __future__ import annotations

from rich.text import Text
from textual.screen import Screen

from viticulture_tui.ui.widgets.text_lines import TextLines

KEY_STYLE = "bold #E69F00"
HINTED_STYLE = "reverse"
"""The key a hint points at (a pass has no space to highlight), drawn as the board's highlight is."""
SCREEN_LABELS = {"next_panel": "next_view_label", "select": "select_label"}
"""Actions whose words the screen gives, by the screen's attribute (None there: the binding's own)."""


class KeyBar(TextLines):
    """Each shown binding as 'key description'; disabled ones are left out, the palette at the end
    where it fits."""

    def on_mount(self) -> None:
        """Follow the screen's bindings."""
        self.screen.bindings_updated_signal.subscribe(self, self._changed, immediate=True)

    def on_unmount(self) -> None:
        """Stop following them."""
        self.screen.bindings_updated_signal.unsubscribe(self)

    def _changed(self, screen: Screen[object]) -> None:
        self.invalidate()

    def entries(self) -> list[Text]:
        """One ' key description ' per action that works now, in the order the bindings come.

        The one place that words a key: the one-line bar and the two lines of the compact layout
        (KeyRows) both draw these, so a key reads the same in both.
        """
        out: list[Text] = []
        seen: set[str] = set()
        hinted = getattr(self.screen, "hinted_binding", None)
        for _node, binding, enabled, _tooltip in self.screen.active_bindings.values():
            if not binding.show or not enabled or binding.action in seen:
                continue
            if binding.key == self.app.COMMAND_PALETTE_BINDING:
                continue  # drawn apart (KeyBar) or left to the help (KeyRows)
            seen.add(binding.action)
            entry = Text()
            entry.append(f" {self.app.get_key_display(binding)} ", style=KEY_STYLE)
            # Two keys say what they do now (the screen knows): the panel key names the view it shows
            # next, and Enter during a computer's turn brings its move.
            label = (
                getattr(self.screen, SCREEN_LABELS[binding.action], None)
                if binding.action in SCREEN_LABELS
                else None
            )
            entry.append(f"{label or binding.description} ")
            if binding.action == hinted:
                entry.stylize(HINTED_STYLE)
            out.append(entry)
        return out

    def _palette(self) -> Text | None:
        """' ^p palette' when the command palette opens here."""
        if not self.app.ENABLE_COMMAND_PALETTE:
            return None
        for _node, binding, enabled, _tooltip in self.screen.active_bindings.values():
            if binding.key == self.app.COMMAND_PALETTE_BINDING:
                if not enabled:
                    return None
                tail = Text()
                tail.append(f" {self.app.get_key_display(binding)} ", style=KEY_STYLE)
                tail.append("palette ")
                return tail
        return None

    def make_text(self) -> Text:
        """The keys in the order the screen and its widgets declare them, the palette at the right."""
        out = Text()
        for entry in self.entries():
            out.append_text(entry)
        tail = self._palette()
        if tail is not None:
            width = self.content_size.width
            gap = width - out.cell_len - tail.cell_len
            # Where the keys leave no room, the palette's reminder gives way rather than show cut
            # in half ("^p pale"): the help lists it, and Ctrl+P opens it all the same.
            if gap >= 1 or not width:
                out.append(" " * max(1, gap))
                out.append_text(tail)
        return out
