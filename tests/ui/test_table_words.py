"""What the table says (issue 10, items 4, 6, 13, 14): the rule card at game over, no trump box left over
for a game without one, the four-colour deck everywhere, and the words of the menus and panels."""

from __future__ import annotations

from cardgame_gui.engine import new_game

from tests.ui.test_lan_languages import german_here  # noqa: F401 (a fixture)


def finished(game_id: str, seed: int = 2):
    game = new_game(game_id, 4, seed=seed)
    from cardgame_gui.bots import make_bot
    bots = {s: make_bot("random", game_id, seed=s) for s in range(4)}
    while not game.over:
        seat = game.to_act()[0]
        game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat)))
    return game


def test_the_rule_card_at_game_over_counts_the_hands_played(window, qtbot):
    for game_id in ("reverse_bridge", "floating_bridge"):
        game = finished(game_id)
        window.controller.adopt(game, [None, "random", "random", "random"])
        lines = window.table.rule_card.lines + window.table._rule_full
        assert not any(line.startswith("Hand ") and " of " in line for line in lines), lines
        hands = len(game.view(0)["history"])
        assert f"Game over after {hands} hands" in window.table._rule_full


def test_a_game_without_a_trick_view_leaves_no_trump_box(window, qtbot):
    window.start_config({"game": "devils_bridge", "players": 4, "options": {}, "seed": 3,
                         "seats": [{"kind": "human", "level": None}] + [{"kind": "bot", "level": "random"}] * 3})
    assert window.table.trump_item.known
    window.start_config({"game": "contract_rummy", "players": 4, "options": {}, "seed": 3,
                         "seats": [{"kind": "human", "level": None}] + [{"kind": "bot", "level": "random"}] * 3})
    assert not window.table.trump_item.known


def _has_colour(image, rect, rgb, tolerance=30) -> bool:
    for x in range(int(rect.left()), int(rect.right()), 2):
        for y in range(int(rect.top()), int(rect.bottom()), 2):
            c = image.pixelColor(x, y)
            if abs(c.red() - rgb[0]) + abs(c.green() - rgb[1]) + abs(c.blue() - rgb[2]) < tolerance:
                return True
    return False


def test_the_four_colour_deck_colours_the_trump_symbol_and_the_bidding_boxes(window, qtbot):
    from tests.ui.test_table import BOTS, scenario
    window.controller.adopt(scenario([1, 0, 1]), BOTS)  # clubs are trumps; South bids
    window.controller.stop()
    window.four_colour_action.setChecked(True)
    table = window.table
    symbol = table.mapFromScene(table.trump_item.mapRectToScene(table.trump_item.boundingRect())).boundingRect()
    symbol.setWidth(100)  # the symbol, not the turned card
    image = table.viewport().grab().toImage()
    assert _has_colour(image, symbol, (0x17, 0x80, 0x3a))  # green clubs
    game = new_game("reverse_bridge", 4, seed=3)
    window.controller.adopt(game, [None, "random", "random", "random"])
    qtbot.waitUntil(lambda: table.bidding.kind == "auction", timeout=10000)
    window.controller.stop()
    assert "#1d5fc4" in table.bidding.buttons["13D"].styleSheet()  # blue diamonds
    assert "#17803a" in table.bidding.buttons["13C"].styleSheet()


def test_option_words_are_the_players_not_the_engines():
    from cardgame_gui.session.rule_card import rule_card_text
    rummy, reverse = rule_card_text("contract_rummy", {}), rule_card_text("reverse_bridge", {})
    assert "players minus one" not in rummy and "one fewer than the players" in rummy
    assert "May I penalty" not in rummy
    assert "Table 1" not in reverse and "Scoring: Standard" in reverse


def test_several_leaders_read_as_a_list():
    from cardgame_gui.session.messages import names_and
    assert names_and(["Player 3", "Player 4", "Player 6"]) == "Player 3, Player 4 and Player 6"


def test_the_sort_menu_shows_the_order_in_use(window):
    assert window.sort_actions["suit"].isChecked() and not window.sort_actions["rank"].isChecked()
    window.sort_actions["rank"].trigger()
    assert window.sort_actions["rank"].isChecked() and window.table.sort_by == "rank"
    assert window.settings.value("table/sort") == "rank"


def test_the_menus_speak_of_trumps_only_in_a_game_with_trumps(window, qtbot):
    from tests.ui.test_rummy_table import rummy, start
    from tests.ui.test_table import BOTS, scenario
    window.controller.adopt(scenario([1, 0, 1]), BOTS)
    assert window.sort_actions["suit"].text() == "By &suit (trumps last)"
    start(window, qtbot, rummy())
    assert window.sort_actions["suit"].text() == "By &suit"  # Contract Rummy has no trumps
    assert window.undo_action.text() == "&Undo your last move"  # a draw or a meld too, not only a card or bid


def test_the_hooked_digit_says_why_it_does_nothing(window, qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from tests.ui.test_table import BOTS, scenario
    window.controller.adopt(scenario([1, 0, 1]), BOTS)
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_1)
    assert "hook" in window.statusBar().currentMessage()


def test_your_reverse_bridge_partner_keeps_the_partner_badge_when_they_declare():
    """North, South's partner for the whole game, lost the "Partner" badge once they won the auction."""
    from cardgame_gui.ui.table.items import seat_badges

    hands = [[r + s for r in "23456789TJQKA"] for s in "CDHS"]
    game = new_game("reverse_bridge", 4, seed=1, deal={"hands": hands, "dealer": 3})
    for seat, call in ((0, {"type": "pass"}), (1, {"type": "pass"}), (2, {"type": "bid", "level": 1, "strain": "C"}),
                       (3, {"type": "pass"}), (0, {"type": "pass"}), (1, {"type": "pass"})):
        game.apply(seat, call)
    view = game.view(0)
    assert view["declarer"] == 2 and view["phase"] == "playing"
    assert seat_badges(view, 2)[0] == "Contract 1♣" and "Partner" in seat_badges(view, 2)
    assert "Partner" not in seat_badges(view, 1) and "Partner" not in seat_badges(view, 0)


def test_a_floating_bridge_declarer_playing_alone_is_nobodys_partner():
    from cardgame_gui.ui.table.items import seat_badges

    hands = [[r + s for r in "23456789TJQKA"] for s in "CDHS"]
    game = new_game("floating_bridge", 4, seed=1, deal={"hands": hands, "dealer": 0},
                    options={"call_own_card": True})
    game.apply(0, {"type": "bid", "level": 1, "strain": "NT"})
    for seat in (3, 2, 1):
        game.apply(seat, {"type": "pass"})
    game.apply(0, {"type": "call_partner", "card": "2C"})  # South's own card: South plays alone
    game.apply(1, {"type": "play", "card": "2D"})
    for seat in (2, 3):
        game.apply(seat, game.legal_actions(seat)[0])
    game.apply(0, {"type": "play", "card": "2C"})  # the called card: South is alone, known to all
    view = game.view(1)
    assert view["partner"] == 0 and view["alone"] is True
    assert not any("artner" in badge for seat in range(4) for badge in seat_badges(view, seat))


def test_the_game_over_line_names_unnamed_seats_in_the_players_language(window, german_here):
    from tests.ui.test_table import BOTS, scenario
    window.controller.adopt(scenario([1, 0, 1]), BOTS)
    view = window.controller.view()
    said = window._game_over_text(view, {"scores": [45, 50, 12, 30], "winners": [1]})
    assert "Süd 45" in said and "West 50" in said and "Nord 12" in said and "Ost 30" in said, said
    assert "South" not in said and "North" not in said and "East" not in said


def test_the_status_bar_asks_about_the_wash_while_its_window_is_open(window, qtbot):
    game = new_game("floating_bridge", 4, {"wash": 10}, seed=1)
    window.controller.adopt(game, [None, "casual", "casual", "casual"])
    qtbot.waitUntil(lambda: {"type": "decline"} in window.controller.legal(), timeout=3000)
    window._prompt(window.controller.view())
    assert window.statusBar().currentMessage() == "Your turn: a wash (a new deal) or not"
