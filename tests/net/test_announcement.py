"""LAN discovery announcements without Qt: encode/parse (fuzzed), what is announced, what a listener lists."""

import json
import subprocess
import sys

import pytest
from hypothesis import given, settings, strategies as st

from cardgame_gui.net.announcement import (MAX_DATAGRAM, AnnouncementError, Sightings, encode, games_under_way,
                                           look_alike, mismatch, mixed_alphabets, open_tables, parse)
from cardgame_gui.net.messages import PROTOCOL_VERSION
from cardgame_gui.net.rooms import Lobby


def test_the_announcement_module_loads_no_qt():
    code = ("import sys, cardgame_gui.net.announcement; "
            "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_only_tables_one_can_join_are_announced_and_never_the_code():
    lobby = Lobby()
    open_room = lobby.create("ann", "Ann", "Friday", invite_only=True, code="4711KX")
    lobby.configure("ann", "german_bridge", 3, {}, "random")
    full = lobby.create("bob", "Bob", "Full")
    lobby.configure("bob", "german_bridge", 2, {}, "random")
    lobby.join("cy", "Cy", full.id)
    started = lobby.create("di", "Di", "Started")
    lobby.toggle_ready("di")
    lobby.start("di")
    tables = open_tables(lobby.rooms.values())
    assert tables == [{"id": open_room.id, "name": "Friday", "game": "german_bridge",
                       "game_name": "German Bridge", "free": 2, "invite_only": True}]
    data = encode("Ann", 47123, tables)
    assert b"4711KX" not in data and started.name.encode() not in data
    announcement = parse(data)
    assert announcement["name"] == "Ann" and announcement["port"] == 47123
    assert announcement["protocol"] == PROTOCOL_VERSION and announcement["tables"] == tables
    assert announcement["playing"] == []
    assert mismatch(announcement) is None


def test_started_tables_are_announced_with_their_game_as_under_way():
    lobby = Lobby()
    started = lobby.create("di", "Di", "Started")
    lobby.configure("di", "contract_rummy", 5, {}, "random")
    lobby.toggle_ready("di")
    lobby.start("di")
    waiting = lobby.create("ann", "Ann", "Friday")
    playing = games_under_way(lobby.rooms.values())
    assert playing == [{"id": started.id, "name": "Started", "game": "contract_rummy",
                        "game_name": "Contract Rummy", "seated": 1, "players": 5, "invite_only": False}]
    announcement = parse(encode("Di", 47123, open_tables(lobby.rooms.values()), playing))
    assert announcement["playing"] == playing and [t["id"] for t in announcement["tables"]] == [waiting.id]
    lobby.end(started.id)
    assert games_under_way(lobby.rooms.values()) == []  # a game over is no longer announced
    assert parse(good())["playing"] == []  # a host of an earlier version announces no "playing"
    seen = Sightings()
    seen.heard(announcement, "10.0.0.9", 0.0)
    rows = seen.rows(0.0)
    assert [(r["table"], r["game_name"], r["playing"]) for r in rows] == [
        ("Friday", "Devil's Bridge", False), ("Started", "Contract Rummy", True)]


def test_too_many_tables_are_cut_to_fit_one_datagram_and_counted():
    tables = [{"id": str(i), "name": "ü" * 24, "game": "contract_rummy", "game_name": "Contract Rummy",
               "free": 7, "invite_only": False} for i in range(64)]
    data = encode("Dedicated", 47123, tables)
    assert len(data) <= MAX_DATAGRAM
    announcement = parse(data)
    assert announcement["more"] > 0 and len(announcement["tables"]) + announcement["more"] == 64


def good(**changes):
    body = {"app": "cardgame_gui", "announce": 1, "protocol": PROTOCOL_VERSION, "version": "0.1.0",
            "name": "Ann", "port": 47123, "tables": [], "more": 0}
    body.update(changes)
    return json.dumps(body).encode()


@pytest.mark.parametrize("data, reason", [
    (b"\xff\xfe", "not JSON"),
    (b"{nope", "not JSON"),
    (b"[1]", "not an announcement"),
    (json.dumps({"app": "other"}).encode(), "not an announcement"),
    (good(port=0), "no such port"),
    (good(port=True), "'port' must be a whole number"),
    (good(protocol="1"), "'protocol'"),
    (good(name=None), "'name' must be text"),
    (good(tables={}), "'tables' must be a list"),
    (good(tables=[1]), "a table must be an object"),
    (good(tables=[{"id": "1", "name": "T", "game": "g", "game_name": "G", "free": -1, "invite_only": False}]),
     "'free' out of range"),
    (good(tables=[{"id": "1", "name": "T", "game": "g", "game_name": "G", "free": 1, "invite_only": 1}]),
     "'invite_only'"),
    (good(name="x" * MAX_DATAGRAM), "over the"),
    (b"[" * 3000, "not JSON"),
])
def test_junk_is_refused_with_the_reason(data, reason):
    with pytest.raises(AnnouncementError, match=reason):
        parse(data)


def test_a_host_of_another_protocol_is_listed_with_the_reason():
    announcement = parse(good(protocol=PROTOCOL_VERSION + 1, version="9.0.0"))
    reason = mismatch(announcement)
    assert f"protocol {PROTOCOL_VERSION + 1}" in reason and "9.0.0" in reason
    assert f"protocol {PROTOCOL_VERSION})" in reason or f"protocol {PROTOCOL_VERSION} " in reason


def test_names_in_an_announcement_are_cleaned():
    announcement = parse(good(name="A\x00nn\n" + "x" * 100))
    assert announcement["name"].startswith("Annxx") and len(announcement["name"]) == 24


# ----- fuzzing -------------------------------------------------------------------------------------------
names = st.text(max_size=40)
tables_strategy = st.lists(st.fixed_dictionaries({
    "id": st.text(min_size=1, max_size=6), "name": names, "game": st.sampled_from(["german_bridge", "x"]),
    "game_name": names, "free": st.integers(0, 7), "invite_only": st.booleans()}), max_size=80)


@settings(max_examples=200, deadline=None)
@given(names, st.integers(1, 65535), tables_strategy)
def test_fuzz_whatever_is_encoded_fits_and_parses_back(name, port, tables):
    data = encode(name, port, tables)
    assert len(data) <= MAX_DATAGRAM
    announcement = parse(data)
    assert announcement["port"] == port
    assert len(announcement["tables"]) + announcement["more"] == min(len(tables), 64)
    for sent, got in zip(tables, announcement["tables"]):
        assert (got["free"], got["invite_only"], got["game"]) == (sent["free"], sent["invite_only"], sent["game"])


json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
                           lambda inner: st.lists(inner, max_size=4)
                           | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=20)


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=200))
def test_fuzz_random_bytes_are_refused_or_parsed_never_anything_else(data):
    try:
        parse(data)
    except AnnouncementError:
        pass


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(st.sampled_from(["app", "protocol", "version", "name", "port", "tables", "more"]),
                       json_values), st.booleans())
def test_fuzz_announcement_shaped_junk_is_refused_or_clean(body, ours):
    if ours:
        body["app"] = "cardgame_gui"
    try:
        announcement = parse(json.dumps(body).encode())
    except AnnouncementError:
        return
    assert isinstance(announcement["name"], str) and 1 <= announcement["port"] <= 65535
    assert all(isinstance(t["free"], int) for t in announcement["tables"])


# ----- what a listener lists -----------------------------------------------------------------------------
def test_sightings_list_the_host_heard_first_first_and_forget_the_silent():
    seen = Sightings(forget_after=5.0)
    table = {"id": "1", "name": "Friday", "game": "german_bridge", "game_name": "German Bridge", "free": 2,
             "invite_only": True}
    assert seen.heard(parse(encode("Ann", 47123, [table])), "192.168.1.7", now=0.0)
    assert seen.heard(parse(encode("Bob", 47200, [])), "192.168.1.8", now=1.0)
    assert not seen.heard(parse(encode("Ann", 47123, [table])), "192.168.1.7", now=2.0)  # nothing new: stays put
    rows = seen.rows(now=3.0)
    assert [(r["host"], r["table"]) for r in rows] == [("Ann", "Friday"), ("Bob", None)]  # a new host goes last
    assert rows[0]["address"] == "192.168.1.7" and rows[0]["port"] == 47123 and rows[0]["invite_only"]
    assert [r["host"] for r in seen.rows(now=6.5)] == ["Ann"]  # Bob silent 5.5 s
    assert seen.rows(now=7.5) == []


def test_a_flood_of_hosts_is_capped_per_address_and_in_all_and_the_hosts_listed_stay():
    seen = Sightings(max_hosts=10, per_address=3)
    assert seen.heard(parse(encode("Real", 47123, [])), "10.0.0.1", now=0.0)
    for port in range(2000, 3000):  # one address, a new port each datagram
        seen.heard(parse(encode("Flood", port, [])), "10.0.0.66", now=0.5)
    for last in range(100, 200):  # a hundred addresses
        seen.heard(parse(encode("Flood", 5000, [])), f"10.0.1.{last}", now=0.6)
    rows = seen.rows(now=1.0)
    assert len(rows) == 10 and rows[0]["host"] == "Real"
    assert sum(1 for r in rows if r["address"] == "10.0.0.66") == 3
    assert seen.turned_away == 1000 - 3 + 100 - 6
    assert seen.heard(parse(encode("Real", 47123, [{"id": "1", "name": "Friday", "game": "german_bridge",
                                                     "game_name": "German Bridge", "free": 3,
                                                     "invite_only": False}])), "10.0.0.1", now=1.5)
    assert seen.rows(now=1.5)[0]["table"] == "Friday"  # a listed host is still heard
    assert [r["host"] for r in seen.rows(now=6.2)] == ["Real"]  # the silent flood is forgotten ...
    assert seen.heard(parse(encode("Next", 47123, [])), "10.0.0.66", now=6.3)  # ... and makes room


def test_a_listed_hosts_changes_are_taken_at_most_once_a_second():
    seen = Sightings(update_every=1.0)
    table = {"id": "1", "name": "Friday", "game": "german_bridge", "game_name": "German Bridge", "free": 3,
             "invite_only": False}
    seen.heard(parse(encode("Ann", 47123, [table])), "10.0.0.1", now=0.0)
    for n in range(1, 50):  # a sender changing its announcement 100 times a second
        assert not seen.heard(parse(encode("Ann", 47123, [dict(table, free=n % 3)])), "10.0.0.1", now=n / 100)
    assert seen.heard(parse(encode("Ann", 47123, [dict(table, free=1)])), "10.0.0.1", now=1.0)
    assert seen.rows(now=1.0)[0]["free"] == 1


def test_a_copycat_hosts_invisible_or_look_alike_name_is_flagged_and_shown_with_its_address():
    seen = Sightings()
    seen.heard(parse(encode("Ann", 47123, [])), "10.0.0.1", now=0.0)
    seen.heard(parse(encode("Bob", 47123, [])), "10.0.0.2", now=0.0)
    rows = seen.rows(now=0.0)
    assert not any(r["twin"] or r["mixed"] for r in rows)
    copycat = parse(encode("Ann\u034f", 47999, []))  # a combining grapheme joiner shows nothing
    assert copycat["name"] == "Ann"
    seen.heard(copycat, "10.0.0.66", now=0.1)
    seen.heard(parse(encode("\u0412ob", 47000, [])), "10.0.0.67", now=0.1)  # a Cyrillic В
    rows = {(r["address"], r["port"]): r for r in seen.rows(now=0.2)}
    assert rows["10.0.0.1", 47123]["twin"] and rows["10.0.0.66", 47999]["twin"]
    assert rows["10.0.0.2", 47123]["twin"] and rows["10.0.0.67", 47000]["twin"]
    assert rows["10.0.0.67", 47000]["mixed"] and not rows["10.0.0.2", 47123]["mixed"]


@pytest.mark.parametrize("name", ["ann", "ANN", "Аnn", "Ａｎｎ", "A n n", "Ánn", "Ann\u3164"])
def test_names_drawn_alike_fold_alike(name):
    from cardgame_gui.net.messages import clean_name
    assert look_alike(clean_name(name)) == look_alike("Ann")


def test_names_drawn_differently_stay_apart():
    assert len({look_alike(name) for name in ("Ann", "Anne", "Bob", "Dan", "Анна")}) == 5
    assert mixed_alphabets("Аnn") and not mixed_alphabets("Анна") and not mixed_alphabets("Zoë")


def test_a_server_whose_tables_are_all_under_way_is_listed_with_a_row_to_open_a_new_table():
    """At a server, a join naming no table opens one when no table waits with a free seat: the Join list
    offers that row whenever it would (before, a server whose tables had all started listed only them, and
    Join at one of them was refused "The game at Ann's table has already started")."""
    under_way = {"id": "1", "name": "Ann's table", "game": "devils_bridge", "game_name": "Devil's Bridge",
                 "seated": 2, "players": 4, "invite_only": False}
    waiting = {"id": "2", "name": "Bert's table", "game": "devils_bridge", "game_name": "Devil's Bridge",
               "free": 3, "invite_only": False}
    locked = dict(waiting, id="3", name="Club", invite_only=True)

    def listed(tables, playing, opens):
        seen = Sightings()
        seen.heard(parse(encode("LanSrv", 39871, tables, playing, opens=opens)), "10.0.0.9", 0.0)
        return [(row["table"], row["room"], row["opens"]) for row in seen.rows(0.0)]

    assert listed([], [under_way], True) == [("Ann's table", "1", True), (None, None, True)]
    assert listed([locked], [under_way], True) == [("Club", "3", True), ("Ann's table", "1", True),
                                                   (None, None, True)]
    assert listed([waiting], [under_way], True) == [("Bert's table", "2", True), ("Ann's table", "1", True)]
    assert listed([], [], True) == [(None, None, True)]
    # the app's own table, or a server at its most tables: no row to open another
    assert listed([], [under_way], False) == [("Ann's table", "1", False)]
    assert listed([], [], False) == [(None, None, False)]  # (a host heard before its table is set up)
    # a host of an earlier version says nothing of it: listed as before
    old = json.loads(encode("LanSrv", 39871, [], [under_way]))
    del old["opens"]
    assert parse(json.dumps(old).encode())["opens"] is False
