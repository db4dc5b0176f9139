"""Fixtures for the UI tests: card texts held still for snapshots."""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Iterator

import pytest

from viticulture_tui.engine import catalog as catalog_module


@pytest.fixture
def still_cards() -> Iterator[None]:
    """Visitor texts replaced by a fixed line, so that snapshots do not change when texts are edited."""
    original = catalog_module.catalog()
    visitors = tuple(v.model_copy(update={"text": f"What {v.name} does."}) for v in original.visitors)
    # A fresh model, not model_copy: a copy would carry the original's cached lookup tables.
    fields = {name: getattr(original, name) for name in type(original).model_fields}
    catalog_module.install(type(original).model_construct(**{**fields, "visitors": visitors}))
    try:
        yield
    finally:
        catalog_module.install(original)


def pytest_pyfunc_call(pyfuncitem: pytest.Function) -> bool | None:
    """Run `async def` tests in a fresh event loop (no async plugin is installed)."""
    function = pyfuncitem.obj
    if not inspect.iscoroutinefunction(function):
        return None
    names = pyfuncitem._fixtureinfo.argnames
    asyncio.run(function(**{name: pyfuncitem.funcargs[name] for name in names}))
    return True
