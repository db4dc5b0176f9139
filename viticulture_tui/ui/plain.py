"""Text from a player or a file as Textual content that is never read as markup."""

from __future__ import annotations

from textual.content import Content

from viticulture_tui.safe_text import printable


def plain(text: str) -> Content:
    """`text` without control characters, as content whose square brackets are only brackets."""
    return Content(printable(text))
