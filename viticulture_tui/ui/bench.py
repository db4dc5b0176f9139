"""The `ui` member of `viticulture bench`: start-up time and the redraw after placing a worker.

- `startup_ratio`: time from process start to the first drawn frame of the title screen,
  divided by the same for a bare Textual app showing one label (median of several runs each).
- `place_worker_ms`: median time from the key press that places a worker to the last frame
  drawn because of it, in a 6-player game played headless at 160x50, the size at which every
  panel is on screen (the hand-over curtain that follows most placements included; issue 12's
  bar is one 60 Hz frame, 16 ms).
"""

from __future__ import annotations

import asyncio
import statistics
import subprocess
import sys
import time
from typing import Any

STARTUP_RUNS = 5
PLACEMENTS = 20
SETTLE_S = 0.12
"""How long to wait after a key for every frame it causes."""
SIZE = (160, 50)
PLAYERS = ("Anna", "Ben", "Carla", "Dario", "Elena", "Fabio")


def startup_seconds(kind: str) -> float:
    """Seconds from starting a Python process to the first frame of the app ('game' or 'bare')."""
    start = time.time()
    out = subprocess.run(
        [sys.executable, "-m", "viticulture_tui.ui.startup_probe", kind],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    return float(out.stdout.strip().splitlines()[-1]) - start


def startup_ratio(runs: int = STARTUP_RUNS) -> float:
    """Median start-up of the game divided by the median start-up of a bare Textual app."""
    startup_seconds("bare")  # warm the file cache for both
    game = statistics.median(startup_seconds("game") for _ in range(runs))
    bare = statistics.median(startup_seconds("bare") for _ in range(runs))
    return game / bare


def place_worker_ms(placements: int = PLACEMENTS) -> float:
    """Median milliseconds from a placing key press to the last frame it causes."""
    return asyncio.run(_place_workers(placements))


async def _place_workers(placements: int) -> float:
    from textual import events

    from viticulture_tui.engine import PlayerSetup, Setup
    from viticulture_tui.session import Session
    from viticulture_tui.ui.app import ViticultureApp
    from viticulture_tui.ui.screens.game import GameScreen
    from viticulture_tui.ui.widgets.board import Board

    frames: list[float] = []

    class Timed(ViticultureApp):
        def post_display_hook(self) -> None:
            frames.append(time.perf_counter())

    session = Session.new(Setup(players=[PlayerSetup(name=name) for name in PLAYERS], seed=1))
    while session.state.phase != "summer":
        session.apply(session.choices()[0].action)
    app = Timed(session=session)
    samples: list[float] = []

    async with app.run_test(size=SIZE) as pilot:

        async def press(key: str) -> float:
            frames.clear()
            start = time.perf_counter()
            assert app._driver is not None
            app._driver.send_message(events.Key(key, "\r" if key == "enter" else key))
            await asyncio.sleep(SETTLE_S)
            return (frames[-1] - start) * 1000 if frames else 0.0

        await pilot.pause()
        for _ in range(placements * 20):
            if len(samples) >= placements or session.game_over:
                break
            screen = app.screen
            if not isinstance(screen, GameScreen):
                await pilot.press("y")
            elif screen.covered:
                await press("enter")
            elif screen.deciding or session.decision_kind() != "turn":
                await press("enter")  # the first choice listed, or the open decision
            else:
                placed = len(session.state.placements)
                spent = await press("l")
                if screen.query_one(Board).offer is not None:
                    spent = await press("1")
                if len(session.state.placements) > placed:
                    samples.append(spent)
    return statistics.median(samples)


def ui_bench() -> dict[str, Any]:
    """Both figures, rounded, as `viticulture bench --json` reports them under `ui`."""
    return {
        "startup_ratio": round(startup_ratio(), 2),
        "place_worker_ms": round(place_worker_ms(), 1),
    }


if __name__ == "__main__":
    print(ui_bench())
