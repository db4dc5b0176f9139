"""Training workers (§4.8) and the six-worker limit."""

from __future__ import annotations

from viticulture_tui.engine import ops
from viticulture_tui.engine.state import GameState, Player

TRAIN_COST = 4


def workers_owned(player: Player) -> int:
    """All of a player's own workers, the grande included (the temporary one is not)."""
    return player.workers + 1


def can_train(player: Player, cost: int = TRAIN_COST) -> bool:
    """A worker can be trained while the player owns fewer than six and can pay."""
    return workers_owned(player) < ops.MAX_WORKERS and player.lira >= cost


def train(state: GameState, seat: int, cost: int = TRAIN_COST, now: bool = False) -> None:
    """Pay and take a new worker: usable next year, or at once when a card says so."""
    player = state.players[seat]
    ops.pay(state, seat, cost)
    player.workers += 1
    if now:
        player.free_workers += 1
    else:
        player.trained += 1
    when = "this year" if now else "from next year"
    ops.log(state, f"{player.name} trains a worker for {cost} lira (usable {when}).")
