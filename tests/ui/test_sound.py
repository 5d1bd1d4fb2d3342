"""The table's sounds (issue 33 item 8): every sound the tables play has its file, short and soft; a
missing audio device is silent and logged once; play() never waits for the device; View ▸ Sound and the
volume are remembered; the trick table sounds a card, a trick and your turn as it shows them."""

from __future__ import annotations

import logging
import threading
import time
from array import array

import pytest
from PySide6.QtCore import QSettings

from cardgame_gui.bots import make_bot
from cardgame_gui.engine import new_game
from cardgame_gui.ui import sound
from cardgame_gui.ui.window.main_window import MainWindow
from cardgame_gui.ui.sound import RATE, SOUNDS, SoundPlayer, read_sound, sounds_for
from tests.ui.test_table import south_to_follow


def events_of_a_whole_game(game_id: str, players: int, seed: int) -> list[dict]:
    game = new_game(game_id, players, seed=seed)
    bots = [make_bot("random", game_id, seed=seed + s) for s in range(players)]
    events = []
    for _ in range(20000):
        if game.over:
            break
        seat = game.to_act()[0]
        events += game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat)))
    assert game.over
    return events


@pytest.mark.parametrize("game_id,players", [("devils_bridge", 4), ("floating_bridge", 4),
                                             ("contract_rummy", 4)])
def test_every_sound_a_whole_game_makes_has_its_file_short_and_soft(game_id, players):
    names = set(sounds_for(events_of_a_whole_game(game_id, players, seed=3))) | {"turn", "turn_soft"}
    assert names <= set(SOUNDS)
    assert {"card", "deal", "hand_end"} <= names
    for name in names:
        samples = read_sound(sound.FOLDER / f"{name}.wav")
        assert 0.03 < len(samples) / RATE < 0.5, name
        assert max(abs(v) for v in samples) <= 0.26 * 32768, f"{name} is not soft"


def test_every_listed_sound_has_its_file():
    assert sorted(p.stem for p in sound.FOLDER.glob("*.wav")) == sorted(SOUNDS)


def test_a_missing_audio_device_is_silent_and_logged_once(caplog, monkeypatch):
    monkeypatch.setattr(sound, "_told", threading.Event())
    tried = []

    def no_device(stream):
        tried.append(stream)
        raise RuntimeError("failed to init device")

    players = [SoundPlayer(opener=no_device), SoundPlayer(opener=no_device)]
    with caplog.at_level(logging.WARNING, logger="cardgame_gui.ui.sound"):
        for player in players:
            for name in ("deal", "card", "card", "trick", "turn"):
                player.play(name)
            player.close()  # (waits for its worker)
    assert len(tried) == 2  # once a player: it tries again only after RETRY_S
    warnings = [r.getMessage() for r in caplog.records]
    assert warnings == ["No sound device (failed to init device): the table plays silently"]


def test_play_returns_while_the_device_is_still_being_opened():
    entered, release = threading.Event(), threading.Event()

    def slow_device(stream):
        entered.set()
        release.wait(10)
        return FakeDevice(stream)

    player = SoundPlayer(opener=slow_device)
    player.play("card")
    assert entered.wait(5) and not release.is_set()  # the worker is opening the device ...
    player.play("trick")  # ... and the caller goes on at once
    release.set()
    player.close()


class FakeDevice:
    """Stands for miniaudio's device: the test pulls frames from the stream as the device would."""

    def __init__(self, stream):
        self.stream = stream
        self.closed = False

    def pull(self, frames: int) -> bytes:
        return self.stream.send(frames)

    def close(self):
        self.closed = True


def test_the_stream_plays_a_sound_at_its_volume_then_silence_and_mixes_two():
    devices = []
    player = SoundPlayer(opener=lambda stream: devices.append(FakeDevice(stream)) or devices[-1])
    player.volume = 50
    player.play("card")
    player.play("trick")
    for _ in range(500):
        if len(player._playing) == 2:
            break
        time.sleep(0.01)
    card, trick = read_sound(sound.FOLDER / "card.wav"), read_sound(sound.FOLDER / "trick.wav")
    out = array("h")
    out.frombytes(devices[0].pull(len(trick) + 100))
    expected = [max(-32768, min(32767, (card[i] * 50 // 100 if i < len(card) else 0) + t * 50 // 100))
                for i, t in enumerate(trick)]
    assert list(out[:len(trick)]) == expected and not any(out[len(trick):])
    assert not any(array("h", devices[0].pull(64)))
    player.close()
    assert devices[0].closed


def test_sound_on_off_and_the_volume_are_remembered(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings=settings, data_directory=tmp_path, autosave=False)
    qtbot.addWidget(window)
    assert window.sound_action.isChecked() and window.sounds.enabled and window.sounds.volume == 50
    window.sound_action.setChecked(False)
    window.volume_actions[25].setChecked(True)
    assert not window.sounds.enabled and window.sounds.volume == 25
    assert settings.value("sound/on") == "false" and int(settings.value("sound/volume")) == 25
    again = MainWindow(settings=settings, data_directory=tmp_path, autosave=False)
    qtbot.addWidget(again)
    assert not again.sound_action.isChecked() and not again.sounds.enabled
    assert again.volume_actions[25].isChecked() and again.sounds.volume == 25


def test_the_trick_table_sounds_the_card_the_trick_and_your_turn_as_it_shows_them(window, qtbot, monkeypatch):
    heard = []
    monkeypatch.setattr(window.sounds, "play", heard.append)
    south_to_follow(window, qtbot)  # at speed off: no card sounds, but the turn still rings, once
    assert heard in (["turn"], ["turn_soft"])
    heard.clear()
    window.set_speed("fast")
    window.controller.request({"type": "play", "card": "AH"})  # the trick's fourth card; North trumps
    assert heard == ["card"]  # as the card leaves the hand, before the trick is taken
    qtbot.waitUntil(lambda: "trick" in heard, timeout=5000)
    qtbot.waitUntil(lambda: not window.table.animator.busy(), timeout=5000)
    assert heard[:2] == ["card", "trick"]
