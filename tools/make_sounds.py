"""Synthesise the table's sounds as short, soft WAV files (mono, 16-bit, 22050 Hz).

    python tools/make_sounds.py [--out assets/sounds]

Everything is made here from sine tones and seeded noise with smooth envelopes, so the output depends on
nothing outside this file and is the same on every run. Each sound peaks at most at ``PEAK`` of full scale
(soft: about -12 dBFS) and lasts under half a second; ``cardgame_gui/ui/sound.py`` plays them.

    card       a card laid on the felt: a short brushed-noise tap
    deal       four quick taps, a riffle
    trick      a trick taken: a low soft sweep
    draw       a card drawn: a lighter, higher tap
    meld       cards laid down: two rising notes
    turn       your turn: a soft bell
    turn_soft  your turn while the window is in the background: the bell, lower and quieter
    hand_end   the end of a hand or round: three rising notes
    may_i      a May I? window opens: a quick two-note call
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
PEAK = 0.25  # of full scale


def silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def tone(freq: float, seconds: float, decay: float = 8.0, attack: float = 0.006) -> list[float]:
    """A sine with a short attack and an exponential decay, plus a quiet octave for warmth."""
    n = int(RATE * seconds)
    out = []
    for i in range(n):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-decay * t)
        out.append(env * (math.sin(2 * math.pi * freq * t) + 0.25 * math.sin(4 * math.pi * freq * t)))
    return out


def tap(seconds: float, seed: int, smooth: float, decay: float) -> list[float]:
    """Noise through a one-pole low-pass (``smooth`` near 1: duller), with a fast decay: a card's tap."""
    rng = random.Random(seed)
    n = int(RATE * seconds)
    out, last = [], 0.0
    for i in range(n):
        t = i / RATE
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)
        out.append(last * min(1.0, t / 0.002) * math.exp(-decay * t))
    return out


def mix(*parts: tuple[float, list[float]]) -> list[float]:
    """Sounds laid over each other, each from its start time (s)."""
    length = max(int(start * RATE) + len(p) for start, p in parts)
    out = [0.0] * length
    for start, p in parts:
        first = int(start * RATE)
        for i, v in enumerate(p):
            out[first + i] += v
    return out


def normalised(samples: list[float], peak: float = PEAK) -> list[float]:
    top = max(abs(v) for v in samples) or 1.0
    fade = int(RATE * 0.01)  # no click at the end
    out = [v * peak / top for v in samples]
    for i in range(1, min(fade, len(out)) + 1):
        out[-i] *= (i - 1) / fade
    return out


def sounds() -> dict[str, list[float]]:
    card = tap(0.07, 1, 0.55, 60)
    return {
        "card": normalised(card),
        "deal": normalised(mix(*[(k * 0.055, tap(0.06, 10 + k, 0.55, 70)) for k in range(4)])),
        "trick": normalised(mix((0.0, tap(0.16, 3, 0.85, 22)), (0.02, tap(0.12, 4, 0.7, 30)))),
        "draw": normalised(tap(0.06, 5, 0.35, 75)),
        "meld": normalised(mix((0.0, tone(659.3, 0.16, 14)), (0.09, tone(784.0, 0.2, 12)))),
        "turn": normalised(tone(880.0, 0.32, 9)),
        "turn_soft": normalised(tone(660.0, 0.28, 10), PEAK * 0.5),
        "hand_end": normalised(mix((0.0, tone(523.3, 0.18, 10)), (0.12, tone(659.3, 0.18, 10)),
                                   (0.24, tone(784.0, 0.22, 9)))),
        "may_i": normalised(mix((0.0, tone(587.3, 0.11, 16)), (0.1, tone(880.0, 0.13, 14)))),
    }


def write(path: Path, samples: list[float]) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", round(max(-1.0, min(1.0, v)) * 32767)) for v in samples))


def main() -> None:
    parser = argparse.ArgumentParser(description="Write the table's sounds as WAV files.")
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parents[1] / "assets" / "sounds")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for name, samples in sounds().items():
        write(args.out / f"{name}.wav", samples)
        print(f"{name}.wav: {len(samples) / RATE * 1000:.0f} ms")


if __name__ == "__main__":
    main()
