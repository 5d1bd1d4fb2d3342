"""LAN discovery over UDP (QtCore/QtNetwork only): a host announces its open tables, a Join dialog listens.

    announcer = Announcer(announce_address(settings), parent=window)   # DISCOVERY_PORT, every 1.5 s
    announcer.start(lan_host, "Ann")      # reads lan_host.lobby.rooms and lan_host.port at each announcement
                                          # (its open tables and its games under way)
    announcer.stop()

    listener = DiscoveryListener(parent=dialog)          # binds DISCOVERY_PORT, shared with other listeners
    listener.heard.connect(on_heard)                     # (dict) the announcement, plus "address" (sender)
    listener.start()                                     # False (and ``error`` says why) when it cannot bind

The datagram and its checks are in ``net/announcement.py`` (pure, fuzzed). A listener drops junk silently
(bad JSON, another app, oversize, wrong field types) and counts it in ``ignored``: a hostile datagram can
never crash it or reach the dialog.

**Where announcements go.** ``announce_address(settings)`` is the setting ``lan/announce_address``
(default 255.255.255.255, the LAN's broadcast address). ``CARDGAME_ANNOUNCE_ADDRESS`` in the environment
overrides it *and every address an ``Announcer`` is given*: the test suite sets it to 127.0.0.1 so that
nothing it runs can broadcast on the machine's network.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QObject, QSettings, QTimer, Signal, Slot
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QUdpSocket

from ..i18n import translate
from .announcement import (ADDRESS_ENV, ADDRESS_KEY, DEFAULT_ADDRESS, DISCOVERY_PORT, MAX_DATAGRAM,
                           AnnouncementError, encode, games_under_way, open_tables, parse)

ANNOUNCE_INTERVAL = 1500  # ms
READ_BATCH = 200  # datagrams read per turn of the event loop

__all__ = ["Announcer", "DiscoveryListener", "announce_address", "check_address", "DISCOVERY_PORT"]


def announce_address(settings: QSettings | None = None) -> str:
    """Where this app announces its tables: the environment override, else the setting, else broadcast."""
    forced = os.environ.get(ADDRESS_ENV, "").strip()
    if forced:
        return forced
    if settings is not None:
        value = settings.value(ADDRESS_KEY, DEFAULT_ADDRESS)
        if isinstance(value, str) and value.strip():
            return value.strip()
    return DEFAULT_ADDRESS


def check_address(text: str) -> str:
    """``text`` if it is an IPv4 or IPv6 address, else ``ValueError`` saying so."""
    text = text.strip()
    if QHostAddress(text).isNull():
        raise ValueError(translate("LanDiscovery", "{text} is not an address to announce to: write one like "
                                   "192.168.1.255").format(text=repr(text)))
    return text


class Announcer(QObject):
    """Sends one datagram describing a ``LanHost``'s open tables every ``interval_ms`` (see the module)."""

    def __init__(self, address: str, port: int = DISCOVERY_PORT, interval_ms: int = ANNOUNCE_INTERVAL,
                 parent: QObject | None = None):
        super().__init__(parent)
        self.address = check_address(os.environ.get(ADDRESS_ENV, "").strip() or address)
        self.port = port
        self.host = None
        self.name = ""
        self.sent = 0  # datagrams written
        self.socket = QUdpSocket(self)
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.announce)

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    def start(self, host, name: str) -> None:
        """Announce ``host``'s open tables now and every interval until ``stop``."""
        self.host, self.name = host, name
        self._timer.start()
        self.announce()

    def stop(self) -> None:
        self._timer.stop()
        self.host = None

    def payload(self) -> bytes:
        rooms = list(self.host.lobby.rooms.values())
        return encode(self.name, self.host.port, open_tables(rooms), games_under_way(rooms),
                      opens=self.host.opens_tables())

    @Slot()
    def announce(self) -> bool:
        """One announcement; False when there is nothing to announce or the datagram could not go."""
        if self.host is None or not self.host.port:
            return False
        written = self.socket.writeDatagram(self.payload(), QHostAddress(self.address), self.port)
        if written < 0:
            return False
        self.sent += 1
        return True


class DiscoveryListener(QObject):
    """Listens for announcements on a UDP port; ``heard(dict)`` for each good one (see the module)."""

    heard = Signal(object)
    read_batch = READ_BATCH

    def __init__(self, port: int = DISCOVERY_PORT, address: str = "0.0.0.0", parent: QObject | None = None):
        super().__init__(parent)
        self.wanted_port, self.bind_address = port, address
        self.error = ""
        self.ignored = 0  # datagrams dropped as junk
        self.socket = QUdpSocket(self)
        self.socket.readyRead.connect(self._on_ready_read)

    @property
    def port(self) -> int:
        """The port bound (the one asked for, or the one the system chose for port 0)."""
        return self.socket.localPort()

    def start(self) -> bool:
        mode = QAbstractSocket.BindFlag.ShareAddress | QAbstractSocket.BindFlag.ReuseAddressHint
        if self.socket.state() == QAbstractSocket.SocketState.BoundState:
            return True
        if not self.socket.bind(QHostAddress(self.bind_address), self.wanted_port, mode):
            self.error = translate("LanDiscovery", "Cannot listen for tables on port {port}: {error}. Type the "
                                   "host's address instead.").format(port=self.wanted_port,
                                                                     error=self.socket.errorString())
            return False
        return True

    def stop(self) -> None:
        self.socket.close()

    @Slot()
    def _on_ready_read(self) -> None:
        for _ in range(self.read_batch):  # bounded: a flood cannot hold the event loop
            if not self.socket.hasPendingDatagrams():
                return
            datagram = self.socket.receiveDatagram(MAX_DATAGRAM + 1)
            data = bytes(datagram.data().data())
            try:
                announcement = parse(data)
            except AnnouncementError:
                self.ignored += 1
                continue
            sender = datagram.senderAddress().toString()
            if sender.startswith("::ffff:"):
                sender = sender[len("::ffff:"):]
            announcement["address"] = sender
            self.heard.emit(announcement)
        # more are waiting: the socket's notifier says readyRead again on the next turn of the event loop
