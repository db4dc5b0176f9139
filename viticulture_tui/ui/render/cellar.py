"""The crush pad and the cellar as a grid of values 1-9, with sections not yet built shaded."""

from __future__ import annotations

from typing import NamedTuple

from rich.text import Text

from viticulture_tui.engine.cellar import MIN_VALUE
from viticulture_tui.engine.view import PlayerView

TOKEN_STYLES = {
    "red": "bold #ff6b6b",
    "white": "bold #f5e6a8",
    "blush": "bold #ff9ecf",
    "sparkling": "bold #ffd75f",
}
SECTIONS = ((1, 3), (4, 6), (7, 9))


def _row(label: str, kind: str, values: tuple[int, ...], built_top: int, low: int) -> Text:
    out = Text(f"{label:<10}", style="bold")
    out.append(f"{kind[:5]:<6}", style=TOKEN_STYLES[kind].replace("bold ", ""))
    for s, (a, b) in enumerate(SECTIONS):
        out.append("│" if s else " ", style="dim")
        for v in range(a, b + 1):
            if v < low:
                out.append("  ")
            elif v > built_top:
                out.append(" ░", style="dim")
            elif v in values:
                out.append(f" {v}", style=TOKEN_STYLES[kind])
            else:
                out.append(" ·", style="dim")
    return out


class CellarData(NamedTuple):
    """A player's tokens: grapes, wines, and how much of the cellar is built."""

    grapes: tuple[tuple[str, tuple[int, ...]], ...]
    wines: tuple[tuple[str, tuple[int, ...]], ...]
    cellar_top: int

    @classmethod
    def of(cls, player: PlayerView) -> CellarData:
        """The crush pad and cellar part of a player's view."""
        return cls(player.grapes, player.wines, player.cellar_top)


def crush_pad_and_cellar(data: CellarData) -> Text:
    """Two crush-pad rows (red, white) and four cellar rows (red, white, blush, sparkling)."""
    lines = []
    for i, (kind, values) in enumerate(data.grapes):
        lines.append(_row("Crush pad" if i == 0 else "", kind, values, 9, 1))
    top = data.cellar_top
    for i, (kind, values) in enumerate(data.wines):
        lines.append(_row("Cellar" if i == 0 else "", kind, values, top, MIN_VALUE[kind]))
    return Text("\n").join(lines)


def tokens_short(player: PlayerView) -> str:
    """Grapes and wines in one short line: 'grapes r3 w2 · wines r4 b5'."""
    grapes = " ".join(f"{k[0]}{v}" for k, vs in player.grapes for v in vs) or "—"
    wines = " ".join(f"{k[0]}{v}" for k, vs in player.wines for v in vs) or "—"
    return f"grapes {grapes} · wines {wines}"
