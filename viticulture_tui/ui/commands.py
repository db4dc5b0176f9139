"""The one registry of keys: it makes every screen's bindings, the footer, the help and the palette."""

from __future__ import annotations

from dataclasses import dataclass

from textual.binding import Binding, BindingType

SPACE_KEYS: dict[str, str] = {
    "draw_vine": "v",
    "give_tour": "t",
    "build_structure": "b",
    "play_summer_visitor": "s",
    "sell_grapes_or_field": "g",
    "plant_vine": "p",
    "draw_order": "o",
    "harvest_field": "h",
    "train_worker": "r",
    "play_winter_visitor": "w",
    "make_wine": "m",
    "fill_order": "f",
    "gain_1_lira": "l",
    "yoke": "y",
}
"""The mnemonic key of every action space (the letter is shown beside it on the board)."""


@dataclass(frozen=True)
class Command:
    """A key, the action it runs, the words shown for it, and the screen where it works."""

    key: str
    action: str
    description: str
    scope: str
    show: bool = True
    help: str = ""
    key_display: str | None = None
    priority: bool = False
    palette: bool = False
    """Listed in the command palette even when the key bar does not show it."""


_SPACES = tuple(
    Command(key, f"space('{action}')", f"space {action}", "game", show=False)
    for action, key in SPACE_KEYS.items()
)

_RULES = (
    Command("escape", "close", "Close", "rule_popup", help="Back to the game."),
    Command("e", "close", "Close", "rule_popup", show=False),
    Command("enter", "reference", "Rules reference", "rule_popup", help="Open the rules reference here."),
    Command("pageup", "scroll(-1)", "Page up", "rule_popup", show=False, help="Scroll a long rule."),
    Command("pagedown", "scroll(1)", "Page down", "rule_popup", show=False),
    Command("escape", "close", "Close", "rules_reference", help="Back to where you were."),
    Command("ctrl+r", "close", "Close", "rules_reference", show=False),
    Command("up", "move(-1)", "Sections", "rules_reference", key_display="↑↓", help="Move in the sections."),
    Command("down", "move(1)", "Down", "rules_reference", show=False),
    Command("pageup", "scroll(-1)", "Scroll", "rules_reference", key_display="PgUp/Dn", help="Scroll."),
    Command("pagedown", "scroll(1)", "Page down", "rules_reference", show=False),
)

_WALKTHROUGH = (
    Command("enter", "go_on", "Go on", "walkthrough", help="Go on from a step you have read."),
    Command("backspace", "step_back", "Step back", "walkthrough", help="Back to the previous step's start."),
    Command("q", "leave", "Leave", "walkthrough", help="Leave; the walkthrough resumes where you left it."),
    Command("ctrl+t", "leave", "Leave to title", "walkthrough", show=False),  # as from a game
    Command("pageup", "step_scroll(-1)", "Page up", "walkthrough", show=False, help="Scroll the step."),
    Command("pagedown", "step_scroll(1)", "Page down", "walkthrough", show=False),
    Command("ctrl+o", "start_over", "Start over", "walkthrough", show=False, help="Start again at step 1."),
    Command("ctrl+r", "rules_reference", "Rules", "walkthrough", show=False),  # the step panel names it
)

_SAVES = (
    Command("enter", "open", "Open", "continue", priority=True, help="Play on the highlighted game."),
    Command("escape", "back", "Back", "continue", help="Back to the title screen."),
    Command("d", "put_aside", "Put aside", "continue", help="Move a damaged game into the save folder."),
    Command("enter", "load", "Load", "load", priority=True, help="Load the highlighted save and play on."),
    Command("r", "replay", "Replay", "load", help="Step through the highlighted save from the start."),
    Command("escape", "back", "Back", "load", help="Back to the title screen."),
    Command("enter", "save", "Save", "save_name", priority=True, help="Save under the name typed."),
    Command("escape", "cancel", "Cancel", "save_name", help="Back to the game without saving."),
    Command("right", "step(1)", "Next", "replay", key_display="→", help="One action forward."),
    Command("left", "step(-1)", "Previous", "replay", key_display="←", help="One action back."),
    Command("right_square_bracket", "next_year(1)", "Next year", "replay", show=False, key_display="]"),
    Command("left_square_bracket", "next_year(-1)", "Year before", "replay", show=False, key_display="["),
    Command("1", "year(1)", "Year", "replay", key_display="1-9", help="That year ([ ]: year before, after)."),
    Command("home", "edge(False)", "Start", "replay", show=False, help="Back to the start of the game."),
    Command("end", "edge(True)", "End", "replay", show=False, help="To the last action of the log."),
    Command("tab", "next_seat", "Player", "replay", help="Show the next player's vineyard and hand."),
    Command(
        "d",
        "next_panel",
        "Other panels",
        "replay",
        help="Below 100x30: show the next panel (board, vineyard, hand, players, log).",
    ),
    Command("escape", "back", "Back", "replay", help="Back to the title screen."),
    Command("ctrl+t", "back", "Leave to title", "replay", show=False),  # as from a game
)

COMMANDS: tuple[Command, ...] = (
    Command("ctrl+q", "quit", "Quit", "app", help="Leave the game (asks first during a game)."),
    Command("question_mark", "help", "Help", "app", key_display="?", help="Every key, and the year."),
    Command(
        "ctrl+t",
        "leave_game",
        "Leave to title",
        "app",
        show=False,
        help="During a game: back to the title screen; it is autosaved, and Continue picks it up.",
    ),
    Command(
        "c", "continue_game", "Continue", "title", help="Play on an unfinished game (once there is one)."
    ),
    Command("n", "new_game", "New game", "title", help="Set up a new game."),
    Command("w", "walkthrough", "Walkthrough", "title", help="Learn the rules in a guided first game."),
    Command("l", "load", "Load game", "title", help="Open a saved game (once saves exist)."),
    # q quits where no other key needs it; the bar shows ^q, which quits everywhere.
    Command("q", "quit", "Quit", "title", show=False, help="Leave the program (as ^q does)."),
    Command("escape", "back", "Back", "new_game", help="Back to the title screen."),
    Command("ctrl+s", "start", "Start", "new_game", help="Start the game with these players."),
    Command(
        "up",
        "move(0, -1)",
        "Up",
        "board",
        show=False,
        help="Move between action spaces.",
        key_display="arrows",
    ),
    Command("down", "move(0, 1)", "Down", "board", show=False),
    Command("left", "move(-1, 0)", "Left", "board", show=False),
    Command("right", "move(1, 0)", "Right", "board", show=False),
    Command("enter", "select", "Select", "board", help="Place a worker on the highlighted space."),
    Command("escape", "back", "Back", "board", show=False, help="Close the list of placements."),
    *_SPACES,
    Command("x", "pass_turn", "Pass", "game", help="Place no more workers this season."),
    Command("a", "all_choices", "Choices", "game", help="List every legal choice now."),
    Command("i", "players", "Players", "game", help="Every player's vineyard (public information)."),
    Command(
        "L",
        "whole_log",
        "Whole log",
        "game",
        show=False,
        key_display="L",
        palette=True,
        help="The whole game log from the setup on, as you may read it (the panel shows the latest lines).",
    ),
    Command(
        "d",
        "next_panel",
        "Other panels",
        "game",
        help="Below 100x30: show the next panel (board, vineyard, hand, players, the others' mats, log).",
    ),
    Command("e", "rule", "Rule", "game", help="The rule behind the highlighted space, card or choice."),
    Command("ctrl+r", "rules_reference", "Rules", "game", help="Every rules section, searchable."),
    Command("u", "undo", "Undo", "game", help="Take back your last action if nothing hidden was seen since."),
    Command("k", "hint", "Hint", "game", help="The Expert's choice for your decision, and why."),
    Command("ctrl+s", "save", "Save", "game", show=False, palette=True, help="Save the game under a name."),
    Command("enter", "ready", "Ready", "handover", help="The next player is at the keyboard."),
    # Before the list's own Enter, which the bar does not show: Enter reads "Choose" there.
    Command("enter", "choose", "Choose", "decision", priority=True, help="Take the highlighted choice."),
    Command("escape", "back", "Back", "decision", help="One step back, or hide to look at the board."),
    Command("y", "answer(True)", "Yes", "confirm", help="Go ahead."),
    Command("n", "answer(False)", "No", "confirm", help="Go back and choose again."),
    Command("escape", "answer(False)", "No", "confirm", show=False),
    Command("enter", "close", "Go on", "news", help="Close a card you drew or the year's summary."),
    Command("escape", "close", "Go on", "news", show=False),
    Command("escape", "close", "Close", "help", help="Close this screen."),
    Command("question_mark", "close", "Close", "help", show=False),  # the key that opened it
    Command("escape", "close", "Close", "players", help="Close this screen."),
    Command("i", "close", "Close", "players", show=False),
    Command("escape", "close", "Close", "whole_log", help="Close this screen."),
    Command("L", "close", "Close", "whole_log", show=False, key_display="L"),
    Command("escape", "leave", "Back", "hand", help="Give the keys back to the list or the board."),
    Command("enter", "again", "Title screen", "game_over", help="Back to the title screen."),
    Command("q", "quit", "Quit", "game_over", show=False, help="Leave the program (as ^q does)."),
    *_SAVES,
    *_RULES,
    *_WALKTHROUGH,
)

SCOPE_TITLES = {
    "app": "Anywhere",
    "title": "Title screen",
    "new_game": "New game",
    "board": "The board (your turn)",
    "game": "Game screen",
    "handover": "Hand-over screen",
    "decision": "A decision",
    "hand": "Your hand",
    "confirm": "A question",
    "game_over": "Game over",
    "continue": "Continue a game",
    "load": "Load game",
    "save_name": "Saving",
    "replay": "Replay",
    "rule_popup": "A rule",
    "rules_reference": "Rules reference",
    "walkthrough": "Rules walkthrough",
}


def commands(scope: str) -> list[Command]:
    """The commands of one scope, in registry order."""
    return [c for c in COMMANDS if c.scope == scope]


def bindings(scope: str) -> list[BindingType]:
    """Textual bindings for a scope, made from the registry."""
    return [
        Binding(c.key, c.action, c.description, show=c.show, key_display=c.key_display, priority=c.priority)
        for c in commands(scope)
    ]


def scopes_of(screen_bindings: list[BindingType]) -> list[str]:
    """The scopes whose every key a screen binds, in the registry's order: what its help lists first."""
    bound = {(b.key, b.action) for b in screen_bindings if isinstance(b, Binding)}
    scopes = dict.fromkeys(c.scope for c in COMMANDS)
    return [s for s in scopes if all((c.key, c.action) in bound for c in commands(s))]
