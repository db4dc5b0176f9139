"""The game's themes: a dark default, a light one and a high-contrast one, all at 4.5:1 or more."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import Any

from textual.app import App
from textual.color import Color
from textual.command import DiscoveryHit, Hit, Hits, Provider
from textual.theme import BUILTIN_THEMES, Theme

DARK = "viticulture-dark"
LIGHT = "viticulture-light"
HIGH_CONTRAST = "viticulture-high-contrast"
DEFAULT = DARK

THEMES: dict[str, Theme] = {
    # Textual's own dark theme under the game's name: every screen was checked against it. Its
    # highlighted row is a deeper blue than $primary at 40%, which a 256-colour terminal turned
    # teal, under which green and sky-blue names fell to 3:1; this one it draws navy.
    DARK: replace(
        BUILTIN_THEMES["textual-dark"],
        name=DARK,
        variables={"choice-highlight": "#0C2C60", "block-cursor-blurred-background": "#0A2450"},
    ),
    LIGHT: Theme(
        name=LIGHT,
        # A light primary: the highlighted row ($primary at 40%) stays light under dark text.
        primary="#9CC3EA",
        secondary="#0178D4",
        accent="#A04F00",
        warning="#9A5B00",
        error="#B0283F",
        success="#2E7D45",
        foreground="#1A1A1A",
        background="#F4F4F0",
        surface="#ECECE6",
        panel="#E2E2DA",
        dark=False,
        variables={"footer-key-foreground": "#0B5CA8"},
    ),
    HIGH_CONTRAST: Theme(
        name=HIGH_CONTRAST,
        primary="#3D6FB8",
        secondary="#6FA8FF",
        accent="#FFD400",
        warning="#FFD400",
        error="#FF6B6B",
        success="#5CFF8A",
        foreground="#FFFFFF",
        background="#000000",
        surface="#000000",
        panel="#141414",
        dark=True,
        text_alpha=1.0,
        variables={"footer-key-foreground": "#FFD400"},
    ),
}
"""Every theme the palette offers, by name. `choice-highlight` is the row under the keys in a list
(app.tcss): $primary at 40% on the background (`_primary_highlight`), but where a 256-colour
terminal would show that colour too light for the names on it."""


def _primary_highlight(theme: Theme) -> str:
    """$primary at 40% over the theme's background, as the highlighted row was drawn before."""
    colours = theme.to_color_system().generate()
    return Color.parse(colours["background"]).blend(Color.parse(colours["primary"]), 0.4).hex


for _theme in THEMES.values():
    _theme.variables.setdefault("choice-highlight", _primary_highlight(_theme))

TITLES = {DARK: "Dark", LIGHT: "Light", HIGH_CONTRAST: "High contrast"}
"""What the palette calls each theme."""


def is_light(name: str) -> bool:
    """Whether a theme draws dark text on a light background (player colours take darker shades)."""
    theme = THEMES.get(name)
    return theme is not None and not theme.dark


def _theme_choices(app: App[Any]) -> list[tuple[str, str, Callable[[], None]]]:
    """Each theme's title, name and the callback that takes it (none outside the game's app)."""
    choose = getattr(app, "choose_theme", None)
    if choose is None:  # not the game's app: nothing to remember the theme with
        return []
    return [(TITLES[name], name, partial(choose, name)) for name in THEMES]


def _theme_help(app: App[Any], title: str, name: str) -> str:
    """'The light colours', with '(now)' for the theme in use."""
    return f"The {title.lower()} colours{' (now)' if app.theme == name else ''}"


class ThemeChoices(Provider):
    """The palette's list of the game's themes (not Textual's whole set); picking one keeps it."""

    async def discover(self) -> Hits:
        """Every theme, in the game's order."""
        for title, name, callback in _theme_choices(self.app):
            yield DiscoveryHit(title, callback, help=_theme_help(self.app, title, name))

    async def search(self, query: str) -> Hits:
        """The themes whose title matches what was typed."""
        matcher = self.matcher(query)
        for title, _name, callback in _theme_choices(self.app):
            if (score := matcher.match(title)) > 0:
                yield Hit(score, matcher.highlight(title), callback, text=title)


class ThemeByName(Provider):
    """The main palette's way to a theme by its name: typing 'light' finds 'Theme: Light' (the Theme
    entry itself matches only 'theme'). It has no `discover`: Textual's offers nothing before a key
    is typed, so the palette's first list stays short."""

    async def search(self, query: str) -> Hits:
        """'Theme: <title>' for each theme matching what was typed."""
        matcher = self.matcher(query)
        for title, name, callback in _theme_choices(self.app):
            words = f"Theme: {title}"
            if (score := matcher.match(words)) > 0:
                help_words = _theme_help(self.app, title, name)
                yield Hit(score, matcher.highlight(words), callback, text=words, help=help_words)
