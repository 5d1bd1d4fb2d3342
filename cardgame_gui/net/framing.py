"""Frames on a TCP stream: a 4-byte big-endian length, then that many bytes of UTF-8 JSON holding one object.

    data = encode({"type": "ping", "t": 1})          # b'\\x00\\x00\\x00\\x16{"type":"ping","t":1}'
    decoder = Decoder()
    for message in decoder.feed(chunk):              # any split of the stream: whole messages come out
        ...

Pure Python (no Qt): the socket code in ``net/connection.py`` only moves bytes into ``Decoder.feed``.
A frame longer than ``MAX_FRAME`` (64 KiB), bytes that are not UTF-8, text that is not JSON, or JSON that is
not an object raises ``FrameError`` naming the problem. JSON is strict both ways: ``NaN``, ``Infinity`` and
``-Infinity`` are not JSON, nor is a whole number of more than ``MAX_DIGITS`` digits or a number that does not
fit a float (``1e999``); they are refused when read and never written. A stream cannot be resynchronised after a bad
frame, so the decoder stays failed: every later ``feed`` raises the same error (the peer is disconnected).
"""

from __future__ import annotations

import json
import math
import re
import struct

MAX_FRAME = 64 * 1024  # bytes of JSON in one frame; a view of the largest game is ~4 KiB
MAX_DIGITS = 30  # digits in a JSON number (a seed is < 2**63: 19 digits)
HEADER = struct.Struct(">I")
_LONG_DIGITS = re.compile(rb"[0-9]{%d}" % (MAX_DIGITS + 1))


class FrameError(ValueError):
    """The byte stream broke the framing rules; the connection cannot go on."""


def encode(message: dict) -> bytes:
    """One frame for a JSON object; ``FrameError`` if it is not an object or is too long to send."""
    if not isinstance(message, dict):
        raise FrameError(f"a frame holds a JSON object, not {type(message).__name__}")
    try:
        body = json.dumps(message, separators=(",", ":"), ensure_ascii=False, allow_nan=False,
                          default=_not_json).encode("utf-8")
    except (ValueError, TypeError, RecursionError) as exc:
        raise FrameError(f"a frame must hold JSON: {exc}") from None
    if _LONG_DIGITS.search(body) and _too_big_number(message):  # (the walk only when the text has such a run)
        raise FrameError(f"a frame must hold JSON: a number over {MAX_DIGITS} digits")
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
        value = json.loads(text, parse_constant=_no_constant, parse_int=_int, parse_float=_float)
    except (ValueError, RecursionError) as exc:
        raise FrameError(f"a frame is not JSON: {exc}") from None
    if not isinstance(value, dict):
        raise FrameError(f"a frame must hold a JSON object, not {type(value).__name__}")
    return value


def _no_constant(name: str):
    raise ValueError(f"{name} is not a JSON number")


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise ValueError(f"a number of {len(text.lstrip('-'))} digits is over the {MAX_DIGITS}-digit limit")
    return int(text)


def _float(text: str) -> float:
    if len(text) > 2 * MAX_DIGITS:
        raise ValueError(f"a number written in {len(text)} characters is over the {2 * MAX_DIGITS}-character limit")
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"{text[:20]} is too large a number")
    return value


def _not_json(value):
    raise TypeError(f"{type(value).__name__} is not JSON")


def _too_big_number(value) -> bool:
    """A whole number of more than ``MAX_DIGITS`` digits anywhere in ``value`` (never sent)."""
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return abs(value) >= 10 ** MAX_DIGITS
    if isinstance(value, dict):
        return any(_too_big_number(v) for v in value.values())
    if isinstance(value, list):
        return any(_too_big_number(v) for v in value)
    return False


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
