"""Contract Rummy through the real window, by mouse: drawing by drag and click, melding a contract, a
refused meld with the engine's reason, laying off on another player's meld by drag, a joker reclaim by
drop, "May I?" through its button (turn order and first come) and the automatic decline, a Screw Over, and
arranging and selecting the hand. Offscreen, speed "off"; deals set up through ``new_game(deal=...)``."""

from __future__ import annotations

import time

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from cardgame_gui.engine import new_game
from cardgame_gui.session.controller import REACTION_MS

BOTS = [None, "casual", "casual", "casual"]
SOUTH = ["5H", "5D", "5S", "9C", "9D", "9S", "KH", "2C", "3D", "7S"]  # two groups and some rubbish


def rummy(options=None, **deal):
    spec = {"round": 1, "dealer": 3, "first": 0, "hands": [SOUTH, [], [], []], "stock": ["QC"],
            "discard": ["4H"], "rest": "stock"}
    spec.update(deal)
    return new_game("contract_rummy", 4, {"may_i": "off", **(options or {})}, seed=5, deal=spec)


def start(window, qtbot, game, seats=BOTS):
    window.controller.adopt(game, seats)
    table = window.rummy_table
    assert window.tables.currentWidget() is table
    qtbot.waitUntil(lambda: bool(table.view_data), timeout=3000)
    return table


def point_of(table, item) -> QPoint:
    return table.mapFromScene(item.centre())


def hand_item(table, code: str):
    return next(table.cards[k] for k, c in zip(table.hand_keys, table.order) if c == code)


def drag(table, start: QPoint, to: QPoint) -> None:
    viewport = table.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 11):
        QTest.mouseMove(viewport, start + (to - start) * (i / 10))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, to)


def click(table, item, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, modifier, point_of(table, item))


def hand_point(table) -> QPoint:
    return table.mapFromScene(table.hand_zone.rect.center())


def draw_from_stock(table, qtbot, window) -> None:
    with qtbot.waitSignal(window.controller.action_applied, timeout=3000):
        drag(table, point_of(table, table.cards["stock"]), hand_point(table))


def test_drag_from_the_stock_onto_the_hand_draws(window, qtbot):
    table = start(window, qtbot, rummy())
    assert table.cards["stock"].in_hand  # the stock takes the mouse while South may draw
    draw_from_stock(table, qtbot, window)
    view = window.controller.view()
    assert view["drawn"] and "QC" in view["hand"] and len(view["hand"]) == 11
    assert "QC" in table.order and table.order[-1] == "QC"  # the new card at the end of the hand, marked
    assert hand_item(table, "QC").new


def test_undo_takes_the_draw_back_and_the_table_follows(window, qtbot):
    table = start(window, qtbot, rummy())
    draw_from_stock(table, qtbot, window)
    assert len(table.hand_keys) == 11 and window.controller.can_undo()
    window.undo()
    qtbot.waitUntil(lambda: len(table.hand_keys) == 10, timeout=3000)
    assert not window.controller.view()["drawn"] and table.cards["stock"].in_hand


def test_clicking_the_discard_pile_takes_it(window, qtbot):
    table = start(window, qtbot, rummy())
    with qtbot.waitSignal(window.controller.action_applied, timeout=3000) as blocker:
        click(table, table.cards["discard"])
    assert blocker.args[1] == {"type": "draw", "source": "discard"}
    assert "4H" in window.controller.view()["hand"]


def test_meld_a_contract_by_selecting_and_pressing_meld(window, qtbot):
    table = start(window, qtbot, rummy())
    draw_from_stock(table, qtbot, window)
    for code in ("5H", "5D", "5S", "9C", "9D"):
        click(table, hand_item(table, code))
    click(table, hand_item(table, "9S"), Qt.KeyboardModifier.NoModifier)
    assert sorted(table.selected_codes()) == sorted(["5H", "5D", "5S", "9C", "9D", "9S"])
    with qtbot.waitSignal(window.controller.action_applied, timeout=3000) as blocker:
        QTest.mouseClick(table.bar.buttons["meld"], Qt.MouseButton.LeftButton)
    assert blocker.args[1]["type"] == "meld"
    view = window.controller.view()
    assert view["melded"][0] and len([m for m in view["table"] if m["owner"] == 0]) == 2
    assert len(table.frames) == 2 and not table.selected


def test_suggest_selects_the_finders_contract(window, qtbot):
    table = start(window, qtbot, rummy())
    draw_from_stock(table, qtbot, window)
    QTest.mouseClick(table.bar.buttons["suggest"], Qt.MouseButton.LeftButton)
    assert sorted(table.selected_codes()) == sorted(["5H", "5D", "5S", "9C", "9D", "9S"])


def test_a_refused_meld_shows_the_engines_reason(window, qtbot):
    table = start(window, qtbot, rummy())
    draw_from_stock(table, qtbot, window)
    for code in ("5H", "5D", "9C"):
        click(table, hand_item(table, code))
    with qtbot.waitSignal(window.controller.action_rejected, timeout=3000) as blocker:
        QTest.mouseClick(table.bar.buttons["meld"], Qt.MouseButton.LeftButton)
    reason = blocker.args[0]
    assert "too short for a meld" in reason and "a group needs 3 cards" in reason
    assert "too short for a meld" in window.statusBar().currentMessage()
    assert not window.controller.view()["melded"][0]


def test_meld_can_be_tried_when_no_contract_is_possible_and_the_engine_says_why(window, qtbot):
    table = start(window, qtbot, rummy(hands=[["5H", "5D", "9C", "9D", "KH", "2C", "3D", "7S", "8S", "QH"],
                                             [], [], []]))
    draw_from_stock(table, qtbot, window)
    assert not any(a["type"] == "meld" for a in window.controller.legal())  # the finder sees no contract
    for code in ("5H", "5D", "9C", "9D"):
        click(table, hand_item(table, code))
    assert table.bar.buttons["meld"].isEnabled()
    with qtbot.waitSignal(window.controller.action_rejected, timeout=3000) as blocker:
        QTest.keyClick(table, Qt.Key.Key_Return)
    assert "too short for a meld" in blocker.args[0]


def test_arrange_by_melds_brings_the_contract_together(window, qtbot):
    table = start(window, qtbot, rummy())
    QTest.mouseClick(table.bar.buttons["byRank"], Qt.MouseButton.LeftButton)
    assert table.order[0] == "2C" and table.order[-1] == "KH"
    QTest.mouseClick(table.bar.buttons["byMelds"], Qt.MouseButton.LeftButton)
    assert sorted(table.order[:6]) == sorted(["5H", "5D", "5S", "9C", "9D", "9S"])


def test_shift_click_and_rubber_band_select(window, qtbot):
    table = start(window, qtbot, rummy())
    QTest.mouseClick(table.bar.buttons["bySuit"], Qt.MouseButton.LeftButton)
    click(table, table.cards[table.hand_keys[1]])
    click(table, table.cards[table.hand_keys[4]], Qt.KeyboardModifier.ShiftModifier)
    assert table.selected == set(table.hand_keys[1:5])
    QTest.keyClick(table, Qt.Key.Key_Escape)
    assert not table.selected
    first, last = table.cards[table.hand_keys[0]], table.cards[table.hand_keys[2]]
    top_left = table.mapFromScene(first.sceneBoundingRect().topLeft() + QPointF(-6, -20))
    inside = table.mapFromScene(last.sceneBoundingRect().topLeft() + QPointF(4, 10))
    drag(table, top_left, inside)  # a band from the felt above the hand over the first three cards
    assert table.selected == set(table.hand_keys[:3])


def test_drag_reorders_the_hand(window, qtbot):
    table = start(window, qtbot, rummy())
    QTest.mouseClick(table.bar.buttons["bySuit"], Qt.MouseButton.LeftButton)
    first = table.order[0]
    last_item = table.cards[table.hand_keys[-1]]
    drag(table, point_of(table, table.cards[table.hand_keys[0]]), point_of(table, last_item) + QPoint(20, 0))
    assert table.order[-1] == first and len(table.order) == 10


LAID = [{"owner": 0, "cards": ["5H", "5D", "5S"]}, {"owner": 0, "cards": ["9S", "9D", "9H"]},
        {"owner": 1, "cards": ["4C", "5C", "6C", "7C"]}]


def test_lay_off_on_another_players_meld_by_drag(window, qtbot):
    game = rummy(hands=[["8C", "2D", "KD"], [], [], []], table=LAID)
    table = start(window, qtbot, game)
    draw_from_stock(table, qtbot, window)
    item = hand_item(table, "8C")
    viewport = table.viewport()
    start_point = point_of(table, item)
    target = table.mapFromScene(table.frames[2].rect.center() + QPointF(table.frames[2].rect.width() / 3, 0))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start_point)
    for i in range(1, 11):
        QTest.mouseMove(viewport, start_point + (target - start_point) * (i / 10))
    assert table.frames[2].fits and table.frames[2].hot  # West's run lights up; South's groups do not
    assert not table.frames[0].fits and not table.frames[1].fits
    with qtbot.waitSignal(window.controller.action_applied, timeout=3000) as blocker:
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, target)
    assert blocker.args[1] == {"type": "lay_off", "meld": 2, "card": "8C", "end": "high"}
    assert window.controller.view()["table"][2]["cards"][-1] == "8C"


def test_joker_reclaim_by_dropping_the_real_card_on_the_joker(window, qtbot):
    laid = LAID[:2] + [{"owner": 1, "cards": ["4C", "5C", "JK", "7C"], "as": ["6C"]}]
    game = rummy(hands=[["6C", "2D", "KD"], [], [], []], table=laid)
    table = start(window, qtbot, game)
    draw_from_stock(table, qtbot, window)
    joker = table.cards["m2:2"]
    assert joker.code == "JK"
    with qtbot.waitSignal(window.controller.action_applied, timeout=3000) as blocker:
        drag(table, point_of(table, hand_item(table, "6C")), point_of(table, joker))
    assert blocker.args[1] == {"type": "reclaim_joker", "meld": 2, "card": "6C"}
    view = window.controller.view()
    assert view["pending"] == [{"card": "JK", "why": "reclaimed"}] and "JK" in view["hand"]
    assert hand_item(table, "JK").new and "joker you reclaimed" in table.bar.hint.text()


def claim_scenario(mode: str):
    """East moves first and draws from the stock: the window opens on KD, South first in turn order.
    Nobody holds a king, so the bots have no reason to want it."""
    hands = [["5H", "5D", "5S", "9C", "9D", "9S", "2H", "2C", "3D", "7S"],
             ["3C", "4C", "6D", "7D", "8H", "TH", "JS", "QS", "4S", "6S"],
             ["3H", "4H", "6H", "7H", "8S", "TS", "JD", "QD", "4D", "6C"],
             ["3S", "7C", "8C", "8D", "TC", "TD", "JC", "JH", "QC", "QH"]]
    return new_game("contract_rummy", 4, {"may_i": mode}, seed=5,
                    deal={"round": 1, "dealer": 2, "first": 3, "hands": hands, "discard": ["KD"],
                          "stock": ["2S", "AC", "AD"], "rest": "stock"})


def test_may_i_through_the_button_in_turn_order(window, qtbot):
    table = start(window, qtbot, claim_scenario("classic"))
    qtbot.waitUntil(lambda: table.bar.buttons["mayI"].isVisible(), timeout=5000)
    assert "nobody is ahead of you" in table.bar.hint.text()
    assert table.bar.countdown.isVisible() and table.bar.countdown.text().endswith(" s")
    with qtbot.waitSignal(window.controller.action_applied, timeout=3000,
                          check_params_cb=lambda seat, action, events: seat == 0):
        QTest.mouseClick(table.bar.buttons["mayI"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.view()["claim_window"] is None, timeout=5000)
    hand = window.controller.view()["hand"]
    assert "KD" in hand and "2S" in hand and len(hand) == 12  # the discard and the penalty card


def test_a_hidden_table_counts_no_may_i_down_and_counts_again_when_shown(window, qtbot):
    """The countdown ticks four times a second to redraw the bar: a table nobody sees (the window closed,
    another game's table shown) must not, or closed windows tick on for as long as they live."""
    table = start(window, qtbot, claim_scenario("classic"))
    qtbot.waitUntil(lambda: table.bar.buttons["mayI"].isVisible(), timeout=5000)
    assert table._tick.isActive()
    table.hide()
    assert not table._tick.isActive()
    table.show()
    assert table._tick.isActive()


def test_may_i_first_come_a_person_beats_the_bots_reaction(window, qtbot):
    table = start(window, qtbot, claim_scenario("first_come"))
    qtbot.waitUntil(lambda: table.bar.buttons["mayI"].isVisible(), timeout=5000)
    assert "first to ask" in table.bar.hint.text()
    with qtbot.waitSignal(window.controller.action_applied, timeout=3000) as blocker:
        QTest.keyClick(table, Qt.Key.Key_M)
    assert blocker.args[0] == 0
    assert any(e["type"] == "may_i_taken" and e["seat"] == 0 for e in blocker.args[2])


def test_a_bots_first_come_claim_waits_a_human_reaction_time(window, qtbot):
    """West holds two kings and wants the KD; while South may still ask, West's claim comes only after
    a reaction delay, so a quick person could have won it."""
    game = claim_scenario("first_come")
    hands = [game.view(s)["hand"] for s in range(4)]
    hands[1] = ["KH", "KS"] + hands[1][2:]
    game = new_game("contract_rummy", 4, {"may_i": "first_come"}, seed=5, deal={
        "round": 1, "dealer": 2, "first": 3, "hands": hands, "discard": ["KD"], "stock": ["2S", "AC", "AD"],
        "rest": "stock"})
    table = start(window, qtbot, game)
    qtbot.waitUntil(lambda: table.bar.buttons["mayI"].isVisible(), timeout=5000)
    opened = time.monotonic()
    with qtbot.waitSignal(window.controller.action_applied, timeout=5000,
                          check_params_cb=lambda seat, action, events: seat == 1) as blocker:
        pass
    assert blocker.args[1] == {"type": "may_i"}
    assert time.monotonic() - opened >= REACTION_MS[0] / 1000 * 0.8
    assert "KD" not in window.controller.view()["hand"]


def test_an_undecided_person_declines_automatically(window, qtbot):
    window.controller.set_claim_seconds(1)
    table = start(window, qtbot, claim_scenario("classic"))
    qtbot.waitUntil(lambda: table.bar.buttons["mayI"].isVisible(), timeout=5000)
    assert window.controller.claim_seconds_left() in (0, 1)
    with qtbot.waitSignal(window.controller.action_applied, timeout=4000,
                          check_params_cb=lambda seat, action, events: seat == 0) as blocker:
        pass
    assert blocker.args[1] == {"type": "decline"}
    qtbot.waitUntil(lambda: not table.bar.buttons["mayI"].isVisible(), timeout=3000)


def test_screw_over_through_the_mouse(window, qtbot, monkeypatch):
    game = new_game("contract_rummy", 4, {"may_i": "off", "screw_over": True}, seed=5, deal={
        "round": 2, "dealer": 3, "first": 0, "stock": ["QD"], "discard": ["4H"], "rest": "stock",
        "hands": [["5H", "5D", "5S", "9C", "TC", "JC", "2D", "KD"], [], [], []],
        "table": [{"owner": 1, "cards": ["4C", "5C", "6C", "7C", "8C"]}]})
    table = start(window, qtbot, game)
    draw_from_stock(table, qtbot, window)
    asked = {}

    def choose_give(taken, victim, gives, outcomes):
        asked.update(taken=taken, victim=victim, gives=gives, outcomes=outcomes)
        return "KD"
    monkeypatch.setattr(table, "choose_give", choose_give)
    hint = table.bar.hint  # a long hint ("...; drag a card out of another's meld to screw; ...") is not cut
    assert "screw" in hint.text() and table.bar.width() >= min(hint.sizeHint().width() + 16,
                                                                table.sceneRect().width() - 16)
    eight = table.cards["m0:4"]
    assert eight.code == "8C" and eight.in_hand  # West's 8C may be dragged out
    with qtbot.waitSignal(window.controller.action_applied, timeout=3000) as blocker:
        drag(table, point_of(table, eight), hand_point(table))
    assert blocker.args[1] == {"type": "screw", "meld": 0, "position": 4, "give": "KD"}
    assert asked["taken"] == "8C" and asked["victim"] == "West" and "KD" in asked["gives"]
    assert "stays on the table" in asked["outcomes"]["KD"]
    view = window.controller.view()
    assert view["pending"] == [{"card": "8C", "why": "screw"}] and "took" in table.bar.hint.text()
    assert hand_item(table, "8C").new
    assert not table.bar.buttons["discard"].isEnabled()
    QTest.mouseClick(table.bar.buttons["suggest"], Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(window.controller.action_applied, timeout=3000) as blocker:
        QTest.mouseClick(table.bar.buttons["meld"], Qt.MouseButton.LeftButton)
    assert blocker.args[1]["type"] == "meld" and window.controller.view()["pending"] == []


def test_the_joker_is_asked_about_only_when_it_could_stand_for_two_cards(window, qtbot, monkeypatch):
    """Round 3 (two runs): 4-5-6 of clubs with a joker could be 3♣ or 7♣ — the table asks; the
    diamonds run has no joker and nothing is asked about it."""
    hand = ["4C", "5C", "6C", "JK", "8D", "9D", "TD", "JD", "2S", "KH"]
    table = start(window, qtbot, rummy(round=3, hands=[hand, [], [], []]))
    draw_from_stock(table, qtbot, window)
    asked = []

    def choose_joker(meld_text, options):
        asked.append((meld_text, options))
        return "3C"
    monkeypatch.setattr(table, "choose_joker", choose_joker)
    table.select_codes(["4C", "5C", "6C", "JK", "8D", "9D", "TD", "JD"])
    with qtbot.waitSignal(window.controller.action_applied, timeout=3000) as blocker:
        QTest.mouseClick(table.bar.buttons["meld"], Qt.MouseButton.LeftButton)
    assert len(asked) == 1 and sorted(asked[0][1]) == ["3C", "7C"]
    run = next(m for m in blocker.args[1]["melds"] if "JK" in m["cards"])
    assert run["as"] == ["3C"]
    clubs = next(m for m in window.controller.view()["table"] if "JK" in m["cards"])
    assert clubs["cards"][0] == "JK" and clubs["jokers"][0] == {"index": 0, "rank": "3", "suit": "C"}


def test_a_new_meld_after_the_contract_where_the_option_allows(window, qtbot):
    game = rummy({"new_melds_after_contract": True}, hands=[["8C", "8D", "8S", "2D", "KD"], [], [], []],
                 table=LAID)
    table = start(window, qtbot, game)
    draw_from_stock(table, qtbot, window)
    for code in ("8C", "8D", "8S"):
        click(table, hand_item(table, code))
    with qtbot.waitSignal(window.controller.action_applied, timeout=3000) as blocker:
        QTest.mouseClick(table.bar.buttons["meld"], Qt.MouseButton.LeftButton)
    assert blocker.args[1]["type"] == "new_meld"
    assert len([m for m in window.controller.view()["table"] if m["owner"] == 0]) == 3 and 3 in table.frames


def test_a_hand_of_thirty_cards_lies_in_two_rows_inside_the_table(window, qtbot):
    ranks = "23456789TJQKA"
    hand = [r + s for s in "CDH" for r in ranks][:30]
    table = start(window, qtbot, rummy(hands=[hand, [], [], []]))
    items = [table.cards[k] for k in table.hand_keys]
    rows = sorted({round(i.home.y()) for i in items})
    assert len(items) == 30 and len(rows) == 2
    scene = table.sceneRect()
    for item in items:
        assert scene.contains(item.sceneBoundingRect().adjusted(2, 2, -2, -2))
    first_row = sorted(i.home.x() for i in items if round(i.home.y()) == rows[0])
    assert min(b - a for a, b in zip(first_row, first_row[1:])) >= table.pixmaps.width * 0.42 - 1


def test_a_may_i_taken_by_another_player_flies_the_discard_and_the_penalty_card_to_them(window, qtbot):
    """West (a bot holding two kings) asks for the KD in turn order; South says no thanks: the KD and the
    penalty card fly to West, then East draws (a back flies from the stock)."""
    game = claim_scenario("classic")
    hands = [game.view(s)["hand"] for s in range(4)]
    hands[1] = ["KH", "KS"] + hands[1][2:]
    game = new_game("contract_rummy", 4, {"may_i": "classic"}, seed=5, deal={
        "round": 1, "dealer": 2, "first": 3, "hands": hands, "discard": ["KD"], "stock": ["2S", "AC", "AD"],
        "rest": "stock"})
    window.set_speed("fast")
    table = start(window, qtbot, game)
    qtbot.waitUntil(lambda: 1 in ((window.controller.view()["claim_window"] or {}).get("claims") or []),
                    timeout=5000)  # West has asked; South, ahead of West, still may
    assert "West asked" not in table.bar.hint.text() and table.bar.buttons["decline"].isVisible()
    with qtbot.waitSignal(window.controller.action_applied, timeout=3000,
                          check_params_cb=lambda seat, action, events: seat == 0) as blocker:
        QTest.mouseClick(table.bar.buttons["decline"], Qt.MouseButton.LeftButton)
    assert any(e["type"] == "may_i_taken" and e["seat"] == 1 for e in blocker.args[2])
    assert [(i.code, i.face_up) for i in table._flying][:2] == [("KD", True), ("JK", False)]
    qtbot.waitUntil(lambda: not table._flying, timeout=5000)


def test_a_reshuffle_is_shown_as_cards_flying_from_the_discards_to_the_stock(window, qtbot):
    window.set_speed("fast")
    game = rummy(stock=[], discard=["2S", "3S", "4S", "5S", "6S", "7S", "4H"], rest=3)
    table = start(window, qtbot, game)
    assert window.controller.view()["stock_count"] == 0
    with qtbot.waitSignal(window.controller.action_applied, timeout=3000) as blocker:
        QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         table.mapFromScene(table.stock_pile.rect.center()))
    assert any(e["type"] == "reshuffle" for e in blocker.args[2])
    assert len(table._flying) == 5 and not any(i.face_up for i in table._flying)
    qtbot.waitUntil(lambda: not table._flying, timeout=5000)


def test_a_refused_drop_puts_the_hand_back_as_it_was_and_says_why(window, qtbot):
    """After melding, A♣ dragged onto West's aces in the same turn is refused (laying off starts next
    turn): the card goes back to its place under its right-hand neighbour, and the status bar says why."""
    hand = ["5H", "5D", "5S", "9C", "9D", "9S", "AC", "6S", "3D", "7S"]
    table = start(window, qtbot, rummy(hands=[hand, [], [], []],
                                       table=[{"owner": 1, "cards": ["AH", "AD", "AS"], "as": []}]))
    draw_from_stock(table, qtbot, window)
    with qtbot.waitSignal(window.controller.action_applied, timeout=3000):
        window.controller.request({"type": "meld", "melds": [{"cards": ["5H", "5D", "5S"], "as": []},
                                                               {"cards": ["9C", "9D", "9S"], "as": []}]})
    qtbot.waitUntil(lambda: len(table.frames) == 3, timeout=3000)
    order = list(table.order)
    items = [table.cards[k] for k in table.hand_keys]
    homes = [QPointF(i.home) for i in items]
    zs = [i.zValue() for i in items]
    ace = hand_item(table, "AC")
    drag(table, point_of(table, ace), table.mapFromScene(table.frames[0].rect.center()))
    qtbot.waitUntil(lambda: ace.pos() == ace.top_left_for(ace.home), timeout=3000)
    assert table.order == order and [table.cards[k] for k in table.hand_keys] == items
    assert [i.home for i in items] == homes and [i.zValue() for i in items] == zs  # the 6♠ shows its index
    assert "lay off" in window.statusBar().currentMessage()
