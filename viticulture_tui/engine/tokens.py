"""Shared card steps: discarding cards from hand and discarding grape or wine tokens."""

from __future__ import annotations

from viticulture_tui.engine import ops
from viticulture_tui.engine.actions import Action, Choice
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.registry import Decision, choice, decision, finish
from viticulture_tui.engine.state import GameState, Player, Task
from viticulture_tui.words import counted


def cards_matching(player: Player, types: list[str] | None) -> list[str]:
    """Cards in hand of the given types (all types when None)."""
    kinds = catalog().card_type
    return [c for c in player.hand if types is None or kinds[c] in types]


@decision
class DiscardCards(Decision):
    """Discard `count` cards from hand (of `types` if given), one at a time; then `then`."""

    kind = "discard_cards"
    rule = "§13"
    title = "Discard cards"

    def prompt(self, state: GameState, task: Task) -> str:
        """Says how many are left to discard."""
        return f"Discard {counted(task.params['count'], 'more card')}"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """One choice per different card in hand of the `types` asked for (any card without `types`)."""
        cat = catalog()
        seen: set[str] = set()
        out = []
        for card in cards_matching(state.players[task.seat], task.params.get("types")):
            key = card.split(".", 1)[0]
            if key not in seen:
                seen.add(key)
                out.append(choice("discard", card, f"Discard {cat.card_name(card)}", "§13"))
        return out

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Discard the chosen card and ask for the next; after the last, hand the cards to `then`."""
        ops.discard(state, task.seat, action.arg)
        ops.log(state, f"{ops.name(state, task.seat)} discards {catalog().card_name(action.arg)}.")
        record = task.params.setdefault("record", [])
        record.append(action.arg)
        if task.params["count"] > 1:
            task.params["count"] -= 1
            state.stack.append(task)
            return
        finish(state, task, record)


def tokens(player: Player, what: str, min_value: int = 1) -> list[tuple[str, int]]:
    """(type, value) of the player's grapes (`what`='grape') or wines ('wine') worth at least min_value."""
    rows = player.grapes if what == "grape" else player.wines
    return [(kind, v) for kind, row in rows.items() for v in row if v >= min_value]


@decision
class DiscardToken(Decision):
    """Discard one grape or wine token (`what`, `min_value`); then `then` with what was removed."""

    kind = "discard_token"
    rule = "§13"
    title = "Discard a token"

    def choices(self, state: GameState, task: Task) -> list[Choice]:
        """Each grape (or wine) token of the seat worth at least `min_value`."""
        what = task.params["what"]
        noun = "grape" if what == "grape" else "wine"
        return [
            choice("token", (kind, v), f"Discard the {kind} {noun} {v}", "§13")
            for kind, v in tokens(state.players[task.seat], what, task.params.get("min_value", 1))
        ]

    def resolve(self, state: GameState, task: Task, action: Action) -> None:
        """Remove the chosen token, then hand its type and value to `then`."""
        kind, value = action.arg
        player = state.players[task.seat]
        rows = player.grapes if task.params["what"] == "grape" else player.wines
        rows[kind].remove(value)
        noun = "grape" if task.params["what"] == "grape" else "wine"
        ops.log(state, f"{player.name} discards a {kind} {noun} {value}.")
        finish(state, task, [kind, value])
