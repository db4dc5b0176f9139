"""Who wins: VP, then lira, then cellar value, then crush-pad value; a full tie is shared (§15, R2)."""

from __future__ import annotations

from viticulture_tui.engine.cellar import grape_total, wine_total
from viticulture_tui.engine.state import GameState, Player


def rank_key(player: Player) -> tuple[int, int, int, int]:
    """The tuple compared to rank players: higher is better."""
    return (player.vp, player.lira, wine_total(player), grape_total(player))


def ranking(state: GameState) -> list[int]:
    """Seats from first place to last (ties keep seat order)."""
    return sorted(range(state.n), key=lambda s: rank_key(state.players[s]), reverse=True)


def decide_winners(state: GameState) -> list[int]:
    """The seats sharing the best rank key."""
    best = max(rank_key(p) for p in state.players)
    return [p.seat for p in state.players if rank_key(p) == best]
