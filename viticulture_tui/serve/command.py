"""`viticulture serve [--host H] [--port P] [--open]`: the game in a web browser, one game per tab."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from viticulture_tui.persistence.commands import SAVE_DIR_HELP

NAME = "serve"
DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000


def add_parser(sub: Any) -> argparse.ArgumentParser:
    """Add the `serve` subcommand to the `viticulture` command's subparsers."""
    parser: argparse.ArgumentParser = sub.add_parser(
        NAME, help="play in a web browser: start a server, open its address (one game per tab)"
    )
    parser.add_argument(
        "--host",
        default=DEFAULT_HOST,
        help="the address to listen on (default 127.0.0.1: this machine only; 0.0.0.0: the whole network)",
    )
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help="the port (default 8000)")
    parser.add_argument("--open", action="store_true", help="open the page in the default web browser")
    # SUPPRESS keeps a global --save-dir given before the command.
    parser.add_argument("--save-dir", default=argparse.SUPPRESS, metavar="DIR", help=SAVE_DIR_HELP)
    return parser


def run(args: argparse.Namespace) -> int:
    """Serve the game until Ctrl+C or SIGTERM: 0 after a clean stop, 1 when it cannot listen, 2 for a bad
    option or a missing textual-serve."""
    from viticulture_tui.persistence.folder import save_dir
    from viticulture_tui.serve.address import bind_error, is_loopback, page_url, port_problem

    host, port = args.host, args.port
    if not 1 <= port <= 65535:
        return _fail(f"--port must be between 1 and 65535, not {port}", 2)
    try:
        from viticulture_tui.serve.server import GameServer
    except ImportError as exc:
        return _fail(f"needs textual-serve ({exc}): pip install textual-serve", 2)
    problem = port_problem(host, port)
    if problem is not None:
        return _fail(problem, 1)
    loopback = is_loopback(host)
    if not loopback:
        from viticulture_tui.serve.warning import network_warning

        for line in network_warning(host, port):
            print(line, file=sys.stderr)
    folder = save_dir(getattr(args, "save_dir", None)).resolve()
    url = page_url(host, port)
    server = GameServer(folder, host, port, url, loopback, open_browser=args.open)
    try:
        server.serve()
    except OSError as exc:  # the port was taken between the check and the start
        return _fail(bind_error(host, port, exc), 1)
    return 0


def _fail(message: str, status: int) -> int:
    print(f"viticulture serve: {message}", file=sys.stderr)
    return status
