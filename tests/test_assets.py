"""The data in assets/ matches the counts and totals of rules.md."""

import re
from collections import Counter
from pathlib import Path

import pytest

from viticulture_tui.engine.catalog import catalog


def test_vine_deck_has_42_cards_of_9_varieties():
    """§6: 42 vine cards, 9 varieties, with the copies, values and structure icons of the table."""
    cat = catalog()
    assert len(cat.vine_cards) == 42
    table = {
        "Sangiovese": (1, 0, False, False, 4),
        "Malvasia": (0, 1, False, False, 4),
        "Pinot": (1, 1, True, False, 6),
        "Syrah": (2, 0, True, False, 5),
        "Trebbiano": (0, 2, True, False, 5),
        "Merlot": (3, 0, False, True, 5),
        "Sauvignon Blanc": (0, 3, False, True, 5),
        "Cabernet Sauvignon": (4, 0, True, True, 4),
        "Chardonnay": (0, 4, True, True, 4),
    }
    assert {v.name: (v.red, v.white, v.trellis, v.irrigation, v.copies) for v in cat.vines} == table


def test_36_wine_orders_with_their_rewards():
    """§9, A.3: 36 orders, 1-3 wines each, VP 2-6, residual 1 or 2 (2 exactly on orders 25-36)."""
    cat = catalog()
    assert len(cat.orders) == 36
    assert sum(o.vp for o in cat.orders) == 141
    assert all(1 <= len(o.wines) <= 3 for o in cat.orders)
    assert [o.residual for o in cat.orders] == [1] * 24 + [2] * 12
    assert Counter(w.type for o in cat.orders for w in o.wines) == Counter(
        {"red": 22, "white": 26, "blush": 10, "sparkling": 6}
    )


def test_18_mamas_give_three_items_each():
    """§2.5: 18 distinct mamas, each three cards, or two cards and 2 lira."""
    mamas = catalog().mamas
    assert len(mamas) == 18
    for m in mamas:
        cards = m.vine + m.summer + m.order + m.winter
        assert (cards, m.lira) in ((3, 0), (2, 2)), m.name
    assert len({(m.vine, m.summer, m.order, m.winter, m.lira) for m in mamas}) == 18
    assert {m.name for m in mamas} >= {"Margaret", "Teruyo"}  # R10 spellings


def test_18_papas_with_base_lira_and_two_options():
    """§2.5, A.2: 18 papas; option B is always lira; R10 spellings; disputed base lira by majority."""
    papas = {p.name: p for p in catalog().papas}
    assert len(papas) == 18
    assert all(p.option_b.kind == "lira" for p in papas.values())
    assert (papas["Andrew"].base_lira, papas["Steven"].base_lira, papas["Rafael"].base_lira) == (
        4,
        6,
        2,
    )
    assert {"Morten", "Rafael"} <= set(papas)
    assert sum(p.base_lira for p in papas.values()) == 57


def test_24_automa_cards():
    """§17.4, A.4: 24 Automa cards blocking 0-3 actions per season."""
    cards = catalog().automa
    assert [c.number for c in cards] == list(range(1, 25))
    assert all(len(c.summer) <= 3 and len(c.winter) <= 3 for c in cards)
    assert cards[21].summer == () and cards[21].winter == ("harvest_field", "train_worker")


def test_eight_structures_and_their_costs():
    """§12: the eight structures and their printed costs."""
    costs = {s.id: s.cost for s in catalog().structures}
    assert costs == {
        "trellis": 2,
        "irrigation": 3,
        "yoke": 2,
        "windmill": 5,
        "cottage": 4,
        "tasting_room": 6,
        "medium_cellar": 4,
        "large_cellar": 6,
    }


def test_board_actions_wake_up_rows_prices_and_cellar():
    """§3.1, §4.1, §5, §8.1: 6 summer and 6 winter actions, 7 rows, spaces by count, prices, cellar."""
    board = catalog().board
    seasons = Counter(a.season for a in board.actions)
    assert seasons == {"summer": 6, "winter": 6}
    assert [r.row for r in board.wake_up] == list(range(1, 8))
    assert board.spaces_by_players == {"1": 1, "2": 1, "3": 2, "4": 2, "5": 3, "6": 3}
    prices = {v: catalog().sale_price(v) for v in range(1, 10)}
    assert prices == {1: 1, 2: 1, 3: 1, 4: 2, 5: 2, 6: 2, 7: 3, 8: 3, 9: 3}
    assert board.cellar["medium_cellar"].types == ("red", "white", "blush")
    assert board.cellar["large_cellar"].values == (7, 9)
    assert board.fields == (5, 6, 7)


def test_76_visitors_38_per_deck():
    """§1: 38 summer and 38 winter visitors, numbered 1-38 in each deck, names unique."""
    visitors = catalog().visitors
    for deck in ("summer", "winter"):
        numbers = [v.number for v in visitors if v.deck == deck]
        assert numbers == list(range(1, 39))
    assert len({v.id for v in visitors}) == 76


def test_232_cards_in_the_box():
    """§0.3: 42 + 36 + 76 + 18 + 18 + 24 + 18 field cards = 232."""
    cat = catalog()
    total = len(cat.vine_cards) + len(cat.orders) + len(cat.visitors)
    total += len(cat.mamas) + len(cat.papas) + len(cat.automa) + 3 * 6
    assert total == 232


RULES = Path(__file__).resolve().parents[2] / "shared" / "rules" / "rules.md"
ICON = {"R": "red", "W": "white", "B": "blush", "S": "sparkling"}


def _appendix_rows(title: str) -> list[list[str]]:
    text = RULES.read_text(encoding="utf-8")
    section = text.split(title, 1)[1].split("\n### ", 1)[0]
    rows = [line.strip("|").split("|") for line in section.splitlines() if re.match(r"\| \d", line)]
    return [[c.strip() for c in row] for row in rows]


@pytest.mark.skipif(not RULES.exists(), reason="the shared rules folder is not beside the checkout")
def test_orders_equal_the_rules_appendix():
    """A.3: every order's wines, VP and residual equal the table in rules.md."""
    rows = _appendix_rows("### A.3")
    assert len(rows) == 36
    for order, (number, wines, vp, residual) in zip(catalog().orders, rows, strict=True):
        expected = [(ICON[w[0]], int(w[1:])) for w in wines.split(" + ")]
        assert [(w.type, w.min) for w in order.wines] == expected, number
        assert (order.vp, order.residual) == (int(vp), int(residual.lstrip("+"))), number


@pytest.mark.skipif(not RULES.exists(), reason="the shared rules folder is not beside the checkout")
def test_mamas_and_papas_equal_the_rules_appendix():
    """A.1, A.2: every mama's cards and lira and every papa's lira equal rules.md."""
    mamas = _appendix_rows("### A.1")
    assert [(m.name, m.vine, m.summer, m.order, m.winter, m.lira) for m in catalog().mamas] == [
        (r[1], *map(int, r[2:7])) for r in mamas
    ]
    papas = _appendix_rows("### A.2")
    assert [(p.name, p.base_lira, p.option_b.amount) for p in catalog().papas] == [
        (r[1], int(r[2]), int(r[4].split()[0].lstrip("+"))) for r in papas
    ]


@pytest.mark.skipif(not RULES.exists(), reason="the shared rules folder is not beside the checkout")
def test_automa_cards_equal_the_rules_appendix():
    """A.4: every Automa card blocks the actions rules.md lists."""
    rows = _appendix_rows("### A.4")

    def parse(cell: str) -> tuple[str, ...]:
        return () if cell == "—" else tuple(a.strip() for a in cell.split(","))

    assert [(c.summer, c.winter) for c in catalog().automa] == [(parse(r[1]), parse(r[2])) for r in rows]
