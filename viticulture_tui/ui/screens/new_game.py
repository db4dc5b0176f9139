"""The new-game screen: 1-6 players with names, colours and who plays them, game options, an optional seed."""

from __future__ import annotations

import random
from typing import cast

from pydantic import ValidationError
from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Input, Label, RadioSet, Select, Static

from viticulture_tui.engine.state import MAX_NAME_LENGTH, ComputerLevel
from viticulture_tui.ui.commands import bindings
from viticulture_tui.ui.messages import StartRequested, TitleRequested
from viticulture_tui.ui.palette import PALETTE
from viticulture_tui.ui.plain import plain
from viticulture_tui.ui.widgets.key_bar import KeyBar
from viticulture_tui.ui.widgets.plain_input import PlainInput
from viticulture_tui.ui.widgets.solo_options import SoloOptions
from viticulture_tui.ui.widgets.tick_box import TickBox, TickRadio

NAMES = ("Anna", "Ben", "Carla", "Dario", "Elena", "Fabio")
NAME_HINT = f"A name has up to {MAX_NAME_LENGTH} letters, of any script."
NAME_CUT = f"A pasted name was cut to its first {MAX_NAME_LENGTH} letters."
MIN_PLAYERS = 1
MAX_PLAYERS = 6
HUMAN = "human"
SEAT_KINDS = (
    ("Human", HUMAN),
    ("Computer: Novice", "novice"),
    ("Computer: Standard", "standard"),
    ("Computer: Expert", "expert"),
)
"""Who plays a seat: a person, or a computer at one of the levels a player is offered (ai/levels.py)."""
NO_PERSON = "At least one seat needs a person: make one of them Human."
ROW_WIDTHS = {"colour": 21, "seat": 21}
"""Columns of the two lists on a player's row, so that name, colour and who plays fit in 80 columns."""


class NewGameScreen(Screen[None]):
    """Choose the players and options, then Start."""

    DEFAULT_CSS = """
    #name-hint { color: $text-muted; margin-bottom: 1; }
    """
    BINDINGS = bindings("new_game")
    AUTO_FOCUS = "#player-count"

    def __init__(self, players: int = 2) -> None:
        super().__init__()
        self.players = players

    def compose(self) -> ComposeResult:
        """Player count, one row per player, options, seed, buttons."""
        with VerticalScroll(id="new-game-box"):
            yield Static("New game", id="new-game-title")
            with Horizontal(classes="form-row"):
                yield Label("Players", classes="form-label")
                with RadioSet(id="player-count", compact=True):
                    for n in range(MIN_PLAYERS, MAX_PLAYERS + 1):
                        yield TickRadio(str(n), value=n == self.players, id=f"count-{n}")
            colours = [(f"{c.symbol} {c.name}", c.key) for c in PALETTE]
            for i in range(MAX_PLAYERS):
                with Horizontal(classes="form-row player-row", id=f"player-row-{i}"):
                    yield Label(f"Player {i + 1}", classes="form-label")
                    yield PlainInput(
                        NAMES[i], limit=MAX_NAME_LENGTH, id=f"name-{i}", compact=True, classes="player-name"
                    )
                    yield Select(
                        colours, value=PALETTE[i].key, allow_blank=False, id=f"colour-{i}", compact=True
                    )
                    yield Select(
                        SEAT_KINDS,
                        value=HUMAN,
                        allow_blank=False,
                        id=f"seat-{i}",
                        compact=True,
                        classes="seat-kind",
                    )
            yield Static(NAME_HINT, id="name-hint", markup=False)
            yield SoloOptions(id="solo-options")
            yield TickBox(
                "Friendly variant (R9): a bonus space only when its bonus can be taken",
                id="friendly",
                compact=True,
            )
            yield TickBox(
                "Mama and papa choice (R8): deal two of each, keep one", id="mama-papa", compact=True
            )
            with Horizontal(classes="form-row"):
                yield Label("Seed", classes="form-label")
                yield Input(
                    placeholder="random", id="seed", type="integer", compact=True, max_length=SEED_DIGITS + 1
                )
            yield Static("", id="new-game-error")
            with Horizontal(id="new-game-buttons"):
                yield Button("Start", id="start", variant="primary", compact=True)
                yield Button("Back", id="back", compact=True)
        yield KeyBar()

    def on_mount(self) -> None:
        """Show as many player rows as players; the count's highlight starts on the chosen one."""
        for i in range(MAX_PLAYERS):
            # Inline, over the app's width for a row's lists: three columns must fit in 80.
            self.query_one(f"#colour-{i}").styles.width = ROW_WIDTHS["colour"]
            self.query_one(f"#seat-{i}").styles.width = ROW_WIDTHS["seat"]
            self.query_one(f"#name-{i}").styles.margin = (0, 1, 0, 0)
        self._show_rows()
        count = self.query_one("#player-count", RadioSet)
        for _ in range(self.players - MIN_PLAYERS):
            count.action_next_button()

    @on(RadioSet.Changed, "#player-count")
    def _count_changed(self, event: RadioSet.Changed) -> None:
        self.players = MIN_PLAYERS + event.index
        self._show_rows()
        self.call_after_refresh(self._fit)

    def on_resize(self) -> None:
        """The form measured again against the new height."""
        self.call_after_refresh(self._fit)

    def _fit(self) -> None:
        """Where the form would not fit with its blank lines (5 or 6 players on 24 lines), the
        player rows close up, and so do the two options: Start stays on the screen."""
        box = self.query_one("#new-game-box", VerticalScroll)
        shown = [w for w in box.children if w.display]
        if not shown:
            return
        # The form's own height (a scroll's virtual size is never less than the scroll itself), and
        # what it would be with every blank line this closes up put back.
        height = max(w.region.bottom + w.styles.margin.bottom for w in shown) - shown[0].region.y
        closing = [w for w in shown if w.has_class("player-row") or w.id == "friendly"]
        spaced = height + sum(1 - w.styles.margin.bottom for w in closing)
        tight = spaced > box.scrollable_content_region.height
        for i in range(MAX_PLAYERS):
            # The last row keeps its blank line: it parts the players from what follows.
            gap = 0 if tight and i < self.players - 1 else 1
            self.query_one(f"#player-row-{i}").styles.margin = (0, 0, gap, 0)
        self.query_one("#friendly").styles.margin = (0, 0, 0 if tight else 1, 0)
        box.set_class(tight, "-tight")

    def _show_rows(self) -> None:
        for i in range(MAX_PLAYERS):
            self.query_one(f"#player-row-{i}").display = i < self.players
        self.query_one(SoloOptions).display = self.players == 1
        self.query_one("#seat-0").display = self.players > 1  # solo: a person against the Automa
        self.query_one("#friendly").display = self.players > 1

    @on(PlainInput.Cut, ".player-name")
    def _name_cut(self) -> None:
        self.query_one("#name-hint", Static).update(NAME_CUT)

    @on(Button.Pressed, "#start")
    def _start_pressed(self) -> None:
        self.action_start()

    @on(Button.Pressed, "#back")
    def _back_pressed(self) -> None:
        self.action_back()

    def action_back(self) -> None:
        """Back to the title screen."""
        self.post_message(TitleRequested())

    def action_start(self) -> None:
        """Check the form and start the game."""
        from viticulture_tui.engine import GameOptions, PlayerSetup, Setup

        # A pasted name may carry escape sequences or invisible characters: only what shows is kept.
        names = [self.query_one(f"#name-{i}", PlainInput).fitted() for i in range(self.players)]
        colours = [str(self.query_one(f"#colour-{i}", Select).value) for i in range(self.players)]
        seats = self.seat_levels()
        error = self.query_one("#new-game-error", Static)
        if any(not n for n in names):
            error.update("Every player needs a name.")
            return
        if len({n.casefold() for n in names}) < len(names):
            error.update("Two players have the same name.")
            return
        if len(set(colours)) < len(colours):
            error.update("Two players have the same colour.")
            return
        if all(level is not None for level in seats):
            error.update(NO_PERSON)
            return
        seed_text = self.query_one("#seed", Input).value.strip()
        seed = parse_seed(seed_text) if seed_text else random.randrange(1_000_000)
        if seed is None:
            error.update(f"The seed is a whole number of up to {SEED_DIGITS} digits (empty: a random one).")
            return
        try:
            setup = Setup(
                players=[
                    PlayerSetup(name=n, colour=c, computer=level)
                    for n, c, level in zip(names, colours, seats, strict=True)
                ],
                options=GameOptions(
                    friendly_variant=self.query_one("#friendly", Checkbox).value and self.players > 1,
                    mama_papa_choice=self.query_one("#mama-papa", Checkbox).value,
                    **(self.query_one(SoloOptions).options() if self.players == 1 else {}),
                ),
                seed=seed,
            )
        except ValidationError as exc:  # the engine's own words on what a name may hold
            error.update(plain(str(exc.errors()[0]["msg"]).removeprefix("Value error, ").capitalize() + "."))
            return
        self.post_message(StartRequested(setup))

    def seat_levels(self) -> list[ComputerLevel | None]:
        """Per seat shown, the computer level that plays it, None for a person (solo: always a person)."""
        if self.players == 1:
            return [None]
        kinds = [str(self.query_one(f"#seat-{i}", Select).value) for i in range(self.players)]
        return [None if kind == HUMAN else cast(ComputerLevel, kind) for kind in kinds]


SEED_DIGITS = 18
"""The longest seed the form takes: any game can be set up again from a number this long."""


def parse_seed(text: str) -> int | None:
    """The seed typed in the form, or None when it is not a whole number of up to SEED_DIGITS digits."""
    digits = text.removeprefix("-")
    # ASCII digits only: str.isdigit also accepts '²' and other digits that int() refuses.
    if not digits or len(digits) > SEED_DIGITS or not (digits.isascii() and digits.isdigit()):
        return None
    return int(text)
