"""The game-over panel (issue 10, item 15): ranking, scores, Play again and Replay this deal."""

from __future__ import annotations

from cardgame_gui.engine import new_game
from cardgame_gui.ui.results.game_over import ranking, winners_sentence
from tests.ui.test_table_words import finished

NAMES = ["South", "West", "North", "East"]


def test_ranking_best_first_with_shared_places():
    view = {"game": "devils_bridge", "names": NAMES, "scores": [30, 50, 30, 10], "winners": [1]}
    assert ranking(view) == [(1, "West", 50), (2, "South", 30), (2, "North", 30), (4, "East", 10)]


def test_where_low_scores_win_the_lowest_ranks_first():
    view = {"game": "contract_rummy", "names": NAMES, "scores": [30, 50, 30, 10], "winners": [3]}
    assert ranking(view)[0] == (1, "East", 10)


def test_the_winners_in_words():
    assert winners_sentence({"names": NAMES, "winners": [0, 2]}) == "South and North win"
    assert winners_sentence({"names": NAMES, "winners": [0, 2]}, me=0) == "You and North win!"
    assert winners_sentence({"names": NAMES, "winners": [0]}, me=0) == "You win!"
    assert winners_sentence({"names": NAMES, "winners": []}) == "Nobody wins"


def test_one_winner_who_is_not_you_wins_in_the_singular():
    assert winners_sentence({"names": NAMES, "winners": [1]}) == "West wins"
    assert winners_sentence({"names": NAMES, "winners": [1]}, me=0) == "West wins"


def test_the_panel_shows_at_game_over_and_play_again_deals_anew(window, qtbot):
    game = finished("reverse_bridge")
    seats = [None, "random", "random", "random"]
    window.controller.adopt(game, seats)
    panel = window.table.game_over
    assert panel.isVisible() and [row[1] for row in panel.ranking]
    table = window.table
    box = panel.geometry()
    for item in table.seats:
        assert not box.intersects(table.mapFromScene(item.mapRectToScene(item.panel_rect())).boundingRect())
    panel.again_button.click()
    again = window.controller.game
    assert not again.over and not panel.isVisible()
    assert (again.info.id, again.players, again.options, window.controller.seats) == \
        (game.info.id, game.players, game.options, seats)


def test_replay_this_deal_deals_the_same_cards(window, qtbot):
    game = finished("floating_bridge", seed=5)
    window.controller.adopt(game, [None, "random", "random", "random"])
    window.controller.stop()
    window.table.game_over.replay_button.click()
    replayed = window.controller.game
    fresh = new_game("floating_bridge", 4, game.options, 5)
    assert not replayed.over and replayed.view(0)["hand"] == fresh.view(0)["hand"]


def test_enter_plays_again_and_escape_closes_the_panel_from_the_keyboard(window, qtbot):
    """A keyboard-only player: the panel takes the focus on Play again; Enter presses the button that has the
    focus (a push button outside a dialog only answered Space), Tab moves on, Esc closes the panel."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    seats = [None, "random", "random", "random"]
    window.activateWindow()
    window.controller.adopt(finished("reverse_bridge"), seats)
    panel = window.table.game_over
    qtbot.waitUntil(lambda: panel.again_button.hasFocus(), timeout=2000)
    QTest.keyClick(panel.again_button, Qt.Key.Key_Escape)
    assert not panel.isVisible() and window.controller.game.over
    window.controller.adopt(finished("reverse_bridge"), seats)
    qtbot.waitUntil(lambda: panel.again_button.hasFocus(), timeout=2000)
    QTest.keyClick(panel.again_button, Qt.Key.Key_Return)
    assert not window.controller.game.over and not panel.isVisible()
