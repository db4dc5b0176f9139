"""Issue 12, everyone at the table: every public fact of every player is on the screen at once.

The facts come from the engine's SeatView of the player at the keyboard; the test reads them off the
drawn screen, inside the panel that should show them (the others' mats; the player's own mat, workers
line and hand), so a fact drawn in the wrong place or cut off by a panel's edge does not count.
"""

from __future__ import annotations

import re

from textual.geometry import Region

from tests.ui.helpers import game_screen, screen_text, session_until
from viticulture_tui.engine.catalog import catalog
from viticulture_tui.engine.cellar import MIN_VALUE
from viticulture_tui.engine.view import PlayerView, SeatView
from viticulture_tui.engine.vineyard import FIELD_NAMES
from viticulture_tui.session import Session
from viticulture_tui.ui.app import ViticultureApp
from viticulture_tui.ui.palette import PlayerColour
from viticulture_tui.ui.render.cards import TYPE_LETTERS, TYPE_TITLES
from viticulture_tui.ui.render.cellar import TOKEN_LETTERS
from viticulture_tui.ui.render.mat import STRUCTURE_SHORT, _grapes_line
from viticulture_tui.ui.screens.game import GameScreen
from viticulture_tui.ui.widgets.table_mats import TableMats


def _everything_shown(session: Session) -> bool:
    """A turn with planted vines on three mats, grapes, wines, six structures, a sold field, workers out."""
    state = session.state
    if session.game_over or session.decision_kind() != "turn" or state.phase not in ("summer", "winter"):
        return False
    players = state.players
    return (
        sum(1 for p in players if any(f.vines for f in p.fields)) >= 3
        and any(any(p.wines.values()) for p in players)
        and any(any(p.grapes.values()) for p in players)
        and sum(len(p.structures) for p in players) >= 6
        and any(f.sold for p in players for f in p.fields)
        and bool(state.placements)
    )


def _cut(lines: list[str], region: Region) -> list[str]:
    return [line[region.x : region.right] for line in lines[region.y : region.bottom]]


def _grapes(card: str) -> str:
    vine = catalog().vine_of(card)
    return (f"R{vine.red}" if vine.red else "") + (f"W{vine.white}" if vine.white else "")


def _in_order(text: str, parts: list[str]) -> bool:
    at = 0
    for part in parts:
        at = text.find(part, at)
        if at < 0:
            return False
        at += len(part)
    return True


def _block(lines: list[str], p: PlayerView, colour: PlayerColour, others: list[PlayerColour]) -> list[str]:
    """The lines of `p`'s public mat: from their name to the next player's name, or the panel's end."""
    tag = f"{colour.symbol} {p.name}"
    start = next(i for i, line in enumerate(lines) if tag in line)
    end = next(
        (i for i in range(start + 1, len(lines)) if any(lines[i][2:4] == f"{c.symbol} " for c in others)),
        len(lines),
    )
    return lines[start:end]


def _public_problems(block: list[str], p: PlayerView, colour: PlayerColour, deciding: bool) -> list[str]:
    """What of `p`'s public side is missing from their mat's lines."""
    text = "\n".join(block)
    problems = []

    def need(ok: bool, what: str) -> None:
        if not ok:
            problems.append(f"{p.name}: {what}")

    need(f"{p.vp} VP · {p.lira} lira · residual {p.residual}" in text, "VP, lira, residual")
    need("cards " + " ".join(f"{TYPE_LETTERS[k]}{n}" for k, n in p.hand_counts) in text, "cards by deck")
    grande = "◉" if p.grande_free else "○"
    need(f"workers {colour.symbol * p.free_workers}{'○' * p.placed} {grande}" in text, "workers")
    need(("+temporary" in text) == p.temp_worker, "the temporary worker")
    need((f"+{p.trained} trained" in text) == bool(p.trained), "workers trained")
    need(("passed" in text) == p.passed, "passed")
    need(block[0].startswith("▶") == deciding, "whose move it is")
    for i, f in enumerate(p.fields):
        segments = [s for line in block for s in line.split("│") if f"{FIELD_NAMES[i]} " in s]
        need(len(segments) == 1, f"{FIELD_NAMES[i]} shown once")
        segment = segments[0] if segments else ""
        if f.sold:
            need(
                f"{FIELD_NAMES[i]} sold" in segment and f"{f.value} lira" in segment, f"{FIELD_NAMES[i]} sold"
            )
            continue
        need(f"{FIELD_NAMES[i]} {f.used}/{f.value}" in segment, f"{FIELD_NAMES[i]} fill")
        need(_in_order(segment, [_grapes(c) for c in f.vines]), f"{FIELD_NAMES[i]} vines {f.vines}")
        need(bool(f.vines) or "no vines" in segment, f"{FIELD_NAMES[i]} empty")
        need(("harvested" in segment) == f.harvested, f"{FIELD_NAMES[i]} harvested")
    built_line = next((line for line in block if "built " in line), "")
    built = built_line[built_line.index("built ") :] if built_line else ""
    for s in catalog().structures:
        shown = re.search(rf"\b({re.escape(s.name)}|{STRUCTURE_SHORT[s.id]})\b", built) is not None
        need(shown == (s.id in p.structures), f"structure {s.name}")
    pad_line = next((line for line in block if "crush pad " in line), "")
    pad = pad_line.partition("cellar ")[0]  # four lines: the cellar on the crush pad's line
    cellar_line = next((line for line in block if re.search(r"(^|\s)cellar ", line)), "")
    cellar = cellar_line[re.search(r"(^|\s)cellar ", cellar_line).end() :] if cellar_line else ""  # type: ignore[union-attr]
    for where, kinds in ((pad, p.grapes), (cellar, p.wines)):
        for kind, values in kinds:
            words = f"{kind} " + " ".join(str(v) for v in values)
            letters = all(re.search(rf"\b{TOKEN_LETTERS[kind]}{v}\b", where) for v in values)
            need(not values or words in where or letters, f"{kind} tokens {values}")
    return problems


def _own_problems(mat: list[str], screen: str, hand: str, me: PlayerView, colour: PlayerColour) -> list[str]:
    """What of the player's own public side is missing from their mat, workers line and hand."""
    text = "\n".join(mat)
    problems = []

    def need(ok: bool, what: str) -> None:
        if not ok:
            problems.append(f"own mat: {what}")

    need(f"{me.vp} VP · {me.lira} lira · residual {me.residual}" in text, "VP, lira, residual")
    for kind, count in me.hand_counts:
        need(not count or f"{TYPE_TITLES[kind]} ({count})" in hand, f"{count} {kind} cards")
    grande = "◉" if me.grande_free else "○"
    need(f"Workers {colour.symbol * me.free_workers}{'○' * me.placed}  grande {grande}" in screen, "workers")
    top = next(i for i, line in enumerate(mat) if "╭" in line)
    starts = [m.start() for m in re.finditer("╭", mat[top])] + [len(mat[top])]
    bottom = next(i for i in range(top, len(mat)) if "╰" in mat[i])
    for i, f in enumerate(me.fields):
        plot = "\n".join(line[starts[i] : starts[i + 1]] for line in mat[top : bottom + 1])
        need(FIELD_NAMES[i] in plot, f"{FIELD_NAMES[i]} plot")
        if f.sold:
            need("sold" in plot and f"{f.value} lira" in plot, f"{FIELD_NAMES[i]} sold")
            continue
        need(f"{f.used}/{f.value}" in plot, f"{FIELD_NAMES[i]} fill")
        need(_in_order(plot, [_grapes(c) for c in f.vines]), f"{FIELD_NAMES[i]} vines")
        need(("harvested" in plot) == f.harvested, f"{FIELD_NAMES[i]} harvested")
    for s in catalog().structures:
        need((f"✓ {s.name}" in text) == (s.id in me.structures), f"{s.name} built or not")
        need(s.name in text, f"{s.name} tile")
    pad_at = next(i for i, line in enumerate(mat) if "Crush pad" in line)
    # The cellar's grid: its rooms over its rows (beside the crush pad), or its first row (under it).
    # Either way the word stands apart, not as in the Medium Cellar's tile.
    heading = re.compile(r"Cellar +(small|red)")
    cellar_at = next(i for i, line in enumerate(mat) if heading.search(line))
    found = heading.search(mat[cellar_at])
    assert found is not None
    x_pad = mat[pad_at].index("Crush pad")
    x_cellar = found.start()
    first_row = cellar_at + 1 if found.group(1) == "small" else cellar_at
    # Side by side, the crush pad ends where the cellar starts.
    right = x_cellar if cellar_at == pad_at else None

    def row(at: int, x: int, end: int | None, kind: str) -> str:
        line = mat[at][x:end].strip().removeprefix("Cellar").strip()
        assert line.startswith(kind), (kind, line)
        return line[len(kind) :]

    for r, (kind, values) in enumerate(me.grapes):
        cells = row(pad_at + 1 + r, x_pad, right, kind)
        need(sorted(int(d) for d in re.findall(r"\d", cells)) == sorted(values), f"crush pad {kind}")
    for r, (kind, values) in enumerate(me.wines):
        cells = row(first_row + r, x_cellar, None, kind)
        need(sorted(int(d) for d in re.findall(r"\d", cells)) == sorted(values), f"cellar {kind}")
        unbuilt = sum(1 for v in range(MIN_VALUE[kind], 10) if v > me.cellar_top)
        need(cells.count("░") == unbuilt, f"cellar {kind}: {unbuilt} values in rooms not built")
    return problems


async def _check(players: int, seed: int, size: tuple[int, int], panel: str | None = None) -> int:
    """Every public fact on screen at `size` (with `panel`, in that compact view); how many players' facts."""
    session = session_until(players, seed, _everything_shown)
    app = ViticultureApp(session=session)
    async with app.run_test(size=size) as pilot:
        screen = game_screen(app)
        if screen.covered:
            await pilot.press("enter")
        await pilot.pause()
        while panel is not None and screen.panel != panel:
            await pilot.press("d")
            await pilot.pause()
        assert isinstance(app.screen, GameScreen) and screen.viewer is not None
        view: SeatView = session.view(screen.viewer)
        lines = screen_text(app).splitlines()
        colours = screen.colours
        panels = [w for w in screen.query(TableMats) if w.region.area]
        assert panels, "no mats of the others on screen"
        mats = [line for w in panels for line in _cut(lines, w.content_region)]
        problems = []
        others = [p for p in view.players if p.seat != view.seat]
        for p in others:
            block = _block(mats, p, colours[p.seat], [colours[q.seat] for q in others if q != p])
            problems += _public_problems(block, p, colours[p.seat], p.seat == view.decider)
        shown = len(others)
        if panel is None:
            me = view.players[screen.viewer]
            box = screen.query_one("#mat-box")
            mat = _cut(lines, box.content_region) + _cut(lines, box.region)[-1:]  # the bottom edge: VP, lira
            hand = "\n".join(_cut(lines, screen.query_one("#hand").region))
            problems += _own_problems(mat, "\n".join(lines), hand, me, colours[me.seat])
            shown += 1
        assert problems == [], "\n".join(problems)
        return shown


async def test_at_160x50_every_public_fact_of_four_players_is_on_screen() -> None:
    """Four players mid-game: the others' mats under the board and over the hand, one's own in full."""
    assert await _check(4, 6, (160, 50)) == 4


async def test_at_200x60_every_public_fact_of_six_players_is_on_screen() -> None:
    """Six players: the others' mats in a third column of their own."""
    assert await _check(6, 1, (200, 60)) == 6


async def test_at_80x24_the_others_mats_are_one_view_away() -> None:
    """The compact layout's `others` view holds the five other mats whole."""
    assert await _check(6, 1, (80, 24), panel="others") == 5


def test_a_field_too_narrow_for_its_grapes_counts_its_vines_in_words() -> None:
    """Where even 'R2 R1W1' does not fit, the count: '1 vine', '2 vines'."""
    assert _grapes_line(["cabernet_sauvignon.1"], 1).plain == "1 vine"
    assert _grapes_line(["pinot.1", "syrah.1"], 3).plain == "2 vines"
    assert _grapes_line(["pinot.1", "syrah.1"], 20).plain == "R1W1 R2"
