"""The data folder is named once (``…/cardgame_gui``, not ``…/cardgame_gui/cardgame_gui``) in every
message, and the files an earlier version kept in the doubled folder move up at start."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QStandardPaths

from cardgame_gui.session import saves


def test_the_data_folder_is_named_once_and_old_files_move_up(tmp_path, monkeypatch):
    doubled = tmp_path / "share" / "cardgame_gui" / "cardgame_gui"  # what Qt's AppDataLocation gives
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda location: str(doubled))
    monkeypatch.setattr(QCoreApplication, "organizationName", lambda: "cardgame_gui")
    monkeypatch.setattr(QCoreApplication, "applicationName", lambda: "cardgame_gui")
    doubled.mkdir(parents=True)
    (doubled / "autosave.json").write_text("{}", encoding="utf-8")
    (doubled / "statistics.json").write_text("[]", encoding="utf-8")
    assert saves.autosave_path() == tmp_path / "share" / "cardgame_gui" / "autosave.json"
    assert saves.prepare_data_dir() is None
    folder = tmp_path / "share" / "cardgame_gui"
    assert (folder / "autosave.json").read_text(encoding="utf-8") == "{}"
    assert (folder / "statistics.json").exists() and not doubled.exists()


def test_a_file_of_the_same_name_is_never_overwritten_by_the_move(tmp_path, monkeypatch):
    doubled = tmp_path / "cardgame_gui" / "cardgame_gui"
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda location: str(doubled))
    monkeypatch.setattr(QCoreApplication, "organizationName", lambda: "cardgame_gui")
    monkeypatch.setattr(QCoreApplication, "applicationName", lambda: "cardgame_gui")
    doubled.mkdir(parents=True)
    (doubled / "autosave.json").write_text("old", encoding="utf-8")
    (doubled.parent / "autosave.json").write_text("new", encoding="utf-8")
    saves.prepare_data_dir()
    assert (doubled.parent / "autosave.json").read_text(encoding="utf-8") == "new"
    assert (doubled / "autosave.json").read_text(encoding="utf-8") == "old"  # kept, not lost
