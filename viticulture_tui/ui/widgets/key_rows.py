"""The key bar of the compact layout: the same keys as KeyBar, on two lines, never cut inside a key."""

from __future__ import annotations

from rich.text import Text

from viticulture_tui.ui.widgets.key_bar import KEY_STYLE, KeyBar


class KeyRows(KeyBar):
    """A KeyBar that, on a screen with the `-compact` class, packs its keys into lines of whole keys."""

    def make_text(self) -> Text:
        """One line as KeyBar draws it; compact, whole 'key description' pairs packed line by line."""
        if not self.screen.has_class("-compact"):
            return super().make_text()
        entries: list[Text] = []
        seen: set[str] = set()
        for _node, binding, enabled, _tooltip in self.screen.active_bindings.values():
            if not binding.show or not enabled or binding.action in seen:
                continue
            if binding.key == self.app.COMMAND_PALETTE_BINDING:
                continue  # the palette is in the help, and Ctrl+P still opens it: its room goes to keys
            seen.add(binding.action)
            entry = Text()
            entry.append(f" {self.app.get_key_display(binding)} ", style=KEY_STYLE)
            # The panel key names the view it shows next (the screen knows which).
            label = getattr(self.screen, "next_view_label", None) if binding.action == "next_panel" else None
            entry.append(f"{label or binding.description} ")
            entries.append(entry)
        width = max(1, self.content_size.width)
        out, line = Text(), Text()
        for entry in entries:
            if line.cell_len and line.cell_len + entry.cell_len > width:
                out.append_text(line)
                out.append("\n")
                line = Text()
            line.append_text(entry)
        out.append_text(line)
        return out
