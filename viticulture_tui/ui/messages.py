"""Messages that screens send up to the app to move between screens."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.message import Message

if TYPE_CHECKING:
    from viticulture_tui.engine import Setup
    from viticulture_tui.session import Session


class NewGameRequested(Message):
    """Open the new-game screen."""


class StartRequested(Message):
    """Start a game from this setup."""

    def __init__(self, setup: Setup) -> None:
        super().__init__()
        self.setup = setup


class TitleRequested(Message):
    """Go back to the title screen."""


class WalkthroughRequested(Message):
    """Open the rules walkthrough where the player left it."""


class GameEnded(Message):
    """The game is over: show the final ranking."""

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
