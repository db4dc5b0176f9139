"""Reading the game's screen in the browser: the text xterm.js holds, and the time from a key to its redraw.

xterm.js draws on a canvas, so the page has no text to read. The page script keeps its terminal in a
closure; the init script below catches it as it is stored (`this.terminal = new Terminal(...)`): a
setter on Object.prototype for that one property name, which turns into a plain property at once.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

CATCH_TERMINAL = """
(() => {
  Object.defineProperty(Object.prototype, "terminal", {
    configurable: true,
    set(value) {
      Object.defineProperty(this, "terminal", {value, writable: true, configurable: true, enumerable: true});
      if (value && value.buffer && value.onRender) window.__term = value;
    },
  });
  window.__screenText = () => {
    const term = window.__term;
    if (!term) return "";
    const buffer = term.buffer.active;
    const rows = [];
    for (let y = 0; y < term.rows; y++) {
      const line = buffer.getLine(buffer.viewportY + y);
      rows.push(line ? line.translateToString(true) : "");
    }
    return rows.join("\\n");
  };
  // The next key's time to redraw: from its keydown to the first render after the screen's text changed.
  window.__armRedraw = () => {
    const term = window.__term;
    const before = window.__screenText();
    window.__redraw = new Promise((resolve) => {
      let pressed = null;
      let changed = false;
      const onKey = () => { if (pressed === null) pressed = performance.now(); };
      document.addEventListener("keydown", onKey, true);
      const parsed = term.onWriteParsed(() => {
        if (pressed !== null && !changed && window.__screenText() !== before) changed = true;
      });
      const rendered = term.onRender(() => {
        if (!changed) return;
        parsed.dispose();
        rendered.dispose();
        document.removeEventListener("keydown", onKey, true);
        resolve(performance.now() - pressed);
      });
    });
  };
  // The next key's answer: the first output of the game parsed after its keydown.
  window.__armAnswer = () => {
    const term = window.__term;
    window.__answer = new Promise((resolve) => {
      let pressed = false;
      const onKey = () => { pressed = true; };
      document.addEventListener("keydown", onKey, true);
      const parsed = term.onWriteParsed(() => {
        if (!pressed) return;
        parsed.dispose();
        document.removeEventListener("keydown", onKey, true);
        resolve(true);
      });
    });
  };
})();
"""


def screen_text(page: Any) -> str:
    """Every row the terminal shows, as text."""
    return str(page.evaluate("window.__screenText()"))


def wait_for(page: Any, check: Callable[[str], bool], what: str, timeout: float = 15.0) -> str:
    """Poll the screen until `check(text)` holds; the text then. Fails with the last screen shown."""
    deadline = time.monotonic() + timeout
    text = ""
    while time.monotonic() < deadline:
        text = screen_text(page)
        if check(text):
            return text
        time.sleep(0.03)
    raise AssertionError(f"the page never showed {what}; it shows:\n{text}")


def settled(page: Any, quiet: float = 0.2, timeout: float = 10.0) -> str:
    """The screen once it has stopped changing for `quiet` seconds."""
    deadline = time.monotonic() + timeout
    text = screen_text(page)
    still_since = time.monotonic()
    while time.monotonic() < deadline:
        time.sleep(0.03)
        now = screen_text(page)
        if now != text:
            text, still_since = now, time.monotonic()
        elif time.monotonic() - still_since >= quiet:
            return text
    return text


def press_answered(page: Any, key: str) -> None:
    """Press a key and wait until the game has answered it (redrawn something), so that the next key
    cannot overtake it: Textual runs bound keys (Tab, Backspace) after the letters arriving right behind
    them (Textual issue 6605)."""
    page.evaluate("window.__armAnswer()")
    page.keyboard.press(key)
    awaited(page, "window.__answer", "no answer")


def press_timed(page: Any, key: str) -> float:
    """Press a key whose effect shows as text; the milliseconds from its keydown to the redraw."""
    page.evaluate("window.__armRedraw()")
    # A capital letter is typed as a person types it (Shift held): a bare "M" press reaches xterm as no text.
    if len(key) == 1:
        page.keyboard.type(key)
    else:
        page.keyboard.press(key)
    return float(awaited(page, "window.__redraw", "no redraw"))


def awaited(page: Any, promise: str, failure: str, seconds: float = 5.0) -> Any:
    """The value of a promise of the page, or a failure after `seconds`."""
    timer = f"new Promise((_, no) => setTimeout(() => no({failure!r}), {int(seconds * 1000)}))"
    return page.evaluate(f"Promise.race([{promise}, {timer}])")
