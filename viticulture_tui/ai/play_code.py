"""The code that plays an arena game as one short fingerprint: a record never mixes two codes' games.

A game of the arena is fixed by its index only for as long as the bots, the engine, the card data
and the arena's own way of seating a game stay the same. The fingerprint is a hash of exactly
those: every module of the engine, every module the bots import (found by reading their imports,
so a module added later is counted without a list to keep up), the card data as the engine loads
it, and the arena's `play_one`. Docstrings, comments and layout are left out (a module is hashed as
its syntax tree written back as text), so a record survives a change of words; any change to what
runs does not.
"""

from __future__ import annotations

import ast
import hashlib
import inspect
import pkgutil
from functools import cache
from importlib.util import find_spec
from pathlib import Path

PACKAGE = "viticulture_tui"
ROOTS = (
    "viticulture_tui.ai.levels",
    "viticulture_tui.ai.bot",
    "viticulture_tui.data",
)
"""Where the import search starts: the bots of every level, how a bot is asked, the card data."""
WHOLE = "viticulture_tui.engine"
"""Counted whole, every module in it: the engine plays every rule, and it loads its visitor cards
by name (`engine/visitors`), which an import search cannot see."""
LENGTH = 12
"""Hex digits kept: enough that two codes never share one by chance in a project's lifetime."""


@cache
def fingerprint() -> str:
    """The fingerprint of the code that plays arena games now (computed once per process)."""
    from viticulture_tui.ai import arena
    from viticulture_tui.engine.catalog import catalog

    digest = hashlib.sha256()
    for name in sorted(play_modules()):
        digest.update(f"{name}\n{shape(_source(name))}\n".encode())
    digest.update(shape(inspect.getsource(arena.play_one)).encode())
    digest.update(catalog().model_dump_json().encode())  # the cards as the engine holds them
    return digest.hexdigest()[:LENGTH]


def play_modules() -> set[str]:
    """Every module of the engine, and every module of the package that ROOTS import, directly or not."""
    seen: set[str] = set()
    todo = [*ROOTS, WHOLE, *_inside(WHOLE)]
    while todo:
        name = todo.pop()
        if name in seen or _path(name) is None:
            continue
        seen.add(name)
        todo.extend(_imports(name))
        todo.append(name.rpartition(".")[0])  # importing a module runs its packages' __init__ first
    return seen


def shape(source: str) -> str:
    """A module's syntax tree without its docstrings, comments, layout or line numbers."""
    tree = ast.parse(source)
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and body:
            first = body[0]
            docstring = isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
            if docstring and isinstance(first.value.value, str):
                node.body = body[1:] or [ast.Pass()]
    # Unparsed, not dumped: the text is the same whatever fields a later Python adds to the tree.
    return ast.unparse(tree)


def _imports(name: str) -> list[str]:
    """The package's modules that module `name` imports (a package's `__init__` for its own name)."""
    tree = ast.parse(_source(name))
    package = name if _is_package(name) else name.rpartition(".")[0]
    out: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: from the package, one level up per dot after the first
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
            out.append(base)
            out.extend(f"{base}.{alias.name}" for alias in node.names)  # a module imported by name
    return [m for m in out if m == PACKAGE or m.startswith(PACKAGE + ".")]


def _inside(package: str) -> list[str]:
    """Every module and package below `package`, at any depth."""
    path = _path(package)
    assert path is not None
    return [info.name for info in pkgutil.walk_packages([str(path.parent)], prefix=package + ".")]


@cache
def _path(name: str) -> Path | None:
    """The source file of module `name` (None if it is not a module: a name imported from one)."""
    try:
        spec = find_spec(name)
    except (ImportError, ValueError):
        return None
    if spec is None or spec.origin is None or not spec.origin.endswith(".py"):
        return None
    return Path(spec.origin)


def _is_package(name: str) -> bool:
    """Whether module `name` is a package (its source is an `__init__.py`)."""
    path = _path(name)
    return path is not None and path.name == "__init__.py"


def _source(name: str) -> str:
    """The source text of module `name`."""
    path = _path(name)
    assert path is not None
    return path.read_text(encoding="utf-8")
