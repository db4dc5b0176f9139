"""The rules reference: every section in a list, a search box, and the chosen section's text."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from viticulture_tui import rules_text
from viticulture_tui.rules_text import RuleSection
from viticulture_tui.ui.commands import bindings
from viticulture_tui.ui.render.rules import section_text
from viticulture_tui.ui.screens.rule_popup import RULES_CSS
from viticulture_tui.ui.widgets.choice_list import ChoiceList
from viticulture_tui.ui.widgets.key_bar import KeyBar


def query_stems(query: str) -> list[str]:
    """The words of a search as the rules search reads them (without common endings)."""
    words = rules_text.WORD.findall(query.lower().replace("§", " "))
    out = []
    for word in words:
        for suffix in rules_text.SUFFIXES:
            if len(word) - len(suffix) >= 4 and word.endswith(suffix):
                word = word[: -len(suffix)]
                break
        out.append(word)
    return out


class RulesReferenceScreen(ModalScreen[None]):
    """Type to search; the arrows move in the list of sections; the highlighted one is shown in full."""

    CSS_PATH = RULES_CSS
    BINDINGS = bindings("rules_reference")
    AUTO_FOCUS = "#rules-search"

    def __init__(self, start: str | None = None) -> None:
        super().__init__()
        self.start = start
        self.shown: list[RuleSection] = []
        """The sections in the list, in order (all of them, or the search's results)."""
        self.words: list[str] = []

    def compose(self) -> ComposeResult:
        """Title, search box, the list beside the text, and the keys."""
        with Vertical(id="rules-box", classes="dialog"):
            yield Static(Text("Rules reference", style="bold"), id="rules-title")
            yield Input(placeholder="Search the rules: grande, blush, residual…", id="rules-search")
            yield Static(id="rules-count")
            with Horizontal(id="rules-body"):
                yield ChoiceList(id="rules-sections")
                with VerticalScroll(id="rules-text-box"):
                    yield Static(id="rules-text")
        yield KeyBar()

    def on_mount(self) -> None:
        """Every section, the starting one highlighted."""
        self._fill(list(rules_text.book().sections), self.start)

    @property
    def section(self) -> RuleSection | None:
        """The highlighted section."""
        index = self.query_one("#rules-sections", OptionList).highlighted
        return self.shown[index] if index is not None and 0 <= index < len(self.shown) else None

    def _fill(self, sections: list[RuleSection], keep: str | None) -> None:
        self.shown = sections
        searching = bool(self.words)
        options = [
            Option(Text(("  " if s.parent and not searching else "") + s.heading), id=s.id) for s in sections
        ]
        listing = self.query_one("#rules-sections", OptionList)
        listing.set_options(options)
        ids = [s.id for s in sections]
        listing.highlighted = ids.index(keep) if keep in ids else (0 if ids else None)
        count = self.query_one("#rules-count", Static)
        if not searching:
            count.update(Text(f"{len(sections)} sections · type to search", style="dim"))
        elif sections:
            n = len(sections)
            matches = "1 section matches" if n == 1 else f"{n} sections match, best first"
            count.update(Text(matches, style="dim"))
        else:
            count.update(Text("No section matches: try another word", style="#E69F00"))
        self._show()

    def _show(self) -> None:
        section = self.section
        text = section_text(section, self.words) if section is not None else Text("")
        self.query_one("#rules-text", Static).update(text)
        self.query_one("#rules-text-box", VerticalScroll).scroll_home(animate=False)

    def on_input_changed(self, event: Input.Changed) -> None:
        """Search as the player types; an empty box lists every section again."""
        event.stop()
        query = event.value.strip()
        self.words = query_stems(query)
        current = self.section.id if self.section is not None else self.start
        sections = rules_text.search(query) if self.words else list(rules_text.book().sections)
        self._fill(sections, None if self.words else current)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Enter in the search box keeps the highlighted section on show."""
        event.stop()

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        """Show the highlighted section."""
        event.stop()
        self._show()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """Selecting a section only shows it."""
        event.stop()

    def action_move(self, step: int) -> None:
        """The arrows: the previous or next section in the list."""
        listing = self.query_one("#rules-sections", OptionList)
        if not self.shown:
            return
        current = listing.highlighted if listing.highlighted is not None else 0
        listing.highlighted = max(0, min(len(self.shown) - 1, current + step))

    def action_scroll(self, pages: int) -> None:
        """Page Up / Page Down: scroll the section's text."""
        box = self.query_one("#rules-text-box", VerticalScroll)
        box.scroll_to(y=box.scroll_y + pages * max(1, box.size.height - 1), animate=False)

    def action_close(self) -> None:
        """Back to where you were."""
        self.dismiss(None)
