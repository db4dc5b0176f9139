"""The hint: the Expert's choice on the seat's knowledge, and a why read off the evaluation."""

from __future__ import annotations

import random

import pytest

from tests.positions import positions, twin
from viticulture_tui.ai import hint as hint_module
from viticulture_tui.ai.expert import Expert
from viticulture_tui.ai.hint import WORDS, hint, part_gains, reason
from viticulture_tui.ai.levels import make_bot
from viticulture_tui.ai.vintner import vintner_choice
from viticulture_tui.engine import (
    Action,
    GameOptions,
    GameState,
    PlayerSetup,
    Setup,
    apply,
    decider,
    legal_actions,
    new_game,
)
from viticulture_tui.engine.board import BONUS_WORDS, VP_BONUS_ACTIONS
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.clone import clone_state
from viticulture_tui.engine.knowledge import knowledge, seen_places
from viticulture_tui.engine.registry import push


@pytest.fixture
def quick_expert(monkeypatch: pytest.MonkeyPatch) -> None:
    """An Expert of one round over two candidates, so that the checks stay quick."""
    monkeypatch.setattr(hint_module, "make_bot", lambda level: Expert(rounds=1, candidates=2))


def _deciding(players: int, seed: int, count: int) -> list[GameState]:
    return [s for s in positions(players, seed, count, spread=50) if not s.game_over]


def test_the_hint_is_the_experts_choice() -> None:
    """The suggested action is the one the Expert takes with the same generator, labelled as listed."""
    state = _deciding(2, 21, 3)[-1]
    seat = decider(state)
    assert seat is not None
    choices = legal_actions(state)
    given = hint(knowledge(state, seat), choices, random.Random(5))
    expected = make_bot("expert").choose(knowledge(state, seat), choices, random.Random(5))
    assert given.action == expected
    assert given.label == next(c.label for c in choices if c.action == expected)
    assert given.line.startswith(given.label + ": ") and given.why


@pytest.mark.usefixtures("quick_expert")
@pytest.mark.parametrize(("players", "seed"), [(1, 31), (2, 32), (3, 33)])
def test_twins_get_the_same_hint(players: int, seed: int) -> None:
    """Games the seat cannot tell apart give the same hint, word for word: it reads no hidden card."""
    for state in _deciding(players, seed, 5):
        seat = decider(state)
        assert seat is not None
        other = twin(state, seat, random.Random(seed))
        mine = hint(knowledge(state, seat), legal_actions(state), random.Random(seed))
        theirs = hint(knowledge(other, seat), legal_actions(other), random.Random(seed))
        assert mine == theirs


def _names() -> dict[str, set[str]]:
    """Every vine and visitor name, with the cards that bear it."""
    cat = catalog()
    out: dict[str, set[str]] = {}
    for card in cat.vine_cards:
        out.setdefault(cat.vine_of(card).name, set()).add(card)
    for visitor in cat.visitors:
        out.setdefault(visitor.name, set()).add(visitor.id)
    return out


@pytest.mark.parametrize(("players", "seed"), [(2, 41), (3, 42), (4, 43)])
def test_the_why_names_only_cards_the_seat_sees(players: int, seed: int) -> None:
    """A card drawn in a sampled state is a guess: the why names a card only if the seat sees it."""
    names = _names()
    checked = 0
    for state in _deciding(players, seed, 12):
        seat = decider(state)
        assert seat is not None
        seen = set(seen_places(state, seat))
        known = knowledge(state, seat)
        actions = [c.action for c in legal_actions(state)]
        for action in random.Random(seed).sample(actions, min(3, len(actions))):
            why = reason(known, actions, action, random.Random(seed))
            for name, cards in names.items():
                if f"{name} " in f"{why} " or why.endswith(name):
                    assert cards & seen, f"{why!r} names {name}, which seat {seat} cannot see"
            checked += 1
    assert checked >= 20


def _with_a_stocked_order(wines: int) -> GameState:
    """Year 1 of a 2-player game where seat 0 holds an order of `wines` wines and the cellar to fill
    it: the order comes out of the deck into the hand (every card stays in one place)."""
    state = _deciding(2, 61, 1)[0]
    player = state.players[0]
    cat = catalog()
    order = next(cat.order_by_id[c] for c in state.decks["order"] if len(cat.order_by_id[c].wines) == wines)
    state.decks["order"].remove(order.id)
    player.hand.append(order.id)
    player.structures += ["medium_cellar", "large_cellar"]
    for icon in order.wines:
        player.wines[icon.type].append(icon.min)
    return state


def _fill_position() -> tuple[GameState, int, Action]:
    """Year 1 of a 2-player game where seat 0 is asked which order to fill, with the wines for one.

    The order comes out of the deck into the hand (every card stays in one place), the cellar is
    built and stocked for it, and the fill decision is put on top of the stack.
    """
    state, seat = _with_a_stocked_order(wines=2), 0
    push(state, "fill_order", seat)
    state._legal_cache = None
    fills = [c.action for c in legal_actions(state) if c.action.kind == "fill"]
    assert fills and decider(state) == seat
    return state, seat, fills[0]


def test_filling_an_order_says_which_order_and_its_vp() -> None:
    """Filling an order: the why names the order filled and the VP it scores, as the game gives them."""
    state, seat, action = _fill_position()
    before = state.players[seat]
    after = clone_state(state)
    apply(after, action)
    filled = [c for c in before.hand if c not in after.players[seat].hand]
    assert filled, "the action filled no order"
    order = catalog().order_by_id[filled[0]]
    gained = after.players[seat].vp - before.vp
    why = reason(knowledge(state, seat), [c.action for c in legal_actions(state)], action, random.Random(1))
    icons = " + ".join(f"{i.type} {i.min}" for i in order.wines)
    assert why == f"it fills your {icons} order for {gained} VP now"


def test_a_position_unchanged_gains_nothing() -> None:
    """Every part of a position compared with itself is worth nothing more."""
    state = _deciding(2, 51, 2)[-1]
    assert set(part_gains(state, state, 0, 3.0).values()) == {0.0}


def test_every_part_has_words() -> None:
    """Each part a hint can name has its line (no part falls back to a blank)."""
    assert set(WORDS) == set(hint_module.PARTS)


def test_no_choice_no_hint() -> None:
    """A hint needs a decision with choices."""
    state = _deciding(2, 52, 1)[0]
    seat = decider(state)
    assert seat is not None
    with pytest.raises(ValueError, match="no decision"):
        hint(knowledge(state, seat), [], random.Random(1))


def _token_question() -> tuple[GameState, list[Action]]:
    """A solo game played by the vintner to its first bonus-token question with both answers open."""
    for seed in range(40):
        state = new_game(
            Setup(players=[PlayerSetup(name="A")], seed=seed, options=GameOptions(solo_level="normal"))
        )
        while not state.game_over:
            top = state.top()
            assert top is not None
            choices = legal_actions(state)
            if top.kind == "bonus_token" and len(choices) == 2:
                return state, [c.action for c in choices]
            apply(state, vintner_choice(state, top.seat, choices))
    raise AssertionError("no bonus-token question with both answers in 40 solo games")


def test_a_bonus_token_question_is_told_by_the_token() -> None:
    """Keep or spend a bonus token: the why speaks of the token and its bonus, not of whatever the
    follow-ups did next (it once said a kept token was good because 'the Yoke keeps paying back')."""
    state, actions = _token_question()
    top = state.top()
    assert top is not None
    known = knowledge(state, 0)
    keep = next(a for a in actions if a.arg == "keep")
    spend = next(a for a in actions if a.arg == "spend")
    assert (
        reason(known, actions, keep, random.Random(1))
        == "a token kept can add a VP later, on a fill or a sale"
    )
    spent = reason(known, actions, spend, random.Random(1))
    bonus = BONUS_WORDS[top.params["action"]]
    assert bonus in spent or top.params["action"] in VP_BONUS_ACTIONS
    assert "token" in spent


GAINS = ("more", "raises", "gives", "brings", "scores", "fills", "puts", "makes", "gets you", "lets you")
"""Words that claim a gain: a choice that changes nothing in a part must not be told with them."""


def test_a_part_left_as_it_was_is_told_as_kept() -> None:
    """When the choice named for a part left that part as it was (it is ahead only because other
    choices lose there: a visitor that uproots the vine, a field sold), the why says it keeps it,
    never that it gains (a pass was once told 'your fields then yield more at every harvest')."""
    state = _deciding(2, 51, 2)[-1]
    seat = decider(state)
    assert seat is not None
    action = legal_actions(state)[0].action
    for part, words in WORDS.items():
        line = words(state, state, seat, action)
        assert not any(word in line for word in GAINS), f"{part}: {line}"


def test_a_gain_every_choice_shares_is_not_the_why() -> None:
    """The Auctioneer's last card to discard for 3 VP: every card scores the same 3 VP, so a card
    cheaper to lose than the others is told by the cards kept, not by 'it scores 3 VP now' (which
    every discard was told before); and an order discarded is never told as filled."""
    from viticulture_tui.engine.visitors.summer_1_c import _discard_for

    # An order the cellar is stocked to fill joins the hand: losing it costs far more than the rest.
    state, seat = _with_a_stocked_order(wines=1), 0
    _discard_for(1, vp=3).run(state, seat)
    state._legal_cache = None
    actions = [c.action for c in legal_actions(state)]
    assert decider(state) == seat and len(actions) >= 3
    whys = [reason(knowledge(state, seat), actions, a, random.Random(1)) for a in actions]
    assert any(w.startswith("the cards you keep are worth more") for w in whys), whys
    assert not any("fills" in w for w in whys), whys  # a discarded order is not a filled one
