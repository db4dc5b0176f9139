"""The code that plays an arena game as one short fingerprint: a record never mixes two codes' games.

A game of the arena is fixed by its index only for as long as the bots, the engine, the card data
and the arena's own way of seating a game stay the same. The fingerprint is a hash of exactly
those: every module the bots and the engine import (found by reading their imports, so a module
added later is counted without a list to keep up), the visitor cards the engine loads by name,
the card data as the engine loads it, and the arena's `play_one`. Docstrings (a constant's too),
comments and layout are left out (a module is hashed as its syntax tree written back as text), so
a record survives a change of words; any change to what runs does not. An engine module no game
imports (the undo, the hand's notes for a screen) is not counted: a screen's needs do not replay
the records.
"""

from __future__ import annotations

import ast
import hashlib
import inspect
import pkgutil
from collections.abc import Callable, Iterable
from functools import cache
from importlib.util import find_spec
from pathlib import Path

PACKAGE = "viticulture_tui"
ENGINE = "viticulture_tui.engine"
"""The engine's package: its `__init__` is what a game imports (the old count took every module in it)."""
ROOTS = (
    "viticulture_tui.ai.levels",
    "viticulture_tui.ai.bot",
    "viticulture_tui.data",
    ENGINE,
)
"""Where the import search starts: the bots of every level, how a bot is asked, the card data, the
engine as a game imports it."""
BY_NAME = "viticulture_tui.engine.visitors"
"""Counted whole, every module in it: the engine loads its visitor cards by module name, which an
import search cannot see."""
LENGTH = 12
"""Hex digits kept: enough that two codes never share one by chance in a project's lifetime."""


@cache
def fingerprint() -> str:
    """The fingerprint of the code that plays arena games now (computed once per process)."""
    return _digest(play_modules(), shape)


@cache
def whole_engine_fingerprint() -> str:
    """The fingerprint as it was counted until December 2026: every engine module, played or not,
    and constants' docstrings. Code equal in all that is equal in the less counted now, so a record
    line this very code would have stamped so may be stamped anew (`ai/restamp.py`)."""
    roots = [*ROOTS, BY_NAME, *_inside(ENGINE)]
    return _digest(_closure(roots), _shape_with_constant_docstrings)


def play_modules() -> set[str]:
    """Every module of the package that ROOTS import, directly or not, and the visitor cards."""
    return _closure([*ROOTS, BY_NAME, *_inside(BY_NAME)])


def _digest(modules: Iterable[str], shaper: Callable[[str], str]) -> str:
    from viticulture_tui.ai import arena
    from viticulture_tui.engine.catalog import catalog

    digest = hashlib.sha256()
    for name in sorted(modules):
        digest.update(f"{name}\n{shaper(_source(name))}\n".encode())
    digest.update(shaper(inspect.getsource(arena.play_one)).encode())
    digest.update(catalog().model_dump_json().encode())  # the cards as the engine holds them
    return digest.hexdigest()[:LENGTH]


def _closure(roots: list[str]) -> set[str]:
    """The modules named, and every module of the package they import, directly or not."""
    seen: set[str] = set()
    todo = list(roots)
    while todo:
        name = todo.pop()
        if name in seen or _path(name) is None:
            continue
        seen.add(name)
        todo.extend(_imports(name))
        todo.append(name.rpartition(".")[0])  # importing a module runs its packages' __init__ first
    return seen


def shape(source: str) -> str:
    """A module's syntax tree without its docstrings (a constant's too), comments, layout or line
    numbers."""
    tree = ast.parse(source)
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and body:
            # Every bare string among the statements: a docstring, or a constant's after it.
            node.body = [statement for statement in body if not _bare_string(statement)] or [ast.Pass()]
    # Unparsed, not dumped: the text is the same whatever fields a later Python adds to the tree.
    return ast.unparse(tree)


def _bare_string(statement: ast.stmt) -> bool:
    return (
        isinstance(statement, ast.Expr)
        and isinstance(statement.value, ast.Constant)
        and isinstance(statement.value.value, str)
    )


def _shape_with_constant_docstrings(source: str) -> str:
    """`shape` as it was until December 2026: only the first statement's docstring left out."""
    tree = ast.parse(source)
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        kinds = ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef
        if isinstance(node, kinds) and body and _bare_string(body[0]):
            node.body = body[1:] or [ast.Pass()]
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
