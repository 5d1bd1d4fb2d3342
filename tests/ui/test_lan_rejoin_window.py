"""Coming back to a LAN table: a restarted app offers to rejoin the table whose token it kept (Game ▸
Rejoin the table enabled, a question at start), and a rejoined window or a spectator gets the game log
so far from the host (``log`` messages before ``started``)."""

from PySide6.QtWidgets import QMessageBox

from cardgame_gui.engine import new_game
from cardgame_gui.net.filtering import LOG_CHUNK, events_for_seat, log_chunks
from tests.ui.test_lan_party_window import WAIT, hosted_game, play_by_hand


LONG = {"game": "devils_bridge", "players": 3, "options": {}, "seed": 3}  # a game that lasts a while


def log_lines(win) -> list[str]:
    return [line for line in win.log_dock.text().splitlines() if line.strip()]


def test_a_restarted_app_offers_to_rejoin_and_gets_the_game_log(qtbot, make_window, monkeypatch):
    ann, bob = make_window("ann"), make_window("bob")
    hosted_game(qtbot, ann, bob, LONG)
    play_by_hand(qtbot, (ann, bob), lambda: len(ann.controller.game.log) >= 8)
    bob.lan.client.rejoin_delays = ()  # Bob's app is killed: no rejoin from the old window
    for connection in ann.lan.host.connections:
        connection.socket.abort()
    room = ann.lan.host.lobby.rooms["1"]
    qtbot.waitUntil(lambda: room.members[1].away and not bob.lan.active, timeout=WAIT)
    asked = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda parent, title, text, *a: asked.append(title) or QMessageBox.StandardButton.Yes)
    again = make_window("bob again", settings_name="bob")  # the same settings: the same token
    assert again.lan.rejoin_action.isEnabled()
    assert again.offer_continue()  # no autosave: the question is the rejoin
    assert asked == ["Rejoin the table?"]
    qtbot.waitUntil(lambda: getattr(again.controller.game, "remote", False) and again.lan.client.back,
                    timeout=WAIT)
    lines = log_lines(again)
    assert len(lines) >= 8 and lines[:4] == log_lines(ann)[:4]


def test_a_spectator_gets_the_game_log_so_far(qtbot, make_window):
    ann, bob, cy = make_window("ann"), make_window("bob"), make_window("cy")
    port = hosted_game(qtbot, ann, bob, LONG)
    play_by_hand(qtbot, (ann, bob), lambda: len(ann.controller.game.log) >= 8)
    cy.lan.join_table({"address": "127.0.0.1", "port": port, "name": "Cy", "code": None, "watch": True})
    qtbot.waitUntil(lambda: getattr(cy.controller.game, "remote", False), timeout=WAIT)
    assert len(log_lines(cy)) >= 8 and log_lines(cy)[:4] == log_lines(ann)[:4]


def test_the_log_a_seat_gets_hides_what_it_never_saw():
    game = new_game("contract_rummy", 4, {"may_i": "off"}, seed=5)
    for _ in range(12):
        seat = game.to_act()[0]
        game.apply(seat, game.legal_actions(seat)[0])
    for seat in (1, None):
        hidden = set(game.hidden_cards(seat))
        drawn = [e for e in events_for_seat(game, seat) if e.get("type") == "draw" and e.get("source") == "stock"]
        assert drawn and all(e.get("card") in (None,) or e.get("seat") == seat for e in drawn), hidden
    chunks = log_chunks([{"type": "x", "text": "a" * 1000}] * 100)
    assert len(chunks) > 1 and all(len(str(c)) <= LOG_CHUNK + 2000 for c in chunks)
