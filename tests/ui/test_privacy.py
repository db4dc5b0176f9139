"""Hot-seat privacy: no hand but the deciding player's is ever on screen (§16, V10)."""

from __future__ import annotations

import pytest

from tests.ui.helpers import SMALL, KeyPlayer, screen_text, session_from
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.confirm import ConfirmScreen
from viticulture_tui.ui.screens.game import GameScreen
from viticulture_tui.ui.screens.news import NewsScreen

# Decision kinds the quick walk below must have checked: the hand is drawn differently at each.
KINDS_CHECKED = {"papa_option", "wake_up", "turn", "play_visitor", "plant", "fall_draw", "discard_to_limit"}


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


def assert_hidden(text: str, game: GameScreen, seat: int | None, where: str) -> None:
    """No card name from a hand other than `seat`'s (and not public) is in `text`."""
    cat = catalog()
    shorts = {cat.card_name(card).split(" (")[0] for card in cat.card_type}
    for name in secret_names(game, seat):
        short = name.split(" (")[0]
        # A longer card's name holding this one ("Uncertified Teacher" holds "Teacher") is not it:
        # that card, if it is secret, has its own check on the whole text.
        rest = text
        for longer in sorted((n for n in shorts if short in n and n != short), key=len, reverse=True):
            rest = rest.replace(longer, "")
        assert short not in rest, f"{short} (someone else's card) is {where}"


async def walk_checking_privacy(players: int, seed: int, steps: int) -> tuple[int, int, set[str]]:
    """Play `steps` key steps of a new game, checking at each that only the right hand shows.

    The board (curtain up or down) and a question asked over it may name no card of a hand but the
    viewer's; an 'only for you' news screen names none but its owner's. One walk checks both, so
    the game is played once. Returns the screens checked, the news screens checked and the
    decision kinds met with the board showing.
    """
    session = session_from(players, seed)
    app = ViticultureApp(session=session)
    checked = news_seen = 0
    kinds: set[str] = set()
    async with app.run_test(size=SMALL) as pilot:
        player = KeyPlayer(5)
        for _ in range(steps):
            screen = app.screen
            game = next(s for s in app.screen_stack if isinstance(s, GameScreen))
            if screen is game or isinstance(screen, ConfirmScreen):
                seat = None if game.covered else game.viewer
                if not game.covered:
                    assert seat == session.decider(), "the hand shown is the deciding player's"
                    kind = session.decision_kind()
                    if kind is not None:
                        kinds.add(kind)
                assert_hidden(screen_text(app), game, seat, "on screen")
                checked += 1
            elif isinstance(screen, NewsScreen) and screen.heading.endswith("only for you"):
                owner = game._handed_by
                assert owner is not None and screen.heading.startswith(session.names[owner])
                assert_hidden(screen.news.plain, game, owner, "in another player's news")
                assert_hidden(screen_text(app), game, owner, "behind another player's news")
                news_seen += 1
            if not await player.step(pilot):
                break
    return checked, news_seen, kinds


async def test_no_other_hand_is_ever_rendered() -> None:
    """Through two and a half years of a 3-player game by keys (every decision kind of
    KINDS_CHECKED), no screen holds a card name from another player's hand, and every 'only for
    you' news screen shows its owner's news alone. Longer walks run in make fuzz."""
    checked, news_seen, kinds = await walk_checking_privacy(3, 7, 160)
    assert checked > 100
    assert news_seen >= 3  # the fall draws of year 1 at least
    assert kinds >= KINDS_CHECKED, f"the walk no longer meets {KINDS_CHECKED - kinds}"


@pytest.mark.fuzz
@pytest.mark.parametrize(("players", "seed"), [(3, 7), (4, 2), (6, 9)])
async def test_no_other_hand_over_long_walks(players: int, seed: int) -> None:
    """The same checks over many years of bigger tables (make fuzz)."""
    checked, news_seen, kinds = await walk_checking_privacy(players, seed, 800)
    assert checked > 300 and news_seen >= 3 and kinds >= KINDS_CHECKED
