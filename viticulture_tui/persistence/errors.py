"""The one error a save file or folder raises, with the file and the problem in its message."""

from __future__ import annotations

from pathlib import Path

UNREADABLE = "unreadable"
EMPTY = "empty"
TRUNCATED = "truncated"
NOT_JSON = "not_json"
FOREIGN = "foreign"
UNKNOWN_VERSION = "unknown_version"
MISSING_FIELDS = "missing_fields"
INVALID = "invalid"
BAD_LOG = "bad_log"
MISMATCH = "mismatch"
EXISTS = "exists"
WRITE_FAILED = "write_failed"


class SaveError(Exception):
    """A save file or folder that cannot be used; `str()` names the file and the problem."""

    def __init__(self, path: Path | str, problem: str, kind: str) -> None:
        self.path = Path(path)
        self.problem = problem
        self.kind = kind
        super().__init__(f"{self.path}: {problem}")
