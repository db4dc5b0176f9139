"""The pure rules engine of Viticulture: Essential Edition (no UI, no I/O).

Drive a game with `new_game`, `decider`, `legal_actions` and `apply`; see docs/engine.md.
"""

from viticulture_tui.engine import (
    building,
    flow,
    market,
    orders,
    setup,
    tokens,
    turns,
    vineyard,
    winemaking,
)
from viticulture_tui.engine.actions import Action, Choice
from viticulture_tui.engine.board import SpaceView
from viticulture_tui.engine.errors import IllegalAction
from viticulture_tui.engine.game import (
    apply,
    decider,
    from_json,
    legal_actions,
    new_game,
    pending,
    prompt,
    replay,
    spaces,
    to_json,
)
from viticulture_tui.engine.state import GameOptions, GameState, PlayerSetup, Setup

__all__ = [
    "Action",
    "Choice",
    "GameOptions",
    "GameState",
    "IllegalAction",
    "PlayerSetup",
    "Setup",
    "SpaceView",
    "apply",
    "building",
    "decider",
    "flow",
    "from_json",
    "legal_actions",
    "market",
    "new_game",
    "orders",
    "pending",
    "prompt",
    "replay",
    "setup",
    "spaces",
    "to_json",
    "tokens",
    "turns",
    "vineyard",
    "winemaking",
]
