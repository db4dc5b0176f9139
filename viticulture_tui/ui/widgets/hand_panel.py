"""The current player's hand, grouped by card type, with the full text of the highlighted card."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message
from textual.reactive import reactive
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from viticulture_tui.engine.catalog import CARD_TYPES
from viticulture_tui.ui.commands import bindings
from viticulture_tui.ui.render.cards import TYPE_TITLES, card_type, deck_colour, full_text, short_name
from viticulture_tui.ui.widgets.choice_list import ChoiceList

if TYPE_CHECKING:
    from rich.console import RenderableType

NOTE_GAP = "  "
"""Between a card's name and its note on one line."""
NOTE_INDENT = "    "
"""Before a note that goes under its card's name: two spaces deeper than the name."""


class CardLine:
    """A card's line in the hand: its name, then its note beside it where the panel is wide enough,
    else on the line below, indented under the name (wrapped, a note would start at the panel's
    edge and read like a card of its own)."""

    def __init__(self, name: Text, note: str) -> None:
        self.name = name
        """The name, in its deck's colour (the note takes the same colour, in italics)."""
        self.note = note

    @property
    def plain(self) -> str:
        """The line as plain text, name and note on one line."""
        return self._one_line().plain

    def _one_line(self) -> Text:
        line = self.name.copy()
        if self.note:
            line.append(f"{NOTE_GAP}{self.note}", style="italic")
        return line

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        """One line if it fits the width, else the note under the name."""
        line = self._one_line()
        if not self.note or line.cell_len <= options.max_width:
            yield line
            return
        yield self.name
        under = Text(NOTE_INDENT, style=self.name.style)
        under.append(self.note, style="italic")
        yield under

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        """As wide as the one-line form, and no narrower than the longer of its two lines."""
        narrow = max(self.name.cell_len, cell_len(NOTE_INDENT + self.note))
        return Measurement(min(narrow, options.max_width), min(self._one_line().cell_len, options.max_width))


class HandPanel(Vertical):
    """A list of cards by type; once focused (Tab), the arrows move in it and the card's text shows."""

    BINDINGS = bindings("hand")

    class Left(Message):
        """The player left the hand (Escape): the screen puts the keys where they belong now."""

    hand: reactive[tuple[str, ...] | None] = reactive(None, init=False)
    """The owner's cards; None while nobody's hand may be shown."""
    backs: reactive[tuple[tuple[str, int], ...]] = reactive((), init=False)
    """(card type, count) of a hand shown to nobody: the backs everyone at the table sees."""
    notes: reactive[tuple[tuple[str, str, str], ...]] = reactive((), init=False)
    """(card, short note on its line, why it cannot be used now) from the engine (engine/hand_view)."""

    def compose(self) -> ComposeResult:
        """The card list above the card text."""
        yield ChoiceList(id="hand-list")
        yield Static(id="card-text")

    @property
    def rows_wanted(self) -> int:
        """Rows that show every line of the hand, the card text when it is open, and the border:
        counted from the cards at the list's width, so it is known before the next layout."""
        cards = self.query_one("#hand-list", OptionList)
        text = self.query_one("#card-text", Static)
        console = self.app.console
        # A column less than the list has, for the scroll bar it may have had: at worst a row spare.
        options = console.options.update_width(max(1, cards.content_size.width - 1))
        lines = 0
        for option in cards.options:
            prompt = cast("RenderableType", option.prompt)  # Rich lines, as watch_hand makes them
            lines += len(console.render_lines(prompt, options, pad=False))
        frame = self.outer_size.height - self.content_size.height
        return max(lines, 2) + (text.outer_size.height if text.display else 0) + frame

    def watch_notes(self) -> None:
        """Rebuild the list when what the cards can do changes (a structure built, a wine made)."""
        self.watch_hand(self.hand)

    def watch_backs(self) -> None:
        """Rebuild the list when a hidden hand's counts change."""
        self.watch_hand(self.hand)

    def watch_hand(self, hand: tuple[str, ...] | None) -> None:
        """Rebuild the list when the cards change."""
        notes = {card: note for card, note, _ in self.notes}
        cards = self.query_one("#hand-list", OptionList)
        text = self.query_one("#card-text", Static)
        options: list[Option] = []
        if hand is None:
            options.append(Option(Text("(hidden)", style="dim"), disabled=True))
            # How many cards of each deck are public (their backs differ); which cards is not.
            for kind, count in self.backs:
                if count:
                    options.append(Option(Text(f"{TYPE_TITLES[kind]} ({count})", style="dim"), disabled=True))
        elif not hand:
            options.append(Option(Text("No cards in hand", style="dim"), disabled=True))
        else:
            for kind in CARD_TYPES:
                mine = sorted((c for c in hand if card_type(c) == kind), key=short_name)
                if not mine:
                    continue
                options.append(
                    Option(Text(f"{TYPE_TITLES[kind]} ({len(mine)})", style="bold"), disabled=True)
                )
                for i, card in enumerate(mine):
                    name = Text(f"  {short_name(card)}", style=deck_colour(kind))
                    options.append(Option(CardLine(name, notes.get(card, "")), id=f"{card}#{i}"))
        cards.set_options(options)
        first = next((i for i, o in enumerate(options) if not o.disabled), None)
        cards.highlighted = first
        text.update(self._text_for(first, options))

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        """Show the text of the card under the highlight."""
        event.stop()
        cards = self.query_one("#hand-list", OptionList)
        self.query_one("#card-text", Static).update(self._text_for(event.option_index, list(cards.options)))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """Selecting a card only shows it; nothing is played from the hand panel."""
        event.stop()

    def action_leave(self) -> None:
        """Give the keys back to the board, or to the list of choices if one is open (the screen's call)."""
        self.screen.set_focus(None)
        self.post_message(self.Left())

    def _text_for(self, index: int | None, options: list[Option]) -> Text:
        if index is None or not 0 <= index < len(options) or options[index].id is None:
            return Text("")
        card = (options[index].id or "").split("#", 1)[0]
        out = full_text(card)
        why = next((reason for c, _, reason in self.notes if c == card and reason), "")
        if why:
            out.append(f"\nNot now: {why}.", style="italic")
        return out
