"""Sampled states: legal, playable to the end, faithful to what the seat knows, blind to the rest."""

import random
from collections import defaultdict

import pytest

from tests.invariants import check
from tests.positions import positions, start
from viticulture_tui.ai.random_seat import RandomSeat
from viticulture_tui.engine import GameOptions, apply, decider, legal_actions
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.knowledge import knowledge
from viticulture_tui.engine.sampling import sample_state

CASES = [(1, 5), (2, 1), (3, 2), (4, 3), (6, 4)]
MAX_YEARS = 100


@pytest.mark.parametrize(("players", "seed"), CASES)
def test_a_sample_is_legal_and_keeps_the_knowledge(players: int, seed: int) -> None:
    """Every invariant holds, the seat's knowledge is unchanged, and its choices are the same."""
    rng = random.Random(seed)
    for state in positions(players, seed, 10):
        for seat in range(players):
            k = knowledge(state, seat)
            sample = sample_state(k, rng)
            check(sample)
            assert knowledge(sample, seat) == k
            assert sample.rng != state.rng
            if decider(state) == seat:
                assert legal_actions(sample) == legal_actions(state)


@pytest.mark.parametrize(("players", "seed"), CASES)
def test_a_sample_plays_on_to_the_end(players: int, seed: int) -> None:
    """Random seats finish the game from a sampled state, every invariant holding after each action."""
    rng = random.Random(seed)
    for state in positions(players, seed, 3, spread=120):
        sample = sample_state(knowledge(state, 0), rng)
        seat = RandomSeat(seed)
        while not sample.game_over and sample.year <= MAX_YEARS:
            apply(sample, seat.choose(legal_actions(sample)))
            check(sample)
        assert sample.game_over


def test_every_unseen_card_reaches_an_opponents_hand() -> None:
    """Over many samples each unseen card of a type the opponents hold lands in one of their hands."""
    types = catalog().card_type
    rng = random.Random(3)
    state = list(positions(3, 11, 3, spread=60))[-1]
    seat = 0
    k = knowledge(state, seat)
    seen: dict[str, set[str]] = defaultdict(set)
    for _ in range(600):
        sample = sample_state(k, rng)
        for p in sample.players:
            if p.seat != seat:
                for card in p.hand:
                    seen[types[card]].add(card)
    held = {
        kind for kind, n in ((kind, sum(dict(h)[kind] for h in k.hands[1:])) for kind, _ in k.unseen) if n
    }
    assert held, "the position should have opponents holding cards"
    for kind, cards in k.unseen:
        if kind in held:
            assert seen[kind] == set(cards), kind


def test_decks_and_the_automa_deck_are_reshuffled() -> None:
    """Two samples of one position order the decks differently, the Automa's too."""
    state = list(positions(1, 2, 2, spread=30))[-1]
    k = knowledge(state, 0)
    rng = random.Random(0)
    a, b = sample_state(k, rng), sample_state(k, rng)
    assert a.decks != b.decks
    assert a.automa is not None and b.automa is not None
    assert sorted(a.automa.deck) == sorted(state.automa.deck) if state.automa else False
    assert a.automa.deck != b.automa.deck


def test_the_same_rng_gives_the_same_sample() -> None:
    """Sampling is a function of the knowledge and the generator: nothing else enters."""
    state = list(positions(4, 6, 2))[-1]
    k = knowledge(state, 2)
    assert sample_state(k, random.Random(5)) == sample_state(k, random.Random(5))


def test_dealt_parents_are_sampled_for_the_others() -> None:
    """R8: another player's two dealt mamas are drawn from those nobody holds, and play goes on."""
    state = start(3, 4, GameOptions(mama_papa_choice=True))
    top = state.top()
    assert top is not None
    other = (top.seat + 1) % 3
    sample = sample_state(knowledge(state, other), random.Random(1))
    check(sample)
    dealt = [t.params["cards"] for t in sample.stack if t.kind == "choose_parent"]
    assert all(len(cards) == 2 for cards in dealt)
    flat = [c for cards in dealt for c in cards]
    assert len(flat) == len(set(flat))
    seat = RandomSeat(1)
    for _ in range(30):
        apply(sample, seat.choose(legal_actions(sample)))


@pytest.mark.fuzz
@pytest.mark.parametrize("players", [1, 2, 3, 4, 5, 6])
def test_many_samples_are_legal_and_faithful(players: int) -> None:
    """The long check: many positions of many games, every seat, every invariant, equal knowledge."""
    rng = random.Random(players)
    for seed in range(40):
        for state in positions(players, 500 + seed, 20):
            for seat in range(players):
                k = knowledge(state, seat)
                sample = sample_state(k, rng)
                check(sample)
                assert knowledge(sample, seat) == k
