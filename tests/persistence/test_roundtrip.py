"""Round trips: save at many points of 2- to 6-player games, load, play on, same end as unsaved."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.persistence.helpers import dump, finish, finished_game, fork, play, snapshot
from viticulture_tui.engine import apply, legal_actions
from viticulture_tui.persistence import store
from viticulture_tui.persistence.loader import load_game


@pytest.mark.parametrize(("players", "seed"), [(2, 11), (3, 12), (4, 13), (5, 14), (6, 15)])
def test_saved_and_loaded_games_end_like_the_unsaved_game(tmp_path: Path, players: int, seed: int) -> None:
    """Saving and loading at any point, then playing on with the same choices, ends identically; and
    the game that was saved, played on past every save, ends as if it had never been saved.

    One game is played once, saved at each point on the way: each loaded copy is finished with a fork
    of the seat (replaying the game to each point again would play it six times over)."""
    reference = finished_game(players, seed)
    total = len(reference.history)
    points = sorted({0, 1, total // 3, (2 * total) // 3, total - 1, total})
    state, seat = play(players, seed, 0)
    for point in points:
        while len(state.history) < point:
            apply(state, seat.choose(legal_actions(state)))
        path = store.save_game(state, tmp_path, f"{players}p at {point}")
        loaded = load_game(path)
        assert dump(loaded.state) == dump(state), f"state differs after loading at action {point}"
        assert loaded.info.players == [p.name for p in state.players]
        assert (loaded.info.year, loaded.info.season) == (state.year, state.phase)
        finish(loaded.state, fork(seat))
        assert dump(loaded.state) == dump(reference), f"loaded at action {point}, the game ended differently"
    finish(state, seat)
    assert dump(state) == dump(reference), "the saved game, played on, ended differently"


def test_autosave_after_every_action_loads_back_each_time(tmp_path: Path) -> None:
    """The autosave written after each of the first 80 actions loads back to exactly that game."""
    state, seat = play(2, 21, 0)
    for _ in range(80):
        apply(state, seat.choose(legal_actions(state)))
        store.autosave(state, tmp_path)
        assert dump(load_game(tmp_path / store.AUTOSAVE).state) == dump(state)
    assert sorted(snapshot(tmp_path)) == ["autosave.json", "autosave.json.bak"]


def test_the_backup_holds_the_previous_autosave(tmp_path: Path) -> None:
    """After two autosaves the backup is the first game and the autosave the second."""
    first, _ = play(3, 22, 10)
    store.autosave(first, tmp_path)
    second, _ = play(3, 22, 11)
    store.autosave(second, tmp_path)
    assert len(load_game(tmp_path / "autosave.json").state.history) == 11
    assert len(load_game(tmp_path / "autosave.json.bak").state.history) == 10


def test_a_save_is_readable_json_with_the_documented_fields(tmp_path: Path) -> None:
    """The file holds format and app versions, setup, seed, log, state, date, names, year, season."""
    state, _ = play(2, 23, 15)
    raw = json.loads(store.save_game(state, tmp_path, "look").read_text())
    assert list(raw)[:9] == [
        "format",
        "format_version",
        "app_version",
        "saved_at",
        "players",
        "year",
        "season",
        "seed",
        "setup",
    ]
    assert raw["history"] == state.history
    assert raw["seed"] == 23 and raw["players"] == ["Anna", "Ben"]
    assert raw["state"]["history"] == state.history
