"""Rules sections and rule look-ups as text: heading, plain words, the rulings that apply."""

from __future__ import annotations

import re

from rich.text import Text

from viticulture_tui import rules_text
from viticulture_tui.rules_text import RuleSection
from viticulture_tui.ui.render.cards import full_text
from viticulture_tui.ui.rule_topic import RuleTopic

HEADING = "bold #56B4E9"
REASON = "bold #E69F00"
FOUND = "reverse"


def section_text(section: RuleSection, words: list[str] | None = None) -> Text:
    """'§4.2 Bonus spaces', its text, then its rulings; `words` (stems) are marked where they start a word."""
    out = Text(section.heading, style=HEADING)
    out.append("\n")
    out.append(section.text)
    for ruling in section.rulings:
        out.append(f"\n{ruling} ", style="bold")
        out.append(rules_text.ruling(ruling), style="italic")
    for word in words or []:
        out.highlight_regex(re.compile(r"\b" + re.escape(word) + r"\w*", re.IGNORECASE), FOUND)
    return out


def topic_text(topic: RuleTopic) -> Text:
    """A rule look-up: what it is about, the engine's reason if closed, the card, then each section."""
    out = Text(topic.title, style="bold")
    if topic.reason:
        out.append("\nClosed: ", style=REASON)
        out.append(f"{topic.reason}.", style=REASON)
    if topic.card is not None:
        out.append("\n")
        out.append_text(full_text(topic.card))
    if not topic.sections:
        out.append("\n\nNo rules section is linked to this yet; the rules reference lists them all.")
    for section in topic.sections:
        out.append("\n\n")
        out.append_text(section_text(section))
    return out
