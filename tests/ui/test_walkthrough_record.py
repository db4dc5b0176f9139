"""The walkthrough's progress file in the save folder: a damaged or hostile one is ignored, never a hang."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from viticulture_tui.ui.walkthrough_record import read, record_path, write


def _read_within(path: Path, seconds: float = 10.0) -> object:
    """`read(path)`, failing the test if it does not return in time (a pipe would block for ever)."""
    found: list[object] = []
    worker = threading.Thread(target=lambda: found.append(read(path)), daemon=True)
    worker.start()
    worker.join(seconds)
    assert not worker.is_alive(), f"reading {path.name} did not return"
    return found[0]


def test_a_written_record_reads_back(tmp_path: Path) -> None:
    path = record_path(tmp_path)
    write(path, {"step": 3})
    assert _read_within(path) == {"step": 3}


@pytest.mark.parametrize(
    "content",
    [b"", b"{", b"[" * 100_000 + b"]" * 100_000, b"\xff\xfe", b'{"format": 1' + b"9" * 5000 + b"}"],
    ids=["empty", "truncated", "deep", "not utf-8", "huge integer"],
)
def test_a_damaged_record_is_ignored(tmp_path: Path, content: bytes) -> None:
    path = record_path(tmp_path)
    path.write_bytes(content)
    assert _read_within(path) is None


def test_a_pipe_in_its_place_does_not_hang(tmp_path: Path) -> None:
    path = record_path(tmp_path)
    os.mkfifo(path)
    assert _read_within(path) is None


def test_a_link_to_an_endless_device_is_not_read(tmp_path: Path) -> None:
    path = record_path(tmp_path)
    path.symlink_to("/dev/zero")
    assert _read_within(path) is None
