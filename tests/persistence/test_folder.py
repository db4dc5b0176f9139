"""The save folder: --save-dir, then VITICULTURE_SAVE_DIR, then the checkout's saves/, then user data."""

from __future__ import annotations

from pathlib import Path

import pytest

from viticulture_tui.persistence import folder

ROOT = Path(__file__).resolve().parents[2]


def test_the_command_line_option_wins(tmp_path: Path) -> None:
    """--save-dir beats the environment variable."""
    env = {folder.ENV_VAR: str(tmp_path / "env")}
    assert folder.save_dir(tmp_path / "cli", env=env) == tmp_path / "cli"


def test_the_environment_variable_beats_the_defaults(tmp_path: Path) -> None:
    """VITICULTURE_SAVE_DIR beats the checkout and the user data directory."""
    assert folder.save_dir(None, env={folder.ENV_VAR: str(tmp_path)}) == tmp_path


def test_a_checkout_saves_into_its_saves_folder() -> None:
    """Run from the source checkout, saves go to its saves/ folder."""
    assert folder.save_dir(None, env={}) == ROOT / "saves"
    assert folder.checkout_saves() == ROOT / "saves"


def test_an_installed_package_saves_into_the_user_data_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Installed (no checkout around the package), saves go to the platformdirs user data dir."""
    installed = tmp_path / "site-packages" / "viticulture_tui"
    installed.mkdir(parents=True)
    assert folder.checkout_saves(installed) is None
    monkeypatch.setattr(folder, "checkout_saves", lambda: None)
    assert folder.save_dir(None, env={}) == folder.user_saves()
    assert "viticulture-tui" in str(folder.user_saves())


def test_a_home_relative_override_is_expanded(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A ~ in the override means the home directory."""
    monkeypatch.setenv("HOME", str(tmp_path))
    assert folder.save_dir("~/mine", env={}) == tmp_path / "mine"
