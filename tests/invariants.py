"""Checks that must hold after every action of every game (the fuzz runs them)."""

from __future__ import annotations

from collections import Counter

from viticulture_tui.engine import GameState, legal_actions
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.solo import SOLO_REMOVED
from viticulture_tui.engine.visitors import implemented


def check(state: GameState) -> None:
    """Raise AssertionError naming the first broken invariant."""
    cat = catalog()
    for p in state.players:
        assert p.lira >= 0, f"{p.name} has negative lira"
        assert p.vp >= -5, f"{p.name} is below -5 VP"
        assert 0 <= p.residual <= 5, f"{p.name} residual {p.residual}"
        for colour, row in p.grapes.items():
            assert len(row) == len(set(row)) and all(1 <= v <= 9 for v in row), (colour, row)
        low = {"red": 1, "white": 1, "blush": 4, "sparkling": 7}
        for kind, row in p.wines.items():
            assert len(row) == len(set(row)), (kind, row)
            assert all(low[kind] <= v <= 9 for v in row), (kind, row)
        assert p.workers + 1 <= 6, f"{p.name} owns too many workers"
        placed = sum(1 for pl in state.placements if pl.seat == p.seat and not pl.grande)
        grande_out = sum(1 for pl in state.placements if pl.seat == p.seat and pl.grande)
        assert grande_out + p.grande_free == 1, f"{p.name}'s grande is lost"
        expected = p.workers - p.trained + (1 if p.temp_worker else 0)
        assert placed + p.free_workers == expected, (
            f"{p.name}: {placed} placed + {p.free_workers} free != {expected}"
        )
    places: Counter[str] = Counter()
    for pile in (*state.decks.values(), *state.discards.values()):
        places.update(pile)
    for p in state.players:
        places.update(p.hand)
        for f in p.fields:
            places.update(f.vines)
    places.update(state.in_play)
    visitors = [v for v in implemented() if not (state.solo and v in SOLO_REMOVED)]
    everything = Counter([*cat.vine_cards, *(o.id for o in cat.orders), *visitors])
    assert places == everything, f"cards misplaced: {(places - everything) or (everything - places)}"
    if not state.game_over:
        assert legal_actions(state), "the decider has no legal action"
