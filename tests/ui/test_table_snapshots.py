"""Snapshots of the game screen mid-game at the four sizes issue 12 names, with 2 and 6 players.

The position is a seeded game played to a winter turn (workers out on both seasons), then
staged so that every kind of thing the table draws is on it: planted fields (one sold), wines
of every type and grapes, structures, every cellar room, and a player below zero VP. Staging
keeps the pictures still when the bots or the random seat change their play.
Update with `pytest tests/ui/test_table_snapshots.py --snapshot-update` and look at the report.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from textual.pilot import Pilot

from tests.ui.helpers import quiet, setup
from viticulture_tui.ai.random_seat import RandomSeat
from viticulture_tui.engine import Action
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.state import GameState
from viticulture_tui.session import Session
from viticulture_tui.ui.app import ViticultureApp

pytestmark = pytest.mark.usefixtures("still_cards")

Snap = Callable[..., bool]

SIZES = ((80, 24), (100, 30), (160, 50), (200, 60))
SEED = 11
WINTER = frozenset(a.id for a in catalog().board.actions if a.season == "winter")

MATS: tuple[dict[str, object], ...] = (
    {
        "vines": (("sangiovese.1", "pinot.2"), ("malvasia.1",), ()),
        "structures": ["trellis", "irrigation", "medium_cellar", "large_cellar", "yoke"],
        "wines": {"red": [3, 7], "white": [2], "blush": [5], "sparkling": [8]},
        "grapes": {"red": [4], "white": [1, 6]},
        "vp": 6,
        "lira": 4,
        "residual": 2,
    },
    {
        "vines": ((), ("merlot.1", "syrah.1"), ("chardonnay.1",)),
        "structures": ["windmill", "tasting_room", "medium_cellar"],
        "wines": {"red": [1], "white": [4], "blush": [6], "sparkling": []},
        "grapes": {"red": [2], "white": []},
        "vp": -2,
        "lira": 9,
        "residual": 0,
        "sold": 0,
    },
)
"""What each player's mat holds, taken in turn round the table (seat i gets MATS[i % 2])."""


def winter_turn(players: int) -> Session:
    """A seeded game (no visitors) played to a winter turn with workers on both seasons' spaces
    (from year 2 each player keeps two workers back in summer)."""
    session = Session.new(setup(players, SEED))
    bot = RandomSeat(SEED)
    for _ in range(20_000):
        state = session.state
        taken = {p.action for p in state.placements}
        if (
            state.phase == "winter"
            and session.decision_kind() == "turn"
            and len(taken & WINTER) >= 2
            and len(taken - WINTER) >= 2
        ):
            return session
        assert not session.game_over, "the game ended before a full winter"
        seat = session.decider() or 0
        keeps = state.phase == "summer" and session.decision_kind() == "turn"
        if keeps and state.players[seat].free_workers < 2 and state.year >= 2:
            session.apply(Action("pass", None))  # keep workers for winter
        else:
            session.apply(bot.choose(quiet(session.choices())))
    raise AssertionError("no full winter turn")


def stage(state: GameState) -> None:
    """Lay the mats of MATS on every player (the cards planted are taken out of the decks)."""
    for player in state.players:
        mat = MATS[player.seat % len(MATS)]
        planted: tuple[tuple[str, ...], ...] = mat["vines"]  # type: ignore[assignment]
        for field, vines in zip(player.fields, planted, strict=True):
            field.vines = list(vines)
            field.sold = False
        if "sold" in mat:
            player.fields[mat["sold"]].sold = True  # type: ignore[index]
            player.fields[mat["sold"]].vines = []  # type: ignore[index]
        player.structures = list(mat["structures"])  # type: ignore[call-overload]
        player.wines = {kind: list(values) for kind, values in mat["wines"].items()}  # type: ignore[attr-defined]
        player.grapes = {kind: list(values) for kind, values in mat["grapes"].items()}  # type: ignore[attr-defined]
        player.vp, player.lira, player.residual = mat["vp"], mat["lira"], mat["residual"]  # type: ignore[assignment]
    planted_cards = {v for mat in MATS for vines in mat["vines"] for v in vines}  # type: ignore[attr-defined]
    for deck, cards in state.decks.items():
        state.decks[deck] = [card for card in cards if card not in planted_cards]
    for player in state.players:
        player.hand = [card for card in player.hand if card not in planted_cards]
    state._legal_cache = None  # the choices are asked again of the staged mats


async def reveal(pilot: Pilot[None]) -> None:
    """The deciding player takes the keyboard."""
    await pilot.press("enter")
    await pilot.pause()


@pytest.mark.parametrize("players", [2, 6])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_table_mid_game(snap_compare: Snap, size: tuple[int, int], players: int) -> None:
    """The table mid-game: tiles with workers of both seasons, the tracks, planted and sold fields,
    wines of each type in built cellars, structures, the others' mats, a player at -2 VP."""
    session = winter_turn(players)
    stage(session.state)
    assert snap_compare(ViticultureApp(session=session), terminal_size=size, run_before=reveal)
