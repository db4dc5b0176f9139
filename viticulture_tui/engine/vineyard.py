"""Fields and vines: planting, harvesting, uprooting, selling and buying fields (§6, §7)."""

from __future__ import annotations

from typing import Any

from viticulture_tui.engine import cellar, ops
from viticulture_tui.engine.actions import Action, Choice
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.registry import Decision, Repeated, choice, decision, finish
from viticulture_tui.engine.state import Field_, GameState, Player, Task

FIELD_NAMES = ("5-field", "6-field", "7-field")


def field_value(field: Field_) -> int:
    """Total vine value planted on a field."""
    cat = catalog()
    return sum(cat.vine_of(c).value for c in field.vines)


def can_plant_on(
    player: Player, card: str, field: Field_, ignore_structures: bool, ignore_capacity: bool
) -> bool:
    """§6: a vine fits an owned field within its value, with the structures it needs."""
    if field.sold:
        return False
    vine = catalog().vine_of(card)
    if not ignore_structures and (
        (vine.trellis and not player.has("trellis")) or (vine.irrigation and not player.has("irrigation"))
    ):
        return False
    return ignore_capacity or field_value(field) + vine.value <= field.value


def plantings(
    player: Player, ignore_structures: bool = False, ignore_capacity: bool = False
) -> list[tuple[str, int]]:
    """Every (vine card, field index) the player could plant now, one card per variety."""
    types = catalog().card_type
    seen: set[str] = set()
    out: list[tuple[str, int]] = []
    for card in player.hand:
        if types[card] != "vine":
            continue
        variety = card.split(".", 1)[0]
        if variety in seen:
            continue
        seen.add(variety)
        for i, field in enumerate(player.fields):
            if can_plant_on(player, card, field, ignore_structures, ignore_capacity):
                out.append((card, i))
    return out


def can_plant(player: Player, ignore_structures: bool = False, ignore_capacity: bool = False) -> bool:
    """Whether at least one vine in hand can be planted now (`plantings` is not empty)."""
    # Asked for every plant space at every turn: the fields' room and the structures are read
    # once, instead of once per card and field as can_plant_on does.
    cat = catalog()
    vine_of = cat._vine_of_card
    room = None
    for field in player.fields:
        if not field.sold:
            # A field may hold more than its value (a vine planted ignoring it): room < 0.
            free = field.value - sum([vine_of[c].red + vine_of[c].white for c in field.vines])
            room = free if room is None or free > room else room
    if room is None:
        return False
    types = cat.card_type
    trellis = ignore_structures or player.has("trellis")
    irrigation = ignore_structures or player.has("irrigation")
    for card in player.hand:
        if types[card] != "vine":
            continue
        vine = vine_of[card]
        if (vine.trellis and not trellis) or (vine.irrigation and not irrigation):
            continue
        if ignore_capacity or vine.red + vine.white <= room:
            return True
    return False


def plant(state: GameState, seat: int, card: str, index: int) -> None:
    """Plant a vine card from hand; the Windmill gives 1 VP once a year (§12)."""
    player = state.players[seat]
    player.hand.remove(card)
    player.fields[index].vines.append(card)
    ops.log(state, f"{player.name} plants {catalog().vine_of(card).name} on the {FIELD_NAMES[index]}.")
    if player.has("windmill") and not player.windmill_used:
        player.windmill_used = True
        ops.gain_vp(state, seat, 1, "windmill")
        ops.log(state, f"{player.name}'s Windmill gives 1 VP.")


def harvestable(player: Player) -> list[int]:
    """Fields that can be harvested now: owned, planted, not yet harvested this year (§7)."""
    return [i for i, f in enumerate(player.fields) if f.vines and not f.sold and not f.harvested]


def field_yield(player: Player, index: int) -> dict[str, int]:
    """§7: the red and the white grape value a harvest of the field gives (0: no grape)."""
    cat = catalog()
    vines = [cat.vine_of(c) for c in player.fields[index].vines]
    return {"red": sum(v.red for v in vines), "white": sum(v.white for v in vines)}


def best_yields(player: Player) -> tuple[int, int]:
    """The most red and the most white grape value any one field gives at a harvest (§7)."""
    cat = catalog()
    red = white = 0
    for f in player.fields:
        red = max(red, sum(cat.vine_of(c).red for c in f.vines))
        white = max(white, sum(cat.vine_of(c).white for c in f.vines))
    return red, white


def harvest(state: GameState, seat: int, index: int) -> None:
    """§7: one red and one white grape of the summed vine values go on the crush pad."""
    player = state.players[seat]
    player.fields[index].harvested = True
    got: list[str] = []
    for colour, value in field_yield(player, index).items():
        if value:
            landed = cellar.place_grape(player, colour, value)
            got.append(f"{colour} {landed}" if landed is not None else f"{colour} {value} (lost)")
    ops.log(state, f"{player.name} harvests the {FIELD_NAMES[index]}: {', '.join(got)}.")


def lost_grapes_words(player: Player, index: int) -> str:
    """R6: a warning for the label when a harvest of the field would lose a grape ('' if none)."""
    lost = [
        colour
        for colour, value in field_yield(player, index).items()
        if value and cellar.landing_value(player.grapes[colour], value, 1) is None
    ]
    if not lost:
        return ""
    return f" (the {' and '.join(lost)} grape will be lost: no room on the crush pad)"


def uproots(player: Player) -> list[tuple[int, str]]:
    """Every (field index, vine card) that could be uprooted."""
    return [(i, c) for i, f in enumerate(player.fields) for c in f.vines]


def uproot(state: GameState, seat: int, index: int, card: str, to_hand: bool) -> None:
    """Take a vine off a field, into the hand (Yoke) or onto the vine discard pile (cards)."""
    player = state.players[seat]
    player.fields[index].vines.remove(card)
    if to_hand:
        player.hand.append(card)
    else:
        state.discards["vine"].append(card)
    where = "to hand" if to_hand else "and discards it"
    ops.log(state, f"{player.name} uproots {catalog().vine_of(card).name} {where}.")


@decision
class PlantDecision(Repeated):
    """Plant vines: `max` in all, at least `min`, optionally without structures or capacity."""

    kind = "plant"
    rule = "§6"
    title = "Plant a vine"
    stop_label = "Plant no more"

    def options(self, state: GameState, task: Task) -> list[Choice]:
        """Each vine variety in hand on each field it fits, with structures or capacity waived if asked."""
        p = task.params
        player = state.players[task.seat]
        out = []
        for card, i in plantings(player, p.get("ignore_structures", False), p.get("ignore_capacity", False)):
            name = catalog().vine_of(card).name
            out.append(choice("plant", (card, i), f"Plant {name} on the {FIELD_NAMES[i]}", "§6"))
        return out

    def do(self, state: GameState, task: Task, action: Action) -> Any:
        """Plant the chosen vine on the chosen field; the record keeps the card and the field."""
        card, index = action.arg
        plant(state, task.seat, card, index)
        return [card, index]


@decision
class HarvestDecision(Repeated):
    """Harvest fields: `max` different fields, at least `min`."""

    kind = "harvest"
    rule = "§7"
    title = "Harvest a field"
    stop_label = "Harvest no more"

    def options(self, state: GameState, task: Task) -> list[Choice]:
        """Each field that can be harvested this year, with a warning when a grape would be lost."""
        player = state.players[task.seat]
        out = []
        for i in harvestable(player):
            lost = lost_grapes_words(player, i)
            out.append(
                choice("harvest", i, f"Harvest the {FIELD_NAMES[i]}{lost}", "§7", loses_token=bool(lost))
            )
        return out

    def do(self, state: GameState, task: Task, action: Action) -> Any:
        """Harvest the chosen field; the record keeps its index."""
        harvest(state, task.seat, action.arg)
        return action.arg


@decision
class UprootDecision(Decision):
    """Uproot `count` vines, to hand (`to_hand`) or to the discard pile."""

    kind = "uproot"
    rule = "§6"
    title = "Uproot a vine"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """Each planted vine, once per variety on each field."""
        player = state.players[task.seat]
        seen: set[tuple[int, str]] = set()
        out = []
        for i, card in uproots(player):
            key = (i, card.split(".", 1)[0])
            if key in seen:
                continue
            seen.add(key)
            name = catalog().vine_of(card).name
            out.append(choice("uproot", (i, card), f"Uproot {name} from the {FIELD_NAMES[i]}", "§6"))
        return out

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Uproot the chosen vine to hand or the discard pile; after `count` vines, hand them to `then`."""
        index, card = action.arg
        uproot(state, task.seat, index, card, bool(task.params.get("to_hand", False)))
        record = task.params.setdefault("record", [])
        record.append([index, card])
        left = task.params.get("count", 1) - 1
        if left > 0:
            task.params["count"] = left
            state.stack.append(task)
            return
        finish(state, task, record)
