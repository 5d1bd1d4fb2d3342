"""Saved games: atomic writes, clear errors for bad files, autosave and Continue."""

from __future__ import annotations

import json
import os
import time

import pytest

import cardgame_gui.session.saves as saves
from cardgame_gui.bots import make_bot
from cardgame_gui.engine import new_game
from cardgame_gui.session.saves import (SaveError, autosave_path, clear_autosave, continue_game, has_autosave,
                                   open_game, save_game, write_autosave)

SEATS = [{"kind": "human", "level": None}, {"kind": "bot", "level": "random"},
         {"kind": "bot", "level": "random"}, {"kind": "bot", "level": "random"}]


def game_in_progress(actions=37, seed=6):
    game = new_game("devils_bridge", 4, {"scoring": "trick_plus_ten"}, seed)
    bots = [make_bot("random", "devils_bridge", s) for s in range(4)]
    for _ in range(actions):
        seat = game.to_act()[0]
        game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat)))
    return game


def test_save_and_open_round_trip_mid_game(tmp_path):
    game = game_in_progress()
    path = tmp_path / "game.json"
    save_game(game, path, SEATS)
    loaded, seats = open_game(path)
    assert loaded.to_json() == game.to_json()
    assert seats == SEATS
    assert loaded.view(0) == game.view(0)
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]  # no temp file left behind


def test_a_seats_name_for_the_game_is_kept_and_cleaned_and_a_name_that_is_not_text_refused(tmp_path):
    game = game_in_progress(actions=3)
    named = [dict(seat, name=name) for seat, name in zip(SEATS, ["Ann", "Bob\u200b\n", None, ""])]
    save_game(game, tmp_path / "g.json", named)
    seats = open_game(tmp_path / "g.json").seats
    assert [seat.get("name") for seat in seats] == ["Ann", "Bob", None, None]
    assert [{k: v for k, v in seat.items() if k != "name"} for seat in seats] == SEATS
    data = json.loads((tmp_path / "g.json").read_text())
    data["seats"][1]["name"] = ["Bob"]
    (tmp_path / "g.json").write_text(json.dumps(data))
    with pytest.raises(SaveError, match="seat 2 has a name that is not text"):
        open_game(tmp_path / "g.json")


def test_a_save_without_seats_opens_with_seats_none(tmp_path):
    game = game_in_progress(actions=3)
    save_game(game, tmp_path / "g.json")
    assert open_game(tmp_path / "g.json").seats is None


def test_saving_over_an_old_file_replaces_it(tmp_path):
    path = tmp_path / "game.json"
    save_game(game_in_progress(actions=5), path)
    newer = game_in_progress(actions=20)
    save_game(newer, path)
    assert open_game(path).game.to_json() == newer.to_json()


def bad_files(tmp_path):
    text = game_in_progress().to_json()
    data = json.loads(text)
    damaged = dict(data, actions=data["actions"][:-3])  # the recorded state no longer matches
    wrong_move = dict(data, actions=[[0, {"type": "play", "card": "ZZ"}]] + data["actions"])
    return {
        "empty": (b"", "is empty"),
        "blank": (b"  \n\n", "is empty"),
        "truncated": (text[: len(text) // 2].encode(), "ends too early"),
        "corrupt": (text.replace('"actions"', '"actions"::', 1).encode(), "is damaged"),
        "binary": (bytes(range(256)) * 4, "not a saved game"),
        "foreign json": (json.dumps({"name": "my shopping list", "items": ["milk"]}).encode(),
                         "not a saved game"),
        "foreign list": (b"[1, 2, 3]", "not a saved game"),
        "other format": (json.dumps(dict(data, format="solitaire/9")).encode(), "not a saved game"),
        "damaged state": (json.dumps(damaged).encode(), "cannot be restored"),
        "illegal action": (json.dumps(wrong_move).encode(), "cannot be restored"),
        "unknown game": (json.dumps(dict(data, game="poker")).encode(), "cannot be restored"),
        "bad seats": (json.dumps(dict(data, seats=[{"kind": "robot"}] * 4)).encode(), "is damaged"),
        "deeply nested": (b"[" * 100000 + b"]" * 100000, "not a saved game"),
    }


@pytest.mark.parametrize("case", ["empty", "blank", "truncated", "corrupt", "binary", "foreign json",
                                  "foreign list", "other format", "damaged state", "illegal action",
                                  "unknown game", "bad seats", "deeply nested"])
def test_a_bad_file_gives_a_save_error_with_a_sentence(tmp_path, case):
    content, words = bad_files(tmp_path)[case]
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(SaveError) as caught:
        open_game(path)
    message = str(caught.value)
    assert words in message
    assert message.startswith("bad.json") and message.endswith(".")
    assert isinstance(caught.value, ValueError)


def test_a_save_of_another_version_says_so(tmp_path):
    data = json.loads(game_in_progress(actions=2).to_json())
    path = tmp_path / "future.json"
    path.write_text(json.dumps(dict(data, format="cardgame_gui/2")))
    with pytest.raises(SaveError, match="saved by another version of this program"):
        open_game(path)


def test_a_save_cut_short_anywhere_gives_a_save_error(tmp_path):
    text = game_in_progress(actions=9).to_json()
    path = tmp_path / "cut.json"
    for end in range(0, len(text) - 1, 7):
        path.write_text(text[:end])
        with pytest.raises(SaveError):
            open_game(path)


WRONG_VALUES = [None, True, -1, 10**30, 2.5, "", "x", [], [[]], [1, 2], {}, {"a": 1}]


def test_any_field_of_the_wrong_kind_gives_a_save_error_and_nothing_else(tmp_path):
    data = json.loads(game_in_progress(actions=6).to_json())
    path = tmp_path / "odd.json"
    opened = []
    for key in ["game", "players", "options", "seed", "deal", "actions", "state", "seats"]:
        for value in WRONG_VALUES:
            path.write_text(json.dumps(dict(data, **{key: value})))
            try:
                open_game(path)  # any other exception fails the test
            except SaveError:
                continue
            opened.append((key, json.dumps(value)))
    # What still opens is what the engine's load_game reads as its defaults: no deal spec, the default
    # table size, no seats, and no options (every option at its default).
    lenient = {("deal", "null"), ("players", "null"), ("seats", "null"), ("options", "{}")}
    assert set(opened) <= lenient, opened
    for number in range(len(data["actions"])):
        for value in WRONG_VALUES:
            actions = list(data["actions"])
            actions[number] = value
            path.write_text(json.dumps(dict(data, actions=actions)))
            with pytest.raises(SaveError):
                open_game(path)


def test_a_missing_file_or_a_folder_gives_a_save_error(tmp_path):
    with pytest.raises(SaveError, match="no such file"):
        open_game(tmp_path / "nowhere.json")
    with pytest.raises(SaveError, match="is a folder"):
        open_game(tmp_path)


def test_a_failure_mid_save_leaves_the_old_file_intact(tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    old = game_in_progress(actions=5)
    save_game(old, path)
    before = path.read_bytes()

    def disk_full(fd):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(saves.os, "fsync", disk_full)
    with pytest.raises(SaveError, match="No space left on device.*unchanged"):
        save_game(game_in_progress(actions=30), path)
    assert path.read_bytes() == before
    assert open_game(path).game.to_json() == old.to_json()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]  # the temp file is gone


def test_a_failure_while_writing_the_text_leaves_the_old_file_intact(tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    save_game(game_in_progress(actions=5), path)
    before = path.read_bytes()
    real_fdopen = os.fdopen

    class FailingStream:
        def __init__(self, stream):
            self.stream = stream

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.stream.close()

        def write(self, text):
            self.stream.write(text[: len(text) // 3])  # part of the file reaches the temp copy
            raise OSError(5, "Input/output error")

    monkeypatch.setattr(saves.os, "fdopen", lambda *a, **k: FailingStream(real_fdopen(*a, **k)))
    with pytest.raises(SaveError, match="Input/output error"):
        save_game(game_in_progress(actions=30), path)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


def test_text_that_cannot_be_written_gives_a_save_error_and_keeps_the_old_file(tmp_path):
    path = tmp_path / "notes.json"
    saves.atomic_write_text(path, "old")
    with pytest.raises(SaveError, match="Could not save notes.json"):
        saves.atomic_write_text(path, "bad \udc80 surrogate")
    assert path.read_text() == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.json"]


@pytest.mark.skipif(os.name != "posix", reason="file modes are POSIX")
def test_a_save_is_readable_like_any_other_file(tmp_path):
    path = tmp_path / "game.json"
    save_game(game_in_progress(actions=2), path)
    assert path.stat().st_mode & 0o777 == 0o644


def test_autosave_and_continue(tmp_path):
    assert not has_autosave(tmp_path)
    assert continue_game(tmp_path) is None
    game = game_in_progress(actions=12)
    path = write_autosave(game, SEATS, directory=tmp_path)
    assert path == autosave_path(tmp_path) and path.parent == tmp_path
    assert has_autosave(tmp_path)
    resumed, seats = continue_game(tmp_path)
    assert resumed.to_json() == game.to_json() and seats == SEATS
    clear_autosave(tmp_path)
    assert not has_autosave(tmp_path)
    clear_autosave(tmp_path)  # clearing twice is harmless


def test_a_corrupt_autosave_is_reported_not_crashed_on(tmp_path):
    autosave_path(tmp_path).write_text('{"format": "cardgame_gui/1", "actions": [')
    with pytest.raises(SaveError, match="ends too early"):
        continue_game(tmp_path)


def test_saving_seats_that_do_not_fit_the_table_is_refused(tmp_path):
    with pytest.raises(SaveError, match="list of 4"):
        save_game(game_in_progress(actions=1), tmp_path / "g.json", SEATS[:2])
    assert not (tmp_path / "g.json").exists()


# ----- hostile files and folders (issue 9) ---------------------------------------------------------------
def test_a_number_too_long_to_read_gives_a_save_error(tmp_path):
    data = json.loads(game_in_progress(actions=2).to_json())
    path = tmp_path / "long.json"
    path.write_text(json.dumps(data).replace('"seed": 6', '"seed": ' + "7" * 5000, 1))
    with pytest.raises(SaveError, match="number far too long"):
        open_game(path)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_is_refused_without_waiting_on_it(tmp_path):
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)  # nobody writes to it: reading it blindly would wait for ever
    with pytest.raises(SaveError, match="device, pipe or socket"):
        open_game(pipe)


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_an_endless_device_is_refused():
    with pytest.raises(SaveError, match="device, pipe or socket"):
        open_game("/dev/zero")


def test_the_size_cap_holds_whatever_the_file_claims(tmp_path, monkeypatch):
    path = tmp_path / "big.json"
    path.write_bytes(b" " * 5000)
    monkeypatch.setattr(saves, "MAX_SAVE_BYTES", 4096)
    real_fstat = os.fstat

    def small_fstat(fd):  # a file whose size says nothing (as a device's): the read itself must stop
        result = real_fstat(fd)
        return os.stat_result((result.st_mode, *result[1:6], 0, *result[7:]))
    monkeypatch.setattr(saves.os, "fstat", small_fstat)
    with pytest.raises(SaveError, match="far too large"):
        open_game(path)


def test_a_damaged_file_is_kept_aside_never_over_an_earlier_copy(tmp_path):
    path = tmp_path / "autosave.json"
    kept = []
    for content in (b"first", b"second", b"third"):
        path.write_bytes(content)
        kept.append(saves.keep_aside(path))
    assert not path.exists()
    assert [p.read_bytes() for p in kept] == [b"first", b"second", b"third"]
    assert len(set(kept)) == 3 and all(p.name.startswith("autosave.json.bad-") for p in kept)


def test_temp_files_a_killed_write_left_are_removed_at_start(tmp_path):
    stale = tmp_path / ".autosave.json.x1y2z3.tmp"
    fresh = tmp_path / ".statistics.json.a1b2c3.tmp"  # another window may be writing it right now
    for temp in (stale, fresh):
        temp.write_text("half a save")
    old = time.time() - 2 * saves.STALE_TEMP_SECONDS
    os.utime(stale, (old, old))
    assert saves.prepare_data_dir(tmp_path) is None
    assert not stale.exists() and fresh.exists()


def test_a_data_folder_that_is_a_file_gives_a_warning_not_an_error(tmp_path):
    blocker = tmp_path / "data"
    blocker.write_text("not a folder")
    folder = blocker / "cardgame_gui"
    warning = saves.prepare_data_dir(folder)
    assert "cannot be written" in warning and str(folder) in warning
    assert not has_autosave(folder) and continue_game(folder) is None
    with pytest.raises(SaveError, match="Could not autosave"):
        write_autosave(game_in_progress(actions=1), directory=folder)
    clear_autosave(folder)  # harmless


def test_a_read_only_data_folder_gives_a_warning(tmp_path, monkeypatch):
    def refused(*args, **kwargs):  # root ignores chmod: refuse as the OS would for a plain user
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(saves.tempfile, "mkstemp", refused)
    warning = saves.prepare_data_dir(tmp_path)
    assert "Permission denied" in warning and "not be kept" in warning
