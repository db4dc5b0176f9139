"""Builders for tests: a game at a chosen moment, cards moved into hands, choices by label."""

from __future__ import annotations

from viticulture_tui.engine import (
    Action,
    Choice,
    GameOptions,
    GameState,
    PlayerSetup,
    Setup,
    apply,
    legal_actions,
    new_game,
)
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.flow import advance
from viticulture_tui.engine.visitors import play

NAMES = ["Anna", "Ben", "Carla", "Dario", "Elena", "Fabio"]


def game(players: int = 2, seed: int = 1, **options: bool) -> GameState:
    """A game at its first summer turn, every earlier decision taken as the first choice."""
    setup = Setup(
        players=[PlayerSetup(name=n) for n in NAMES[:players]],
        options=GameOptions(**options),
        seed=seed,
    )
    state = new_game(setup)
    while state.phase in ("setup", "spring"):
        apply(state, legal_actions(state)[0].action)
    return state


def where(state: GameState, card: str) -> list[str]:
    """Move-proof lookup: the pile or hand the card is in."""
    for pile in state.decks.values():
        if card in pile:
            return pile
    for pile in state.discards.values():
        if card in pile:
            return pile
    for p in state.players:
        if card in p.hand:
            return p.hand
    for p in state.players:
        for f in p.fields:
            if card in f.vines:
                return f.vines
    raise KeyError(card)


def give(state: GameState, seat: int, *cards: str) -> None:
    """Move cards from wherever they are into a player's hand."""
    for card in cards:
        where(state, card).remove(card)
        state.players[seat].hand.append(card)
    state._legal_cache = None


def clear_hand(state: GameState, seat: int) -> None:
    """Put a player's hand back on the discard piles."""
    types = catalog().card_type
    for card in list(state.players[seat].hand):
        state.players[seat].hand.remove(card)
        state.discards[types[card]].append(card)
    state._legal_cache = None


def plant_now(state: GameState, seat: int, card: str, field: int) -> None:
    """Put a vine card on a field directly (for setting up a scene)."""
    where(state, card).remove(card)
    state.players[seat].fields[field].vines.append(card)
    state._legal_cache = None


def play_card(state: GameState, seat: int, card: str) -> None:
    """Put the visitor in the player's hand and play it now, on top of whatever is pending."""
    if card not in state.players[seat].hand:
        give(state, seat, card)
    play(state, seat, card)
    state._legal_cache = None
    advance(state)


def choices(state: GameState) -> list[Choice]:
    """The legal choices now (after any direct edit of the state by the test)."""
    state._legal_cache = None
    return legal_actions(state)


def labels(state: GameState) -> list[str]:
    """The labels of the legal choices now (after any direct edit of the state by the test)."""
    state._legal_cache = None
    return [c.label for c in legal_actions(state)]


def choose(state: GameState, text: str) -> None:
    """Apply the one legal choice whose label contains the text."""
    state._legal_cache = None
    matches = [c for c in legal_actions(state) if text.lower() in c.label.lower()]
    assert len(matches) == 1, f"{text!r} matches {[c.label for c in matches]} in {labels(state)}"
    apply(state, matches[0].action)


def do(state: GameState, kind: str, arg: object = None) -> None:
    """Apply an action given by kind and argument."""
    state._legal_cache = None
    apply(state, Action(kind, arg))


# --- Builders for the engine rule tests (tests/engine) ---------------------------------------


def changed(state: GameState) -> None:
    """Forget the cached legal actions after a scene was edited by hand."""
    state._legal_cache = None


def make_setup(players: int = 2, seed: int = 1, **options: bool) -> Setup:
    """The setup of a game with the test names, options and seed."""
    return Setup(
        players=[PlayerSetup(name=n) for n in NAMES[:players]],
        options=GameOptions(**options),
        seed=seed,
    )


def dealt(
    players: int = 2,
    seed: int = 1,
    mamas: list[str] | None = None,
    papas: list[str] | None = None,
) -> GameState:
    """A new game whose mamas and papas are the given ones, run to its first decision."""
    from viticulture_tui.engine.setup import create

    state = create(make_setup(players, seed))
    for seat, player in enumerate(state.players):
        if mamas:
            player.mama = mamas[seat]
        if papas:
            player.papa = papas[seat]
    advance(state)
    return state


def blank(state: GameState) -> GameState:
    """Empty every player's hand, structures, lira and VP, and reset workers to 2 + grande."""
    for p in state.players:
        clear_hand(state, p.seat)
        p.structures = []
        p.lira = 0
        p.vp = 0
        p.vp_sources = {}
        p.workers = p.free_workers = 2
        p.trained = 0
        p.grande_free = True
        p.temp_worker = False
    state.vp_trigger = False
    changed(state)
    return state


def table(players: int = 2, seed: int = 1, **options: bool) -> GameState:
    """A game at its first summer turn with every player blank (see `blank`)."""
    return blank(game(players, seed, **options))


def until(state: GameState, done: object, limit: int = 2000) -> None:
    """Pass every turn and take the first choice of any other decision until `done(state)`."""
    assert callable(done)
    for _ in range(limit):
        if done(state) or state.game_over:
            return
        choices = legal_actions(state)
        passing = [c for c in choices if c.action.kind == "pass"]
        apply(state, (passing or choices)[0].action)
    raise AssertionError("the scene did not reach the wanted moment")


def to_phase(state: GameState, phase: str) -> None:
    """Pass and take first choices until the game is in the given phase."""
    until(state, lambda s: s.phase == phase)


def winter_table(players: int = 2, seed: int = 1, **options: bool) -> GameState:
    """A blank game (see `table`) at its first winter turn, nobody having placed a worker."""
    state = table(players, seed, **options)
    to_phase(state, "winter")
    for p in state.players:
        clear_hand(state, p.seat)
    return state


def place(state: GameState, action: str, space: str = "plain", worker: str = "worker") -> None:
    """The decider places a worker ('worker' or 'grande') on a space ('plain', 'bonus', 'full')."""
    apply(state, Action("place", (action, space, worker)))


def pass_turn(state: GameState) -> None:
    """The decider passes for the season."""
    apply(state, Action("pass"))


def kinds(state: GameState) -> set[str]:
    """The kinds of the legal actions now."""
    return {c.action.kind for c in legal_actions(state)}


def args(state: GameState, kind: str) -> list[object]:
    """The arguments of the legal actions of one kind."""
    return [c.action.arg for c in legal_actions(state) if c.action.kind == kind]


def at_spring(players: int = 2, seed: int = 1, **options: bool) -> GameState:
    """A new game whose papas all took option B, at the first wake-up decision of year 1."""
    state = new_game(make_setup(players, seed, **options))
    while state.phase == "setup":
        if state.stack[-1].kind == "choose_parent":
            apply(state, legal_actions(state)[0].action)
        else:
            apply(state, Action("papa", "b"))
    return state


def wake(state: GameState, *rows: int) -> None:
    """The players wake up in turn on the given rows (row 5 draws a summer visitor)."""
    for row in rows:
        apply(state, Action("wake", (row, "summer" if row == 5 else "")))
