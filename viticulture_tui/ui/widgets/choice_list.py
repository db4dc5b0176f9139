"""Textual's OptionList, safe to page through before it has been laid out."""

from __future__ import annotations

from typing import Literal

from textual.widgets import OptionList


class ChoiceList(OptionList):
    """An OptionList whose Page Up / Page Down do nothing until its lines exist.

    Textual 8.2's OptionList looks its lines up by index when paging; right after its options
    change and before the next layout there are none, and the lookup raises KeyError.
    """

    def _move_page(self, direction: Literal[-1, 1]) -> None:
        if not self._lines or self.highlighted not in self._index_to_line:
            return
        super()._move_page(direction)
