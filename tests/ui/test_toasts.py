"""A message already on screen is not stacked again: the same toast shows once."""

from __future__ import annotations

from tests.ui.helpers import session_from
from viticulture_tui.ui.app import ViticultureApp


def shown(app: ViticultureApp) -> list[str]:
    """The messages of the toasts on screen now."""
    return [n.message for n in app._notifications]


async def test_the_same_message_raised_five_times_shows_once() -> None:
    """Five refusals in a row leave one toast; another message still stands beside it."""
    app = ViticultureApp(session_from(2, 3))
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(5):
            app.notify("Undo refused", severity="warning")
        await pilot.pause()
        assert shown(app) == ["Undo refused"]
        app.notify("Saved")
        app.notify("Undo refused", severity="warning")
        await pilot.pause()
        assert sorted(shown(app)) == ["Saved", "Undo refused"]


async def test_a_repeat_at_another_severity_is_its_own_toast() -> None:
    """Equal words said as an error and as a note are two different things to read."""
    app = ViticultureApp(session_from(2, 3))
    async with app.run_test(size=(100, 30)) as pilot:
        app.notify("Not now")
        app.notify("Not now", severity="error")
        await pilot.pause()
        assert len(shown(app)) == 2
