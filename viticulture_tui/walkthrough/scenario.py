"""The start of a walkthrough game: the engine's setup with the declared scenario applied once."""

from __future__ import annotations

from viticulture_tui.engine import GameState, apply
from viticulture_tui.engine.actions import Action
from viticulture_tui.engine.flow import advance
from viticulture_tui.engine.setup import create
from viticulture_tui.walkthrough.model import Scenario, WalkthroughData


def start(data: WalkthroughData) -> GameState:
    """A new game from the walkthrough's setup and scenario, run to its first decision."""
    state = create(data.setup)
    if state.first_player != data.first_player:
        raise ValueError(
            f"seed {data.setup.seed} makes seat {state.first_player} the first player, "
            f"the walkthrough needs seat {data.first_player}"
        )
    apply_scenario(state, data.scenario)
    advance(state)
    return state


def rebuild(data: WalkthroughData, history: list[list[object]]) -> GameState:
    """The walkthrough game after the given actions: like the engine's replay, with the scenario."""
    state = start(data)
    for item in history:
        apply(state, Action.from_json(item))
    return state


def _take(state: GameState, card: str) -> None:
    """Remove a card from the deck or discard pile that holds it."""
    for pile in (*state.decks.values(), *state.discards.values()):
        if card in pile:
            pile.remove(card)
            return
    raise ValueError(f"scenario card {card!r} is in no deck or discard pile")


def apply_scenario(state: GameState, scenario: Scenario) -> None:
    """Deal the scenario's parents, stack its deck tops and give each seat its head start."""
    for parents in scenario.parents:
        player = state.players[parents.seat]
        player.mama, player.papa = parents.mama, parents.papa
    for deck, cards in scenario.deck_tops.items():
        for card in reversed(cards):
            _take(state, card)
            state.decks[deck].append(card)
    for seat in scenario.seats:
        player = state.players[seat.seat]
        for structure in seat.structures:
            if structure not in player.structures:
                player.structures.append(structure)
        for index, vines in seat.vines.items():
            for card in vines:
                _take(state, card)
                player.fields[index].vines.append(card)
        for colour, values in seat.grapes.items():
            player.grapes[colour] = sorted(values)
        for card in seat.hand:
            _take(state, card)
            player.hand.append(card)
    state._legal_cache = None
