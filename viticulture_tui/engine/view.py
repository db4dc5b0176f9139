"""What one seat may see of the game (§16): every player's public side, its own hand, its log."""

from __future__ import annotations

from typing import NamedTuple

from viticulture_tui.engine.catalog import CARD_TYPES, catalog
from viticulture_tui.engine.cellar import cellar_limit
from viticulture_tui.engine.state import Event, GameState, Player


class FieldView(NamedTuple):
    """One field as everyone sees it: printed value, vines planted (public), sold or not."""

    value: int
    sold: bool
    vines: tuple[str, ...]
    used: int
    """Vine value planted on the field (red plus white of every vine)."""
    harvested: bool


class PlacementView(NamedTuple):
    """A worker standing on an action space."""

    seat: int
    action: str
    slot: int
    grande: bool


class PlayerView(NamedTuple):
    """A player's public side: mat, tokens, money, workers and how many cards of each type."""

    seat: int
    name: str
    colour: str
    lira: int
    vp: int
    residual: int
    fields: tuple[FieldView, ...]
    structures: tuple[str, ...]
    grapes: tuple[tuple[str, tuple[int, ...]], ...]
    """(colour, values) for red then white."""
    wines: tuple[tuple[str, tuple[int, ...]], ...]
    """(type, values) for red, white, blush, sparkling."""
    cellar_top: int
    """The highest cellar value built: 3, 6 or 9."""
    workers: int
    """Regular workers owned, the ones trained this year included."""
    trained: int
    free_workers: int
    """Regular workers (the temporary one included) still to place this year."""
    placed: int
    """Regular workers (the temporary one included) standing on the board."""
    grande_free: bool
    temp_worker: bool
    rooster: int | None
    passed: bool
    """Passed in the season being played (summer or winter); False in every other phase."""
    hand_counts: tuple[tuple[str, int], ...]
    """(card type, number of cards) for vine, summer, order, winter."""
    vp_sources: tuple[tuple[str, int], ...]

    @property
    def hand_size(self) -> int:
        """How many cards the player holds."""
        return sum(n for _, n in self.hand_counts)


class SeatView(NamedTuple):
    """The game as one seat may see it; `seat` None shows public information only."""

    seat: int | None
    year: int
    phase: str
    first_player: int
    turn_order: tuple[int, ...]
    decider: int | None
    players: tuple[PlayerView, ...]
    placements: tuple[PlacementView, ...]
    hand: tuple[str, ...]
    """The seat's own cards (empty when `seat` is None)."""
    log: tuple[Event, ...]
    """The last log lines the seat may read, oldest first."""
    decks: tuple[tuple[str, int], ...]
    """(deck, cards left) for vine, summer, order, winter."""
    discards: tuple[tuple[str, int], ...]
    in_play: tuple[str, ...]
    """Visitor cards being resolved or revealed: face up, public."""
    vp_by_year: tuple[tuple[int, ...], ...]
    vp_trigger: bool
    game_over: bool
    winners: tuple[int, ...]


def can_see(event: Event, seat: int | None) -> bool:
    """Whether the seat may read a log line (None: only lines for everyone)."""
    return event.seen_by is None or (seat is not None and seat in event.seen_by)


def visible_log(state: GameState, seat: int | None, tail: int | None = None) -> list[Event]:
    """The log lines the seat may read, oldest first; only the last `tail` ones if given."""
    if tail is None:
        return [e for e in state.log if can_see(e, seat)]
    out: list[Event] = []
    for event in reversed(state.log):
        if can_see(event, seat):
            out.append(event)
            if len(out) == tail:
                break
    out.reverse()
    return out


def hand_counts(player: Player) -> tuple[tuple[str, int], ...]:
    """How many cards of each type a player holds: public information (§16)."""
    types = catalog().card_type
    counts = dict.fromkeys(CARD_TYPES, 0)
    for card in player.hand:
        counts[types[card]] += 1
    return tuple(counts.items())


def player_view(state: GameState, player: Player) -> PlayerView:
    """The public side of one player."""
    cat = catalog()
    fields = tuple(
        FieldView(
            f.value,
            f.sold,
            tuple(f.vines),
            sum(cat.vine_of(c).value for c in f.vines),
            f.harvested,
        )
        for f in player.fields
    )
    placed = sum(1 for p in state.placements if p.seat == player.seat and not p.grande)
    colours = state.setup.players
    return PlayerView(
        seat=player.seat,
        name=player.name,
        colour=colours[player.seat].colour if player.seat < len(colours) else "",
        lira=player.lira,
        vp=player.vp,
        residual=player.residual,
        fields=fields,
        structures=tuple(player.structures),
        grapes=tuple((k, tuple(player.grapes.get(k, ()))) for k in ("red", "white")),
        wines=tuple((k, tuple(player.wines.get(k, ()))) for k in ("red", "white", "blush", "sparkling")),
        cellar_top=cellar_limit(player),
        workers=player.workers,
        trained=player.trained,
        free_workers=player.free_workers,
        placed=placed,
        grande_free=player.grande_free,
        temp_worker=player.temp_worker,
        rooster=player.rooster,
        # The engine's flag lasts until the next season's placements begin; shown only while it counts.
        passed=player.passed and state.phase in ("summer", "winter"),
        hand_counts=hand_counts(player),
        vp_sources=tuple(sorted(player.vp_sources.items())),
    )


def seat_view(state: GameState, seat: int | None, log_tail: int | None = 200) -> SeatView:
    """Everything the seat may see now; its own hand only, and only the log lines meant for it."""
    task = None if state.game_over else state.top()
    return SeatView(
        seat=seat,
        year=state.year,
        phase=state.phase,
        first_player=state.first_player,
        turn_order=tuple(state.turn_order),
        decider=task.seat if task is not None else None,
        players=tuple(player_view(state, p) for p in state.players),
        placements=tuple(PlacementView(p.seat, p.action, p.slot, p.grande) for p in state.placements),
        hand=tuple(state.players[seat].hand) if seat is not None else (),
        log=tuple(visible_log(state, seat, log_tail)),
        decks=tuple((k, len(v)) for k, v in state.decks.items()),
        discards=tuple((k, len(v)) for k, v in state.discards.items()),
        in_play=tuple(state.in_play),
        vp_by_year=tuple(tuple(row) for row in state.vp_by_year),
        vp_trigger=state.vp_trigger,
        game_over=state.game_over,
        winners=tuple(state.winners),
    )


class RankLine(NamedTuple):
    """A line of the final ranking: place (shared on a full tie) and the tie-breakers (§15, R2)."""

    place: int
    seat: int
    vp: int
    lira: int
    wine: int
    """Total value of wines in the cellar (first tie-breaker after lira)."""
    grapes: int
    """Total value of grapes on the crush pad (last tie-breaker)."""
    winner: bool


def final_ranking(state: GameState) -> list[RankLine]:
    """Players from first to last with the tie-breakers applied; a full tie shares the place."""
    from viticulture_tui.engine.scoring import rank_key, ranking

    lines: list[RankLine] = []
    previous: tuple[int, int, int, int] | None = None
    place = 0
    for i, seat in enumerate(ranking(state)):
        key = rank_key(state.players[seat])
        if key != previous:
            place = i + 1
            previous = key
        lines.append(RankLine(place, seat, *key, winner=seat in state.winners))
    return lines
