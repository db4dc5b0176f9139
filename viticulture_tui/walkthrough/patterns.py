"""Matching an engine action against a step's pattern: '*' stands for any part of the argument."""

from __future__ import annotations

from fnmatch import fnmatchcase
from typing import Any

from viticulture_tui.engine.actions import Action
from viticulture_tui.walkthrough.model import ActionPattern

ANY = "*"


def arg_matches(pattern: Any, arg: Any) -> bool:
    """Whether an action argument fits a pattern: lists match element by element, strings may glob."""
    if pattern == ANY:
        return True
    if isinstance(pattern, list):
        if not isinstance(arg, (list, tuple)) or len(arg) != len(pattern):
            return False
        return all(arg_matches(p, a) for p, a in zip(pattern, arg, strict=True))
    if isinstance(pattern, str) and ANY in pattern:
        return isinstance(arg, str) and fnmatchcase(arg, pattern)
    if isinstance(arg, tuple):
        return False
    return bool(pattern == arg)


def matches(action: Action, pattern: ActionPattern) -> bool:
    """Whether the action is one the pattern describes."""
    return action.kind == pattern.kind and arg_matches(pattern.arg, action.arg)


def matches_any(action: Action, patterns: list[ActionPattern]) -> bool:
    """Whether the action fits at least one of the patterns."""
    return any(matches(action, p) for p in patterns)
