"""Random positions of random games, and twins of them that differ only in what one seat cannot see."""

from __future__ import annotations

import random
from collections.abc import Iterator

from viticulture_tui.ai.random_seat import RandomSeat
from viticulture_tui.engine import (
    GameOptions,
    GameState,
    PlayerSetup,
    Setup,
    apply,
    decider,
    legal_actions,
    new_game,
)
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.clone import clone_state, set_private
from viticulture_tui.engine.state import construct

NAMES = ["Anna", "Ben", "Carla", "Dario", "Elena", "Fabio"]


def start(players: int, seed: int, options: GameOptions | None = None) -> GameState:
    """A new game with the usual names."""
    setup = Setup(
        players=[PlayerSetup(name=n) for n in NAMES[:players]], seed=seed, options=options or GameOptions()
    )
    return new_game(setup)


def positions(
    players: int, seed: int, count: int, options: GameOptions | None = None, spread: int = 40
) -> Iterator[GameState]:
    """`count` positions along one random game, about `spread` actions apart (copies, not the game)."""
    state = start(players, seed, options)
    seat = RandomSeat(seed)
    pick = random.Random(seed)
    for _ in range(count):
        for _ in range(pick.randrange(1, spread)):
            if state.game_over:
                return
            apply(state, seat.choose(legal_actions(state)))
        yield clone_state(state)


TWIN_TRIES = 100


def twin(state: GameState, seat: int, rng: random.Random) -> GameState:
    """The same game with everything hidden from `seat` changed: hidden cards permuted between
    the decks and the opponents' hands, the Automa's deck reordered, another generator and seed,
    other words in the log lines the seat cannot read, and no history.

    When the seat decides, its legal choices are part of what it knows (Volunteer Crew is
    offered only if some player can plant), so only permutations that keep them count.
    """
    for _ in range(TWIN_TRIES):
        out = _permuted(state, seat, rng)
        if decider(state) != seat or legal_actions(out) == legal_actions(state):
            return out
    raise AssertionError("no permutation of the hidden cards keeps the seat's choices")


def _permuted(state: GameState, seat: int, rng: random.Random) -> GameState:
    out = clone_state(state)
    types = catalog().card_type
    for kind in out.decks:
        holders = [p for p in out.players if p.seat != seat]
        pool = list(out.decks[kind]) + [c for p in holders for c in p.hand if types[c] == kind]
        rng.shuffle(pool)
        for p in holders:
            mine = [c for c in p.hand if types[c] == kind]
            others = [c for c in p.hand if types[c] != kind]
            p.hand = others + pool[: len(mine)]
            del pool[: len(mine)]
        out.decks[kind] = pool
    if out.automa is not None:
        rng.shuffle(out.automa.deck)
    out.rng = rng.getrandbits(64)
    out.setup = out.setup.model_copy(update={"seed": rng.getrandbits(30)})
    out.log = [
        e if e.seen_by is None or seat in e.seen_by else construct(type(e), **{**e.__dict__, "text": "??"})
        for e in out.log
    ]
    out.history = []
    out.history_marks = []
    set_private(out, {"_legal_cache": None})
    return out
