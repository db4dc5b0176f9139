"""Builders for tests: a game at a chosen moment, cards moved into hands, choices by label."""

from __future__ import annotations

from viticulture_tui.engine import (
    Action,
    GameOptions,
    GameState,
    PlayerSetup,
    Setup,
    apply,
    legal_actions,
    new_game,
)
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.flow import advance
from viticulture_tui.engine.visitors import play

NAMES = ["Anna", "Ben", "Carla", "Dario", "Elena", "Fabio"]


def game(players: int = 2, seed: int = 1, **options: bool) -> GameState:
    """A game at its first summer turn, every earlier decision taken as the first choice."""
    setup = Setup(
        players=[PlayerSetup(name=n) for n in NAMES[:players]],
        options=GameOptions(**options),
        seed=seed,
    )
    state = new_game(setup)
    while state.phase in ("setup", "spring"):
        apply(state, legal_actions(state)[0].action)
    return state


def where(state: GameState, card: str) -> list[str]:
    """Move-proof lookup: the pile or hand the card is in."""
    for key, pile in state.decks.items():
        if card in pile:
            return pile
    for key, pile in state.discards.items():
        if card in pile:
            return pile
    for p in state.players:
        if card in p.hand:
            return p.hand
    for p in state.players:
        for f in p.fields:
            if card in f.vines:
                return f.vines
    raise KeyError(card)


def give(state: GameState, seat: int, *cards: str) -> None:
    """Move cards from wherever they are into a player's hand."""
    for card in cards:
        where(state, card).remove(card)
        state.players[seat].hand.append(card)
    state._legal_cache = None


def clear_hand(state: GameState, seat: int) -> None:
    """Put a player's hand back on the discard piles."""
    types = catalog().card_type
    for card in list(state.players[seat].hand):
        state.players[seat].hand.remove(card)
        state.discards[types[card]].append(card)
    state._legal_cache = None


def plant_now(state: GameState, seat: int, card: str, field: int) -> None:
    """Put a vine card on a field directly (for setting up a scene)."""
    where(state, card).remove(card)
    state.players[seat].fields[field].vines.append(card)
    state._legal_cache = None


def play_card(state: GameState, seat: int, card: str) -> None:
    """Put the visitor in the player's hand and play it now, on top of whatever is pending."""
    if card not in state.players[seat].hand:
        give(state, seat, card)
    play(state, seat, card)
    state._legal_cache = None
    advance(state)


def labels(state: GameState) -> list[str]:
    """The labels of the legal choices now."""
    return [c.label for c in legal_actions(state)]


def choose(state: GameState, text: str) -> None:
    """Apply the one legal choice whose label contains the text."""
    matches = [c for c in legal_actions(state) if text.lower() in c.label.lower()]
    assert len(matches) == 1, f"{text!r} matches {[c.label for c in matches]} in {labels(state)}"
    apply(state, matches[0].action)


def do(state: GameState, kind: str, arg: object = None) -> None:
    """Apply an action given by kind and argument."""
    apply(state, Action(kind, arg))
