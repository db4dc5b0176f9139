"""The shapes visitor cards share: a plain effect, 'choose one', 'choose two', 'lose 1 VP to do both'."""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar, NamedTuple

from viticulture_tui.engine import ops
from viticulture_tui.engine.actions import Action, Choice
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.registry import Decision, choice, decision, push, step
from viticulture_tui.engine.state import GameState, Task

VISITORS: dict[str, VisitorCard] = {}

Check = Callable[[GameState, int], str]
"""Why an option cannot be done now ('' if it can)."""
Run = Callable[[GameState, int], None]
"""Carry out an option: change the state or push the tasks that do."""


def visitor(cls: type[VisitorCard]) -> type[VisitorCard]:
    """Register a visitor card's effect by the card id."""
    if cls.id in VISITORS:
        raise ValueError(f"visitor {cls.id!r} registered twice")
    if cls.id not in catalog().visitor_by_id:
        raise KeyError(f"no visitor card {cls.id!r} in the data")
    VISITORS[cls.id] = cls()
    return cls


class VisitorCard:
    """A visitor's effect: when it may be played, and what playing it does."""

    id: ClassVar[str] = ""

    @property
    def name(self) -> str:
        """The card's name."""
        return catalog().visitor_by_id[self.id].name

    def reason(self, state: GameState, seat: int) -> str:
        """Why the card cannot be played now, or '' when its minimum can be done."""
        return ""

    def play(self, state: GameState, seat: int) -> None:
        """Resolve the card: change the state and push any decisions it needs."""
        raise NotImplementedError


class Option(NamedTuple):
    """One branch of a card: its key, its label, when it is possible and what it does."""

    key: str
    label: str
    check: Check
    run: Run


def always(state: GameState, seat: int) -> str:
    """An option that can always be done."""
    return ""


class ChooseCard(VisitorCard):
    """A card whose player picks `picks` different options (1 for 'choose one', 2 for 'choose two').

    With `both_for_vp`, a player may instead lose 1 VP to do both of the first two options.
    """

    picks: ClassVar[int] = 1
    both_for_vp: ClassVar[bool] = False
    order_matters: ClassVar[bool] = True
    """With `both_for_vp`: whether doing the two options in either order can end differently; when it
    cannot, one 'do both' choice is offered instead of two that mean the same."""

    def options(self) -> list[Option]:
        """The card's branches."""
        raise NotImplementedError

    def can_do_both(self, state: GameState, seat: int, first: Option, second: Option) -> bool:
        """Whether both options can be done, `first` then `second` (default: both possible now)."""
        return not first.check(state, seat) and not second.check(state, seat)

    def run_both(self, state: GameState, seat: int, first: Option, second: Option) -> None:
        """Do both options, `first` then `second` (the VP is already paid)."""
        push(state, "visitor_branch", seat, card=self.id, key=second.key)
        first.run(state, seat)

    def kept_options(self) -> tuple[Option, ...]:
        """`options()` built once per installed catalog: a card's branches depend on nothing
        else, and their checks are asked for every visitor in hand at every turn."""
        cat = catalog()
        kept = self.__dict__.get("_kept")
        if kept is None or kept[0] is not cat:
            kept = (cat, tuple(self.options()))
            self.__dict__["_kept"] = kept
        return kept[1]

    def open_options(self, state: GameState, seat: int) -> list[Option]:
        """The branches possible now."""
        return [o for o in self.kept_options() if not o.check(state, seat)]

    def reason(self, state: GameState, seat: int) -> str:
        """Playable when enough different branches can be done."""
        # Stops at the `picks`-th branch that can be done: the checks only read the state.
        needed = self.picks
        if needed <= 0:
            return ""
        options = self.kept_options()
        for o in options:
            if not o.check(state, seat):
                needed -= 1
                if not needed:
                    return ""
        reasons = [f"{o.label}: {o.check(state, seat)}" for o in options if o.check(state, seat)]
        return "; ".join(reasons) or "nothing on this card can be done now"

    def play(self, state: GameState, seat: int) -> None:
        """Ask the player which branch to take."""
        push(state, "visitor_option", seat, card=self.id, left=self.picks, taken=[])


@decision
class VisitorOption(Decision):
    """Pick a branch of a 'choose' card; a second pick comes after the first is resolved."""

    kind = "visitor_option"
    rule = "§13"
    title = "Choose what the visitor does"

    def _card(self, task: Task) -> ChooseCard:
        card = VISITORS[task.params["card"]]
        assert isinstance(card, ChooseCard)
        return card

    def prompt(self, state: GameState, task: Task) -> str:
        """Names the card."""
        return f"{self._card(task).name}: choose"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """The branches possible now and not yet taken; with `both_for_vp`, 'lose 1 VP' to do both."""
        card = self._card(task)
        taken = task.params["taken"]
        options = [o for o in card.open_options(state, task.seat) if o.key not in taken]
        out = [choice("option", o.key, o.label, "§13") for o in options]
        player = state.players[task.seat]
        if card.both_for_vp and not taken and ops.can_lose_vp(player, 1):
            a, b = card.options()[:2]
            if not card.order_matters:
                if card.can_do_both(state, task.seat, a, b):
                    both = f"Lose 1 VP: {a.label} and {_lower(b.label)}"
                    out.append(choice("option", "both_ab", both, "§13"))
                return out
            if card.can_do_both(state, task.seat, a, b):
                out.append(choice("option", "both_ab", f"Lose 1 VP: {a.label}, then {b.label}", "§13"))
            if card.can_do_both(state, task.seat, b, a):
                out.append(choice("option", "both_ba", f"Lose 1 VP: {b.label}, then {a.label}", "§13"))
        return out

    def is_legal(self, state: GameState, task: Task, action: Action) -> bool:
        """The legal choices, and for a card whose order does not matter the other order too: logs
        written before the two orders became one choice recorded either."""
        if super().is_legal(state, task, action):
            return True
        return (
            action == ("option", "both_ba")
            and not self._card(task).order_matters
            and super().is_legal(state, task, Action("option", "both_ab"))
        )

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Lose 1 VP and do both branches in the chosen order, or queue the next pick and do the branch."""
        card = self._card(task)
        seat = task.seat
        key = action.arg
        if key in ("both_ab", "both_ba"):
            a, b = card.options()[:2]
            first, second = (a, b) if key == "both_ab" else (b, a)
            ops.gain_vp(state, seat, -1, "visitors")
            ops.log(state, f"{ops.name(state, seat)} loses 1 VP to do both.")
            card.run_both(state, seat, first, second)
            return
        option = next(o for o in card.options() if o.key == key)
        if task.params["left"] > 1:
            push(
                state,
                "visitor_option",
                seat,
                card=card.id,
                left=task.params["left"] - 1,
                taken=[*task.params["taken"], key],
            )
        ops.log(state, f"{ops.name(state, seat)} chooses: {option.label}.")
        option.run(state, seat)


def _lower(label: str) -> str:
    return label[:1].lower() + label[1:]


@step("visitor_branch")
def _visitor_branch(state: GameState, task: Task) -> None:
    """The second branch of a 'do both' choice, done after the first if still possible."""
    card = VISITORS[task.params["card"]]
    assert isinstance(card, ChooseCard)
    option = next(o for o in card.options() if o.key == task.params["key"])
    why = option.check(state, task.seat)
    if why:
        ops.log(state, f"{option.label} cannot be done any more: {why}.")
    else:
        option.run(state, task.seat)


def text_of(card_id: str) -> str:
    """The card text a player reads."""
    return catalog().visitor_by_id[card_id].text
