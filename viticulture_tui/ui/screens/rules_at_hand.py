"""Rules at hand on the game screen: the rule behind what is highlighted, and the rules reference."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from textual.widgets import OptionList

from viticulture_tui.engine import Choice
from viticulture_tui.ui.render.cards import card_type, is_card
from viticulture_tui.ui.rule_topic import RuleTopic, for_card, for_choice, for_space
from viticulture_tui.ui.widgets.board import Board
from viticulture_tui.ui.widgets.decision_panel import DecisionPanel
from viticulture_tui.ui.widgets.hand_panel import HandPanel

if TYPE_CHECKING:
    from viticulture_tui.ui.screens.game import GameScreen


def topic_on(screen: GameScreen) -> RuleTopic | None:
    """What the highlight is on: a card in the focused hand, a choice in the open list, or a board space."""
    if screen.covered:
        return None
    focused = screen.focused
    hand = screen.query_one(HandPanel)
    if focused is not None and hand in focused.ancestors_with_self:
        card = _highlighted_card(hand)
        if card is not None:
            from viticulture_tui.engine.catalog import catalog

            return for_card(card, catalog().card_name(card), card_type(card))
    if screen.deciding:
        return _decision_topic(screen)
    board = screen.query_one(Board)
    if board.offer is not None:
        choice = board.offer[1][board.offer_cursor]
        return for_choice(choice, "place")
    space = board.highlighted()
    seat = screen.viewer if screen.viewer is not None else 0
    view = next((s for s in screen.session.spaces(seat) if s.action == space), None)
    return for_space(view) if view is not None else None


def _highlighted_card(hand: HandPanel) -> str | None:
    cards = hand.query_one("#hand-list", OptionList)
    index = cards.highlighted
    if index is None or not 0 <= index < cards.option_count:
        return None
    option_id = cards.get_option_at_index(index).id
    return option_id.split("#", 1)[0] if option_id else None


def _decision_topic(screen: GameScreen) -> RuleTopic | None:
    panel = screen.query_one(DecisionPanel)
    index = panel.query_one("#choices", OptionList).highlighted
    items = panel.current()
    if index is None or not 0 <= index < len(items):
        return None
    item = items[index]
    choice = item if isinstance(item, Choice) else item.choices[0]
    title = choice.label if isinstance(item, Choice) else item.title
    arg = choice.action.arg
    first = arg[0] if isinstance(arg, tuple) and arg else arg
    card = first if is_card(first) else None
    topic = for_choice(choice, screen.session.decision_kind(), card, solo=screen.session.state.solo)
    return topic._replace(title=title)


class RulesAtHand:
    """Mixin for the game screen: `rule` shows the rule behind the highlight; `rules_reference` every rule."""

    def rule_topic(self) -> RuleTopic | None:
        """What a rule look-up would explain now (None behind the curtain)."""
        return topic_on(cast("GameScreen", self))

    def action_rule(self) -> None:
        """The rule behind the highlighted space, card or choice, in plain words."""
        from viticulture_tui.ui.screens.rule_popup import RulePopup

        topic = self.rule_topic()
        if topic is not None:
            cast("GameScreen", self).app.push_screen(RulePopup(topic))

    def action_rules_reference(self) -> None:
        """Every rules section, searchable, open at the section of what is highlighted."""
        from viticulture_tui.ui.screens.rules_reference import RulesReferenceScreen

        topic = self.rule_topic()
        start = topic.sections[0].id if topic is not None and topic.sections else None
        cast("GameScreen", self).app.push_screen(RulesReferenceScreen(start))
