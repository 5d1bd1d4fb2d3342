"""The rummy table at the 1024×640 minimum (issue 33 item 2): the action bar shows "No thanks (N)" whole
beside "May I? (M)", no seat header is cut off with "…", the areas are as tall as what is in them and the
hand gets the room. Offscreen, speed "off"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetricsF

from cardgame_gui.engine import GAMES, new_game
from cardgame_gui.ui.rummy.items import PlayerArea
from cardgame_gui.ui.scene.cards import ASPECT
from tests.ui.test_rummy_table import claim_scenario, start


def at_minimum(window, qtbot, game, seats):
    window.resize(1024, 640)
    table = start(window, qtbot, game, seats)
    qtbot.waitUntil(lambda: table.sceneRect().width() == table.viewport().width(), timeout=3000)
    table.relayout(force=True)
    return table


def assert_headers_whole(table):
    detail_font = QFont()
    detail_font.setPointSizeF(8.5)
    metrics = QFontMetricsF(detail_font)
    for area in table.areas:
        assert " · ".join(line for line in area.lines if line) == area.detail, area.lines
        assert not any("…" in line for line in area.lines)
        for line in area.lines[1:]:
            assert metrics.horizontalAdvance(line) <= area.rect.width() - 18


def assert_areas_hold_only_their_melds(table):
    """The areas (all of one height, for a tidy grid) are as tall as the one that needs most for its header
    and its rows of melds (one row at least), no taller."""
    meld_h = table.meld_width * ASPECT
    needed = []
    for area in table.areas:
        tops = {round(table.frames[i].rect.top()) for i in table.frames
                if area.melds_rect().adjusted(-4, -4, 4, 4).contains(table.frames[i].rect.center())}
        rows = max(1, len(tops))
        needed.append(PlayerArea.header_height(area.lines) + 8 + rows * meld_h + (rows - 1) * 6 + 4)
    for area in table.areas:
        assert area.rect.height() <= max(needed) + 1, (area.name, area.rect.height(), needed)


def test_the_may_i_bar_shows_both_answers_whole_at_1024x640(window, qtbot):
    table = at_minimum(window, qtbot, claim_scenario("classic"), [None, "casual", "casual", "casual"])
    window.controller.set_claim_seconds(30)
    qtbot.waitUntil(lambda: table.bar.buttons["mayI"].isVisible(), timeout=5000)
    bar = table.bar
    assert bar.geometry().right() <= table.viewport().width()
    shown = [b for b in bar.buttons.values() if b.isVisible()]
    assert {"mayI", "decline"} <= {b.objectName() for b in shown}
    rects = {b.objectName(): QRectF(b.geometry().translated(b.parentWidget().mapTo(bar, b.pos()) - b.pos()))
             for b in shown}
    for b in shown:
        assert b.width() >= b.sizeHint().width(), f"{b.text()} is cut: {b.width()} < {b.sizeHint().width()}"
        assert QRectF(bar.rect()).contains(rects[b.objectName()])
    names = sorted(rects)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            assert not rects[a].intersects(rects[b]), f"{a} and {b} overlap"
    countdown = bar.countdown.geometry()
    assert countdown.left() >= bar.buttons["decline"].geometry().right() and countdown.right() <= bar.width()


def test_seat_headers_are_never_cut_and_the_hand_is_the_largest_thing(window, qtbot):
    table = at_minimum(window, qtbot, claim_scenario("classic"), [None, "casual", "casual", "casual"])
    assert_headers_whole(table)
    assert_areas_hold_only_their_melds(table)
    # the old table drew these at 56 px (a twelfth of its width) under four half-empty areas
    assert table.pixmaps.width >= 90
    hand = [table.cards[k].sceneBoundingRect() for k in table.hand_keys]
    assert all(table.sceneRect().contains(r.adjusted(2, 2, -2, -2)) for r in hand)


SEVEN = [["5H", "5D", "5S", "9C", "9D", "9S", "KH", "2C", "3D", "7S"]] + [[]] * 6


@pytest.mark.parametrize("melded", [False, True])
def test_seven_players_with_melds_fit_at_1024x640(window, qtbot, melded):
    table_melds = [{"owner": s, "cards": [f"{r}C", f"{r}D", f"{r}H"], "as": []}
                   for s, r in zip(range(1, 7), "23467Q")] * (2 if melded else 0)
    game = new_game("contract_rummy", 7, {"may_i": "off"}, seed=5,
                    deal={"round": 1, "dealer": 6, "first": 0, "hands": SEVEN, "stock": ["QC"],
                          "discard": ["4H"], "rest": "stock", "table": table_melds})
    table = at_minimum(window, qtbot, game, [None] + ["casual"] * 6)
    assert len(table.areas) == 7 and len(table.frames) == len(table_melds)
    assert_headers_whole(table)
    assert_areas_hold_only_their_melds(table)
    scene = table.sceneRect()
    areas = [a.rect for a in table.areas]
    for i, a in enumerate(areas):
        assert scene.contains(a)
        assert not any(a.intersects(b) for b in areas[i + 1:])
        assert a.bottom() < table.bar.geometry().top()
    for item in table.cards.values():
        assert scene.contains(item.sceneBoundingRect().adjusted(2, 2, -2, -2)), item.code
    assert table.pixmaps.width > table.meld_width


def long_hint_position():
    """Screw Rummy, seed 5: casual bots play until the person has drawn on a turn where they may meld their
    contract and screw East (who has melded): the longest hint the bar gives."""
    from cardgame_gui.bots import make_bot

    game = new_game("contract_rummy", 4, dict(GAMES["contract_rummy"].presets["screw_rummy"]), 5)
    bots = [make_bot("casual", "contract_rummy", seed=s) for s in range(4)]
    for _ in range(400):
        seat = game.to_act()[0]
        legal = game.legal_actions(seat)
        kinds = {a["type"] for a in legal}
        if seat == 0 and {"meld", "screw", "discard"} <= kinds:
            return game
        if seat == 0 and "draw" in kinds:
            game.apply(0, {"type": "draw", "source": "stock"})
            continue
        game.apply(seat, bots[seat].choose(game.view(seat), legal))
    raise AssertionError("no such turn in 400 moves")


def test_the_bars_words_are_never_cut_at_1024x640(window, qtbot):
    table = at_minimum(window, qtbot, long_hint_position(), [None, "casual", "casual", "casual"])
    hint = table.bar.hint
    assert "screw" in hint.text() and "discard" in hint.text()
    qtbot.waitUntil(lambda: hint.isVisible(), timeout=3000)
    assert hint.wordWrap() or QFontMetricsF(hint.font()).horizontalAdvance(hint.text()) <= hint.width()
    assert hint.heightForWidth(hint.width()) <= hint.height()
    bar = table.bar.geometry()
    assert bar.bottom() < table.mapFromScene(table.hand_zone.rect.topLeft()).y()
