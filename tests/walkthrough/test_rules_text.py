"""The rules reference: every section the game links to exists, and search and lookups work."""

from __future__ import annotations

import pytest

from viticulture_tui import rules_text
from viticulture_tui.engine import GameOptions, GameState, legal_actions
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.registry import DECISIONS
from viticulture_tui.engine.visitors import _load
from viticulture_tui.sim import play_random_game

_load()

GAMES = [
    (1, 11, GameOptions()),
    (1, 12, GameOptions(token_opens_middle=True, solo_level="hard")),
    (2, 13, GameOptions(mama_papa_choice=True)),
    (3, 14, GameOptions(friendly_variant=True)),
    (4, 15, GameOptions()),
    (6, 16, GameOptions()),
]


@pytest.fixture(scope="module")
def engine_rules() -> set[str]:
    """Every rule string a choice carried in a few random games, and every registered decision's rule."""
    found: set[str] = {d.rule for d in DECISIONS.values()}

    def collect(state: GameState) -> None:
        found.update(c.rule for c in legal_actions(state))

    for players, seed, options in GAMES:
        play_random_game(players, seed, check=collect, options=options)
    return found


def test_the_book_loads_with_every_section_a_player_needs() -> None:
    """The rules reference loads and holds every section from setup to the options."""
    ids = {s.id for s in rules_text.book().sections}
    wanted = {str(n) for n in range(2, 19)} | {"3.1", "3.5", "4.2", "4.4", "8.4", "17.5", "17.8"}
    assert wanted <= ids


def test_every_rule_string_the_engine_produces_names_existing_sections(engine_rules: set[str]) -> None:
    """Every rule string an engine choice or decision carries names sections that exist."""
    assert len(engine_rules) > 30
    for ref in sorted(engine_rules):
        sections, unknown = rules_text.book().resolve_ref(ref)
        assert sections, ref
        assert not unknown, (ref, unknown)


def test_every_board_action_has_a_rule_text() -> None:
    """Every board action, Gain 1 lira and the Yoke have a rule text."""
    kinds = [a.id for a in catalog().board.actions] + ["gain_1_lira", "yoke"]
    for kind in kinds:
        sections = rules_text.for_action(kind)
        assert sections, kind
        assert all(s.text for s in sections)


def test_every_registered_decision_kind_has_a_rule_text() -> None:
    """Every registered decision kind has a rule text."""
    for kind in DECISIONS:
        assert rules_text.for_action(kind), kind


def test_visitor_decisions_map_to_the_visitor_section_by_their_card_name() -> None:
    """A visitor card's own decisions map to §13 by the card's name, other kinds do not."""
    for kind, decision in DECISIONS.items():
        if type(decision).__module__.startswith("viticulture_tui.engine.visitors.") and kind not in (
            "visitor_option",
        ):
            assert [s.id for s in rules_text.for_action(kind)] == ["13"], kind
    assert [s.id for s in rules_text.for_action("some_future_card_choice")] == []
    assert [s.id for s in rules_text.for_action("harvest")] == ["7"]


def test_rule_refs_resolve_in_order_and_rulings_find_their_sections() -> None:
    """Rule strings resolve to sections in the order they name them, rulings to the sections they apply to."""
    assert [s.id for s in rules_text.for_rule_ref("§5.1, §6")] == ["5.1", "6"]
    assert [s.id for s in rules_text.for_rule_ref("R8")] == ["2", "18"]
    assert [s.id for s in rules_text.for_rule_ref("§3.5, R12")] == ["3.5", "11"]
    assert [s.id for s in rules_text.for_rule_ref("§17.5, S1")] == ["17.5"]
    assert rules_text.book().resolve_ref("§99, R77")[1] == ["§99", "R77"]


def test_section_lookup_accepts_the_paragraph_sign() -> None:
    """A section is found by its number with or without the paragraph sign."""
    assert rules_text.section("§4.2").title == "Bonus spaces"
    assert rules_text.section("4.4").heading == "§4.4 The grande worker"
    with pytest.raises(KeyError):
        rules_text.section("42")


def test_every_ruling_named_by_a_section_has_a_text() -> None:
    """Every ruling a section names has a short text."""
    book = rules_text.book()
    for s in book.sections:
        for ruling in s.rulings:
            assert rules_text.ruling(ruling)


@pytest.mark.parametrize(
    ("query", "first"),
    [
        ("grande", "4.4"),
        ("bonus space", "4.2"),
        ("devalue", "8.4"),
        ("temporary worker", "4.5"),
        ("4.2", "4.2"),
        ("§15", "15"),
        ("residual payments", "9"),
        ("recipes", "8.2"),
    ],
)
def test_search_ranks_the_obvious_section_first(query: str, first: str) -> None:
    """A search puts the section a player means first."""
    assert rules_text.search(query)[0].id == first


def test_search_of_nothing_finds_nothing() -> None:
    """A search for nothing or an unknown word finds nothing."""
    assert rules_text.search("") == []
    assert rules_text.search("zebra") == []
