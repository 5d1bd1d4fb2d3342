"""Discovery and deal checks in the window: a hosting window's table is listed in another window's Join
dialog (UDP on 127.0.0.1, the dialog on an ephemeral port); a LAN game ends with "Deal verified ✓" at the
guest, and a host that breaks its promise gets a warning box."""

import json
import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtNetwork import QHostAddress, QUdpSocket
from PySide6.QtWidgets import QMessageBox

from cardgame_gui.net.announcement import encode
from cardgame_gui.net.deal_check import BROKEN, VERIFIED
from cardgame_gui.net.host import LanHost
from cardgame_gui.net.messages import PROTOCOL_VERSION
from cardgame_gui.ui.lan.dialogs import HostDialog, JoinDialog

WAIT = 15000


@pytest.fixture
def join_dialog(qtbot):
    dialog = JoinDialog(discovery_port=0, listen_on="127.0.0.1")
    qtbot.addWidget(dialog)
    yield dialog
    dialog.done(0)


def host_values(**extra):
    return dict({"name": "Ann", "table_name": "Friday", "address": "127.0.0.1", "port": 0,
                 "invite_only": False, "code": None}, **extra)


def double_click(qtbot, tree, item):
    rect = tree.visualItemRect(item)
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())  # (offscreen: a click first)
    qtbot.mouseDClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_a_hosting_windows_table_is_listed_and_a_double_click_fills_the_address(qtbot, make_window,
                                                                               join_dialog):
    ann = make_window("ann")
    ann.lan.discovery_port = join_dialog.listener.port
    assert ann.lan.host_table(host_values(invite_only=True, code="4711KX"))
    assert ann.lan.announcer.address == "127.0.0.1"
    qtbot.waitUntil(lambda: join_dialog.found.topLevelItemCount() == 1, timeout=WAIT)
    item = join_dialog.found.topLevelItem(0)
    assert item.text(0) == "Friday" and item.text(2) == "3"  # Devil's Bridge, 4 seats: 3 free
    assert not item.icon(0).isNull()  # a drawn padlock: invite-only (an emoji lock needs an emoji font)
    assert item.data(0, Qt.ItemDataRole.AccessibleDescriptionRole) == "Invite-only"
    assert item.text(3) == f"Ann — 127.0.0.1:{ann.lan.host.port}"
    join_dialog.address.setText("")
    join_dialog.show()
    qtbot.waitExposed(join_dialog)
    double_click(qtbot, join_dialog.found, item)
    values = join_dialog.values()
    assert values["address"] == "127.0.0.1" and values["port"] == ann.lan.host.port and values["room"] == "1"
    assert "invite-only" in join_dialog.found_note.text()
    ann.lan.leave()  # the host stops announcing ...
    assert ann.lan.announcer is None
    join_dialog.refresh(now=time.monotonic() + 6)  # ... and after ~5 s of silence the table is gone
    assert join_dialog.found.topLevelItemCount() == 0


def test_a_single_click_on_a_listed_table_fills_the_address_join_goes_to(qtbot, make_window, join_dialog):
    ann = make_window("ann")
    ann.lan.discovery_port = join_dialog.listener.port
    assert ann.lan.host_table(host_values())
    qtbot.waitUntil(lambda: join_dialog.found.topLevelItemCount() == 1, timeout=WAIT)
    join_dialog.show()
    qtbot.waitExposed(join_dialog)
    item = join_dialog.found.topLevelItem(0)
    assert item.icon(0).isNull()  # an open table: no padlock
    qtbot.mouseClick(join_dialog.found.viewport(), Qt.MouseButton.LeftButton,
                     pos=join_dialog.found.visualItemRect(item).center())
    values = join_dialog.values()
    assert values["port"] == ann.lan.host.port and values["room"] == "1"
    assert "press Join" in join_dialog.found_note.text()


def test_a_host_of_another_version_is_greyed_with_the_reason(qtbot, join_dialog):
    data = json.loads(encode("Old", 47000, []))
    data.update(protocol=PROTOCOL_VERSION + 1, version="9.9.9")
    sender = QUdpSocket()
    sender.writeDatagram(json.dumps(data).encode(), QHostAddress("127.0.0.1"), join_dialog.listener.port)
    qtbot.waitUntil(lambda: join_dialog.found.topLevelItemCount() == 1, timeout=WAIT)
    item = join_dialog.found.topLevelItem(0)
    assert "another version" in item.text(3) and "9.9.9" in item.toolTip(0)
    join_dialog._on_pick(item, 0)
    assert "9.9.9" in join_dialog.found_note.text() and join_dialog.values()["room"] is None
    assert join_dialog.address.text() == "127.0.0.1" and join_dialog.port.value() != 47000


def test_junk_on_the_discovery_port_lists_nothing(qtbot, join_dialog):
    sender = QUdpSocket()
    for data in (b"\x00", b"{}", b'{"app":"cardgame_gui"}'):
        sender.writeDatagram(data, QHostAddress("127.0.0.1"), join_dialog.listener.port)
    qtbot.waitUntil(lambda: join_dialog.listener.ignored == 3, timeout=WAIT)
    assert join_dialog.found.topLevelItemCount() == 0


def announce(dialog, name, port, tables=(), playing=()):
    sender = QUdpSocket()
    data = encode(name, port, list(tables), list(playing)) if playing else encode(name, port, list(tables))
    sender.writeDatagram(data, QHostAddress("127.0.0.1"), dialog.listener.port)
    return sender


def test_a_flood_of_announcements_neither_refills_the_list_nor_loses_the_table_picked(qtbot, join_dialog):
    """The list was rebuilt for every datagram (a flood, each a new port, froze the dialog and the list refilled
    under the mouse); now it is updated in place at most 4 times a second, the row picked stays the same row,
    and one address lists at most 8 hosts (the flood shares 127.0.0.1 with the real host here)."""
    join_dialog.show()
    qtbot.waitExposed(join_dialog)
    keep = announce(join_dialog, "Ann", 47123, [{"id": "1", "name": "Friday", "game": "german_bridge",
                                                "game_name": "German Bridge", "free": 3, "invite_only": False}])
    qtbot.waitUntil(lambda: join_dialog.found.topLevelItemCount() == 1, timeout=WAIT)
    picked = join_dialog.found.topLevelItem(0)
    qtbot.mouseClick(join_dialog.found.viewport(), Qt.MouseButton.LeftButton,
                     pos=join_dialog.found.visualItemRect(picked).center())
    assert join_dialog.found.currentItem() is picked
    redrawn = []
    join_dialog.found.model().rowsInserted.connect(lambda *_: redrawn.append(time.monotonic()))
    sender = QUdpSocket()
    for port in range(20000, 20600):  # bounded: 600 datagrams to the dialog's own port on 127.0.0.1
        sender.writeDatagram(encode("Flood", port, []), QHostAddress("127.0.0.1"), join_dialog.listener.port)
        if port % 50 == 0:
            qtbot.wait(5)
    qtbot.waitUntil(lambda: join_dialog.found.topLevelItemCount() == 8, timeout=WAIT)
    qtbot.wait(400)
    assert join_dialog.found.topLevelItemCount() == 8  # Ann and 7 of the flood: the address's cap
    assert join_dialog.found.currentItem() is picked and picked.text(0) == "Friday"  # never redrawn away
    assert len(redrawn) <= 7  # rows added in place (a few at a time), not 600 rebuilt lists
    turned_away = join_dialog.sightings.turned_away
    sender.writeDatagram(encode("Flood", 30000, []), QHostAddress("127.0.0.1"), join_dialog.listener.port)
    qtbot.waitUntil(lambda: join_dialog.sightings.turned_away > turned_away, timeout=WAIT)
    join_dialog.refresh()
    assert "some are not listed" in join_dialog.found_title.text()  # while hosts are being turned away
    join_dialog.refresh()
    assert join_dialog.found_title.text() == join_dialog._found_title(False)  # and no more once they stop
    assert join_dialog.values()["room"] == "1" and join_dialog.values()["port"] == 47123
    del keep


def test_a_started_table_is_listed_with_its_game_as_under_way_and_picking_it_says_watch(qtbot, make_window,
                                                                                        join_dialog):
    ann = make_window("ann")
    ann.lan.discovery_port = join_dialog.listener.port
    ann.start_config({"game": "german_bridge", "players": 3, "options": {"rounds": 1}, "seed": 3})
    assert ann.lan.host_table(host_values())
    ann.lan.lobby.ready.click()
    ann.lan.lobby.start.click()
    qtbot.waitUntil(lambda: ann.controller.game is not None and ann.lan.host.lobby.rooms["1"].started,
                    timeout=WAIT)
    qtbot.waitUntil(lambda: join_dialog.found.topLevelItemCount() == 1
                    and join_dialog.found.topLevelItem(0).text(2) == "game under way", timeout=WAIT)
    item = join_dialog.found.topLevelItem(0)
    assert (item.text(0), item.text(1)) == ("Friday", "German Bridge")
    assert "Watch" in item.toolTip(0)
    join_dialog._on_pick(item, 0)
    assert "Friday is playing German Bridge: press Watch" in join_dialog.found_note.text()
    assert join_dialog.values()["room"] == "1"


def test_a_copycat_host_with_an_invisible_character_is_flagged_beside_the_real_one(qtbot, join_dialog):
    table = [{"id": "1", "name": "Friday", "game": "german_bridge", "game_name": "German Bridge", "free": 3,
              "invite_only": False}]
    senders = [announce(join_dialog, "Ann", 47123, table), announce(join_dialog, "Ann\u3164", 47999, table)]
    qtbot.waitUntil(lambda: join_dialog.found.topLevelItemCount() == 2, timeout=WAIT)
    hosts = sorted(join_dialog.found.topLevelItem(row).text(3) for row in range(2))
    assert hosts == ["Ann ⚠ — 127.0.0.1:47123", "Ann ⚠ — 127.0.0.1:47999"]  # same name: flagged, address shown
    assert "looks the same" in join_dialog.found.topLevelItem(0).toolTip(3)
    del senders


def test_the_host_dialog_shows_the_announce_address_and_refuses_a_bad_one(qtbot):
    dialog = HostDialog(announce="192.168.1.255")
    qtbot.addWidget(dialog)
    assert dialog.values()["announce"] == "192.168.1.255"
    dialog.announce.setText("my laptop")
    dialog.accept()
    assert dialog.result() != HostDialog.DialogCode.Accepted and "not an address" in dialog.problem.text()


def play_lan_game(qtbot, ann, bob):
    """Ann hosts German Bridge for two, Bob joins; both play their first legal action until it ends."""
    ann.start_config({"game": "german_bridge", "players": 2, "options": {"rounds": 1}, "seed": 3})
    assert ann.lan.host_table(host_values())
    bob.lan.join_table({"address": "127.0.0.1", "port": ann.lan.host.port, "name": "Bob", "code": None})
    qtbot.waitUntil(lambda: bob.lan.lobby is not None and bob.lan.lobby.room is not None, timeout=WAIT)
    ann.lan.lobby.ready.click()
    bob.lan.lobby.ready.click()
    qtbot.waitUntil(ann.lan.lobby.start.isEnabled, timeout=WAIT)
    ann.lan.lobby.start.click()
    qtbot.waitUntil(lambda: getattr(bob.controller.game, "remote", False), timeout=WAIT)
    for _ in range(400):
        if ann.controller.game.over:
            break
        for win in (ann, bob):
            legal = win.controller.legal()
            if legal and win.controller.view()["to_act"][0] == win.controller.me:
                win.controller.request(legal[0])
        qtbot.wait(5)
    qtbot.waitUntil(lambda: bob.lan.deal_verdict is not None, timeout=WAIT)


def test_a_lan_game_ends_with_deal_verified_at_the_guest_after_the_game_over_is_shown(qtbot, make_window):
    ann, bob = make_window("ann"), make_window("bob")
    bob.set_speed("fast")  # the guest's table is still animating the last tricks when the reveal comes
    play_lan_game(qtbot, ann, bob)
    ok, sentence = bob.lan.deal_verdict
    assert ok and sentence.startswith(VERIFIED)
    qtbot.waitUntil(lambda: VERIFIED in bob.log_dock.text(), timeout=WAIT)
    log = bob.log_dock.text().splitlines()
    assert log[-1].startswith(VERIFIED) and log[-2].startswith("Game over")  # said after the end is shown
    assert VERIFIED in bob.statusBar().currentMessage()
    assert bob.lan.last_message is None  # no warning box


def test_a_host_that_breaks_its_promise_gets_a_warning_box(qtbot, make_window, monkeypatch):
    def lying_reveal(self, room_table):
        room_table.seed += 1
        original(self, room_table)

    original = LanHost._reveal
    monkeypatch.setattr(LanHost, "_reveal", lying_reveal)
    ann, bob = make_window("ann"), make_window("bob")
    play_lan_game(qtbot, ann, bob)
    ok, sentence = bob.lan.deal_verdict
    assert not ok and sentence.startswith(BROKEN)
    qtbot.waitUntil(lambda: bob.lan.last_message is not None, timeout=WAIT)
    assert bob.lan.last_message.startswith(BROKEN) and BROKEN in bob.log_dock.text()
    boxes = [w for w in bob.findChildren(QMessageBox) if w.isVisible()]
    assert boxes and boxes[0].icon() == QMessageBox.Icon.Warning


def test_the_announce_address_given_when_hosting_is_remembered(qtbot, make_window, monkeypatch):
    from cardgame_gui.net.announcement import ADDRESS_ENV, ADDRESS_KEY
    monkeypatch.delenv(ADDRESS_ENV)  # (the address given is a loopback one: nothing leaves the machine)
    ann = make_window("ann")
    assert ann.lan.host_table(host_values(announce="127.0.0.2"))
    assert ann.lan.announcer.address == "127.0.0.2" and ann.lan.announcer.sent >= 1
    assert ann.settings.value(ADDRESS_KEY) == "127.0.0.2"


def test_a_table_open_only_to_this_computer_is_not_announced_to_the_network():
    from cardgame_gui.ui.lan.session import worth_announcing
    assert not worth_announcing("127.0.0.1", "255.255.255.255")
    assert worth_announcing("127.0.0.1", "127.0.0.1") and worth_announcing("0.0.0.0", "255.255.255.255")


def test_a_server_whose_tables_have_all_started_offers_a_row_to_open_a_new_table(qtbot, join_dialog):
    """Cora at a server where Ann's game is under way: the list offered only that game, and Join there was
    refused "The game at Ann's table has already started"; now the server's own row opens her a table."""
    join_dialog.show()
    qtbot.waitExposed(join_dialog)
    sender = QUdpSocket()
    playing = [{"id": "1", "name": "Ann's table", "game": "devils_bridge", "game_name": "Devil's Bridge",
                "seated": 2, "players": 4, "invite_only": False}]
    sender.writeDatagram(encode("LanSrv", 39871, [], playing, opens=True), QHostAddress("127.0.0.1"),
                         join_dialog.listener.port)
    qtbot.waitUntil(lambda: join_dialog.found.topLevelItemCount() == 2, timeout=WAIT)
    rows = [join_dialog.found.topLevelItem(i) for i in range(2)]
    assert [(item.text(0), item.text(2)) for item in rows] == [("Ann's table", "game under way"),
                                                              ("(new table)", "")]
    join_dialog._on_pick(rows[1], 0)
    assert join_dialog.found_note.text() == "LanSrv: press Join to open a table of your own there."
    assert join_dialog.values()["room"] is None and join_dialog.values()["port"] == 39871
