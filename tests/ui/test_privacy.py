"""Hot-seat privacy: no hand but the deciding player's is ever on screen (§16, V10)."""

from __future__ import annotations

from tests.ui.helpers import SMALL, KeyPlayer, screen_text, session_from
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.game import GameScreen


def secret_names(screen: GameScreen, seat: int | None) -> set[str]:
    """Names of visitor and order cards in other hands that nothing public or owned names."""
    state = screen.session.state
    cat = catalog()
    public = " ".join(e.text for e in state.log if e.seen_by is None)
    mine = {cat.card_name(c) for c in state.players[seat].hand} if seat is not None else set()
    names = set()
    for p in state.players:
        if p.seat == seat:
            continue
        for card in p.hand:
            if cat.card_type[card] == "vine":
                continue  # vines are shared by many copies and are planted in public
            name = cat.card_name(card)
            if name not in mine and name not in public:
                names.add(name)
    return names


async def test_no_other_hand_is_ever_rendered() -> None:
    """At every step of a 3-player game, the screen holds no card name from another player's hand."""
    session = session_from(3, 7)
    app = ViticultureApp(session=session)
    checked = 0
    async with app.run_test(size=SMALL) as pilot:
        player = KeyPlayer(5)
        for _ in range(250):
            screen = app.screen
            game = next(s for s in app.screen_stack if isinstance(s, GameScreen))
            if screen is game:
                seat = None if game.covered else game.viewer
                if not game.covered:
                    assert seat == session.decider(), "the hand shown is the deciding player's"
                text = screen_text(app)
                for name in secret_names(game, seat):
                    short = name.split(" (")[0]
                    assert short not in text, f"{short} (someone else's card) is on screen"
                checked += 1
            if not await player.step(pilot):
                break
    assert checked > 100
