"""engine/build_view: while a structure is chosen, the ones left out and why (§12)."""

from __future__ import annotations

from tests.scenario import changed, place, table
from viticulture_tui.engine import GameState, legal_actions
from viticulture_tui.engine.build_view import unbuildable_structures
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.game import pending
from viticulture_tui.sim import play_random_game


def test_too_dear_and_out_of_order_say_why() -> None:
    """With 5 lira the Tasting Room costs too much; the Large Cellar waits for the Medium Cellar."""
    state = table()
    seat = state.top().seat
    state.players[seat].lira = 5
    changed(state)
    assert unbuildable_structures(state) == (), "nothing is being built yet"
    place(state, "build_structure")
    assert dict(unbuildable_structures(state)) == {
        "tasting_room": "6 lira, you have 5",
        "large_cellar": "Medium Cellar first",
    }


def test_built_ones_are_not_listed() -> None:
    """A structure on the mat is neither offered nor said to be out of reach."""
    state = table()
    seat = state.top().seat
    player = state.players[seat]
    player.lira = 2
    player.structures += ["medium_cellar", "trellis"]
    changed(state)
    place(state, "build_structure")
    left_out = dict(unbuildable_structures(state))
    assert "trellis" not in left_out and "medium_cellar" not in left_out
    assert left_out["large_cellar"] == "6 lira, you have 2"


def _partition(state: GameState) -> None:
    """At every build: each structure is offered, built, ruled out by the card, or said why not."""
    task = pending(state)
    if task is None or task.kind != "build":
        return
    player = state.players[task.seat]
    offered = {c.action.arg for c in legal_actions(state) if c.action.kind == "build"}
    left_out = {s.structure for s in unbuildable_structures(state)}
    only = task.params.get("only")
    ruled_out = {s.id for s in catalog().structures if only is not None and s.id not in only}
    built = set(player.structures)
    assert not offered & left_out and not left_out & (built | ruled_out)
    assert offered | left_out | built | ruled_out == {s.id for s in catalog().structures}


def test_every_build_of_random_games_accounts_for_every_structure() -> None:
    """Random games, every build decision (the board's and the visitors'): nothing unexplained."""
    for players, seed in ((2, 11), (3, 12), (4, 13), (6, 14)):
        play_random_game(players, seed, check=_partition)
