"""The standalone widgets used together the way the main window will: picker → game → log, scoreboard,
autosave and Continue, statistics at the end."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog

from cardgame_gui.bots import make_bot
from cardgame_gui.ui.docks.game_log import GameLogDock
from cardgame_gui.ui.new_game.picker import NewGameDialog, start_game
from cardgame_gui.session.saves import continue_game, write_autosave
from cardgame_gui.ui.docks.scoreboard import ScoreboardDock
from cardgame_gui.ui.results.stats import StatisticsDialog, StatsStore


def test_a_bot_only_game_from_the_picker_to_the_statistics(qtbot, tmp_path):
    picker = NewGameDialog(settings=QSettings(str(tmp_path / "p.ini"), QSettings.IniFormat))
    qtbot.addWidget(picker)
    picker.set_game("german_bridge")
    picker.set_players(3)
    picker.set_seed(77)
    kind, _ = picker.seat_widgets(0)
    kind.setCurrentIndex(kind.findData("bot"))  # nobody human: the bots play it out
    picker.accept()
    assert picker.result() == QDialog.Accepted
    config = picker.config()
    game = start_game(config)
    bots = [make_bot(seat["level"], config["game"], config["seed"] + n) for n, seat in enumerate(config["seats"])]

    log, board = GameLogDock(), ScoreboardDock()
    qtbot.addWidget(log)
    qtbot.addWidget(board)
    names = game.view(None)["names"]
    autosaved = False
    while not game.over:
        seat = game.to_act()[0]
        log.add_events(game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat))), names)
        board.update_from_view(game.view(None))
        if not autosaved and len(game.view(None)["history"]) == 3:
            write_autosave(game, config["seats"], directory=tmp_path)
            resumed, seats = continue_game(tmp_path)
            assert resumed.to_json() == game.to_json() and seats == config["seats"]
            autosaved = True

    view = game.view(None)
    assert board.model.rowCount() == len(view["history"]) == 17  # 1..17 cards for three players
    assert board.chart.series()[0][-1] == game.scores()[0]
    assert log.text().splitlines()[-1].startswith("Game over")

    store = StatsStore(tmp_path / "stats.json")
    store.record_game(config["game"], config["seats"], game.scores(), game.winners())
    level = config["seats"][0]["level"]
    assert store.entry("german_bridge", level)["played"] == 3
    assert store.entry("german_bridge", level)["won"] == len(game.winners())
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == 1
