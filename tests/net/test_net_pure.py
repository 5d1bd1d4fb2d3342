"""The LAN protocol's pure parts, without Qt: framing (fuzzed), message checks, room rules."""

import json
import struct
import subprocess
import sys

import pytest
from hypothesis import given, settings, strategies as st

from cardgame_gui.net.framing import MAX_DIGITS, MAX_FRAME, Decoder, FrameError, encode, parse_body
from cardgame_gui.net.messages import (CLIENT_MESSAGES, HOST_MESSAGES, PROTOCOL_VERSION, MessageError, check, echo,
                                       clean_name, hello, quote, version_refusal)
from cardgame_gui.net.rooms import Lobby, RoomError
from cardgame_gui.net.limits import CodeGuard


def test_pure_net_modules_load_no_qt():
    code = ("import sys, cardgame_gui.net.framing, cardgame_gui.net.messages, cardgame_gui.net.rooms; "
            "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


# ----- framing -------------------------------------------------------------------------------------------
def test_a_frame_is_a_big_endian_length_then_utf8_json():
    data = encode({"type": "chat", "text": "é"})
    body = '{"type":"chat","text":"é"}'.encode()
    assert data == struct.pack(">I", len(body)) + body


def test_messages_come_out_whole_however_the_stream_is_cut():
    stream = b"".join(encode({"type": "ping", "t": i}) for i in range(5))
    decoder = Decoder()
    out = []
    for i in range(len(stream)):
        out += decoder.feed(stream[i:i + 1])
    assert out == [{"type": "ping", "t": i} for i in range(5)]
    assert decoder.pending == 0


def test_an_oversized_length_is_refused_before_its_body_arrives():
    decoder = Decoder()
    with pytest.raises(FrameError, match="over the 65536-byte limit"):
        decoder.feed(struct.pack(">I", MAX_FRAME + 1))
    with pytest.raises(FrameError):  # the stream cannot be resynchronised: it stays failed
        decoder.feed(encode({"type": "ping"}))


def test_a_frame_at_the_limit_is_accepted_and_one_over_is_not_sent():
    text = "x" * (MAX_FRAME - len('{"type":"chat","text":""}'))
    assert Decoder().feed(encode({"type": "chat", "text": text})) == [{"type": "chat", "text": text}]
    with pytest.raises(FrameError, match="over the"):
        encode({"type": "chat", "text": text + "x"})


@pytest.mark.parametrize("body, reason", [
    (b"\xff\xfe{}", "not UTF-8"),
    (b"{not json", "not JSON"),
    (b"[1, 2]", "JSON object, not list"),
    (b'"text"', "JSON object, not str"),
    (b"[" * 100000, "JSON"),
])
def test_bad_bodies_are_refused_with_the_reason(body, reason):
    with pytest.raises(FrameError, match=reason):
        Decoder(max_frame=len(body)).feed(struct.pack(">I", len(body)) + body)


@pytest.mark.parametrize("body, reason", [
    (b'{"type":"ping","t":NaN}', "NaN is not a JSON number"),
    (b'{"type":"ping","t":Infinity}', "Infinity is not a JSON number"),
    (b'{"type":"ping","t":-Infinity}', "Infinity is not a JSON number"),
    (b'{"type":"ping","t":' + b"7" * 4300 + b"}", "4300 digits is over the 30-digit limit"),
    (b'{"type":"ping","t":1e999}', "too large a number"),
    (b'{"type":"ping","t":-1e400}', "too large a number"),
], ids=["nan", "infinity", "minus-infinity", "4300-digits", "1e999", "-1e400"])
def test_nan_infinity_and_huge_numbers_are_not_json(body, reason):
    with pytest.raises(FrameError, match=reason):
        parse_body(body)


@pytest.mark.parametrize("value", [float("nan"), float("inf"), -float("inf"), 10**MAX_DIGITS, [-(10**40)]])
def test_nan_infinity_and_huge_numbers_are_never_sent(value):
    with pytest.raises(FrameError, match="must hold JSON"):
        encode({"type": "pong", "t": value})


def test_numbers_of_a_sane_size_pass_both_ways():
    message = {"type": "ping", "t": 10**MAX_DIGITS - 1, "u": -1.5e300, "v": 2**63 - 1}
    assert parse_body(encode(message)[4:]) == message


def test_a_clients_text_is_quoted_cut_and_marked():
    assert quote("Friday") == "Friday" and quote(None) is None
    assert quote("\u200b" * 21000) == "\u200b" * 39 + "…" and len(quote("x" * 500, 300)) == 300
    assert echo({"type": "play", "card": "QS"}) == {"type": "play", "card": "QS"}
    assert echo({"type": "play", "pad": "x" * 60000}) is None


def test_wrong_join_codes_are_counted_per_address_with_a_pause_that_doubles():
    now = [0.0]
    guard = CodeGuard(tries=2, pause=2.0, most=5.0, forget=60.0, clock=lambda: now[0])
    guard.wrong("10.0.0.7")
    assert guard.wait("10.0.0.7") == 0
    guard.wrong("10.0.0.7")  # the second of 2 free tries: the next one waits
    assert guard.wait("10.0.0.7") == 2.0 and guard.wait("10.0.0.8") == 0
    now[0] = 2.0
    guard.wrong("10.0.0.7")
    assert guard.wait("10.0.0.7") == 4.0
    now[0] = 6.0
    guard.wrong("10.0.0.7")
    assert guard.wait("10.0.0.7") == 5.0  # the longest pause
    now[0] = 65.9
    guard.wrong("10.0.0.7")  # under a minute since the last wrong code: still counted
    assert guard.wait("10.0.0.7") == 5.0


def test_the_pause_starts_after_the_fifth_wrong_join_code_as_documented():
    now = [0.0]
    guard = CodeGuard(clock=lambda: now[0])
    for _ in range(4):
        guard.wrong("10.0.0.7")
    assert guard.wait("10.0.0.7") == 0
    guard.wrong("10.0.0.7")
    assert guard.wait("10.0.0.7") == 2.0  # the sixth code is not judged before a pause


def test_wrong_join_codes_are_forgotten_only_after_a_quiet_while():
    now = [0.0]
    guard = CodeGuard(tries=2, pause=2.0, forget=60.0, clock=lambda: now[0])
    guard.wrong("10.0.0.7")
    guard.wrong("10.0.0.7")
    now[0] = 61.0  # a minute without a wrong code: the count starts again
    assert guard.wait("10.0.0.7") == 0
    guard.wrong("10.0.0.7")
    assert guard.wait("10.0.0.7") == 0
    assert not hasattr(guard, "right")  # nothing else clears it: not a right code for another table


def test_a_truncated_frame_waits_for_the_rest():
    data = encode({"type": "ping"})
    decoder = Decoder()
    assert decoder.feed(data[:-1]) == []
    assert decoder.pending == len(data) - 1
    assert decoder.feed(data[-1:]) == [{"type": "ping"}]


json_values = st.recursive(st.none() | st.booleans() | st.integers(-(10**MAX_DIGITS - 1), 10**MAX_DIGITS - 1)
                           | st.text(max_size=20),
                           lambda inner: st.lists(inner, max_size=4)
                           | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=20)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.dictionaries(st.text(max_size=8), json_values, max_size=5), max_size=6), st.data())
def test_fuzz_any_chunking_of_valid_frames_gives_back_the_messages(messages, data):
    stream = b"".join(encode(m) for m in messages)
    cuts = sorted(data.draw(st.lists(st.integers(0, len(stream)), max_size=10)))
    decoder = Decoder()
    out = []
    start = 0
    for cut in cuts + [len(stream)]:
        out += decoder.feed(stream[start:cut])
        start = cut
    assert out == [json.loads(json.dumps(m)) for m in messages]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.binary(max_size=40), max_size=8))
def test_fuzz_random_bytes_give_messages_or_a_frame_error_never_anything_else(chunks):
    decoder = Decoder(max_frame=64)
    for chunk in chunks:
        try:
            messages = decoder.feed(chunk)
        except FrameError:
            assert decoder.error is not None
            return
        assert all(isinstance(m, dict) for m in messages)
        assert decoder.pending < 4 + 64


# ----- messages ------------------------------------------------------------------------------------------
def test_hello_carries_protocol_app_version_and_name():
    message = check(hello("Ann"), CLIENT_MESSAGES)
    assert message["protocol"] == PROTOCOL_VERSION and message["name"] == "Ann" and "app" in message


@pytest.mark.parametrize("message, reason", [
    ({"type": "dance"}, "unknown message type 'dance'"),
    ({"kind": "hello"}, "needs a 'type'"),
    ({"type": 3}, "needs a 'type'"),
    ({"type": "hello", "protocol": 1, "app": "0.1"}, "needs the field 'name'"),
    ({"type": "hello", "protocol": True, "app": "0.1", "name": "A"}, "'protocol' must be a whole number"),
    ({"type": "hello", "protocol": "1", "app": "0.1", "name": "A"}, "not str"),
    ({"type": "action", "action": "play AS"}, "'action' must be an object"),
    ({"type": "chat", "text": ["hi"]}, "must be text"),
    ({"type": "join", "room": 3}, "'room' must be text or null"),
    ({"type": "configure", "game": "x", "players": 4.0}, "'players' must be a whole number"),
])
def test_malformed_messages_are_refused_naming_the_field(message, reason):
    with pytest.raises(MessageError, match=reason):
        check(message, CLIENT_MESSAGES)


def test_host_messages_are_checked_against_their_own_list():
    check({"type": "rejected", "reason": "It is not your turn"}, HOST_MESSAGES)
    with pytest.raises(MessageError):
        check({"type": "hello", "protocol": 1, "app": "x", "name": "n"}, HOST_MESSAGES)


def test_names_are_cleaned_and_bounded():
    assert clean_name("  Ann\x00\n  Lee ") == "Ann Lee"
    assert clean_name("\x07") == "Player"
    assert len(clean_name("x" * 100)) == 24


def test_the_version_refusal_names_both_versions():
    text = version_refusal(1, "0.1.0", 2, "0.2.0")
    assert "protocol 1" in text and "0.1.0" in text and "protocol 2" in text and "0.2.0" in text


# ----- rooms (seed 003's room API) -----------------------------------------------------------------------
def lobby_with(*names, **create):
    lobby = Lobby()
    room = lobby.create(names[0], names[0].title(), **create)
    for name in names[1:]:
        lobby.join(name, name.title(), room.id, create.get("code"))
    return lobby, room


def test_create_joins_the_creator_as_host_in_seat_0():
    lobby, room = lobby_with("ann")
    assert room.host == "ann" and room.seat_of("ann") == 0 and lobby.room_of("ann") is room


def test_create_is_refused_when_already_in_a_room():
    lobby, _ = lobby_with("ann")
    with pytest.raises(RoomError, match="already at a table"):
        lobby.create("ann", "Ann")


def test_join_is_refused_when_already_in_a_room():
    lobby, room = lobby_with("ann", "bob")
    with pytest.raises(RoomError, match="already at a table"):
        lobby.join("bob", "Bob", room.id)


def test_join_is_refused_when_full():
    lobby, room = lobby_with("ann", "bob", "cy", "di")
    with pytest.raises(RoomError, match="full"):
        lobby.join("ed", "Ed", room.id)


def test_join_is_refused_while_a_game_is_under_way_and_takes_a_free_seat_between_games():
    lobby, room = lobby_with("ann", "bob")
    lobby.toggle_ready("ann"); lobby.toggle_ready("bob")
    lobby.start("ann")
    with pytest.raises(RoomError, match="already started"):
        lobby.join("cy", "Cy", room.id)
    lobby.leave("bob")
    lobby.end(room.id)
    lobby.join("cy", "Cy", room.id)  # the seat Bob left, not the empty one after it
    assert room.seat_of("cy") == 1 and [m.name for m in room.members] == ["Ann", "Cy"]
    lobby.join("di", "Di", room.id)
    assert room.seat_of("di") == 2
    lobby.join("ed", "Ed", room.id)
    with pytest.raises(RoomError, match="full"):
        lobby.join("flo", "Flo", room.id)


def test_play_again_deals_the_next_game_to_the_same_seats_without_ready_ticks():
    lobby, room = lobby_with("ann", "bob", "cy")
    for player in ("ann", "bob", "cy"):
        lobby.toggle_ready(player)
    lobby.start("ann")
    lobby.end(room.id)
    with pytest.raises(RoomError, match="Only the host"):
        lobby.start("bob")
    lobby.leave("cy")  # between games: the seat stays, a bot plays it
    assert lobby.drop("bob") is room and room.members[1].away  # a lost connection: the seat is kept for Bob
    assert lobby.start("ann") == [None, None, "expert", "expert"]
    assert room.started and not room.ended and room.seat_of("bob") == 1 and room.seat_of("cy") is None
    with pytest.raises(RoomError, match="already started"):
        lobby.start("ann")
    assert lobby.come_back("bob") == (room, 1)


def test_join_an_invite_only_room_needs_the_code():
    lobby, room = lobby_with("ann", invite_only=True, code="7311KX")
    with pytest.raises(RoomError, match="invite-only"):
        lobby.join("bob", "Bob", room.id)
    with pytest.raises(RoomError, match="join code is wrong"):
        lobby.join("bob", "Bob", room.id, "1234KX")
    lobby.join("bob", "Bob", room.id, "7311KX")
    assert room.seat_of("bob") == 1
    assert "code" not in room.public() and "7311KX" not in json.dumps(room.public())


def test_an_invite_only_room_needs_a_code_to_be_created():
    with pytest.raises(RoomError, match="needs a join code"):
        Lobby().create("ann", "Ann", invite_only=True)


def test_join_an_unknown_room_is_refused():
    with pytest.raises(RoomError, match="no table"):
        Lobby().join("bob", "Bob", "9")


def test_leave_by_the_host_alone_deletes_the_room():
    lobby, room = lobby_with("ann")
    result = lobby.leave("ann", room.id)
    assert result.deleted and room.id not in lobby.rooms and lobby.room_of("ann") is None


def test_leave_by_the_host_hands_over_to_the_next_and_renumbers_seats():
    lobby, room = lobby_with("ann", "bob", "cy")
    result = lobby.leave("ann", room.id)
    assert result.new_host == "bob" and room.host == "bob"
    assert [room.seat_of("bob"), room.seat_of("cy")] == [0, 1]
    assert room.public()["host"] == 0


def test_leave_from_the_middle_renumbers_in_order():
    lobby, room = lobby_with("ann", "bob", "cy", "di")
    lobby.leave("bob")
    assert [m.player for m in room.members] == ["ann", "cy", "di"] and room.host == "ann"


def test_leave_is_refused_when_not_in_that_room():
    lobby, room = lobby_with("ann")
    with pytest.raises(RoomError, match="not at that table"):
        lobby.leave("bob", room.id)


def test_leave_after_the_start_keeps_the_seat_for_a_bot():
    lobby, room = lobby_with("ann", "bob")
    lobby.toggle_ready("ann"); lobby.toggle_ready("bob")
    lobby.start("ann")
    result = lobby.leave("ann")
    assert result.bot_seat and result.seat == 0 and result.new_host == "bob"
    assert room.seat_of("bob") == 1  # nobody moves in a game under way


def test_toggle_ready_flips_and_is_refused_outside_the_room_or_after_the_end():
    lobby, room = lobby_with("ann")
    assert lobby.toggle_ready("ann", room.id) is True
    assert lobby.toggle_ready("ann", room.id) is False
    with pytest.raises(RoomError, match="not at that table"):
        lobby.toggle_ready("bob", room.id)
    lobby.end(room.id)
    with pytest.raises(RoomError, match="ended"):
        lobby.toggle_ready("ann", room.id)


def test_start_only_by_the_host_and_only_when_all_are_ready():
    lobby, room = lobby_with("ann", "bob")
    lobby.toggle_ready("bob")
    with pytest.raises(RoomError, match="Only the host"):
        lobby.start("bob")
    with pytest.raises(RoomError, match="waiting for Ann"):
        lobby.start("ann")
    with pytest.raises(RoomError, match="not at a table"):
        lobby.start("cy")
    lobby.toggle_ready("ann")
    lobby.configure("ann", "german_bridge", 5, {}, "random")
    with pytest.raises(RoomError, match="waiting for Ann, Bob"):  # new settings: agree again
        lobby.start("ann")
    lobby.toggle_ready("ann"); lobby.toggle_ready("bob")
    assert lobby.start("ann") == [None, None, "random", "random", "random"]
    with pytest.raises(RoomError, match="already started"):
        lobby.start("ann")


def test_configure_is_for_the_host_with_a_valid_game_count_and_options():
    lobby, room = lobby_with("ann", "bob", "cy")
    with pytest.raises(RoomError, match="Only the host"):
        lobby.configure("bob", "german_bridge", 4)
    with pytest.raises(RoomError, match="Unknown game"):
        lobby.configure("ann", "snap", 4)
    with pytest.raises(RoomError, match="players"):
        lobby.configure("ann", "floating_bridge", 5)
    with pytest.raises(RoomError, match="at least 3 seats"):
        lobby.configure("ann", "german_bridge", 2)
    with pytest.raises(RoomError, match="option"):
        lobby.configure("ann", "german_bridge", 4, {"no_such": 1})
    room = lobby.configure("ann", "contract_rummy", 3, {}, "random")
    assert room.public()["game"] == "contract_rummy" and room.players == 3 and room.full


# ----- what one seat may be told -------------------------------------------------------------------------
from cardgame_gui.net.filtering import card_codes, must_not_learn, scrub  # noqa: E402


def test_a_card_drawn_from_the_stock_is_never_named_to_another_seat():
    hidden_before = {"QC", "9H", "2S"}  # what seat 1 could not see
    hidden_after = {"QC", "9H", "2S"}  # seat 0 drew QC: still hidden from seat 1
    action = {"type": "draw", "source": "stock"}
    events = [{"type": "draw", "seat": 0, "source": "stock", "card": "QC"}]
    secret = must_not_learn(hidden_before, hidden_after, action)
    assert scrub(events, secret) == [{"type": "draw", "seat": 0, "source": "stock", "card": None}]


def test_the_card_played_to_end_a_hand_is_named_though_the_new_deal_hides_it_again():
    action = {"type": "play", "card": "AS"}
    events = [{"type": "play", "seat": 2, "card": "AS"},
              {"type": "trick_won", "seat": 2, "trick": [{"seat": 1, "card": "KS"}, {"seat": 2, "card": "AS"}]},
              {"type": "deal", "hand": 2}]
    secret = must_not_learn({"AS", "7D"}, {"AS", "KS", "7D"}, action)  # KS was on the table before
    assert secret == {"7D"} and scrub(events, secret) == events


def test_card_codes_finds_codes_anywhere_but_not_other_text():
    assert card_codes({"a": ["QS", {"TH": 1}], "b": "South", "c": 2}) == {"QS", "TH"}


def test_seats_that_share_a_name_are_told_apart_by_their_seat():
    from cardgame_gui.net.messages import distinct_names
    assert distinct_names(["Ann", "Expert bot", "Expert bot", "Bob"]) == [
        "Ann", "Expert bot 2", "Expert bot 3", "Bob"]
    assert distinct_names(["Ann", "Random bot"]) == ["Ann", "Random bot"]


def test_the_host_frees_a_seat_before_the_start_and_that_player_may_not_sit_there_again():
    lobby = Lobby()
    room = lobby.create("p1", "Ann", "Friday")
    lobby.join("p2", "Bob", room.id)
    lobby.join("p3", "Cy", room.id)
    with pytest.raises(RoomError, match="Only the host"):
        lobby.remove_seat("p2", 2)
    with pytest.raises(RoomError, match="cannot remove yourself"):
        lobby.remove_seat("p1", 0)
    with pytest.raises(RoomError, match="nobody to remove"):
        lobby.remove_seat("p1", 3)
    assert lobby.remove_seat("p1", 1).name == "Bob"
    assert [m.name for m in room.members] == ["Ann", "Cy"] and lobby.room_of("p2") is None
    room.barred.add("10.0.0.7")  # the host bars the address too
    with pytest.raises(RoomError, match="removed you"):
        lobby.join("p2", "Bob", room.id)
    with pytest.raises(RoomError, match="removed you"):
        lobby.join("p9", "Bob again", room.id, address="10.0.0.7")
    lobby.join("p4", "Dee", room.id, address="10.0.0.8")
    for player in ("p1", "p3", "p4"):
        lobby.toggle_ready(player, room.id)
    lobby.start("p1")
    with pytest.raises(RoomError, match="only before the start"):
        lobby.remove_seat("p1", 1)
