"""The solo game against the Automa: its deck, blocked spaces, bonus tokens, levels (§17, S1-S3)."""

from __future__ import annotations

from typing import NamedTuple

from viticulture_tui.engine import ops, rng
from viticulture_tui.engine.catalog import SoloLevel, catalog
from viticulture_tui.engine.state import Automa, GameState, Placement, construct

AUTOMA = -1
"""The seat number of Automa workers on the board."""
SOLO_REMOVED = ("swindler", "wedding_party", "queen", "governor")
"""V9: visitors that only act through another player, out of the solo decks."""
HARD_MIN_WORKERS = 2
AUTOMA_WORKER_CAP = 6


def level(state: GameState) -> SoloLevel:
    """The difficulty level's figures."""
    name = state.setup.options.solo_level
    return next(lv for lv in catalog().board.solo_levels if lv.level == name)


def years(state: GameState) -> int:
    """How many years the solo game lasts (8 on very easy, else 7)."""
    return level(state).years


def setup_solo(state: GameState) -> None:
    """§17.2: the Automa's deck and marker, the tokens on the rows, the level's start VP."""
    lv = level(state)
    numbers = [c.number for c in catalog().automa]
    state.rng, deck = rng.shuffled(state.rng, [str(n) for n in numbers])
    state.automa = Automa(deck=[int(n) for n in deck], vp=lv.automa_vp)
    for pile in state.decks.values():
        pile[:] = [c for c in pile if c not in SOLO_REMOVED]
    if lv.player_start_vp:
        ops.gain_vp(state, 0, lv.player_start_vp, "level")
    ops.log(state, f"Solo game, {lv.level.replace('_', ' ')}: beat the Automa's {lv.automa_vp} VP.")


def start_year(state: GameState) -> None:
    """§17.8: in the aggressive variant the Automa's marker moves to this year's value."""
    assert state.automa is not None
    if state.setup.options.aggressive:
        value = aggressive_marker(state)
        state.automa.vp = value
        ops.log(state, f"The Automa's marker moves to {value} VP: end this year above it.")


def aggressive_marker(state: GameState) -> int:
    """§17.8: where the Automa's marker stands this year in the aggressive variant."""
    assert state.automa is not None
    thresholds = catalog().board.aggressive_thresholds
    value = thresholds.get(str(state.year), state.automa.vp)
    if state.year == 7 and state.setup.options.solo_level == "very_hard":
        value = level(state).automa_vp
    return value


def row_open(state: GameState, row: int) -> bool:
    """§17.3: a row may be taken while its token is there (very easy, last year: any row)."""
    assert state.automa is not None
    return row in state.automa.tokens or _very_easy_last_year(state)


def _very_easy_last_year(state: GameState) -> bool:
    return state.setup.options.solo_level == "very_easy" and state.year == years(state)


def take_token(state: GameState, row: int) -> None:
    """Taking a row takes its token as a bonus action token (very easy year 8: a new token)."""
    assert state.automa is not None
    player = state.players[0]
    if row in state.automa.tokens:
        state.automa.tokens.remove(row)
        player.bonus_tokens += 1
    elif _very_easy_last_year(state):
        player.bonus_tokens += 1
    ops.log(state, f"{player.name} takes a bonus action token ({player.bonus_tokens} held).")


def _draw_card(state: GameState) -> int:
    automa = state.automa
    assert automa is not None
    if not automa.deck:
        # S2: a spent Automa deck is reshuffled from its discard pile.
        state.rng, shuffled = rng.shuffled(state.rng, [str(n) for n in automa.discard])
        automa.deck, automa.discard = [int(n) for n in shuffled], []
        ops.log(state, "The Automa deck is reshuffled.")
    return automa.deck.pop()


def automa_season(state: GameState) -> None:
    """§17.4: draw Automa cards and block the leftmost space of each listed action."""
    automa = state.automa
    assert automa is not None
    automa.discard.extend(automa.cards)
    automa.cards = []
    hard = level(state).hard_draw_rule
    placed = 0
    while True:
        number = _draw_card(state)
        automa.cards.append(number)
        card = catalog().automa[number - 1]
        listed = card.summer if state.phase == "summer" else card.winter
        for action in listed:
            if hard and automa.workers_this_year >= AUTOMA_WORKER_CAP:
                break
            if any(p.action == action and p.slot == 0 for p in state.placements):
                continue
            state.placements.append(
                construct(Placement, seat=AUTOMA, action=action, slot=0, grande=False, planned=False)
            )
            placed += 1
            automa.workers_this_year += 1
        names = ", ".join(catalog().action_by_id[a].name for a in listed) or "nothing"
        ops.log(state, f"Automa card {number} blocks: {names}.")
        if not hard or placed >= HARD_MIN_WORKERS or automa.workers_this_year >= AUTOMA_WORKER_CAP:
            return


def year_end(state: GameState) -> bool:
    """After year end: True when the solo game is over (last year, or an aggressive loss)."""
    automa = state.automa
    assert automa is not None
    automa.workers_this_year = 0
    player = state.players[0]
    if state.setup.options.aggressive and player.vp <= automa.vp:
        automa.lost_early = True
        ops.log(
            state, f"{player.name} ends the year with {player.vp} VP, not above {automa.vp}: the Automa wins."
        )
        return True
    return state.year >= years(state)


def player_wins(state: GameState) -> bool:
    """§17.1: the player wins with strictly more VP than the Automa after the last year."""
    assert state.automa is not None
    return not state.automa.lost_early and state.players[0].vp > state.automa.vp


class SoloView(NamedTuple):
    """The solo game's public side (§17): the Automa's cards and blocks, the target, the tokens."""

    level: str
    years: int
    year: int
    cards: tuple[tuple[int, tuple[str, ...]], ...]
    """(card number, actions it lists for this season) of the Automa cards drawn this season."""
    blocked: tuple[str, ...]
    """This season's actions whose left space holds an Automa worker."""
    workers_this_year: int
    worker_cap: int | None
    """Hard levels: the Automa places at most this many workers a year (S3)."""
    deck: int
    discard: int
    target: int
    """The Automa's VP to beat; in the aggressive variant this year's threshold."""
    final_target: int
    aggressive: bool
    player_vp: int
    tokens_held: int
    token_rows: tuple[int, ...]
    """Wake-up rows that still hold a bonus action token."""
    any_row: bool
    """Very easy, last year: any row may be taken, and it gives a token."""
    token_opens_middle: bool
    lost_early: bool
    game_over: bool
    won: bool


def solo_view(state: GameState) -> SoloView | None:
    """What the player sees of the solo game now (None in a multiplayer game)."""
    automa = state.automa
    if automa is None:
        return None
    lv = level(state)
    season = state.phase if state.phase in ("summer", "winter") else None
    cards: tuple[tuple[int, tuple[str, ...]], ...] = ()
    if season is not None:
        by_number = catalog().automa
        cards = tuple(
            (n, by_number[n - 1].summer if season == "summer" else by_number[n - 1].winter)
            for n in automa.cards
        )
    seasons = catalog().action_by_id
    blocked = tuple(
        p.action
        for p in state.placements
        if p.seat == AUTOMA and p.action in seasons and seasons[p.action].season == season
    )
    options = state.setup.options
    return SoloView(
        level=lv.level,
        years=lv.years,
        year=state.year,
        cards=cards,
        blocked=blocked,
        workers_this_year=automa.workers_this_year,
        worker_cap=AUTOMA_WORKER_CAP if lv.hard_draw_rule else None,
        deck=len(automa.deck),
        discard=len(automa.discard),
        target=aggressive_marker(state) if options.aggressive and state.phase == "setup" else automa.vp,
        final_target=lv.automa_vp,
        aggressive=options.aggressive,
        player_vp=state.players[0].vp,
        tokens_held=state.players[0].bonus_tokens,
        token_rows=tuple(sorted(automa.tokens)),
        any_row=_very_easy_last_year(state),
        token_opens_middle=options.token_opens_middle,
        lost_early=automa.lost_early,
        game_over=state.game_over,
        won=state.game_over and player_wins(state),
    )
