"""Rules at hand in any game: the rule pop-up (space, card, choice) and the searchable rules reference."""

from __future__ import annotations

from textual.widgets import Input, OptionList

from tests.ui.helpers import SMALL, screen_text, session_until, tap
from viticulture_tui import rules_text
from viticulture_tui.engine import spaces
from viticulture_tui.session import Session
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.screens.choice_provider import LegalChoices
from viticulture_tui.ui.screens.game import GameScreen
from viticulture_tui.ui.screens.rule_popup import RulePopup
from viticulture_tui.ui.screens.rules_reference import RulesReferenceScreen
from viticulture_tui.ui.widgets.board import Board


def summer_turn() -> Session:
    """Two players, a summer turn with nothing placed yet."""
    return session_until(2, 7, lambda s: s.state.phase == "summer" and s.decision_kind() == "turn")


def flat(text: str) -> str:
    """Screen text with runs of spaces and line breaks made one space (wrapped lines join up)."""
    return " ".join(text.replace("│", " ").replace("┃", " ").split())


async def test_a_closed_space_shows_its_rule_and_the_engines_reason() -> None:
    """e on a closed space: its name, the engine's reason, the rules sections its rule names."""
    session = summer_turn()
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        await tap(pilot, "enter")
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await tap(pilot, "right")  # a winter space, closed in summer
        space = screen.query_one(Board).highlighted()
        seat = session.decider()
        assert seat is not None
        view = next(s for s in spaces(session.state, seat) if s.action == space)
        assert not view.open and view.reason
        await tap(pilot, "e")
        popup = app.screen
        assert isinstance(popup, RulePopup)
        assert popup.topic.reason == view.reason
        assert [s.id for s in popup.topic.sections][: len(rules_text.for_rule_ref(view.rule))] == [
            s.id for s in rules_text.for_rule_ref(view.rule)
        ]
        text = flat(screen_text(app))
        assert f"Closed: {view.reason}." in text and popup.topic.sections[0].heading in text
        await tap(pilot, "enter")
        reference = app.screen
        assert isinstance(reference, RulesReferenceScreen)
        assert reference.section is not None and reference.section.id == popup.topic.sections[0].id
        await tap(pilot, "escape")
        assert app.screen is screen


async def test_a_card_and_a_choice_have_their_rules() -> None:
    """e on a card of the focused hand shows the card and its deck's rules; on a choice, the choice's."""
    session = summer_turn()
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        await tap(pilot, "enter")
        screen = app.screen
        assert isinstance(screen, GameScreen)
        hand = screen.query_one("#hand-list", OptionList)
        hand.focus()
        await pilot.pause()
        await tap(pilot, "e")
        popup = app.screen
        assert isinstance(popup, RulePopup) and popup.topic.card is not None
        assert popup.topic.sections
        await tap(pilot, "escape")
        screen.set_focus(None)
        await tap(pilot, "a")
        assert screen.deciding
        await tap(pilot, "e")
        popup = app.screen
        assert isinstance(popup, RulePopup)
        first = session.choices()[0]
        assert {s.id for s in rules_text.for_rule_ref(first.rule)} <= {s.id for s in popup.topic.sections}


async def test_the_rules_reference_lists_every_section_and_searches() -> None:
    """Ctrl+R opens every section at the highlighted space's; typing searches; Escape closes."""
    session = summer_turn()
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        await tap(pilot, "enter")
        screen = app.screen
        assert isinstance(screen, GameScreen)
        topic = screen.rule_topic()
        assert topic is not None
        await tap(pilot, "ctrl+r")
        reference = app.screen
        assert isinstance(reference, RulesReferenceScreen)
        assert len(reference.shown) == len(rules_text.book().sections)
        assert reference.section is not None and reference.section.id == topic.sections[0].id
        reference.query_one(Input).value = "grande"
        await pilot.pause()
        assert reference.section is not None and reference.section.id == "4.4"
        assert [s.id for s in reference.shown] == [s.id for s in rules_text.search("grande")]
        await tap(pilot, "down")
        assert reference.section is not None and reference.section.id == reference.shown[1].id
        reference.query_one(Input).value = "zzzz"
        await pilot.pause()
        assert reference.section is None and "No section matches" in screen_text(app)
        reference.query_one(Input).value = ""
        await pilot.pause()
        assert len(reference.shown) == len(rules_text.book().sections)
        await tap(pilot, "escape")
        assert app.screen is screen


async def test_rules_are_in_the_palette_and_not_behind_the_curtain() -> None:
    """The palette offers the rule and the reference; behind the curtain neither key works."""
    session = summer_turn()
    app = ViticultureApp(session=session)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.covered
        assert not screen.check_action("rule", ()) and not screen.check_action("rules_reference", ())
        await tap(pilot, "e")
        assert app.screen is screen
        await tap(pilot, "enter")
        provider = LegalChoices(screen)
        labels = [label for label, _, _ in provider._items()]
        assert "Rule" in labels and "Rules" in labels
