"""Text from a player or a file made safe to show and to store: no control characters, no lone
surrogates, no bidirectional overrides."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable

_KEPT_FORMAT = {"\u200c", "\u200d"}
"""Zero-width non-joiner and joiner: format characters that some scripts and emoji need."""


def printable(text: str) -> str:
    """`text` with every character a terminal would act on or cannot encode taken out.

    Control characters (C0, C1, escape sequences' ESC), lone surrogates, private-use
    characters and format characters (bidi overrides, zero-width spaces) are removed; tabs and
    line breaks become spaces. Letters of every script, right-to-left ones included, stay.
    """
    out: list[str] = []
    for char in text:
        if char in "\t\n\r":
            out.append(" ")
            continue
        category = unicodedata.category(char)
        if category in ("Cc", "Cs", "Co", "Cn") or (category == "Cf" and char not in _KEPT_FORMAT):
            continue
        out.append(char)
    return "".join(out)


def is_printable(text: str) -> bool:
    """Whether `text` is already free of everything `printable` removes."""
    return printable(text) == text


def shorten(text: str, width: int) -> str:
    """`text` cut to `width` characters with an ellipsis when it is longer."""
    if width <= 0:
        return ""
    return text if len(text) <= width else text[: width - 1] + "…"


def cut(text: str, room: int, measure: Callable[[str], int] = len) -> str:
    """The longest start of `text` whose size by `measure` is at most `room`, cut between characters."""
    if measure(text) <= room:
        return text
    used = 0
    for index, char in enumerate(text):
        used += measure(char)
        if used > room:
            return text[:index]
    return text
