"""The host's limits on what one connection may ask (pure Python, no Qt): rate limits and caps.

    limits = RateLimits(chat=CHAT_RATE, action=ACTION_RATE)   # one per connection
    limits.check("chat")        # OK, SLOW (drop it, answer TOO_FAST) or FLOOD (close the connection)
    limits.check("action")      # a game action: asked only once the engine has refused it

A token bucket per kind of request: ``chat`` lines (5 per 10 s, bursts of 5) and everything else a client
asks for (``action``: game actions and lobby requests, 20 a second). A message over the limit is dropped
and answered with an ``error`` (``TOO_FAST``). A game action the engine accepts costs nothing and is never
turned away — the game paces those itself (a fast client's bot may well act 100 times a second in a
seven-seat game, and a client acting on a view a frame old is refused now and then): only the ones the
engine refuses (out of turn, illegal, not understood) are counted, and over the limit their answer is
``TOO_FAST`` instead of the engine's reason. A second bucket per kind,
``FLOOD_FACTOR`` times larger and faster, counts what is dropped for being too fast: when even that one is
empty the peer is sending far more than it may, sustained, and the host closes the connection
(``FLOODED``). Pings and pongs are not counted.

``MAX_CONNECTIONS`` connections in all (``TABLE_CONNECTIONS`` at the app's host, which runs one table),
``MAX_PER_ADDRESS`` from one address and ``MAX_ROOMS`` rooms per host are the defaults of ``LanHost``'s caps
(on loopback every test shares one address, so tests set their own). A connection over a cap gets one short
``error`` and is closed.

What one connection may make the host hold (``Connection``): ``MAX_QUEUED`` bytes waiting to go out to a
peer that does not read them (then it is dropped as lost: its seat is held), ``READ_BUFFER`` bytes read
from it and not yet handled, ``FRAME_DEADLINE`` to finish a
frame once its first byte came, ``IDLE_TIMEOUT`` of silence, ``HELLO_DEADLINE`` to say hello. Join codes:
``CodeGuard`` counts wrong codes per address; after ``CODE_TRIES`` of them the next try waits ``CODE_PAUSE``
seconds, doubled with each further wrong code, up to ``CODE_PAUSE_MAX``. Nothing but ``CODE_FORGET`` seconds
without a wrong code clears the count: a right code does not (else the code of one table, or a watch of a
table open to all, would let an address go on guessing another table's code).
"""

from __future__ import annotations

import time

from .words import Said

CHAT_RATE = (5, 10.0)  # chat lines: at most 5 per 10 seconds (a burst of 5)
ACTION_RATE = (20, 1.0)  # actions and lobby requests: at most 20 a second (a burst of 20)
FLOOD_FACTOR = 10  # a peer this many times over its limit, sustained, is disconnected
MAX_PER_ADDRESS = 8  # connections from one address (a person's app holds one; a few apps on one machine)
MAX_ROOMS = 32  # rooms one host keeps open
MAX_CONNECTIONS = 256  # connections a server holds at once: 32 rooms of up to 7 seats, and some onlookers
TABLE_CONNECTIONS = 32  # connections the app's host holds at once: its table's 7 seats at most, and onlookers
PING_INTERVAL = 5000  # ms between pings
IDLE_TIMEOUT = 20000  # ms of silence before the peer is given up
FRAME_DEADLINE = 15000  # ms to finish a frame once its first byte came (64 KiB at 35 kbit/s)
HELLO_DEADLINE = 10000  # ms for a new connection to say hello
MAX_QUEUED = 1024 * 1024  # bytes waiting to go out to one peer (256 views of the largest game)
READ_BUFFER = 256 * 1024  # bytes read from a peer and not yet handled, at most (then TCP makes it wait)
READ_CHUNK = 64 * 1024  # bytes handled at a time
CODE_LENGTH = 6  # characters of a join code, at least
CODE_MAX = 40  # characters of a join code, at most
CODE_TRIES = 5  # wrong join codes one address may send before it must pause
CODE_PAUSE = 2.0  # seconds of the first pause; each wrong code after it doubles it
CODE_PAUSE_MAX = 300.0  # seconds, the longest pause
CODE_FORGET = 600.0  # seconds without a wrong code, after which an address's count starts again from 0
CODE_ADDRESSES = 4096  # addresses whose wrong codes are remembered at once

OK, SLOW, FLOOD = "ok", "slow", "flood"
TOO_FAST = Said("too_fast")  # "You are sending too fast — wait a moment"
FLOODED = Said("flooded")  # "You sent far too many messages too fast: disconnected"


class TokenBucket:
    """``capacity`` tokens, refilled at ``capacity / per_seconds`` a second; ``take()`` spends one."""

    def __init__(self, capacity: float, per_seconds: float, clock=time.monotonic):
        if capacity <= 0 or per_seconds <= 0:
            raise ValueError(f"a rate limit needs a positive count and time, not {capacity!r} per {per_seconds!r} s")
        self.capacity, self.rate, self.clock = float(capacity), capacity / per_seconds, clock
        self.tokens = float(capacity)
        self.stamp = clock()

    def level(self) -> float:
        """The tokens there are now."""
        now = self.clock()
        self.tokens = min(self.capacity, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        return self.tokens

    def take(self) -> bool:
        if self.level() >= 1.0:
            self.tokens -= 1.0
            return True
        return False


class RateLimits:
    """One connection's buckets (see the module docstring)."""

    def __init__(self, chat: tuple[float, float] = CHAT_RATE, action: tuple[float, float] = ACTION_RATE,
                 flood_factor: float = FLOOD_FACTOR, clock=time.monotonic):
        self.buckets = {"chat": TokenBucket(*chat, clock=clock), "action": TokenBucket(*action, clock=clock)}
        self.flood = {kind: TokenBucket(count * flood_factor, seconds, clock=clock)
                      for kind, (count, seconds) in (("chat", chat), ("action", action))}

    def check(self, kind: str) -> str:
        """One message of ``kind`` ("chat", else an action): OK (a token spent), SLOW or FLOOD."""
        kind = kind if kind in self.buckets else "action"
        if self.buckets[kind].take():
            return OK
        return SLOW if self.flood[kind].take() else FLOOD


class CodeGuard:
    """Wrong join codes per address: after ``CODE_TRIES`` of them, a pause before the next try that doubles
    with every further wrong code (``CODE_PAUSE`` … ``CODE_PAUSE_MAX`` seconds). The count goes only when the
    address has sent no wrong code for ``CODE_FORGET`` seconds — never on a right code (see the module)."""

    def __init__(self, tries: int = CODE_TRIES, pause: float = CODE_PAUSE, most: float = CODE_PAUSE_MAX,
                 forget: float = CODE_FORGET, clock=time.monotonic):
        self.tries, self.pause, self.most, self.forget, self.clock = tries, pause, most, forget, clock
        self._wrong: dict[str, tuple[int, float, float]] = {}  # address -> (wrong codes, try again at, last wrong)

    def _entry(self, address: str, now: float) -> tuple[int, float, float]:
        entry = self._wrong.get(address)
        if entry is None or now - entry[2] >= self.forget:
            return 0, 0.0, now
        return entry

    def wait(self, address: str) -> float:
        """Seconds this address must still wait before trying a code (0: it may try now)."""
        now = self.clock()
        return max(0.0, self._entry(address, now)[1] - now)

    def wrong(self, address: str) -> None:
        now = self.clock()
        count = self._entry(address, now)[0] + 1
        over = count - self.tries  # 0 at the CODE_TRIES-th wrong code: the next try already waits
        until = now + min(self.most, self.pause * 2 ** over) if over >= 0 else 0.0
        self._wrong.pop(address, None)
        self._wrong[address] = (count, until, now)  # (newest last: the oldest address is forgotten first)
        if len(self._wrong) > CODE_ADDRESSES:  # a host does not keep every address it ever heard from
            self._wrong.pop(next(iter(self._wrong)))
