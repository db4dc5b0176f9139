"""Viticulture: Essential Edition as a terminal game."""

__version__ = "0.1.0"
