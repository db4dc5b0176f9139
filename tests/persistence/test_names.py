"""Save names become file names that every file system takes: kept letters of every script, cut by
the bytes a file name may have (what the atomic writer adds included), never inside a letter."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.persistence.helpers import play
from viticulture_tui.persistence import names, store
from viticulture_tui.persistence.atomic import write_atomic
from viticulture_tui.persistence.loader import load_game
from viticulture_tui.persistence.names import DEFAULT_LIMIT, byte_length, file_name, fit, name_limit

LONG = {
    "4-byte letters": "\U00020000" * 80,
    "maths letters": "\U0001d518" * 80,
    "emoji": "😀" * 80,
    "CJK": "李" * 80,
    "accented": "é" * 200,
    "latin": "x" * 300,
    "combining": "e\u0301" * 150,
}
"""Names the old 80-character cut let through to 'File name too long' (or a raw OS message)."""


@pytest.mark.parametrize("name", LONG.values(), ids=LONG.keys())
def test_long_names_fit_the_file_system(tmp_path: Path, name: str) -> None:
    """Each long name saves, twice with a backup (the writer's longest temporary name), and loads."""
    state = play(2, 4, 5)[0]
    path = store.save_game(state, tmp_path, name)
    assert byte_length(path.name) <= os.pathconf(tmp_path, "PC_NAME_MAX")
    assert byte_length(path.stem) <= DEFAULT_LIMIT
    write_atomic(path, path.read_bytes(), keep_backup=True)  # `.NAME.json.bak.XXXXXXXX.tmp` fits too
    write_atomic(path, path.read_bytes(), keep_backup=True)
    assert (tmp_path / (path.name + ".bak")).is_file()
    assert load_game(path).state.model_dump() == state.model_dump()


def test_the_limit_leaves_room_for_the_writers_longest_name(tmp_path: Path) -> None:
    """A stem of exactly the limit is the longest name the writer's backup temporary file can have."""
    limit = name_limit(tmp_path)
    assert limit == os.pathconf(tmp_path, "PC_NAME_MAX") - len(".") - len(".json.bak.") - 8 - len(".tmp")
    stem = "a" * limit
    path = tmp_path / (stem + ".json")
    write_atomic(path, b"{}", keep_backup=False)
    write_atomic(path, b"{}", keep_backup=True)  # the backup's temporary file: the longest name
    with pytest.raises(OSError):  # one byte more and that temporary name is refused
        write_atomic(tmp_path / ("a" + stem + ".json"), b"{}", keep_backup=False)
        write_atomic(tmp_path / ("a" + stem + ".json"), b"{}", keep_backup=True)


def test_the_limit_asks_the_nearest_existing_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A folder not made yet is measured by its parent; a system that cannot say gets 255 bytes."""
    asked: list[str] = []

    def pathconf(path: object, name: str) -> int:
        asked.append(str(path))
        return 143  # eCryptfs

    monkeypatch.setattr(names.os, "pathconf", pathconf)
    assert name_limit(tmp_path / "not" / "yet") == 143 - names.WRITER_EXTRA
    assert asked == [str(tmp_path)]

    def refuse(path: object, name: str) -> int:
        raise OSError(22, "Invalid argument")

    monkeypatch.setattr(names.os, "pathconf", refuse)
    assert name_limit(tmp_path) == 255 - names.WRITER_EXTRA
    monkeypatch.delattr(names.os, "pathconf")
    assert name_limit(tmp_path) == 255 - names.WRITER_EXTRA
    assert name_limit(None) == 255 - names.WRITER_EXTRA


@pytest.mark.parametrize("limit", [1, 2, 3, 4, 5, 7, 10])
def test_fit_cuts_between_letters(limit: int) -> None:
    """Cut by bytes, a name never ends inside a letter: it is whole letters only, as long as fits."""
    text = "a李😀é" * 3
    cut = fit(text, limit)
    assert byte_length(cut) <= limit
    assert text.startswith(cut)
    assert byte_length(text[: len(cut) + 1]) > limit
    cut.encode("utf-8")  # whole letters: encodes cleanly


def test_fit_counts_a_lone_surrogate_without_failing() -> None:
    """A lone surrogate (not encodable) is counted, not a crash."""
    assert fit("a\ud800b", 4) == "a\ud800"


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("[/]", "save.json"),
        ("[bold]x", "bold_x.json"),
        ("\x1b[31mred\x1b[0m", "31mred_0m.json"),
        ("\x1b]0;title\x07", "0_title.json"),
        ("a\u202eb", "a_b.json"),
        ("x\ud800y", "x_y.json"),
        ("../../etc/passwd", "etc_passwd.json"),
        ("...hidden", "hidden.json"),
        ('a/b\\c:d*e?f"g<h>i|j', "a_b_c_d_e_f_g_h_i_j.json"),
        ("אבג דה", "אבג דה.json"),
        ("👩\u200d👩\u200d👧 night", "👩\u200d👩\u200d👧 night.json"),
        ("Rene\u0301e", "Rene\u0301e.json"),
        ("   ", "save.json"),
        ("\x00\x01", "save.json"),
        ("game.json", "game.json"),
    ],
)
def test_file_name_keeps_letters_and_drops_the_rest(name: str, expected: str) -> None:
    """Letters, digits, marks and emoji of every script stay; path separators, markup brackets,
    controls, bidi overrides and leading dots go."""
    assert file_name(name) == expected


def test_file_name_cut_drops_a_dangling_joiner() -> None:
    """A cut that ends on a joiner or space drops it; what is left still encodes."""
    name = "a" * (DEFAULT_LIMIT - 3) + "\u200d" + "李"
    stem = file_name(name).removesuffix(".json")
    assert stem == "a" * (DEFAULT_LIMIT - 3)


def test_default_name_keeps_the_year_and_time_when_the_names_are_long() -> None:
    """Six 20-letter CJK names make a proposal over the limit: the players' part is shortened."""
    from datetime import datetime

    from viticulture_tui.engine import PlayerSetup, Setup, new_game

    setup = Setup(players=[PlayerSetup(name=chr(0x674E + i) * 20) for i in range(6)], seed=1)
    proposed = names.default_name(new_game(setup), datetime(2025, 6, 1, 18, 30))
    assert proposed.endswith(" year 1 2025-06-01 1830")
    assert byte_length(proposed) <= DEFAULT_LIMIT
    assert file_name(proposed) == proposed + ".json"
