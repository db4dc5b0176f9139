"""Words for a loaded save: a summary of where the game stands, and the ranking with scores."""

from __future__ import annotations

from viticulture_tui.engine import GameState, decider, prompt
from viticulture_tui.engine.cellar import grape_total, wine_total
from viticulture_tui.engine.scoring import rank_key, ranking
from viticulture_tui.engine.solo import solo_view
from viticulture_tui.persistence.loader import LoadedGame
from viticulture_tui.persistence.summary import SEASONS
from viticulture_tui.safe_text import printable, shorten
from viticulture_tui.words import counted


def describe_game(loaded: LoadedGame) -> str:
    """A few lines on a valid save: file, versions, players, year and season, who decides next.

    Printable only: the path, the version and the names come from the file.
    """
    save, state = loaded.save, loaded.state
    saved = save.saved_at.astimezone().strftime("%Y-%m-%d %H:%M")
    lines = [
        f"{loaded.info.path}: a valid save (format {save.format_version}, "
        f"written by viticulture {shorten(save.app_version, 40)} on {saved})",
        f"Players: {', '.join(save.players)} (seed {save.seed}, {counted(len(save.history), 'action')})",
    ]
    if state.game_over:
        lines.append(f"The game is over after year {state.year}: {winners_text(state)}.")
    else:
        seat = decider(state)
        who = state.players[seat].name if seat is not None else "nobody"
        season = SEASONS.get(state.phase, state.phase)
        lines.append(f"Year {state.year}, {season}: {who} decides next ({prompt(state)}).")
    return "\n".join(printable(line) for line in lines)


def winners_text(state: GameState) -> str:
    """Who won, in words (in solo, the engine's verdict against the Automa, as on the game-over
    screen)."""
    view = solo_view(state)
    if view is not None:
        name = state.players[0].name
        if view.won:
            return f"{name} beats the Automa ({view.player_vp} VP to {view.target} VP)"
        if view.lost_early:
            return (
                f"the Automa wins ({name} ended year {view.year} with {view.player_vp} VP, "
                f"not above its {view.target} VP)"
            )
        return f"the Automa wins ({name} {view.player_vp} VP, the Automa {view.target} VP)"
    names = [state.players[s].name for s in state.winners]
    if not names:
        return "nobody won"
    return f"{' and '.join(names)} {'won' if len(names) == 1 else 'share the win'}"


def ranking_table(state: GameState) -> str:
    """The final ranking (or the standing of an unfinished game) with VP and the tie-breakers."""
    if state.game_over:
        head = f"Final ranking after year {state.year}: {winners_text(state)}."
    else:
        head = (
            f"Unfinished game (year {state.year}, {SEASONS.get(state.phase, state.phase)}): standing so far."
        )
    width = max(len("Player"), *(len(p.name) for p in state.players))  # short names: the heading's
    rows = [head, f"{'#':>2}  {'Player':<{width}}  {'VP':>3}  {'Lira':>4}  {'Wine':>4}  {'Grapes':>6}"]
    place, previous = 0, None
    for index, seat in enumerate(ranking(state), start=1):
        player = state.players[seat]
        key = rank_key(player)
        if key != previous:
            place, previous = index, key
        rows.append(
            f"{place:>2}  {player.name:<{width}}  {player.vp:>3}  {player.lira:>4}  "
            f"{wine_total(player):>4}  {grape_total(player):>6}"
        )
    return "\n".join(rows)
