"""The bottom line: the keys that work now, drawn as one line of text from the active bindings.

Textual's Footer builds a widget per key and rebuilds them on every change of focus or
screen; one line of text does the same job at a fraction of the cost of a redraw.
"""

from __future__ import annotations

from rich.text import Text
from textual.screen import Screen

from viticulture_tui.ui.widgets.text_lines import TextLines

KEY_STYLE = "bold #E69F00"


class KeyBar(TextLines):
    """Each shown binding as 'key description'; disabled ones are left out, the palette at the end."""

    def on_mount(self) -> None:
        """Follow the screen's bindings."""
        self.screen.bindings_updated_signal.subscribe(self, self._changed, immediate=True)

    def on_unmount(self) -> None:
        """Stop following them."""
        self.screen.bindings_updated_signal.unsubscribe(self)

    def _changed(self, screen: Screen[object]) -> None:
        self.invalidate()

    def make_text(self) -> Text:
        """The keys in the order the screen and its widgets declare them."""
        out = Text()
        seen: set[str] = set()
        palette = None
        for _node, binding, enabled, _tooltip in self.screen.active_bindings.values():
            if binding.key == self.app.COMMAND_PALETTE_BINDING and self.app.ENABLE_COMMAND_PALETTE:
                palette = binding if enabled else None
                continue
            if not binding.show or not enabled or binding.action in seen:
                continue
            seen.add(binding.action)
            out.append(f" {self.app.get_key_display(binding)} ", style=KEY_STYLE)
            out.append(f"{binding.description} ")
        if palette is not None:
            tail = Text()
            tail.append(f" {self.app.get_key_display(palette)} ", style=KEY_STYLE)
            tail.append("palette ")
            gap = self.content_size.width - out.cell_len - tail.cell_len
            out.append(" " * max(1, gap))
            out.append_text(tail)
        return out
