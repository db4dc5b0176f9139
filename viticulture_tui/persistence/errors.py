"""The one error a save file or folder raises, with the file and the problem in its message."""

from __future__ import annotations

from pathlib import Path

from viticulture_tui.safe_text import printable

UNREADABLE = "unreadable"
NOT_A_FILE = "not_a_file"
"""A folder, named pipe, socket or device where a save file should be."""
TOO_LARGE = "too_large"
"""A file larger than any save (safe_read.MAX_SAVE_BYTES)."""
EMPTY = "empty"
TRUNCATED = "truncated"
NOT_JSON = "not_json"
TOO_DEEP = "too_deep"
"""JSON nested deeper than a save ever is."""
FOREIGN = "foreign"
UNKNOWN_VERSION = "unknown_version"
MISSING_FIELDS = "missing_fields"
INVALID = "invalid"
BAD_LOG = "bad_log"
MISMATCH = "mismatch"
EXISTS = "exists"
WRITE_FAILED = "write_failed"


class SaveError(Exception):
    """A save file or folder that cannot be used; `str()` names the file and the problem.

    Both may quote a file's name or content, so both are made printable: no escape sequence,
    control character or lone surrogate from a file ever reaches the terminal.
    """

    def __init__(self, path: Path | str, problem: str, kind: str) -> None:
        self.path = Path(path)
        self.problem = printable(problem)
        self.kind = kind
        super().__init__(printable(f"{self.path}: {problem}"))
