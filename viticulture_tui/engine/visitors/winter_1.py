"""Winter visitors 1-19: their effects."""

from __future__ import annotations
