"""The hand history dialog in the pseudo-locale: every word of its own goes through translate(), and
nothing is cut at its default size (tests/pseudo_locale.py). The lines of the game log that the board
repeats (``describe_event``, the window's area), the engine's Contract Rummy contract text and the card name
"Joker" (``card_label``, the engine area) are another area's words: they are passed as allowed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cardgame_gui.session.history import HAND_ENDS, GameHistory, from_frames
from cardgame_gui.ui.docks.game_log import describe_event
from cardgame_gui.ui.history.dialog import HandHistoryDialog

from net.test_guest_history import frames_of_a_game, views_of
from pseudo_locale import _strip_marked, clipped_texts, pseudo_locale, untranslated_texts
from ui.test_history_dialog import dialog as shown, played  # noqa: F401 - `shown` is a fixture


def others_words(box: HandHistoryDialog) -> set[str]:
    """What the board shows that another area words: the log's lines of the whole hand (their translated
    pieces, the seats' names, taken out as the walk takes them out), a rummy contract."""
    hand = box.hand
    words = {_strip_marked(describe_event(e, box.names())).strip() for e in hand.events(0, len(hand.steps) - 1)}
    contract = (hand.start_view.get("contract") or {}).get("text")
    return words | ({contract} if contract else set()) | {"Joker"}  # card_label("JK"): the engine area's word


def assert_all_translated(box: HandHistoryDialog) -> None:
    allowed = others_words(box) if box.hand is not None else set()
    assert untranslated_texts(box, allowed) == []
    assert clipped_texts(box) == []


def walk(box: HandHistoryDialog) -> None:
    """Every position of the hand shown, forwards."""
    box.first()
    assert_all_translated(box)
    while box.forward_button.isEnabled():
        box.forward()
        assert_all_translated(box)


def test_the_empty_dialog_and_the_paste_box_are_translated(shown, qtbot):
    with pseudo_locale():
        box = shown(None)
        assert_all_translated(box)
        paste, edit = box.paste_dialog()
        edit.setPlainText("")
        qtbot.addWidget(paste)
        paste.show()
        qtbot.waitExposed(paste)
        assert untranslated_texts(paste) == [] and clipped_texts(paste) == []


@pytest.mark.parametrize("game_id,hands", [("devils_bridge", 3), ("floating_bridge", 1)])
def test_a_trick_game_hand_and_its_review_are_translated(game_id, hands, shown, qtbot):
    with pseudo_locale():
        box = shown(GameHistory(played(game_id, hands, extra=3).to_json(), seat=0))  # opens on the last finished
        box.samples = 20
        walk(box)
        least = box.minimumSizeHint()
        assert least.width() <= 1024 and least.height() <= 640  # it fits a small screen, words 35% longer
        qtbot.mouseClick(box.review_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: box.worker is None, timeout=60000)
        assert box.opinion_list.count() > 0
        for row in range(box.opinion_list.count()):
            box.opinion_list.setCurrentRow(row)
            assert_all_translated(box)
        box.show_hand(hands)  # the hand being played: the others' cards hidden
        assert not box.hand.finished
        walk(box)


def test_a_contract_rummy_round_is_translated(shown):
    with pseudo_locale():
        box = shown(GameHistory(played("contract_rummy", 1, extra=4).to_json(), seat=0))
        walk(box)
        box.show_hand(1)
        walk(box)


@pytest.mark.parametrize("game_id,options", [("german_bridge", {"rounds": 3}), ("contract_rummy", {})])
def test_a_guests_note_of_the_hands_it_cannot_show_is_translated(game_id, options, shown):
    game, log, events = frames_of_a_game(game_id, options, seed=5)
    cut = next(i for i, raised in enumerate(events) if any(e["type"] in HAND_ENDS for e in raised)) - 3
    with pseudo_locale():
        box = shown(from_frames(game_id, 4, options, 1, log[cut:], events[cut:],
                                views=views_of(game, log, 1)[cut:], whole_first=False))
        assert box.history.missing == [1] and box.missing_note.isVisible()
        walk(box)
