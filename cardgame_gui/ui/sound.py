"""The table's sounds: short, soft WAV files (``assets/sounds``, made by ``tools/make_sounds.py``) played
through miniaudio on a thread of their own, so that nothing here ever waits on the GUI thread.

    SOUNDS                                  # sound name -> what it says; a file assets/sounds/<name>.wav each
    sounds_for(events) -> list[str]         # the sounds of an applied action's events, in order
    player = SoundPlayer()                  # nothing is opened until the first sound
    player.play("card")                     # returns at once; a worker opens the device and plays it
    player.enabled = False; player.volume = 60   # View ▸ Sound, View ▸ Sound volume (0-100)
    player.close()                          # on quit: the device is closed, the worker ends

No sound device (a server, CI, a muted machine without one) is never an error: the first failure to open
one is logged once in the process (a warning) and the table plays on silently; a player tries again only
after ``RETRY_S``. The device is closed after ``IDLE_S`` without a sound, so an idle table holds no audio
stream open. Several sounds at once are mixed (summed and clipped).

Why miniaudio and not QtMultimedia's ``QSoundEffect`` (the Qt idiom): QtMultimedia ships only in
PySide6-Addons, which adds 438 MB to an install (a 175 MB wheel) and about 23 MB of Qt Multimedia and
FFmpeg libraries to the bundle; miniaudio's wheels (Linux, Windows, macOS) are 0.3-0.6 MB and carry their
own audio backends. The measurement is in ``docs/table.md``.
"""

from __future__ import annotations

import logging
import sys
import threading
import time
from array import array
from pathlib import Path

from ..resources import ASSETS_DIR

log = logging.getLogger(__name__)

SOUNDS = {
    "card": "a card played (or discarded)",
    "deal": "the cards dealt",
    "trick": "a trick taken",
    "draw": "a card drawn",
    "meld": "cards melded or laid off",
    "turn": "your turn",
    "turn_soft": "your turn while the window is in the background",
    "hand_end": "the end of a hand or round",
    "may_i": "a May I? window opens",
}
FOLDER = ASSETS_DIR / "sounds"
RATE = 22050  # the files' rate: mono, 16-bit
VOLUMES, DEFAULT_VOLUME = (25, 50, 75, 100), 50  # % (View ▸ Sound volume)
IDLE_S = 10.0
RETRY_S = 60.0
BUFFER_MS = 60

_EVENT_SOUNDS = {"play": "card", "discard": "card", "trick_won": "trick", "deal": "deal", "draw": "draw",
                 "meld": "meld", "new_meld": "meld", "lay_off": "meld", "reclaim_joker": "meld",
                 "hand_scored": "hand_end", "round_scored": "hand_end", "may_i_window": "may_i"}


def sounds_for(events: list[dict]) -> list[str]:
    """The sounds of these events, in order, each once (a meld of three runs is one sound)."""
    names = [_EVENT_SOUNDS.get(e.get("type")) for e in events]
    return list(dict.fromkeys(n for n in names if n))


def read_sound(path: Path) -> array:
    """A sound file's samples (mono 16-bit at ``RATE``, as the tool writes them); ValueError otherwise."""
    import wave

    with wave.open(str(path), "rb") as f:
        if (f.getnchannels(), f.getsampwidth(), f.getframerate()) != (1, 2, RATE):
            raise ValueError(f"{path.name} is not mono 16-bit {RATE} Hz")
        samples = array("h")
        samples.frombytes(f.readframes(f.getnframes()))
    return samples


_told = threading.Event()  # the missing device was logged (once a process, however many windows)


def _say_no_device(exc: Exception) -> None:
    if not _told.is_set():
        _told.set()
        log.warning("No sound device (%s): the table plays silently", exc)


_quiet_alsa_handler: list = []  # ALSA's silent error handler (kept alive while ALSA may call it); [None]: no ALSA


def _quiet_alsa() -> None:
    """ALSA's library writes every failed probe to stderr: on a machine without a sound card some thirty
    "ALSA lib confmisc.c:855:(parse_card) cannot find card '0'" lines in the terminal the app was started
    from, before our one line says the table plays silently. Its error handler is set, once a process, to one
    that says nothing (the failure itself still reaches miniaudio, which raises). miniaudio loads the same
    ``libasound.so.2``, so the handler is the one it uses. Nothing is done where there is no ALSA."""
    if _quiet_alsa_handler or not sys.platform.startswith("linux"):
        return
    import ctypes
    import ctypes.util

    try:
        alsa = ctypes.CDLL(ctypes.util.find_library("asound") or "libasound.so.2")
    except OSError:
        _quiet_alsa_handler.append(None)
        return
    # void handler(const char *file, int line, const char *function, int err, const char *fmt, ...)
    handler_type = ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int,
                                    ctypes.c_char_p)
    handler = handler_type(lambda *_args: None)
    alsa.snd_lib_error_set_handler(handler)
    _quiet_alsa_handler.append(handler)


def _open_device(stream):
    """A started miniaudio playback device pulling from ``stream``, a started generator (MiniaudioError
    when there is none)."""
    import miniaudio  # loaded on the worker at the first sound, not at start-up

    _quiet_alsa()

    device = miniaudio.PlaybackDevice(output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1,
                                      sample_rate=RATE, buffersize_msec=BUFFER_MS, app_name="cardgame-gui")
    device.start(stream)
    return device


class SoundPlayer:
    """Plays the table's sounds on a worker thread (see the module docstring). ``opener(stream)`` opens a
    device (default: miniaudio's; tests give their own)."""

    def __init__(self, folder: Path = FOLDER, opener=None):
        self.folder = Path(folder)
        self.enabled = True
        self._volume = DEFAULT_VOLUME
        self._opener = opener or _open_device
        self._requests = None  # a queue.SimpleQueue, with the worker, at the first sound (not at start-up)
        self._worker: threading.Thread | None = None
        self._lock = threading.Lock()
        self._playing: list[list] = []  # [samples, position] of the sounds under way (the device's thread reads)
        self._scaled: dict[tuple[str, int], array] = {}
        self._device = None
        self._failed_at: float | None = None

    @property
    def volume(self) -> int:
        return self._volume

    @volume.setter
    def volume(self, value: int) -> None:
        self._volume = max(0, min(100, int(value)))

    def play(self, name: str) -> None:
        """Queue a sound (a name of ``SOUNDS``); returns at once. Nothing when sound is off or silent."""
        if not self.enabled or self._volume == 0:
            return
        if self._worker is None:
            import queue

            self._requests = queue.SimpleQueue()
            self._worker = threading.Thread(target=self._serve, name="sounds", daemon=True)
            self._worker.start()
        self._requests.put((name, self._volume))

    def close(self) -> None:
        if self._worker is not None:
            self._requests.put(None)
            self._worker.join(2.0)
            self._worker = None

    # ----- the worker thread ---------------------------------------------------------------------------
    def _serve(self) -> None:
        import queue

        while True:
            try:
                request = self._requests.get(timeout=IDLE_S)
            except queue.Empty:
                self._close_device()  # idle: hold no audio stream open
                continue
            if request is None:
                self._close_device()
                return
            name, volume = request
            try:
                samples = self._samples(name, volume)
            except (OSError, ValueError, EOFError) as exc:
                log.warning("sound %s cannot be played: %s", name, exc)
                continue
            if self._ensure_device():
                with self._lock:
                    self._playing.append([samples, 0])

    def _samples(self, name: str, volume: int) -> array:
        key = (name, volume)
        if key not in self._scaled:
            raw = read_sound(self.folder / f"{name}.wav")
            self._scaled[key] = array("h", (v * volume // 100 for v in raw))
        return self._scaled[key]

    def _ensure_device(self) -> bool:
        if self._device is not None:
            return True
        if self._failed_at is not None and time.monotonic() - self._failed_at < RETRY_S:
            return False
        stream = self._stream()
        next(stream)  # started: the device sends it the number of frames it wants each time
        try:
            self._device = self._opener(stream)
        except Exception as exc:  # no device, no backend, a muted machine: silence, said once
            self._failed_at = time.monotonic()
            _say_no_device(exc)
            return False
        self._failed_at = None
        return True

    def _close_device(self) -> None:
        device, self._device = self._device, None
        if device is not None:
            try:
                device.close()
            except Exception as exc:  # closing is best effort
                log.debug("closing the sound device: %s", exc)
        with self._lock:
            self._playing.clear()

    def _stream(self):
        """miniaudio's stream generator (started with ``next``): each ``send(frames)`` gets that many
        frames of the sounds under way, mixed, then silence."""
        frames = yield b""
        while True:
            frames = yield self._mixed(frames).tobytes()

    def _mixed(self, frames: int) -> array:
        out = array("h", bytes(2 * frames))
        with self._lock:
            for sound in self._playing:
                samples, start = sound
                chunk = samples[start:start + frames]
                sound[1] = start + len(chunk)
                if len(self._playing) == 1:
                    out[:len(chunk)] = chunk
                else:
                    for i, v in enumerate(chunk):
                        out[i] = max(-32768, min(32767, out[i] + v))
            self._playing = [s for s in self._playing if s[1] < len(s[0])]
        return out
