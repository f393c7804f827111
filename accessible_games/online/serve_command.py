"""The ``serve`` command: start the game server and say, in a line or two, where it listens.

Everything the command says goes to the terminal that started it as whole lines (a server
is often run under systemd, whose journal keeps them); a bad option or file is one line
and exit status 2, never a traceback.
"""

from __future__ import annotations

import asyncio
import ipaddress
import ssl
from pathlib import Path
from typing import Any

from accessible_games.narration.l10n import L10n

LOOPBACK_NAMES = frozenset({"localhost", "127.0.0.1", "::1"})


def is_loopback(host: str) -> bool:
    """Return whether ``host`` is reachable from this computer only."""
    if host in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def reason(error: Exception) -> str:
    """Return the system's reason for ``error`` without a final full stop (the sentence
    around it ends with its own)."""
    text = getattr(error, "strerror", None) or str(error)
    return str(text).rstrip(". ")


def run_serve(args: Any, l10n: L10n, folder: Path) -> int:
    """Serve until Ctrl-C or SIGTERM; return the exit status."""
    from accessible_games.online.server import run_server
    from accessible_games.shell.interrupts import Hangup, install_hangup
    install_hangup()
    password = None
    if args.password_file:
        try:
            password = Path(args.password_file).read_text(encoding="utf-8").strip()
        except (OSError, UnicodeError) as error:
            print(l10n("online-serve-password-unreadable", {"file": args.password_file,
                                                            "detail": reason(error)}))
            return 2
        if not password:
            print(l10n("online-serve-password-empty", {"file": args.password_file}))
            return 2
    tls = None
    if args.tls_cert or args.tls_key:
        if not (args.tls_cert and args.tls_key):
            print(l10n("online-serve-tls-both"))
            return 2
        try:
            tls = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
            tls.load_cert_chain(args.tls_cert, args.tls_key)
        except (OSError, ssl.SSLError) as error:
            print(l10n("online-serve-tls-unreadable", {"detail": reason(error)}))
            return 2
    scheme = "wss" if tls is not None else "ws"

    def listening(port: int, restored: int, aside: int) -> None:
        shown = f"[{args.host}]" if ":" in args.host else args.host
        print(l10n("online-serve-listening", {"address": f"{scheme}://{shown}:{port}",
                                              "folder": str(folder)}), flush=True)
        if restored or aside:
            print(l10n("online-serve-restored", {"count": restored, "aside": aside}),
                  flush=True)
        if not is_loopback(args.host):
            print(l10n("online-serve-exposed", {"tls": "yes" if tls else "no",
                                                "password": "yes" if password else "no"}),
                  flush=True)

    try:
        asyncio.run(run_server(args.host, args.port, folder, password, tls,
                               getattr(args, "bot_delay", None) or 0.0, listening))
    except (OSError, OverflowError) as error:
        print(l10n("online-serve-cannot-listen", {"host": args.host, "port": str(args.port),
                                                   "detail": reason(error)}))
        return 2
    except (KeyboardInterrupt, Hangup):
        pass
    print(l10n("online-serve-stopped"), flush=True)
    return 0
