"""Panels in the theme's colours: their kept lines are dropped when the theme (or their style) changes."""

from __future__ import annotations

from viticulture_tui.ui.widgets.text_lines import TextLines


class ThemedLines(TextLines):
    """A `TextLines` whose text takes colours from the theme on screen (player shades, tile colours).

    Its lines are kept until the data changes; a new theme changes no data, so without this the
    panel would go on showing the old theme's colours until the next action.
    """

    def notify_style_update(self) -> None:
        """Textual restyles the widget (a new theme among other things): draw the lines again."""
        super().notify_style_update()
        self._strips = None
