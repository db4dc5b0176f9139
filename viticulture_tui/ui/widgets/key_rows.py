"""The key bar of the compact layout: the same keys as KeyBar, on two lines, never cut inside a key."""

from __future__ import annotations

from rich.text import Text

from viticulture_tui.ui.widgets.key_bar import KeyBar


class KeyRows(KeyBar):
    """A KeyBar that, on a screen with the `-compact` class, packs its keys into lines of whole keys."""

    def make_text(self) -> Text:
        """One line as KeyBar draws it; compact, whole 'key description' pairs packed line by line.

        The palette is left out there: it is in the help, and Ctrl+P still opens it.
        """
        if not self.screen.has_class("-compact"):
            return super().make_text()
        width = max(1, self.content_size.width)
        out, line = Text(), Text()
        for entry in self.entries():
            if line.cell_len and line.cell_len + entry.cell_len > width:
                out.append_text(line)
                out.append("\n")
                line = Text()
            line.append_text(entry)
        out.append_text(line)
        return out
