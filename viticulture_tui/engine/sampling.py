"""Full game states consistent with what one seat knows: the hidden parts drawn at random."""

from __future__ import annotations

import random

from viticulture_tui.engine import rng as game_rng
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.clone import clone_state
from viticulture_tui.engine.flow import advance
from viticulture_tui.engine.knowledge import PARENT_TASK, Knowledge
from viticulture_tui.engine.registry import DECISIONS
from viticulture_tui.engine.state import GameState, Task, construct

DEAL_TRIES = 200
"""Deals tried before giving up on one that lets the deciding opponent answer."""


def sample_state(knowledge: Knowledge, rng: random.Random) -> GameState:
    """A whole game the seat cannot tell from the true one.

    Each opponent's hand is drawn from the unseen cards of each type, as many as it holds; the
    rest of those cards make the deck, shuffled; the Automa's deck is shuffled from its unseen
    cards; mamas and papas dealt to others (R8) are drawn from those not taken; and the game's
    own generator is reseeded from `rng`, so no draw or shuffle of the true game's future leaks.
    """
    state = clone_state(knowledge.public)
    base = [list(p.hand) for p in state.players]
    answered = False
    for _ in range(DEAL_TRIES):
        for player, hand in zip(state.players, base, strict=True):
            player.hand = list(hand)
        _deal_hands(state, knowledge, rng)
        answered = _answerable(state, knowledge)
        if answered:
            break
    if state.automa is not None:
        deck = list(knowledge.automa_deck)
        rng.shuffle(deck)
        state.automa.deck = deck
    _deal_parents(state, knowledge.seat, rng)
    state.rng = game_rng.seed_state(rng.getrandbits(64))
    if not answered:
        # No deal tried lets the deciding opponent answer: drop the question, as the engine
        # itself does with a decision that has no choice.
        advance(state)
    return state


def _deal_hands(state: GameState, knowledge: Knowledge, rng: random.Random) -> None:
    """Opponents' hands from the unseen cards of each type, by count; the rest make the decks."""
    seat = knowledge.seat
    counts = [dict(h) for h in knowledge.hands]
    sizes = dict(knowledge.decks)
    for kind, cards in knowledge.unseen:
        pool = list(cards)
        rng.shuffle(pool)
        for player in state.players:
            if player.seat == seat:
                continue
            take = counts[player.seat][kind]
            player.hand.extend(pool[:take])
            del pool[:take]
        if len(pool) != sizes[kind]:
            left = f"{len(pool)} unseen {kind} cards left for a deck of {sizes[kind]}"
            raise ValueError(f"the knowledge does not add up: {left}")
        state.decks[kind] = pool


def _answerable(state: GameState, knowledge: Knowledge) -> bool:
    """Whether the deal agrees with the pending question: the seat's own choices are the ones it
    was offered (a visitor playable only if an opponent can plant), and an opponent being asked
    has a choice (one asked to plant holds a vine it can plant).

    What is asked, and of whom, is public, so keeping only such deals is honest.
    """
    task = state.top()
    if state.game_over or task is None or task.kind not in DECISIONS:
        return True
    handler = DECISIONS[task.kind]
    if task.seat == knowledge.seat and knowledge.choices:
        return tuple(c.action for c in handler.choices(state, task)) == knowledge.choices
    return handler.always_open or bool(handler.choices(state, task))


def _deal_parents(state: GameState, seat: int, rng: random.Random) -> None:
    """R8: give every other player still choosing two mamas (or papas) nobody else holds."""
    cat = catalog()
    taken: set[str] = set()
    for player in state.players:
        taken.update(c for c in (player.mama, player.papa) if c is not None)
    for task in state.stack:
        if task.kind == PARENT_TASK and task.seat == seat:
            taken.update(task.params["cards"])
    for i, task in enumerate(state.stack):
        if task.kind != PARENT_TASK or task.seat == seat:
            continue
        ids = [m.id for m in cat.mamas] if task.params["parent"] == "mama" else [p.id for p in cat.papas]
        free = [c for c in ids if c not in taken]
        dealt = rng.sample(free, 2)
        taken.update(dealt)
        state.stack[i] = construct(
            Task, kind=task.kind, seat=task.seat, params={**task.params, "cards": dealt}
        )
