"""The new-game options of a solo game: difficulty level, aggressive variant, reading of the tokens."""

from __future__ import annotations

from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Checkbox, Label, Select, Static

from viticulture_tui.ui.widgets.tick_box import TickBox

LEVELS = ("very_easy", "easy", "normal", "hard", "very_hard")
"""The solo levels, easiest first (GameOptions.solo_level)."""


def level_words(level: str) -> str:
    """'7 years · beat 20 VP · you start with 3 VP': a level's figures, from the card data."""
    from viticulture_tui.engine.catalog import catalog

    lv = next(x for x in catalog().board.solo_levels if x.level == level)
    words = [f"{lv.years} years", f"beat the Automa's {lv.automa_vp} VP"]
    if lv.player_start_vp:
        words.append(f"you start with {lv.player_start_vp} VP")
    if lv.years > min(x.years for x in catalog().board.solo_levels):
        words.append(f"year {lv.years}: any wake-up row")
    if lv.hard_draw_rule:
        words.append("the Automa blocks at least 2 spaces a season")
    return " · ".join(words)


class SoloOptions(Vertical):
    """Shown on the new-game screen when one player is chosen."""

    DEFAULT_CSS = """
    SoloOptions {
        height: auto;
    }
    SoloOptions #solo-level {
        width: 26;
        margin-right: 2;
    }
    SoloOptions #solo-level-words {
        color: $text-muted;
        width: 1fr;
    }
    SoloOptions .solo-note {
        color: $text-muted;
        margin-bottom: 1;
    }
    """

    def compose(self) -> ComposeResult:
        """Level, its figures, the two options, and a word on the friendly variant."""
        with Horizontal(classes="form-row"):
            yield Label("Level", classes="form-label")
            levels = [(name.replace("_", " ").capitalize(), name) for name in LEVELS]
            yield Select(levels, value="normal", allow_blank=False, id="solo-level", compact=True)
            yield Static(level_words("normal"), id="solo-level-words")
        yield TickBox(
            "Aggressive variant (§17.8): end each year above the Automa's rising marker, or lose",
            id="solo-aggressive",
            compact=True,
        )
        yield TickBox(
            "Bonus tokens open the middle space (S1 option) instead of adding a bonus",
            id="solo-token-middle",
            compact=True,
        )
        yield Static(
            "Solo: only the left spaces are yours; the friendly variant does not apply.", classes="solo-note"
        )

    @on(Select.Changed, "#solo-level")
    def _level_changed(self, event: Select.Changed) -> None:
        self.query_one("#solo-level-words", Static).update(level_words(str(event.value)))

    def options(self) -> dict[str, Any]:
        """The GameOptions fields chosen here."""
        return {
            "solo_level": str(self.query_one("#solo-level", Select).value),
            "aggressive": self.query_one("#solo-aggressive", Checkbox).value,
            "token_opens_middle": self.query_one("#solo-token-middle", Checkbox).value,
        }
