"""Feeding the replay screen's panels from the game as it was after some action of its log."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from rich.text import Text
from textual.reactive import reactive

from viticulture_tui.engine import prompt, spaces
from viticulture_tui.engine.catalog import CARD_TYPES
from viticulture_tui.engine.view import seat_view
from viticulture_tui.ui.render.cards import TYPE_TITLES, card_type, deck_colour, short_name
from viticulture_tui.ui.screens.table import feed_table
from viticulture_tui.ui.widgets.board import Board
from viticulture_tui.ui.widgets.text_lines import TextLines
from viticulture_tui.words import counted

if TYPE_CHECKING:
    from viticulture_tui.ui.screens.replay import ReplayScreen


class ReplayBarData(NamedTuple):
    """Where the cursor is in the log, whose vineyard is shown, and whether hands are open."""

    at: int
    total: int
    shown: str
    hands_open: bool


class ReplayBar(TextLines):
    """'REPLAY  action 57 of 1619 · Anna's vineyard · hands hidden: the game is not finished'."""

    data: reactive[ReplayBarData | None] = reactive(None)

    def make_text(self) -> Text:
        """One line."""
        data = self.data
        if data is None:
            return Text("")
        out = Text(" REPLAY ", style="bold reverse")
        out.append(f" action {data.at} of {data.total}", style="bold")
        out.append(f" · {data.shown}'s vineyard · ")
        hands = (
            "hands open: the game is over" if data.hands_open else "hands hidden: the game is not finished"
        )
        if out.cell_len + len(hands) > self.content_size.width:
            hands = "hands open" if data.hands_open else "hands hidden"  # narrow: the rule in a word
        out.append(hands, style="dim")
        return out


class HandData(NamedTuple):
    """The shown player's cards (None: hidden) and how many they hold."""

    cards: tuple[str, ...] | None
    size: int


class HandList(TextLines):
    """A player's cards by type, or how many there are while hands are hidden."""

    data: reactive[HandData | None] = reactive(None)

    def make_text(self) -> Text:
        """A heading per card type, a card per line."""
        data = self.data
        if data is None:
            return Text("")
        if data.cards is None:
            return Text(f"{counted(data.size, 'card')}, hidden until the game is over", style="dim")
        if not data.cards:
            return Text("No cards in hand", style="dim")
        out = Text()
        for kind in CARD_TYPES:
            mine = sorted((c for c in data.cards if card_type(c) == kind), key=short_name)
            if not mine:
                continue
            if out:
                out.append("\n")
            out.append(f"{TYPE_TITLES[kind]} ({len(mine)})", style="bold")
            for card in mine:
                out.append(f"\n  {short_name(card)}", style=deck_colour(kind))
        return out


def draw_replay(screen: ReplayScreen) -> None:
    """Give every panel its part of the game at the replay's cursor."""
    replayer, shown = screen.replayer, screen.shown
    state = replayer.state
    hands_open = replayer.hands_open
    view = seat_view(state, shown if hands_open else None)
    me = view.players[shown]
    screen.query_one(Board).cursor = -1  # nothing is highlighted: nobody places a worker in a replay
    feed_table(
        screen,
        state,
        view,
        shown,
        spaces(state, shown),
        screen.colours,
        prompt(state),
        my_turn=False,
        wide=False,
    )
    screen.query_one(HandList).data = HandData(view.hand if hands_open else None, me.hand_size)
    screen.query_one(ReplayBar).data = ReplayBarData(replayer.index, replayer.total, me.name, hands_open)
