"""The Textual application: a thin shell that shows screens and keeps the size notice in place."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual.app import App, SystemCommand
from textual.events import Resize

from viticulture_tui.ui.commands import bindings, scopes_of
from viticulture_tui.ui.light_ink import LightInk, terminal_colours
from viticulture_tui.ui.messages import (
    GameEnded,
    NewGameRequested,
    StartRequested,
    TitleRequested,
    WalkthroughRequested,
)
from viticulture_tui.ui.palette import use_light_shades
from viticulture_tui.ui.safe_palette import SafePalettes
from viticulture_tui.ui.save_folder import SaveFolder
from viticulture_tui.ui.screens.title import TitleScreen
from viticulture_tui.ui.screens.too_small import MIN_HEIGHT, MIN_WIDTH, TooSmallScreen
from viticulture_tui.ui.settings import load_theme, save_theme
from viticulture_tui.ui.themes import DEFAULT, THEMES, ThemeByName, ThemeChoices, is_light
from viticulture_tui.ui.toasts import OneToastEach

if TYPE_CHECKING:
    from textual.screen import Screen

    from viticulture_tui.persistence.lock import GameLock
    from viticulture_tui.persistence.slots import Slot
    from viticulture_tui.session import Session
    from viticulture_tui.ui.autosave import Autosave


class ViticultureApp(OneToastEach, SafePalettes, App[None]):
    """Viticulture at one keyboard: title, new game, the game itself, game over."""

    CSS_PATH = Path(__file__).parent / "styles" / "app.tcss"
    TITLE = "Viticulture"
    BINDINGS = bindings("app")
    ENABLE_COMMAND_PALETTE = True
    COMMANDS = App.COMMANDS | {ThemeByName}

    def __init__(
        self,
        session: Session | None = None,
        save_dir: Path | None = None,
        screen: Screen[None] | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self._start_session = session
        self._start_screen = screen
        self.saves = SaveFolder(save_dir)
        """The save folder (None in tests: nothing is saved) and what this run learnt about it."""
        self.autosave: Autosave | None = None
        """The game on screen's autosave, which holds its slot's lock until the game is left."""
        self._light_ink = LightInk(enabled=False)
        self._filters.append(self._light_ink)  # last: after Textual's own turn dim into colours

    def get_theme_variable_defaults(self) -> dict[str, str]:
        """The game's own theme variables, for a theme that does not set them (Textual's, at start)."""
        return {"choice-highlight": THEMES[DEFAULT].variables["choice-highlight"]}

    def on_mount(self) -> None:
        """Open on the title screen, or straight on a game when one was given (tests, loads)."""
        for theme in THEMES.values():
            self.register_theme(theme)
        # A real terminal of 256 or 16 colours shows each colour as the nearest it has: the ink
        # then judges every text as that terminal shows it. A headless run draws true colours
        # (tests, screenshots), and the browser's terminal has them all.
        self.use_terminal_colours(terminal_colours(self.console.color_system, self.is_headless))
        self.theme = load_theme(self.saves.path, set(THEMES)) or DEFAULT
        if self._start_screen is not None:
            self.push_screen(self._start_screen)
        elif self._start_session is not None:
            self.show_game(self._start_session)
        else:
            self.push_screen(TitleScreen())  # it looks for unfinished games to continue
        self._check_size(self.size.width, self.size.height)

    def use_terminal_colours(self, colours: int) -> None:
        """Judge every text as a terminal of `colours` shows it (`light_ink.COLOURS_256`,
        `COLOURS_16` or `TRUECOLOUR`): set at start from the terminal, and by tests."""
        self._light_ink.colours = colours
        self._light_ink.follow(is_light(self.theme))
        self.refresh()

    def watch_theme(self, name: str) -> None:
        """Player colours take the shades made for the theme; screens drawn already are redrawn."""
        use_light_shades(is_light(name))
        self._light_ink.follow(is_light(name))
        for screen in self.screen_stack:
            redraw = getattr(screen, "redraw_colours", None)
            if redraw is not None:
                redraw()
            screen.refresh(repaint=True)
            for widget in screen.walk_children():
                widget.refresh()

    def choose_theme(self, name: str) -> None:
        """Switch to one of the game's themes and remember it in the save folder for the next run."""
        if name not in THEMES:
            return
        self.theme = name
        save_theme(self.saves.path, name)

    def action_game_theme(self) -> None:
        """The palette of the game's themes."""
        from viticulture_tui.ui.safe_palette import SafeCommandPalette

        self.push_screen(SafeCommandPalette(providers=[ThemeChoices], placeholder="Search for themes…"))

    def action_change_theme(self) -> None:
        """Textual's own theme action: the game's themes too, never Textual's whole set."""
        self.action_game_theme()

    def on_resize(self, event: Resize) -> None:
        """Show or take away the notice that asks for a larger terminal."""
        self._check_size(event.size.width, event.size.height)

    def _check_size(self, width: int, height: int) -> None:
        small = width < MIN_WIDTH or height < MIN_HEIGHT
        showing = isinstance(self.screen, TooSmallScreen)
        if small and not showing:
            self.push_screen(TooSmallScreen())
        elif showing and not small:
            self.pop_screen()
        if showing and small:
            self.screen.refresh()

    def on_new_game_requested(self, message: NewGameRequested) -> None:
        """Open the new-game screen."""
        from viticulture_tui.ui.screens.new_game import NewGameScreen

        self._replace_top(NewGameScreen())

    def on_start_requested(self, message: StartRequested) -> None:
        """Start a game from the new-game screen's setup."""
        from viticulture_tui.session import Session

        self.show_game(Session.new(message.setup))

    def on_title_requested(self, message: TitleRequested) -> None:
        """Back to the title screen."""
        self.leave_game()
        self._replace_top(TitleScreen())

    def on_walkthrough_requested(self, message: WalkthroughRequested) -> None:
        """The rules walkthrough, where the player left it."""
        from viticulture_tui.ui.screens.walkthrough import WalkthroughScreen
        from viticulture_tui.ui.walkthrough_record import folder_of

        self._replace_top(WalkthroughScreen.resume(folder_of(self)))

    def on_game_ended(self, message: GameEnded) -> None:
        """The final ranking and scores."""
        from viticulture_tui.ui.screens.game_over import GameOverScreen

        self._replace_top(GameOverScreen(message.session))

    def show_game(self, session: Session, slot: Slot | None = None, lock: GameLock | None = None) -> None:
        """Put a game on screen: the game screen takes it from here. A game continued from its
        slot comes with it and its lock; any other game gets a slot of its own when autosaved."""
        from viticulture_tui.ui.autosave import Autosave
        from viticulture_tui.ui.screens.game import GameScreen

        self.leave_game()
        self.autosave = Autosave(self.saves, self, slot, lock)
        self.autosave.attach(session)
        self._replace_top(GameScreen(session))

    def leave_game(self, flush: bool = False) -> None:
        """Stop autosaving the game that was on screen and let its lock go (nothing when none was);
        with `flush`, when the player leaves it, first write what its autosave still owes, so that
        Continue offers it even when it was left before its first action."""
        if self.autosave is not None:
            if flush:
                self.autosave.flush()
            self.autosave.release()
            self.autosave = None

    def action_leave_game(self) -> None:
        """Leave the game for the title screen (asks first only when it is not autosaved)."""
        from viticulture_tui.ui.autosave import leave_question
        from viticulture_tui.ui.screens.confirm import ConfirmScreen

        if not self._in_game() or isinstance(self.screen, ConfirmScreen):
            return
        question = leave_question(self.saves)
        if question is not None:
            self.push_screen(ConfirmScreen(question), lambda ok: self._to_title(False) if ok else None)
            return
        self._to_title(True)

    def _to_title(self, saved: bool) -> None:
        self.leave_game(flush=True)
        self._replace_top(TitleScreen())
        if saved:
            self.notify("Your game is autosaved: Continue on the title screen picks it up.", timeout=6)

    def _in_game(self) -> bool:
        # Attributes rather than isinstance: the game screen (and the engine) load only with a game.
        return any(getattr(s, "IN_GAME", False) for s in self.screen_stack)

    def on_unmount(self) -> None:
        """The app is closing: the game's lock goes (the process ending would free it too)."""
        self.leave_game()

    def _replace_top(self, screen: Any) -> None:
        # Modal screens above the one being replaced are closed first.
        while len(self.screen_stack) > 2 and not isinstance(self.screen, TooSmallScreen):
            self.pop_screen()
        if len(self.screen_stack) > 1:
            self.switch_screen(screen)
        else:
            self.push_screen(screen)

    def action_help(self) -> None:
        """Every key and a summary of the year."""
        from viticulture_tui.ui.screens.help import HelpScreen

        if not isinstance(self.screen, HelpScreen | TooSmallScreen):
            screen = self.screen
            first = getattr(screen, "HELP_SCOPES", None) or tuple(scopes_of(list(screen.BINDINGS)))
            self.push_screen(HelpScreen(first))

    def get_system_commands(self, screen: Screen[Any]) -> Iterator[SystemCommand]:
        """The palette's own entries: help, theme and quit."""
        # Not Textual's whole set: its Screenshot writes an SVG into the working folder from a timer
        # that raises if the game is left before it fires, and its key panel duplicates our help.
        yield SystemCommand("Help", "Every key and a summary of the year", self.action_help)
        yield SystemCommand("Theme", "Dark, light or high contrast", self.action_game_theme)
        if self._in_game():
            yield SystemCommand(
                "Leave to title",
                "Back to the title screen; Continue picks the game up",
                self.action_leave_game,
            )
        yield SystemCommand("Quit", "Leave the game (asks first during a game)", self.action_quit)

    async def action_quit(self) -> None:
        """Leave at once outside a game; during a game, ask first."""
        if self._in_game():
            from viticulture_tui.ui.autosave import quit_question
            from viticulture_tui.ui.screens.confirm import ConfirmScreen

            if isinstance(self.screen, ConfirmScreen):
                return
            self.push_screen(
                ConfirmScreen(quit_question(self.saves)), lambda ok: self._quit() if ok else None
            )
            return
        self.exit()

    def _quit(self) -> None:
        self.leave_game(flush=True)
        self.exit()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """No command palette while the keyboard is being handed over or the notice is up."""
        if action == "command_palette":
            screen = self.screen
            return not isinstance(screen, TooSmallScreen) and not getattr(screen, "covered", False)
        if action == "leave_game":
            return self._in_game()
        return True


def run_app(
    save_dir: Path | None = None, session: Session | None = None, screen: Screen[None] | None = None
) -> int:
    """Run the game in this terminal (on the title, a game or a screen); the exit status."""
    from viticulture_tui.ui.hangup import guarded

    app = ViticultureApp(session, save_dir=save_dir, screen=screen)
    with guarded(app):  # a hang-up or SIGTERM autosaves and leaves within two seconds
        app.run()
    return app.return_code or 0
