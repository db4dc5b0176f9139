"""A pending decision: exactly the engine's legal choices, grouped into steps when there are many."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from viticulture_tui.engine import Action, Choice
from viticulture_tui.ui.choice_groups import ChoiceGroup, common_title, group_choices
from viticulture_tui.ui.commands import bindings
from viticulture_tui.ui.render.cards import full_text, is_card
from viticulture_tui.ui.widgets.choice_list import ChoiceList

DIGITS = [Binding(str(d), f"digit({d})", f"Choice {d}", show=False) for d in range(1, 10)]


class DecisionPanel(Vertical):
    """Lists the legal choices over the lower left of the game; Enter or a digit picks one.

    Escape steps back from a group to the first list, or hides the panel to look at the game.
    The panel only reports what was picked; the game screen applies it and closes the panel.
    """

    BINDINGS = [*bindings("decision"), *DIGITS]

    class Picked(Message):
        """The player picked one of the legal choices."""

        def __init__(self, choice: Choice) -> None:
            super().__init__()
            self.choice = choice

    class Hidden(Message):
        """The player hid the list to look at the game."""

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.choices: list[Choice] = []
        self.groups: list[ChoiceGroup] = []
        self.group: ChoiceGroup | None = None
        """The group being chosen from (second step), or None on the first step."""
        self.pointed: Action | None = None
        """The choice a hint pointed at: highlighted in its group's second step too, when opened."""
        self.closed: tuple[tuple[str, str], ...] = ()
        """Lines shown dimmed under the choices, not to be picked: (name, why not), as the engine
        says ('not playable now: …')."""

    def compose(self) -> ComposeResult:
        """Question, context (the visitor in play), the list, and the highlighted choice's details."""
        yield Static(id="decision-question")
        yield Static(id="decision-context")
        yield Static(id="decision-step")
        yield ChoiceList(id="choices")
        yield Static(id="decision-detail")

    def ask(
        self,
        question: str,
        choices: list[Choice],
        context: Text | None,
        closed: tuple[tuple[str, str], ...] = (),
    ) -> None:
        """Show a decision and put the keyboard on its list; `closed` lines follow, dimmed, with reasons."""
        self.choices = choices
        self.groups = group_choices(choices)
        self.group = None
        self.pointed = None
        self.closed = closed
        self.query_one("#decision-question", Static).update(Text(question, style="bold"))
        context_box = self.query_one("#decision-context", Static)
        context_box.display = context is not None
        context_box.update(context if context is not None else "")
        self._fill()
        self.display = True
        self.query_one("#choices", OptionList).focus()

    def current(self) -> list[Choice] | list[ChoiceGroup]:
        """What the list shows now: groups (first step) or one group's choices (second step)."""
        return list(self.group.choices) if self.group is not None else self.groups

    def _fill(self, highlight: int = 0) -> None:
        options = self.query_one("#choices", OptionList)
        step = self.query_one("#decision-step", Static)
        items: list[Option] = []
        numbers = self.numbers()
        if self.group is None:
            step.update(Text("↑↓ and Enter, or a number · Esc hides the list", style="dim"))
            for number, group in zip(numbers, self.groups, strict=True):
                label = group.title
                if len(group.choices) > 1 and group.choices[0].number is not None:
                    label = f"{label} …"  # a row's title names its ways: 'summer or winter visitor'
                elif len(group.choices) > 1:
                    label = f"{label} …  ({len(group.choices)} ways)"
                items.append(Option(_numbered(number, label)))
            for name, reason in self.closed:
                # Like a closed space on the board: shown, never picked (OptionList skips it).
                items.append(Option(_closed(name, reason), disabled=True))
        else:
            # The labels' common start, not the title: a row's title names its ways ('summer or
            # winter visitor') and left no room for the question on a narrow panel.
            named = common_title([c.label for c in self.group.choices])
            step.update(Text(f"{named}: which one? · Esc goes back", style="dim"))
            for number, choice in zip(numbers, self.group.choices, strict=True):
                items.append(Option(_numbered(number, choice.label)))
        options.set_options(items)
        picks = len(self.current())
        options.highlighted = min(highlight, picks - 1) if picks else None
        self._detail(options.highlighted)

    def numbers(self) -> list[int]:
        """The number typed for each line: the game's own (wake-up rows) when every line has a
        different one, otherwise the line's place in the list."""
        own: list[int | None] = []
        for item in self.current():
            choices = (item,) if isinstance(item, Choice) else item.choices
            shared = {c.number for c in choices}
            own.append(shared.pop() if len(shared) == 1 else None)
        keyed = [n for n in own if n is not None and 1 <= n <= 9]
        if self.group is None and len(set(keyed)) == len(own):
            return keyed
        return list(range(1, len(own) + 1))

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        """Show the details of the highlighted choice (and, at the last one, the lines under it)."""
        event.stop()
        self._detail(event.option_index)
        if self.closed and self.group is None and event.option_index == len(self.groups) - 1:
            # The dimmed lines cannot be highlighted, so the list never scrolled to them on a
            # short screen: reaching the last choice shows them, the choice kept in view.
            options = self.query_one("#choices", OptionList)
            options.scroll_end(animate=False, immediate=True)
            options.scroll_to_highlight()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """Pick the selected line."""
        event.stop()
        self.action_pick(event.option_index)

    def action_choose(self) -> None:
        """Pick the highlighted line."""
        highlighted = self.query_one("#choices", OptionList).highlighted
        if highlighted is not None:
            self.action_pick(highlighted)

    def action_digit(self, number: int) -> None:
        """Pick the line shown with this number."""
        numbers = self.numbers()
        if number in numbers:
            self.action_pick(numbers.index(number))

    def action_pick(self, index: int) -> None:
        """Pick a line: a group opens its second step, a choice is the answer."""
        if self.group is None:
            if not 0 <= index < len(self.groups):
                return
            group = self.groups[index]
            if len(group.choices) == 1:
                self.post_message(self.Picked(group.choices[0]))
                return
            self.group = group
            actions = [c.action for c in group.choices]
            self._fill(actions.index(self.pointed) if self.pointed in actions else 0)
            return
        if 0 <= index < len(self.group.choices):
            self.post_message(self.Picked(self.group.choices[index]))

    def action_back(self) -> None:
        """Back to the first step, or hide the list to look at the game (Enter brings it back)."""
        if self.group is not None:
            index = self.groups.index(self.group)
            self.group = None
            self._fill(index)
            return
        self.post_message(self.Hidden())

    def point_at(self, action: Action) -> None:
        """Highlight the line that leads to `action` (a hint's choice); in a second step that does
        not hold it, back to the first. The player still picks: nothing is chosen here."""
        self.pointed = action
        if self.group is not None and not any(c.action == action for c in self.group.choices):
            self.group = None
            self._fill()
        lines: list[Choice | ChoiceGroup] = list(self.current())
        for index, item in enumerate(lines):
            if any(c.action == action for c in _choices_of(item)):
                options = self.query_one("#choices", OptionList)
                options.highlighted = index
                options.scroll_to_highlight()
                self._detail(index)
                return

    def _detail(self, index: int | None) -> None:
        detail = self.query_one("#decision-detail", Static)
        items = self.current()
        if index is None or not 0 <= index < len(items):
            detail.update("")
            return
        item = items[index]
        choice = item if isinstance(item, Choice) else item.choices[0]
        arg = choice.action.arg
        card = arg if is_card(arg) else arg[0] if isinstance(arg, tuple) and arg and is_card(arg[0]) else None
        out = Text()
        if card is not None:
            out.append_text(full_text(card))
            out.append("\n")
        out.append(f"Rule {choice.rule}", style="dim italic")
        detail.update(out)


def _choices_of(item: Choice | ChoiceGroup) -> tuple[Choice, ...]:
    """The choices a line of the list stands for: a group's, or the one choice."""
    return item.choices if isinstance(item, ChoiceGroup) else (item,)


def _numbered(number: int, label: str) -> Text:
    out = Text()
    out.append(f"{number} " if number <= 9 else "  ", style="bold #56B4E9")
    out.append(label)
    return out


def _closed(name: str, why: str) -> Text:
    out = Text("  ")
    out.append(name, style="italic")
    out.append(f", {why}", style="italic")
    return out
