"""What the server says when it starts: where to open the game, and a plain warning on a network address."""

from __future__ import annotations

from pathlib import Path


def started_lines(url: str, folder: Path) -> list[str]:
    """The lines printed once the server listens."""
    return [
        f"Viticulture is served at {url}  (open it in a browser; each tab is its own game)",
        f"Games are saved in {folder}",
        "Ctrl+C stops the server and ends every game in it (each is autosaved first).",
    ]


def network_warning(host: str, port: int) -> list[str]:
    """The warning for an address other machines can reach: anyone there can play and open the saves."""
    where = "every network address of this machine" if host in ("", "0.0.0.0", "::") else host
    return [
        f"Warning: the server listens on {where}, port {port}, not only on this machine.",
        "Anyone who can reach it over the network can play here, and load and overwrite the games",
        "saved in the save folder of this machine. There is no password. Use --host 127.0.0.1 to",
        "keep it to this machine.",
    ]
