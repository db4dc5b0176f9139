"""While a computer decides between two people, the vineyard column shows that computer's mat (a mat
is public) so the table can follow its move there; its hand stays hidden, and Enter says it brings
the move."""

from __future__ import annotations

import pytest
from textual.widgets import OptionList

from tests.ui.helpers import game_screen, settle, tap
from tests.ui.test_computer_seats import table
from viticulture_tui.engine import apply, decider, legal_actions
from viticulture_tui.engine.clone import clone_state
from viticulture_tui.engine.view import seat_view
from viticulture_tui.session import Session
from viticulture_tui.ui import computer_turns
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.render.cards import TYPE_TITLES, short_name
from viticulture_tui.ui.screens.game import GameScreen
from viticulture_tui.ui.widgets.cellar_panel import CellarPanel
from viticulture_tui.ui.widgets.hand_panel import HandPanel
from viticulture_tui.ui.widgets.key_rows import KeyRows
from viticulture_tui.ui.widgets.vineyard_mat import VineyardMat

MEDIUM = (120, 36)
"""Wide enough for the vineyard column, too small for the third column of the others' mats."""


def anna_before_ben() -> Session:
    """Anna, Ben (a computer) and Carla, at Anna's first decision that hands the game to Ben."""
    session = Session.new(table(None, "random", None, seed=2))
    while True:
        if session.decider() == 0:
            after = clone_state(session.state)
            apply(after, legal_actions(after)[0].action)
            if decider(after) == 1:
                return session
        session.apply(session.choices()[0].action)


def keys(screen: GameScreen) -> str:
    """The key bar as drawn now."""
    return screen.query_one(KeyRows).make_text().plain


async def test_a_computers_turn_shows_its_mat_and_hides_its_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    """Anna takes her first choice; while Ben waits out his pause, the vineyard column is Ben's,
    drawn from what every seat may see, his hand is shown to nobody, and Enter says it brings his
    move."""
    monkeypatch.setattr(computer_turns, "PACE", 3600.0)  # Ben's turn stays on screen until Enter
    monkeypatch.setattr(computer_turns, "GRACE", 0.0)
    session = anna_before_ben()
    app = ViticultureApp(session)
    async with app.run_test(size=MEDIUM) as pilot:
        screen = game_screen(app)
        if screen.covered:
            await tap(pilot, "enter")  # Anna takes the keyboard
        await settle(pilot, lambda: screen.at_keyboard and screen.deciding)
        assert screen.query_one("#mat-box").border_title == "Anna's vineyard"
        assert "Move now" not in keys(screen)
        await tap(pilot, "1")
        await settle(pilot, lambda: session.decider() == 1 and screen.viewer is None)
        public = seat_view(session.state, None).players[1]
        mat = screen.query_one(VineyardMat).data
        assert mat is not None and mat.fields == public.fields
        assert screen.query_one(CellarPanel).data is not None
        assert screen.query_one("#mat-box").border_title == "Ben's vineyard"
        # His purse under his mat, not Anna's (their empty fields alone would not tell them apart).
        anna = seat_view(session.state, None).players[0]
        assert (public.lira, public.structures) != (anna.lira, anna.structures)
        purse = f"{public.vp} VP · {public.lira} lira · residual {public.residual}"
        assert screen.query_one("#mat-box").border_subtitle == purse
        assert screen.query_one("#hand").border_title == "Ben's hand"
        hand = screen.query_one(HandPanel)
        assert hand.hand is None, "a computer's hand is shown"
        # Only the backs: how many cards of each deck, which everyone sees, and no card's name.
        assert hand.backs == public.hand_counts and public.hand_size > 0
        shown = " ".join(str(option.prompt) for option in hand.query_one("#hand-list", OptionList).options)
        assert "(hidden)" in shown and not any(
            short_name(card) in shown for card in session.state.players[1].hand
        )
        assert all(f"{TYPE_TITLES[kind]} ({n})" in shown for kind, n in public.hand_counts if n)
        assert "Move now" in keys(screen)
        await tap(pilot, "enter")  # Ben's move at once
        await settle(pilot, lambda: session.decider() != 1)
        await settle(pilot, lambda: screen.covered)  # the curtain for the next person
        assert "Move now" not in keys(screen)
