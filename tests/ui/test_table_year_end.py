"""Issue 11: the year end is summed up once, in public words, and Enter goes on."""

from __future__ import annotations

from tests.ui.helpers import SMALL, session_until, tap
from viticulture_tui.session import Session
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.game import GameScreen
from viticulture_tui.ui.screens.news import NewsScreen


def first_fall_draw() -> Session:
    """Year 1, fall: both players drew all their workers out in summer, so the last draw ends the year."""
    session = session_until(2, 3, lambda s: s.decision_kind() == "fall_draw", visitors=False)
    assert all(p.free_workers == 0 for p in session.state.players)
    return session


async def test_the_year_end_is_summed_up_once() -> None:
    """The last fall draw ends year 1: the drawer's news, then aging, residual, hand limit, VP."""
    session = first_fall_draw()
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await tap(pilot, "enter")
        await tap(pilot, "1")  # Ben draws: his own news over the curtain, the year goes on
        assert isinstance(app.screen, NewsScreen) and "only for you" in app.screen.heading
        await tap(pilot, "enter")
        await tap(pilot, "enter")  # Anna at the keyboard
        await tap(pilot, "1")  # Anna draws the last card of the fall: the year ends
        assert session.state.year == 2
        assert isinstance(app.screen, NewsScreen) and "only for you" in app.screen.heading
        await tap(pilot, "enter")  # her news first, then the year's, over the curtain
        summary = app.screen
        assert isinstance(summary, NewsScreen) and summary.heading == "Year 1 is over"
        text = summary.news.plain
        for words in ("Aging:", "Residual income:", "Hand limit (7 cards):", "Victory points:"):
            assert words in text
        for p in session.state.players:
            assert f"{p.name} {p.vp}" in text
        assert f"First player in year 2: {session.names[session.state.first_player]}." in text
        await tap(pilot, "enter")
        assert app.screen is screen and screen.covered
        # The next decisions of year 2 bring no second summary.
        for _ in range(6):
            await tap(pilot, "enter") if screen.covered else await tap(pilot, "1")
            assert not isinstance(app.screen, NewsScreen)


def test_the_summary_counts_residual_income_and_discards_from_public_facts_only() -> None:
    """Residual from each player's public side, discards from the public log; private lines are ignored."""
    from viticulture_tui.engine.state import Event
    from viticulture_tui.ui.render.year_end import year_summary

    session = session_until(2, 3, lambda s: s.state.year == 2, visitors=False)
    state = session.state
    state.players[0].residual = 2
    ending = [
        Event(text="Ben discards a card.", year=1, season="year_end"),
        Event(text="Ben discards a card.", year=1, season="year_end"),
        Event(text="Anna discards a card.", year=1, season="year_end", seen_by=[0]),
        Event(text="Anna discards a card.", year=1, season="winter"),
    ]
    text = year_summary(session.view(None), [*state.log, *ending], 1).plain
    assert "Residual income: Anna +2 lira." in text
    assert "Hand limit (7 cards): Ben discarded 2 cards." in text
