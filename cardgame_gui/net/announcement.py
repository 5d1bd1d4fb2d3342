"""LAN discovery announcements as bytes, and what a listener remembers of them (pure Python, no Qt).

    rooms = host.lobby.rooms.values()
    data = encode("Ann", 47123, open_tables(rooms), games_under_way(rooms))   # one UDP datagram, <= 4 KiB
    announcement = parse(data)          # a checked dict, or AnnouncementError (junk, oversize, another app)
    reason = mismatch(announcement)     # None, or why this app cannot join that host (protocol versions)
    seen = Sightings(); seen.heard(announcement, "192.168.1.7", now); seen.rows(now)   # first heard first

A host announces its tables every ~1.5 s (``net/discovery.py`` sends them over ``QUdpSocket``); the Join
dialog lists what it hears and forgets a host after ~5 s of silence. The datagram is UTF-8 JSON:

    {"app": "cardgame_gui", "announce": 1, "protocol": 2, "version": "0.1.0", "name": "Ann", "port": 47123,
     "tables": [{"id": "1", "name": "Friday", "game": "german_bridge", "game_name": "German Bridge",
                 "free": 2, "invite_only": true}],
     "playing": [{"id": "2", "name": "Club", "game": "contract_rummy", "game_name": "Contract Rummy",
                  "seated": 3, "players": 5, "invite_only": false}], "more": 0}

``tables`` holds the tables one can join now (not started, not ended, a seat free), ``playing`` the games
under way (one may watch them; a player who dropped gets their seat back by rejoining); ``more`` counts the
ones left out to keep the datagram under ``MAX_DATAGRAM`` bytes (games under way go first). The join code is
never announced. A listener of an older version ignores ``playing``. ``game_name`` is the game's English name,
for the listeners of protocol 2 (they show it); a listener of protocol 3 shows ``game`` in its player's words.
``parse`` refuses anything else with
``AnnouncementError`` (a ``ValueError``): a listener drops it silently, so a hostile datagram can never do
more than be ignored. Names are cleaned as the lobby cleans them (``messages.clean_name``: no control or
invisible characters).

**What a flood can do.** ``Sightings`` keeps at most ``MAX_HOSTS`` hosts, ``HOSTS_PER_ADDRESS`` of them from
one address (a new host over a cap is not listed: the hosts already listed stay), takes a listed host's
changed announcement at most every ``UPDATE_EVERY`` seconds, and lists at most ``MAX_ROWS`` rows: whatever
arrives, a datagram costs one parse and one dict update, and the dialog redraws a bounded list at most a few
times a second. **Look-alike names.** ``look_alike(name)`` folds case, width and letters drawn alike in
Latin, Cyrillic and Greek; hosts whose names fold the same are flagged ``twin`` (a copycat of a real host
shows its own address:port and a warning), and a name mixing those alphabets is flagged ``mixed``.

The address announced to is a setting (``ADDRESS_KEY`` in QSettings, default ``DEFAULT_ADDRESS``, the
LAN broadcast); ``ADDRESS_ENV`` in the environment overrides it and every address given in code (the tests
set it to 127.0.0.1, so that nothing they run can broadcast).
"""

from __future__ import annotations

import json
import unicodedata
from collections import Counter

from .. import __version__
from ..engine import GAMES
from .messages import NAME_LIMIT, PROTOCOL_VERSION, clean_name, version_refusal
from .words import Said

APP = "cardgame_gui"
ANNOUNCE_FORMAT = 1
DISCOVERY_PORT = 47124  # UDP; the app's tables listen on TCP 47123 by default
MAX_DATAGRAM = 4096  # bytes: fits any LAN without fragmenting much, and caps what a listener reads
MAX_TABLES = 64
DEFAULT_ADDRESS = "255.255.255.255"
ADDRESS_KEY = "lan/announce_address"
ADDRESS_ENV = "CARDGAME_ANNOUNCE_ADDRESS"
FORGET_AFTER = 5.0  # seconds of silence before a host leaves the list
MAX_HOSTS = 64  # hosts a listener keeps at once
HOSTS_PER_ADDRESS = 8  # of them from one address (a machine runs an app's table, a server or two)
UPDATE_EVERY = 1.0  # seconds: a listed host's changed announcement is taken at most this often
MAX_ROWS = 256  # rows the Join dialog lists (a table each)


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
                       "game_name": GAMES[room.game].name, "free": free,
                       "invite_only": bool(summary["invite_only"])})
    return tables


def games_under_way(rooms) -> list[dict]:
    """What to announce of a lobby's rooms (``Room`` objects) whose game is under way: one may watch them."""
    games = []
    for room in rooms:
        summary = room.summary()
        if summary["started"] and not summary["ended"]:
            games.append({"id": summary["id"], "name": summary["name"], "game": room.game,
                          "game_name": GAMES[room.game].name, "seated": summary["seated"],
                          "players": summary["players"], "invite_only": bool(summary["invite_only"])})
    return games


def encode(name: str, port: int, tables: list[dict], playing: list[dict] = (), protocol: int = PROTOCOL_VERSION,
           version: str = __version__, opens: bool = False) -> bytes:
    """One announcement datagram; what does not fit in ``MAX_DATAGRAM`` (games under way first, then open
    tables) is left out and counted. ``opens``: a guest may open a table of their own there (a server below
    its most tables)."""
    tables = list(tables)[:MAX_TABLES]
    playing = list(playing)[:MAX_TABLES - len(tables)]
    dropped = 0
    while True:
        body = {"app": APP, "announce": ANNOUNCE_FORMAT, "protocol": protocol, "version": version,
                "name": clean_name(name, "Host"), "port": port, "tables": tables, "playing": playing,
                "more": dropped, "opens": opens}
        data = json.dumps(body, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
        if len(data) <= MAX_DATAGRAM or not tables and not playing:
            return data
        if playing:
            playing = playing[:-1]
        else:
            tables = tables[:-1]
        dropped += 1


def _field(data: dict, key: str, types: tuple, what: str):
    value = data.get(key)
    if isinstance(value, bool) and bool not in types or not isinstance(value, types):
        raise AnnouncementError(f"'{key}' must be {what}")
    return value


def _count(item: dict, key: str, low: int) -> int:
    value = _field(item, key, (int,), "a whole number")
    if not low <= value <= 99:
        raise AnnouncementError(f"'{key}' out of range: {value}")
    return value


def _common(item) -> dict:
    """A table's fields in ``tables`` and ``playing`` alike, checked and cleaned."""
    if not isinstance(item, dict):
        raise AnnouncementError("a table must be an object")
    return {"id": _field(item, "id", (str,), "text")[:NAME_LIMIT],
            "name": clean_name(_field(item, "name", (str,), "text"), "Table"),
            "game": _field(item, "game", (str,), "text")[:40],
            "game_name": clean_name(_field(item, "game_name", (str,), "text"), "a game"),
            "invite_only": _field(item, "invite_only", (bool,), "true or false")}


def _table(item) -> dict:
    table = _common(item)
    table["free"] = _count(item, "free", 0)
    return table


def _game(item) -> dict:
    game = _common(item)
    game["seated"], game["players"] = _count(item, "seated", 0), _count(item, "players", 1)
    return game


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
    playing = _field(body, "playing", (list,), "a list") if "playing" in body else []  # (older hosts: none)
    if len(tables) + len(playing) > MAX_TABLES:
        raise AnnouncementError(f"more than {MAX_TABLES} tables")
    more = body.get("more", 0)
    return {"name": clean_name(_field(body, "name", (str,), "text"), "Host"), "port": port,
            "protocol": _field(body, "protocol", (int,), "a whole number"),
            "version": clean_name(_field(body, "version", (str,), "text"), "?"),
            "tables": [_table(item) for item in tables], "playing": [_game(item) for item in playing],
            "more": more if isinstance(more, int) and not isinstance(more, bool) and 0 <= more < 10**6 else 0,
            "opens": body.get("opens") is True}  # (older hosts: not said)


def mismatch(announcement: dict, protocol: int = PROTOCOL_VERSION, version: str = __version__) -> Said | None:
    """Why this app cannot join the announcing host (its protocol differs: whose app to update), or None."""
    theirs = announcement["protocol"]
    if theirs == protocol:
        return None
    return version_refusal(theirs, announcement["version"], protocol, version)


# letters drawn like Latin ones, after ``str.casefold`` (Cyrillic, Greek), and digits read as letters
_LOOK_ALIKE = str.maketrans({
    "а": "a", "в": "b", "с": "c", "ԁ": "d", "е": "e", "ё": "e", "һ": "h", "н": "h", "і": "i", "ї": "i", "ј": "j",
    "к": "k", "м": "m", "о": "o", "р": "p", "ԛ": "q", "ѕ": "s", "т": "t", "у": "y", "х": "x", "ԝ": "w",
    "α": "a", "β": "b", "ε": "e", "ζ": "z", "η": "h", "ι": "i", "κ": "k", "μ": "m", "ν": "n", "ο": "o",
    "ρ": "p", "τ": "t", "υ": "y", "χ": "x", "0": "o", "1": "l", "|": "l", "ı": "i"})
_SCRIPTS = ("LATIN", "CYRILLIC", "GREEK")


def look_alike(name: str) -> str:
    """What ``name`` looks like, folded: case, width and accents gone, look-alike letters made Latin, "I"
    and "l" one letter, spaces dropped ("Аnn" in Cyrillic, "ANN", "Ａｎｎ" and "A n n" all give "ann")."""
    text = unicodedata.normalize("NFKD", name)
    text = "".join(ch for ch in text if not unicodedata.combining(ch) and not ch.isspace())
    return text.casefold().translate(_LOOK_ALIKE).replace("i", "l")


def mixed_alphabets(name: str) -> bool:
    """True when ``name``'s letters come from more than one of Latin, Cyrillic and Greek (a name made to
    look like another: "Аnn" with a Cyrillic А)."""
    found = {unicodedata.name(ch, "").split(" ")[0] for ch in name if ch.isalpha()}
    return len(found & set(_SCRIPTS)) > 1


class Sightings:
    """The hosts a listener has heard, one row per table (or one per host without any), the host heard first
    listed first (a new host goes to the end: the list does not move under a click); a host not heard for
    ``forget_after`` seconds is dropped. Bounded whatever arrives (see the module): ``turned_away`` counts the
    new hosts not listed for a cap, ``unlisted`` the rows over ``MAX_ROWS``. Times are the caller's clock."""

    def __init__(self, forget_after: float = FORGET_AFTER, max_hosts: int = MAX_HOSTS,
                 per_address: int = HOSTS_PER_ADDRESS, update_every: float = UPDATE_EVERY,
                 max_rows: int = MAX_ROWS):
        self.forget_after, self.max_hosts, self.per_address = forget_after, max_hosts, per_address
        self.update_every, self.max_rows = update_every, max_rows
        self._hosts: dict[tuple[str, int], dict] = {}  # (address, port) -> {"announcement", "last", "taken"}
        self._per_address: Counter = Counter()
        self.turned_away = 0
        self.unlisted = 0

    def heard(self, announcement: dict, address: str, now: float) -> bool:
        """Note one announcement; True when what is listed may have changed (a new host, or a changed one)."""
        key = (address, announcement["port"])
        entry = self._hosts.get(key)
        if entry is None:
            if len(self._hosts) >= self.max_hosts or self._per_address[address] >= self.per_address:
                self.turned_away += 1  # (hosts gone silent make room when ``expire`` or ``rows`` forgets them)
                return False
            self._hosts[key] = {"announcement": announcement, "last": now, "taken": now}
            self._per_address[address] += 1
            return True
        entry["last"] = now
        if entry["announcement"] == announcement or now - entry["taken"] < self.update_every:
            return False
        entry["announcement"], entry["taken"] = announcement, now
        return True

    def expire(self, now: float) -> bool:
        """Forget hosts silent for too long; True when any went."""
        gone = [key for key, entry in self._hosts.items() if now - entry["last"] > self.forget_after]
        for key in gone:
            del self._hosts[key]
            self._per_address[key[0]] -= 1
            if not self._per_address[key[0]]:
                del self._per_address[key[0]]
        return bool(gone)

    def rows(self, now: float | None = None) -> list[dict]:
        """What the Join dialog lists: address, port, host, table (None: the host's own row, where Join sits at
        the table it picks or opens one), room, game, free seats, invite-only, ``playing`` (a game under way:
        one may watch it), ``opens`` (Join on the host's own row opens a table), ``mismatch`` (the reason
        this app cannot join, or None), ``twin`` (another host's name looks the same) and ``mixed`` (the
        host's name mixes alphabets). At most ``max_rows``; ``unlisted`` counts the rest."""
        if now is not None:
            self.expire(now)
        looks = {key: look_alike(entry["announcement"]["name"]) for key, entry in self._hosts.items()}
        twins = Counter(looks.values())
        rows = []
        for (address, port), entry in self._hosts.items():  # (a dict keeps the order they were first heard)
            announcement = entry["announcement"]
            base = {"address": address, "port": port, "host": announcement["name"],
                    "mismatch": mismatch(announcement), "twin": twins[looks[address, port]] > 1,
                    "mixed": mixed_alphabets(announcement["name"]), "table": None, "room": None,
                    "game": "", "game_name": "", "free": 0, "invite_only": False, "playing": False,
                    "opens": announcement["opens"]}
            tables = [dict(base, table=t["name"], room=t["id"], game=t["game"], game_name=t["game_name"],
                           free=t["free"],
                           invite_only=t["invite_only"]) for t in announcement["tables"]]
            tables += [dict(base, table=g["name"], room=g["id"], game=g["game"], game_name=g["game_name"],
                            invite_only=g["invite_only"], playing=True) for g in announcement.get("playing", ())]
            sits = any(not t["playing"] and not t["invite_only"] for t in tables)  # (announced: a seat free)
            own_row = not tables or announcement["opens"] and not sits  # Join there opens a table
            rows += tables + [base] if own_row else tables
        self.unlisted = max(0, len(rows) - self.max_rows)
        return rows[:self.max_rows]
