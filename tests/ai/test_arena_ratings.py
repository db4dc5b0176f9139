"""The arena's ratings: known results give the Elo gaps the formula says, sweeps are capped, anchors hold."""

import json
import math

import pytest

from viticulture_tui.ai.arena import AUTOMA, GameOutcome, Match, ratings, summary
from viticulture_tui.ai.ratings import MAX_SPREAD, fit, pairwise_from_game
from viticulture_tui.cli import main
from viticulture_tui.commands.arena import NOTE_WIDTH, RATING_NOTE, rating_note
from viticulture_tui.engine import GameOptions


def outcome(index: int, vp: dict[str, int], winners: list[str]) -> GameOutcome:
    """A finished game with the given VP and winners (the arena's record of it)."""
    return GameOutcome(index=index, years=7, finished=True, vp=vp, winners=winners, first=next(iter(vp)))


def elo_gap(p: float) -> float:
    """The Elo gap at which the stronger side is expected to score `p`."""
    return 400 * math.log10(p / (1 - p))


def test_three_wins_of_four_is_the_formula_gap() -> None:
    """3 of 4: P = 0.75, so the gap is 400 log10(3) = 190.85 points; the first seat stands at 1000."""
    rated = fit(["a", "b"], {("a", "b"): 3.0, ("b", "a"): 1.0})
    assert rated["a"] == pytest.approx(1000.0)
    assert rated["a"] - rated["b"] == pytest.approx(elo_gap(0.75), abs=1e-6)


def test_symmetric_results_give_equal_ratings() -> None:
    """Each seat beats each other as often as it loses: every rating is the same."""
    names = ["a", "b", "c"]
    scores = {(x, y): 5.0 for x in names for y in names if x != y}
    rated = fit(names, scores)
    assert all(r == pytest.approx(1000.0, abs=1e-6) for r in rated.values())


def test_a_clean_sweep_is_finite_and_capped() -> None:
    """A seat winning every game would be infinitely strong; the fit stops it at the cap."""
    rated = fit(["a", "b"], {("a", "b"): 200.0, ("b", "a"): 0.0})
    assert math.isfinite(rated["a"]) and rated["a"] - rated["b"] == pytest.approx(MAX_SPREAD)


def test_a_chain_of_results_adds_up() -> None:
    """a over b and b over c at 3 to 1 each, a over c at 9 to 1: gaps of 190.85 and 381.70, c = 0."""
    scores = {("a", "b"): 75.0, ("b", "a"): 25.0, ("b", "c"): 75.0, ("c", "b"): 25.0}
    scores |= {("a", "c"): 90.0, ("c", "a"): 10.0}
    rated = fit(["a", "b", "c"], scores, anchor="c")
    assert rated["c"] == 0.0
    assert rated["b"] == pytest.approx(elo_gap(0.75), abs=1e-6)
    assert rated["a"] == pytest.approx(elo_gap(0.9), abs=1e-6)


def test_a_game_becomes_meetings_by_winners_then_vp() -> None:
    """The winner beats everyone; the others are told apart by VP; shared wins and equal VP tie."""
    pairs = pairwise_from_game(["a", "b", "c", "d"], {"a": 25, "b": 14, "c": 14, "d": 9}, ["a"])
    assert pairs[("a", "b")] == pairs[("a", "d")] == 1.0 and pairs[("b", "a")] == 0.0
    assert pairs[("b", "c")] == pairs[("c", "b")] == 0.5
    assert pairs[("c", "d")] == 1.0 and pairs[("d", "c")] == 0.0
    shared = pairwise_from_game(["a", "b"], {"a": 21, "b": 21}, ["a", "b"])
    assert shared == {("a", "b"): 0.5, ("b", "a"): 0.5}


def test_random_is_the_zero_of_the_scale() -> None:
    """With a random seat present it stands at 0, whatever its place in the seat list."""
    match = Match(players=2, seats=("standard", "random"), games=4, seed=0)
    games = [outcome(i, {"standard": 20, "random": 3}, ["standard"]) for i in range(3)]
    games.append(outcome(3, {"standard": 10, "random": 21}, ["random"]))
    rated = ratings(match, games)
    assert rated["random"] == 0.0
    assert rated["standard"] == pytest.approx(elo_gap(0.75), abs=1e-6)


def test_solo_rates_the_seat_against_the_automa() -> None:
    """Solo: the seat is 1000 and the Automa sits above or below it by its record against the seat."""
    match = Match(players=1, seats=("expert",), games=4, seed=0, options=GameOptions())
    games = [outcome(i, {"expert": 21}, ["expert"]) for i in range(3)] + [outcome(3, {"expert": 12}, [])]
    result = summary(match, games)
    assert result["seats"]["expert"]["rating"] == 1000.0
    assert result["automa"]["rating"] == pytest.approx(1000.0 - elo_gap(0.75), abs=0.05)
    assert ratings(match, games)[AUTOMA] < 1000.0


def test_summary_keeps_the_issue_keys_and_adds_rating() -> None:
    """The issue's keys are untouched; every seat gains a rating; no automa key without the Automa."""
    match = Match(players=2, seats=("novice", "novice"), games=2, seed=0)
    games = [outcome(0, {"novice#1": 20, "novice#2": 10}, ["novice#1"])]
    games.append(outcome(1, {"novice#1": 10, "novice#2": 20}, ["novice#2"]))
    result = summary(match, games)
    assert set(result) == {"games", "mean_years", "seats"}
    assert result["seats"]["novice#1"]["rating"] == result["seats"]["novice#2"]["rating"] == 1000.0


def test_text_and_json_show_ratings_and_the_bar_is_on_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    """The table prints a rating per seat; stdout holds only the JSON; the progress bar is on stderr."""
    argv = ["arena", "--players", "2", "--seats", "random,random", "--games", "2"]
    argv += ["--seed", "3", "--jobs", "1"]
    assert main(argv) == 0
    out = capsys.readouterr()
    assert out.out.count("rating ") == 2 and "Ratings:" in out.out
    assert "2/2 games" in out.err and "arena [" not in out.out
    assert main([*argv, "--json"]) == 0
    out = capsys.readouterr()
    assert json.loads(out.out)["seats"]["random#1"]["rating"] == 0.0
    assert "2/2 games" in out.err


def test_jobs_defaults_to_every_core(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without --jobs the games are spread over every core (no more processes than games)."""
    import os

    import viticulture_tui.ai.arena as arena

    seen: list[int] = []

    def fake_play(match: Match, jobs: int = 1, progress: object = None, **_: object) -> list[GameOutcome]:
        seen.append(jobs)
        return [outcome(i, dict.fromkeys(match.labels(), 5), []) for i in range(match.games)]

    monkeypatch.setattr(arena, "play_match", fake_play)
    monkeypatch.setattr(os, "cpu_count", lambda: 16)
    assert main(["arena", "--seats", "random,random", "--games", "40", "--json"]) == 0
    assert main(["arena", "--seats", "random,random", "--games", "3", "--json"]) == 0
    assert seen == [16, 3]


@pytest.mark.parametrize("columns", [20, 80, 132])
def test_the_rating_note_wraps_between_words(monkeypatch: pytest.MonkeyPatch, columns: int) -> None:
    """At the terminal's width (within NOTE_WIDTH) the note breaks between words, never inside one."""
    monkeypatch.setenv("COLUMNS", str(columns))
    lines = rating_note().splitlines()
    low, high = NOTE_WIDTH
    width = min(high, max(low, columns))
    assert all(len(line) <= width for line in lines)
    assert " ".join(lines) == RATING_NOTE
    assert len(RATING_NOTE) > high and len(lines) >= 2  # longer than any width used: it must wrap
