"""Issue 11, "one key spends the grande": the key asks first, and the curtain lets the player take it back."""

from __future__ import annotations

from tests.ui.helpers import SMALL, flat_text, session_until, tap
from tests.ui.save_helpers import messages
from viticulture_tui.session import Session
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.confirm import ConfirmScreen
from viticulture_tui.ui.screens.game import GameScreen
from viticulture_tui.ui.widgets.board import Board
from viticulture_tui.ui.widgets.hand_over import HandOver


def grande_only_session() -> Session:
    """Year 2, Ben's turn: no worker left but the grande, Give tour full (one placement: the grande)."""

    def stop(s: Session) -> bool:
        seat = s.decider()
        if s.decision_kind() != "turn" or seat is None:
            return False
        player = s.state.players[seat]
        tours = [c for c in s.choices() if c.action.kind == "place" and c.action.arg[0] == "give_tour"]
        return player.free_workers == 0 and player.grande_free and len(tours) == 1

    return session_until(2, 1, stop, visitors=False)


async def test_one_key_on_the_grande_asks_first_and_no_goes_back() -> None:
    """`t` with only the grande left asks what it does; n places nothing; the board says it too."""
    session = grande_only_session()
    before = len(session.state.history)
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        await tap(pilot, "enter")
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await tap(pilot, "t")
        question = app.screen
        assert isinstance(question, ConfirmScreen)
        assert "This key places your grande" in question.question
        assert "Yes (y)" in flat_text(app)
        await tap(pilot, "n")
        assert app.screen is screen and len(session.state.history) == before
        info = " ".join(screen.query_one(Board).make_text().plain.split())
        assert "Enter or t places your grande (asks first)" in info


async def test_the_player_who_handed_over_takes_the_grande_back_from_the_curtain() -> None:
    """After y the curtain comes down; u there takes the grande back, and the curtain stays for its owner."""
    session = grande_only_session()
    seat = session.decider()
    assert seat is not None
    before = list(session.state.history)
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        await tap(pilot, "enter")
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await tap(pilot, "t")
        await tap(pilot, "y")
        assert screen.covered and session.decider() != seat
        name = session.names[seat]
        assert f"{name}: u takes back your last action" in flat_text(app)
        await tap(pilot, "u")
        assert session.state.history == before
        assert session.state.players[seat].grande_free
        assert f"{name}'s last action was taken back" in messages(app)
        # Whoever pressed u, the hand shown next is the owner's only after their own Enter.
        assert screen.covered and screen.viewer is None
        assert screen.query_one(HandOver).data.seat == seat  # type: ignore[union-attr]
        assert f"{name}, press Enter" in flat_text(app)
        assert "u takes back" not in flat_text(app)
        await tap(pilot, "u")  # nothing more to take back from this curtain
        assert session.state.history == before


async def test_once_the_next_player_is_at_the_keyboard_the_curtain_undo_is_gone() -> None:
    """Enter lifts the curtain for the next player: from then on u is the usual, refused, undo."""
    session = grande_only_session()
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        await tap(pilot, "enter")
        await tap(pilot, "t")
        await tap(pilot, "y")
        after = list(session.state.history)
        await tap(pilot, "enter")
        await tap(pilot, "u")
        assert session.state.history == after
        assert "Undo refused" in messages(app)


def test_the_engine_lets_only_the_player_who_handed_over_take_it_back() -> None:
    """undo_reason(state, seat): the hander may, the next player (who decided nothing) may not."""
    from viticulture_tui.engine import Action
    from viticulture_tui.engine.undo import undo, undo_reason

    session = grande_only_session()
    seat = session.decider()
    assert seat is not None
    tour = next(c for c in session.choices() if c.action.kind == "place" and c.action.arg[0] == "give_tour")
    before = session.state.model_copy(deep=True)
    session.apply(Action(tour.action.kind, tour.action.arg))
    assert session.decider() != seat
    assert undo_reason(session.state, seat) == ""
    assert undo_reason(session.state) != ""  # the next player may not take back Ben's action
    assert undo(session.state, seat).history == before.history
