"""Visitor cards: the registry of effects, playing a visitor, and the shapes cards share (§13).

Each card's effect is a small class in a module of this package, registered with
`@visitor`; every module here is imported on first use, so a new card needs no other edit.
"""

from __future__ import annotations

import importlib
import pkgutil

from viticulture_tui.engine import ops
from viticulture_tui.engine.actions import Action, Choice
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.registry import Decision, choice, decision, push, step
from viticulture_tui.engine.state import GameState, Task
from viticulture_tui.engine.visitors.base import VISITORS, VisitorCard

__all__ = ["VISITORS", "VisitorCard", "implemented", "playable_visitors", "visitor_reason"]

_loaded = False


def _load() -> None:
    global _loaded
    if not _loaded:
        _loaded = True
        for module in pkgutil.iter_modules(__path__):
            if module.name != "base":
                importlib.import_module(f"{__name__}.{module.name}")


def implemented() -> list[str]:
    """Ids of the visitors whose effect is implemented, in deck order."""
    _load()
    return [v.id for v in catalog().visitors if v.id in VISITORS]


def visitor_reason(state: GameState, seat: int, card: str) -> str:
    """Why the visitor cannot be played now ('' if it can): its minimum must be possible."""
    if not _loaded:  # _load's own test, without its call: this is asked for every visitor in hand
        _load()
    # The card being played is not part of the hand while it resolves (visitors.md §4).
    # It goes back to the same place: asking what is legal must not change the state.
    hand = state.players[seat].hand
    index = hand.index(card)
    del hand[index]
    try:
        return VISITORS[card].reason(state, seat)
    finally:
        hand.insert(index, card)


def playable_visitors(state: GameState, seat: int, deck: str) -> list[str]:
    """The visitors of a deck in the player's hand that can be played now."""
    seen: list[str] = []
    for card in ops.hand_of(state.players[seat], deck):
        if card not in seen and not visitor_reason(state, seat, card):
            seen.append(card)
    return seen


@decision
class PlayVisitor(Decision):
    """Choose a visitor from hand and play it; `optional` for the bonus second visitor (R7)."""

    kind = "play_visitor"
    rule = "§13"
    title = "Play a visitor"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        cat = catalog()
        out = [
            choice("visit", card, f"Play {cat.visitor_by_id[card].name}", "§13")
            for card in playable_visitors(state, task.seat, task.params["deck"])
        ]
        if task.params.get("optional") and out:
            out.append(choice("stop", None, "Play no second visitor", "§4.2", skips_bonus=True))
        return out

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        if action.kind == "visit":
            play(state, task.seat, action.arg)


def play(state: GameState, seat: int, card: str) -> None:
    """Take a visitor from the hand and resolve it; it is discarded once fully resolved."""
    _load()
    player = state.players[seat]
    player.hand.remove(card)
    state.in_play.append(card)
    ops.log(state, f"{player.name} plays {catalog().visitor_by_id[card].name}.")
    push(state, "visitor_done", seat, card=card)
    VISITORS[card].play(state, seat)


@step("visitor_done")
def _visitor_done(state: GameState, task: Task) -> None:
    card = task.params["card"]
    state.in_play.remove(card)
    state.discards[ops.card_type(card)].append(card)
