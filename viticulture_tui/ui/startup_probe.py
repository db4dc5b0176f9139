"""Run by `bench` in a fresh process: start an app headless and print when its first screen is drawn.

`python -m viticulture_tui.ui.startup_probe game` starts this game's app; `bare` starts a Textual
app that shows one label. Either prints the wall-clock time of its first frame and exits.
"""

from __future__ import annotations

import sys
import time

SIZE = (100, 30)


def _first_frame_then_exit(app: object) -> None:
    print(f"{time.time():.6f}", flush=True)
    app.exit()  # type: ignore[attr-defined]


def run_bare() -> None:
    """A Textual app with one label, for comparison."""
    from textual.app import App, ComposeResult
    from textual.widgets import Label

    class Bare(App[None]):
        def compose(self) -> ComposeResult:
            yield Label("Viticulture")

        def post_display_hook(self) -> None:
            _first_frame_then_exit(self)

    Bare().run(headless=True, size=SIZE)


def run_game() -> None:
    """The game's app, as `viticulture` starts it, up to its title screen."""
    from viticulture_tui.ui.app import ViticultureApp
    from viticulture_tui.ui.screens.title import TitleScreen

    class Probe(ViticultureApp):
        def post_display_hook(self) -> None:
            if isinstance(self.screen, TitleScreen):
                _first_frame_then_exit(self)

    Probe().run(headless=True, size=SIZE)


if __name__ == "__main__":
    run_game() if sys.argv[1:] == ["game"] else run_bare()
