"""A command whose reader went away (`... | head`): it stops quietly with the pipe's status, no traceback."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

BROKEN_PIPE_STATUS = 141
"""The status of a command whose reader went away (`viticulture demo | head`): 128 + SIGPIPE, as a
shell reports for any program that a closed pipe stops."""


def reader_gone() -> int:
    """The reader of stdout closed it: send what is still buffered to devnull, so that the flush at
    exit does not fail again, and stop quietly (the recipe of Python's signal documentation)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):  # stdout without a file descriptor (a test's capture)
        pass
    return BROKEN_PIPE_STATUS


def run_tool(main: Callable[[], int]) -> int:
    """A `python -m` tool's exit status: its own, or BROKEN_PIPE_STATUS if its reader went away."""
    try:
        status = main()
        sys.stdout.flush()  # inside the guard: a closed pipe shows up here, not at exit
        return status
    except BrokenPipeError:
        return reader_gone()
