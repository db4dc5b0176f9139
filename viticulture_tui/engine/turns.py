"""A worker-placement turn: place a worker (and resolve the action) or pass (§3.2, §4)."""

from __future__ import annotations

from viticulture_tui.engine import ops
from viticulture_tui.engine.actions import Action, Choice
from viticulture_tui.engine.board import (
    BONUS_SLOT,
    BONUS_WORDS,
    GAIN_LIRA,
    LIRA_BONUS_ACTIONS,
    RULE_OF_ACTION,
    VISITOR_ACTIONS,
    VP_BONUS_ACTIONS,
    YOKE,
    bonus_adds,
    bonus_needed,
    can_take_bonus,
    cannot_act,
    first_visitor_after,
    has_bonus_slot,
    occupants,
    season_actions,
    slot_count,
    stand_worker,
    visitor_cards,
    visitor_reason_after,
)
from viticulture_tui.engine.catalog import cached, catalog
from viticulture_tui.engine.registry import DECISIONS, Decision, choice, decision, push, push_all, step
from viticulture_tui.engine.state import GameState, Player, Task, construct

GAIN_BONUS_ACTIONS = LIRA_BONUS_ACTIONS + VP_BONUS_ACTIONS
"""Actions whose bonus is a gain of lira or VP (the others give more of the same action)."""
WORKER_WORDS = {"worker": "a worker", "grande": "your grande"}


Placement_ = tuple[str, str, str]
"""A placement as its action argument: (action, space "plain" / "bonus" / "full", worker kind)."""


def placement_choices(state: GameState, seat: int, only: str | None = None) -> list[Choice]:
    """Every legal placement of the player now, one per action, space kind and worker kind.

    With `only`, just the placements on that action.
    """
    token_bonus = _token_bonus(state, state.players[seat])
    kept = _kept_choices()
    out: list[Choice] = []
    for arg in legal_placements(state, seat, only):
        found = kept.get(arg)
        if found is None:
            if arg[1] == "full":
                # Only a grande on a full action has words that depend on the state (S1's token).
                out.append(_placement_choice(arg, token_bonus and bonus_adds(state, seat, arg[0])))
                continue
            found = kept[arg] = _placement_choice(arg, False)
        out.append(found)
    return out


@cached
def _kept_choices() -> dict[Placement_, Choice]:
    """The choices of the placements whose words never change (every space but a full action),
    by their argument: one dictionary look-up per placement at every turn."""
    return {}


@cached
def _placement_choice(arg: Placement_, adds: bool) -> Choice:
    """The choice of one placement, built once per placement: its words are fixed by the action,
    the space and the worker (and `adds` on a full action), and every turn of every game asks."""
    action, space, worker = arg
    if action == GAIN_LIRA:
        label, rule = f"Gain 1 lira: place {WORKER_WORDS[worker]}", "§4.6"
    elif action == YOKE:
        label, rule = f"Yoke: place {WORKER_WORDS[worker]}", "§4.7, §12"
    else:
        name = catalog().action_by_id[action].name
        rule = RULE_OF_ACTION[action]
        if space == "plain":
            label = f"{name}: place {WORKER_WORDS[worker]}"
        elif space == "bonus":
            label = f"{name}: place {WORKER_WORDS[worker]} on the bonus space ({BONUS_WORDS[action]})"
            rule = f"{rule}, §4.2"
        else:
            # In solo a bonus token may still add the bonus (S1); otherwise a grande never gets it.
            bonus_words = "a bonus token may add the bonus" if adds else "no bonus"
            label = f"{name}: your grande on the full action ({bonus_words})"
            rule = "§4.4"
    return choice("place", arg, label, rule)


def _token_bonus(state: GameState, player: Player) -> bool:
    # Solo (S1): a bonus token either adds the bonus to a placement, or opens the middle space.
    return state.solo and not state.setup.options.token_opens_middle and player.bonus_tokens > 0


def legal_placements(state: GameState, seat: int, only: str | None = None) -> list[Placement_]:
    """The legal placements as action arguments, without words (cheap enough to check one action).

    With `only`, just the placements on that action.
    """
    player = state.players[seat]
    # Asked at every turn of every game and playout: the setup's options and the slots are read
    # once, and the loop below runs without generators.
    kinds: tuple[str, ...]
    if player.free_workers > 0:
        kinds = _BOTH_KINDS if player.grande_free else _WORKER_KIND
    elif player.grande_free:
        kinds = _GRANDE_KIND
    else:
        return []
    out: list[Placement_] = []
    solo = state.automa is not None
    options = state.setup.options
    friendly = options.friendly_variant and not solo
    token_middle = solo and options.token_opens_middle
    token_bonus = solo and not options.token_opens_middle and player.bonus_tokens > 0  # _token_bonus
    slots = slot_count(state)
    bonus_slot = slots >= 2 and (not token_middle or player.bonus_tokens > 0)  # has_bonus_slot
    actions = season_actions(state)
    if only is not None:
        actions = (only,) if only in actions else ()
    taken: dict[str, list[int]] = {a: [] for a in actions}
    for p in state.placements:
        if p.slot >= 0 and p.action in taken:
            taken[p.action].append(p.slot)
    plain_slots = _plain_slots(slots)
    for action in actions:
        used = taken[action]
        plain_free = not plain_slots.issubset(used)  # a space without a bonus is free
        bonus_free = bonus_slot and BONUS_SLOT not in used
        grande_full = not plain_free and not bonus_free and player.grande_free
        if not (plain_free or bonus_free or grande_full):
            continue
        if token_middle and bonus_free and plain_free and not bonus_adds(state, seat, action):
            # S1 option: the middle space costs a token; with the left space free it is worth
            # one only where the bonus adds something.
            bonus_free = False
        if action in VISITOR_ACTIONS:
            # §4.3, V5: the visitor is played once the worker stands there, so that is the state
            # its playability is checked in (per space and worker). No visitor of the deck in
            # hand: no space opens, and none needs standing a worker on it to know.
            cards = visitor_cards(player, action)
            if not cards:
                continue
            if plain_free:
                for k in kinds:
                    if _opens(state, seat, action, "plain", k, cards):
                        out.append((action, "plain", k))
            if bonus_free and (not friendly or not plain_free or can_take_bonus(state, seat, action)):
                for k in kinds:
                    if _opens(state, seat, action, "bonus", k, cards):
                        out.append((action, "bonus", k))
            if grande_full and _opens(state, seat, action, "full", "grande", cards):
                out.append((action, "full", "grande"))
            continue
        bonus_lira = 1 if action in LIRA_BONUS_ACTIONS else 0
        plain_extra = bonus_lira if token_bonus else 0
        # One check of "can the action be done" per action: with the bonus lira only when needed.
        why = cannot_act(state, seat, action, plain_extra)
        why_bonus = why if not why or not bonus_lira else cannot_act(state, seat, action, bonus_lira)
        if plain_free and not why:
            for k in kinds:
                out.append((action, "plain", k))
        if (
            bonus_free
            and not why_bonus
            and (not friendly or not plain_free or can_take_bonus(state, seat, action))
        ):
            for k in kinds:
                out.append((action, "bonus", k))
        if grande_full and not why:
            out.append((action, "full", "grande"))
    if only not in (None, GAIN_LIRA, YOKE):
        return out
    yoke_open = not cannot_act(state, seat, YOKE)
    for k in kinds:
        out.append((GAIN_LIRA, "plain", k))
        if yoke_open:
            out.append((YOKE, "plain", k))
    return out


def _opens(state: GameState, seat: int, action: str, space: str, worker: str, cards: list[str]) -> bool:
    """`visitor_opens_after` for one space and worker, trying first the card that opened the last
    space asked about: a card playable on one space nearly always is on the next, so the cards
    that cannot be played are not asked again (the answer does not depend on the order)."""
    card = first_visitor_after(state, seat, action, space, worker, cards)
    if card is None:
        return False
    if card != cards[0]:
        cards.remove(card)
        cards.insert(0, card)
    return True


_BOTH_KINDS = ("worker", "grande")
_WORKER_KIND = ("worker",)
_GRANDE_KIND = ("grande",)


@cached
def _plain_slots(slots: int) -> frozenset[int]:
    return frozenset(i for i in range(slots) if i != BONUS_SLOT)


def placement_reason(state: GameState, seat: int, arg: object) -> str:
    """Why a placement on an open action is still illegal, in words ('' if no reason is known)."""
    if not (isinstance(arg, tuple) and len(arg) == 3):
        return ""
    action, space, worker = arg
    player = state.players[seat]
    if worker == "grande" and not player.grande_free:
        return "your grande is already placed"
    if worker == "worker" and not player.free_workers:
        return "you have no regular worker left to place"
    if action not in season_actions(state):
        return ""
    slots = occupants(state, action)
    plain_free = any(s is None for i, s in enumerate(slots) if i != BONUS_SLOT)
    if space == "full":
        if worker != "grande":
            return "only the grande may be placed on a full action"
        if any(s is None for s in slots):
            return "a space of this action is still free"
    elif space == "bonus":
        if not has_bonus_slot(state):
            return f"there is no bonus space with {state.n} player{'s' if state.n > 1 else ''}"
        if slots[BONUS_SLOT] is not None:
            return "the bonus space is taken"
        if state.setup.options.friendly_variant and plain_free:
            return "friendly variant (R9): the bonus space is for a player who can take its bonus"
    elif space == "plain" and not plain_free:
        return "every space without a bonus is taken"
    if action in VISITOR_ACTIONS and space in ("plain", "bonus", "full"):
        return visitor_reason_after(state, seat, action, space, worker)
    return ""


PASS_CHOICE = choice("pass", None, "Pass: place no more workers this season", "§3.2")
"""§3.2: the last choice of every turn (a Choice is immutable, so one serves every turn)."""
WHERE_WORDS = {"bonus": " (bonus space)", "full": " (grande on a full action)"}


@decision
class TurnDecision(Decision):
    """A turn in summer or winter: place one worker, or pass for the season."""

    kind = "turn"
    rule = "§3.2"
    title = "Your turn: place a worker or pass"
    always_open = True  # passing is always possible

    def is_legal(self, state: GameState, task: Task, action: Action) -> bool:
        """Whether the action is a pass or a legal placement, checking only the board action it names."""
        # Checks only the action asked about, instead of every placement (replaying a log).
        if action.kind == "pass":
            return action.arg is None
        if action.kind != "place" or not isinstance(action.arg, tuple) or len(action.arg) != 3:
            return False
        return action.arg in legal_placements(state, task.seat, only=action.arg[0])

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """Every legal worker placement of the seat, then the pass."""
        out = placement_choices(state, task.seat)
        out.append(PASS_CHOICE)
        return out

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Pass for the season, or place the worker and start its action (with the bonus on a bonus space)."""
        seat = task.seat
        player = state.players[seat]
        state.last_turn = seat
        if action.kind == "pass":
            player.passed = True
            ops.log(state, f"{player.name} passes.")
            return
        action_id, space, worker = action.arg
        place_worker(state, seat, action_id, space, worker)
        start_action(state, seat, action_id, space == "bonus")


def place_worker(state: GameState, seat: int, action: str, space: str, worker: str) -> None:
    """Put the worker on the space chosen and log it."""
    player = state.players[seat]
    stand_worker(state, seat, action, space, worker)
    if space == "bonus" and state.solo:
        ops.log(state, f"{player.name} spends a bonus action token to open the middle space.")
    where = WHERE_WORDS.get(space, "")
    name = (
        "Yoke"
        if action == YOKE
        else "Gain 1 lira"
        if action == GAIN_LIRA
        else catalog().action_by_id[action].name
    )
    who = "the grande" if worker == "grande" else "a worker"
    ops.log(state, f"{player.name} places {who} on {name}{where}.")


def start_action(state: GameState, seat: int, action: str, bonus: bool, bonus_chosen: bool = False) -> None:
    """Resolve a board action, with its bonus when placed on the bonus space.

    `bonus_chosen`: a solo bonus token was spent, so the bonus is taken (only its timing is asked).
    """
    player = state.players[seat]
    if (
        not bonus
        and state.solo
        and player.bonus_tokens
        and not state.setup.options.token_opens_middle
        and action in BONUS_WORDS
        and bonus_adds(state, seat, action)
    ):
        # S1: a token is offered only where its bonus adds something.
        push(state, "bonus_token", seat, action=action)
        return
    if bonus and action in GAIN_BONUS_ACTIONS:
        if bonus_chosen and action not in ("build_structure", "train_worker"):
            push(state, "take_bonus", seat, action=action)
            run_action(state, seat, action, False)
        else:
            push(state, "bonus_choice", seat, action=action, must=bonus_chosen)
        return
    run_action(state, seat, action, bonus)


def run_action(state: GameState, seat: int, action: str, bonus: bool, worker: bool = True) -> None:
    """Push the tasks of a board action; `bonus` here only for bonuses that add more of it.

    `worker=False` for an action a card takes without placing a worker (Manager): the Tasting
    Room pays only for a worker placed on Give tour (§12, §13).
    """
    player = state.players[seat]
    if action == "draw_vine" or action == "draw_order":
        deck = "vine" if action == "draw_vine" else "order"
        ops.draw(state, seat, deck)
        if bonus:
            push(state, "extra_draw", seat, deck=deck)
    elif action == "give_tour":
        ops.gain_lira(state, seat, 2)
        ops.log(state, f"{player.name} gives a tour: +2 lira.")
        if worker:
            tasting_room(state, seat)
    elif action == "build_structure":
        push(state, "build", seat)
    elif action in VISITOR_ACTIONS:
        deck = "summer" if action == "play_summer_visitor" else "winter"
        tasks: list[tuple[str, int, dict[str, object]]] = [("play_visitor", seat, {"deck": deck})]
        if bonus:
            tasks.append(("play_visitor", seat, {"deck": deck, "optional": True, "bonus": True}))
        push_all(state, tasks)
    elif action == "sell_grapes_or_field":
        push(state, "sell", seat)
    elif action == "plant_vine":
        push(state, "plant", seat, max=2 if bonus else 1)
    elif action == "harvest_field":
        push(state, "harvest", seat, max=2 if bonus else 1)
    elif action == "train_worker":
        from viticulture_tui.engine.workers import train

        train(state, seat)
    elif action == "make_wine":
        push(state, "make_wine", seat, max=3 if bonus else 2)
    elif action == "fill_order":
        push(state, "fill_order", seat)
    elif action == GAIN_LIRA:
        ops.gain_lira(state, seat, 1)
        ops.log(state, f"{player.name} gains 1 lira.")
    elif action == YOKE:
        player.yoke_used = True
        push(state, "yoke", seat)
    else:
        raise KeyError(action)


def tasting_room(state: GameState, seat: int) -> None:
    """§12: a tour with at least one wine in the cellar gives 1 VP, once a year."""
    player = state.players[seat]
    if player.has("tasting_room") and not player.tasting_room_used and any(player.wines.values()):
        player.tasting_room_used = True
        ops.gain_vp(state, seat, 1, "tasting room")
        ops.log(state, f"{player.name}'s Tasting Room gives 1 VP.")


def apply_bonus(state: GameState, seat: int, action: str) -> None:
    """The +1 lira or +1 VP of a bonus space."""
    if action in LIRA_BONUS_ACTIONS:
        ops.gain_lira(state, seat, 1)
        ops.log(state, f"{ops.name(state, seat)} takes the bonus: +1 lira.")
    else:
        ops.gain_vp(state, seat, 1, "bonus spaces")
        ops.log(state, f"{ops.name(state, seat)} takes the bonus: +1 VP.")


@decision
class BonusChoice(Decision):
    """§4.2: the bonus is optional and may be taken before or after the action."""

    kind = "bonus_choice"
    rule = "§4.2"
    title = "Take the bonus?"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """Bonus before (build, train) or after the action, or skip unless `must`; only before if needed."""
        action = task.params["action"]
        words = BONUS_WORDS[action]
        needed = bonus_needed(state, task.seat, action)
        out = []
        if action in ("build_structure", "train_worker"):
            out.append(choice("bonus", "before", f"Take the bonus ({words}) before the action", "§4.2"))
        if not needed:
            out.append(choice("bonus", "after", f"Take the bonus ({words}) after the action", "§4.2"))
            if not task.params.get("must"):
                out.append(choice("bonus", "skip", "Skip the bonus", "§4.2", skips_bonus=True))
        return out

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Take the bonus now, or queue it for after the action, or skip it; then run the action."""
        seat, board_action = task.seat, task.params["action"]
        if action.arg == "before":
            apply_bonus(state, seat, board_action)
            run_action(state, seat, board_action, False)
        elif action.arg == "after":
            push(state, "take_bonus", seat, action=board_action)
            run_action(state, seat, board_action, False)
        else:
            ops.log(state, f"{ops.name(state, seat)} skips the bonus.")
            run_action(state, seat, board_action, False)


@step("take_bonus")
def _take_bonus(state: GameState, task: Task) -> None:
    apply_bonus(state, task.seat, task.params["action"])


@decision
class ExtraDraw(Decision):
    """The bonus of a draw action: draw one more card, or not."""

    kind = "extra_draw"
    rule = "§4.2"
    title = "Take the bonus card?"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """Draw 1 more card of the deck or skip the bonus; none when that deck and its discards are empty."""
        deck = task.params["deck"]
        if not ops.can_draw(state, deck):
            return []
        return [
            choice("bonus", "take", f"Draw 1 more {ops.DECK_NAMES[deck]} card (bonus)", "§4.2"),
            choice("bonus", "skip", "Skip the bonus", "§4.2", skips_bonus=True),
        ]

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Draw the bonus card if the seat took it."""
        if action.arg == "take":
            ops.draw(state, task.seat, task.params["deck"])


@decision
class YokeDecision(Decision):
    """§12 Yoke: uproot one vine to your hand, or harvest one field."""

    kind = "yoke"
    rule = "§12"
    title = "Yoke: uproot or harvest"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """Each vine the seat can uproot to hand, and each field it can harvest."""
        out = [
            choice("uproot", c.action.arg, c.label + " (to your hand)", "§12")
            for c in DECISIONS["uproot"].choices(state, task)
        ]
        # A trusted task built without pydantic's validation (asked at every Yoke decision).
        out += DECISIONS["harvest"].choices(state, construct(Task, kind="harvest", seat=task.seat, params={}))
        return out

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Uproot the chosen vine into the hand, or harvest the chosen field."""
        from viticulture_tui.engine.vineyard import harvest, uproot

        if action.kind == "uproot":
            index, card = action.arg
            uproot(state, task.seat, index, card, to_hand=True)
        else:
            harvest(state, task.seat, action.arg)


@step("resolve_planned")
def _resolve_planned(state: GameState, task: Task) -> None:
    """V5: a planned worker acts at the start of winter, or is skipped with the reason."""
    action, slot = task.params["action"], task.params["slot"]
    for placement in state.placements:
        if placement.planned and placement.seat == task.seat and placement.action == action:
            placement.planned = False
            break
    else:
        return  # the worker was taken back before winter
    bonus = slot == BONUS_SLOT
    extra = 1 if bonus and action in LIRA_BONUS_ACTIONS else 0
    why = cannot_act(state, task.seat, action, extra)
    name = catalog().action_by_id[action].name
    if why:
        ops.log(state, f"{ops.name(state, task.seat)}'s planned {name} cannot be done: {why}.")
        return
    ops.log(state, f"{ops.name(state, task.seat)}'s planned worker takes {name}.")
    start_action(state, task.seat, action, bonus)


@decision
class BonusToken(Decision):
    """S1: in solo, spend one bonus action token to also take the action's bonus."""

    kind = "bonus_token"
    rule = "§17.5, S1"
    title = "Spend a bonus action token?"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """Spend a token for the bonus, or keep the tokens when the action can be done without it."""
        action = task.params["action"]
        tokens = state.players[task.seat].bonus_tokens
        out = [
            choice(
                "token",
                "spend",
                f"Spend a bonus action token ({tokens} held): also {BONUS_WORDS[action]}",
                "§17.5",
            )
        ]
        if not cannot_act(state, task.seat, action):
            out.append(choice("token", "keep", "Keep your tokens", "§17.5"))
        return out

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Spend a token and start the action with its bonus, or run the action without the bonus."""
        board_action = task.params["action"]
        if action.arg == "spend":
            state.players[task.seat].bonus_tokens -= 1
            ops.log(state, f"{ops.name(state, task.seat)} spends a bonus action token.")
            start_action(state, task.seat, board_action, True, bonus_chosen=True)
        else:
            run_action(state, task.seat, board_action, False)
