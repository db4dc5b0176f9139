"""Multi-step choices: the engine's legal list grouped by its first argument, to pick in two steps.

Making wine or filling an order can offer many combinations. Choices of the same kind whose
arguments are tuples with the same first element (a wine type, an order card, a vine) form
one group; the player picks the group, then one of its choices, and may step back between.
Choices the game numbers itself (the wake-up rows) are grouped by that number, however short
the list, so that a digit always picks the row it names. Nothing is decided here: every choice
shown is one the engine listed.
"""

from __future__ import annotations

from typing import NamedTuple

from viticulture_tui.engine import Choice

GROUP_ABOVE = 6
"""Lists longer than this are grouped; shorter ones are shown whole."""
CUT_AT = {"with", "from", "on"}
CONNECTORS = {"with", "from", "on", "the", "for", "to", "and", "a", "an", "of", "place"}


class ChoiceGroup(NamedTuple):
    """Choices picked together in a first step; a group of one is a plain choice."""

    title: str
    choices: tuple[Choice, ...]


def group_key(choice: Choice) -> tuple[object, ...] | None:
    """What groups a choice with others: its kind and first argument (None: never grouped)."""
    arg = choice.action.arg
    if isinstance(arg, tuple) and len(arg) >= 2:
        return (choice.action.kind, arg[0])
    return None


def common_title(labels: list[str]) -> str:
    """The words every label starts with, less trailing connectors: 'Make blush', 'Fill Order 07 (…)'."""
    split = [label.split(" ") for label in labels]
    prefix: list[str] = []
    for words in zip(*split, strict=False):
        if all(w == words[0] for w in words):
            prefix.append(words[0])
        else:
            break
    # What follows 'with', 'from' or 'on' is the part that differs ('with red 4', 'with red 5').
    cuts = [i for i, word in enumerate(prefix) if word in CUT_AT]
    if cuts:
        prefix = prefix[: cuts[-1]]
    while prefix and prefix[-1].rstrip(":").lower() in CONNECTORS:
        prefix.pop()
    title = " ".join(prefix).rstrip(":,")
    return title or labels[0]


def alternatives_title(labels: list[str]) -> str:
    """Labels that differ in the middle said as one: 'Row 5: draw 1 summer or winter visitor'."""
    split = [label.split(" ") for label in labels]
    shortest = min(len(words) for words in split)
    start = 0
    while start < shortest and all(words[start] == split[0][start] for words in split):
        start += 1
    end = 0
    while end < shortest - start and all(words[-1 - end] == split[0][-1 - end] for words in split):
        end += 1
    middles = [" ".join(words[start : len(words) - end]) for words in split]
    if not all(middles):
        return common_title(labels)
    said = middles[0] if len(middles) == 1 else f"{', '.join(middles[:-1])} or {middles[-1]}"
    return " ".join([*split[0][:start], said, *split[0][len(split[0]) - end :]])


def by_number(choices: list[Choice]) -> list[ChoiceGroup]:
    """One line per number the game gives (a wake-up row), its ways a second step, however short
    the list: a digit then always names its row. (Grouped only when long, row 5's two decks made
    the digits count lines in a short list, and 3 took row 4.)"""
    keys: dict[object, list[Choice]] = {}
    for i, choice in enumerate(choices):
        keys.setdefault(choice.number if choice.number is not None else ("single", i), []).append(choice)
    groups = []
    for members in keys.values():
        title = members[0].label if len(members) == 1 else alternatives_title([c.label for c in members])
        groups.append(ChoiceGroup(title, tuple(members)))
    return groups


def group_choices(choices: list[Choice]) -> list[ChoiceGroup]:
    """The choices as groups in the engine's order; plain groups of one when grouping would not help."""
    if any(choice.number is not None for choice in choices):
        return by_number(choices)
    keys: dict[object, list[Choice]] = {}
    order: list[object] = []
    for i, choice in enumerate(choices):
        key = group_key(choice)
        slot: object = key if key is not None else ("single", i)
        if slot not in keys:
            keys[slot] = []
            order.append(slot)
        keys[slot].append(choice)
    if len(order) == 1 or len(choices) <= GROUP_ABOVE:
        # A short list fits on screen; one group holding everything would only add a step.
        return [ChoiceGroup(c.label, (c,)) for c in choices]
    groups = []
    for slot in order:
        members = keys[slot]
        if len(members) == 1:
            groups.append(ChoiceGroup(members[0].label, (members[0],)))
        else:
            groups.append(ChoiceGroup(common_title([c.label for c in members]), tuple(members)))
    return groups
