"""Issue 11: the Players table says "passed" only in the season in which the player passed."""

from __future__ import annotations

from tests.ui.helpers import SMALL, session_until, tap
from viticulture_tui.session import Session
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.widgets.players_panel import PlayersPanel


def _players_text(app: ViticultureApp) -> str:
    return app.screen.query_one(PlayersPanel).make_text().plain


async def _shown(session: Session) -> str:
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        await tap(pilot, "enter")
        return _players_text(app)


async def test_next_spring_shows_nobody_as_passed() -> None:
    """Spring of year 2: every player passed in winter (the engine's flag is still up), the table is clear."""
    session = session_until(2, 3, lambda s: s.state.year == 2 and s.state.phase == "spring", visitors=False)
    assert all(p.passed for p in session.state.players)  # the old table read this flag as it stood
    assert "passed" not in await _shown(session)


async def test_a_pass_in_this_summer_is_shown() -> None:
    """Summer: a player who passed this season is marked, the other is not."""

    def stop(s: Session) -> bool:
        return (
            s.state.phase == "summer"
            and s.decision_kind() == "turn"
            and any(p.passed for p in s.state.players)
        )

    session = session_until(2, 3, stop, visitors=False)
    text = await _shown(session)
    assert text.count("passed") == sum(p.passed for p in session.state.players) == 1
