"""Game ▸ Hand history: replay forwards and back, hidden cards hidden, the expert's review off the GUI
thread, and a hand pasted back as text."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from cardgame_gui.bots import make_bot
from cardgame_gui.engine import new_game
from cardgame_gui.session.hand_text import hand_text
from cardgame_gui.session.history import GameHistory, from_frames
from cardgame_gui.ui.history.dialog import HandHistoryDialog

from net.test_guest_history import frames_of_a_game, views_of

BOTS = [None, "casual", "casual", "casual"]


def played(game_id: str, hands: int, extra: int = 0, seed: int = 2):
    """A game casual bots played through ``hands`` hands, and ``extra`` actions into the next."""
    game = new_game(game_id, 4, seed=seed)
    bots = [make_bot("casual", game_id, seed=s) for s in range(4)]
    while len(game.view(None)["history"]) < hands:
        seat = game.to_act()[0]
        game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat)))
    for _ in range(extra):
        seat = game.to_act()[0]
        game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat)))
    return game


@pytest.fixture
def dialog(qtbot):
    def make(history):
        box = HandHistoryDialog(history)
        box.samples = 120
        qtbot.addWidget(box)
        box.show()
        qtbot.waitExposed(box)
        return box
    return make


def walk(box, qtbot, key, button) -> list[str]:
    """The board's text here and after each press of ``key`` while ``button`` says there is further to go
    (at most 20 presses)."""
    seen = [box.board.toPlainText()]
    for _ in range(20):
        if not button.isEnabled():
            break
        qtbot.keyClick(box.hand_list, key)
        seen.append(box.board.toPlainText())
    return seen


def test_a_hand_replays_trick_by_trick_the_same_forwards_and_back_with_keys(dialog, qtbot):
    box = dialog(GameHistory(played("devils_bridge", 4).to_json(), seat=0))
    box.show_hand(3)  # four cards each
    box.first()
    forwards = walk(box, qtbot, Qt.Key.Key_Right, box.forward_button)
    assert len(forwards) == len(box.hand.positions) == 2 + 4
    assert walk(box, qtbot, Qt.Key.Key_Left, box.back_button) == forwards[::-1]
    assert "The deal" == box.where.text()
    qtbot.keyClick(box.hand_list, Qt.Key.Key_End)
    assert box.where.text() == "Trick 4 of 4" and "wins: the highest" in box.board.toPlainText()


def test_a_finished_hand_is_face_up_and_a_hand_in_play_shows_only_yours(dialog):
    game = played("german_bridge", 3, extra=5)
    box = dialog(GameHistory(game.to_json(), seat=0))
    box.show_hand(2)
    box.first()
    text = box.board.toPlainText()
    for seat in range(4):
        assert " ".join(_label(c) for c in box.hand.deal()[seat]) in text
    box.show_hand(3)
    box.last()
    text = box.board.toPlainText()
    assert " ".join(_label(c) for c in game.view(0)["hand"]) in text
    assert text.count("hidden (") == 3
    assert not box.review_button.isEnabled() and "once the hand is over" in box.review_note.text()


def _label(code: str) -> str:
    return ("10" if code[0] == "T" else code[0]) + {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}[code[1]]


def test_the_review_runs_off_the_gui_thread_with_progress_and_lists_the_costliest_first(dialog, qtbot):
    box = dialog(GameHistory(played("devils_bridge", 6).to_json(), seat=0))
    box.show_hand(5)
    box.start_review()
    assert box.worker is not None and box.cancel_button.isEnabled() and not box.review_button.isEnabled()
    qtbot.waitUntil(lambda: box.worker is None, timeout=60000)
    assert box.progress.value() == box.progress.maximum() == len(box.history.decisions(box.hand))
    assert box.opinion_list.count() == len(box.opinions) > 0
    costs = [o.cost for o in box.opinions]
    assert costs == sorted(costs, reverse=True)
    assert box.opinion_list.item(0).text().startswith(("Trick ", "Bid: "))
    box.opinion_list.setCurrentRow(0)
    assert "points, exact" in box.choices.text() and "120 deal" in box.choices.text()
    assert box.board.toPlainText()  # the table as it stood when you decided


@pytest.mark.parametrize("game_id", ["reverse_bridge", "floating_bridge"])
def test_the_review_button_weighs_an_auction_game_hands_calls_and_cards_by_the_chance_the_contract_is_made(
        game_id, dialog, qtbot):
    box = dialog(GameHistory(played(game_id, 1).to_json(), seat=0))
    box.show_hand(0)
    assert box.hand.finished and box.review_button.isEnabled() and not box.review_note.text()
    qtbot.mouseClick(box.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: box.worker is None, timeout=60000)
    assert box.opinion_list.count() == len(box.opinions) > 0
    lines = [box.opinion_list.item(i).text() for i in range(box.opinion_list.count())]
    assert all(line.startswith(("Trick ", "Partner call: ", "Bidding: ")) for line in lines)
    assert any(line.startswith("Bidding: ") for line in lines)  # your bids and passes are weighed too
    called = any(d.action["type"] == "call_partner" for d in box.history.decisions(box.hand))
    assert called == any(line.startswith("Partner call: ") for line in lines) == (game_id == "floating_bridge")
    assert "the contract is made" in box.opinion_list.item(0).text()
    box.opinion_list.setCurrentRow(0)
    assert "points, contract made" in box.choices.text() and "exact" not in box.choices.text()
    call = next(i for i, line in enumerate(lines) if line.startswith("Bidding: "))
    box.opinion_list.setCurrentRow(call)
    assert "pass: " in box.choices.text() and box.where.text() in ("The deal", "The bidding")


def test_a_review_can_be_cancelled(dialog, qtbot):
    box = dialog(GameHistory(played("devils_bridge", 8).to_json(), seat=0))
    box.samples = 4000
    box.show_hand(7)
    box.start_review()
    box.cancel_review()
    assert box.worker is None and box.review_note.text() == "Review cancelled."
    assert box.review_button.isEnabled() and box.opinion_list.count() == 0


def test_contract_rummy_replays_turn_by_turn_with_only_your_cards(dialog):
    game = new_game("contract_rummy", 4, seed=4)
    bots = [make_bot("casual", "contract_rummy", seed=s) for s in range(4)]
    for _ in range(40):
        seat = game.to_act()[0]
        game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat)))
    box = dialog(GameHistory(game.to_json(), seat=0))
    box.first()
    box.forward()
    assert box.where.text().startswith("Turn 1 of ")
    assert "Your hand:" in box.board.toPlainText() and "Cards held" in box.board.toPlainText()
    assert not box.copy_button.isEnabled() and not box.review_button.isEnabled()


def test_a_hand_copied_as_text_pastes_back_and_bad_text_says_why(dialog, monkeypatch):
    history = GameHistory(played("devils_bridge", 3).to_json(), seat=0)
    box = dialog(history)
    box.show_hand(2)
    box.copy_hand()
    from PySide6.QtGui import QGuiApplication
    text = QGuiApplication.clipboard().text()
    assert text == hand_text(history, history.hands[2])
    assert box.read_text(text)
    assert box.history is not history and box.hand.deal() == history.hands[2].deal()
    assert box.hand_list.count() == 1  # the hand pasted, and no empty "(being played)" hand after it
    warned = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: warned.append(args[2]))
    assert not box.read_text(text.replace("Trick 1:", "Trick 1: North 11♠,"))
    assert warned and "line" in warned[0]


def test_the_game_menu_opens_the_history_of_the_game_at_the_table_with_the_seats_names(window, qtbot):
    window.controller.adopt(played("devils_bridge", 2), BOTS)
    window.controller.display_names = {"West": "Ann"}
    box = window.show_hand_history()
    qtbot.waitExposed(box)
    assert box.history.seat == 0 and len(box.history.hands) == 3
    assert box.hand.number == 2  # the last finished hand
    assert "Ann" in box.board.toPlainText() and "West" not in box.board.toPlainText()
    assert "West" in hand_text(box.history, box.hand)  # the text keeps the seats' own names
    box.close()


def test_a_lan_guest_opens_the_hands_it_played_and_has_them_reviewed(qtbot, make_window):
    ann, bob = make_window("ann"), make_window("bob")
    ann.start_config({"game": "german_bridge", "players": 2, "options": {"rounds": 3}, "seed": 3})
    assert ann.lan.host_table({"name": "Ann", "table_name": "Friday", "address": "127.0.0.1", "port": 0,
                               "invite_only": False, "code": None})
    bob.lan.join_table({"address": "127.0.0.1", "port": ann.lan.host.port, "name": "Bob", "code": None})
    qtbot.waitUntil(lambda: bob.lan.lobby is not None and bob.lan.lobby.room is not None, timeout=15000)
    ann.lan.lobby.ready.click()
    bob.lan.lobby.ready.click()
    qtbot.waitUntil(ann.lan.lobby.start.isEnabled, timeout=15000)
    ann.lan.lobby.start.click()
    qtbot.waitUntil(lambda: getattr(bob.controller.game, "remote", False), timeout=15000)
    for _ in range(400):
        if ann.controller.game.over:
            break
        for win in (ann, bob):
            legal, view = win.controller.legal(), win.controller.view()
            if legal and view["to_act"][0] == win.controller.me:
                win.controller.request(legal[-1])
        qtbot.wait(5)
    qtbot.waitUntil(lambda: bob.controller.game.over, timeout=15000)
    box = bob.show_hand_history()
    qtbot.waitExposed(box)
    assert box.history.seat == 1 and [h.number for h in box.history.hands] == [1, 2, 3]
    assert [h.deal() for h in box.history.hands] == \
        [h.deal() for h in GameHistory(ann.controller.game.to_json(), 1).hands]
    box.samples = 60
    box.start_review()
    qtbot.waitUntil(lambda: box.worker is None, timeout=60000)
    assert box.opinions and "Save hand as game" in box.save_button.text() and box.save_button.isEnabled()
    box.close()


def test_a_guest_who_came_in_part_way_is_told_which_hands_are_not_shown_and_pages_through_the_rest(dialog, qtbot):
    game, log, events = frames_of_a_game("german_bridge", {"rounds": 3}, seed=5)
    late = from_frames("german_bridge", 4, {"rounds": 3}, 1, log[4:], events[4:], views=views_of(game, log, 1)[4:],
                       whole_first=False)  # came in during hand 1: hands 2, 3, 4, 5 (up 3, down 3 less the 3)
    box = dialog(late)
    assert late.missing == [1] and box.missing_note.isVisible()
    assert box.missing_note.text() == ("Not shown: 1 hand (1), played at least in part before you came to the "
                                       "table; the host keeps it.")
    shown = [h.number for h in late.hands]
    assert shown[0] == 2 and box.hand is late.hands[-1]  # it opens on the last hand
    qtbot.keyClick(box.hand_list, Qt.Key.Key_Home)
    for _ in shown:
        qtbot.keyClick(box.hand_list, Qt.Key.Key_PageUp)
    assert box.hand is late.hands[0]
    qtbot.keyClick(box.hand_list, Qt.Key.Key_PageDown)
    assert box.hand is late.hands[1]  # by row: the hands' numbers start at 2


def test_a_guests_contract_rummy_round_replays_but_is_not_saved_as_a_game(dialog):
    game, log, events = frames_of_a_game("contract_rummy", {}, seed=4)
    box = dialog(from_frames("contract_rummy", 4, {}, 0, log, events, views=views_of(game, log, 0)))
    assert [h.number for h in box.history.hands] == list(range(1, 8)) and not box.missing_note.isVisible()
    box.first()
    box.forward()
    assert box.where.text().startswith("Turn 1 of ") and "Your hand:" in box.board.toPlainText()
    assert not box.save_button.isEnabled() and not box.copy_button.isEnabled()
