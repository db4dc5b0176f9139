"""What one seat may know of a game (§16): the public state, its own hand, the cards it has seen.

A bot is handed a `Knowledge`, never the `GameState`. It is built from the state by removing
everything hidden from the seat: the opponents' hands (only their counts by type stay), the
order and content of every deck (only their sizes stay), the Automa's deck, the generator and
the seed, the log lines meant for others, and the history of actions (an opponent's action can
name a card it keeps hidden). What is left is equal for two games that differ only in hidden
information, which is what makes a bot honest by construction.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from viticulture_tui.engine.actions import Action
from viticulture_tui.engine.catalog import CARD_TYPES, catalog
from viticulture_tui.engine.clone import clone_state, set_private
from viticulture_tui.engine.game import decider, legal_actions
from viticulture_tui.engine.state import GameState, Task, construct
from viticulture_tui.engine.view import SeatView, hand_counts, seat_view

HIDDEN_OFFER_TASKS = frozenset({"importer_offer", "importer_settle"})
"""Tasks whose `offers` list the visitor cards each opponent offered, seen only by the one who offered."""
PARENT_TASK = "choose_parent"
"""R8: the two mamas or papas dealt to a player, seen only by that player until one is kept."""


@dataclass(frozen=True)
class Knowledge:
    """Everything seat `seat` may know now; equal for games that differ only in what it cannot see."""

    seat: int
    view: SeatView
    """The seat's view: every public side, its own hand, the whole log it may read."""
    public: GameState
    """The state with the hidden parts emptied (read only: the sampler copies it before use)."""
    hands: tuple[tuple[tuple[str, int], ...], ...]
    """Per seat, (card type, count) for vine, summer, order, winter (own hand included)."""
    decks: tuple[tuple[str, int], ...]
    """(deck, cards left) for vine, summer, order, winter."""
    unseen: tuple[tuple[str, tuple[str, ...]], ...]
    """Per card type, the cards the seat cannot place: in a deck or in an opponent's hand (sorted)."""
    automa_deck: tuple[int, ...]
    """Solo: the Automa cards still in its deck, sorted (its order is hidden); empty otherwise."""
    choices: tuple[Action, ...]
    """The seat's legal actions when it is the one deciding (the engine tells it), else empty."""


def all_cards(state: GameState) -> list[str]:
    """Every card of the four decks in this game (the solo game plays without four visitors)."""
    from viticulture_tui.engine.solo import SOLO_REMOVED
    from viticulture_tui.engine.visitors import implemented

    cat = catalog()
    visitors = [v for v in implemented() if not (state.solo and v in SOLO_REMOVED)]
    return [*cat.vine_cards, *(o.id for o in cat.orders), *visitors]


def seen_places(state: GameState, seat: int) -> Counter[str]:
    """The cards whose place the seat can see: its hand, the discards, in play, the vines planted."""
    places: Counter[str] = Counter(state.players[seat].hand)
    for pile in state.discards.values():
        places.update(pile)
    places.update(state.in_play)
    for player in state.players:
        for field in player.fields:
            places.update(field.vines)
    return places


def unseen_cards(state: GameState, seat: int) -> dict[str, list[str]]:
    """Per card type, the cards the seat cannot see, sorted: everything minus what it sees.

    Computed as a complement, so it never reads a deck or an opponent's hand.
    """
    types = catalog().card_type
    rest = Counter(all_cards(state)) - seen_places(state, seat)
    out: dict[str, list[str]] = {t: [] for t in CARD_TYPES}
    for card in sorted(rest.elements()):
        out[types[card]].append(card)
    return out


def unseen_automa(state: GameState) -> tuple[int, ...]:
    """Solo: the Automa cards in its deck, as every Automa card minus its discard and this season's."""
    if state.automa is None:
        return ()
    rest = Counter(c.number for c in catalog().automa)
    rest.subtract(state.automa.discard)
    rest.subtract(state.automa.cards)
    return tuple(sorted(rest.elements()))


def redact_task(task: Task, seat: int) -> Task:
    """A pending task as the seat may see it: others' importer offers and dealt parents removed."""
    if task.kind in HIDDEN_OFFER_TASKS:
        offers = [o for o in task.params["offers"] if o[0] == seat]
        return construct(Task, kind=task.kind, seat=task.seat, params={**task.params, "offers": offers})
    if task.kind == PARENT_TASK and task.seat != seat:
        return construct(Task, kind=task.kind, seat=task.seat, params={**task.params, "cards": []})
    return task


def public_state(state: GameState, seat: int) -> GameState:
    """A copy of the state with everything hidden from the seat emptied."""
    out = clone_state(state)
    # The cached legal choices may be another seat's, naming the cards in its hand.
    set_private(out, {"_legal_cache": None})
    out.setup = state.setup.model_copy(update={"seed": 0})
    out.rng = 0
    for player in out.players:
        if player.seat != seat:
            player.hand = []
    out.decks = {k: [] for k in state.decks}
    if out.automa is not None:
        out.automa.deck = []
    out.stack = [redact_task(t, seat) for t in out.stack]
    out.log = [e for e in state.log if e.seen_by is None or seat in e.seen_by]
    out.history = []
    out.history_marks = []
    return out


def knowledge(state: GameState, seat: int) -> Knowledge:
    """What `seat` may know of the game now."""
    if not 0 <= seat < state.n:
        raise ValueError(f"seat {seat} is not a seat of this game (0 to {state.n - 1})")
    unseen = unseen_cards(state, seat)
    return Knowledge(
        seat=seat,
        view=seat_view(state, seat, log_tail=None),
        public=public_state(state, seat),
        hands=tuple(hand_counts(p) for p in state.players),
        decks=tuple((k, len(v)) for k, v in state.decks.items()),
        unseen=tuple((t, tuple(unseen[t])) for t in CARD_TYPES),
        automa_deck=unseen_automa(state),
        choices=tuple(c.action for c in legal_actions(state)) if decider(state) == seat else (),
    )
