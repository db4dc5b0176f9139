"""The `viticulture` command line: no argument gives a traceback; bad arguments get usage and 2, a
command that fails says why on one line and exits 1; `load`/`replay`; the subcommand registry."""

from __future__ import annotations

import ast
import fcntl
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any, get_args

import pytest

from tests.persistence.helpers import finished_game, play, snapshot
from viticulture_tui import cli
from viticulture_tui.cli import build_parser, main
from viticulture_tui.commands import SUBCOMMANDS, subcommands
from viticulture_tui.commands.common import SOLO_LEVELS
from viticulture_tui.engine.scoring import ranking
from viticulture_tui.persistence import store
from viticulture_tui.pipe import BROKEN_PIPE_STATUS

ROOT = Path(__file__).resolve().parent.parent
LONG = "a" * 300


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A save folder with a finished game and a game in progress."""
    store.save_game(finished_game(3, 81), tmp_path, "done")
    store.save_game(play(2, 82, 20)[0], tmp_path, "midway")
    return tmp_path


@pytest.fixture
def apps(monkeypatch: pytest.MonkeyPatch) -> list[Path | None]:
    """The app is never started: each would-be start records its save folder."""
    from viticulture_tui.ui import app, launch

    started: list[Path | None] = []
    monkeypatch.setattr(app, "run_app", lambda save_dir=None, **_: started.append(save_dir) or 0)
    monkeypatch.setattr(launch, "open_saved", lambda _loaded, f, replay=False: started.append(f) or 0)
    return started


def _one_clean_line(err: str) -> str:
    assert "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    return lines[0]


# --- bad arguments: argparse's usage and status 2 ---------------------------------------------

BAD_ARGUMENTS = [
    ["simulate", "--games", "0"],
    ["simulate", "--games", "-1"],
    ["simulate", "--players", "0"],
    ["simulate", "--players", "7"],
    ["simulate", "--players", "two"],
    ["simulate", "--seed", "1.5"],
    ["demo", "--players", "0"],
    ["demo", "--players", "-1"],
    ["demo", "--players", "9"],
    ["demo", "--seed", "x"],
    ["bench", "--games", "-1"],
    ["bench", "--games", "many"],
    ["simulate", "--level", "impossible"],
    ["load"],
    ["nonsense"],
    ["--no-such-option"],
]


@pytest.mark.parametrize("argv", BAD_ARGUMENTS, ids=" ".join)
def test_bad_arguments_get_the_usage_and_status_2(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """Each is refused by the parser with its usage line, before anything runs."""
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: viticulture") and "error:" in err and "Traceback" not in err


def test_ranges_are_named_in_the_message(capsys: pytest.CaptureFixture[str]) -> None:
    """The message says what is allowed, not only what was wrong."""
    with pytest.raises(SystemExit):
        main(["demo", "--players", "9"])
    assert "argument --players: must be from 1 to 6, not 9" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["simulate", "--games", "0"])
    assert "argument --games: must be at least 1, not 0" in capsys.readouterr().err


@pytest.mark.parametrize("players", [1, 6])
def test_demo_plays_at_the_ends_of_the_range(players: int, capsys: pytest.CaptureFixture[str]) -> None:
    """1 (solo) and 6 players are accepted and play a whole game, with that many players."""
    assert main(["demo", "--players", str(players), "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "The game is over." in out
    assert ("Fabio" in out) == (players == 6)


def test_simulate_one_game(capsys: pytest.CaptureFixture[str]) -> None:
    """The smallest simulate works and its JSON adds up."""
    assert main(["simulate", "--players", "2", "--games", "1", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == summary["finished"] == 1 and summary["players"] == 2


def test_bench_games_zero_means_the_default() -> None:
    """--games 0 is bench's 'use the default', so it parses; negative does not."""
    assert build_parser().parse_args(["bench", "--games", "0"]).games == 0


# --- things that go wrong in a command: one line, status 1 ------------------------------------


@pytest.mark.parametrize("command", ["load", "replay"])
@pytest.mark.parametrize("headless", [True, False])
def test_a_300_character_name_is_one_clear_line(
    command: str, headless: bool, capsys: pytest.CaptureFixture[str], apps: list[Path | None]
) -> None:
    """A name too long for the file system is said in words, not as a raw OSError."""
    assert main([command, LONG, *(["--headless"] if headless else [])]) == 1
    line = _one_clean_line(capsys.readouterr().err)
    assert line.startswith(f"viticulture {command}: ") and "too long" in line
    assert len(line) < 200 and apps == []


def test_a_300_character_path_in_a_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The same through a path with a folder in it (it is not looked up in the save folder)."""
    assert main(["load", str(tmp_path / LONG / "x.json"), "--headless"]) == 1
    assert "too long" in _one_clean_line(capsys.readouterr().err)


def test_a_300_character_save_dir(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], apps: list[Path | None]
) -> None:
    """--save-dir too long for the file system: play does not start and says so."""
    assert main(["--save-dir", str(tmp_path / LONG)]) == 1
    line = _one_clean_line(capsys.readouterr().err)
    assert line.startswith("viticulture play: cannot use the save folder") and "too long" in line
    assert apps == []


def test_a_saves_folder_that_is_a_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], apps: list[Path | None]
) -> None:
    """A file where the folder should be: refused before the app starts (not 'File exists' later)."""
    not_a_folder = tmp_path / "saves"
    not_a_folder.write_text("mine")
    assert main(["play", "--save-dir", str(not_a_folder)]) == 1
    assert "is a file, not a folder" in _one_clean_line(capsys.readouterr().err)
    assert apps == [] and not_a_folder.read_text() == "mine"


def test_a_save_dir_that_cannot_be_created(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], apps: list[Path | None]
) -> None:
    """A folder under a file cannot be made: one line, the app does not start."""
    (tmp_path / "file").write_text("")
    assert main(["--save-dir", str(tmp_path / "file" / "saves")]) == 1
    assert "cannot use the save folder" in _one_clean_line(capsys.readouterr().err)
    assert apps == []


def test_a_missing_save_dir_is_created(tmp_path: Path, apps: list[Path | None]) -> None:
    """A save folder that does not exist yet is made, and the app starts on it."""
    assert main(["--save-dir", str(tmp_path / "new" / "saves")]) == 0
    assert apps == [tmp_path / "new" / "saves"] and apps[0] is not None and apps[0].is_dir()


def test_load_into_a_saves_folder_that_is_a_file(
    folder: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], apps: list[Path | None]
) -> None:
    """load (with the app) needs a save folder for its autosaves: a file there is refused."""
    (tmp_path / "plain").write_text("")
    assert main(["load", str(folder / "midway.json"), "--save-dir", str(tmp_path / "plain")]) == 1
    assert "is a file, not a folder" in _one_clean_line(capsys.readouterr().err)
    # --headless reads only, so the same folder does not stop it.
    assert (
        main(["load", str(folder / "midway.json"), "--headless", "--save-dir", str(tmp_path / "plain")]) == 0
    )
    assert apps == []


def test_an_unexpected_error_is_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A bug inside a command gives one line and 1; VITICULTURE_DEBUG=1 lets the traceback through."""
    from viticulture_tui import sim

    def broken(*_: Any, **__: Any) -> None:
        raise RuntimeError("a\nbug \x1b[31mred")

    monkeypatch.setattr(sim, "play_random_game", broken)
    monkeypatch.delenv(cli.DEBUG_ENV, raising=False)
    assert main(["demo"]) == 1
    line = _one_clean_line(capsys.readouterr().err)
    assert line.startswith("viticulture demo: unexpected error (RuntimeError: a bug") and "\x1b" not in line
    monkeypatch.setenv(cli.DEBUG_ENV, "1")
    with pytest.raises(RuntimeError):
        main(["demo"])


def test_an_os_error_is_one_line(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """An OSError from deep inside names the file and the reason, not its errno tuple."""
    from viticulture_tui import sim

    def full(*_: Any, **__: Any) -> None:
        raise OSError(28, "No space left on device", "/some/file")

    monkeypatch.setattr(sim, "play_random_game", full)
    assert main(["demo"]) == 1
    assert _one_clean_line(capsys.readouterr().err) == "viticulture demo: /some/file: No space left on device"


def test_ctrl_c_stops_quietly(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Ctrl+C during a command: status 130, no traceback."""
    from viticulture_tui import sim

    def interrupted(*_: Any, **__: Any) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(sim, "play_random_game", interrupted)
    assert main(["demo"]) == cli.INTERRUPTED_STATUS
    assert capsys.readouterr().err == ""


def test_a_broken_pipe_in_process(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A reader gone is not an error worth a word: the pipe status, nothing on stderr."""
    from viticulture_tui import sim

    def gone(*_: Any, **__: Any) -> None:
        raise BrokenPipeError(32, "Broken pipe")

    monkeypatch.setattr(sim, "play_random_game", gone)
    assert main(["demo"]) == BROKEN_PIPE_STATUS
    assert capsys.readouterr().err == ""


def _demo_into_head() -> tuple[int, bytes, bytes]:
    """`python -m viticulture_tui demo | head -1` through a real pipe, kept small so that the demo is
    still writing when head has gone (a 64 kB pipe could swallow the whole log first)."""
    read_end, write_end = os.pipe()
    fcntl.fcntl(write_end, fcntl.F_SETPIPE_SZ, 4096)
    demo = subprocess.Popen(
        [sys.executable, "-m", "viticulture_tui", "demo", "--players", "6", "--seed", "1"],
        stdout=write_end,
        stderr=subprocess.PIPE,
        cwd=ROOT,
    )
    head = subprocess.Popen(["head", "-1"], stdin=read_end, stdout=subprocess.PIPE)
    os.close(read_end)
    os.close(write_end)
    first, _ = head.communicate(timeout=60)
    _, err = demo.communicate(timeout=60)
    return demo.returncode, first, err


def test_demo_into_head_through_a_real_pipe() -> None:
    """`viticulture demo | head -1`: head gets its line, the demo stops without a traceback."""
    status, first, err = _demo_into_head()
    assert first.decode().strip() and first.count(b"\n") == 1
    assert b"Traceback" not in err and b"BrokenPipe" not in err, err.decode()
    assert err == b""
    assert status == BROKEN_PIPE_STATUS


def test_demo_into_head_as_a_shell_line() -> None:
    """The same as a user types it: no traceback whatever the timing."""
    result = subprocess.run(
        f"{sys.executable} -m viticulture_tui demo --players 6 | head -1",
        shell=True,
        capture_output=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0 and result.stdout.count(b"\n") == 1
    assert b"Traceback" not in result.stderr and result.stderr == b""


# --- load and replay (moved from tests/persistence/test_commands.py) --------------------------


def test_load_prints_a_summary(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """load --headless validates the file and says whose decision is next."""
    assert main(["load", str(folder / "midway.json"), "--headless"]) == 0
    out = capsys.readouterr().out
    assert "a valid save" in out and "Anna, Ben" in out and "decides next" in out


def test_load_finds_a_save_by_name_in_the_save_folder(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A bare name is looked up in the save folder given by --save-dir (before or after the command)."""
    assert main(["--save-dir", str(folder), "load", "done", "--headless"]) == 0
    assert "The game is over" in capsys.readouterr().out
    assert main(["load", "midway", "--headless", "--save-dir", str(folder)]) == 0


def test_load_of_a_damaged_file_fails_with_its_message(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A damaged file exits with 1 and the problem on stderr; nothing is changed."""
    (folder / "bad.json").write_bytes(b"{")
    before = snapshot(folder)
    assert main(["load", str(folder / "bad.json")]) == 1
    assert "bad.json: the file is truncated" in _one_clean_line(capsys.readouterr().err)
    assert snapshot(folder) == before


def test_load_of_a_missing_file(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A name that is neither a file nor a save is reported."""
    assert main(["--save-dir", str(folder), "load", "nothing"]) == 1
    assert "no such file" in _one_clean_line(capsys.readouterr().err)


def test_headless_replay_prints_the_final_ranking(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """replay --headless prints the ranking with VP, first place first."""
    state = finished_game(3, 81)
    assert main(["replay", str(folder / "done.json"), "--headless"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("Final ranking")
    best = state.players[ranking(state)[0]]
    assert lines[2].split()[:3] == ["1", best.name, str(best.vp)]
    assert len(lines) == 2 + 3


def test_headless_replay_of_an_unfinished_game(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """An unfinished game shows the standing so far."""
    assert main(["replay", str(folder / "midway.json"), "--headless"]) == 0
    assert "Unfinished game" in capsys.readouterr().out


def test_without_headless_the_app_opens(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Without --headless, load and replay open the app on the checked file (not started here)."""
    from viticulture_tui.ui import launch

    opened: list[tuple[str, bool]] = []
    monkeypatch.setattr(
        launch, "open_saved", lambda loaded, _f, replay=False: opened.append((loaded.info.name, replay)) or 0
    )
    assert main(["replay", str(folder / "done.json")]) == 0
    assert main(["load", str(folder / "midway.json")]) == 0
    assert opened == [("done", True), ("midway", False)]


def test_save_dir_is_accepted_everywhere(tmp_path: Path) -> None:
    """--save-dir parses before any command, after load/replay, and after play."""
    parser = build_parser()
    assert parser.parse_args(["--save-dir", str(tmp_path)]).save_dir == str(tmp_path)
    assert parser.parse_args(["play", "--save-dir", str(tmp_path)]).save_dir == str(tmp_path)
    assert parser.parse_args(["--save-dir", "a", "load", "x"]).save_dir == "a"
    assert parser.parse_args(["load", "x", "--save-dir", "b"]).save_dir == "b"
    assert parser.parse_args(["play"]).save_dir is None


# --- the registry ---------------------------------------------------------------------------


def test_every_subcommand_is_in_the_registry_in_order(capsys: pytest.CaptureFixture[str]) -> None:
    """--help lists the registry's subcommands in its order; each has a name, a parser and run."""
    names = list(subcommands())
    assert names[:6] == ["play", "simulate", "bench", "demo", "load", "replay"]  # then serve, etc.
    with pytest.raises(SystemExit):
        main(["--help"])
    listed = capsys.readouterr().out.split("{", 1)[1].split("}", 1)[0]
    assert listed.split(",")[: len(names)] == names


def test_a_new_subcommand_is_one_module_and_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A module on the path plus its name in SUBCOMMANDS: it parses, runs and fails like the others."""
    (tmp_path / "hello_command.py").write_text(
        '"""A test subcommand."""\n'
        "NAME = 'hello'\n"
        "def add_parser(sub):\n"
        "    p = sub.add_parser(NAME)\n"
        "    p.add_argument('--times', type=int, default=1)\n"
        "    return p\n"
        "def run(args):\n"
        "    if args.times < 0:\n"
        "        raise ValueError('negative')\n"
        "    print('hello ' * args.times)\n"
        "    return 0\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr("viticulture_tui.commands.SUBCOMMANDS", (*SUBCOMMANDS, "hello_command"))
    assert main(["hello", "--times", "2"]) == 0
    assert capsys.readouterr().out.strip() == "hello hello"
    assert main(["hello", "--times", "-1"]) == 1
    assert "viticulture hello: unexpected error (ValueError: negative)" in capsys.readouterr().err


def test_the_command_line_starts_without_the_engine_or_textual() -> None:
    """Building the parser imports neither the engine nor Textual (they are imported in run)."""
    code = (
        "import sys; from viticulture_tui.cli import build_parser; build_parser(); "
        "print(sorted(m for m in sys.modules if m.startswith(('textual', 'viticulture_tui.engine', "
        "'viticulture_tui.ui', 'pydantic'))))"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True
    )
    assert result.stdout.strip() == "[]"


def test_persistence_does_not_import_the_interface() -> None:
    """No module of persistence/ imports viticulture_tui.ui (the commands package opens the app)."""
    for path in sorted((ROOT / "viticulture_tui" / "persistence").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            names = (
                [node.module or ""]
                if isinstance(node, ast.ImportFrom)
                else [a.name for a in node.names]
                if isinstance(node, ast.Import)
                else []
            )
            assert not any(n.startswith("viticulture_tui.ui") for n in names), path.name


# --- hostile values for every option ---------------------------------------------------------

HOSTILE = [
    "",
    " ",
    "0",
    "-1",
    "-0",
    "7",
    "+3",
    "1e3",
    "0x10",
    "1.0",
    "nan",
    "9" * 5000,
    LONG,
    "~nouser/x",
    "~" * 400,
    "\x1b[31mred",
    "[/]",
    "[bold]x",
    "\ud800",
    "a\x00b",
    "/dev/null",
    "/",
    ".",
    "-",
    "--",
]
"""Values a hostile user types; none of them may give a traceback."""

OPTIONS = [
    ["demo", "--players"],
    ["demo", "--seed"],
    ["simulate", "--players"],
    ["simulate", "--games"],
    ["simulate", "--level"],
    ["bench", "--games"],
    ["load", "--headless"],
    ["replay", "--headless"],
    ["load"],
    ["replay"],
    ["--save-dir"],
    ["load", "x", "--save-dir"],
    ["play", "--save-dir"],
]


def _outcome(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """'' when the command line behaved (usage and 2, or 0/1 with at most one line on stderr)."""
    try:
        status: object = main(argv)
    except SystemExit as stop:
        err = capsys.readouterr().err
        return "" if stop.code == 2 and err.startswith("usage:") else f"exit {stop.code}: {err!r:.200}"
    except BaseException as exc:
        return f"raised {type(exc).__name__}: {exc!s:.100}"
    err = capsys.readouterr().err
    if status not in (0, 1) or "Traceback" in err or len(err.strip().splitlines()) > 1:
        return f"status {status}: {err!r:.200}"
    return ""


def test_hostile_values_for_every_option(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    apps: list[Path | None],
) -> None:
    """Every hostile value after every option (and as a file): no traceback, status 0, 1 or 2."""
    from viticulture_tui import bench, sim

    # `play --save-dir VALUE` creates the folder VALUE: here, not in the checkout.
    monkeypatch.chdir(tmp_path)

    # Whatever passes the parser runs for real, but short: one tiny game, no benchmark.
    real = sim.simulate
    monkeypatch.setattr(sim, "simulate", lambda p, _g, s, o=None: real(p, 1, s % 1000, o))
    monkeypatch.setattr(bench, "run_bench", lambda games=0: {"games": games})
    mishandled = [
        f"{argv!r:.60}: {problem}"
        for prefix in OPTIONS
        for value in HOSTILE
        if (problem := _outcome(argv := [*prefix, value], capsys))
    ]
    assert mishandled == []
    assert len(OPTIONS) * len(HOSTILE) > 300


def test_solo_levels_are_the_engines() -> None:
    """The levels `simulate` and `arena` accept are those GameOptions knows, in its order."""
    from viticulture_tui.engine import GameOptions

    assert get_args(GameOptions.model_fields["solo_level"].annotation) == SOLO_LEVELS
