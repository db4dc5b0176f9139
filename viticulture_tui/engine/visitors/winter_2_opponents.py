"""Winter visitors 20-38 that ask opponents: Motivator, Governor, Guest Speaker (V10)."""

from __future__ import annotations

from viticulture_tui.engine import ops, workers
from viticulture_tui.engine.actions import Action, Choice
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.registry import Decision, choice, decision, push
from viticulture_tui.engine.state import GameState, Placement, Task
from viticulture_tui.engine.visitors.base import VisitorCard, visitor

GOVERNOR_MAX = 3
GUEST_SPEAKER_COST = 1


def _ask_each(state: GameState, seat: int, kind: str) -> None:
    """Push one `kind` task for the player, then one per opponent in V10 order."""
    for opponent in reversed(ops.opponents_in_order(state, seat)):
        push(state, kind, opponent, by=seat)
    push(state, kind, seat, by=seat)


def _vp_to(state: GameState, by: int, what: str) -> None:
    ops.gain_vp(state, by, 1, "visitors")
    ops.log(state, f"{ops.name(state, by)} gains 1 VP ({what}).")


def placed_grande(state: GameState, seat: int) -> Placement | None:
    """The player's grande standing on the board, if any."""
    return next((p for p in state.placements if p.seat == seat and p.grande), None)


def _may_take_back(state: GameState, seat: int, by: int) -> bool:
    """V8: whether the player may answer `by`'s Motivator: a placed grande, and not passed this
    season (the card's own player is asked either way)."""
    if placed_grande(state, seat) is None:
        return False
    return seat == by or not state.players[seat].passed


@visitor
class Motivator(VisitorCard):
    """Winter 25: each player may take back their placed grande; 1 VP per opponent who does (V8)."""

    id = "motivator"

    def reason(self, state: GameState, seat: int) -> str:
        """§13 minimum: someone could take a grande back (the player's own placed grande, or an
        opponent's while that opponent has not passed, V8)."""
        if any(_may_take_back(state, who, seat) for who in range(state.n)):
            return ""
        return "no player has a placed grande to take back"

    def play(self, state: GameState, seat: int) -> None:
        """Ask the player, then each opponent in turn."""
        _ask_each(state, seat, "motivator_offer")


@decision
class MotivatorOffer(Decision):
    """Take back your placed grande so it can be placed again this year."""

    kind = "motivator_offer"
    rule = "§13"
    title = "Motivator: take your grande back?"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """Only a player with a placed grande who has not passed this season (V8)."""
        by = task.params["by"]
        if not _may_take_back(state, task.seat, by):
            return []
        gift = "" if task.seat == by else f" ({ops.name(state, by)} gains 1 VP)"
        return [
            choice("respond", "yes", f"Take your grande back{gift}", "§13"),
            choice("respond", "no", "Leave your grande where it is", "§13"),
        ]

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Retrieve the grande, and score the card's player for an opponent."""
        who = ops.name(state, task.seat)
        if action.arg == "no":
            ops.log(state, f"{who} leaves the grande in place.")
            return
        placement = placed_grande(state, task.seat)
        assert placement is not None
        state.placements.remove(placement)
        state.players[task.seat].grande_free = True
        ops.log(state, f"{who} takes the grande back.")
        if task.seat != task.params["by"]:
            _vp_to(state, task.params["by"], f"{who} took the grande back")


@visitor
class GuestSpeaker(VisitorCard):
    """Winter 38: each player may train a worker for 1 lira; 1 VP per opponent who does."""

    id = "guest_speaker"

    def reason(self, state: GameState, seat: int) -> str:
        """§13 minimum: some player (the card's player or an opponent) can train for 1 lira."""
        if any(workers.can_train(p, GUEST_SPEAKER_COST) for p in state.players):
            return ""
        return "no player can train a worker for 1 lira"

    def play(self, state: GameState, seat: int) -> None:
        """Ask the player, then each opponent in turn."""
        _ask_each(state, seat, "guest_speaker_offer")


@decision
class GuestSpeakerOffer(Decision):
    """Train a worker for 1 lira (usable next year)."""

    kind = "guest_speaker_offer"
    rule = "§13"
    title = "Guest Speaker: train a worker for 1 lira?"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """Only a player with 1 lira and fewer than 6 workers."""
        if not workers.can_train(state.players[task.seat], GUEST_SPEAKER_COST):
            return []
        by = task.params["by"]
        gift = "" if task.seat == by else f"; {ops.name(state, by)} gains 1 VP"
        return [
            choice("respond", "yes", f"Pay 1 lira to train a worker (usable next year{gift})", "§13"),
            choice("respond", "no", "Do not train", "§13"),
        ]

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Train, and score the card's player for an opponent."""
        who = ops.name(state, task.seat)
        if action.arg == "no":
            ops.log(state, f"{who} does not train.")
            return
        workers.train(state, task.seat, GUEST_SPEAKER_COST)
        if task.seat != task.params["by"]:
            _vp_to(state, task.params["by"], f"{who} trained a worker")


@visitor
class Governor(VisitorCard):
    """Winter 35: name up to 3 opponents; each gives a summer visitor, or 1 VP if they have none."""

    id = "governor"

    def reason(self, state: GameState, seat: int) -> str:
        """Needs an opponent."""
        return "" if state.n > 1 else "no opponent to name"

    def play(self, state: GameState, seat: int) -> None:
        """Name the opponents one at a time."""
        push(state, "governor_name", seat, named=[])


@decision
class GovernorName(Decision):
    """Name another opponent, or stop naming."""

    kind = "governor_name"
    rule = "§13"
    title = "Governor: name an opponent"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """Opponents not named yet, and stopping."""
        named = task.params["named"]
        out = [
            choice("name", o, f"Name {ops.name(state, o)}", "§13")
            for o in ops.opponents_in_order(state, task.seat)
            if o not in named
        ]
        stop = "Name no more opponents" if named else "Name no opponent"
        out.append(choice("stop", None, stop, "§13"))
        return out

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Add the name; once done, ask each named opponent in V10 order."""
        seat = task.seat
        named = list(task.params["named"])
        if action.kind == "name":
            named.append(action.arg)
            left = len(ops.opponents_in_order(state, seat)) - len(named)
            if len(named) < GOVERNOR_MAX and left > 0:
                push(state, "governor_name", seat, named=named)
                return
        if not named:
            ops.log(state, f"{ops.name(state, seat)} names no opponent.")
            return
        order = [o for o in ops.opponents_in_order(state, seat) if o in named]
        ops.log(state, f"{ops.name(state, seat)} names {', '.join(ops.name(state, o) for o in order)}.")
        for opponent in reversed(order):
            push(state, "governor_give", opponent, by=seat)


@decision
class GovernorGive(Decision):
    """A named opponent must give a summer visitor of their choice; with none, the player scores."""

    kind = "governor_give"
    rule = "§13"
    title = "Governor: give a summer visitor"

    def prompt(self, state: GameState, task: Task) -> str:
        """Names the receiver."""
        return f"Governor: give a summer visitor to {ops.name(state, task.params['by'])}"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """Each summer visitor in hand (no refusal)."""
        cat = catalog()
        by = ops.name(state, task.params["by"])
        cards = dict.fromkeys(ops.hand_of(state.players[task.seat], "summer"))
        return [choice("give", c, f"Give {cat.card_name(c)} to {by}", "§13") for c in cards]

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Hand the card over; only the two players see which."""
        seat, by = task.seat, task.params["by"]
        state.players[seat].hand.remove(action.arg)
        state.players[by].hand.append(action.arg)
        who, to = ops.name(state, seat), ops.name(state, by)
        ops.log(state, f"{who} gives {to} a summer visitor.")
        ops.log(state, f"{who} gives {to} {catalog().card_name(action.arg)}.", seen_by=[seat, by])

    def on_skip(self, state: GameState, task: Task) -> None:
        """No summer visitor to give: the Governor's player gains 1 VP."""
        who = ops.name(state, task.seat)
        ops.log(state, f"{who} holds no summer visitor.")
        _vp_to(state, task.params["by"], f"{who} had no summer visitor")
