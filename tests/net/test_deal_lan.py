"""Deals anyone can check, over real sockets on 127.0.0.1: the host promises its seed in ``started`` and
reveals it at game over; every client checks it. An honest host's game ends "verified"; a host that deals
from another seed than it promised, or reveals another seed, is caught."""

import json

import pytest

from cardgame_gui.net.deal_check import BROKEN, VERIFIED, digest_of
from cardgame_gui.net.host import LanHost
from cardgame_gui.session.controller import GameController

from lan_helpers import BotClient, speed_off_table

WAIT = 15000


class RedealingTable(GameController):
    """A cheating host's table: it deals from another seed than the one the host promised."""

    def start(self, game_id, players=None, options=None, seed=None, seats=None):
        super().start(game_id, players, options, seed + 1, seats)


def redealing_table(room):
    table = RedealingTable()
    table.set_speed("off")
    return table


class ReseedingTable(GameController):
    """A cheating host's table that changes the deal mid-game: after the first hand is scored it reseeds the
    engine's shuffler, so the later hands are not the promised deal's."""

    def _applied(self, seat, action, events):
        if any(event.get("type") == "hand_scored" and event.get("hand") == 1 for event in events):
            self.game.rng.seed(12345)
        super()._applied(seat, action, events)


def reseeding_table(room):
    table = ReseedingTable()
    table.set_speed("off")
    return table


class LyingHost(LanHost):
    """A cheating host that reveals another seed than the one it promised (and dealt)."""

    def _reveal(self, room_table):
        room_table.seed += 1
        super()._reveal(room_table)


def play_a_game(qtbot, host, game_id="german_bridge", players=3, options=None, clients=2):
    """Bot-played clients sit at one table and play a whole game; their verdicts as they come."""
    host.listen(0)
    bots = []
    for i in range(clients):
        bc = BotClient(f"Client {i}", "random", seed=i)
        with qtbot.waitSignal(bc.client.welcomed, timeout=WAIT):
            bc.client.connect_to("127.0.0.1", host.port, bc.name)
        bc.tap_received()
        bc.verdicts = []
        bc.client.deal_checked.connect(lambda ok, sentence, bc=bc: bc.verdicts.append((ok, sentence)))
        bots.append(bc)
    first = bots[0].client
    first.create("T")
    qtbot.waitUntil(lambda: first.room is not None, timeout=WAIT)
    first.configure(game_id, players, options or {"rounds": 1}, "random")
    qtbot.waitUntil(lambda: first.room["game"] == game_id and first.room["players"] == players, timeout=WAIT)
    for bc in bots[1:]:
        bc.client.join(first.room["id"])
        qtbot.waitUntil(lambda bc=bc: bc.client.room is not None, timeout=WAIT)
    for bc in bots:
        bc.client.toggle_ready()
    qtbot.waitUntil(lambda: all(s["ready"] for s in first.room["seats"]) and len(first.room["seats"]) == clients,
                    timeout=WAIT)
    first.start()
    qtbot.waitUntil(lambda: all(bc.verdicts for bc in bots), timeout=60000)
    return bots


@pytest.fixture
def shut():
    hosts = []
    yield hosts.append
    for host in hosts:
        for room_table in host.tables.values():
            room_table.table.stop()
            room_table.table.wait_for_bots()
        host.shut_down()


def test_an_honest_hosts_game_ends_verified_at_every_seat(qtbot, shut):
    host = LanHost(speed_off_table)  # no fixed seed: the host draws one and promises it
    shut(host)
    bots = play_a_game(qtbot, host, "devils_bridge", 4, {"target_score": 1}, clients=3)
    room_table = next(iter(host.tables.values()))
    for bc in bots:
        game = bc.controller.game
        assert game.commitment == digest_of(room_table.seed, room_table.salt)
        assert game.moves_before == 0 and len(game.views) == len(game.log) + 1
        [(ok, sentence)] = bc.verdicts
        assert ok and sentence.startswith(VERIFIED), sentence


def test_the_seed_stays_secret_until_the_game_is_over(qtbot, shut):
    host = LanHost(speed_off_table)
    shut(host)
    bots = play_a_game(qtbot, host)
    room_table = next(iter(host.tables.values()))
    for bc in bots:  # every started/update frame: the promise, never the seed or the salt
        assert bc.received and bc.received[0]["commitment"] == room_table.digest
        text = json.dumps(bc.received)
        assert str(room_table.seed) not in text and room_table.salt not in text


def test_a_host_that_deals_another_seed_than_it_promised_is_caught(qtbot, shut):
    host = LanHost(redealing_table)
    shut(host)
    for bc in play_a_game(qtbot, host):
        [(ok, sentence)] = bc.verdicts
        # the other seed's deal shows first in the seat's cards, or (about one deal in 52: the same lone card
        # in the first hand) in the table it was shown
        assert not ok and sentence.startswith(BROKEN), sentence
        assert "your cards" in sentence or "the table you were shown" in sentence, sentence


def test_a_host_that_changes_the_deal_mid_game_is_caught(qtbot, shut):
    host = LanHost(reseeding_table)
    shut(host)
    for bc in play_a_game(qtbot, host, "german_bridge", 3, {"rounds": 4}):
        [(ok, sentence)] = bc.verdicts
        assert not ok and sentence.startswith(BROKEN) and "move" in sentence, sentence  # after the first hand


def test_a_host_that_reveals_another_seed_is_caught(qtbot, shut):
    host = LyingHost(speed_off_table)
    shut(host)
    for bc in play_a_game(qtbot, host):
        [(ok, sentence)] = bc.verdicts
        assert not ok and "not the one it promised" in sentence, sentence
