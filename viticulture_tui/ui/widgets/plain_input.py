"""A text field for names: only what shows is kept, and a paste too long is cut to fit, not refused."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.message import Message
from textual.widgets import Input

from viticulture_tui.safe_text import cut, printable


class PlainInput(Input):
    """An Input that drops control characters and escape sequences' ESC as they are typed or pasted,
    and holds at most `limit` as counted by `measure` (characters, or bytes for a file name)."""

    class Cut(Message):
        """What was typed or pasted did not all fit: only its start was kept."""

        def __init__(self, field: PlainInput) -> None:
            super().__init__()
            self.field = field

        @property
        def control(self) -> PlainInput:
            """The field that cut (lets `@on(PlainInput.Cut, "#id")` pick a field)."""
            return self.field

    def __init__(
        self, value: str = "", *, limit: int, measure: Callable[[str], int] = len, **kwargs: Any
    ) -> None:
        self.limit = limit
        self.measure = measure
        super().__init__(cut(printable(value), limit, measure), **kwargs)

    def replace(self, text: str, start: int, end: int) -> None:
        """Replace as Input does with what shows of `text`, cut where the limit falls (a bell and
        nothing typed when none of it fits)."""
        text = printable(text)
        value = self.value
        start, end = sorted((max(0, start), min(len(value), end)))
        room = self.limit - self.measure(value[:start] + value[end:])
        kept = cut(text, max(0, room), self.measure)
        if text and not kept:
            self.restricted()
            return
        if kept != text:
            self.post_message(self.Cut(self))
        super().replace(kept, start, end)

    def fitted(self) -> str:
        """The value as it may be used: only what shows, within the limit, without outer spaces
        (a value set from code has not gone through `replace`)."""
        return cut(printable(self.value), self.limit, self.measure).strip()
