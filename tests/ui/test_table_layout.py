"""Nothing on the table covers a seat's name, bid or tricks, from 2 to 7 players and 1024×640 to
2560×1440, and cards grow on large windows (issue 10, item 3)."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF

from cardgame_gui.engine import new_game
from cardgame_gui.ui.table.layout import MARGIN, index_rect, place_box, plan_table
from PySide6.QtCore import QPointF, QSizeF

SIZES = [(1024, 640), (1280, 800), (1600, 1000), (1920, 1080), (2560, 1440)]
GAMES = [("devils_bridge", n) for n in range(3, 8)] + [("german_bridge", 2), ("reverse_bridge", 4),
                                                       ("floating_bridge", 4)]


def scene_rects(table):
    panels = [item.mapRectToScene(item.panel_rect()) for item in table.seats]
    occupied = [item.occupied() for item in table.seats]
    corners = [c.sceneBoundingRect() for c in (table.trump_item, table.rule_card)
               if c.isVisible() and not c.boundingRect().isEmpty()]
    n = len(table.seats)
    tricks = [table.plan.trick_rect(rel, n) for rel in range(n)]
    return panels, occupied, corners, tricks


def assert_nothing_covers_a_seat(table, label):
    panels, occupied, corners, tricks = scene_rects(table)
    n = len(tricks)
    area = table.sceneRect()
    for i, a in enumerate(occupied):
        assert area.contains(a), f"{label}: seat {i} off the table {a} {area}"
        for j, b in enumerate(occupied[i + 1:], i + 1):
            assert not a.intersects(b), f"{label}: seats {i} and {j} overlap"
        for box in corners + tricks:
            assert not a.intersects(box), f"{label}: seat {i} covered by {box}"
    for i, j in itertools.combinations(range(n), 2):  # issue 33 item 5: no card of a trick covers another
        assert not tricks[i].intersects(tricks[j]), f"{label}: trick cards {i} and {j} overlap"
    layers = [table.plan.trick_layer(rel, n) for rel in range(n)]
    for i, j in itertools.permutations(range(n), 2):  # each trick card's corner index stays in sight
        if layers[j] >= layers[i]:  # j may lie above i
            assert not index_rect(tricks[i]).intersects(tricks[j]), f"{label}: trick card {j} hides {i}'s index"
    if table.bidding.isVisible():
        box = QRectF(table.bidding.geometry())
        for i, panel in enumerate(panels):
            assert not box.intersects(panel), f"{label}: the bidding box covers seat {i}"


@pytest.mark.parametrize("game_id,players", GAMES)
def test_no_seat_is_covered_at_any_supported_size(window, qtbot, game_id, players):
    window.start_config({"game": game_id, "players": players, "options": {}, "seed": 3,
                         "seats": [{"kind": "human", "level": None}]
                         + [{"kind": "bot", "level": "random"}] * (players - 1)})
    window.controller.stop()
    at_every_size(window, qtbot, f"{game_id} {players}")


def at_every_size(window, qtbot, label):
    for w, h in SIZES:
        window.resize(w, h)
        qtbot.waitUntil(lambda: window.table.sceneRect().width() == window.table.viewport().width(), timeout=2000)
        assert_nothing_covers_a_seat(window.table, f"{label} at {w}x{h}")


def test_cards_grow_on_large_windows():
    small = plan_table(700, 560, 4, lambda cw: QSizeF(100 + cw * 0.6, 80), [])
    large = plan_table(2200, 1300, 4, lambda cw: QSizeF(100 + cw * 0.6, 80), [])
    assert large.card_width > 160 > small.card_width


def test_the_auction_grid_covers_no_seat(window, qtbot):
    game = new_game("reverse_bridge", 4, seed=3)
    window.controller.adopt(game, [None, "random", "random", "random"])
    qtbot.waitUntil(lambda: window.table.bidding.isVisible(), timeout=10000)
    window.controller.stop()
    at_every_size(window, qtbot, "reverse bridge auction")


def test_a_box_goes_where_it_covers_no_obstacle():
    table = QRectF(0, 0, 800, 600)
    seat = QRectF(300, 300, 200, 60)
    spot = place_box(QSizeF(300, 100), table, [seat], [], QPointF(250, 290))
    assert not QRectF(spot, QSizeF(300, 100)).intersects(seat)


@pytest.mark.parametrize("players", [3, 5, 7])
def test_a_640_px_window_without_docks_keeps_the_seats_apart(window, qtbot, players):
    window.scoreboard.hide()
    window.log_dock.hide()
    window.start_config({"game": "devils_bridge", "players": players, "options": {}, "seed": 3,
                         "seats": [{"kind": "human", "level": None}]
                         + [{"kind": "bot", "level": "random"}] * (players - 1)})
    window.controller.stop()
    window.resize(640, 640)
    qtbot.waitUntil(lambda: window.table.sceneRect().width() == window.table.viewport().width(), timeout=2000)
    assert_nothing_covers_a_seat(window.table, f"{players} players at 640x640 without docks")


def test_a_disconnected_note_does_not_widen_a_seat_over_the_trick(window, qtbot):
    """Issue 33 item 3: "Disconnected — waiting 30s" stands in the who line of a seat at its own width; at
    1024×640 with 7 seats no panel grows over the trick or another seat."""
    window.start_config({"game": "devils_bridge", "players": 7, "options": {}, "seed": 3,
                         "seats": [{"kind": "human", "level": None}] + [{"kind": "bot", "level": "random"}] * 6})
    window.controller.stop()
    window.controller.seat_notes = [None] + ["Disconnected — waiting 30s"] * 6
    window.resize(1024, 640)
    qtbot.waitUntil(lambda: window.table.sceneRect().width() == window.table.viewport().width(), timeout=2000)
    window.table.redraw_now()
    seats = window.table.seats
    assert [s.note for s in seats] == [""] + ["Disconnected — waiting 30s"] * 6
    assert all(s.panel_rect().width() == s.WIDTH for s in seats)
    assert_nothing_covers_a_seat(window.table, "7 players, six disconnected, at 1024x640")


def test_seven_cards_of_a_trick_cover_none_of_each_other_at_1024x640(window, qtbot, monkeypatch):
    """Issue 33 item 5: the seven cards of a finished trick, as drawn (held there by the table), lie apart
    and cover no seat panel."""
    from tests.ui.test_table_in_step import seven_bots_trick_steps

    window.resize(1024, 640)
    tricks = []

    def look(table):
        tricks.append([i.sceneBoundingRect() for i in table.cards.values() if i.role[0] == "trick"])

    seven_bots_trick_steps(window, qtbot, monkeypatch, look, lambda: len(tricks) >= 3)
    panels = [item.mapRectToScene(item.panel_rect()) for item in window.table.seats]
    for cards in tricks:
        assert len(cards) == 7
        for i, a in enumerate(cards):
            assert not any(a.adjusted(1, 1, -1, -1).intersects(b) for b in cards[i + 1:]), cards
            assert not any(a.intersects(p) for p in panels)


def test_the_partner_call_covers_no_seat_and_no_fan_of_backs(window, qtbot):
    """Issue 33 item 5: Floating Bridge's 52-card call box lies over the middle (and as little of your
    hand as it can), not over North's or West's cards, at every supported size."""
    from tests.ui.test_every_game_at_the_table import strong_south_deal

    game = new_game("floating_bridge", 4, seed=2, deal=strong_south_deal())
    game.apply(0, {"type": "bid", "level": 1, "strain": "S"})
    while game.view(0)["phase"] == "bidding":
        game.apply(game.to_act()[0], {"type": "pass"})
    assert game.view(0)["phase"] == "calling" and game.to_act() == [0]
    window.controller.adopt(game, [None, "casual", "casual", "casual"])
    table = window.table
    qtbot.waitUntil(lambda: table.bidding.isVisible() and table.bidding.kind == "call", timeout=5000)
    for w, h in SIZES:
        window.resize(w, h)
        qtbot.waitUntil(lambda: table.sceneRect().width() == table.viewport().width(), timeout=2000)
        box = QRectF(table.bidding.geometry())
        for item in table.seats:
            assert not box.intersects(item.occupied()), f"{w}x{h}: the call box covers seat {item.seat}"


def test_a_seat_panel_widened_by_its_badges_covers_no_corner(window, qtbot):
    """Reverse Bridge: North, declarer and South's partner, shows Contract, Won and Partner badges; at
    1024x640 the widened panel ran under the rule card. The plan makes room for the widest panel."""
    hands = [[r + s for r in "23456789TJQKA"] for s in "CDHS"]
    game = new_game("reverse_bridge", 4, seed=1, deal={"hands": hands, "dealer": 3})
    for seat, call in ((0, {"type": "pass"}), (1, {"type": "pass"}),
                       (2, {"type": "bid", "level": 13, "strain": "NT"}), (3, {"type": "pass"}),
                       (0, {"type": "pass"}), (1, {"type": "pass"})):
        game.apply(seat, call)
    window.controller.adopt(game, [None, "random", "random", "random"])
    window.controller.stop()
    assert window.table.seats[2].panel_width > 176  # three badges: wider than the panel planned
    at_every_size(window, qtbot, "reverse bridge, a wide panel")
    table = window.table
    for item in table.seats:  # a narrower panel of the right column keeps to the table's right edge
        right = item.mapRectToScene(item.panel_rect()).right()
        if item.pos().x() > table.sceneRect().width() / 2 and item.fan_above:
            assert abs(right - (table.sceneRect().width() - MARGIN)) < 1.5, (item.seat, right)


def test_the_called_card_word_fits_under_a_small_called_card(window, qtbot):
    """With small cards the word under Floating Bridge's called card was cut ("Gerufen" in German at
    1024x640 once a wide badge made the cards smaller)."""
    from PySide6.QtGui import QFontMetricsF

    hands = [[r + s for r in "23456789TJQKA"] for s in "CDHS"]
    game = new_game("floating_bridge", 4, seed=1, deal={"hands": hands, "dealer": 0})
    game.apply(0, {"type": "bid", "level": 1, "strain": "NT"})
    for seat in (3, 2, 1):
        game.apply(seat, {"type": "pass"})
    game.apply(0, {"type": "call_partner", "card": "AH"})
    window.controller.adopt(game, [None, "random", "random", "random"])
    window.controller.stop()
    marker = window.table.trump_item
    for card_width in (40, 56, 120):
        window.table.pixmaps.configure(width=card_width, ratio=1.0)
        (word, font, room), = [t for t in marker.painted_texts() if t[0] == "Called"]
        assert QFontMetricsF(font).horizontalAdvance(word) <= room
        assert 96 + room <= marker.size_for(card_width).width()
