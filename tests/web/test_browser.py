"""The game served to headless Chromium: a 2-player game started, a worker placed by keys, the tab closed."""

from __future__ import annotations

import json
import re
import statistics
import time
from pathlib import Path
from typing import Any

from tests.web.conftest import Served, alive, wait_until
from tests.web.xterm import CATCH_TERMINAL, press_answered, press_timed, screen_text, settled, wait_for
from viticulture_tui.persistence.loader import load_game

CURTAIN = "Pass the keyboard to"
VIEWPORT = {"width": 1400, "height": 900}


def newest_save(folder: Path) -> Path | None:
    """The newest save file under the folder, at any depth (autosaves may live in per-game folders)."""
    saves = [p for p in folder.rglob("*.json") if p.is_file() and not p.name.startswith(".")]
    return max(saves, key=lambda p: p.stat().st_mtime_ns, default=None)


def curtain_for(name: str) -> Any:
    return lambda text: CURTAIN in text and name in text


def lifted(needle: str) -> Any:
    return lambda text: CURTAIN not in text and needle in text


def type_name(page: Any, old: str, name: str, samples: list[float]) -> None:
    """Clear the focused name field and type a name, timing each letter from its key to its redraw."""
    press_answered(page, "End")
    for _ in range(len(old)):
        press_answered(page, "Backspace")
    assert old not in screen_text(page)
    for letter in name:
        samples.append(press_timed(page, letter))


def size_of(page: Any, selector: str) -> list[float]:
    """The width and height of an element of the page, in CSS pixels."""
    return list(
        page.evaluate(
            f"(() => {{ const r = document.querySelector({selector!r}).getBoundingClientRect();"
            " return [r.width, r.height]; })()"
        )
    )


def step(page: Any, key: str, check: Any, what: str) -> str:
    page.keyboard.press(key)
    return wait_for(page, check, what)


def test_a_game_in_the_browser(served: Served, chromium: Any, tmp_path: Path) -> None:
    """Title, a named 2-player game, the curtain lifted, a worker placed: the autosave holds it; resizing
    re-lays the game; closing the tab ends its game process; another tab continues the game."""
    page = chromium.new_page(viewport=VIEWPORT)
    page.add_init_script(CATCH_TERMINAL)
    opened = time.monotonic()
    page.goto(served.url)
    wait_for(page, lambda text: "New game" in text and "Rules walkthrough" in text, "the title screen")
    to_title = time.monotonic() - opened
    assert page.title() == "Viticulture"
    # The terminal fills the window: its element is the viewport, and the grid leaves less than a
    # cell (and xterm's scrollbar strip) unused.
    assert size_of(page, "#terminal") == [VIEWPORT["width"], VIEWPORT["height"]]
    cols, rows = page.evaluate("[window.__term.cols, window.__term.rows]")
    screen = size_of(page, ".xterm-screen")
    assert screen[0] > VIEWPORT["width"] - 40 and screen[1] > VIEWPORT["height"] - 40, screen
    games = served.games()
    assert len(games) == 1, games

    samples: list[float] = []
    step(page, "n", lambda text: "Players" in text and "Seed" in text, "the new-game form")
    press_answered(page, "Tab")
    type_name(page, "Anna", "Mira", samples)
    for _ in range(3):  # past the colour and who plays the seat, to the second name
        press_answered(page, "Tab")
    type_name(page, "Ben", "Tomas", samples)
    assert "Mira" in screen_text(page) and "Tomas" in screen_text(page), screen_text(page)
    for key in ("Tab", "Tab", "Tab", "Tab", "Tab", "4", "2"):
        press_answered(page, key)
    wait_for(page, lambda text: re.search(r"Seed +42", text) is not None, "the seed typed in")
    step(page, "Control+s", curtain_for("Mira"), "the curtain for Mira")
    # Setup and spring by Enter: it lifts each curtain and takes the first line of each list (papa,
    # wake-up row), whatever the game asks on the way, up to Mira's first summer turn.
    for _ in range(30):
        text = settled(page)
        # A private notice ("only for you") may still stand over the board before the keyboard moves on.
        if CURTAIN not in text and "only for you" not in text and "Mira: Your turn: place a worker" in text:
            break
        press_answered(page, "Enter")
    else:
        raise AssertionError(f"Mira's summer turn never came; the page shows:\n{text}")
    step(page, "l", lambda text: "which space and worker?" in text, "the placements of Gain 1 lira")
    step(page, "1", curtain_for("Tomas"), "the curtain for Tomas's summer turn")
    # Behind the next curtain the board and the public log show Mira's worker.
    step(page, "Enter", lifted("Mira gains 1 lira."), "the lira Mira gained")
    shot = tmp_path / "worker-placed.png"
    page.screenshot(path=str(shot))
    assert shot.stat().st_size > 10_000

    # The autosave holds the placement (it is written after every action).
    def placed() -> bool:
        save = newest_save(served.folder)
        if save is None:
            return False
        state = load_game(save).state
        return any(p.action == "gain_1_lira" and p.seat == 0 and not p.grande for p in state.placements)

    wait_until(placed, 10, "an autosave with Mira's worker on Gain 1 lira")
    # Keys on the game's own screen: the board's cursor moves and the line naming its space changes.
    board: list[float] = [press_timed(page, key) for key in ("ArrowUp",) * 3 + ("ArrowDown",) * 3]
    state = load_game(newest_save(served.folder)).state  # type: ignore[arg-type]
    assert [p.name for p in state.players] == ["Mira", "Tomas"] and state.phase == "summer"

    # Resizing the window resizes the game: too small, the notice; large again, the board.
    page.set_viewport_size({"width": 700, "height": 500})
    wait_for(page, lambda text: "too small" in text, "the too-small notice")
    assert page.evaluate("window.__term.cols") < cols
    page.set_viewport_size(VIEWPORT)
    wait_for(page, lambda text: "Board" in text and "too small" not in text, "the board again")
    assert page.evaluate("[window.__term.cols, window.__term.rows]") == [cols, rows]

    page.close()
    took = wait_until(lambda: not alive(games[0]), 10, "the end of the tab's game process")
    assert served.games() == []
    assert any(p.action == "gain_1_lira" for p in load_game(newest_save(served.folder)).state.placements)  # type: ignore[arg-type]
    # A new tab picks the game up from the save folder: Continue, and the curtain for Tomas, whose turn it is.
    again = chromium.new_page(viewport=VIEWPORT)
    again.add_init_script(CATCH_TERMINAL)
    again.goto(served.url)
    wait_for(
        again, lambda text: "Continue your game" in text and "Mira, Tomas" in text, "Continue on the title"
    )
    step(again, "c", curtain_for("Tomas"), "the continued game's curtain for Tomas")
    resumed = served.games()
    again.close()
    wait_until(lambda: not any(alive(pid) for pid in resumed), 10, "the end of the second tab's game")
    assert served.stop() == 0
    assert "none is left running" in served.output()
    figures = {
        "page_to_title_s": round(to_title, 2),
        "form_key_to_redraw_ms_median": round(statistics.median(samples), 1),
        "form_key_to_redraw_ms": [round(s, 1) for s in samples],
        "board_key_to_redraw_ms_median": round(statistics.median(board), 1),
        "board_key_to_redraw_ms": [round(s, 1) for s in board],
        "tab_close_to_process_end_s": round(took, 2),
        "terminal": [cols, rows],
    }
    (tmp_path / "figures.json").write_text(json.dumps(figures))
    print("web figures:", json.dumps(figures))
