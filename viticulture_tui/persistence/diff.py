"""The first place where two JSON values differ, as a readable path."""

from __future__ import annotations

from typing import Any


def first_difference(a: Any, b: Any, path: str = "") -> tuple[str, Any, Any] | None:
    """The path of the first difference between two JSON values and the two values there."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in list(a) + [k for k in b if k not in a]:
            if key not in a or key not in b:
                return _join(path, key), a.get(key, "<missing>"), b.get(key, "<missing>")
            found = first_difference(a[key], b[key], _join(path, key))
            if found:
                return found
        return None
    if isinstance(a, list) and isinstance(b, list):
        for i, (x, y) in enumerate(zip(a, b, strict=False)):
            found = first_difference(x, y, f"{path}[{i}]")
            if found:
                return found
        if len(a) != len(b):
            return f"{path} (length)", len(a), len(b)
        return None
    return None if a == b else (path, a, b)


def _join(path: str, key: str) -> str:
    return f"{path}.{key}" if path else str(key)
