"""Game over: the ranking with tie-breakers, VP by source, and VP year by year."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from viticulture_tui.engine.solo import solo_view
from viticulture_tui.engine.view import final_ranking
from viticulture_tui.session import Session
from viticulture_tui.ui.commands import bindings
from viticulture_tui.ui.messages import TitleRequested
from viticulture_tui.ui.palette import PlayerColour, for_seats
from viticulture_tui.ui.render.automa import result_table, verdict
from viticulture_tui.ui.render.players import level_note, tag
from viticulture_tui.ui.widgets.key_bar import KeyBar
from viticulture_tui.ui.widgets.vp_chart import ChartData, VpChart


class GameOverScreen(Screen[None]):
    """The end of the game, for everyone: nothing here is private."""

    BINDINGS = bindings("game_over")

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        self.colours = for_seats(session.colours)

    def compose(self) -> ComposeResult:
        """Headline, ranking, VP by source, chart."""
        view = self.session.view(None)
        names = tuple(p.name for p in view.players)
        with VerticalScroll(id="game-over-box"):
            solo = solo_view(self.session.state)  # solo: the verdict against the Automa instead
            you = (names[0], self.colours[0])
            headline = _headline(names, self.colours, view.winners) if solo is None else verdict(solo, *you)
            yield Static(headline, id="game-over-headline")
            ranking = _ranking(self.session, self.colours) if solo is None else result_table(solo, *you)
            yield Static(ranking, id="ranking")
            yield Static(_sources(self.session, self.colours), id="vp-sources")
            yield Static(Text("VP year by year", style="bold"), classes="section-title")
            chart = VpChart(id="vp-chart")
            chart.data = ChartData(names, self.colours, view.vp_by_year)
            yield chart
        yield KeyBar()

    def redraw_colours(self) -> None:
        """The theme changed: every text here is drawn again in its player shades."""
        self.refresh(recompose=True)

    def action_again(self) -> None:
        """Back to the title screen."""
        self.post_message(TitleRequested())

    def action_quit(self) -> None:
        """Leave the program."""
        self.app.exit()


def _headline(names: tuple[str, ...], colours: tuple[PlayerColour, ...], winners: tuple[int, ...]) -> Text:
    out = Text("Game over. ", style="bold")
    for i, seat in enumerate(winners):
        if i:
            out.append(" and ")
        out.append_text(tag(names[seat], colours[seat]))
    out.append(" wins!" if len(winners) == 1 else " share the victory!", style="bold")
    return out


def _ranking(session: Session, colours: tuple[PlayerColour, ...]) -> Table:
    table = Table(title="Ranking: VP, then lira, then wine in the cellar, then grapes on the crush pad")
    for column in ("Place", "Player", "VP", "Lira", "Wine value", "Grape value"):
        table.add_column(column, justify="left" if column == "Player" else "right")
    names = session.names
    levels = session.levels
    for line in final_ranking(session.state):
        player = tag(names[line.seat], colours[line.seat])
        player.append(level_note(levels[line.seat]), style="dim")  # who played it is part of the result
        table.add_row(
            f"{line.place}{' ★' if line.winner else ''}",
            player,
            str(line.vp),
            str(line.lira),
            str(line.wine),
            str(line.grapes),
        )
    return table


def _sources(session: Session, colours: tuple[PlayerColour, ...]) -> Table:
    players = session.view(None).players
    totals: dict[str, int] = {}
    for p in players:
        for source, vp in p.vp_sources:
            totals[source] = totals.get(source, 0) + abs(vp)
    sources = sorted(totals, key=lambda s: -totals[s])
    table = Table(title="VP by source")
    table.add_column("Player")
    for source in sources:
        table.add_column(source, justify="right")
    table.add_column("Total", justify="right", style="bold")
    for p in players:
        got = dict(p.vp_sources)
        table.add_row(tag(p.name, colours[p.seat]), *(str(got.get(s, 0)) for s in sources), str(p.vp))
    return table
