"""Statistics: played and won per game and seat level, best and average; corrupt files start afresh."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QMessageBox

import cardgame_gui.session.saves as saves
import cardgame_gui.ui.results.stats as stats
from cardgame_gui.ui.results.stats import StatisticsDialog, StatsStore

TABLE = [{"kind": "human", "level": None}, {"kind": "bot", "level": "random"},
         {"kind": "bot", "level": "random"}, {"kind": "bot", "level": "casual"}]


@pytest.fixture
def path(tmp_path):
    return tmp_path / "statistics.json"


def test_a_finished_game_counts_for_every_seat_level(path):
    store = StatsStore(path)
    store.record_game("devils_bridge", TABLE, [40, 25, 31, 40], winners=[0, 3])
    store.record_game("devils_bridge", TABLE, [12, 50, 31, 8], winners=[1])
    assert store.entry("devils_bridge", "human") == {"played": 2, "won": 1, "best": 40, "total": 52}
    assert store.entry("devils_bridge", "random") == {"played": 4, "won": 1, "best": 50, "total": 137}
    assert store.entry("devils_bridge", "casual") == {"played": 2, "won": 1, "best": 40, "total": 48}
    rows = {(r.game_id, r.level): r for r in store.rows()}
    assert rows[("devils_bridge", "human")].average == 26
    assert rows[("devils_bridge", "random")].average == pytest.approx(137 / 4)
    assert [r.level for r in store.rows()] == ["human", "random", "casual"]
    assert store.warning is None


def test_statistics_persist_between_runs(path):
    StatsStore(path).record_game("german_bridge", TABLE, [10, -4, 22, 3], winners=[2])
    again = StatsStore(path)
    assert again.entry("german_bridge", "random") == {"played": 2, "won": 1, "best": 22, "total": 18}
    assert json.loads(path.read_text())["format"] == stats.STATS_FORMAT


def test_best_score_is_the_lowest_where_the_lowest_total_wins(path):
    store = StatsStore(path)
    store.record_game("contract_rummy", TABLE[:3], [120, 45, 300], winners=[1])
    store.record_game("contract_rummy", TABLE[:3], [60, 200, 90], winners=[0])
    assert store.entry("contract_rummy", "human")["best"] == 60
    assert store.entry("contract_rummy", "random")["best"] == 45


@pytest.mark.parametrize("content", [b"", b"{not json", b"[1, 2]", b'{"format": "other", "games": {}}',
                                     b'{"format": "cardgame_gui-stats/1", "games": {"x": {"human": 3}}}',
                                     b'{"format": "cardgame_gui-stats/1", "games": {"x": {"human": '
                                     b'{"played": 1, "won": 5, "best": 1, "total": 1}}}}',
                                     bytes(range(256)), b"[" * 100000])
def test_a_corrupt_file_starts_afresh_with_a_warning(path, content):
    path.write_bytes(content)
    store = StatsStore(path)
    assert store.rows() == []
    assert "start afresh" in store.warning
    [aside] = path.parent.glob("statistics.json.bad-*")
    assert aside.read_bytes() == content and aside.name in store.warning  # kept for the curious
    store.record_game("german_bridge", TABLE, [1, 2, 3, 4], winners=[3])
    assert StatsStore(path).entry("german_bridge", "casual")["won"] == 1


def test_a_failed_write_warns_and_keeps_the_old_file(path, monkeypatch):
    store = StatsStore(path)
    store.record_game("german_bridge", TABLE, [1, 2, 3, 4], winners=[3])
    before = path.read_bytes()

    def disk_full(fd):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(saves.os, "fsync", disk_full)
    store.record_game("german_bridge", TABLE, [9, 9, 9, 9], winners=[0, 1, 2, 3])  # does not raise
    assert "could not be saved" in store.warning
    assert path.read_bytes() == before


def test_seats_and_scores_of_different_lengths_are_refused(path):
    with pytest.raises(ValueError, match="4 seats but 3 scores"):
        StatsStore(path).record_game("german_bridge", TABLE, [1, 2, 3], winners=[])


def test_the_dialog_shows_a_row_per_game_and_level(qtbot, path):
    store = StatsStore(path)
    store.record_game("devils_bridge", TABLE, [40, 25, 31, 40], winners=[0, 3])
    store.record_game("german_bridge", TABLE, [10, -4, 22, 3], winners=[2])
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    table = dialog.table
    assert table.rowCount() == 6
    cells = [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]
    assert cells[0] == ["Devil's Bridge", "You (human)", "1", "1", "100%", "40", "40.0"]
    assert cells[1][:5] == ["Devil's Bridge", "Random bot", "2", "0", "0%"]
    assert cells[3][0] == "German Bridge"
    assert not dialog.note.isVisibleTo(dialog)


def test_the_dialog_says_so_when_empty_and_reset_empties_it(qtbot, path, monkeypatch):
    store = StatsStore(path)
    store.record_game("devils_bridge", TABLE, [40, 25, 31, 40], winners=[0, 3])
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: QMessageBox.Yes)
    dialog.reset_button.click()
    assert dialog.table.rowCount() == 0
    assert "No finished games yet" in dialog.note.text()
    assert StatsStore(path).rows() == []


def test_without_a_data_folder_statistics_live_in_memory(monkeypatch):
    def no_folder(directory=None):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(stats, "data_dir", no_folder)
    store = StatsStore()
    assert store.path is None and "Permission denied" in store.warning
    store.record_game("german_bridge", TABLE, [1, 2, 3, 4], winners=[3])
    assert store.entry("german_bridge", "casual")["won"] == 1


def test_a_file_damaged_twice_keeps_both_damaged_copies(path):
    for content in (b"{first", b"{second"):
        path.write_bytes(content)
        StatsStore(path).record_game("german_bridge", TABLE, [1, 2, 3, 4], winners=[3])
    kept = sorted(p.read_bytes() for p in path.parent.glob("statistics.json.bad-*"))
    assert kept == [b"{first", b"{second"]


def test_a_file_that_cannot_be_read_is_never_written_over(path, monkeypatch):
    StatsStore(path).record_game("german_bridge", TABLE, [1, 2, 3, 4], winners=[3])
    before = path.read_bytes()
    real_read_bytes = type(path).read_bytes

    def refused(self):  # root ignores chmod: refuse as the OS would for a plain user
        if self == path:
            raise PermissionError(13, "Permission denied")
        return real_read_bytes(self)
    monkeypatch.setattr(type(path), "read_bytes", refused)
    store = StatsStore(path)
    assert "could not be read (Permission denied)" in store.warning
    store.record_game("german_bridge", TABLE, [5, 6, 7, 8], winners=[3])  # counted for this session only
    store.reset()
    assert real_read_bytes(path) == before
    assert not list(path.parent.glob("statistics.json.bad*"))
    monkeypatch.undo()
    assert StatsStore(path).entry("german_bridge", "casual") == {"played": 1, "won": 1, "best": 4, "total": 4}


def test_two_windows_finishing_games_both_count(path):
    first, second = StatsStore(path), StatsStore(path)  # both opened before either game ends
    first.record_game("german_bridge", TABLE, [1, 2, 3, 4], winners=[3])
    second.record_game("german_bridge", TABLE, [9, 2, 3, 4], winners=[0])
    entry = StatsStore(path).entry("german_bridge", "human")
    assert entry == {"played": 2, "won": 1, "best": 9, "total": 10}
    assert second.entry("german_bridge", "casual")["played"] == 2  # the window sees both games too
    assert not path.with_name("statistics.json.lock").exists()


def test_a_held_lock_makes_the_write_wait_then_warn_not_clobber(path, monkeypatch):
    from PySide6.QtCore import QLockFile
    store = StatsStore(path)
    store.record_game("german_bridge", TABLE, [1, 2, 3, 4], winners=[3])
    before = path.read_bytes()
    other = QLockFile(str(path) + ".lock")  # another window in the middle of its write
    assert other.tryLock(0)
    monkeypatch.setattr(stats, "LOCK_WAIT_MS", 50)
    try:
        store.record_game("german_bridge", TABLE, [5, 6, 7, 8], winners=[3])
    finally:
        other.unlock()
    assert "could not be saved" in store.warning and path.read_bytes() == before
    assert store.entry("german_bridge", "human")["played"] == 2  # still counted for this session
