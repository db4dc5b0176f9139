"""What a rule look-up is about: an action space, a choice or a card, and the rules sections behind it."""

from __future__ import annotations

from typing import NamedTuple

from viticulture_tui import rules_text
from viticulture_tui.engine import Choice
from viticulture_tui.engine.board import SpaceView
from viticulture_tui.rules_text import RuleSection

SOLO_SECTIONS = {"wake_up": "17.3"}
"""Decision kinds whose solo rule differs: its section comes first in a solo game (a row once per game)."""

CARD_KINDS = {"vine": "plant", "summer": "play_visitor", "winter": "play_visitor", "order": "fill_order"}
"""The action kind whose rules explain a card of each deck."""


class RuleTopic(NamedTuple):
    """A thing on screen, the rules sections behind it, and why it is closed (for a closed space)."""

    title: str
    sections: tuple[RuleSection, ...]
    reason: str = ""
    """The engine's reason a space is closed to the player ('' when open or not a space)."""
    card: str | None = None
    """The card shown with the rule, if the topic is a card or a choice about one."""


def _unique(*groups: list[RuleSection]) -> tuple[RuleSection, ...]:
    out: list[RuleSection] = []
    for group in groups:
        out.extend(s for s in group if s not in out)
    return tuple(out)


def for_space(view: SpaceView) -> RuleTopic:
    """An action space: the sections its rule string names, then those of its action."""
    sections = _unique(rules_text.for_rule_ref(view.rule), rules_text.for_action(view.action))
    return RuleTopic(view.name, sections, "" if view.open else view.reason)


def for_choice(choice: Choice, kind: str | None, card: str | None = None, *, solo: bool = False) -> RuleTopic:
    """A choice of a decision: the sections its rule names, then those of the decision kind.

    In a solo game a decision with a solo rule of its own shows that rule first.
    """
    by_kind = rules_text.for_action(kind) if kind else []
    solo_id = SOLO_SECTIONS.get(kind or "") if solo else None
    book = rules_text.book()
    first = [book.section(solo_id)] if solo_id is not None and book.has(solo_id) else []
    sections = _unique(first, rules_text.for_rule_ref(choice.rule), by_kind)
    return RuleTopic(choice.label, sections, card=card)


def for_card(card: str, name: str, deck: str) -> RuleTopic:
    """A card in the hand: the sections about playing a card of its deck."""
    return RuleTopic(name, _unique(rules_text.for_action(CARD_KINDS.get(deck, deck))), card=card)


def for_sections(title: str, ids: list[str]) -> RuleTopic:
    """A topic made of named sections (a walkthrough step's rules)."""
    book = rules_text.book()
    return RuleTopic(title, tuple(book.section(i) for i in ids if book.has(i)))
