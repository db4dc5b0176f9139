"""WCAG contrast of what is on screen: every run of visible text's foreground against its background."""

from __future__ import annotations

from rich.color import Color as RichColor
from rich.segment import Segment
from textual.app import App
from textual.color import Color

from viticulture_tui.ui.ansi_colours import ansi_contrast, ansi_number
from viticulture_tui.ui.light_ink import COLOURS_16, COLOURS_256, TRUECOLOUR, in_256_colours
from viticulture_tui.ui.wcag import AA, contrast


def _not_text(char: str) -> bool:
    # Box drawing (U+2500-257F) and block elements (U+2580-259F) draw frames, not words.
    return 0x2500 <= ord(char) <= 0x259F


def _rgb(color: RichColor | None) -> tuple[int, int, int] | None:
    if color is None or color.triplet is None:
        return None
    return color.triplet.red, color.triplet.green, color.triplet.blue


def screen_pairs(
    app: App[object], colours: int = TRUECOLOUR
) -> list[tuple[str, tuple[int, int, int], tuple[int, int, int], float]]:
    """(text, foreground, background, ratio) for every run of visible text now on screen, as the
    terminal would get it: the app's own line filters (ANSI colours and dim turned into truecolour)
    are applied first; with `colours` COLOURS_256, as a 256-colour terminal shows it; with COLOURS_16,
    the ANSI colours a 16-colour terminal is sent, in the palette where they read worse."""
    screen = app.screen
    screen._refresh_layout()
    update = screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    # Only the top screen's own widgets: what shows through round a dialog is dimmed on purpose.
    regions = [child.region for child in screen.children if child.display]
    assert update is not None
    base = app.current_theme.to_color_system().generate()["background"]
    background = Color.parse(base)
    out = []
    for y, line in enumerate(update.strips):  # type: ignore[attr-defined]
        segments: list[Segment] = [segment for strip in line for segment in strip]
        for line_filter in app._filters:
            if line_filter.enabled:
                segments = line_filter.apply(segments, background)
        x = 0
        for segment in segments:
            text, style = segment.text, segment.style
            start, x = x, x + segment.cell_length
            if not any(r.contains(start, y) for r in regions):
                continue
            if style is None or not text.strip() or all(_not_text(c) for c in text.strip()):
                continue  # blank, or frame lines and blocks (borders, scroll bars, box edges)
            fg, bg = _rgb(style.color), _rgb(style.bgcolor)
            if fg is None or bg is None:
                continue
            if style.reverse:
                fg, bg = bg, fg
            if colours == COLOURS_16:
                out.append((text, fg, bg, ansi_contrast(ansi_number(fg), ansi_number(bg))))
                continue
            if colours == COLOURS_256:
                fg, bg = in_256_colours(fg), in_256_colours(bg)
            out.append((text, fg, bg, contrast(fg, bg)))
    return out


def failures(app: App[object], at_least: float = AA, colours: int = TRUECOLOUR) -> list[str]:
    """Every (foreground, background) pair under `at_least`, once, with a sample of its text (with
    `colours` COLOURS_256 or COLOURS_16, in the colours such a terminal shows)."""
    seen: dict[tuple[tuple[int, int, int], tuple[int, int, int]], str] = {}
    for text, fg, bg, ratio in screen_pairs(app, colours):
        if ratio < at_least and (fg, bg) not in seen:
            seen[(fg, bg)] = f"{ratio:.2f}  #{bytes(fg).hex()} on #{bytes(bg).hex()}  {text.strip()[:30]!r}"
    return sorted(seen.values())
