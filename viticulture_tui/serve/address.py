"""The address the server listens on: whether only this machine can reach it, the page's URL, a free port."""

from __future__ import annotations

import ipaddress
import socket

ALL_INTERFACES = ("", "0.0.0.0", "::")
"""Host values that mean every network interface of the machine."""


def is_loopback(host: str) -> bool:
    """Whether `host` can only be reached from this machine (every address it names is a loopback one)."""
    if host in ALL_INTERFACES:
        return False
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        pass
    try:
        found = socket.getaddrinfo(host, None, proto=socket.IPPROTO_TCP)
    except OSError:
        return False
    addresses = {info[4][0] for info in found}
    return bool(addresses) and all(ipaddress.ip_address(str(a).split("%")[0]).is_loopback for a in addresses)


def page_url(host: str, port: int) -> str:
    """The address to open in a browser on this machine (every interface is reached through loopback)."""
    shown = "127.0.0.1" if host in ALL_INTERFACES else host
    if ":" in shown and not shown.startswith("["):
        shown = f"[{shown}]"
    return f"http://{shown}:{port}/"


def port_problem(host: str, port: int) -> str | None:
    """Why the server cannot listen on host:port (taken, not an address of this machine...), or None.

    The port is bound and let go at once, the way the server will bind it (SO_REUSEADDR), so that a
    clear sentence comes before the server starts rather than a traceback from inside it.
    """
    try:
        infos = socket.getaddrinfo(host or None, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except OSError as exc:
        return f"{host} is not an address this machine knows ({exc.strerror or exc})"
    for family, kind, proto, _name, where in infos:
        with socket.socket(family, kind, proto) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            if family == socket.AF_INET6:
                probe.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
            try:
                probe.bind(where)
            except OSError as exc:
                return bind_error(host, port, exc)
    return None


def bind_error(host: str, port: int, exc: OSError) -> str:
    """One sentence on a failed bind: the port is taken, not allowed, or the host is not this machine's."""
    import errno

    if exc.errno == errno.EADDRINUSE:
        return f"port {port} is already in use on {host or 'every interface'}: choose another with --port"
    if exc.errno == errno.EACCES:
        return f"port {port} needs more rights than this user has: choose one above 1023 with --port"
    if exc.errno == errno.EADDRNOTAVAIL:
        return f"{host} is not an address of this machine"
    return f"cannot listen on {host}:{port}: {exc.strerror or exc}"
