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


_SPACES = tuple(
    Command(key, f"space('{action}')", f"space {action}", "game", show=False)
    for action, key in SPACE_KEYS.items()
)

COMMANDS: tuple[Command, ...] = (
    Command("ctrl+q", "quit", "Quit", "app", help="Leave the game (asks first during a game)."),
    Command("question_mark", "help", "Help", "app", key_display="?", help="Every key, and the year."),
    Command("n", "new_game", "New game", "title", help="Set up a new game."),
    Command("q", "quit", "Quit", "title", help="Leave the program."),
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
    Command("enter", "ready", "Ready", "handover", help="The next player is at the keyboard."),
    Command("enter", "choose", "Choose", "decision", help="Take the highlighted choice."),
    Command("escape", "back", "Back", "decision", help="One step back, or hide to look at the board."),
    Command("y", "answer(True)", "Yes", "confirm", help="Go ahead."),
    Command("n", "answer(False)", "No", "confirm", help="Go back and choose again."),
    Command("escape", "answer(False)", "No", "confirm", show=False),
    Command("escape", "close", "Close", "help", help="Close this screen."),
    Command("escape", "close", "Close", "players", help="Close this screen."),
    Command("enter", "again", "New game", "game_over", help="Back to the title screen."),
    Command("q", "quit", "Quit", "game_over", help="Leave the program."),
)

SCOPE_TITLES = {
    "app": "Anywhere",
    "title": "Title screen",
    "new_game": "New game",
    "board": "The board (your turn)",
    "game": "Game screen",
    "handover": "Hand-over screen",
    "decision": "A decision",
    "confirm": "A question",
    "game_over": "Game over",
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
