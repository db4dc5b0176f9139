"""A seat's knowledge: built from the state, blind to everything hidden from the seat."""

import random
from collections import Counter

import pytest

from tests.positions import positions, start, twin
from viticulture_tui.engine import GameOptions, apply, legal_actions
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.knowledge import knowledge

CASES = [(1, 5), (2, 1), (3, 2), (4, 3), (6, 4)]


@pytest.mark.parametrize(("players", "seed"), CASES)
def test_twins_that_differ_in_hidden_cards_give_equal_knowledge(players: int, seed: int) -> None:
    """Permuting hidden cards, the generator, the seed, others' private lines: the seat knows the same."""
    rng = random.Random(seed)
    for state in positions(players, seed, 12):
        for seat in range(players):
            other = twin(state, seat, rng)
            assert other != state or players == 1
            assert knowledge(other, seat) == knowledge(state, seat)


@pytest.mark.parametrize(("players", "seed"), CASES)
def test_knowledge_holds_no_hidden_card(players: int, seed: int) -> None:
    """Opponents' hands, decks, the Automa's deck, the generator, the seed and the history are gone."""
    for state in positions(players, seed, 8):
        for seat in range(players):
            k = knowledge(state, seat)
            public = k.public
            assert public.rng == 0 and public.setup.seed == 0
            assert public.history == [] and public.history_marks == []
            assert all(not deck for deck in public.decks.values())
            assert public.automa is None or public.automa.deck == []
            for p in public.players:
                assert p.hand == (state.players[seat].hand if p.seat == seat else [])
            assert all(e.seen_by is None or seat in e.seen_by for e in public.log)
            assert public.__pydantic_private__ == {"_legal_cache": None}


@pytest.mark.parametrize(("players", "seed"), CASES)
def test_unseen_cards_are_the_decks_and_the_opponents_hands(players: int, seed: int) -> None:
    """The complement of what the seat sees is exactly what lies in the decks and the other hands."""
    types = catalog().card_type
    for state in positions(players, seed, 8):
        for seat in range(players):
            k = knowledge(state, seat)
            for kind, cards in k.unseen:
                hidden = list(state.decks[kind])
                for p in state.players:
                    if p.seat != seat:
                        hidden += [c for c in p.hand if types[c] == kind]
                assert Counter(cards) == Counter(hidden)
                assert list(cards) == sorted(cards)
            if state.automa is not None:
                assert k.automa_deck == tuple(sorted(state.automa.deck))


def test_what_the_seat_sees_changes_its_knowledge() -> None:
    """Knowledge is not blind to everything: the seat's own hand and the public state count."""
    state = next(positions(2, 9, 1, spread=30))
    base = knowledge(state, 0)
    mine = twin(state, 1, random.Random(1))  # hidden from seat 1: seat 0's hand among them
    if mine.players[0].hand != state.players[0].hand:
        assert knowledge(mine, 0) != base
    richer = twin(state, 0, random.Random(2))
    richer.players[1].lira += 1
    assert knowledge(richer, 0) != base


def test_dealt_parents_are_hidden_from_the_others() -> None:
    """R8: the mamas dealt to another player are not part of a seat's knowledge; its own are."""
    state = start(3, 4, GameOptions(mama_papa_choice=True))
    top = state.top()
    assert top is not None and top.kind == "choose_parent"
    mine = knowledge(state, top.seat).public.stack
    theirs = knowledge(state, (top.seat + 1) % 3).public.stack
    assert next(t.params["cards"] for t in mine if t.seat == top.seat and t.kind == "choose_parent")
    assert all(t.params["cards"] == [] for t in theirs if t.kind == "choose_parent" and t.seat == top.seat)
    apply(state, legal_actions(state)[0].action)


def test_a_bad_seat_is_refused() -> None:
    """Asking for a seat that is not in the game is a clear error."""
    with pytest.raises(ValueError, match="not a seat"):
        knowledge(start(2, 1), 2)
