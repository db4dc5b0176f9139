"""Help: every key from the command registry, and the year in a few lines."""

from __future__ import annotations

from collections.abc import Callable

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from viticulture_tui.ui.commands import COMMANDS, SCOPE_TITLES, SPACE_KEYS, bindings
from viticulture_tui.ui.widgets.key_bar import KeyBar

YEAR = """\
Each year has five parts, always in this order:
Spring: from the first player on, everyone puts their rooster on a free wake-up row and takes
  its bonus. The rows set the order for the rest of the year (row 1 goes first).
Summer: in wake-up order, place one worker on a summer action (or Gain 1 lira), or pass.
Fall: everyone draws a summer or winter visitor card.
Winter: like summer, with the winter actions. Workers placed in summer stay out.
Year end: grapes and wines age, workers come back, residual payments are paid, hands over 7
  are cut to 7, and the first player passes to the right.
The game ends after the year in which someone reaches 20 VP. Most VP wins; ties go to lira,
then wine value in the cellar, then grape value on the crush pad."""


class HelpScreen(ModalScreen[None]):
    """Keys by screen, the action spaces' letters, and the order of a year."""

    BINDINGS = bindings("help")

    def __init__(self, first: tuple[str, ...] = ()) -> None:
        super().__init__()
        self.first = first
        """The scopes of the screen the help was opened over: their keys come first."""

    def compose(self) -> ComposeResult:
        """The keys table and the year summary, scrolling."""
        with Vertical(id="help-box", classes="dialog"):
            yield Static(Text("Help", style="bold"))
            with VerticalScroll(id="help-scroll"):
                yield Static(_keys_table(self._key_words, self.first))
                yield Static(_spaces_table())
                yield Static(_marks_table())
                yield Static(Text(YEAR))
        yield KeyBar()

    def action_close(self) -> None:
        """Back to where you were."""
        self.dismiss(None)

    def _key_words(self, key: str, shown: str | None = None) -> str:
        # Spelt as the key bar spells it (Textual's display of a binding), so a key reads the same
        # everywhere: esc, ⏎, ^s, ?.
        return self.app.get_key_display(Binding(key, "", key_display=shown))


def _keys_table(key_words: Callable[[str, str | None], str], first: tuple[str, ...] = ()) -> Table:
    table = Table(title="Keys", show_header=False, box=None, padding=(0, 2), title_justify="left")
    table.add_row("^", "Ctrl held down: ^s is Ctrl and S together")
    # The few keys that work anywhere, then those of the screen the help was opened over (a player in
    # a game looks for the board's, not the title screen's), then the rest in the registry's order.
    ahead = ["app", *(s for s in first if s in SCOPE_TITLES and s != "app")]
    order = ahead + [s for s in SCOPE_TITLES if s not in ahead]
    for scope in order:
        title = SCOPE_TITLES[scope]
        rows = [c for c in COMMANDS if c.scope == scope and c.help]
        if not rows:
            continue
        table.add_row(Text(title, style="bold underline"), "")
        for c in rows:
            table.add_row(key_words(c.key, c.key_display), c.help)
    table.add_row(key_words("ctrl+p", None), "Command palette: every legal choice now, by name")
    table.add_row(key_words("tab", None), "Move between the board, your hand and the log")
    table.add_row("1-9", "In a list of choices: pick by number")
    return table


def _spaces_table() -> Table:
    from viticulture_tui.engine.catalog import catalog

    names = {a.id: a.name for a in catalog().board.actions}
    names.update({"gain_1_lira": "Gain 1 lira", "yoke": "Yoke"})
    table = Table(title="Action spaces", show_header=False, box=None, padding=(0, 2), title_justify="left")
    for action, key in SPACE_KEYS.items():
        table.add_row(key, names.get(action, action))
    return table


BOARD_MARKS = (
    ("·", "a free space for a worker"),
    ("+", "the bonus space of an action (2 players or more): its bonus comes with the action"),
    ("x", "a space not in play with this many players"),
    ("● ■ ▲…", "a worker standing there, in its owner's colour and shape"),
    ("V S O W", "the decks: vines, summer visitors, wine orders, winter visitors (cards left)"),
)
"""What the board's small marks mean."""


def _marks_table() -> Table:
    from viticulture_tui.engine.catalog import catalog
    from viticulture_tui.ui.render.mat import STRUCTURE_SHORT

    table = Table(title="Board marks", show_header=False, box=None, padding=(0, 2), title_justify="left")
    for mark, meaning in BOARD_MARKS:
        table.add_row(mark, meaning)
    names = {s.id: s.name for s in catalog().structures}
    table.add_row(Text("Structures, short", style="bold underline"), "")
    for structure, short in STRUCTURE_SHORT.items():
        table.add_row(short, names.get(structure, structure))
    return table
