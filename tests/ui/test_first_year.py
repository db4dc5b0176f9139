"""A whole first year of a 2-player game, played from the title screen by key presses."""

from __future__ import annotations

from textual.pilot import Pilot

from tests.ui.helpers import SMALL, tap
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.confirm import ConfirmScreen
from viticulture_tui.ui.screens.game import GameScreen
from viticulture_tui.ui.screens.new_game import NewGameScreen
from viticulture_tui.ui.screens.title import TitleScreen
from viticulture_tui.ui.widgets.board import Board
from viticulture_tui.ui.widgets.decision_panel import DecisionPanel


async def start_game(pilot: Pilot[None], seed: str) -> GameScreen:
    """Title, new game with the default two players, the seed typed in, Start."""
    app = pilot.app
    assert isinstance(app.screen, TitleScreen)
    await pilot.press("n")
    assert isinstance(app.screen, NewGameScreen)
    # Tab from the player count: name, colour, who plays, twice; two options, then the seed.
    await pilot.press(*["tab"] * 9, *seed, "ctrl+s")
    await pilot.pause()
    assert isinstance(app.screen, GameScreen)
    return app.screen


async def test_first_year_by_keys() -> None:
    """Two players take every decision of year 1 with keys; the state shows what they did."""
    app = ViticultureApp()
    async with app.run_test(size=SMALL) as pilot:
        screen = await start_game(pilot, "42")
        session = screen.session
        state = session.state
        assert state.setup.seed == 42
        used_arrows = False
        lira_at_summer: list[int] | None = None
        hands_before_fall: list[int] | None = None
        for _ in range(400):
            if state.year == 2:
                break
            if state.phase == "summer" and lira_at_summer is None:
                lira_at_summer = [p.lira for p in state.players]
            if state.phase == "fall" and hands_before_fall is None:
                hands_before_fall = [len(p.hand) for p in state.players]
            if isinstance(app.screen, ConfirmScreen):
                await tap(pilot, "y")
            elif screen.covered:
                await tap(pilot, "enter")
            elif screen.deciding:
                # The first line's number: a wake-up row keeps its own number when others are taken.
                await tap(pilot, str(screen.query_one(DecisionPanel).numbers()[0]))
            elif session.decision_kind() == "turn":
                board = screen.query_one(Board)
                tour = [
                    c
                    for c in session.choices()
                    if c.action.kind == "place" and c.action.arg[0] == "give_tour"
                ]
                if tour and not used_arrows:
                    # Down from Draw vine to Give tour, Enter, then the first placement listed.
                    board.point_at("draw_vine")
                    await tap(pilot, "down")
                    assert board.highlighted() == "give_tour"
                    await tap(pilot, "enter")
                    used_arrows = True
                elif tour:
                    await tap(pilot, "t")
                else:
                    await tap(pilot, "l")
                if board.offer is not None:
                    await tap(pilot, "1")
            else:
                await tap(pilot, "enter")
        assert state.year == 2 and state.phase == "spring"
        assert session.decision_kind() == "wake_up"
        assert used_arrows
        assert lira_at_summer is not None and hands_before_fall is not None
        public = [e.text for e in state.log if e.seen_by is None]
        for p in state.players:
            tours = sum(1 for t in public if t == f"{p.name} gives a tour: +2 lira.")
            gains = sum(1 for t in public if t == f"{p.name} gains 1 lira.")
            residual = sum(1 for t in public if t.startswith(f"{p.name} collects"))
            assert residual == 0
            assert tours + gains > 0, "every player placed workers"
            assert p.lira == lira_at_summer[p.seat] + 2 * tours + gains
            # Fall: one visitor each (two with a Cottage); workers back; roosters off the chart.
            drawn = 2 if p.has("cottage") else 1
            assert len(p.hand) == hands_before_fall[p.seat] + drawn
            assert p.free_workers == p.workers and p.grande_free and p.rooster is None
        assert state.placements == []
        assert len(state.vp_by_year) == 1
        assert not screen.query_one(DecisionPanel).display or screen.covered or screen.deciding
