"""One parse of each piece of Textual CSS per test process, shared by every app the tests start.

Textual parses the app's and every widget's CSS again for each new App (its parse cache lives on
the app's stylesheet). A test process starts hundreds of apps, and those parses were about an
eighth of the UI tests' CPU. The parsed rules are only read once made, so apps with the same theme
variables can share them; the variables are part of the key because they change what is parsed.
"""

from __future__ import annotations

import inspect
from typing import Any

from textual.css.model import RuleSet
from textual.css.stylesheet import Stylesheet

SIGNATURE = (
    "(self, css: 'str', read_from: 'CSSLocation', is_default_rules: 'bool' = False,"
    " tie_breaker: 'int' = 0, scope: 'str' = '') -> 'list[RuleSet]'"
)
"""The private method's signature on the pinned Textual; on any other the cache stays off."""

_SHARED: dict[tuple[Any, ...], list[RuleSet]] = {}
_ORIGINAL = Stylesheet._parse_rules


def _parse_rules(
    self: Stylesheet,
    css: str,
    read_from: Any,
    is_default_rules: bool = False,
    tie_breaker: int = 0,
    scope: str = "",
) -> list[RuleSet]:
    """Textual's own parse, done once per piece of CSS and set of theme variables in this process."""
    key = (css, read_from, is_default_rules, tie_breaker, scope, tuple(sorted(self._variables.items())))
    rules = _SHARED.get(key)
    if rules is None:
        rules = _SHARED[key] = _ORIGINAL(self, css, read_from, is_default_rules, tie_breaker, scope)
    return rules


def share() -> bool:
    """Switch the shared parse on; False (and nothing changed) if Textual's parse is not the one known."""
    if str(inspect.signature(_ORIGINAL)) != SIGNATURE:
        return False
    Stylesheet._parse_rules = _parse_rules  # type: ignore[method-assign]
    return True


def shared_count() -> int:
    """How many parses are held (for the test that checks the cache is used)."""
    return len(_SHARED)
