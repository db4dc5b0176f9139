"""Summer visitors 20-38 that move workers or the rooster: Planner, Producer, Organizer."""

from __future__ import annotations

from viticulture_tui.engine import ops
from viticulture_tui.engine.actions import Action, Choice
from viticulture_tui.engine.board import (
    BONUS_SLOT,
    BONUS_WORDS,
    GAIN_LIRA,
    YOKE,
    has_bonus_slot,
    occupants,
)
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.flow import row_choices, take_row, temp_worker_free
from viticulture_tui.engine.registry import Decision, choice, decision, push
from viticulture_tui.engine.state import GameState, Placement, Task
from viticulture_tui.engine.turns import WORKER_WORDS, place_worker
from viticulture_tui.engine.visitors.base import VisitorCard, visitor


def _action_name(action: str) -> str:
    if action == GAIN_LIRA:
        return "Gain 1 lira"
    if action == YOKE:
        return "Yoke"
    return catalog().action_by_id[action].name


def _worker_kinds(state: GameState, seat: int) -> list[str]:
    player = state.players[seat]
    return [k for k, ok in (("worker", player.free_workers > 0), ("grande", player.grande_free)) if ok]


# --- Planner (V5) --------------------------------------------------------------------------


def _planner_spaces(state: GameState, seat: int) -> list[tuple[str, str]]:
    """Free winter spaces as (action, 'plain' | 'bonus'); in solo with the S1 option the middle
    space needs a bonus action token, spent on placing there as for a normal placement."""
    token_middle = state.solo and state.setup.options.token_opens_middle
    bonus_open = not token_middle or state.players[seat].bonus_tokens > 0
    out = []
    for a in catalog().board.actions:
        if a.season != "winter":
            continue
        slots = occupants(state, a.id)
        if any(s is None for i, s in enumerate(slots) if i != BONUS_SLOT):
            out.append((a.id, "plain"))
        if bonus_open and has_bonus_slot(state) and slots[BONUS_SLOT] is None:
            out.append((a.id, "bonus"))
    return out


@visitor
class Planner(VisitorCard):
    """Summer 29 (V5): put a worker on a free winter space now; it acts at the start of winter."""

    id = "planner"

    def reason(self, state: GameState, seat: int) -> str:
        """Not in winter; a worker to place and a free winter space are needed."""
        if state.phase == "winter":
            return "there is no later season this year"
        if not _worker_kinds(state, seat):
            return "you have no worker left to place"
        return "" if _planner_spaces(state, seat) else "every winter action space is taken"

    def play(self, state: GameState, seat: int) -> None:
        """Choose the worker and the space."""
        push(state, "planner_place", seat)


@decision
class PlannerPlace(Decision):
    """Choose a worker (regular or grande) and the free winter space it will act on."""

    kind = "planner_place"
    rule = "§13, V5"
    title = "Planner: plan a winter action"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """Each free winter space, bonus spaces included, with each kind of worker the seat has left."""
        out = []
        for action, space in _planner_spaces(state, task.seat):
            where = f" on the bonus space ({BONUS_WORDS[action]})" if space == "bonus" else ""
            for kind in _worker_kinds(state, task.seat):
                label = f"{_action_name(action)}: plan {WORKER_WORDS[kind]}{where}"
                out.append(choice("plan", (action, space, kind), label, "V5"))
        return out

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Place the worker on the chosen winter space, marked as planned to act at the start of winter."""
        board_action, space, kind = action.arg
        place_worker(state, task.seat, board_action, space, kind)
        state.placements[-1].planned = True
        ops.log(state, f"The worker will take {_action_name(board_action)} at the start of winter.")


# --- Producer ------------------------------------------------------------------------------

PRODUCER_COST = 2
PRODUCER_MAX = 2


def _visitor_space(state: GameState, seat: int) -> Placement | None:
    """The worker that played this card: the player's latest on this season's visitor action."""
    action = "play_winter_visitor" if state.phase == "winter" else "play_summer_visitor"
    mine = [p for p in state.placements if p.seat == seat and p.action == action]
    return mine[-1] if mine else None


def _retrievable(state: GameState, seat: int, exclude: list[object] | None) -> list[Placement]:
    return [
        p
        for p in state.placements
        if p.seat == seat and (exclude is None or [p.action, p.slot] != list(exclude))
    ]


@visitor
class Producer(VisitorCard):
    """Summer 32: pay 2 lira, take back 1 or 2 placed workers (not the one that played this card).

    Ruling: at least one worker must be retrievable (else the 2 lira would buy nothing), and the
    first take-back is then required; taken-back workers may be placed again this year.
    """

    id = "producer"

    def _exclude(self, state: GameState, seat: int) -> list[object] | None:
        used = _visitor_space(state, seat)
        return None if used is None else [used.action, used.slot]

    def reason(self, state: GameState, seat: int) -> str:
        """2 lira and another placed worker."""
        if state.players[seat].lira < PRODUCER_COST:
            return "you need 2 lira"
        if not _retrievable(state, seat, self._exclude(state, seat)):
            return "you have no other placed worker to take back"
        return ""

    def play(self, state: GameState, seat: int) -> None:
        """Pay, then take workers back one at a time."""
        ops.pay(state, seat, PRODUCER_COST)
        ops.log(state, f"{ops.name(state, seat)} pays 2 lira.")
        push(state, "producer_retrieve", seat, exclude=self._exclude(state, seat), taken=0)


@decision
class ProducerRetrieve(Decision):
    """Take back one of your placed workers; after the first, stopping is allowed."""

    kind = "producer_retrieve"
    rule = "§13"
    title = "Producer: take back a worker"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """Each other placed worker while fewer than 2 are taken back, and stopping after the first."""
        if task.params["taken"] >= PRODUCER_MAX:
            return []
        out: list[Choice] = []
        seen: set[tuple[str, int, bool]] = set()
        for p in _retrievable(state, task.seat, task.params["exclude"]):
            key = (p.action, p.slot, p.grande)
            if key in seen:
                continue
            seen.add(key)
            what = "your grande" if p.grande else "a worker"
            notes = " (bonus space)" if p.slot == BONUS_SLOT and p.action not in (GAIN_LIRA, YOKE) else ""
            notes += " (planned)" if p.planned else ""
            out.append(choice("take", key, f"Take back {what} from {_action_name(p.action)}{notes}", "§13"))
        if task.params["taken"] and out:
            out.append(choice("stop", None, "Take back no more", "§13"))
        return out

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Take the chosen worker back to be placed again and ask for the next; stopping ends the card."""
        if action.kind == "stop":
            return
        board_action, slot, grande = action.arg
        seat = task.seat
        placement = next(
            p
            for p in state.placements
            if p.seat == seat and p.action == board_action and p.slot == slot and p.grande == grande
        )
        state.placements.remove(placement)
        player = state.players[seat]
        if grande:
            player.grande_free = True
        else:
            player.free_workers += 1
        what = "the grande" if grande else "a worker"
        ops.log(state, f"{player.name} takes back {what} from {_action_name(board_action)}.")
        task.params["taken"] += 1
        state.stack.append(task)


# --- Organizer (V6) ------------------------------------------------------------------------


def _organizer_rows(state: GameState) -> list[int]:
    """Empty wake-up rows; row 7 not in a solo game."""
    taken = {p.rooster for p in state.players}
    return [r for r in range(1, 8) if r not in taken and not (r == 7 and state.n == 1)]


@visitor
class Organizer(VisitorCard):
    """Summer 33 (V6): move the rooster to an empty row, take its bonus, pass for the season."""

    id = "organizer"

    def reason(self, state: GameState, seat: int) -> str:
        """An empty row is needed (there always is one with at most 6 players)."""
        return "" if _organizer_rows(state) else "no wake-up row is empty"

    def play(self, state: GameState, seat: int) -> None:
        """Choose the row."""
        push(state, "organizer_row", seat)


@decision
class OrganizerRow(Decision):
    """Choose an empty wake-up row (and the visitor deck on row 5)."""

    kind = "organizer_row"
    rule = "§13, V6"
    title = "Organizer: move your rooster"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """Each empty wake-up row (no row 7 in solo), row 5 once per visitor deck, each followed by a pass."""
        # Spring's ways to take each row, numbered by the row, with the pass that follows.
        out = []
        for row in _organizer_rows(state):
            if row == 7 and not temp_worker_free(state):
                label = "Row 7: (the temporary worker is in use this year), then pass"
                out.append(choice("row", (7, ""), label, "V6, §4.5", number=7))
                continue
            for way in row_choices(state, row):
                out.append(choice("row", way.action.arg, f"{way.label}, then pass", "V6", number=row))
        return out

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Take the row and its bonus, reorder the turns by rooster, and pass for the season."""
        row, deck = action.arg
        seat = task.seat
        take_row(state, seat, row, deck)
        state.turn_order = sorted(range(state.n), key=lambda s: state.players[s].rooster or 0)
        player = state.players[seat]
        player.passed = True
        ops.log(state, f"{player.name} passes for the rest of the {state.phase}.")
