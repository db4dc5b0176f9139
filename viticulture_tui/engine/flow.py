"""The year and its seasons: setup, wake-up, placement turns, fall, year end, game end (§2, §3, §15)."""

from __future__ import annotations

from viticulture_tui.engine import cellar, ops, rng, solo
from viticulture_tui.engine.actions import Action, Choice
from viticulture_tui.engine.catalog import cached, catalog
from viticulture_tui.engine.registry import DECISIONS, STEPS, Decision, choice, decision, push
from viticulture_tui.engine.scoring import decide_winners
from viticulture_tui.engine.state import GameState, Task

ROW_WORDS = {
    1: "no bonus, act first",
    2: "draw 1 vine card",
    3: "draw 1 wine order card",
    4: "gain 1 lira",
    5: "draw 1 visitor card",
    6: "gain 1 VP",
    7: "take the temporary worker",
}


def advance(state: GameState) -> None:
    """Run automatic steps and season changes until a player must decide or the game ends."""
    stack = state.stack  # the same list all game long; read once, not at every step
    while state.phase != "game_over":
        if not stack:
            next_phase_step(state)
            continue
        task = stack[-1]
        step_fn = STEPS.get(task.kind)
        if step_fn is not None:
            stack.pop()
            step_fn(state, task)
            continue
        handler = DECISIONS[task.kind]
        if handler.always_open:
            return
        choices = handler.choices(state, task)
        if choices:
            # Kept for legal_actions, which is asked next (by a seat, a bot or apply).
            private = state.__pydantic_private__
            assert private is not None
            private["_legal_cache"] = (len(state.history), choices)
            return
        stack.pop()
        handler.on_skip(state, task)


def next_phase_step(state: GameState) -> None:
    """The stack is empty: start the next part of the year."""
    phase = state.phase
    if phase == "setup":
        start_spring(state)
    elif phase == "spring":
        start_season(state, "summer")
    elif phase in ("summer", "winter"):
        next_turn(state)
    elif phase == "fall":
        start_season(state, "winter")
    elif phase == "year_end":
        finish_year(state)


def start_spring(state: GameState) -> None:
    """§3.1: from the first player clockwise, each player picks a wake-up row."""
    state.phase = "spring"
    ops.log(state, f"Year {state.year} begins. Spring: choose wake-up rows.")
    if state.solo:
        solo.start_year(state)
    for k in reversed(range(state.n)):
        push(state, "wake_up", (state.first_player + k) % state.n)


def start_season(state: GameState, season: str) -> None:
    """Begin summer or winter placement in this year's wake-up order."""
    if season == "summer":
        state.turn_order = sorted(range(state.n), key=lambda s: state.players[s].rooster or 0)
    state.phase = "summer" if season == "summer" else "winter"
    state.last_turn = None
    for player in state.players:
        player.passed = False
    ops.log(state, f"{season.capitalize()} begins.")
    if state.solo:
        solo.automa_season(state)
    if season == "winter":
        # V5: workers planned by the Planner act first, in the order they were planned.
        planned = [p for p in state.placements if p.planned]
        for placement in reversed(planned):
            push(
                state,
                "resolve_planned",
                placement.seat,
                action=placement.action,
                slot=placement.slot,
            )


def next_turn(state: GameState) -> None:
    """Give the turn to the next player in wake-up order who has not passed, or end the season."""
    order = state.turn_order
    start = 0 if state.last_turn is None else order.index(state.last_turn) + 1
    for k in range(len(order)):
        seat = order[(start + k) % len(order)]
        player = state.players[seat]
        if player.passed:
            continue
        if not player.free_workers and not player.grande_free:
            player.passed = True
            state.last_turn = seat
            ops.log(state, f"{player.name} has no worker left and passes.")
            return
        push(state, "turn", seat)
        return
    if state.phase == "summer":
        start_fall(state)
    else:
        start_year_end(state)


def start_fall(state: GameState) -> None:
    """§3.3: in wake-up order each player draws a visitor (two with the Cottage)."""
    state.phase = "fall"
    ops.log(state, "Fall: each player draws visitors.")
    for seat in reversed(state.turn_order):
        push(state, "fall_draw", seat)


def start_year_end(state: GameState) -> None:
    """§3.5 steps 1-4: age, retrieve workers, residual payments, then discards to 7."""
    state.phase = "year_end"
    ops.log(state, f"Year {state.year} ends: grapes and wines age.")
    for player in state.players:
        cellar.age_grapes(player)
        cellar.age_wines(player)
    state.placements = []
    for player in state.players:
        player.trained = 0
        player.free_workers = player.workers
        player.grande_free = True
        player.temp_worker = False
        if player.residual:
            ops.gain_lira(state, player.seat, player.residual)
            ops.log(state, f"{player.name} collects {player.residual} lira of residual payments.")
    for seat in reversed(state.turn_order):
        if len(state.players[seat].hand) > ops.HAND_LIMIT:
            push(state, "discard_to_limit", seat)


def finish_year(state: GameState) -> None:
    """§3.5 steps 5-7: first player passes to the right, flags reset, then the end check."""
    state.vp_by_year.append([p.vp for p in state.players])
    for player in state.players:
        player.rooster = None
        player.windmill_used = player.tasting_room_used = player.yoke_used = False
        for field in player.fields:
            field.harvested = False
    state.first_player = (state.first_player - 1) % state.n
    if state.solo and solo.year_end(state):
        end_game(state)
        return
    if state.vp_trigger:
        end_game(state)
        return
    state.year += 1
    start_spring(state)


def end_game(state: GameState) -> None:
    """§15: the game ends; the winners are decided with the tie-breakers."""
    state.phase = "game_over"
    if state.solo:
        won = solo.player_wins(state)
        state.winners = [0] if won else []
        assert state.automa is not None
        verdict = "beats" if won else "does not beat"
        ops.log(state, f"The game is over. {ops.name(state, 0)} {verdict} the Automa's {state.automa.vp} VP.")
        return
    state.winners = decide_winners(state)
    names = " and ".join(ops.name(state, s) for s in state.winners)
    ops.log(
        state,
        f"The game is over. {names} {'wins' if len(state.winners) == 1 else 'share the victory'}.",
    )


def new_deck(state: GameState, cards: list[str]) -> list[str]:
    """A shuffled deck from the game's seed."""
    state.rng, deck = rng.shuffled(state.rng, cards)
    return deck


@decision
class WakeUp(Decision):
    """§3.1: put the rooster on an empty wake-up row and take its bonus."""

    kind = "wake_up"
    rule = "§3.1"
    title = "Choose a wake-up row"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """Each empty wake-up row (in solo, one still holding its token), and row 5 once per visitor deck."""
        taken = {p.rooster for p in state.players}
        out: list[Choice] = []
        for row in range(1, 8):
            if row in taken or (state.solo and not solo.row_open(state, row)):
                continue
            out.extend(row_choices(state, row))
        return out

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Put the rooster on the chosen row and take its bonus."""
        row, deck = action.arg
        take_row(state, task.seat, row, deck)


def row_choices(state: GameState, row: int) -> list[Choice]:
    """The ways to take an empty wake-up row, numbered by the row: one, or on row 5 one per
    visitor deck that can be drawn (spring's list, and the Organizer's)."""
    if row != 5:
        return [_wake_choice(row, "")]
    decks = [d for d in ("summer", "winter") if ops.can_draw(state, d)]
    return [_wake_choice(5, d) for d in decks or ["none"]]


@cached
def _wake_choice(row: int, deck: str) -> Choice:
    # Built once per row: every player asks for the rows every spring of every replayed game.
    if deck == "none":
        label = "Row 5: (both visitor decks are empty)"
    elif deck:
        label = f"Row 5: draw 1 {deck} visitor"
    else:
        label = f"Row {row}: {ROW_WORDS[row]}"
    return choice("wake", (row, deck), label, "§3.1", number=row)


def take_row(state: GameState, seat: int, row: int, deck: str) -> None:
    """Put the rooster on a row and take its bonus (also used by the Organizer)."""
    player = state.players[seat]
    player.rooster = row
    ops.log(state, f"{player.name} wakes up on row {row}.")
    if state.solo and state.phase == "spring":
        solo.take_token(state, row)
    if row == 2:
        ops.draw(state, seat, "vine")
    elif row == 3:
        ops.draw(state, seat, "order")
    elif row == 4:
        ops.gain_lira(state, seat, 1)
    elif row == 5 and deck in ("summer", "winter"):
        ops.draw(state, seat, deck)
    elif row == 6:
        ops.gain_vp(state, seat, 1, "wake-up")
    elif row == 7:
        # §4.5: one grey worker in the game; a row 7 emptied by the Organizer gives it only if
        # nobody holds it this year.
        if not temp_worker_free(state):
            ops.log(state, "The temporary worker is already in use this year.")
            return
        player.temp_worker = True
        player.free_workers += 1


def temp_worker_free(state: GameState) -> bool:
    """Whether the temporary worker is still on row 7 (nobody has taken it this year)."""
    return not any(p.temp_worker for p in state.players)


@decision
class FallDraw(Decision):
    """§3.3: draw a summer or winter visitor; with the Cottage two, both chosen before drawing."""

    kind = "fall_draw"
    rule = "§3.3"
    title = "Fall: draw visitors"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """A summer or winter visitor from a deck not used up; with the Cottage, each pair left to draw."""
        player = state.players[task.seat]
        left = {d: len(state.decks[d]) + len(state.discards[d]) for d in ("summer", "winter")}
        if player.has("cottage"):
            out = [_fall_choice(c) for c in COTTAGE_DRAWS if all(left[d] >= c.count(d) for d in c)]
            if out:
                return out
        return [_fall_choice((d,)) for d in ("summer", "winter") if left[d]]

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Draw the chosen visitor (or the Cottage's two)."""
        for deck in action.arg:
            ops.draw(state, task.seat, deck)


COTTAGE_DRAWS = (("summer", "summer"), ("summer", "winter"), ("winter", "winter"))
"""§12: the two visitors a player with the Cottage may draw in fall."""


@cached
def _fall_choice(decks: tuple[str, ...]) -> Choice:
    # Built once per draw: every player is asked every fall of every game and playout.
    if len(decks) == 2:
        return choice("draw", decks, f"Draw {decks[0]} and {decks[1]} visitors (Cottage)", "§3.3, §12")
    return choice("draw", decks, f"Draw 1 {decks[0]} visitor", "§3.3")


@decision
class DiscardToLimit(Decision):
    """R12: at year end a player over 7 cards chooses which to discard, one at a time."""

    kind = "discard_to_limit"
    rule = "§3.5, R12"
    title = "Discard down to 7 cards"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """One choice per different card in hand, while the hand holds more than 7 cards."""
        player = state.players[task.seat]
        if len(player.hand) <= ops.HAND_LIMIT:
            return []
        # One choice per kind of card (the first copy in hand); the kinds are looked up, not
        # split out of the ids: a long random game asks this for every card of big hands.
        kinds = _card_kinds()
        seen: set[str] = set()
        out = []
        for card in player.hand:
            kind = kinds.get(card)
            if kind is None:
                kind = kinds[card] = card.split(".", 1)[0]
            if kind not in seen:
                seen.add(kind)
                out.append(_discard_choice(card))
        return out

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Discard the chosen card and ask again, until the hand is down to 7."""
        ops.discard(state, task.seat, action.arg)
        ops.log(state, f"{ops.name(state, task.seat)} discards a card.")
        state.stack.append(task)


@cached
def _card_kinds() -> dict[str, str]:
    """A card id's kind (the id before its copy number: `pinot` of `pinot.3`), filled as met."""
    return {}


@cached
def _discard_choice(card: str) -> Choice:
    # Built once per card: a year end of a long game asks this for every card in every big hand.
    return choice("discard", card, f"Discard {catalog().card_name(card)}", "§3.5")
