"""The web server: the game's own page, one game process per tab, and every game ended when it stops."""

from __future__ import annotations

import asyncio
import logging
import signal
from pathlib import Path
from typing import Any

import aiohttp_jinja2
from aiohttp import web
from textual_serve.server import Server, to_int

from viticulture_tui.serve import origin
from viticulture_tui.serve.game_process import GameProcess
from viticulture_tui.serve.warning import started_lines
from viticulture_tui.words import counted

log = logging.getLogger("viticulture.serve")

TEMPLATES = Path(__file__).parent / "templates"
TITLE = "Viticulture"


class GameServer(Server):
    """textual-serve's server with the game's page, checked websockets, and a record of its games."""

    def __init__(
        self, folder: Path, host: str, port: int, url: str, loopback: bool, open_browser: bool = False
    ) -> None:
        super().__init__("viticulture play", host=host, port=port, title=TITLE, templates_path=TEMPLATES)
        self.folder = folder
        self.url = url
        self.loopback = loopback
        self.games: set[GameProcess] = set()
        """The games running now, one per open tab."""
        self.started = 0
        self.open_browser = open_browser

    def initialize_logging(self) -> None:
        """Warnings and errors only: one line per request would bury the address to open."""
        logging.basicConfig(level=logging.WARNING, format="%(message)s")

    def serve(self, debug: bool = False) -> None:
        """Serve until stopped (as textual-serve does), saying where to open the game once it listens.

        textual-serve's own `serve` silences aiohttp's "running on" line, which aiohttp prints once
        the socket listens; the app's startup signal comes before that, so an address printed there
        could be opened (by a person quick with a link, or a script) before anything answers.
        """
        self.debug = debug
        self.initialize_logging()
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        try:
            loop.add_signal_handler(signal.SIGINT, self.request_exit)
            loop.add_signal_handler(signal.SIGTERM, self.request_exit)
        except NotImplementedError:  # pragma: no cover - not on this platform
            pass
        web.run_app(
            self._make_app(),
            host=self.host,
            port=self.port,
            handle_signals=False,
            loop=loop,
            print=self.listening,
        )

    def listening(self, _aiohttp_line: str = "") -> None:
        """The socket listens: say where to open the game (and open it, if asked)."""
        for line in started_lines(self.url, self.folder):
            print(line, flush=True)
        if self.open_browser:
            import webbrowser

            # Starting a browser can take a while: the server answers meanwhile.
            asyncio.get_running_loop().run_in_executor(None, webbrowser.open, self.url)

    async def on_startup(self, app: web.Application) -> None:
        """Nothing to do before the socket listens (`listening` speaks once it does)."""

    async def on_shutdown(self, app: web.Application) -> None:
        """End every game still running, all at once (their moves are autosaved already), then stop."""
        games = list(self.games)
        if games:
            print(f"Ending {counted(len(games), 'game')}...", flush=True)
        await asyncio.gather(*(game.stop() for game in games), return_exceptions=True)
        played = "1 game was" if self.started == 1 else f"{self.started} games were"
        print(f"Stopped. {played} played here; none is left running.", flush=True)

    @aiohttp_jinja2.template("app_index.html")
    async def handle_index(self, request: web.Request) -> dict[str, Any]:
        """The page: its websocket and static files on the address the browser used (not the bind address,
        which may be 0.0.0.0)."""
        base = f"{request.scheme}://{request.host}"
        socket_scheme = "wss" if request.scheme == "https" else "ws"
        return {
            "title": TITLE,
            "font_size": to_int(request.query.get("fontsize", "16"), 16),
            "app_websocket_url": f"{socket_scheme}://{request.host}/ws",
            "static_url": f"{base}/static/",
        }

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        """One tab's game: started when its page connects, ended when the tab closes or the server stops."""
        if not origin.allowed(request.headers.get("Origin"), request.host, self.loopback):
            log.warning("refused a game for a page from %s", request.headers.get("Origin") or "nowhere")
            raise web.HTTPForbidden(text="Games open only from this server's own page.")
        websocket = web.WebSocketResponse(heartbeat=15)
        width = to_int(request.query.get("width", "80"), 80)
        height = to_int(request.query.get("height", "24"), 24)
        await websocket.prepare(request)
        game = GameProcess(
            self.folder,
            write_bytes=websocket.send_bytes,
            write_str=websocket.send_str,
            close=websocket.close,
            download_manager=self.download_manager,
            debug=self.debug,
        )
        self.games.add(game)
        self.started += 1
        try:
            await game.start(width, height)
            await self._process_messages(websocket, game)
        except asyncio.CancelledError:
            pass
        except Exception as error:  # a broken tab must not take the server down
            log.exception(error)
        finally:
            await game.stop()
            self.games.discard(game)
            await websocket.close()
        return websocket
