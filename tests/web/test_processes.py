"""`viticulture serve` without a browser: each connection's game process, and how every one of them ends."""

from __future__ import annotations

import asyncio
import signal
import socket
import subprocess
import sys
from pathlib import Path

import aiohttp
import pytest

from tests.web.conftest import Served, alive, free_port, serve_command, wait_until
from viticulture_tui.serve import address, origin
from viticulture_tui.serve.command import add_parser, run


async def open_game(served: Served, session: aiohttp.ClientSession) -> aiohttp.ClientWebSocketResponse:
    """Connect as the page does, and wait for the game's first screen."""
    ws = await session.ws_connect(
        f"ws://127.0.0.1:{served.port}/ws?width=120&height=40",
        headers={"Origin": f"http://127.0.0.1:{served.port}"},
    )
    async with asyncio.timeout(20):
        while True:
            message = await ws.receive()
            assert message.type in (aiohttp.WSMsgType.BINARY, aiohttp.WSMsgType.TEXT), message
            if message.type == aiohttp.WSMsgType.BINARY and len(message.data) > 10:
                return ws


async def closed_by_server(ws: aiohttp.ClientWebSocketResponse) -> None:
    """Read what the game still sent until the server closes the connection."""
    async with asyncio.timeout(10):
        while (await ws.receive()).type not in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED):
            pass


def test_closing_the_connection_ends_its_game(served: Served) -> None:
    async def play() -> list[int]:
        async with aiohttp.ClientSession() as session:
            ws = await open_game(served, session)
            games = served.games()
            await ws.close()
            return games

    games = asyncio.run(play())
    assert len(games) == 1
    wait_until(lambda: not alive(games[0]), 10, "the end of the closed connection's game")
    assert served.games() == []


def test_stopping_the_server_ends_every_game(served: Served) -> None:
    async def two_tabs() -> list[int]:
        async with aiohttp.ClientSession() as session:
            tabs = [await open_game(served, session), await open_game(served, session)]
            games = served.games()
            # SIGTERM while both tabs are open: the server ends both games, then closes the tabs.
            served.proc.send_signal(signal.SIGTERM)
            await asyncio.to_thread(served.proc.wait, 20)
            for tab in tabs:
                await closed_by_server(tab)
            return games

    games = asyncio.run(two_tabs())
    assert len(games) == 2
    assert served.proc.returncode == 0, served.output()
    assert not any(alive(pid) for pid in games)
    assert "Ending 2 games..." in served.output() and "none is left running" in served.output()


def test_a_killed_server_leaves_no_game_behind(served: Served) -> None:
    async def one_tab() -> list[int]:
        async with aiohttp.ClientSession() as session:
            tab = await open_game(served, session)
            games = served.games()
            served.proc.kill()  # no time to end anything: the game sees its input close
            await asyncio.to_thread(served.proc.wait, 10)
            await tab.close()
            return games

    games = asyncio.run(one_tab())
    assert len(games) == 1
    wait_until(lambda: not alive(games[0]), 10, "the end of the game of a killed server")


def test_a_page_from_another_site_starts_no_game(served: Served) -> None:
    async def hostile() -> int:
        async with aiohttp.ClientSession() as session:
            try:
                await session.ws_connect(
                    f"ws://127.0.0.1:{served.port}/ws", headers={"Origin": "http://attacker.example"}
                )
            except aiohttp.WSServerHandshakeError as exc:
                return exc.status
            return 101

    assert asyncio.run(hostile()) == 403
    assert served.games() == []


def test_the_page_has_the_games_title_and_nothing_from_outside(served: Served) -> None:
    async def page() -> str:
        async with aiohttp.ClientSession() as session, session.get(served.url) as response:
            assert response.status == 200
            return await response.text()

    html = asyncio.run(page())
    assert "<title>Viticulture</title>" in html
    assert f"ws://127.0.0.1:{served.port}/ws" in html
    assert "googleapis" not in html and "https://" not in html


def test_a_taken_port_is_one_line_and_status_1(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run(
            serve_command("--port", str(port), "--save-dir", str(tmp_path)),
            capture_output=True,
            text=True,
            timeout=30,
        )
    assert done.returncode == 1
    assert done.stderr.strip() == (
        f"viticulture serve: port {port} is already in use on 127.0.0.1: choose another with --port"
    )


@pytest.mark.parametrize(
    ("page", "host", "loopback_only", "expected"),
    [
        ("http://127.0.0.1:8000", "127.0.0.1:8000", True, True),
        ("http://localhost:8000", "localhost:8000", True, True),
        ("http://[::1]:8000", "[::1]:8000", True, True),
        ("http://attacker.example", "127.0.0.1:8000", True, False),
        ("http://127.0.0.1:9999", "127.0.0.1:8000", True, False),
        # A site whose name was rebound to 127.0.0.1: same origin, but not a loopback name.
        ("http://rebound.example:8000", "rebound.example:8000", True, False),
        ("http://192.0.2.7:8000", "192.0.2.7:8000", False, True),
        ("null", "127.0.0.1:8000", True, False),
        (None, "127.0.0.1:8000", True, False),
        ("file:///home/x/page.html", "127.0.0.1:8000", True, False),
    ],
)
def test_only_the_servers_own_page_may_open_a_game(
    page: str | None, host: str, loopback_only: bool, expected: bool
) -> None:
    assert origin.allowed(page, host, loopback_only) is expected


def test_loopback_and_network_addresses() -> None:
    assert (
        address.is_loopback("127.0.0.1") and address.is_loopback("::1") and address.is_loopback("localhost")
    )
    assert (
        not address.is_loopback("0.0.0.0") and not address.is_loopback("::") and not address.is_loopback("")
    )
    assert not address.is_loopback("192.0.2.7")
    assert address.page_url("0.0.0.0", 8000) == "http://127.0.0.1:8000/"
    assert address.page_url("::1", 8123) == "http://[::1]:8123/"


def _args(*argv: str) -> object:
    import argparse

    parser = argparse.ArgumentParser()
    add_parser(parser.add_subparsers(dest="command"))
    return parser.parse_args(["serve", *argv])


def test_a_network_address_is_warned_about(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from viticulture_tui.serve import server

    served: list[tuple[str, int]] = []
    monkeypatch.setattr(address, "port_problem", lambda host, port: None)
    monkeypatch.setattr(server.GameServer, "serve", lambda self: served.append((self.host, self.port)))
    assert run(_args("--host", "0.0.0.0", "--port", "8765", "--save-dir", str(tmp_path))) == 0  # type: ignore[arg-type]
    warned = capsys.readouterr().err
    assert "every network address of this machine" in warned and "Anyone who can reach it" in warned
    assert run(_args("--port", "8765", "--save-dir", str(tmp_path))) == 0  # type: ignore[arg-type]
    assert capsys.readouterr().err == ""
    assert served == [("0.0.0.0", 8765), ("127.0.0.1", 8765)]


def test_without_textual_serve_one_line_and_status_2(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    monkeypatch.delitem(sys.modules, "viticulture_tui.serve.server", raising=False)
    monkeypatch.setitem(sys.modules, "textual_serve.server", None)
    assert run(_args("--save-dir", str(tmp_path))) == 2  # type: ignore[arg-type]
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1 and "needs textual-serve" in lines[0]


def test_open_opens_the_page_in_the_browser(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    import webbrowser

    from viticulture_tui.serve.server import GameServer

    opened: list[str] = []
    monkeypatch.setattr(webbrowser, "open", opened.append)
    server = GameServer(tmp_path, "127.0.0.1", 8765, "http://127.0.0.1:8765/", True, open_browser=True)

    async def listen() -> None:
        server.listening()  # asyncio.run waits for the browser's thread before it returns

    asyncio.run(listen())
    assert opened == ["http://127.0.0.1:8765/"]
    assert "served at http://127.0.0.1:8765/" in capsys.readouterr().out


def test_the_address_is_given_once_the_port_listens(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A person (or a script) who opens the address the moment it is printed finds the server answering:
    before, it was printed by the app's startup signal, which comes before the socket listens."""
    from viticulture_tui.serve import server as server_module

    port = free_port()
    served = server_module.GameServer(tmp_path, "127.0.0.1", port, f"http://127.0.0.1:{port}/", True)
    answered: list[bool] = []

    def lines(url: str, folder: Path) -> list[str]:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=5):
                answered.append(True)
        except OSError:
            answered.append(False)
        served.request_exit()  # stops the server: its one job here is done
        return []

    monkeypatch.setattr(server_module, "started_lines", lines)
    served.serve()
    assert answered == [True]
