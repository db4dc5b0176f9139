"""The example in docs/engine.md runs as written."""

import re
from pathlib import Path

DOC = Path(__file__).resolve().parent.parent / "docs" / "engine.md"


def test_engine_doc_example_plays_a_whole_game(capsys):
    """The documented example drives a whole game to its end."""
    code = re.search(r"```python\n(.*?)```", DOC.read_text(), re.S).group(1)
    exec(compile(code, str(DOC), "exec"), {})
    out = capsys.readouterr().out
    assert "The game is over." in out
    assert "won" in out
