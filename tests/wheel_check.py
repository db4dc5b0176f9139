"""Build the wheel, install it (not editable) into a fresh virtual environment, start a game.

Run by `make test`: it proves that the assets ship inside the wheel and the console script works.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    """Build, install into a clean venv, and play a headless demo game with it."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "dist"
        subprocess.run(
            [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(ROOT)],
            check=True,
        )
        wheels = list(out.glob("*.whl"))
        assert len(wheels) == 1, wheels
        env_dir = Path(tmp) / "env"
        # No pip of its own: this pip installs into it (`--python`), which saves ensurepip's 6 s,
        # and nothing is compiled ahead (the demo below imports far fewer modules than pip would
        # compile): together they halve the check's time.
        venv.create(env_dir, with_pip=False)
        py = env_dir / "bin" / "python"
        install = [sys.executable, "-m", "pip", "--python", str(py), "install", "-q", "--no-compile"]
        subprocess.run([*install, str(wheels[0])], check=True)
        # Run from an empty folder so nothing of the checkout can be imported by accident.
        demo = subprocess.run(
            [str(env_dir / "bin" / "viticulture"), "demo", "--players", "3", "--seed", "5"],
            check=True,
            capture_output=True,
            text=True,
            cwd=tmp,
        )
        assert "The game is over." in demo.stdout, demo.stdout[-2000:]
        where = subprocess.run(
            [str(py), "-c", "import viticulture_tui.data as d; print(d.assets_dir())"],
            check=True,
            capture_output=True,
            text=True,
            cwd=tmp,
        ).stdout.strip()
        assert str(env_dir) in where, f"assets read from {where}, not from the installed wheel"
    print("wheel check: the installed wheel starts and finishes a game with its own assets")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
