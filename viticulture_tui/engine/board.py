"""The board: action spaces by player count, who may use them, and why a space is closed (§4, §5)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import NamedTuple

from viticulture_tui.engine import cellar, ops
from viticulture_tui.engine.building import can_build
from viticulture_tui.engine.catalog import cached, catalog
from viticulture_tui.engine.market import can_sell
from viticulture_tui.engine.orders import fillable_orders
from viticulture_tui.engine.state import GameState, Player, new_placement
from viticulture_tui.engine.vineyard import can_plant, can_plant_on, field_value, harvestable, uproots
from viticulture_tui.engine.visitors import playable_visitors, visitor_reason
from viticulture_tui.engine.workers import TRAIN_COST, workers_owned

GAIN_LIRA = "gain_1_lira"
YOKE = "yoke"
BONUS_SLOT = 1
LIRA_BONUS_ACTIONS = ("build_structure", "train_worker", "give_tour")
VP_BONUS_ACTIONS = ("sell_grapes_or_field", "fill_order")
"""§5: the actions whose bonus is +1 VP."""
VISITOR_ACTIONS = ("play_summer_visitor", "play_winter_visitor")
RULE_OF_ACTION = {
    "draw_vine": "§5.1",
    "give_tour": "§5.1",
    "build_structure": "§5.1, §12",
    "play_summer_visitor": "§5.1, §13",
    "sell_grapes_or_field": "§5.1, §6",
    "plant_vine": "§5.1, §6",
    "draw_order": "§5.2",
    "harvest_field": "§5.2, §7",
    "train_worker": "§5.2, §4.8",
    "play_winter_visitor": "§5.2, §13",
    "make_wine": "§5.2, §8",
    "fill_order": "§5.2, §9",
    GAIN_LIRA: "§4.6",
    YOKE: "§4.7, §12",
}
BONUS_WORDS = {
    "draw_vine": "draw 1 more vine",
    "give_tour": "+1 lira",
    "build_structure": "+1 lira",
    "play_summer_visitor": "play a 2nd summer visitor",
    "sell_grapes_or_field": "+1 VP",
    "plant_vine": "plant a 2nd vine",
    "draw_order": "draw 1 more order",
    "harvest_field": "harvest a 2nd field",
    "train_worker": "+1 lira",
    "play_winter_visitor": "play a 2nd winter visitor",
    "make_wine": "make a 3rd wine",
    "fill_order": "+1 VP",
}


class SpaceView(NamedTuple):
    """One board action as a player sees it: its spaces, and whether it is open to them."""

    action: str
    name: str
    season: str
    slots: tuple[int | None, ...]
    """Occupant of each usable space (None if empty); index 1 is the bonus space at 3+ players."""
    grandes: tuple[int, ...]
    """Grandes placed on the action while it was full."""
    open: bool
    reason: str
    """Why the action is closed to this player, in words ('' when open)."""
    rule: str


@cached
def _slots(players: int) -> int:
    return catalog().board.spaces_by_players[str(players)]


def slot_count(state: GameState) -> int:
    """§4.1: usable spaces per action: 1 at 1-2 players, 2 at 3-4, 3 at 5-6.

    In solo with the S1 option, the middle space exists too, opened only by a bonus token.
    """
    if state.automa is not None and state.setup.options.token_opens_middle:
        return 2
    return _slots(state.n)


def has_bonus_slot(state: GameState) -> bool:
    """Whether the middle (bonus) space is in use at this player count."""
    return slot_count(state) >= 2


def occupants(state: GameState, action: str) -> list[int | None]:
    """Who stands on each usable space of an action (a grande on a full action not included)."""
    slots: list[int | None] = [None] * slot_count(state)
    for p in state.placements:
        if p.action == action and 0 <= p.slot < len(slots):
            slots[p.slot] = p.seat
    return slots


def visitor_deck(action: str) -> str:
    """The deck a play-visitor action uses."""
    return "summer" if action == "play_summer_visitor" else "winter"


def cannot_act(state: GameState, seat: int, action: str, extra_lira: int = 0) -> str:
    """§4.3: why the player could not carry out the action now ('' if they can)."""
    player = state.players[seat]
    if action == "draw_vine":
        return "" if ops.can_draw(state, "vine") else "the vine deck and its discard pile are empty"
    if action == "draw_order":
        return "" if ops.can_draw(state, "order") else "the order deck and its discard pile are empty"
    if action in ("give_tour", GAIN_LIRA):
        return ""
    if action == "build_structure":
        if len(player.structures) == len(catalog().structures):
            return "you have built every structure"
        return "" if can_build(player, extra_lira) else "you cannot afford any structure left to build"
    if action in VISITOR_ACTIONS:
        return _visitor_reason(state, seat, visitor_deck(action))
    if action == "sell_grapes_or_field":
        return "" if can_sell(player) else "no grapes to sell, no empty field to sell, no field to buy back"
    if action == "plant_vine":
        if not ops.holds(player, "vine"):
            return "no vine card in your hand"
        return "" if can_plant(player) else "no vine in your hand fits a field (value or structures)"
    if action == "harvest_field":
        return "" if harvestable(player) else "no planted field is left to harvest this year"
    if action == "train_worker":
        if workers_owned(player) >= ops.MAX_WORKERS:
            return "you already have 6 workers"
        cost = TRAIN_COST - extra_lira
        return "" if player.lira >= cost else f"training costs {cost} lira"
    if action == "make_wine":
        if not cellar.has_grape(player):
            return "no grapes on your crush pad"
        return "" if cellar.recipes(player) else "no wine can be made from your grapes"
    if action == "fill_order":
        if not ops.holds(player, "order"):
            return "no wine order in your hand"
        return "" if fillable_orders(player) else "your wines fill none of your orders"
    if action == YOKE:
        return _yoke_reason(player)
    raise KeyError(action)


def _yoke_reason(player: Player) -> str:
    if not player.has("yoke"):
        return "you have not built the Yoke"
    if player.yoke_used:
        return "the Yoke has been used this year"
    if not uproots(player) and not harvestable(player):
        return "no vine to uproot and no field to harvest"
    return ""


def _visitor_reason(state: GameState, seat: int, deck: str) -> str:
    cards = ops.hand_of(state.players[seat], deck)
    if not cards:
        return f"no {deck} visitor in your hand"
    if all(visitor_reason(state, seat, card) for card in cards):
        return f"none of your {deck} visitors can be played now"
    return ""


def stand_worker(state: GameState, seat: int, action: str, space: str, worker: str) -> None:
    """Put the worker (or the grande) on the space: out of the player's pool, onto the board (a
    bonus token spent for a solo middle space). Placing one and asking what a placement would
    allow both come through here, so the two cannot drift apart."""
    player = state.players[seat]
    if worker == "grande":
        player.grande_free = False
    else:
        player.free_workers -= 1
    if space == "full":
        slot = -1
    elif space == "bonus":
        slot = BONUS_SLOT
        if state.solo:
            player.bonus_tokens -= 1
    elif action in (GAIN_LIRA, YOKE):
        slot = 0
    else:
        # The first free space without a bonus (0 if none), by a loop rather than a generator.
        slot = 0
        for i, standing in enumerate(occupants(state, action)):
            if standing is None and i != BONUS_SLOT:
                slot = i
                break
    state.placements.append(new_placement(seat, action, slot, worker == "grande"))


@contextmanager
def placed(state: GameState, seat: int, action: str, space: str, worker: str) -> Iterator[None]:
    """The state as it is once the worker stands on the space (as `turns.place_worker` puts
    it), put back exactly as it was afterwards: asking what is legal changes nothing."""
    before = _stand(state, seat, action, space, worker)
    try:
        yield
    finally:
        _unstand(state, seat, before)


def _stand(state: GameState, seat: int, action: str, space: str, worker: str) -> tuple[int, bool, int]:
    """Stand the worker as `placed` does; returns what `_unstand` puts back."""
    player = state.players[seat]
    before = (player.free_workers, player.grande_free, player.bonus_tokens)
    stand_worker(state, seat, action, space, worker)
    return before


def _unstand(state: GameState, seat: int, before: tuple[int, bool, int]) -> None:
    """Take the worker `_stand` placed off again: the state is exactly as it was."""
    state.placements.pop()
    # Into the fields' dictionary, as _Model.__setattr__ would write them, without its three
    # Python calls: this runs for every visitor space and worker asked about at every turn.
    fields = state.players[seat].__dict__
    fields["free_workers"], fields["grande_free"], fields["bonus_tokens"] = before


def visitor_reason_after(state: GameState, seat: int, action: str, space: str, worker: str) -> str:
    """§4.3, V5: why no visitor could be played once the worker stands on the play-visitor space
    ('' if one could). The card is played after the placement, so a card that the placement
    itself rules out (the Planner with the last worker) does not open the action, and one that
    needs the placement (the Producer with another worker on this action) does."""
    deck = visitor_deck(action)
    cards = list(dict.fromkeys(ops.hand_of(state.players[seat], deck)))
    if not cards:
        return f"no {deck} visitor in your hand"
    with placed(state, seat, action, space, worker):
        reasons = [visitor_reason(state, seat, card) for card in cards]
    if not all(reasons):
        return ""
    if any(not visitor_reason(state, seat, card) for card in cards):
        # Playable now, but not after this placement: say what the placement changes.
        words = f"once your worker stands here, none of your {deck} visitors can be played"
        if len(cards) == 1:
            words += f" ({catalog().visitor_by_id[cards[0]].name}: {reasons[0]})"
        return words
    return f"none of your {deck} visitors can be played now"


def visitor_cards(player: Player, action: str) -> list[str]:
    """The different visitors of a play-visitor action's deck in the player's hand, in hand order."""
    return list(dict.fromkeys(ops.hand_of(player, visitor_deck(action))))


def visitor_opens_after(
    state: GameState, seat: int, action: str, space: str, worker: str, cards: list[str] | None = None
) -> bool:
    """Whether some visitor could be played once the worker stands on the play-visitor space: the
    yes or no of `visitor_reason_after` without its words, stopping at the first playable card
    (what the placement choices ask, for every space and worker, at every turn). `cards` is
    `visitor_cards(...)` when the caller has it already (once per action, not per space)."""
    if cards is None:
        cards = visitor_cards(state.players[seat], action)
    return first_visitor_after(state, seat, action, space, worker, cards) is not None


def first_visitor_after(
    state: GameState, seat: int, action: str, space: str, worker: str, cards: list[str]
) -> str | None:
    """The first of `cards` that could be played once the worker stands on the play-visitor
    space (None if none could): `visitor_opens_after` telling which card opens it."""
    if not cards:
        return None
    # As `placed`, without a generator-based context manager: this is asked at every turn.
    before = _stand(state, seat, action, space, worker)
    try:
        for card in cards:
            if not visitor_reason(state, seat, card):
                return card
        return None
    finally:
        _unstand(state, seat, before)


def bonus_needed(state: GameState, seat: int, action: str) -> bool:
    """Whether the action can be done only with its +1 lira bonus taken first."""
    return bool(cannot_act(state, seat, action)) and not cannot_act(state, seat, action, 1)


def can_take_bonus(state: GameState, seat: int, action: str) -> bool:
    """R9: whether the bonus of the action could be taken (for the friendly variant)."""
    player = state.players[seat]
    if action == "draw_vine":
        return len(state.decks["vine"]) + len(state.discards["vine"]) >= 2
    if action == "draw_order":
        return len(state.decks["order"]) + len(state.discards["order"]) >= 2
    if action in VISITOR_ACTIONS:
        # Two visitors playable now; a card drawn by the first could still allow more (R7).
        return len(playable_visitors(state, seat, visitor_deck(action))) >= 2
    if action == "plant_vine":
        # Two vine cards that each fit somewhere now (the second one's room is not re-checked).
        fitting = {card for card, _ in plantings_all(player)}
        return len(fitting) >= 2
    if action == "harvest_field":
        return len(harvestable(player)) >= 2
    if action == "make_wine":
        # Each grape alone makes a red or white wine, so three grapes allow three wines.
        return sum(len(r) for r in player.grapes.values()) >= 3
    return True


BRINGS_VISITOR = {
    "summer": ("peddler", "organizer"),
    "winter": ("caravan", "innkeeper", "manager"),
}
"""Visitors that may bring another visitor of their own deck into a solo player's hand as they
resolve (Organizer: row 5; Manager: through a summer visitor that draws winter visitors). The
Importer is not one: with no opponent it draws winter visitors only."""


def bonus_adds(state: GameState, seat: int, action: str) -> bool:
    """S1: whether an action's bonus would add anything for the player now (a solo bonus token
    is offered only then). A +1 lira or +1 VP always does; "more of the same" only when a
    second card, planting, harvest or visitor, or a third wine, can follow the first.

    As R9's `can_take_bonus`, except that a planting must leave room for the second vine and a
    visitor need not be playable yet (one played first may make it so)."""
    player = state.players[seat]
    if action == "plant_vine":
        return _two_plantings(player)
    if action in VISITOR_ACTIONS:
        deck = visitor_deck(action)
        cards = ops.hand_of(player, deck)
        return len(cards) >= 2 or any(c in BRINGS_VISITOR[deck] for c in cards)
    return can_take_bonus(state, seat, action)


def _two_plantings(player: Player) -> bool:
    """Whether two vine cards of the hand can be planted one after the other."""
    cat = catalog()
    vines = ops.hand_of(player, "vine")
    for i, first in enumerate(vines):
        for f1, field in enumerate(player.fields):
            if not can_plant_on(player, first, field, False, False):
                continue
            used = cat.vine_of(first).value
            for j, second in enumerate(vines):
                if j == i:
                    continue
                for f2, other in enumerate(player.fields):
                    room = other.value - field_value(other) - (used if f2 == f1 else 0)
                    if can_plant_on(player, second, other, False, True) and cat.vine_of(second).value <= room:
                        return True
    return False


def plantings_all(player: Player) -> list[tuple[str, int]]:
    """Every (vine card, field) that could be planted now, every copy counted."""
    return [
        (card, i)
        for card in ops.hand_of(player, "vine")
        for i, field in enumerate(player.fields)
        if can_plant_on(player, card, field, False, False)
    ]


def season_actions(state: GameState) -> tuple[str, ...]:
    """The board actions of the current season."""
    return _actions_of(state.phase)


@cached
def _actions_of(season: str) -> tuple[str, ...]:
    return tuple(a.id for a in catalog().board.actions if a.season == season)


def space_views(state: GameState, seat: int) -> list[SpaceView]:
    """Every board action of both seasons as the player sees it now, with reasons."""
    cat = catalog()
    player = state.players[seat]
    views = []
    for a in cat.board.actions:
        slots = occupants(state, a.id)
        grandes = tuple(p.seat for p in state.placements if p.action == a.id and p.slot < 0)
        reason = _closed_reason(state, seat, player, a.id, a.season, slots)
        views.append(
            SpaceView(
                a.id,
                a.name,
                a.season,
                tuple(slots),
                grandes,
                not reason,
                reason,
                RULE_OF_ACTION[a.id],
            )
        )
    lira_reason = _worker_reason(state, player)
    views.append(
        SpaceView(
            GAIN_LIRA,
            "Gain 1 lira",
            "both",
            (),
            (),
            not lira_reason,
            lira_reason,
            RULE_OF_ACTION[GAIN_LIRA],
        )
    )
    yoke_reason = _worker_reason(state, player) or _yoke_reason(player)
    views.append(SpaceView(YOKE, "Yoke", "both", (), (), not yoke_reason, yoke_reason, RULE_OF_ACTION[YOKE]))
    return views


def _worker_reason(state: GameState, player: Player) -> str:
    if state.phase not in ("summer", "winter"):
        return "workers are placed only in summer and winter"
    if player.passed:
        return "you have passed this season"
    if not player.free_workers and not player.grande_free:
        return "you have no worker left to place"
    return ""


def _closed_reason(
    state: GameState, seat: int, player: Player, action: str, season: str, slots: list[int | None]
) -> str:
    if state.phase != season:
        return f"a {season} action"
    reason = _worker_reason(state, player)
    if reason:
        return reason
    # The same spaces and bonus lira that the placement choices (turns.placement_choices) allow.
    token_middle = state.solo and state.setup.options.token_opens_middle
    bonus_free = has_bonus_slot(state) and slots[BONUS_SLOT] is None
    if token_middle:
        bonus_free = bonus_free and player.bonus_tokens > 0  # S1 option: a token opens the middle
    plain_free = any(s is None for i, s in enumerate(slots) if i != BONUS_SLOT)
    if not plain_free and not bonus_free and not player.grande_free:
        return "every space is taken and your grande is already out"
    token_bonus = state.solo and not token_middle and player.bonus_tokens > 0  # S1 default
    if action in VISITOR_ACTIONS:
        return _visitor_space_reason(state, seat, player, action, plain_free, bonus_free)
    extra = 1 if (bonus_free or token_bonus) and action in LIRA_BONUS_ACTIONS else 0
    return cannot_act(state, seat, action, extra)


def _visitor_space_reason(
    state: GameState, seat: int, player: Player, action: str, plain_free: bool, bonus_free: bool
) -> str:
    """A play-visitor action is open when a visitor could be played once some worker the player
    could put there stands on it (§4.3)."""
    kinds = [k for k, ok in (("worker", player.free_workers > 0), ("grande", player.grande_free)) if ok]
    tries = [
        (space, k) for space, free in (("plain", plain_free), ("bonus", bonus_free)) if free for k in kinds
    ]
    if not plain_free and not bonus_free and player.grande_free:
        tries.append(("full", "grande"))
    reason = ""
    for space, kind in tries:
        reason = visitor_reason_after(state, seat, action, space, kind)
        if not reason:
            return ""
    return reason
