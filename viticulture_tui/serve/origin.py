"""Which pages may open a game: the game's own page only (a websocket is not held back by the browser)."""

from __future__ import annotations

from urllib.parse import urlsplit

LOOPBACK_NAMES = ("127.0.0.1", "localhost", "[::1]", "::1")


def allowed(origin: str | None, host: str | None, loopback_only: bool) -> bool:
    """Whether a websocket opened by the page at `origin`, sent to `host`, may start a game.

    Browsers let any site open a websocket to 127.0.0.1; they always send the page's Origin, so a
    game starts only for a page served here (same host and port). On a loopback server the Host
    itself must be a loopback name too: a site whose name is rebound to 127.0.0.1 is refused.
    """
    if not origin or not host:
        return False
    parts = urlsplit(origin)
    if parts.scheme not in ("http", "https") or parts.netloc.lower() != host.lower():
        return False
    if loopback_only:
        name = host.rsplit(":", 1)[0] if not host.endswith("]") else host
        return name.lower() in LOOPBACK_NAMES
    return True
