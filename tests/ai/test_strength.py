"""The bots play to win: they end a won game, and Standard beats random seats."""

from tests.positions import positions
from viticulture_tui.ai.arena import Match, play_match
from viticulture_tui.ai.evaluation import evaluate, years_left
from viticulture_tui.engine import GameState
from viticulture_tui.engine.clone import clone_state


def _rich(state: GameState) -> GameState:
    """Seat 0 a VP short of 20, with a cellar and a crush pad full, five workers and planted fields."""
    out = clone_state(state)
    me, other = out.players[0], out.players[1]
    me.vp, other.vp = 19, 6
    me.lira, me.workers = 30, 5
    me.wines = {"red": [3, 4, 5, 6, 7, 8, 9], "white": [3, 4, 5, 6, 7, 8, 9], "blush": [9], "sparkling": [9]}
    me.grapes = {"red": [5, 6, 7, 8, 9], "white": [4, 5, 6, 7, 8]}
    me.structures = ["trellis", "irrigation", "medium_cellar", "large_cellar", "yoke"]
    for field, vines in zip(
        me.fields, (["malvasia.4", "chardonnay.4"], ["cabernet_sauvignon.4"], ["pinot.2"]), strict=True
    ):
        field.vines = list(vines)
    return out


def test_filling_the_winning_order_beats_keeping_the_cellar() -> None:
    """At 19 VP and far ahead, the position after a fill that reaches 20 is worth more than
    one that keeps every wine and grape for later (the old evaluation kept them for 20 years)."""
    state = next(s for s in positions(2, 4, 40, spread=20) if s.phase == "summer" and not s.vp_trigger)
    hoard = _rich(state)
    filled = clone_state(hoard)
    filled.players[0].vp = 24
    filled.players[0].wines["red"].remove(9)
    filled.players[0].wines["white"].remove(9)
    filled.vp_trigger = True
    clock = years_left(hoard)
    assert evaluate(filled, 0, clock) > evaluate(hoard, 0, clock)


def test_the_clock_runs_with_the_leader() -> None:
    """More VP for the leader, fewer years left; at least a little until someone has 20."""
    state = next(s for s in positions(2, 4, 40, spread=20) if s.phase == "summer" and not s.vp_trigger)
    early, late = clone_state(state), clone_state(state)
    early.players[0].vp, late.players[0].vp = 2, 19
    assert years_left(early) > years_left(late) > 0


def test_standard_beats_random_seats() -> None:
    """Three short games, seats rotated: Standard wins them all (the old one lost 7 of 10)."""
    match = Match(players=2, seats=("standard", "random"), games=3, seed=21, max_years=20)
    outcomes = play_match(match)
    assert all(o.finished and o.winners == ["standard"] for o in outcomes)
    assert sum(o.years for o in outcomes) / 3 <= 16
