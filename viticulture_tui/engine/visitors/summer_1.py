"""Summer visitors 1-19: their effects."""

from __future__ import annotations

from viticulture_tui.engine import ops
from viticulture_tui.engine.state import GameState
from viticulture_tui.engine.visitors.base import ChooseCard, Option, visitor


def _empty_fields(state: GameState, seat: int) -> int:
    return sum(1 for f in state.players[seat].fields if not f.sold and not f.vines)


def _planted_fields(state: GameState, seat: int) -> int:
    return sum(1 for f in state.players[seat].fields if not f.sold and f.vines)


@visitor
class Surveyor(ChooseCard):
    """Summer 1: 2 lira per owned empty field, or 1 VP per owned planted field."""

    id = "surveyor"

    def options(self) -> list[Option]:
        """Lira for empty fields, or VP for planted ones."""
        return [
            Option(
                "lira",
                "Gain 2 lira per empty field you own",
                lambda s, p: "" if _empty_fields(s, p) else "you own no empty field",
                lambda s, p: ops.gain_lira(s, p, 2 * _empty_fields(s, p)),
            ),
            Option(
                "vp",
                "Gain 1 VP per planted field you own",
                lambda s, p: "" if _planted_fields(s, p) else "you own no planted field",
                lambda s, p: ops.gain_vp(s, p, _planted_fields(s, p), "visitors"),
            ),
        ]
