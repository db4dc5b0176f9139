"""Continue: list the unfinished games in the background, and open the one chosen.

The list comes from file headers (`persistence.resume.prepare`), in a worker thread, so the
title screen answers keys at once; a key pressed before it is back loses nothing, since a new
game gets a slot of its own. Opening loads the game in full, in a worker too, after taking its
lock; a game open in another window may be viewed read-only (a replay, which never saves).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from viticulture_tui.ui.save_folder import saves_of

if TYPE_CHECKING:
    from textual.app import App

    from viticulture_tui.persistence.loader import LoadedGame
    from viticulture_tui.persistence.lock import GameLock
    from viticulture_tui.persistence.resume import Unfinished
    from viticulture_tui.ui.app import ViticultureApp


def check_games(app: App[Any], found: Callable[[list[Unfinished]], None]) -> None:
    """List the unfinished games in a worker thread, then hand the list to `found` on the app's
    thread (not at all when the folder cannot hold any)."""
    saves = saves_of(app)
    folder = saves.path
    if folder is None or not saves.may_hold_games():
        return  # nothing to look at: no thread, no import

    def look() -> None:
        from viticulture_tui.persistence.resume import prepare

        try:
            games = prepare(folder)
        except Exception:  # never a crash at start; the folder stays as it was
            games = []
        with contextlib.suppress(RuntimeError):  # the app closed meanwhile
            app.call_from_thread(found, games)

    app.run_worker(look, name="continue-check", thread=True, exit_on_error=False)


def open_game(
    app: App[Any],
    entry: Unfinished,
    failed: Callable[[Unfinished, str], None],
    still_wanted: Callable[[], bool],
) -> None:
    """Take the game's lock and load it in a worker, then put it on screen; a game open in another
    window offers the read-only view; a load that fails calls `failed(entry, problem)`."""
    from viticulture_tui.persistence.errors import SaveError
    from viticulture_tui.persistence.lock import LOCKED

    lock = entry.slot.lock()
    try:
        lock.acquire()
    except SaveError as exc:
        offer_read_only(app, entry, exc.problem if exc.kind != LOCKED else "", failed)
        return

    def load() -> None:
        result = _load(entry)
        with contextlib.suppress(RuntimeError):
            app.call_from_thread(_opened, app, entry, lock, result, failed, still_wanted)

    app.notify("Opening the game…", timeout=2)
    app.run_worker(load, name="continue-open", thread=True, exit_on_error=False)


def _load(entry: Unfinished) -> LoadedGame | Exception:
    from viticulture_tui.persistence.resume import open_slot

    try:
        return open_slot(entry.slot)
    except Exception as exc:  # a SaveError names the file; anything else must not stop the app
        return exc


def _problem(exc: Exception) -> str:
    """What a failed load tells the list: a SaveError's problem, else the exception itself."""
    from viticulture_tui.persistence.errors import SaveError

    return exc.problem if isinstance(exc, SaveError) else f"{type(exc).__name__}: {exc}"


def _opened(
    app: App[Any],
    entry: Unfinished,
    lock: GameLock,
    result: LoadedGame | Exception,
    failed: Callable[[Unfinished, str], None],
    still_wanted: Callable[[], bool],
) -> None:
    from viticulture_tui.persistence.slots import present
    from viticulture_tui.session import Session

    if not app.is_running or not still_wanted():
        lock.release()  # the player went elsewhere while it loaded
        return
    if isinstance(result, Exception):
        lock.release()
        failed(entry, _problem(result))
        app.notify(
            f"This game cannot be opened. {result}",
            title="Damaged",
            severity="error",
            timeout=15,
            markup=False,
        )
        return
    saves = saves_of(app)
    if result.info.path == entry.slot.backup and present(entry.slot.path):
        saves.damaged.add(entry.slot.path)  # kept aside before the first autosave replaces it
        app.notify(
            f"The autosave of this game was damaged ({entry.problem or 'it did not load'}): "
            "it goes on from its backup, the autosave before it.",
            severity="warning",
            timeout=12,
            markup=False,
        )
    cast("ViticultureApp", app).show_game(Session(result.state), slot=entry.slot, lock=lock)


def offer_read_only(
    app: App[Any], entry: Unfinished, problem: str, failed: Callable[[Unfinished, str], None]
) -> None:
    """Tell that the game cannot be played here, and offer to view it read-only."""
    from viticulture_tui.ui.screens.confirm import ConfirmScreen

    who = ", ".join(entry.info.players) or "This game"
    why = f"cannot be locked for this window ({problem})" if problem else "is open in another window"
    question = (
        f"The game of {who} ({entry.where()}) {why}: it can be played in one window only.\n"
        "View it here read-only? It is shown as a replay and nothing is saved. No: pick another game."
    )
    app.push_screen(ConfirmScreen(question), lambda yes: view_read_only(app, entry, failed) if yes else None)


def view_read_only(app: App[Any], entry: Unfinished, failed: Callable[[Unfinished, str], None]) -> None:
    """Load the game in a worker and open it as a replay (no lock taken, nothing written)."""

    def load() -> None:
        result = _load(entry)
        with contextlib.suppress(RuntimeError):
            app.call_from_thread(_view, app, entry, result, failed)

    app.run_worker(load, name="continue-view", thread=True, exit_on_error=False)


def _view(
    app: App[Any],
    entry: Unfinished,
    result: LoadedGame | Exception,
    failed: Callable[[Unfinished, str], None],
) -> None:
    from viticulture_tui.ui.screens.replay import ReplayScreen

    if not app.is_running:
        return
    if isinstance(result, Exception):
        failed(entry, _problem(result))
        app.notify(f"This game cannot be shown. {result}", severity="error", timeout=15, markup=False)
        return
    app.switch_screen(ReplayScreen(result))
