"""LAN discovery announcements as bytes, and what a listener remembers of them (pure Python, no Qt).

    data = encode("Ann", 47123, open_tables(host.lobby.rooms.values()))   # one UDP datagram, <= 4 KiB
    announcement = parse(data)          # a checked dict, or AnnouncementError (junk, oversize, another app)
    reason = mismatch(announcement)     # None, or why this app cannot join that host (protocol versions)
    seen = Sightings(); seen.heard(announcement, "192.168.1.7", now); seen.rows(now)   # newest first

A host announces its open tables every ~1.5 s (``net/discovery.py`` sends them over ``QUdpSocket``); the
Join dialog lists what it hears and forgets a host after ~5 s of silence. The datagram is UTF-8 JSON:

    {"app": "cardgame_gui", "announce": 1, "protocol": 2, "version": "0.1.0", "name": "Ann", "port": 47123,
     "tables": [{"id": "1", "name": "Friday", "game": "german_bridge", "game_name": "German Bridge",
                 "free": 2, "invite_only": true}], "more": 0}

``tables`` holds the tables one can join now (not started, not ended, a seat free); ``more`` counts the
ones left out to keep the datagram under ``MAX_DATAGRAM`` bytes. The join code is never announced.
``parse`` refuses anything else with ``AnnouncementError`` (a ``ValueError``): a listener drops it silently,
so a hostile datagram can never do more than be ignored. Names are cleaned as the lobby cleans them.

The address announced to is a setting (``ADDRESS_KEY`` in QSettings, default ``DEFAULT_ADDRESS``, the
LAN broadcast); ``ADDRESS_ENV`` in the environment overrides it and every address given in code (the tests
set it to 127.0.0.1, so that nothing they run can broadcast).
"""

from __future__ import annotations

import json

from .. import __version__
from .messages import NAME_LIMIT, PROTOCOL_VERSION, clean_name

APP = "cardgame_gui"
ANNOUNCE_FORMAT = 1
DISCOVERY_PORT = 47124  # UDP; the app's tables listen on TCP 47123 by default
MAX_DATAGRAM = 4096  # bytes: fits any LAN without fragmenting much, and caps what a listener reads
MAX_TABLES = 64
DEFAULT_ADDRESS = "255.255.255.255"
ADDRESS_KEY = "lan/announce_address"
ADDRESS_ENV = "CARDGAME_ANNOUNCE_ADDRESS"
FORGET_AFTER = 5.0  # seconds of silence before a host leaves the list


class AnnouncementError(ValueError):
    """A datagram that is not a well-formed announcement of this app."""


def open_tables(rooms) -> list[dict]:
    """What to announce of a lobby's rooms (``Room`` objects): the tables one can join now."""
    tables = []
    for room in rooms:
        summary = room.summary()
        free = summary["players"] - summary["seated"]
        if summary["started"] or summary["ended"] or free <= 0:
            continue
        tables.append({"id": summary["id"], "name": summary["name"], "game": room.game,
                       "game_name": summary["game_name"], "free": free,
                       "invite_only": bool(summary["invite_only"])})
    return tables


def encode(name: str, port: int, tables: list[dict], protocol: int = PROTOCOL_VERSION,
           version: str = __version__) -> bytes:
    """One announcement datagram; tables that do not fit in ``MAX_DATAGRAM`` are left out and counted."""
    tables = list(tables)[:MAX_TABLES]
    dropped = 0
    while True:
        body = {"app": APP, "announce": ANNOUNCE_FORMAT, "protocol": protocol, "version": version,
                "name": clean_name(name, "Host"), "port": port, "tables": tables, "more": dropped}
        data = json.dumps(body, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
        if len(data) <= MAX_DATAGRAM or not tables:
            return data
        tables = tables[:-1]
        dropped += 1


def _field(data: dict, key: str, types: tuple, what: str):
    value = data.get(key)
    if isinstance(value, bool) and bool not in types or not isinstance(value, types):
        raise AnnouncementError(f"'{key}' must be {what}")
    return value


def _table(item) -> dict:
    if not isinstance(item, dict):
        raise AnnouncementError("a table must be an object")
    free = _field(item, "free", (int,), "a whole number")
    if not 0 <= free <= 99:
        raise AnnouncementError(f"'free' out of range: {free}")
    return {"id": _field(item, "id", (str,), "text")[:NAME_LIMIT],
            "name": clean_name(_field(item, "name", (str,), "text"), "Table"),
            "game": _field(item, "game", (str,), "text")[:40],
            "game_name": clean_name(_field(item, "game_name", (str,), "text"), "a game"),
            "free": free, "invite_only": _field(item, "invite_only", (bool,), "true or false")}


def parse(data: bytes) -> dict:
    """The announcement in a datagram, checked and cleaned; ``AnnouncementError`` for anything else."""
    if len(data) > MAX_DATAGRAM:
        raise AnnouncementError(f"a datagram of {len(data)} bytes is over the {MAX_DATAGRAM}-byte limit")
    try:
        body = json.loads(bytes(data).decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise AnnouncementError(f"not JSON: {exc}") from None
    if not isinstance(body, dict) or body.get("app") != APP:
        raise AnnouncementError("not an announcement of this app")
    port = _field(body, "port", (int,), "a whole number")
    if not 1 <= port <= 65535:
        raise AnnouncementError(f"no such port: {port}")
    tables = _field(body, "tables", (list,), "a list")
    if len(tables) > MAX_TABLES:
        raise AnnouncementError(f"more than {MAX_TABLES} tables")
    more = body.get("more", 0)
    return {"name": clean_name(_field(body, "name", (str,), "text"), "Host"), "port": port,
            "protocol": _field(body, "protocol", (int,), "a whole number"),
            "version": clean_name(_field(body, "version", (str,), "text"), "?"),
            "tables": [_table(item) for item in tables],
            "more": more if isinstance(more, int) and not isinstance(more, bool) and 0 <= more < 10**6 else 0}


def mismatch(announcement: dict, protocol: int = PROTOCOL_VERSION, version: str = __version__) -> str | None:
    """Why this app cannot join the announcing host (its protocol differs), or None."""
    theirs = announcement["protocol"]
    if theirs == protocol:
        return None
    return (f"This host speaks protocol {theirs} (cardgame_gui {announcement['version']}); your app speaks "
            f"protocol {protocol} (cardgame_gui {version}). Install the same version as the host to join.")


class Sightings:
    """The hosts a listener has heard, one row per open table (or one per host without any), newest host
    first; a host not heard for ``forget_after`` seconds is dropped. Times are the caller's clock."""

    def __init__(self, forget_after: float = FORGET_AFTER):
        self.forget_after = forget_after
        self._hosts: dict[tuple[str, int], dict] = {}  # (address, port) -> {"announcement", "first", "last"}

    def heard(self, announcement: dict, address: str, now: float) -> None:
        key = (address, announcement["port"])
        entry = self._hosts.get(key)
        if entry is None:
            self._hosts[key] = entry = {"first": now}
        entry["announcement"], entry["last"] = announcement, now

    def expire(self, now: float) -> bool:
        """Forget hosts silent for too long; True when any went."""
        gone = [key for key, entry in self._hosts.items() if now - entry["last"] > self.forget_after]
        for key in gone:
            del self._hosts[key]
        return bool(gone)

    def rows(self, now: float | None = None) -> list[dict]:
        """What the Join dialog lists: address, port, host, table (None: the host has no open table), game,
        free seats, invite-only, and ``mismatch`` (the reason this app cannot join, or None)."""
        if now is not None:
            self.expire(now)
        rows = []
        for (address, port), entry in sorted(self._hosts.items(), key=lambda item: -item[1]["first"]):
            announcement = entry["announcement"]
            base = {"address": address, "port": port, "host": announcement["name"],
                    "mismatch": mismatch(announcement)}
            for table in announcement["tables"] or [None]:
                row = dict(base, table=None, room=None, game_name="", free=0, invite_only=False)
                if table is not None:
                    row.update(table=table["name"], room=table["id"], game_name=table["game_name"],
                               free=table["free"], invite_only=table["invite_only"])
                rows.append(row)
        return rows
