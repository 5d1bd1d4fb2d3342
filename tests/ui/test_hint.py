"""H at the table: the expert's choice for your seat and why, in the status bar — where hints are allowed."""

from cardgame_gui.session.hint import hint_message

HUMAN_FIRST = [{"kind": "human", "level": None}] + [{"kind": "bot", "level": "casual"}] * 3


def start_devils_bridge(window, qtbot):
    window.start_config({"game": "devils_bridge", "players": 4, "options": {}, "seed": 7, "seats": HUMAN_FIRST})
    qtbot.waitUntil(lambda: window.controller.is_my_turn(), timeout=10000)


def test_pressing_h_on_your_turn_shows_a_hint_with_a_reason(window, qtbot):
    start_devils_bridge(window, qtbot)
    window.hint_action.trigger()
    text = window.statusBar().currentMessage()
    assert text.startswith("Hint — Bid ") and ": " in text
    assert window.hint_action.shortcut().toString() == "H"


def test_no_hint_when_hints_are_off_and_the_setting_is_kept(window, qtbot):
    start_devils_bridge(window, qtbot)
    window.hints_action.setChecked(False)
    window.hint_action.trigger()
    assert window.statusBar().currentMessage() == "Hints are off at this table."
    assert window.settings.value("table/hints") == "false"


def test_a_table_that_forbids_hints_gives_none(window, qtbot):
    start_devils_bridge(window, qtbot)
    window.controller.allows_hints = False  # what a network table's controller says when the host forbids
    window.hint_action.trigger()
    assert window.statusBar().currentMessage() == "Hints are off at this table."


def test_hint_message_without_a_turn():
    assert hint_message({"over": False, "game": "devils_bridge"}, []) == "No hint: it is not your turn."
    assert hint_message(None, []) == "No hint: no game is in play."
