"""The solo game in the interface: its options, a year played by keys, the Automa panel, the verdict."""

from __future__ import annotations

from textual.pilot import Pilot

from tests.ui.helpers import SMALL, quiet, screen_text, setup, tap
from viticulture_tui.ai.random_seat import RandomSeat
from viticulture_tui.engine import new_game
from viticulture_tui.engine.solo import AUTOMA, SoloView, solo_view
from viticulture_tui.session import Session
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.commands import SPACE_KEYS
from viticulture_tui.ui.palette import PALETTE
from viticulture_tui.ui.render.automa import tokens_line, verdict
from viticulture_tui.ui.screens.confirm import ConfirmScreen
from viticulture_tui.ui.screens.game import GameScreen
from viticulture_tui.ui.screens.game_over import GameOverScreen
from viticulture_tui.ui.screens.new_game import NewGameScreen
from viticulture_tui.ui.widgets.automa_panel import AutomaPanel
from viticulture_tui.ui.widgets.board import Board
from viticulture_tui.ui.widgets.decision_panel import DecisionPanel


async def start_solo(pilot: Pilot[None], seed: str) -> GameScreen:
    """Title, new game, one player, level Hard, the aggressive variant off, the seed typed, Start."""
    app = pilot.app
    await pilot.press("n")
    screen = app.screen
    assert isinstance(screen, NewGameScreen)
    assert screen.query_one("#friendly").display
    # The count's highlight starts on 2: one step left, space chooses 1 player.
    await pilot.press("left", "space")
    assert screen.players == 1
    assert not screen.query_one("#friendly").display, "the friendly variant does not apply in solo"
    assert screen.query_one("#solo-options").display
    # Tab: name, colour, level; Enter opens the levels, two down from Normal is Very hard, one up Hard.
    await pilot.press("tab", "tab", "tab", "enter", "down", "down", "up", "enter")
    # Then the two solo options, mama and papa choice, and the seed.
    await pilot.press("tab", "tab", "tab", "tab", *seed, "ctrl+s")
    await pilot.pause()
    assert isinstance(app.screen, GameScreen)
    return app.screen


async def test_solo_year_by_keys() -> None:
    """One solo year on Hard by keys: no curtain, the Automa blocks, a token taken and spent, all cleared."""
    app = ViticultureApp()
    async with app.run_test(size=SMALL) as pilot:
        screen = await start_solo(pilot, "11")
        session = screen.session
        state = session.state
        options = state.setup.options
        assert state.solo and state.n == 1
        assert (options.solo_level, options.aggressive, options.token_opens_middle) == ("hard", False, False)
        assert not options.friendly_variant
        panel = screen.query_one(AutomaPanel)
        board = screen.query_one(Board)
        row_taken: int | None = None
        spent = grande_on_blocked = False
        seen_blocks: list[str] = []
        for _ in range(300):
            if state.year == 2:
                break
            assert not screen.covered, "one player: no hand-over curtain"
            if state.phase == "summer" and row_taken is None:
                row_taken = state.players[0].rooster
            if isinstance(app.screen, ConfirmScreen):
                await tap(pilot, "y")
            elif screen.deciding:
                if session.decision_kind() == "bonus_token":
                    held = state.players[0].bonus_tokens
                    await tap(pilot, "1")  # spend it
                    assert state.players[0].bonus_tokens == held - 1
                    spent = True
                else:
                    await tap(pilot, "1")
            elif session.decision_kind() == "turn":
                blocked = [p.action for p in state.placements if p.seat == AUTOMA]
                text = panel.make_text().plain
                assert all(f"{SPACE_KEYS[a]} " in text for a in solo_view(state).blocked)  # type: ignore[union-attr]
                seen_blocks += [a for a in blocked if a not in seen_blocks]
                grande = [
                    c
                    for c in session.choices()
                    if c.action.kind == "place"
                    and c.action.arg[0] in blocked
                    and c.action.arg[1:] == ("full", "grande")
                ]
                if grande and not grande_on_blocked:
                    await tap(pilot, SPACE_KEYS[grande[0].action.arg[0]])
                    grande_on_blocked = True
                else:
                    await tap(pilot, "l" if state.players[0].free_workers else "x")
                if board.offer is not None:
                    await tap(pilot, "1")
            else:
                await tap(pilot, "enter")
        assert state.year == 2 and state.phase == "spring"
        assert session.decision_kind() == "wake_up"
        # The row taken in spring gave its token; the token bought a bonus on the grande's placement.
        assert row_taken is not None and row_taken not in state.automa.tokens  # type: ignore[union-attr]
        assert grande_on_blocked and spent
        assert state.players[0].bonus_tokens == 0
        log = [e.text for e in state.log]
        assert any("your grande" in t or "(grande on a full action)" in t for t in log)
        assert sum(t.startswith("Automa card") for t in log) >= 2, "cards drawn in summer and winter"
        assert len(seen_blocks) >= 2, "hard: at least two Automa workers a season"
        # Year end: the Automa's workers left the board; its count for the year starts again.
        assert state.placements == [] and state.automa.workers_this_year == 0  # type: ignore[union-attr]
        assert panel.border_title == "Automa · Hard · year 2 of 7"
        assert "No card now" in panel.make_text().plain
        assert not screen.query_one(DecisionPanel).display or screen.deciding


def solo_session(stop: object, seed: int = 5, **options: object) -> Session:
    """A solo session played by a random seat (no visitors) until `stop(session)` holds."""
    session = Session.new(setup(1, seed, **options))  # type: ignore[arg-type]
    bot = RandomSeat(2)
    while not stop(session):  # type: ignore[operator]
        session.apply(bot.choose(quiet(session.choices())))
    return session


async def test_board_marks_the_automa() -> None:
    """An Automa worker shows as a grey 'A' on its space, and the highlighted space says so."""
    session = solo_session(lambda s: s.state.phase == "summer" and s.decision_kind() == "turn")
    blocked = [p.action for p in session.state.placements if p.seat == AUTOMA]
    assert blocked
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen) and not screen.covered
        board = screen.query_one(Board)
        half = (board.content_size.width - 1) // 2
        player = PALETTE[0].symbol
        for action in blocked:
            # The summer tile of the action (left column: edge, key, name, its one space last).
            tile = next(
                line[:half]
                for line in board.make_text().plain.splitlines()
                if line[1:3] == f"{SPACE_KEYS[action]} "
            )
            assert tile.rstrip().endswith(" A") and player not in tile, tile
        screen.query_one(Board).point_at(blocked[0])
        await pilot.pause()
        assert "Automa on the left space" in screen_text(app)


async def test_solo_game_over() -> None:
    """Game over in solo names the result against the Automa and keeps the VP breakdown."""
    session = solo_session(lambda s: s.game_over, aggressive=True)
    state = session.state
    assert state.winners == [] and state.automa is not None and state.automa.lost_early
    app = ViticultureApp(session=session)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        text = screen_text(app)
        assert f"Anna ends year {state.year} with {state.players[0].vp} VP" in text
        assert "the Automa wins" in text and "VP by source" in text
        assert "share the victory" not in text


def test_verdict_words() -> None:
    """The headline for a win, a loss at the end, and an early loss in the aggressive variant."""
    session = solo_session(lambda s: s.game_over)
    view = solo_view(session.state)
    assert view is not None and not view.won
    colour = PALETTE[0]
    assert "does not beat the Automa" in verdict(view, "Anna", colour).plain
    won: SoloView = view._replace(won=True, player_vp=24)
    assert "beats the Automa: 24 VP to 20!" in verdict(won, "Anna", colour).plain
    early = view._replace(aggressive=True, lost_early=True, year=3, target=1, player_vp=1)
    assert "ends year 3 with 1 VP, not above 1" in verdict(early, "Anna", colour).plain


def test_solo_view() -> None:
    """The engine's solo view: this season's cards and blocks, the target, tokens; None in multiplayer."""
    assert solo_view(Session.new(setup(2, 1)).state) is None
    session = solo_session(lambda s: s.state.phase == "summer", solo_level="very_hard")
    view = solo_view(session.state)
    assert view is not None
    automa = session.state.automa
    assert automa is not None
    assert [n for n, _ in view.cards] == automa.cards
    assert set(view.blocked) == {p.action for p in session.state.placements if p.seat == AUTOMA}
    assert (view.years, view.target, view.worker_cap) == (7, 23, 6)
    assert view.token_rows == tuple(automa.tokens) and view.tokens_held == 1


def test_the_token_line_says_row_for_one_row_and_rows_for_more() -> None:
    """'on row 6' for the last token on the chart, 'on rows 2 6' for two."""
    view = solo_view(new_game(setup(1)))
    assert view is not None
    assert "· on row 6" in tokens_line(view._replace(token_rows=(6,), any_row=False), False).plain
    assert "· on rows 2 6" in tokens_line(view._replace(token_rows=(2, 6), any_row=False), False).plain
