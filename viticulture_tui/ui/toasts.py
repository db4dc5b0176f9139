"""Toasts without repeats: a message already on screen shows once, however often it is raised."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:
    from textual.app import App
    from textual.notifications import Notify


class OneToastEach:
    """Mixin for the app: a notification equal to one still shown takes its place instead of
    stacking under it. A key pressed five times for an undo that is refused says so once, with a
    fresh timeout, rather than five toasts that cover the vineyard at 100x30."""

    def _on_notify(self, event: Notify) -> None:
        app = cast("App[Any]", self)
        new = event.notification
        same = (new.message, new.title, new.severity)
        for shown in list(app._notifications):
            if (shown.message, shown.title, shown.severity) == same:
                app._unnotify(shown, refresh=False)
        # Textual's own handler (App._on_notify) adds the toast and redraws the rack.
        super()._on_notify(event)  # type: ignore[misc]
