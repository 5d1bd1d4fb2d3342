"""What the status bar of a window at a LAN table says while another person acts (two windows on 127.0.0.1):
each phase in its own words."""

WAIT = 15000


def test_the_others_read_that_the_declarer_is_calling_a_partner_not_playing(qtbot, make_window):
    """Floating Bridge: Dirk read "Waiting for Cora to play" while Cora picked her partner's card."""
    ann, bob = make_window("ann"), make_window("bob")
    ann.start_config({"game": "floating_bridge", "players": 4, "options": {}, "seed": 5})
    assert ann.lan.host_table({"name": "Ann", "table_name": "Friday", "address": "127.0.0.1", "port": 0,
                               "invite_only": False, "code": None})
    bob.lan.join_table({"address": "127.0.0.1", "port": ann.lan.host.port, "name": "Bob", "code": None})
    room = ann.lan.host.lobby.rooms["1"]
    qtbot.waitUntil(lambda: len(room.members) == 2, timeout=WAIT)
    ann.lan.request("configure", {"game": "floating_bridge", "players": 4, "options": {}, "bot_level": "casual"})
    ann.lan.request("ready", {})
    bob.lan.request("ready", {})
    qtbot.waitUntil(lambda: all(m.ready for m in room.members), timeout=WAIT)
    ann.lan.request("start", {})
    qtbot.waitUntil(lambda: bob.controller.game is not None and bob.lan.game_from_lan, timeout=WAIT)
    game = ann.controller.game

    def auction_step():  # Ann passes, Bob bids 7NT (the highest: it wins once the others pass)
        if game.view(None)["phase"] != "bidding":
            return True
        seat = game.to_act()[0]
        if seat == 0 and ann.controller.is_my_turn():
            ann.controller.request({"type": "pass"})
        elif seat == 1 and bob.controller.is_my_turn():
            top = {"type": "bid", "level": 7, "strain": "NT"}
            bob.controller.request(top if top in game.legal_actions(1) else {"type": "pass"})
        return False

    qtbot.waitUntil(auction_step, timeout=WAIT)
    assert game.view(None)["phase"] == "calling" and game.to_act() == [1]  # Bob declares: he calls
    qtbot.waitUntil(lambda: ann.statusBar().currentMessage() == "Waiting for Bob to call a partner", timeout=WAIT)
