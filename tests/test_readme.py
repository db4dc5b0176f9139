"""Every command the README shows exists as written, and the concrete ones run."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

README = Path(__file__).resolve().parent.parent / "README.md"
PROGRAM = Path(sys.executable).parent / "viticulture"
"""The console script beside the interpreter that runs the tests: `.venv/bin/viticulture`."""


def _shown() -> list[str]:
    """Each `viticulture …` command the README shows, as written after the program's path."""
    text = README.read_text(encoding="utf-8")
    return re.findall(r"\.venv/bin/viticulture((?: [^`#\n]*)?)", text)


def test_the_readme_runs_the_program_from_the_venv() -> None:
    """A bare `viticulture` is not on the PATH after `make play`: the README says `.venv/bin/`."""
    text = README.read_text(encoding="utf-8")
    bare = re.findall(r"(?<![/\w])`viticulture [a-z-]+", text)
    assert bare == [], bare
    assert len(_shown()) >= 8


def test_every_subcommand_shown_exists() -> None:
    """`.venv/bin/viticulture SUB … --help` answers for every SUB the README names."""
    firsts = {words.split()[0] for words in _shown() if words.strip()}
    subs = sorted(word for word in firsts if not word.startswith("-"))
    assert {"simulate", "demo", "load", "replay", "arena", "serve"} <= set(subs)
    for sub in subs:
        done = subprocess.run([str(PROGRAM), sub, "--help"], capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, (sub, done.stderr)


@pytest.mark.parametrize(
    "argv",
    [
        ["--version"],
        ["demo", "--players", "2", "--seed", "1"],
        ["simulate", "--players", "2", "--games", "1", "--seed", "1", "--json"],
        ["arena", "--players", "2", "--seats", "random,random", "--games", "2", "--seed", "1", "--jobs", "1"],
    ],
    ids=lambda argv: argv[0],
)
def test_the_concrete_commands_run(argv: list[str]) -> None:
    done = subprocess.run([str(PROGRAM), *argv], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
