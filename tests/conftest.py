"""The order the tests run in: the UI's games by keys first, the many quick engine tests after them."""

from __future__ import annotations

import pytest

from tests import css_cache

css_cache.share()

FIRST = ("ui", "hostile", "persistence")
"""Folders of tests/ whose tests take seconds each (apps driven by keys, processes, saved games)."""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Run the long tests first: on several workers (make test) the quick ones then fill the end, where
    a long test started last would keep one worker busy while the others have nothing left to run."""

    def folder(item: pytest.Item) -> str:
        parts = item.path.parts
        return parts[parts.index("tests") + 1] if "tests" in parts[:-1] else ""

    items.sort(key=lambda item: 0 if folder(item) in FIRST else 1)  # stable: each file keeps its order
