"""`viticulture serve [--host H] [--port P] [--open]`: the game in a web browser, one game per tab."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from viticulture_tui.commands.common import CommandError, add_save_dir, ensure_folder, folder_of, int_between

NAME = "serve"
DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000
MISSING_STATUS = 2
"""The status when textual-serve cannot be imported (an install without the dependencies)."""


def add_parser(sub: Any) -> argparse.ArgumentParser:
    """Add `serve [--host H] [--port P] [--open] [--save-dir DIR]`."""
    parser: argparse.ArgumentParser = sub.add_parser(
        NAME, help="play in a web browser: start a server, open its address (one game per tab)"
    )
    parser.add_argument(
        "--host",
        default=DEFAULT_HOST,
        help="the address to listen on (default 127.0.0.1: this machine only; 0.0.0.0: the whole network)",
    )
    parser.add_argument(
        "--port", type=int_between(1, 65535), default=DEFAULT_PORT, help="the port (default 8000)"
    )
    parser.add_argument("--open", action="store_true", help="open the page in the default web browser")
    add_save_dir(parser)
    return parser


def run(args: argparse.Namespace) -> int:
    """Serve the game until Ctrl+C or SIGTERM: 0 after a clean stop, 1 when it cannot listen (one line
    saying why), 2 when textual-serve is missing."""
    from viticulture_tui.serve.address import bind_error, is_loopback, page_url, port_problem

    host, port = args.host, args.port
    try:
        from viticulture_tui.serve.server import GameServer
    except ImportError as exc:
        print(f"viticulture serve: needs textual-serve ({exc}); pip install textual-serve", file=sys.stderr)
        return MISSING_STATUS
    problem = port_problem(host, port)
    if problem is not None:
        raise CommandError(problem)
    folder = ensure_folder(folder_of(args).resolve())
    loopback = is_loopback(host)
    if not loopback:
        from viticulture_tui.serve.warning import network_warning

        for line in network_warning(host, port):
            print(line, file=sys.stderr)
    server = GameServer(folder, host, port, page_url(host, port), loopback, open_browser=args.open)
    try:
        server.serve()
    except OSError as exc:  # the port was taken between the check and the start
        raise CommandError(bind_error(host, port, exc)) from exc
    return 0
