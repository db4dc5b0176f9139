"""A tool whose reader went away stops quietly with the pipe's status."""

from __future__ import annotations

import pytest

from viticulture_tui.pipe import BROKEN_PIPE_STATUS, run_tool


def test_a_tool_keeps_its_own_status() -> None:
    """Nothing in the way: the tool's status is the command's."""
    assert run_tool(lambda: 0) == 0
    assert run_tool(lambda: 2) == 2


def test_a_reader_gone_is_the_pipe_status_and_no_word(capsys: pytest.CaptureFixture[str]) -> None:
    """`python -m viticulture_tui.ai.restamp ... | head`: no traceback, the status a shell expects."""

    def gone() -> int:
        print("a line head did not want")
        raise BrokenPipeError(32, "Broken pipe")

    assert run_tool(gone) == BROKEN_PIPE_STATUS
    assert capsys.readouterr().err == ""
