"""Typed card and board data of the base game, validated from `assets/` at load."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, cached_property
from typing import Literal, TypeVar

from pydantic import BaseModel, ConfigDict

WineType = Literal["red", "white", "blush", "sparkling"]
GrapeColour = Literal["red", "white"]
CardType = Literal["vine", "summer", "order", "winter"]
Season = Literal["summer", "winter"]

CARD_TYPES: tuple[CardType, ...] = ("vine", "summer", "order", "winter")
WINE_TYPES: tuple[WineType, ...] = ("red", "white", "blush", "sparkling")


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class VineKind(_Frozen):
    """One of the nine vine varieties: its grape values and the structures it needs."""

    id: str
    name: str
    red: int
    white: int
    trellis: bool
    irrigation: bool
    copies: int

    @property
    def value(self) -> int:
        """Field capacity the vine uses: red plus white."""
        return self.red + self.white


class OrderIcon(_Frozen):
    """One wine asked for by an order: its type and minimum value."""

    type: WineType
    min: int


class Order(_Frozen):
    """A wine order card."""

    id: str
    wines: tuple[OrderIcon, ...]
    vp: int
    residual: int


class Mama(_Frozen):
    """A mama card: the starting cards and lira she gives."""

    id: str
    name: str
    vine: int
    summer: int
    order: int
    winter: int
    lira: int


class PapaOption(_Frozen):
    """One side of a papa's choice: a structure, an extra worker, VP or lira."""

    kind: Literal["structure", "worker", "vp", "lira"]
    structure: str | None = None
    amount: int = 0


class Papa(_Frozen):
    """A papa card: base lira and a choice of two options."""

    id: str
    name: str
    base_lira: int
    option_a: PapaOption
    option_b: PapaOption


class AutomaCard(_Frozen):
    """An Automa card: the board actions it blocks in summer and in winter."""

    number: int
    summer: tuple[str, ...]
    winter: tuple[str, ...]


class Structure(_Frozen):
    """A structure of the vineyard mat and its printed cost."""

    id: str
    name: str
    cost: int


class Visitor(_Frozen):
    """A visitor card: deck, number in the deck, name and the text a player reads."""

    id: str
    deck: Literal["summer", "winter"]
    number: int
    name: str
    text: str = ""


class BoardAction(_Frozen):
    """A board action of one season and the kind of bonus its bonus space gives."""

    id: str
    season: Season
    name: str
    bonus: str


class WakeUpRow(_Frozen):
    """A row of the wake-up chart and the bonus it gives."""

    row: int
    bonus: str


class PriceBand(_Frozen):
    """Lira paid per grape whose value lies in a band."""

    low: int
    high: int
    lira: int


class CellarSection(_Frozen):
    """A part of the cellar: the values it holds and the wine types that fit there."""

    values: tuple[int, int]
    types: tuple[WineType, ...]


class SoloLevel(_Frozen):
    """A difficulty level of the solo game."""

    level: str
    years: int
    automa_vp: int
    player_start_vp: int
    hard_draw_rule: bool


class Board(_Frozen):
    """Everything printed on the board and the mats that is a number."""

    wake_up: tuple[WakeUpRow, ...]
    actions: tuple[BoardAction, ...]
    spaces_by_players: dict[str, int]
    grape_sale_price: tuple[PriceBand, ...]
    fields: tuple[int, ...]
    cellar: dict[str, CellarSection]
    starting_workers: int
    max_workers: int
    train_cost: int
    hand_limit: int
    vp_floor: int
    vp_goal: int
    residual_max: int
    solo_levels: tuple[SoloLevel, ...]
    aggressive_thresholds: dict[str, int]


class Catalog(BaseModel):
    """All data of the base game, with the lookups the engine needs."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    vines: tuple[VineKind, ...]
    orders: tuple[Order, ...]
    mamas: tuple[Mama, ...]
    papas: tuple[Papa, ...]
    automa: tuple[AutomaCard, ...]
    structures: tuple[Structure, ...]
    visitors: tuple[Visitor, ...]
    board: Board

    @cached_property
    def vine_by_id(self) -> dict[str, VineKind]:
        """Vine varieties by id."""
        return {v.id: v for v in self.vines}

    @cached_property
    def order_by_id(self) -> dict[str, Order]:
        """Orders by id."""
        return {o.id: o for o in self.orders}

    @cached_property
    def visitor_by_id(self) -> dict[str, Visitor]:
        """Visitors by id."""
        return {v.id: v for v in self.visitors}

    @cached_property
    def structure_by_id(self) -> dict[str, Structure]:
        """Structures by id."""
        return {s.id: s for s in self.structures}

    @cached_property
    def mama_by_id(self) -> dict[str, Mama]:
        """Mamas by id."""
        return {m.id: m for m in self.mamas}

    @cached_property
    def papa_by_id(self) -> dict[str, Papa]:
        """Papas by id."""
        return {p.id: p for p in self.papas}

    @cached_property
    def action_by_id(self) -> dict[str, BoardAction]:
        """Board actions by id."""
        return {a.id: a for a in self.board.actions}

    @cached_property
    def vine_cards(self) -> tuple[str, ...]:
        """Ids of the 42 vine cards, one per copy: `pinot.3` is the third Pinot."""
        return tuple(f"{v.id}.{i}" for v in self.vines for i in range(1, v.copies + 1))

    @cached_property
    def _vine_of_card(self) -> dict[str, VineKind]:
        return {c: self.vine_by_id[c.split(".", 1)[0]] for c in self.vine_cards}

    def vine_of(self, card: str) -> VineKind:
        """The variety of a vine card id."""
        return self._vine_of_card[card]

    @cached_property
    def card_type(self) -> dict[str, CardType]:
        """The type of every card id in the four decks."""
        types: dict[str, CardType] = dict.fromkeys(self.vine_cards, "vine")
        types.update(dict.fromkeys((o.id for o in self.orders), "order"))
        types.update({v.id: v.deck for v in self.visitors})
        return types

    def card_name(self, card: str) -> str:
        """The name a player reads for any card id."""
        kind = self.card_type[card]
        if kind == "vine":
            return self.vine_of(card).name
        if kind == "order":
            order = self.order_by_id[card]
            wines = " + ".join(f"{w.type} {w.min}" for w in order.wines)
            return f"Order {card[-2:]} ({wines}: {order.vp} VP, +{order.residual} residual)"
        return self.visitor_by_id[card].name

    def sale_price(self, value: int) -> int:
        """Lira paid for one grape of the given value."""
        for band in self.board.grape_sale_price:
            if band.low <= value <= band.high:
                return band.lira
        raise ValueError(f"no price for grape value {value}")


_installed: Catalog | None = None
_caches: list[Callable[[], None]] = []
F = TypeVar("F", bound=Callable[..., object])


def install(catalog: Catalog) -> None:
    """Make `catalog` the data every engine call uses (forgetting what was cached from the last)."""
    global _installed
    _installed = catalog
    for clear in _caches:
        clear()


def cached(fn: F) -> F:
    """`functools.cache` for a function of the catalog's data: emptied when a catalog is installed."""
    wrapped = cache(fn)
    _caches.append(wrapped.cache_clear)
    return wrapped  # type: ignore[return-value]


def catalog() -> Catalog:
    """The installed catalog; the packaged assets are read the first time it is needed."""
    if _installed is None:
        # The only place the engine touches the outside: reading its own packaged data, once.
        from viticulture_tui.data import load_catalog

        install(load_catalog())
    assert _installed is not None
    return _installed
