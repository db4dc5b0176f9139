"""Counts in words that agree ('1 card', '2 cards'), for the log, the prompts and the commands."""

from __future__ import annotations


def counted(count: int, noun: str) -> str:
    """A count and its noun in agreement: '1 card', '2 cards'."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"
