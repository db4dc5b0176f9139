"""Winter visitors 1-19 about cellars and workers.

Oenologist, Uncertified Teacher, Teacher, Professor, Master Vintner, Uncertified Oenologist.
"""

from __future__ import annotations

from viticulture_tui.engine import building, cellar, ops, workers
from viticulture_tui.engine.actions import Action, Choice
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.orders import fillable_orders
from viticulture_tui.engine.registry import Decision, choice, decision, push
from viticulture_tui.engine.state import GameState, Player, Task
from viticulture_tui.engine.visitors.base import ChooseCard, Option, visitor
from viticulture_tui.engine.visitors.winter_1 import make_reason, reward


def wines_text(player: Player) -> str:
    """The player's wines in words: 'red 4, blush 6' (or 'none')."""
    parts = [f"{kind} {v}" for kind, row in player.wines.items() for v in row]
    return ", ".join(parts) or "none"


def can_age_all(player: Player) -> bool:
    """Whether aging every wine would move at least one of them."""
    return cellar.aged_wines(player) != player.wines


def age_all_twice(state: GameState, seat: int) -> None:
    """Age every wine in the cellar one step, two times (cellar limits apply)."""
    player = state.players[seat]
    cellar.age_wines(player)
    cellar.age_wines(player)
    ops.log(state, f"{player.name} ages every wine twice; the cellar now holds {wines_text(player)}.")


def aged_value(player: Player, kind: str, value: int) -> int | None:
    """Where one wine token moves when aged alone: one step up, if that space exists and is free."""
    nxt = value + 1
    cap = max(cellar.cellar_limit(player), cellar.SECTION_TOP[value])
    if nxt <= min(cap, 9) and nxt not in player.wines[kind]:
        return nxt
    return None


def age_one(player: Player, kind: str, value: int) -> int:
    """Age one wine token one step; returns its new value."""
    nxt = aged_value(player, kind, value)
    assert nxt is not None
    row = player.wines[kind]
    row.remove(value)
    row.append(nxt)
    row.sort()
    return nxt


def upgrade_reason(player: Player, cost: int | None = None) -> str:
    """Why the next cellar cannot be built (for `cost` lira, if given), '' if it can."""
    nxt = building.next_cellar(player)
    if nxt is None:
        return "you already have the Large Cellar"
    if cost is not None and player.lira < cost:
        return f"you need {cost} lira for the {catalog().structure_by_id[nxt].name}"
    return ""


def upgrade(state: GameState, seat: int, cost: int) -> None:
    """Build the next cellar (Medium, else Large) for the given price."""
    nxt = building.next_cellar(state.players[seat])
    assert nxt is not None
    building.build(state, seat, nxt, cost)


def train_reason(player: Player, cost: int) -> str:
    """Why a worker cannot be trained for `cost` lira now, '' if it can."""
    if workers.workers_owned(player) >= ops.MAX_WORKERS:
        return "you already have 6 workers"
    if player.lira < cost:
        return f"you need {cost} lira"
    return ""


def _age_reason(state: GameState, seat: int) -> str:
    return "" if can_age_all(state.players[seat]) else "no wine in your cellar can age"


@visitor
class Oenologist(ChooseCard):
    """Winter 4: age every wine twice, or pay 3 lira to upgrade the cellar."""

    id = "oenologist"

    def options(self) -> list[Option]:
        """Aging, or a cheap cellar."""
        return [
            Option("age", "Age every wine in your cellar twice", _age_reason, age_all_twice),
            Option(
                "cellar",
                "Pay 3 lira: build your next cellar (Medium, else Large)",
                lambda s, p: upgrade_reason(s.players[p], 3),
                lambda s, p: upgrade(s, p, 3),
            ),
        ]


def _six_worker_opponents(state: GameState, seat: int) -> int:
    return sum(1 for p in state.players if p.seat != seat and workers.workers_owned(p) >= ops.MAX_WORKERS)


def _vp_train_reason(state: GameState, seat: int) -> str:
    if not ops.can_lose_vp(state.players[seat], 1):
        return "you cannot lose 1 VP"
    return train_reason(state.players[seat], 0)


def _vp_train(state: GameState, seat: int) -> None:
    ops.gain_vp(state, seat, -1, "visitors")
    ops.log(state, f"{ops.name(state, seat)} loses 1 VP.")
    workers.train(state, seat, 0)


@visitor
class UncertifiedTeacher(ChooseCard):
    """Winter 7: lose 1 VP to train a worker free, or 1 VP per opponent with 6 workers."""

    id = "uncertified_teacher"

    def options(self) -> list[Option]:
        """A free worker for a VP, or VP for crowded opponents."""
        return [
            Option("train", "Lose 1 VP: train 1 worker for free", _vp_train_reason, _vp_train),
            Option(
                "vp",
                "Gain 1 VP per opponent with 6 workers",
                lambda s, p: "" if _six_worker_opponents(s, p) else "no opponent has 6 workers",
                lambda s, p: reward(s, p, vp=_six_worker_opponents(s, p)),
            ),
        ]


@visitor
class Teacher(ChooseCard):
    """Winter 8: make up to 2 wines, or pay 2 lira to train a worker."""

    id = "teacher"

    def options(self) -> list[Option]:
        """Wine, or a cheap worker."""
        return [
            Option(
                "wine",
                "Make up to 2 wines",
                make_reason,
                lambda s, p: push(s, "make_wine", p, max=2),
            ),
            Option(
                "train",
                "Pay 2 lira: train 1 worker",
                lambda s, p: train_reason(s.players[p], 2),
                lambda s, p: workers.train(s, p, 2),
            ),
        ]


@visitor
class Professor(ChooseCard):
    """Winter 13: pay 2 lira to train a worker, or 2 VP with 6 workers."""

    id = "professor"

    def options(self) -> list[Option]:
        """A cheap worker, or VP for a full team."""
        return [
            Option(
                "train",
                "Pay 2 lira: train 1 worker",
                lambda s, p: train_reason(s.players[p], 2),
                lambda s, p: workers.train(s, p, 2),
            ),
            Option(
                "vp",
                "Gain 2 VP (you have 6 workers)",
                lambda s, p: (
                    ""
                    if workers.workers_owned(s.players[p]) >= ops.MAX_WORKERS
                    else "you do not have 6 workers"
                ),
                lambda s, p: reward(s, p, vp=2),
            ),
        ]


def _vintner_price(player: Player) -> int | None:
    nxt = building.next_cellar(player)
    return None if nxt is None else building.price(nxt, discount=2)


def _vintner_cellar_reason(state: GameState, seat: int) -> str:
    player = state.players[seat]
    cost = _vintner_price(player)
    return upgrade_reason(player, cost)


def vintner_agings(player: Player) -> list[tuple[str, int]]:
    """Wines that can age one step such that an order in hand can then be filled."""
    out = []
    for kind, row in player.wines.items():
        for v in row:
            if aged_value(player, kind, v) is None:
                continue
            copy = player.model_copy(deep=True)
            age_one(copy, kind, v)
            if fillable_orders(copy):
                out.append((kind, v))
    return out


@visitor
class MasterVintner(ChooseCard):
    """Winter 14: upgrade the cellar for 2 lira less, or age one wine and fill an order."""

    id = "master_vintner"

    def options(self) -> list[Option]:
        """A cheaper cellar, or an aged wine for an order."""
        return [
            Option(
                "cellar",
                "Build your next cellar for 2 lira less",
                _vintner_cellar_reason,
                lambda s, p: upgrade(s, p, _vintner_price(s.players[p]) or 0),
            ),
            Option(
                "age",
                "Age 1 wine one step, then fill 1 wine order",
                lambda s, p: (
                    ""
                    if vintner_agings(s.players[p])
                    else "no wine can age so that an order can then be filled"
                ),
                lambda s, p: push(s, "master_vintner_age", p),
            ),
        ]


@decision
class MasterVintnerAge(Decision):
    """Master Vintner: choose the wine to age one step; then fill one order."""

    kind = "master_vintner_age"
    rule = "§13"
    title = "Master Vintner: age one wine"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """Each wine whose aging leaves an order that can be filled."""
        player = state.players[task.seat]
        return [
            choice("age", (kind, v), f"Age the {kind} wine {v} to {aged_value(player, kind, v)}", "§13")
            for kind, v in vintner_agings(player)
        ]

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Age it, then ask for the order."""
        kind, value = action.arg
        player = state.players[task.seat]
        new = age_one(player, kind, value)
        ops.log(state, f"{player.name} ages the {kind} wine {value} to {new}.")
        push(state, "fill_order", task.seat)


def _vp_cellar_reason(state: GameState, seat: int) -> str:
    if not ops.can_lose_vp(state.players[seat], 1):
        return "you cannot lose 1 VP"
    return upgrade_reason(state.players[seat])


def _vp_cellar(state: GameState, seat: int) -> None:
    ops.gain_vp(state, seat, -1, "visitors")
    ops.log(state, f"{ops.name(state, seat)} loses 1 VP.")
    upgrade(state, seat, 0)


@visitor
class UncertifiedOenologist(ChooseCard):
    """Winter 15: age every wine twice, or lose 1 VP to upgrade the cellar for free."""

    id = "uncertified_oenologist"

    def options(self) -> list[Option]:
        """Aging, or a free cellar for a VP."""
        return [
            Option("age", "Age every wine in your cellar twice", _age_reason, age_all_twice),
            Option(
                "cellar",
                "Lose 1 VP: build your next cellar (Medium, else Large) for free",
                _vp_cellar_reason,
                _vp_cellar,
            ),
        ]
