"""A hint for a person's decision: the Expert's choice, and in one line what that choice improves most.

The choice is the Expert's, made on the seat's `Knowledge` alone (never the GameState). The why is
read off the evaluation: on a state sampled from the same knowledge, the choice is applied with
the seat's own follow-ups, and each part of the seat's position (VP, lira, residual, fields,
grapes, wines, cards in hand, structures, workers) is put back in turn to see how much of the
gain it carries; the part that carries most is put into words, with the cards it concerns. Cards
drawn in the sample are guesses, so only their kind is named, never the card.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from viticulture_tui.ai.evaluation import LIRA_NEEDED, player_value, years_left
from viticulture_tui.ai.levels import make_bot
from viticulture_tui.ai.lookahead import after, greedy_finish
from viticulture_tui.engine import Action, Choice, GameState, IllegalAction
from viticulture_tui.engine.board import BONUS_WORDS, VP_BONUS_ACTIONS
from viticulture_tui.engine.catalog import Order, catalog
from viticulture_tui.engine.cellar import cellar_limit
from viticulture_tui.engine.knowledge import Knowledge
from viticulture_tui.engine.orders import fillable_orders
from viticulture_tui.engine.sampling import sample_state
from viticulture_tui.engine.state import Player
from viticulture_tui.engine.vineyard import best_yields

HINT_LEVEL = "expert"
"""The level whose choice a hint gives."""

PARTS: dict[str, tuple[str, ...]] = {
    "vp": ("vp", "vp_sources"),
    "residual": ("residual",),
    "lira": ("lira",),
    "fields": ("fields",),
    "grapes": ("grapes",),
    "wines": ("wines",),
    "hand": ("hand",),
    "structures": ("structures",),
    "workers": ("workers", "trained", "free_workers", "grande_free", "temp_worker"),
}
"""The parts of a player's position a hint can name, with the Player fields each one is."""

NOTHING_CLEAR = 0.05
"""A gain (in VP of the evaluation) below which no part is named: the choice is simply the least bad."""

CARD_KINDS = {
    "vine": "vine card",
    "summer": "summer visitor",
    "winter": "winter visitor",
    "order": "wine order",
}


@dataclass(frozen=True)
class Hint:
    """The suggested choice, as the engine words it, and one line of why."""

    action: Action
    label: str
    why: str

    @property
    def line(self) -> str:
        """'Plant Syrah on the 6-field: its grapes can fill your red 2 + red 3 order'."""
        return f"{self.label}: {self.why}"


def hint(knowledge: Knowledge, choices: list[Choice], rng: random.Random) -> Hint:
    """The Expert's choice among `choices` (the seat's legal choices now) and why it is good."""
    if not choices:
        raise ValueError("there is no decision to give a hint for")
    action = make_bot(HINT_LEVEL).choose(knowledge, choices, rng)
    label = next(c.label for c in choices if c.action == action)
    return Hint(action, label, reason(knowledge, [c.action for c in choices], action, rng))


ONLY = "it is the only choice there is"
LEAST_BAD = "the Expert's pick, though no part of your position gains clearly over the other choices"
"""Said when nothing stands out. Not "it came out ahead in the Expert's playouts": at a table a
placement is the vintner's rule, not a search (`ai/expert.py`)."""


def reason(knowledge: Knowledge, actions: list[Action], action: Action, rng: random.Random) -> str:
    """In words, what `action` does for the seat that the other choices do less (on a sampled state).

    Every choice is played with the seat's follow-ups and split into the parts of the position it
    changes. What the game does on its own meanwhile (a year end, aging) is the same for every
    choice, so a part is named by how much more the action gains in it than the other choices do
    on average, among the parts the action improves; when it improves none (a card to discard),
    by what it keeps better than they do.
    """
    seat = knowledge.seat
    state = sample_state(knowledge, rng)
    top = state.top()
    if top is not None and top.kind == "bonus_token" and len(actions) > 1:
        # The evaluation does not count tokens: told by the position, the why named whatever
        # the follow-ups did next (a structure built), not the token kept or spent.
        return token_words(top.params["action"], action)
    clock = years_left(state)
    chosen = _outcome(state, action, seat, clock)
    if chosen is None:
        return LEAST_BAD
    outcomes = [o for o in (_outcome(state, a, seat, clock) for a in actions if a != action) if o is not None]
    mine = part_gains(state, chosen, seat, clock)
    rest = [part_gains(state, o, seat, clock) for o in outcomes]
    # With no other choice, what the action does is told against the position before it.
    ahead = {p: mine[p] - sum(r[p] for r in rest) / len(rest) for p in mine} if rest else mine
    improved = [p for p in mine if mine[p] > NOTHING_CLEAR]
    if improved:
        best = max(improved, key=lambda p: ahead[p])
        if ahead[best] <= NOTHING_CLEAR:
            # What it gains every other choice gains as well (the last card of four discarded for
            # 3 VP): name what sets it apart, if anything does, before what it gains the most.
            apart = max(mine, key=lambda p: ahead[p])
            best = apart if ahead[apart] > NOTHING_CLEAR else max(improved, key=lambda p: mine[p])
    else:
        best = max(mine, key=lambda p: ahead[p])
        if ahead[best] <= NOTHING_CLEAR:
            return LEAST_BAD if outcomes else ONLY
    return WORDS[best](state, chosen, seat, action)


def token_words(board_action: str, action: Action) -> str:
    """Why spend or keep a solo bonus action token on `board_action` (§17.5)."""
    if action.arg == "spend":
        if board_action in VP_BONUS_ACTIONS:  # a VP: the most a token brings
            return "here the token is worth a VP, the most a token ever brings"
        return f"the bonus ({BONUS_WORDS[board_action]}) is worth more now than a token kept"
    return "a token kept can add a VP later, on a fill or a sale"


def _outcome(state: GameState, action: Action, seat: int, clock: float) -> GameState | None:
    """The state after the action and the seat's own greedy follow-ups (None if it is not legal there)."""
    try:
        return greedy_finish(after(state, action), seat, clock=clock)
    except IllegalAction:
        return None


def part_gains(before: GameState, later: GameState, seat: int, clock: float) -> dict[str, float]:
    """For each part of the seat's position, the value (in VP) that its change alone adds.

    Each part of the position after the choice is put into the position before it, and the
    evaluation of the seat's player says what that part is worth. A field's harvested mark is
    the calendar's (it goes at the year end), so a field part keeps the marks of before.
    """
    was, now = before.players[seat], later.players[seat]
    base = player_value(later, was, clock)
    gains = {}
    for part, fields in PARTS.items():
        update = {f: getattr(now, f) for f in fields}
        if part == "fields":
            update["fields"] = [
                g.model_copy(update={"harvested": f.harvested})
                for f, g in zip(was.fields, now.fields, strict=True)
            ]
        gains[part] = player_value(later, was.model_copy(update=update), clock) - base
    return gains


# The words for each part --------------------------------------------------------------------------


def order_words(order: Order) -> str:
    """'red 2 + red 3': what an order asks for."""
    return " + ".join(f"{icon.type} {icon.min}" for icon in order.wines)


def _orders(player: Player) -> list[Order]:
    cat = catalog()
    return [cat.order_by_id[c] for c in player.hand if cat.card_type[c] == "order"]


def _grown_for(order: Order, red: int, white: int) -> bool:
    """Whether a harvest giving these values yields the grapes for every wine the order asks."""

    def meets(kind: str, low: int) -> bool:
        if kind == "red":
            return red >= low
        if kind == "white":
            return white >= low
        return red > 0 and white > 0 and red + white >= low  # blush and sparkling take both colours

    return all(meets(icon.type, icon.min) for icon in order.wines)


def _newly_grown(was: Player, now: Player) -> Order | None:
    """The best order in hand that the player's fields can now grow the grapes for, and could not before."""
    old, new = best_yields(was), best_yields(now)
    fresh = [o for o in _orders(now) if _grown_for(o, *new) and not _grown_for(o, *old)]
    return max(fresh, key=lambda o: o.vp, default=None)


def _tokens(pool: dict[str, list[int]], since: dict[str, list[int]]) -> list[str]:
    """'red 4', 'white 3': the tokens in `pool` that were not in `since`."""
    out: list[str] = []
    for kind, row in pool.items():
        extra = Counter(row) - Counter(since.get(kind, []))
        out += [f"{kind} {v}" for v in sorted(extra.elements(), reverse=True)]
    return out


def _vp_words(before: GameState, later: GameState, seat: int, action: Action) -> str:
    was, now = before.players[seat], later.players[seat]
    gained = now.vp - was.vp
    # An order gone from the hand was filled only if order VP came with it (else it was discarded).
    filled = [o for o in _orders(was) if o.id not in now.hand]
    if filled and gained > 0 and now.vp_sources.get("orders", 0) > was.vp_sources.get("orders", 0):
        return f"it fills your {order_words(filled[0])} order for {gained} VP now"
    if gained <= 0:
        return "it costs you fewer VP than the other choices"
    return f"it scores {gained} VP now"


def _residual_words(before: GameState, later: GameState, seat: int, action: Action) -> str:
    now = later.players[seat].residual
    if now <= before.players[seat].residual:
        return "it keeps your residual income, which other choices lower"
    return f"it raises your residual income to {now} lira a year"


def _lira_words(before: GameState, later: GameState, seat: int, action: Action) -> str:
    was, now = before.players[seat], later.players[seat]
    gained = now.lira - was.lira
    if gained <= 0:
        return "it costs you fewer lira than the other choices"
    if was.lira < LIRA_NEEDED:
        return f"it brings {gained} lira, which you need before you can build or train"
    return f"it brings {gained} lira"


def _fields_words(before: GameState, later: GameState, seat: int, action: Action) -> str:
    was, now = before.players[seat], later.players[seat]
    sold = [f.value for f, g in zip(was.fields, now.fields, strict=True) if g.sold and not f.sold]
    if sold:
        return f"selling your {sold[0]}-field pays now, more than its vines would"
    order = _newly_grown(was, now)
    if order is not None:
        return f"once harvested, its grapes can fill your {order_words(order)} order"
    cat = catalog()
    for f, g in zip(was.fields, now.fields, strict=True):
        planted = list((Counter(g.vines) - Counter(f.vines)).elements())
        if planted:
            vine = cat.vine_of(planted[0])
            grapes = " + ".join(f"{kind} {v}" for kind, v in (("red", vine.red), ("white", vine.white)) if v)
            # A vine drawn in the sample is a guess: it is named only if it came from the hand.
            name = vine.name if planted[0] in was.hand else "the vine planted"
            return f"{name} gives {grapes} on your {g.value}-field at every harvest to come"
    if now.fields == was.fields:
        # Named for what it keeps: another choice would uproot a vine or sell a field.
        return "it keeps the vines and fields you have, which some other choices give up"
    return "your fields then yield more at every harvest to come"


def _grapes_words(before: GameState, later: GameState, seat: int, action: Action) -> str:
    was, now = before.players[seat], later.players[seat]
    new = _tokens(now.grapes, was.grapes)
    if not new:
        return "it keeps the grapes you will need on your crush pad"
    return f"it puts {' + '.join(new)} on your crush pad, one winemaking away from wine"


def _wines_words(before: GameState, later: GameState, seat: int, action: Action) -> str:
    was, now = before.players[seat], later.players[seat]
    new = _tokens(now.wines, was.wines)
    could = set(fillable_orders(was))
    fills = [catalog().order_by_id[c] for c in fillable_orders(now) if c not in could]
    made = f"it makes {' + '.join(new)} wine" if new else "it keeps your wines"
    if fills:
        return f"{made}, enough to fill your {order_words(fills[0])} order"
    return made


def card_name(card: str) -> str:
    """A card of the player's own hand as a player reads it: 'Syrah', 'Surveyor', 'the red 5 order'."""
    cat = catalog()
    kind = cat.card_type[card]
    if kind == "vine":
        return cat.vine_of(card).name
    if kind == "order":
        return f"the {order_words(cat.order_by_id[card])} order"
    return cat.visitor_by_id[card].name


def _names(action: Action, card: str) -> bool:
    """Whether the action names the card (its argument is the card, or holds it)."""
    arg = action.arg
    return arg == card or (isinstance(arg, tuple | list) and card in arg)


def _listed(items: list[str]) -> str:
    """'a, b and c'."""
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


def _hand_words(before: GameState, later: GameState, seat: int, action: Action) -> str:
    # The cards drawn in a sampled state are guesses: only their kind is named.
    types = catalog().card_type
    was, now = before.players[seat].hand, later.players[seat].hand
    drawn = Counter(types[c] for c in now) - Counter(types[c] for c in was)
    kinds = [f"{n} {CARD_KINDS[k]}s" if n > 1 else f"a {CARD_KINDS[k]}" for k, n in sorted(drawn.items())]
    if kinds:
        return f"it gets you {_listed(kinds)} to turn into VP later"
    gone = list((Counter(was) - Counter(now)).elements())
    if gone:
        # Follow-ups may discard more: the card the choice itself names comes first.
        named = [c for c in gone if _names(action, c)]
        return f"the cards you keep are worth more to you than {card_name((named or gone)[0])}"
    return "it keeps the cards in your hand for a better moment"


def _structures_words(before: GameState, later: GameState, seat: int, action: Action) -> str:
    cat = catalog()
    was, now = before.players[seat], later.players[seat]
    built = [s for s in now.structures if s not in was.structures]
    if not built:
        return "it keeps your structures working for you"
    name = cat.structure_by_id[built[0]].name
    if built[0] in ("trellis", "irrigation"):
        vines = [
            cat.vine_of(c).name
            for c in now.hand
            if cat.card_type[c] == "vine" and getattr(cat.vine_of(c), built[0])
        ]
        if vines:
            return f"the {name} lets you plant your {' and '.join(dict.fromkeys(vines))}"
    if built[0] in ("medium_cellar", "large_cellar"):
        top = cellar_limit(was)
        waiting = [o for o in _orders(now) if any(icon.min > top for icon in o.wines)]
        if waiting:
            return f"the {name} holds the wines your {order_words(waiting[0])} order asks for"
    return f"the {name} keeps paying back for the years left"


def _workers_words(before: GameState, later: GameState, seat: int, action: Action) -> str:
    was, now = before.players[seat], later.players[seat]
    if now.workers > was.workers:
        return "one more worker means one more action every year to come"
    return "it keeps a worker free for the winter actions waiting for it"


WORDS = {
    "vp": _vp_words,
    "residual": _residual_words,
    "lira": _lira_words,
    "fields": _fields_words,
    "grapes": _grapes_words,
    "wines": _wines_words,
    "hand": _hand_words,
    "structures": _structures_words,
    "workers": _workers_words,
}
"""For each part a hint can name, the line that says what the choice does for it."""
