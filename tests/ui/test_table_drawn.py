"""Issue 11: a card drawn just before the curtain comes down is shown to its owner, and to nobody else."""

from __future__ import annotations

from tests.ui.helpers import SMALL, flat_text, screen_text, session_until, tap
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.session import Session
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.confirm import ConfirmScreen
from viticulture_tui.ui.screens.game import GameScreen
from viticulture_tui.ui.screens.news import NewsScreen
from viticulture_tui.ui.widgets.board import Board


def fall_session() -> Session:
    """Year 1, fall: Ben draws first, then the keyboard goes to Anna."""
    return session_until(2, 3, lambda s: s.decision_kind() == "fall_draw", visitors=False)


async def test_the_owner_reads_the_drawn_card_then_the_other_player_never_sees_it() -> None:
    """Ben draws a visitor: 'You draw …' with its text for him; after Enter the curtain, and Anna's
    screen has neither the card's name nor its text."""
    session = fall_session()
    ben = session.decider()
    assert ben is not None
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        await tap(pilot, "enter")
        screen = app.screen
        assert isinstance(screen, GameScreen)
        hand = list(session.state.players[ben].hand)
        await tap(pilot, "1")
        drawn = [c for c in session.state.players[ben].hand if c not in hand]
        assert len(drawn) == 1
        name = catalog().card_name(drawn[0])
        text = catalog().visitor_by_id[drawn[0]].text
        news = app.screen
        assert isinstance(news, NewsScreen)
        shown = flat_text(app)
        assert f"You draw {name}." in shown
        assert " ".join(text.split()[:6]) in shown  # the card's own words, not only its name
        assert screen.covered  # already down behind the news
        await tap(pilot, "enter")
        assert app.screen is screen and screen.covered
        assert name not in screen_text(app)
        await tap(pilot, "enter")  # Anna at the keyboard
        assert screen.viewer != ben and not screen.covered
        assert name not in screen_text(app) and text[:30] not in flat_text(app)


async def test_nothing_private_no_news() -> None:
    """An action that showed nothing hidden hands over at once, with no news screen."""
    session = session_until(
        2, 3, lambda s: s.decision_kind() == "turn" and s.state.phase == "summer", visitors=False
    )
    seat = session.decider()
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        await tap(pilot, "enter")
        screen = app.screen
        assert isinstance(screen, GameScreen)
        for _ in range(20):
            if session.decider() != seat:
                break
            if isinstance(app.screen, ConfirmScreen):
                await tap(pilot, "y")
            elif screen.deciding or screen.query_one(Board).offer is not None:
                await tap(pilot, "1")
            else:
                await tap(pilot, "l")
        assert session.decider() != seat
        assert not isinstance(app.screen, NewsScreen) and screen.covered
