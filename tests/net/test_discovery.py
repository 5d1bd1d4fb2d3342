"""LAN discovery over real UDP sockets on 127.0.0.1 (ephemeral ports): a host's open tables are heard,
junk is ignored, and nothing is ever announced anywhere but the loopback address."""

import json
import os

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtNetwork import QHostAddress, QUdpSocket

from cardgame_gui.net.announcement import ADDRESS_ENV, ADDRESS_KEY, DEFAULT_ADDRESS, MAX_DATAGRAM, encode
from cardgame_gui.net.discovery import Announcer, DiscoveryListener, announce_address, check_address
from cardgame_gui.net.host import LOCAL, LanHost

from lan_helpers import speed_off_table

WAIT = 10000


@pytest.fixture
def listener(qtbot):
    listening = DiscoveryListener(port=0, address="127.0.0.1")
    assert listening.start(), listening.error
    yield listening
    listening.stop()


@pytest.fixture
def host(qtbot):
    server = LanHost(speed_off_table, seed=3)
    server.listen(0)
    yield server
    server.shut_down()


def test_the_tests_can_never_broadcast():
    assert os.environ[ADDRESS_ENV] == "127.0.0.1"
    assert Announcer("255.255.255.255").address == "127.0.0.1"
    assert announce_address(None) == "127.0.0.1"


def test_the_announce_address_is_a_setting_with_broadcast_by_default(tmp_path, monkeypatch):
    monkeypatch.delenv(ADDRESS_ENV)
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    assert announce_address(settings) == DEFAULT_ADDRESS == "255.255.255.255"
    settings.setValue(ADDRESS_KEY, "192.168.1.255")
    assert announce_address(settings) == "192.168.1.255"
    monkeypatch.setenv(ADDRESS_ENV, "127.0.0.1")
    assert announce_address(settings) == "127.0.0.1"


def test_an_address_that_is_not_one_is_refused():
    with pytest.raises(ValueError, match="not an address"):
        check_address("my-laptop")


def test_a_hosts_open_tables_are_heard_on_loopback(qtbot, host, listener):
    host.open_room(LOCAL, "Ann", "Friday", invite_only=True, code="4711KX")
    host.act(LOCAL, "configure", {"game": "german_bridge", "players": 3, "options": {}, "bot_level": "random"})
    announcer = Announcer("127.0.0.1", port=listener.port, interval_ms=50)
    heard = []
    listener.heard.connect(heard.append)
    announcer.start(host, "Ann")
    qtbot.waitUntil(lambda: len(heard) >= 2, timeout=WAIT)  # the first at once, then every interval
    announcer.stop()
    announcement = heard[-1]
    assert announcement["address"] == "127.0.0.1" and announcement["port"] == host.port
    assert announcement["name"] == "Ann"
    assert announcement["tables"] == [{"id": "1", "name": "Friday", "game": "german_bridge",
                                       "game_name": "German Bridge", "free": 2, "invite_only": True}]
    assert not announcer.running


def test_junk_datagrams_are_ignored_and_the_listener_keeps_hearing(qtbot, listener):
    heard = []
    listener.heard.connect(heard.append)
    sender = QUdpSocket()
    target = QHostAddress("127.0.0.1")
    junk = [b"", b"\xff\xfe\x00", b"{nope", b"[" * 2000, json.dumps({"app": "other", "port": 1}).encode(),
            json.dumps({"app": "cardgame_gui", "port": 99999}).encode(), b"x" * (MAX_DATAGRAM + 500),
            encode("Ann", 47123, []).replace(b'"tables":[]', b'"tables":[7]')]
    for data in junk:
        sender.writeDatagram(data, target, listener.port)
    sender.writeDatagram(encode("Bob", 47200, []), target, listener.port)
    qtbot.waitUntil(lambda: bool(heard), timeout=WAIT)
    assert [a["name"] for a in heard] == ["Bob"]
    assert listener.ignored == len(junk)


def test_a_listener_that_cannot_bind_says_why(qtbot, listener):
    other = DiscoveryListener(port=listener.port, address="203.0.113.1")  # not an address of this machine
    assert not other.start()
    assert "Cannot listen for tables" in other.error


def test_a_burst_is_read_in_bounded_batches_and_nothing_is_lost(qtbot, listener):
    listener.read_batch = 10  # 150 datagrams: read 10 at a time, the rest after other events
    heard = []
    listener.heard.connect(heard.append)
    sender = QUdpSocket()
    for i in range(149):
        sender.writeDatagram(b"junk %d" % i, QHostAddress("127.0.0.1"), listener.port)
    sender.writeDatagram(encode("Bob", 47200, []), QHostAddress("127.0.0.1"), listener.port)
    qtbot.waitUntil(lambda: bool(heard), timeout=WAIT)
    assert listener.ignored == 149


def test_a_server_announces_that_it_opens_tables_until_its_most_and_the_apps_table_does_not(qtbot):
    server = LanHost(speed_off_table, seed=3, max_rooms=1)
    server.listen(0)
    window_host = LanHost(speed_off_table, seed=3, one_table=True)
    window_host.listen(0)
    try:
        announcer = Announcer("127.0.0.1", port=9)  # (only the payload is looked at: nothing is sent)
        announcer.host, announcer.name = server, "LanSrv"
        assert json.loads(announcer.payload())["opens"] is True
        server.open_room("ann", "Ann", "Ann's table")
        assert json.loads(announcer.payload())["opens"] is False  # its one table is its most
        announcer.host = window_host
        window_host.open_room(LOCAL, "Ann", "Friday")
        assert json.loads(announcer.payload())["opens"] is False
    finally:
        server.shut_down()
        window_host.shut_down()
