"""The window's host runs one table, its own: a guest cannot open a second one (which used to take over the
window's game and send its hands to the people at the host's table), nor configure or start the host's."""

from cardgame_gui.net.framing import encode
from cardgame_gui.net.messages import hello

from lan_helpers import BotClient, RawPeer

WAIT = 15000
HIJACK = [{"type": "create", "name": "Hijack"},
          {"type": "configure", "game": "devils_bridge", "players": 3, "bot_level": "random"},
          {"type": "ready"}, {"type": "start"}]
ONE_TABLE = "This host runs one table, its own: join it (or watch it) — no other table can be opened here"


def send_all(qtbot, raw, messages):
    """Each message in turn, each answered before the next goes: the answers."""
    answers = []
    for message in messages:
        before = len(raw.messages)
        raw.send(encode(message))
        qtbot.waitUntil(lambda: len(raw.messages) > before, timeout=WAIT)
        answers += raw.messages[before:]
    return answers


def test_a_guest_cannot_open_a_second_table_at_the_windows_host_nor_run_the_hosts(qtbot, make_window):
    ann = make_window("ann")
    ann.start_config({"game": "german_bridge", "players": 3, "options": {"rounds": 1}, "seed": 3})
    assert ann.lan.host_table({"name": "Ann", "table_name": "Friday", "address": "127.0.0.1", "port": 0,
                               "invite_only": False, "code": None})
    host = ann.lan.host
    bob = BotClient("Bob", "random", 2)
    with qtbot.waitSignal(bob.client.welcomed, timeout=WAIT):
        bob.client.connect_to("127.0.0.1", host.port, "Bob")
    bob.tap_received()
    frames = []
    bob.client.connection.received.connect(lambda _c, message: frames.append(message))
    bob.client.join()
    qtbot.waitUntil(lambda: bob.client.room is not None, timeout=WAIT)

    # a guest at the table: the host's settings and start are the host's
    cy = RawPeer(qtbot, host)
    cy.send(encode(hello("Cy")))
    qtbot.waitUntil(lambda: "welcome" in cy.kinds(), timeout=WAIT)
    answers = send_all(qtbot, cy, [{"type": "join"}] + HIJACK)
    said = [m.get("message") for m in answers if m["type"] == "error"]
    assert said == [ONE_TABLE, "Only the host chooses the game", "Only the host can start the game"]
    assert ann.lan.lobby.room["game"] == "german_bridge"

    ann.lan.request("ready", {})
    bob.client.toggle_ready()
    qtbot.waitUntil(lambda: all(s["ready"] for s in ann.lan.lobby.room["seats"]), timeout=WAIT)
    ann.lan.request("start", {})
    qtbot.waitUntil(lambda: bob.controller.game is not None, timeout=WAIT)
    cy.send(encode({"type": "leave"}))  # Cy goes: a bot plays the seat, the game goes on

    # a stranger: hello, create "Hijack", configure Devil's Bridge for 3 with random bots, ready, start
    eve = RawPeer(qtbot, host)
    eve.send(encode(hello("Eve")))
    qtbot.waitUntil(lambda: "welcome" in eve.kinds(), timeout=WAIT)
    answers = send_all(qtbot, eve, HIJACK)
    assert [m["type"] for m in answers] == ["error"] * 4
    assert answers[0]["message"] == ONE_TABLE
    assert all(m["message"] == "You are not at a table" for m in answers[1:])
    assert list(host.lobby.rooms) == ["1"] and list(host.tables) == ["1"]
    assert ann.controller.game.info.id == "german_bridge"

    # the host's game goes on, and no frame of another game reaches anyone
    play = 0
    while not ann.controller.game.over and play < 400:
        legal, view = ann.controller.legal(), ann.controller.view()
        if legal and view["to_act"][0] == ann.controller.me:
            ann.controller.request(legal[0])
        play += 1
        qtbot.wait(5)
    qtbot.waitUntil(lambda: bob.finished or ann.controller.game.over, timeout=WAIT)
    games = {m["game"] for m in frames if m["type"] == "started"} | \
        {m["view"]["game"] for m in frames if m["type"] in ("update", "started", "seats")}
    assert games == {"german_bridge"}
    for raw in (cy, eve):
        assert not any(m["type"] == "started" and m["game"] != "german_bridge" for m in raw.messages)
        assert not any(m["type"] == "update" and m["view"]["game"] != "german_bridge" for m in raw.messages)
    assert not any(m["type"] in ("started", "update") for m in eve.messages)
    bob.client.close()
