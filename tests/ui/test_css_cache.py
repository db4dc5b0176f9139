"""The tests' shared CSS parse (tests/css_cache.py) is on, and gives what a fresh parse gives."""

from __future__ import annotations

from textual.css.model import RuleSet
from textual.css.stylesheet import Stylesheet

from tests import css_cache
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.themes import THEMES


def rule_texts(rules: list[RuleSet]) -> list[str]:
    """Each rule written out: its selectors, where it ranks, and every style it sets."""
    texts = []
    for rule in rules:
        styles = sorted(rule.styles.get_rules().items())
        texts.append(f"{rule.selectors} {rule.is_default_rules} {rule.tie_breaker} {styles!r}")
    return texts


async def test_every_theme_gets_the_rules_a_fresh_parse_gives() -> None:
    """After every theme has been shown, each piece of the app's CSS (widgets' too) parsed in a new
    stylesheet with the theme's variables gives the same rules the app holds; and the parses were
    shared (if Textual's private parse changes, the cache is off and this says so)."""
    assert css_cache.share(), "Textual's parse is not the one tests/css_cache.py knows"
    app = ViticultureApp()
    async with app.run_test() as pilot:
        for name in [*THEMES, *THEMES]:  # the second round comes from the shared parses
            app.theme = name
            await pilot.pause()
            sheet = app.stylesheet
            fresh = Stylesheet(variables=dict(sheet._variables))
            expected: list[str] = []
            for location, (css, is_default, tie, scope) in sheet.source.items():
                expected += rule_texts(css_cache._ORIGINAL(fresh, css, location, is_default, tie, scope))
            assert rule_texts(sheet.rules) == expected, name
    assert css_cache.shared_count() >= len(THEMES)
