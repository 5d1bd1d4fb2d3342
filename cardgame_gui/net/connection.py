"""One framed, checked, kept-alive TCP connection (QtCore/QtNetwork only): the host holds one per client, a
client holds one to the host.

    conn = Connection(socket, HOST_MESSAGES, parent=self)   # the socket is re-parented to the connection
    conn.received.connect(self.on_message)                  # (Connection, dict): a checked message
    conn.closed.connect(self.on_closed)                     # (Connection, str): why, in a sentence
    conn.send({"type": "chat", "name": "Ann", "text": "hi"})
    conn.close(Said("you_left"))                            # says ``bye`` first when still connected

Bytes go through ``framing.Decoder``; each message is checked with ``messages.check`` against the schema of
what the peer may send. A framing error closes the connection (the stream cannot resynchronise); a bad
message is answered with ``error`` and the connection lives on. A ``ping`` goes out every
``ping_interval`` ms and is answered with ``pong``; nothing heard for ``idle_timeout`` ms closes it.
What it holds is bounded (``limits.py``): a frame begun must be whole within ``FRAME_DEADLINE`` (else it is
closed), and a peer that leaves more than ``MAX_QUEUED`` bytes unread is closed as lost (``overflowed``).
A message that cannot be framed (over the cap, not JSON) goes out as a short ``error`` instead.

Lifetime (STYLE.md): the socket's parent is the connection; signals go to bound methods; closing blocks
the socket's signals, aborts it and ``deleteLater``s both; ``shiboken6.isValid`` guards a socket that Qt
may already have deleted. ``closed`` is emitted exactly once.
"""

from __future__ import annotations

import time

import shiboken6
from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from .framing import Decoder, FrameError, encode
from .limits import FRAME_DEADLINE, IDLE_TIMEOUT, MAX_QUEUED, PING_INTERVAL, READ_BUFFER, READ_CHUNK
from .messages import MessageError, check, quote
from .words import Said, frame

__all__ = ["Connection", "IDLE_TIMEOUT", "PING_INTERVAL"]


class Connection(QObject):
    received = Signal(object, object)  # connection, message dict
    closed = Signal(object, object)  # connection, reason (a ``words.Said``: English as a str, and its code)

    def __init__(self, socket: QTcpSocket, schema: dict, parent: QObject | None = None,
                 ping_interval: int = PING_INTERVAL, idle_timeout: int = IDLE_TIMEOUT,
                 peer_label: str = "peer"):
        super().__init__(parent)
        self.peer_label = peer_label  # how reasons name the peer: "host" or "peer" ("The host", "The other side")
        self.address = ""  # the peer's address, as the host counts connections per address
        self.socket = socket
        socket.setParent(self)
        # small frames go out at once: Nagle's algorithm with delayed ACKs held some back ~40 ms
        socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        socket.setReadBufferSize(READ_BUFFER)
        self.schema = schema
        self.decoder = Decoder()
        self.open = True
        self.sent_frames = 0
        self.last_heard = time.monotonic()
        self.round_trip: float | None = None  # seconds, from the last pong
        self.max_queued = MAX_QUEUED  # bytes unread by the peer before it is dropped
        self.overflowed = False  # closed because the peer did not read
        self.unsendable = 0  # messages that could not be framed (sent as a short error instead)
        socket.readyRead.connect(self._on_ready_read)
        socket.disconnected.connect(self._on_disconnected)
        socket.errorOccurred.connect(self._on_error)
        self._ping = QTimer(self)
        self._ping.timeout.connect(self._send_ping)
        self._idle = QTimer(self)
        self._idle.setSingleShot(True)
        self._idle.timeout.connect(self._on_idle)
        self.frame_deadline = FRAME_DEADLINE
        self._frame = QTimer(self)
        self._frame.setSingleShot(True)
        self._frame.timeout.connect(self._on_frame_late)
        self.set_timing(ping_interval, idle_timeout)
        if socket.bytesAvailable():  # (the connection as the context: a closed and deleted one is not called)
            QTimer.singleShot(0, self, self._on_ready_read)

    def set_timing(self, ping_interval: int, idle_timeout: int) -> None:
        self.ping_interval, self.idle_timeout = ping_interval, idle_timeout
        self._ping.start(ping_interval)
        self._idle.start(idle_timeout)

    @property
    def peer(self) -> str:
        if not shiboken6.isValid(self.socket):
            return "?"
        return f"{self.socket.peerAddress().toString()}:{self.socket.peerPort()}"

    def send(self, message: dict) -> bool:
        """Queue one message; False when the connection is closed."""
        if not self.open or not shiboken6.isValid(self.socket):
            return False
        try:
            data = encode(message)
        except FrameError as exc:  # never raised into a slot: the peer hears why, in a short error
            self.unsendable += 1
            kind = message.get("type") if isinstance(message, dict) else None
            data = encode(frame("error", "message", Said("unsendable", error=quote(str(exc), 120)),
                                refused=quote(message.get("refused")) if kind == "error" else None))
        self.socket.write(data)
        self.sent_frames += 1
        if self.socket.bytesToWrite() > self.max_queued:
            self.overflowed = True
            self.close(Said(f"{self.peer_label}_did_not_read", kib=self.max_queued // 1024), tell=False, lost=True)
            return False
        return True

    def send_raw(self, data: bytes) -> None:
        """Bytes as they are (tests use it to send broken frames)."""
        if self.open and shiboken6.isValid(self.socket):
            self.socket.write(data)

    def close(self, reason: str, tell: bool = True, lost: bool = False) -> None:
        """Close once: ``bye`` with the reason (when ``tell``), flush, tear down, emit ``closed``. ``lost``: the
        connection was given up as dead (idle), not ended on purpose — the bye says so, and the peer may
        come back (a client rejoins, a host holds the seat)."""
        if not self.open:
            return
        self.open = False
        reason = reason if isinstance(reason, Said) else Said.plain(reason)
        self._ping.stop()
        self._idle.stop()
        self._frame.stop()
        if shiboken6.isValid(self.socket):
            if tell and self.socket.state() == QAbstractSocket.SocketState.ConnectedState:
                self.socket.write(encode(frame("bye", "reason", reason, 400, lost=True) if lost
                                         else frame("bye", "reason", reason, 400)))
                self.socket.flush()
            self.socket.blockSignals(True)
            if self.socket.bytesToWrite() and not self.overflowed:
                self.socket.flush()  # the queued bytes (the reason) go out now: the socket is deleted soon
                self.socket.disconnectFromHost()
            else:
                self.socket.abort()
            self.socket.deleteLater()
        self.closed.emit(self, reason)
        self.deleteLater()

    # ----- incoming --------------------------------------------------------------------------------
    @Slot()
    def _on_ready_read(self) -> None:
        """Read in chunks of ``READ_CHUNK`` (Qt holds at most ``READ_BUFFER`` bytes unread: a peer that sends
        faster than we read waits on TCP, it does not fill our memory), each chunk's messages handled before
        the next is read."""
        while self.open and shiboken6.isValid(self.socket) and self.socket.bytesAvailable():
            self._on_data(bytes(self.socket.read(READ_CHUNK).data()))

    def _on_data(self, data: bytes) -> None:
        if not data:
            return
        self.last_heard = time.monotonic()
        self._idle.start(self.idle_timeout)
        try:
            messages = self.decoder.feed(data)
        except FrameError as exc:
            said = Said("broken_frame", error=str(exc))
            self.send(frame("error", "message", said))
            self.close(said, tell=True)
            return
        if not self.decoder.pending:
            self._frame.stop()
        elif messages or not self._frame.isActive():  # a frame begun: it must be whole in time
            self._frame.start(self.frame_deadline)
        for message in messages:
            if not self.open:
                return
            try:
                check(message, self.schema)
            except MessageError as exc:
                self.send(frame("error", "message", Said("bad_message", error=quote(str(exc), 200)),
                                refused=_kind(message)))
                continue
            kind = message["type"]
            if kind == "ping":
                self.send({"type": "pong", "t": message.get("t")} if "t" in message else {"type": "pong"})
            elif kind == "pong":
                if isinstance(message.get("t"), (int, float)):
                    self.round_trip = max(0.0, time.monotonic() - message["t"])
            else:
                self.received.emit(self, message)

    @Slot()
    def _send_ping(self) -> None:
        self.send({"type": "ping", "t": time.monotonic()})

    @Slot()
    def _on_idle(self) -> None:
        self.close(Said("idle", seconds=self.idle_timeout // 1000), lost=True)

    @Slot()
    def _on_frame_late(self) -> None:
        self.close(Said("frame_late", seconds=self.frame_deadline // 1000), lost=True)

    @Slot()
    def _on_disconnected(self) -> None:
        self.close(Said(f"{self.peer_label}_closed"), tell=False)

    @Slot(QAbstractSocket.SocketError)
    def _on_error(self, error) -> None:
        if error == QAbstractSocket.SocketError.RemoteHostClosedError:
            return  # ``disconnected`` follows and says it
        text = self.socket.errorString() if shiboken6.isValid(self.socket) else str(error)
        self.close(Said.plain(text), tell=False)


def _kind(message) -> str | None:
    kind = message.get("type") if isinstance(message, dict) else None
    return quote(kind) if isinstance(kind, str) else None
