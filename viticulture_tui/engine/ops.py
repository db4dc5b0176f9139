"""Small changes to the state that every rule uses: lira, VP, cards, the log."""

from __future__ import annotations

from viticulture_tui.engine import rng
from viticulture_tui.engine.catalog import CardType, catalog
from viticulture_tui.engine.state import GameState, Player, new_event

VP_FLOOR = -5
VP_GOAL = 20
RESIDUAL_MAX = 5
HAND_LIMIT = 7
MAX_WORKERS = 6

DECK_NAMES: dict[str, str] = {
    "vine": "vine",
    "summer": "summer visitor",
    "order": "wine order",
    "winter": "winter visitor",
}


def log(state: GameState, text: str, seen_by: list[int] | None = None) -> None:
    """Add a line to the game log, for everyone or only for the seats listed.

    The text is part of the save: a load replays the actions and refuses a file whose stored log
    differs from the replayed one, so rewording a line needs a save migration, or every game in
    progress that holds the old line stops loading.
    """
    state.log.append(new_event(text, seen_by, state.year, state.phase))


def name(state: GameState, seat: int) -> str:
    """The player's name."""
    return state.players[seat].name


def gain_lira(state: GameState, seat: int, amount: int) -> None:
    """Give a player lira."""
    if amount:
        state.players[seat].lira += amount


def pay(state: GameState, seat: int, amount: int) -> None:
    """Take lira from a player; callers check first that they can pay."""
    player = state.players[seat]
    if amount > player.lira:
        raise AssertionError(f"{player.name} cannot pay {amount} lira")
    player.lira -= amount


def can_lose_vp(player: Player, amount: int) -> bool:
    """R4: a cost in VP can be paid only if it does not take the player below -5."""
    return player.vp - amount >= VP_FLOOR


def gain_vp(state: GameState, seat: int, amount: int, source: str) -> None:
    """Change a player's VP (never below -5), note its source, and latch the 20-VP trigger."""
    player = state.players[seat]
    new = max(VP_FLOOR, player.vp + amount)
    change = new - player.vp
    player.vp = new
    player.vp_sources[source] = player.vp_sources.get(source, 0) + change
    if new >= VP_GOAL and not state.vp_trigger and state.n > 1:
        # R1: latched at once; the year is finished and then the game ends.
        state.vp_trigger = True
        log(state, f"{player.name} reached {new} VP: this is the last year.")


def raise_residual(state: GameState, seat: int, amount: int) -> None:
    """Move a residual payment marker, kept within 0..5."""
    player = state.players[seat]
    player.residual = max(0, min(RESIDUAL_MAX, player.residual + amount))


def can_draw(state: GameState, deck: str) -> bool:
    """R3: a deck can be drawn from while it or its discard pile holds a card."""
    return bool(state.decks[deck] or state.discards[deck])


def take_top(state: GameState, deck: str) -> str | None:
    """Take the top card off a deck, reshuffling its discard pile when empty (R3); None if none."""
    if not state.decks[deck]:
        if not state.discards[deck]:
            return None
        state.rng, state.decks[deck] = rng.shuffled(state.rng, state.discards[deck])
        state.discards[deck] = []
        log(state, f"The {DECK_NAMES[deck]} discard pile is shuffled into a new deck.")
    return state.decks[deck].pop()


def draw(state: GameState, seat: int, deck: str) -> str | None:
    """Draw the top card of a deck into a hand (R3 when the deck is empty); None if none."""
    card = take_top(state, deck)
    if card is None:
        return None
    state.players[seat].hand.append(card)
    who = name(state, seat)
    log(state, f"{who} draws a {DECK_NAMES[deck]} card.")
    log(state, f"You draw {catalog().card_name(card)}.", seen_by=[seat])
    return card


def draw_many(state: GameState, seat: int, deck: str, count: int) -> None:
    """Draw several cards of one deck."""
    for _ in range(count):
        draw(state, seat, deck)


def card_type(card: str) -> CardType:
    """Which deck a card belongs to."""
    return catalog().card_type[card]


def discard(state: GameState, seat: int, card: str) -> None:
    """Move a card from a hand to its discard pile, face up."""
    state.players[seat].hand.remove(card)
    state.discards[card_type(card)].append(card)


def hand_of(player: Player, deck: str) -> list[str]:
    """The cards of one type in a hand."""
    types = catalog().card_type
    return [c for c in player.hand if types[c] == deck]


def holds(player: Player, deck: str) -> bool:
    """Whether the hand holds a card of that type (`hand_of` without building the list)."""
    types = catalog().card_type
    return any(types[c] == deck for c in player.hand)


def opponents_in_order(state: GameState, seat: int) -> list[int]:
    """V10: the other players in wake-up order, starting after the given player."""
    order = state.turn_order if len(state.turn_order) == state.n else _seat_order(state)
    i = order.index(seat)
    return [order[(i + k) % len(order)] for k in range(1, len(order))]


def _seat_order(state: GameState) -> list[int]:
    return [(state.first_player + k) % state.n for k in range(state.n)]


def reveal(state: GameState, deck: str) -> str | None:
    """Turn the top card of a deck face up into play (reshuffling if empty, R3); None if none."""
    card = take_top(state, deck)
    if card is None:
        return None
    state.in_play.append(card)
    log(state, f"{catalog().card_name(card)} is revealed from the {DECK_NAMES[deck]} deck.")
    return card
