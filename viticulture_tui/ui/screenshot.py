"""The README's picture: the app draws a mid-game position at 160x50 headless and writes it as SVG."""

from __future__ import annotations

import asyncio
import random
import sys
from pathlib import Path

from viticulture_tui.engine import PlayerSetup, Setup
from viticulture_tui.session import Session

SIZE = (160, 50)
SEED = 6
"""The first seed tried: four standard computer seats from it reach a full table in a winter."""
NAMES = ("Anna", "Ben", "Carla", "Dario")
SUMMER = frozenset(
    {"draw_vine", "give_tour", "build_structure", "play_summer_visitor", "sell_grapes_or_field"}
)
WINTER = frozenset({"draw_order", "harvest_field", "train_worker", "play_winter_visitor", "make_wine"})
MOST_ACTIONS = 3000
SEEDS_TRIED = 20
DEFAULT_PATH = Path("docs/screenshot.svg")


def full_table(session: Session) -> bool:
    """A turn in winter from year 3 on, with workers on both seasons' spaces, vines, wines and buildings."""
    state = session.state
    if state.phase != "winter" or state.year < 3 or session.decision_kind() != "turn":
        return False
    taken = {p.action for p in state.placements}
    if not taken & SUMMER or len(taken & WINTER) < 2:
        return False
    planted = sum(1 for p in state.players if any(f.vines for f in p.fields))
    with_wine = sum(1 for p in state.players if any(p.wines.values()))
    builders = sum(1 for p in state.players if len(p.structures) >= 2)
    return planted >= 3 and with_wine >= 2 and builders >= 3


def position(seed: int = SEED, tries: int = SEEDS_TRIED) -> Session:
    """The first full table of four standard computer seats, from `seed` on.

    The next seeds are tried when a game reaches none (a change to the bots changes their games),
    so the target keeps working; the picture stays the same for the same code.
    """
    for next_seed in range(seed, seed + tries):
        session = _game_to_full_table(next_seed)
        if session is not None:
            return session
    raise RuntimeError(f"no full table from seeds {seed} to {seed + tries - 1}")


def _game_to_full_table(seed: int) -> Session | None:
    from viticulture_tui.ai.levels import make_bot
    from viticulture_tui.engine.knowledge import knowledge
    from viticulture_tui.ui.palette import PALETTE

    players = [PlayerSetup(name=name, colour=PALETTE[i].key) for i, name in enumerate(NAMES)]
    session = Session.new(Setup(players=players, seed=seed))
    bot, rng = make_bot("standard"), random.Random(seed)
    for _ in range(MOST_ACTIONS):
        if full_table(session):
            return session
        seat = session.decider()
        if seat is None or session.game_over:
            break
        session.apply(bot.choose(knowledge(session.state, seat), session.choices(), rng))
    return None


async def _draw(session: Session, path: Path) -> None:
    from viticulture_tui.ui.app import ViticultureApp
    from viticulture_tui.ui.screens.game import GameScreen

    app = ViticultureApp(session=session)  # no save folder: nothing is written but the picture
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        if isinstance(screen, GameScreen) and screen.covered:
            await pilot.press("enter")  # the player at the keyboard lifts the curtain
        await pilot.pause()
        app.save_screenshot(filename=path.name, path=str(path.parent))


def main(argv: list[str] | None = None) -> int:
    """Write the picture to the path given (docs/screenshot.svg by default) and say where."""
    args = sys.argv[1:] if argv is None else argv
    path = Path(args[0]) if args else DEFAULT_PATH
    path.parent.mkdir(parents=True, exist_ok=True)
    asyncio.run(_draw(position(), path))
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
