"""On start: offer to resume an interrupted game, or say why the autosave cannot be used."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

from viticulture_tui.ui.save_folder import SaveFolder, saves_of
from viticulture_tui.ui.screens.confirm import ConfirmScreen

if TYPE_CHECKING:
    from viticulture_tui.persistence.loader import LoadedGame
    from viticulture_tui.ui.app import ViticultureApp


class ResumeScreen(ConfirmScreen):
    """'Resume the interrupted game?': here Enter means yes."""

    AUTO_FOCUS = "#yes"


def check_resume(app: ViticultureApp) -> None:
    """Look for an interrupted game in the background (the title stays responsive), then ask."""
    saves = saves_of(app)
    if not saves.has_autosave():
        return  # nothing to look at: the engine is not even imported

    def find() -> None:
        found = _candidate(saves)
        with contextlib.suppress(RuntimeError):  # the app closed meanwhile
            app.call_from_thread(offer, app, found)

    app.run_worker(find, name="resume", thread=True, exit_on_error=False)


def _candidate(saves: SaveFolder) -> LoadedGame | Exception | None:
    from viticulture_tui.persistence.resume import resume_candidate

    assert saves.path is not None
    try:
        return resume_candidate(saves.path)
    except Exception as exc:  # a SaveError names the file; anything else must not stop the app
        return exc


def offer(app: ViticultureApp, found: LoadedGame | Exception | None) -> None:
    """Tell what is wrong with the autosave, or ask whether to resume (only while the title is up)."""
    from viticulture_tui.persistence.errors import SaveError
    from viticulture_tui.ui.screens.title import TitleScreen
    from viticulture_tui.ui.screens.too_small import TooSmallScreen

    if not app.is_running or not app.screen_stack:
        return  # the game was left before this came back: there is no screen to ask on
    saves = saves_of(app)
    autosave, backup = saves.autosave_paths()
    if isinstance(found, Exception):
        saves.damaged.update(p for p in (autosave, backup) if p.is_file())
        problem = str(found) if isinstance(found, SaveError) else f"{autosave}: {found!r}"
        app.notify(
            f"The interrupted game cannot be resumed. {problem}. The file is left as it is.",
            title="Autosave damaged",
            severity="error",
            timeout=20,
            markup=False,
        )
        return
    if found is None:
        return
    if found.info.path == backup and autosave.is_file():
        saves.damaged.add(autosave)
    if isinstance(app.screen, TooSmallScreen) and isinstance(app.screen_stack[-2], TitleScreen):
        app.set_timer(0.5, lambda: offer(app, found))  # ask once the terminal is large enough
        return
    if not isinstance(app.screen, TitleScreen):
        return
    info = found.info
    question = (
        f"An interrupted game was found: {', '.join(info.players)}, {_where(found)}.\n"
        "Resume it? (No: it stays in the list of saves until a new game is autosaved.)"
    )
    app.push_screen(ResumeScreen(question), lambda yes: _resume(app, found) if yes else None)


def _where(found: LoadedGame) -> str:
    from viticulture_tui.persistence.summary import SEASONS

    state = found.state
    return f"year {state.year}, {SEASONS.get(state.phase, state.phase)}"


def _resume(app: ViticultureApp, found: LoadedGame) -> None:
    from viticulture_tui.session import Session

    app.show_game(Session(found.state))
