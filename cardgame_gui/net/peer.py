"""One connection's player at the LAN host (``host.py``): its token, name and rate limits."""

from __future__ import annotations

import secrets
import time

from .connection import Connection
from .limits import RateLimits


class _Peer:
    """A connection's player: its token (player id), name, and whether it has said hello."""

    def __init__(self, connection: Connection, limits: RateLimits):
        self.connection, self.limits = connection, limits
        self.player = secrets.token_urlsafe(12)
        self.name, self.greeted = "?", False
        self.since = time.monotonic()  # when it connected (it must say hello within the host's deadline)
        self.leaving = False  # said bye: a deliberate leave, not a lost connection
