"""The engine's fast yes-or-no paths give the same answers as the worded ones they stand in for."""

import random

import pytest

from tests.positions import positions
from viticulture_tui.engine import ops, to_json, visitors
from viticulture_tui.engine.board import (
    VISITOR_ACTIONS,
    first_visitor_after,
    visitor_cards,
    visitor_opens_after,
    visitor_reason_after,
)
from viticulture_tui.engine.building import buildable, can_build
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.market import buyable_fields, can_sell, sellable_fields
from viticulture_tui.engine.state import (
    Event,
    Field_,
    Placement,
    Player,
    Task,
    new_event,
    new_placement,
    new_task,
)
from viticulture_tui.engine.vineyard import can_plant, plantings
from viticulture_tui.engine.visitors.base import VISITORS, ChooseCard

SPACES = (
    ("plain", "worker"),
    ("plain", "grande"),
    ("bonus", "worker"),
    ("bonus", "grande"),
    ("full", "grande"),
)


@pytest.mark.parametrize(("players", "seed"), [(1, 21), (2, 22), (4, 23), (6, 24)])
def test_a_visitor_space_opens_exactly_when_no_reason_is_given(players: int, seed: int) -> None:
    """For every seat, play-visitor action, space and worker: open iff no reason, state untouched."""
    answers: set[bool] = set()
    for state in positions(players, seed, 12, spread=30):
        before = to_json(state)
        for seat in range(players):
            for action in VISITOR_ACTIONS:
                for space, worker in SPACES:
                    reason = visitor_reason_after(state, seat, action, space, worker)
                    opens = visitor_opens_after(state, seat, action, space, worker)
                    assert opens == (not reason), reason
                    cards = visitor_cards(state.players[seat], action)
                    assert visitor_opens_after(state, seat, action, space, worker, cards) == opens
                    # Whichever card is tried first, the answer is the same (turns._opens reorders).
                    first = first_visitor_after(state, seat, action, space, worker, cards[::-1])
                    assert (first is not None) == opens
                    answers.add(opens)
        assert to_json(state) == before
    assert answers == {True, False}  # both answers were met, so the test compares something


@pytest.mark.parametrize(("players", "seed"), [(2, 31), (4, 32)])
def test_can_build_and_holds_agree_with_the_lists_they_stand_in_for(players: int, seed: int) -> None:
    """can_build is buildable() non-empty, for every extra lira a placement can bring; holds is
    hand_of() non-empty, for every deck."""
    answers: set[bool] = set()
    for state in positions(players, seed, 15, spread=30):
        for player in state.players:
            for extra in (0, 1, 2):
                built = can_build(player, extra)
                assert built == bool(buildable(player, extra_lira=extra))
                answers.add(built)
            # The building visitors' prices: discounts, a fixed price, a list of structures.
            for discount, fixed, only in (
                (2, None, None),
                (3, None, None),
                (0, 0, ["yoke", "trellis"]),
                (0, 0, None),
                (0, None, ["large_cellar", "cottage"]),
            ):
                assert can_build(player, 0, discount, fixed, only) == bool(
                    buildable(player, discount, fixed, only)
                )
            lists = player.grapes["red"] or player.grapes["white"] or sellable_fields(player)
            assert can_sell(player) == bool(lists or buyable_fields(player))
            for deck in ("vine", "order", "summer", "winter"):
                assert ops.holds(player, deck) == bool(ops.hand_of(player, deck))
    assert answers == {True, False}


def test_can_plant_is_plantings_not_empty() -> None:
    """can_plant is plantings() non-empty for every pair of flags: over random hands, fields
    (some sold, some holding more than their value) and structures."""
    cat = catalog()
    vines = list(cat.vine_cards)
    others = [o.id for o in cat.orders[:5]]
    pick = random.Random(41)
    answers: set[bool] = set()
    for _ in range(600):
        fields = []
        for value in (5, 6, 7):
            planted = pick.sample(vines, pick.choice((0, 0, 1, 2, 3)))
            fields.append(Field_(value=value, sold=pick.random() < 0.3, vines=planted))
        hand = pick.sample(vines, pick.choice((0, 1, 2, 3))) + pick.sample(others, pick.choice((0, 1)))
        structures = [s for s in ("trellis", "irrigation", "yoke") if pick.random() < 0.4]
        player = Player(seat=0, name="Anna", fields=fields, hand=hand, structures=structures)
        for ignore_structures in (False, True):
            for ignore_capacity in (False, True):
                planted_now = bool(plantings(player, ignore_structures, ignore_capacity))
                assert can_plant(player, ignore_structures, ignore_capacity) == planted_now, player
                answers.add(planted_now)
    assert answers == {True, False}


def test_new_event_and_new_task_are_the_models_pydantic_would_build() -> None:
    """The engine's quick builders give what validation gives (fields, JSON, fields given), and
    a copy that changes a field leaves the shared set of given fields alone."""
    event = new_event("Anna passes.", [1], 3, "summer")
    valid = Event(text="Anna passes.", seen_by=[1], year=3, season="summer")
    assert event == valid and event.model_dump_json() == valid.model_dump_json()
    assert event.model_fields_set == valid.model_fields_set
    task = new_task("turn", 2, {"deck": "vine"})
    valid_task = Task(kind="turn", seat=2, params={"deck": "vine"})
    assert task == valid_task and task.model_dump_json() == valid_task.model_dump_json()
    assert task.model_fields_set == valid_task.model_fields_set
    event.model_copy(update={"year": 4})
    task.model_copy(update={"seat": 0})
    assert new_event("x", None, 1, "spring").model_fields_set == {"text", "seen_by", "year", "season"}
    assert new_task("turn", 0, {}).model_fields_set == {"kind", "seat", "params"}
    placement = new_placement(1, "give_tour", 0, True)
    valid_placement = Placement(seat=1, action="give_tour", slot=0, grande=True, planned=False)
    assert placement == valid_placement and placement.model_dump_json() == valid_placement.model_dump_json()
    assert placement.model_fields_set == valid_placement.model_fields_set


@pytest.mark.parametrize(("players", "seed"), [(1, 51), (3, 52)])
def test_a_choose_card_reason_stopping_early_is_the_full_count(players: int, seed: int) -> None:
    """ChooseCard.reason stops at the `picks`-th open branch of its kept options: the same words
    as counting every branch of a freshly built options() list, for every card, seat and position."""
    visitors.implemented()  # every card's module loaded
    cards = [
        c for c in VISITORS.values() if isinstance(c, ChooseCard) and type(c).reason is ChooseCard.reason
    ]
    answers: set[bool] = set()
    for state in positions(players, seed, 10, spread=35):
        for seat in range(players):
            for card in cards:
                options = card.options()
                assert [(o.key, o.label) for o in card.kept_options()] == [(o.key, o.label) for o in options]
                open_now = [o for o in options if not o.check(state, seat)]
                if len(open_now) >= card.picks:
                    expected = ""
                else:
                    words = [f"{o.label}: {o.check(state, seat)}" for o in options if o.check(state, seat)]
                    expected = "; ".join(words) or "nothing on this card can be done now"
                assert card.reason(state, seat) == expected
                answers.add(expected == "")
    assert answers == {True, False}
