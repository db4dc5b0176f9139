"""The Automa in words: its mark on the board, its panel in the solo game, the solo verdict."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text

from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.solo import AUTOMA, SoloView
from viticulture_tui.ui.commands import SPACE_KEYS
from viticulture_tui.ui.palette import PlayerColour, shade
from viticulture_tui.ui.render.players import tag
from viticulture_tui.ui.render.space_names import SHORT_NAMES

AUTOMA_SYMBOL = "A"
AUTOMA_STYLE = "bold #101010 on #A8A8A8"
"""Grey, unlike every player colour, and a letter, unlike every player symbol."""
NEXT_DRAW = {
    "setup": "when summer starts",
    "spring": "when summer starts",
    "fall": "when winter starts",
    "year_end": "next summer",
}


def automa_mark() -> Text:
    """The Automa's worker: a grey 'A'."""
    # A span, not the text's base style: what is appended after the mark must not turn grey too.
    out = Text()
    out.append(AUTOMA_SYMBOL, style=AUTOMA_STYLE)
    return out


def automa_tag() -> Text:
    """'A Automa', as a player's name tag."""
    out = automa_mark()
    out.append(" Automa", style="bold")
    return out


def occupant_mark(seat: int, colours: tuple[PlayerColour, ...]) -> Text:
    """The mark of whoever stands on a space: a player's symbol, or the Automa's 'A'."""
    if seat == AUTOMA:
        return automa_mark()
    colour = colours[seat]
    return Text(colour.symbol, style=f"bold {shade(colour)}")


def level_name(level: str) -> str:
    """'very_hard' -> 'Very hard'."""
    return level.replace("_", " ").capitalize()


def action_words(actions: tuple[str, ...]) -> str:
    """'v Draw vine, t Give tour': this season's spaces with their keys."""
    names = catalog().action_by_id
    return ", ".join(f"{SPACE_KEYS.get(a, '')} {SHORT_NAMES.get(a, names[a].name)}".strip() for a in actions)


def panel_title(view: SoloView) -> str:
    """'Automa · Hard · year 2 of 7'."""
    last = ", the last" if view.year >= view.years else ""
    aggressive = " aggressive" if view.aggressive else ""
    return f"Automa · {level_name(view.level)}{aggressive} · year {view.year} of {view.years}{last}"


def cards_line(view: SoloView, phase: str) -> Text:
    """The Automa cards drawn this season and the spaces they block."""
    out = automa_mark()
    if not view.cards:
        out.append(f" No card now: it draws {NEXT_DRAW.get(phase, 'next season')}.", style="dim")
        return out
    numbers = " ".join(str(n) for n, _ in view.cards)
    word = "Card" if len(view.cards) == 1 else "Cards"
    out.append(f" {word} {numbers}", style="bold")
    if view.blocked:
        out.append(" blocks " if len(view.cards) == 1 else " block ")
        out.append(action_words(view.blocked), style="bold")
    else:
        out.append(f" block{'s' if len(view.cards) == 1 else ''} nothing this {phase}")
    return out


def target_line(view: SoloView, wide: bool) -> Text:
    """What the player must reach: the Automa's VP, or this year's threshold (aggressive)."""
    if view.aggressive:
        out = Text("Stay in: ", style="bold")
        out.append(f"end year {view.year} above {view.target} VP", style="bold underline")
        out.append(f" · you have {view.player_vp}")
        if wide:
            out.append(f" · to win: above {view.final_target} after year {view.years}", style="dim")
        return out
    out = Text("To win: ", style="bold")
    out.append(f"over {view.target} VP", style="bold underline")
    out.append(f" after year {view.years} · you have {view.player_vp}")
    return out


def tokens_line(view: SoloView, wide: bool) -> Text:
    """Bonus action tokens held, and the wake-up rows that still hold one."""
    out = Text("Bonus tokens: ", style="bold")
    out.append(f"{view.tokens_held} held", style="bold")
    rows = " ".join(str(r) for r in view.token_rows)
    if view.any_row:
        out.append(" · this year any row gives one")
    elif rows:
        out.append(f" · on row{'s' if len(view.token_rows) > 1 else ''} {rows}")
    else:
        out.append(" · none left on the chart", style="dim")
    if wide:
        use = "opens a middle space" if view.token_opens_middle else "adds a bonus"
        out.append(f" · each {use} (S1)", style="dim")
    return out


def workers_line(view: SoloView) -> Text:
    """The Automa's workers this year and its deck (wide screens)."""
    cap = f" of at most {view.worker_cap}" if view.worker_cap is not None else ""
    return Text(
        f"Automa workers this year {view.workers_this_year}{cap} · deck {view.deck}, discard {view.discard}",
        style="dim",
    )


def panel_text(view: SoloView, phase: str, wide: bool) -> Text:
    """The Automa panel: cards and blocks, the target, the tokens (and its workers when wide)."""
    out = cards_line(view, phase)
    for line in (target_line(view, wide), tokens_line(view, wide), *((workers_line(view),) if wide else ())):
        out.append("\n")
        out.append_text(line)
    return out


def verdict(view: SoloView, name: str, colour: PlayerColour) -> Text:
    """The solo headline: whether the player beat the Automa, then the level played."""
    out = Text("Game over. ", style="bold")
    out.append_text(tag(name, colour))
    if view.won:
        out.append(f" beats the Automa: {view.player_vp} VP to {view.target}!", style="bold")
    elif view.lost_early:
        out.append(f" ends year {view.year} with {view.player_vp} VP, not above {view.target}:", style="bold")
        out.append(" the Automa wins.", style="bold")
    else:
        out.append(f" does not beat the Automa: {view.player_vp} VP to {view.target}.", style="bold")
    mode = ", aggressive variant" if view.aggressive else ""
    out.append(f"\nSolo game, {level_name(view.level).lower()} level{mode}: ", style="dim")
    if view.aggressive:
        out.append(
            f"each year must end above the Automa's marker ({view.final_target} in year {view.years}).",
            style="dim",
        )
    else:
        out.append(f"more than {view.target} VP after year {view.years} wins; a tie loses.", style="dim")
    return out


def result_table(view: SoloView, name: str, colour: PlayerColour) -> Table:
    """The player against the Automa: VP (the Automa's marker) and who wins."""
    table = Table()
    table.add_column("Player", justify="left")
    table.add_column("VP", justify="right")
    table.add_column("Result", justify="left")
    table.add_row(tag(name, colour), str(view.player_vp), "wins" if view.won else "")
    table.add_row(automa_tag(), str(view.target), "" if view.won else "wins")
    return table


def blocked_note(slots: tuple[int | None, ...]) -> Text:
    """' (A Automa on the left space)' for a space the Automa blocks, else nothing."""
    if AUTOMA not in slots:
        return Text("")
    out = Text(" (")
    out.append_text(automa_tag())
    out.append(" on the left space)")
    return out
