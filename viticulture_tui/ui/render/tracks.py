"""Scoring tracks drawn as a row of points with the players' markers standing on them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rich.text import Text

DOT = "·"
"""A point of a track with no number printed on it."""


def track_lines(
    points: Sequence[int],
    labels: Mapping[int, Text],
    markers: Mapping[int, Sequence[Text]],
    width: int,
) -> tuple[Text, Text]:
    """Two lines that line up: every point's markers, and under them the track itself.

    A point is as wide as its number or as its markers side by side, whichever is wider, so
    that several markers on one point all show. Points are one cell apart when that fits in
    `width`, touching otherwise (two numbers side by side always keep a space between them).
    """
    columns = []
    for point in points:
        label = labels.get(point) or Text(DOT)
        marks = markers.get(point, ())
        columns.append((label, marks, max(label.cell_len, sum(m.cell_len for m in marks))))
    gap = 1 if sum(c[2] + 1 for c in columns) - 1 <= width else 0
    top, bottom = Text(), Text()
    numbered = [point in labels for point in points]
    for i, (label, marks, size) in enumerate(columns):
        # Touching points still keep two numbers apart ('25 31', not '2531').
        if i and (gap or (numbered[i] and numbered[i - 1])):
            top.append(" ")
            bottom.append(" ")
        for mark in marks:
            top.append_text(mark)
        top.append(" " * (size - sum(m.cell_len for m in marks)))
        bottom.append_text(label)
        bottom.append(" " * (size - label.cell_len))
    return top, bottom


def inline_track(points: Sequence[int], markers: Mapping[int, Sequence[Text]]) -> Text:
    """One line: every point's number followed by the markers standing on it ('0 1●■ 2 3')."""
    out = Text()
    for i, point in enumerate(points):
        if i:
            out.append(" ")
        out.append(str(point), style="bold")
        for mark in markers.get(point, ()):
            out.append_text(mark)
    return out
