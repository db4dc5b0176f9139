"""Game setup: fields, workers, decks, first player, mamas and papas (§2, R8)."""

from __future__ import annotations

from viticulture_tui.engine import ops, rng
from viticulture_tui.engine.actions import Action, Choice
from viticulture_tui.engine.catalog import Papa, PapaOption, catalog
from viticulture_tui.engine.registry import Decision, choice, decision, push, step
from viticulture_tui.engine.state import Field_, GameState, Player, Setup, Task
from viticulture_tui.words import counted

STRUCTURE_NAMES = {"worker": "1 extra worker", "vp": "1 VP"}


def create(setup: Setup) -> GameState:
    """A new game, before anyone has decided anything."""
    from viticulture_tui.engine.visitors import implemented

    cat = catalog()
    n = len(setup.players)
    if not 1 <= n <= 6:
        raise ValueError("Viticulture is played by 1 to 6 players")
    players = [
        Player(
            seat=i,
            name=p.name,
            fields=[Field_(value=v) for v in cat.board.fields],
            workers=cat.board.starting_workers,
            free_workers=cat.board.starting_workers,
        )
        for i, p in enumerate(setup.players)
    ]
    visitors = implemented()
    decks = {
        "vine": list(cat.vine_cards),
        "summer": [v for v in visitors if cat.visitor_by_id[v].deck == "summer"],
        "order": [o.id for o in cat.orders],
        "winter": [v for v in visitors if cat.visitor_by_id[v].deck == "winter"],
    }
    state = GameState(
        setup=setup,
        rng=rng.seed_state(setup.seed),
        players=players,
        decks={},
        discards={k: [] for k in decks},
    )
    for key, cards in decks.items():
        state.rng, state.decks[key] = rng.shuffled(state.rng, cards)
    if n == 1:
        from viticulture_tui.engine.solo import setup_solo

        setup_solo(state)
    state.rng, state.first_player = rng.below(state.rng, n)
    state.turn_order = [(state.first_player + k) % n for k in range(n)]
    ops.log(state, f"{players[state.first_player].name} is the first player.")
    deal_parents(state)
    return state


def deal_parents(state: GameState) -> None:
    """Deal mamas and papas (two of each with the R8 option) and queue their resolution."""
    cat = catalog()
    each = 2 if state.setup.options.mama_papa_choice else 1
    state.rng, mamas = rng.shuffled(state.rng, [m.id for m in cat.mamas])
    state.rng, papas = rng.shuffled(state.rng, [p.id for p in cat.papas])
    # Choices are made from the first player clockwise (§2.5).
    order = [(state.first_player + k) % state.n for k in range(state.n)]
    for k in reversed(order):
        dealt_m = [mamas.pop() for _ in range(each)]
        dealt_p = [papas.pop() for _ in range(each)]
        push(state, "papa_option", k)
        push(state, "resolve_mama", k)
        if each == 2:
            push(state, "choose_parent", k, parent="papa", cards=dealt_p)
            push(state, "choose_parent", k, parent="mama", cards=dealt_m)
        else:
            state.players[k].mama, state.players[k].papa = dealt_m[0], dealt_p[0]


@decision
class ChooseParent(Decision):
    """R8: keep one of the two mamas (or papas) dealt."""

    kind = "choose_parent"
    rule = "§2, R8"
    title = "Choose your mama and papa"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """The two mamas (or papas) dealt, each with what it gives."""
        cat = catalog()
        out = []
        for card in task.params["cards"]:
            if task.params["parent"] == "mama":
                m = cat.mama_by_id[card]
                label = f"Mama {m.name}: {mama_words(card)}"
            else:
                p = cat.papa_by_id[card]
                a, b = option_words(p.option_a), option_words(p.option_b)
                label = f"Papa {p.name}: {p.base_lira} lira, then {a} or {b}"
            out.append(choice("keep", card, label, "R8"))
        return out

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Keep the chosen card as the seat's mama (or papa)."""
        player = state.players[task.seat]
        if task.params["parent"] == "mama":
            player.mama = action.arg
        else:
            player.papa = action.arg


def mama_words(mama_id: str) -> str:
    """What a mama gives, in words: '2 vines, 1 summer visitor, 2 lira'."""
    m = catalog().mama_by_id[mama_id]
    # The log line of these words is part of saves: format 1 wrote them without plurals, and its
    # migration (persistence/migrations.py) rewrites those lines into these words.
    parts = [
        counted(count, word)
        for count, word in (
            (m.vine, "vine"),
            (m.summer, "summer visitor"),
            (m.order, "wine order"),
            (m.winter, "winter visitor"),
        )
        if count
    ]
    if m.lira:
        parts.append(f"{m.lira} lira")
    return ", ".join(parts)


def option_words(option: PapaOption) -> str:
    """A papa option in words."""
    if option.kind == "structure":
        assert option.structure is not None
        return f"the {catalog().structure_by_id[option.structure].name}"
    if option.kind == "lira":
        return f"{option.amount} more lira"
    return STRUCTURE_NAMES[option.kind]


def papa_gift(papa: Papa, option: PapaOption) -> str:
    """What taking one of a papa's options gives in all: '5 lira and the Yoke', '7 lira (5 + 2)'.

    A papa with no lira of his own (Matt) gives only the option: 'the Tasting Room', '6 lira'.
    """
    if option.kind == "lira":
        if not papa.base_lira:
            return f"{option.amount} lira"
        return f"{papa.base_lira + option.amount} lira ({papa.base_lira} + {option.amount})"
    if not papa.base_lira:
        return option_words(option)
    return f"{papa.base_lira} lira and {option_words(option)}"


def papa_words(papa: Papa, option: PapaOption) -> str:
    """A papa option as a choice: 'Papa Jay: 5 lira and the Yoke'."""
    return f"Papa {papa.name}: {papa_gift(papa, option)}"


@step("resolve_mama")
def _resolve_mama(state: GameState, task: Task) -> None:
    player = state.players[task.seat]
    assert player.mama is not None
    m = catalog().mama_by_id[player.mama]
    ops.log(state, f"{player.name}'s mama is {m.name}: {mama_words(m.id)}.")
    for deck, count in (
        ("vine", m.vine),
        ("summer", m.summer),
        ("order", m.order),
        ("winter", m.winter),
    ):
        ops.draw_many(state, task.seat, deck, count)
    ops.gain_lira(state, task.seat, m.lira)


@decision
class PapaOptionDecision(Decision):
    """§2.5: after the base lira, take the papa's pictured extra or the alternative lira."""

    kind = "papa_option"
    rule = "§2"
    title = "Your papa: choose one"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """The papa's two options, each with all it gives (his base lira included)."""
        player = state.players[task.seat]
        assert player.papa is not None
        p = catalog().papa_by_id[player.papa]
        return [
            choice("papa", key, papa_words(p, option), "§2")
            for key, option in (("a", p.option_a), ("b", p.option_b))
        ]

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Gain the papa's base lira and the chosen option: a structure, lira, a worker or VP."""
        seat = task.seat
        player = state.players[seat]
        assert player.papa is not None
        papa = catalog().papa_by_id[player.papa]
        ops.gain_lira(state, seat, papa.base_lira)
        option = papa.option_a if action.arg == "a" else papa.option_b
        if option.kind == "structure":
            assert option.structure is not None
            player.structures.append(option.structure)
        elif option.kind == "lira":
            ops.gain_lira(state, seat, option.amount)
        elif option.kind == "worker":
            # The papa's extra worker is usable from year 1 (§20).
            player.workers += option.amount
            player.free_workers += option.amount
        else:
            ops.gain_vp(state, seat, option.amount, "papa")
        # The log says what the choice said. Its words are part of saved games (a save's state is
        # checked against its log): format 3 wrote '4 lira and 3 more lira', format 4 'Matt: 6
        # lira (0 + 6)', and their migrations (persistence/migrations.py) rewrite those lines.
        ops.log(state, f"{player.name}'s papa is {papa.name}: {papa_gift(papa, option)}.")
