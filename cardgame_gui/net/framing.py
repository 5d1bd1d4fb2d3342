"""Frames on a TCP stream: a 4-byte big-endian length, then that many bytes of UTF-8 JSON holding one object.

    data = encode({"type": "ping", "t": 1})          # b'\\x00\\x00\\x00\\x16{"type":"ping","t":1}'
    decoder = Decoder()
    for message in decoder.feed(chunk):              # any split of the stream: whole messages come out
        ...

Pure Python (no Qt): the socket code in ``net/connection.py`` only moves bytes into ``Decoder.feed``.
A frame longer than ``MAX_FRAME`` (64 KiB), bytes that are not UTF-8, text that is not JSON, or JSON that is
not an object raises ``FrameError`` naming the problem. A stream cannot be resynchronised after a bad
frame, so the decoder stays failed: every later ``feed`` raises the same error (the peer is disconnected).
"""

from __future__ import annotations

import json
import struct

MAX_FRAME = 64 * 1024  # bytes of JSON in one frame; a view of the largest game is ~4 KiB
HEADER = struct.Struct(">I")


class FrameError(ValueError):
    """The byte stream broke the framing rules; the connection cannot go on."""


def encode(message: dict) -> bytes:
    """One frame for a JSON object; ``FrameError`` if it is not an object or is too long to send."""
    if not isinstance(message, dict):
        raise FrameError(f"a frame holds a JSON object, not {type(message).__name__}")
    body = json.dumps(message, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    if len(body) > MAX_FRAME:
        raise FrameError(f"a frame of {len(body)} bytes is over the {MAX_FRAME}-byte limit")
    return HEADER.pack(len(body)) + body


def parse_body(body: bytes) -> dict:
    """The object in one frame's body; ``FrameError`` for bad UTF-8, bad JSON or a non-object."""
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise FrameError(f"a frame is not UTF-8 text: {exc.reason} at byte {exc.start}") from None
    try:
        value = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise FrameError(f"a frame is not JSON: {exc}") from None
    if not isinstance(value, dict):
        raise FrameError(f"a frame must hold a JSON object, not {type(value).__name__}")
    return value


class Decoder:
    """Incremental: bytes in (any chunking), whole messages out, ``MAX_FRAME`` enforced from the header
    (an oversized length is refused before its body is waited for)."""

    def __init__(self, max_frame: int = MAX_FRAME):
        self.max_frame = max_frame
        self._buffer = bytearray()
        self.error: FrameError | None = None

    @property
    def pending(self) -> int:
        """Bytes received but not yet part of a whole frame."""
        return len(self._buffer)

    def feed(self, data: bytes) -> list[dict]:
        if self.error is not None:
            raise self.error
        self._buffer += data
        messages = []
        while len(self._buffer) >= HEADER.size:
            (length,) = HEADER.unpack_from(self._buffer)
            if length > self.max_frame:
                self.error = FrameError(f"a frame announces {length} bytes, over the {self.max_frame}-byte "
                                        "limit")
                raise self.error
            end = HEADER.size + length
            if len(self._buffer) < end:
                break
            body = bytes(self._buffer[HEADER.size:end])
            del self._buffer[:end]
            try:
                messages.append(parse_body(body))
            except FrameError as exc:
                self.error = exc
                raise
        return messages
