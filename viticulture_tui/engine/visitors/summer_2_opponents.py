"""Summer visitors 20-38 that involve opponents: Banker, Importer, Swindler, Volunteer Crew,
Wedding Party. Opponents answer one at a time in wake-up order after the player (V10)."""

from __future__ import annotations

from typing import Any

from viticulture_tui.engine import ops
from viticulture_tui.engine.actions import Action, Choice
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.registry import Decision, choice, decision, push, step
from viticulture_tui.engine.state import GameState, Task
from viticulture_tui.engine.vineyard import FIELD_NAMES, can_plant, plant, plantings
from viticulture_tui.engine.visitors.base import VisitorCard, visitor
from viticulture_tui.words import counted

NO_OPPONENT = "there is no opponent"


@visitor
class Banker(VisitorCard):
    """Summer 21: gain 5 lira; each opponent may lose 1 VP to gain 3 lira."""

    id = "banker"

    def play(self, state: GameState, seat: int) -> None:
        """Pay the player, then ask each opponent in turn (V10)."""
        ops.gain_lira(state, seat, 5)
        ops.log(state, f"{ops.name(state, seat)} gains 5 lira.")
        for opponent in reversed(ops.opponents_in_order(state, seat)):
            push(state, "banker_offer", opponent, by=seat)


@decision
class BankerOffer(Decision):
    """An opponent of the Banker's player may lose 1 VP to gain 3 lira."""

    kind = "banker_offer"
    rule = "§13"
    title = "Banker: lose 1 VP to gain 3 lira?"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """Accept or decline the offer; no choice for an opponent who cannot lose 1 VP."""
        if not ops.can_lose_vp(state.players[task.seat], 1):
            return []
        return [
            choice("respond", "yes", "Lose 1 VP and gain 3 lira", "§13"),
            choice("respond", "no", "Decline", "§13"),
        ]

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Lose 1 VP and gain 3 lira, or decline."""
        who = ops.name(state, task.seat)
        if action.arg == "yes":
            ops.gain_vp(state, task.seat, -1, "visitors")
            ops.gain_lira(state, task.seat, 3)
            ops.log(state, f"{who} loses 1 VP and gains 3 lira.")
        else:
            ops.log(state, f"{who} declines the Banker's offer.")


# --- Importer (V4) -------------------------------------------------------------------------

IMPORTER_COUNT = 3


def _visitors_in_hand(state: GameState, seat: int) -> list[str]:
    player = state.players[seat]
    return ops.hand_of(player, "summer") + ops.hand_of(player, "winter")


def _opponent_visitors(state: GameState, seat: int) -> int:
    return sum(len(_visitors_in_hand(state, o)) for o in ops.opponents_in_order(state, seat))


@visitor
class Importer(VisitorCard):
    """Summer 23 (V4): take exactly 3 visitors offered by opponents, or else draw 3 winter visitors.

    Each opponent in turn privately offers 0 to 3 visitor cards from hand, without seeing the
    others' offers; exactly 3 in total go to the player, any other total goes back.
    """

    id = "importer"

    def reason(self, state: GameState, seat: int) -> str:
        """Something must be obtainable: a winter card to draw, or 3 visitors held by opponents."""
        if ops.can_draw(state, "winter") or _opponent_visitors(state, seat) >= IMPORTER_COUNT:
            return ""
        return "the winter visitor deck and its discard pile are empty"

    def play(self, state: GameState, seat: int) -> None:
        """Ask the opponents, unless they hold fewer than 3 visitors between them."""
        if _opponent_visitors(state, seat) < IMPORTER_COUNT:
            ops.log(state, "The opponents hold fewer than 3 visitor cards between them.")
            _importer_draw(state, seat)
            return
        _next_offer(state, seat, ops.opponents_in_order(state, seat), [])


def _importer_draw(state: GameState, seat: int) -> None:
    ops.log(state, f"{ops.name(state, seat)} draws 3 winter visitors.")
    ops.draw_many(state, seat, "winter", IMPORTER_COUNT)


def _next_offer(state: GameState, by: int, queue: list[int], offers: list[list[Any]]) -> None:
    """Ask the next opponent in the queue, or settle when everyone has answered."""
    if queue:
        push(state, "importer_offer", queue[0], by=by, queue=queue[1:], offers=offers)
    else:
        push(state, "importer_settle", by, offers=offers)


@decision
class ImporterOffer(Decision):
    """An opponent of the Importer's player offers visitor cards from hand, one at a time."""

    kind = "importer_offer"
    rule = "§13, V4"
    title = "Importer: offer visitor cards?"

    def prompt(self, state: GameState, task: Task) -> str:
        """Explains the deal and how many cards this player has offered."""
        by = ops.name(state, task.params["by"])
        mine = self._mine(task)
        return (
            f"{by} plays the Importer. If the opponents offer exactly 3 visitor cards in total, "
            f"{by} takes them; otherwise {by} draws 3 winter visitors. You have offered {len(mine)}."
        )

    def _mine(self, task: Task) -> list[str]:
        return [card for seat, card in task.params["offers"] if seat == task.seat]

    def _offerable(self, state: GameState, task: Task) -> list[str]:
        mine = self._mine(task)
        if len(mine) >= IMPORTER_COUNT:
            return []
        return [c for c in _visitors_in_hand(state, task.seat) if c not in mine]

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """Each visitor in hand not yet offered, while fewer than 3 are, and stopping."""
        cards = self._offerable(state, task)
        if not cards:
            return []
        names = catalog().visitor_by_id
        out = [choice("offer", c, f"Offer {names[c].name}", "V4") for c in cards]
        done = "Offer no more cards" if self._mine(task) else "Offer nothing"
        out.append(choice("done", None, done, "V4"))
        return out

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Add the card to the offers and ask again, or stop; then the next opponent is asked."""
        if action.kind == "offer":
            task.params["offers"] = [*task.params["offers"], [task.seat, action.arg]]
            by = ops.name(state, task.params["by"])
            name = catalog().visitor_by_id[action.arg].name
            ops.log(state, f"You offer {name} to {by}.", seen_by=[task.seat])
            if self._offerable(state, task):
                state.stack.append(task)
                return
        self._finish(state, task)

    def on_skip(self, state: GameState, task: Task) -> None:
        """Nothing (more) to offer: the next opponent is asked."""
        self._finish(state, task)

    def _finish(self, state: GameState, task: Task) -> None:
        ops.log(state, f"{ops.name(state, task.seat)} has answered the Importer.")
        _next_offer(state, task.params["by"], task.params["queue"], task.params["offers"])


@step("importer_settle")
def _importer_settle(state: GameState, task: Task) -> None:
    """Exactly 3 offered: they change hands; otherwise the offers go back and the player draws."""
    seat, offers = task.seat, task.params["offers"]
    who = ops.name(state, seat)
    if len(offers) != IMPORTER_COUNT:
        ops.log(state, "The opponents did not offer exactly 3 visitor cards: the offers go back.")
        _importer_draw(state, seat)
        return
    names = catalog().visitor_by_id
    for giver in ops.opponents_in_order(state, seat):
        cards = [card for s, card in offers if s == giver]
        if not cards:
            continue
        for card in cards:
            state.players[giver].hand.remove(card)
            state.players[seat].hand.append(card)
        # Format 2 wrote 'visitor card(s)' here; its migration (persistence/migrations.py) rewrites it.
        ops.log(state, f"{ops.name(state, giver)} gives {who} {counted(len(cards), 'visitor card')}.")
        listed = ", ".join(names[c].name for c in cards)
        ops.log(state, f"{ops.name(state, giver)} gives {who}: {listed}.", seen_by=[seat, giver])


# --- Swindler ------------------------------------------------------------------------------

SWINDLER_LIRA = 2


@visitor
class Swindler(VisitorCard):
    """Summer 31: each opponent gives the player 2 lira or refuses, and each refusal gives 1 VP."""

    id = "swindler"

    def reason(self, state: GameState, seat: int) -> str:
        """Needs an opponent (the card is removed in solo, V9)."""
        return "" if state.n > 1 else NO_OPPONENT

    def play(self, state: GameState, seat: int) -> None:
        """Each opponent answers in turn (V10)."""
        for opponent in reversed(ops.opponents_in_order(state, seat)):
            push(state, "swindler_demand", opponent, by=seat)


def _swindler_refused(state: GameState, by: int) -> None:
    ops.gain_vp(state, by, 1, "visitors")
    ops.log(state, f"{ops.name(state, by)} gains 1 VP.")


@decision
class SwindlerDemand(Decision):
    """An opponent of the Swindler's player gives 2 lira, or refuses and the player gains 1 VP."""

    kind = "swindler_demand"
    rule = "§13"
    title = "Swindler: give 2 lira or refuse?"

    def prompt(self, state: GameState, task: Task) -> str:
        """Names the player asking."""
        by = ops.name(state, task.params["by"])
        return f"{by} plays the Swindler: give {by} 2 lira, or refuse and {by} gains 1 VP"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """Give 2 lira or refuse; no choice with less than 2 lira (the refusal is then automatic)."""
        if state.players[task.seat].lira < SWINDLER_LIRA:
            return []
        by = ops.name(state, task.params["by"])
        return [
            choice("respond", "pay", f"Give {by} 2 lira", "§13"),
            choice("respond", "refuse", f"Refuse ({by} gains 1 VP)", "§13"),
        ]

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Give the Swindler's player 2 lira, or refuse and they gain 1 VP."""
        by, who = task.params["by"], ops.name(state, task.seat)
        if action.arg == "pay":
            ops.pay(state, task.seat, SWINDLER_LIRA)
            ops.gain_lira(state, by, SWINDLER_LIRA)
            ops.log(state, f"{who} gives {ops.name(state, by)} 2 lira.")
        else:
            ops.log(state, f"{who} refuses to pay.")
            _swindler_refused(state, by)

    def on_skip(self, state: GameState, task: Task) -> None:
        """With less than 2 lira the opponent refuses automatically."""
        ops.log(state, f"{ops.name(state, task.seat)} has less than 2 lira and refuses.")
        _swindler_refused(state, task.params["by"])


# --- Volunteer Crew ------------------------------------------------------------------------

VOLUNTEER_LIRA = 2


@visitor
class VolunteerCrew(VisitorCard):
    """Summer 37: the player, then each opponent, may plant 1 vine; 2 lira per opponent who plants."""

    id = "volunteer_crew"

    def reason(self, state: GameState, seat: int) -> str:
        """§13 minimum: some player (the card's player or an opponent) can plant a vine."""
        if any(can_plant(p) for p in state.players):
            return ""
        return "no player can plant a vine"

    def play(self, state: GameState, seat: int) -> None:
        """The player first, then the opponents in turn (V10); everyone may decline."""
        for opponent in reversed(ops.opponents_in_order(state, seat)):
            push(state, "volunteer_plant", opponent, by=seat)
        push(state, "volunteer_plant", seat, by=seat)


@decision
class VolunteerPlant(Decision):
    """Plant 1 vine under the normal rules, or decline; an opponent who plants pays the player."""

    kind = "volunteer_plant"
    rule = "§13, §6"
    title = "Volunteer Crew: plant a vine?"

    def prompt(self, state: GameState, task: Task) -> str:
        """Says who gains lira for it."""
        by = task.params["by"]
        if by == task.seat:
            return "Volunteer Crew: you may plant 1 vine"
        name = ops.name(state, by)
        return f"{name} plays the Volunteer Crew: plant 1 vine? ({name} gains 2 lira if you do)"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """Each vine in hand on each field it fits under the normal rules, and 'Plant nothing'."""
        cat = catalog()
        out = [
            choice("plant", (card, i), f"Plant {cat.vine_of(card).name} on the {FIELD_NAMES[i]}", "§6")
            for card, i in plantings(state.players[task.seat])
        ]
        if out:
            out.append(choice("decline", None, "Plant nothing", "§13"))
        return out

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Plant the vine (2 lira to the card's player if an opponent plants), or plant nothing."""
        who = ops.name(state, task.seat)
        if action.kind == "decline":
            ops.log(state, f"{who} plants nothing.")
            return
        card, index = action.arg
        plant(state, task.seat, card, index)
        by = task.params["by"]
        if by != task.seat:
            ops.gain_lira(state, by, VOLUNTEER_LIRA)
            ops.log(state, f"{ops.name(state, by)} gains 2 lira.")


# --- Wedding Party -------------------------------------------------------------------------

WEDDING_LIRA = 2
WEDDING_MAX = 3


@visitor
class WeddingParty(VisitorCard):
    """Summer 38: give 2 lira to each of up to 3 different opponents, 1 VP per opponent paid.

    Ruling: at least one opponent must be paid, so the card needs 2 lira and an opponent.
    """

    id = "wedding_party"

    def reason(self, state: GameState, seat: int) -> str:
        """An opponent and 2 lira for them."""
        if state.n == 1:
            return NO_OPPONENT
        return "" if state.players[seat].lira >= WEDDING_LIRA else "you need 2 lira"

    def play(self, state: GameState, seat: int) -> None:
        """Pick the guests one at a time."""
        push(state, "wedding_guest", seat, paid=[])


@decision
class WeddingGuest(Decision):
    """Pick an opponent to receive 2 lira (+1 VP for the player), or stop after the first."""

    kind = "wedding_guest"
    rule = "§13"
    title = "Wedding Party: give 2 lira to an opponent"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """Each opponent not yet paid, up to 3, while the seat has 2 lira; stopping after the first."""
        paid = task.params["paid"]
        out = []
        if len(paid) < WEDDING_MAX and state.players[task.seat].lira >= WEDDING_LIRA:
            for opponent in ops.opponents_in_order(state, task.seat):
                if opponent not in paid:
                    label = f"Give 2 lira to {ops.name(state, opponent)} (+1 VP)"
                    out.append(choice("guest", opponent, label, "§13"))
        if paid and out:
            out.append(choice("done", None, "Pay no one else", "§13"))
        return out

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Give the opponent 2 lira, gain 1 VP and ask for the next guest; stopping ends the card."""
        if action.kind == "done":
            return
        seat, opponent = task.seat, action.arg
        ops.pay(state, seat, WEDDING_LIRA)
        ops.gain_lira(state, opponent, WEDDING_LIRA)
        ops.gain_vp(state, seat, 1, "visitors")
        ops.log(state, f"{ops.name(state, seat)} gives 2 lira to {ops.name(state, opponent)} and gains 1 VP.")
        task.params["paid"] = [*task.params["paid"], opponent]
        state.stack.append(task)
