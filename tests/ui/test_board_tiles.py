"""Issue 12, the board as a board: tiles with worker spaces, the wake-up track, the VP and residual tracks."""

from __future__ import annotations

import pytest
from rich.text import Text
from textual.color import Color

from tests.ui.helpers import game_screen, screen_text, session_until, tap
from viticulture_tui.engine.board import BONUS_SLOT, GAIN_LIRA, YOKE, SpaceView
from viticulture_tui.engine.solo import AUTOMA, solo_view
from viticulture_tui.session import Session
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.commands import SPACE_KEYS
from viticulture_tui.ui.palette import PALETTE
from viticulture_tui.ui.render.tile_colours import every_ink, on_tile, tile_ink
from viticulture_tui.ui.render.tiles import CURSOR, FRESH, Standing, TileLook, spaces_text, tile_lines
from viticulture_tui.ui.screens.game_drawing import grande_spaces
from viticulture_tui.ui.themes import LIGHT
from viticulture_tui.ui.wcag import contrast
from viticulture_tui.ui.widgets.board import Board, standing
from viticulture_tui.ui.widgets.score_tracks import GOAL_MARK, ScoreData, ScoreTracks, tracks_text
from viticulture_tui.ui.widgets.status_bar import seasons
from viticulture_tui.ui.widgets.text_lines import TextLines
from viticulture_tui.ui.widgets.wake_up_chart import BONUS_SIGNS, WakeUpChart, WakeUpData, chart_text

COLOURS = PALETTE[:6]
PLAIN = TileLook(lit=False, closed=False, fresh=False, light_theme=False)


def _rgb(hex_colour: str) -> tuple[int, int, int]:
    c = Color.parse(hex_colour)
    return c.r, c.g, c.b


def _summer_with_workers(players: int) -> Session:
    """Summer of year 1 once every seat has a worker on the board, at a turn."""

    def stop(s: Session) -> bool:
        placed = {p.seat for p in s.state.placements}
        return s.state.phase == "summer" and s.decision_kind() == "turn" and len(placed) == players

    return session_until(players, 4, stop, visitors=False)


def _style_at(text: Text, index: int) -> str:
    """The styles over one character of a Text, joined (the base style first)."""
    styles = [str(text.style)] + [str(s.style) for s in text.spans if s.start <= index < s.end]
    return " ".join(styles)


@pytest.mark.parametrize(("players", "spaces"), [(2, 1), (4, 2), (6, 3)])
def test_a_tile_draws_the_spaces_the_player_count_opens(players: int, spaces: int) -> None:
    """1 space at 2 players, 2 at 3-4, 3 at 5-6 (§4.1); the middle one is the bonus space, marked '+'."""
    session = _summer_with_workers(players)
    views = [v for v in session.spaces(0) if v.action not in (GAIN_LIRA, YOKE)]
    placements = session.view(0).placements
    assert len(views) == 12
    for view in views:
        slots, extra = standing(view, placements)
        marks = spaces_text(
            slots, extra, COLOURS, tile_ink(view.season, light_theme=False, lit=False, closed=False), True
        )
        assert marks.plain.count("[") == spaces, marks.plain
        if spaces >= 2 and view.slots[BONUS_SLOT] is None:
            assert marks.plain[3:6] == "[+]", marks.plain
        if spaces == 1:
            assert "+" not in marks.plain  # no bonus space at two players


def test_every_worker_stands_on_its_tile_in_its_colour_and_shape() -> None:
    """Six players: each placement's symbol is on its action's tile, in the shade made for the tile."""
    session = _summer_with_workers(6)
    placements = session.view(0).placements
    views = {v.action: v for v in session.spaces(0)}
    checked = 0
    for p in placements:
        view = views[p.action]
        slots, extra = standing(view, placements)
        ink = tile_ink(view.season, light_theme=False, lit=False, closed=False)
        marks = spaces_text(slots, extra, COLOURS, ink, True)
        colour = COLOURS[p.seat]
        if p.action in (GAIN_LIRA, YOKE):
            at = marks.plain.index(colour.symbol)
        else:
            at = 3 * p.slot + 1  # inside the slot's brackets
            assert marks.plain[at] == colour.symbol, (p, marks.plain)
        assert on_tile(colour, ink).lower() in _style_at(marks, at).lower()
        checked += 1
    assert checked == len(placements) >= 6


def test_a_grande_on_a_full_action_shows_after_the_spaces_and_a_grande_is_underlined() -> None:
    """Two players: Anna on the one space of Draw vine, Ben's grande beside it on the full action."""
    view = SpaceView("draw_vine", "Draw vine", "summer", (0,), (1,), False, "x", "§5.1")
    slots = (Standing(0, True),)
    extra = (Standing(1, True),)
    ink = tile_ink("summer", light_theme=False, lit=False, closed=True)
    marks = spaces_text(slots, extra, COLOURS, ink, True)
    assert marks.plain == f"[{COLOURS[0].symbol}] {COLOURS[1].symbol}"
    assert "underline" in _style_at(marks, 1) and "underline" in _style_at(marks, 4)
    line = tile_lines(view, "v", slots, extra, COLOURS, PLAIN, 36, tall=False)[0]
    assert line.plain.rstrip().endswith(marks.plain) and len(line.plain) == 36


def test_the_automa_blocks_with_its_grey_a() -> None:
    """Solo: the Automa's worker on a space is its 'A', not a player's shape."""
    marks = spaces_text(
        (Standing(AUTOMA, False),),
        (),
        COLOURS,
        tile_ink("winter", light_theme=False, lit=False, closed=False),
        False,
    )
    assert marks.plain == "A"


def test_highlighted_closed_and_fresh_tiles_each_read_differently() -> None:
    """The highlight swaps the brightness and puts ▶ at the edge; closed is italic and faded; fresh has •."""
    view = SpaceView("give_tour", "Give tour", "summer", (None,), (), True, "", "§5.1")

    def draw(**look: bool) -> Text:
        base = {"lit": False, "closed": False, "fresh": False, "light_theme": False} | look
        return tile_lines(view, "t", (None,), (), COLOURS, TileLook(**base), 30, tall=False)[0]

    plain, lit, closed, fresh = draw(), draw(lit=True), draw(closed=True), draw(fresh=True)
    assert plain.plain[0] == " " and lit.plain[0] == CURSOR and fresh.plain[0] == FRESH
    dark, light = (
        tile_ink("summer", light_theme=False, lit=False, closed=False),
        tile_ink("summer", light_theme=False, lit=True, closed=False),
    )
    assert (
        dark.background.lower() in str(plain.style).lower()
        and light.background.lower() in str(lit.style).lower()
    )
    assert "italic" in _style_at(closed, 3) and "italic" not in _style_at(plain, 3)
    faded = tile_ink("summer", light_theme=False, lit=False, closed=True)
    assert faded.background != dark.background and faded.background.lower() in str(closed.style).lower()


def test_winter_tiles_are_cool_and_summer_tiles_warm_in_both_brightnesses() -> None:
    """Summer's background leans red, winter's blue, on dark and on light tiles alike."""
    for light_theme in (False, True):
        for lit in (False, True):
            summer = _rgb(tile_ink("summer", light_theme=light_theme, lit=lit, closed=False).background)
            winter = _rgb(tile_ink("winter", light_theme=light_theme, lit=lit, closed=False).background)
            assert summer[0] > summer[2] and winter[2] > winter[0]


def test_every_text_on_every_tile_reads_at_4_5_to_1() -> None:
    """Names, quiet words and every player's shade on every kind of tile (both brightnesses, lit, closed)."""
    low = []
    for name, ink in every_ink():
        background = _rgb(ink.background)
        for what, colour in [("text", ink.text), ("muted", ink.muted)] + [
            (c.name, on_tile(c, ink)) for c in PALETTE
        ]:
            ratio = contrast(_rgb(colour), background)
            if ratio < 4.5:
                low.append((name, what, round(ratio, 2)))
    assert low == []


def test_the_vp_track_shows_every_marker_even_several_on_one_point() -> None:
    """-5, three players on 7, 20 and 31: all six markers show, each above its point; the 20 is marked."""
    vp = (-5, 7, 7, 7, 20, 31)
    data = ScoreData(vp, (0, 1, 1, 5, 0, 2), COLOURS, 20)
    for width in (76, 46):
        top, scale, residual = tracks_text(data, width).plain.splitlines()
        assert max(len(top), len(scale)) <= width, (width, top, scale)
        symbols = [c.symbol for c in COLOURS]
        assert all(top.count(s) == 1 for s in symbols), top
        assert scale.startswith("VP -5") and top.index(symbols[0]) == scale.index("-5")
        assert top.index(symbols[4]) == scale.index(f"20{GOAL_MARK}")
        assert top.index(symbols[5]) == scale.index("31") > scale.index("25")
        on_seven = top.index(symbols[1])
        assert top[on_seven : on_seven + 3] == "".join(symbols[1:4])
        gap = 1 if scale.startswith("VP -5 ") else 0
        five = scale.index("5", scale.index("0") + 1)
        assert scale[on_seven] == "·" and on_seven == five + 2 * (1 + gap)
        assert "25 31" in scale
        assert residual.startswith("Residual payments 0")
        assert (
            f"0{symbols[0]}{symbols[4]} 1{symbols[1]}{symbols[2]} 2{symbols[5]} 3 4 5{symbols[3]}" in residual
        )


async def test_solo_the_track_has_the_automa_and_no_20() -> None:
    """Solo: the Automa's marker stands at its VP; 20 does not end a solo game, so it is not marked."""
    session = session_until(1, 5, lambda s: s.state.year == 2 and s.decision_kind() == "turn", visitors=False)
    solo = solo_view(session.state)
    assert solo is not None
    app = ViticultureApp(session=session)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        tracks = game_screen(app).query_one(ScoreTracks)
        assert tracks.data is not None and tracks.data.goal is None and tracks.data.automa_vp == solo.target
        top, scale, _ = tracks.make_text().plain.splitlines()
        assert GOAL_MARK not in scale and "A" in top and COLOURS[0].symbol in top
    top, scale, _ = tracks_text(ScoreData((3, 4), (0, 0), COLOURS[:2], 20), 76).plain.splitlines()
    assert f"20{GOAL_MARK}" in scale and "A" not in top


def test_the_wake_up_chart_is_a_track_of_rows_with_bonuses_and_roosters() -> None:
    """Narrow: one line, each row's number, its rooster, its bonus; wide: names under the rows, the order."""
    data = WakeUpData((3, None, 1), (2, 0), 2, ("Anna", "Ben", "Carla"), COLOURS[:3], "summer", False)
    line = chart_text(data, 48).plain
    assert "\n" not in line and len(line) <= 48
    assert f"1{COLOURS[2].symbol}" in line and f"3{COLOURS[0].symbol}" in line and "2·" in line
    for sign in BONUS_SIGNS.values():
        assert sign in line
    wide = chart_text(data._replace(detailed=True), 79).plain.splitlines()
    assert len(wide) == 3 and all(len(row) <= 79 for row in wide)
    assert wide[1].index("Carla") > wide[0].index("1 ") and wide[1].index("Anna") > wide[0].index("3 ")
    assert wide[2] == f"Turn order: {COLOURS[2].symbol} Carla → {COLOURS[0].symbol} Anna"


def test_the_status_line_lights_the_season_being_played() -> None:
    """Spring ▸ Summer ▸ Fall ▸ Winter with only the current season lit; a year end stands alone."""
    text = seasons("fall", narrow=False)
    assert "Spring ▸ Summer ▸  Fall  ▸ Winter" in text.plain
    lit = [text.plain[s.start : s.end] for s in text.spans if "reverse" in str(s.style)]
    assert lit == [" Fall "]
    assert "Sp ▸ Su ▸  Fall  ▸ Wi" in seasons("fall", narrow=True).plain
    assert seasons("year_end", narrow=False).plain.strip() == "Year end"


async def test_fresh_spaces_are_marked_and_by_default_none_is() -> None:
    """The game screen sets Board.fresh_spaces; its tiles get • at the edge and the line under says why."""
    session = _summer_with_workers(2)
    app = ViticultureApp(session=session)
    async with app.run_test(size=(100, 30)) as pilot:
        await tap(pilot, "enter")
        board = game_screen(app).query_one(Board)
        lines = board.make_text().plain.splitlines()
        board.fresh_spaces = frozenset()  # (the game screen may have set some already)
        await pilot.pause()
        lines = board.make_text().plain.splitlines()
        assert not any(FRESH in line for line in lines[1:8])
        board.fresh_spaces = frozenset({"draw_vine", "plant_vine"})
        board.point_at("draw_vine")
        await pilot.pause()
        lines = board.make_text().plain.splitlines()
        half = (board.content_size.width - 1) // 2
        edges = {line[1] for line in lines[1:8] if line[0] == FRESH} | {
            line[1] for line in lines[1:8] if line[0] == CURSOR
        }
        assert edges == {SPACE_KEYS["draw_vine"], SPACE_KEYS["plant_vine"]}
        assert all(line[half + 1] != FRESH for line in lines[1:8])  # nothing in winter
        assert "taken since your last turn" in " ".join(lines[8:])


SIZES = [
    pytest.param((80, 24), 2, id="80x24-2p"),
    pytest.param((100, 30), 6, id="100x30-6p"),
    pytest.param((160, 50), 6, id="160x50-6p"),
    pytest.param((200, 60), 2, id="200x60-2p"),
    pytest.param((80, 24), 6, id="80x24-6p", marks=pytest.mark.fuzz),
    pytest.param((100, 30), 2, id="100x30-2p", marks=pytest.mark.fuzz),
    pytest.param((160, 50), 2, id="160x50-2p", marks=pytest.mark.fuzz),
    pytest.param((200, 60), 6, id="200x60-6p", marks=pytest.mark.fuzz),
]


@pytest.mark.parametrize(("size", "players"), SIZES)
async def test_the_whole_board_is_on_screen_at_every_size(size: tuple[int, int], players: int) -> None:
    """Every tile's key and name, the wake-up track, the VP and residual tracks: whole, inside the screen."""
    session = _summer_with_workers(players)
    app = ViticultureApp(session=session)
    async with app.run_test(size=size) as pilot:
        await tap(pilot, "enter")
        screen = game_screen(app)
        screen._refresh_layout()
        box = screen.query_one("#board-box")
        assert screen.region.shrink((1, 0, 2, 0)).contains_region(box.region), box.region
        for widget in (screen.query_one(Board), screen.query_one("#wake-up"), screen.query_one(ScoreTracks)):
            assert box.content_region.contains_region(widget.region) and widget.region.height > 0
        text = screen_text(app)
        board_lines = screen.query_one(Board).make_text().plain.splitlines()
        assert len(board_lines) <= screen.query_one(Board).content_size.height
        for key in SPACE_KEYS.values():
            assert any(f"{key} " in line for line in board_lines), key
        assert "Wake-up" in text and "VP -5" in text and "Residual payments" in text
        tracks = screen.query_one(ScoreTracks).make_text().plain.splitlines()[0]
        assert all(tracks.count(c.symbol) == 1 for c in COLOURS[:players]), tracks


async def test_a_new_theme_redraws_the_board_the_tracks_and_the_chart() -> None:
    """Switched to Light from the palette: tiles, markers and roosters take the light shades at once."""
    session = _summer_with_workers(2)
    app = ViticultureApp(session=session)
    async with app.run_test(size=(100, 30)) as pilot:
        await tap(pilot, "enter")
        await pilot.pause()  # the lifted curtain's panels are fed and laid out before they are read
        screen = game_screen(app)
        screen._refresh_layout()
        widgets = (screen.query_one(Board), screen.query_one(ScoreTracks), screen.query_one(WakeUpChart))

        def colours_drawn(widget: TextLines) -> set[str]:
            out = set()
            for strip in widget.lines():
                for segment in strip:
                    style = segment.style
                    for colour in (style.color, style.bgcolor) if style is not None else ():
                        if colour is not None and colour.triplet is not None:
                            out.add(colour.triplet.hex.lower())
            return out

        ben = COLOURS[1]  # (orange is also the colour of the 20 on the track)
        assert all(ben.hex.lower() in colours_drawn(w) for w in widgets[1:])
        app.choose_theme(LIGHT)
        await pilot.pause()
        light_summer = tile_ink("summer", light_theme=True, lit=False, closed=False).background.lower()
        assert light_summer in colours_drawn(widgets[0])
        for widget in widgets[1:]:
            drawn = colours_drawn(widget)
            assert ben.light.lower() in drawn and ben.hex.lower() not in drawn, type(widget).__name__


def _winter_with_a_grande_space_first(s: Session) -> bool:
    """A winter turn whose first open winter space only the grande may take, and a later one a worker may."""
    if not (s.state.phase == "winter" and s.decision_kind() == "turn"):
        return False
    seat = s.decider()
    assert seat is not None
    only_grande = grande_spaces(s, seat)
    open_ = [v.action for v in s.spaces(seat) if v.season == "winter" and v.open]
    return bool(open_) and open_[0] in only_grande and any(a not in only_grande for a in open_)


async def test_in_winter_the_highlight_comes_home_to_the_winter_column() -> None:
    """From a summer space, closed in winter, the highlight goes to the first winter space open to a
    worker: not to Gain 1 lira (open all year, at the foot of the summer column), nor to a space
    only the grande may take."""
    session = session_until(2, 8, _winter_with_a_grande_space_first)
    app = ViticultureApp(session=session)
    async with app.run_test(size=(160, 50)) as pilot:
        await tap(pilot, "enter")
        board = game_screen(app).query_one(Board)
        assert board.data is not None
        views = {s.action: s for s in board.data.spaces}
        board.point_at("draw_vine")
        assert not views["draw_vine"].open
        board.home()
        winter = [a for a in board.order() if a in views and views[a].season == "winter" and views[a].open]
        for_a_worker = [a for a in winter if a not in board.grande_spaces]
        assert winter[0] in board.grande_spaces and board.highlighted() == for_a_worker[0]
