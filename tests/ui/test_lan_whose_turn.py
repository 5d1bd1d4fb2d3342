"""What the status bar of a window at a LAN table says while another person acts (two windows on 127.0.0.1):
each phase in its own words."""


WAIT = 15000


def seated(qtbot, make_window, game, players, bot_level="casual"):
    """Ann hosts ``game``, Bob joins from his own window, both ready, Ann starts: (ann, bob)."""
    ann, bob = make_window("ann"), make_window("bob")
    ann.start_config({"game": game, "players": players, "options": {}, "seed": 5})
    assert ann.lan.host_table({"name": "Ann", "table_name": "Friday", "address": "127.0.0.1", "port": 0,
                               "invite_only": False, "code": None})
    bob.lan.join_table({"address": "127.0.0.1", "port": ann.lan.host.port, "name": "Bob", "code": None})
    room = ann.lan.host.lobby.rooms["1"]
    qtbot.waitUntil(lambda: len(room.members) == 2, timeout=WAIT)
    ann.lan.request("configure", {"game": game, "players": players, "options": {}, "bot_level": bot_level})
    ann.lan.request("ready", {})
    bob.lan.request("ready", {})
    qtbot.waitUntil(lambda: all(m.ready for m in room.members), timeout=WAIT)
    ann.lan.request("start", {})
    qtbot.waitUntil(lambda: bob.controller.game is not None and bob.lan.game_from_lan, timeout=WAIT)
    return ann, bob


def test_a_message_that_times_out_gives_way_to_whose_turn_it_is_at_the_table(qtbot, make_window):
    """Bert, back at the table, read "You are back at the table…" for 10 s, and then the window's own words
    for a game on one computer: "Waiting for Ann, another person: this window plays one person's seat
    (choose bots for the others in New Game)". At a LAN table the bar names whom everyone waits for."""
    ann, bob = seated(qtbot, make_window, "german_bridge", 2)
    game = ann.controller.game
    actor, waiting = (ann, bob) if game.to_act()[0] == 0 else (bob, ann)
    said = f"Waiting for {'Ann' if actor is ann else 'Bob'} to bid"
    qtbot.waitUntil(lambda: waiting.statusBar().currentMessage() == said, timeout=WAIT)
    waiting.statusBar().showMessage("You are back at the table in seat 2: your seat was kept for you", 50)
    qtbot.waitUntil(lambda: waiting.statusBar().currentMessage() != said, timeout=WAIT)
    qtbot.wait(300)  # the message timed out
    assert waiting.statusBar().currentMessage() == said


def test_the_others_read_that_the_declarer_is_calling_a_partner_not_playing(qtbot, make_window):
    """Floating Bridge: Dirk read "Waiting for Cora to play" while Cora picked her partner's card."""
    ann, bob = seated(qtbot, make_window, "floating_bridge", 4)
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
