"""Issue 31: a host never waits on one table. While bot-only 6-player Screw Rummy plays at full speed (`decks:
auto`, `screw_over`, `new_melds_after_contract`, `may_i: first_come`, seed 39 — the game whose rules calls
once took seconds), a connection at no table is answered every ``ping`` within 1 s: at the app's host (a
``LanHost`` with one table, in this process) and at a ``cardgame-server`` process.

The clients are those of ``benchmarks/lan_ping_busy.py`` (plain sockets on Python threads: a ping every
50 ms, never waiting for the answer). The bound is generous (the latencies measured are a few ms, see
docs/benchmarks.md); a ping never answered counts as late."""

import importlib.util
import json
import threading

from cardgame_gui.net.host import LanHost

from lan_helpers import speed_off_table
from server_helpers import ROOT, servers  # noqa: F401  (servers: a fixture)

_spec = importlib.util.spec_from_file_location("lan_ping_busy", ROOT / "benchmarks" / "lan_ping_busy.py")
bench = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bench)

LIMIT = 1.0  # seconds: the promise
INTERVAL = 0.05
PLAY = 60.0  # seconds at most for the games to end (about 2 s each on an idle 2-core machine)


def late_pings(pinger) -> list[float]:
    """Each answer slower than ``LIMIT`` s, and one entry per ping never answered."""
    missing = pinger.sent - len(pinger.latencies)
    return [x for x in pinger.latencies if x > LIMIT] + [float("inf")] * missing


def test_the_app_host_answers_pings_while_its_bots_play_screw_rummy(qtbot):
    host = LanHost(speed_off_table, one_table=True)
    port = host.listen(0, "127.0.0.1")
    pinger = bench.Pinger(port, INTERVAL)
    qtbot.waitUntil(lambda: any(m["type"] == "welcome" for m in pinger.peer.received), timeout=15000)
    room = host.resume_room(bench.lan_save(None, seed=39))  # every seat a casual bot: play starts at once
    table = host.tables[room.id].table
    moves = []
    table.action_applied.connect(lambda seat, action, events: moves.append(seat))
    pinging = threading.Thread(target=pinger.run, args=(PLAY,), kwargs={"stop": lambda: table.game.over})
    pinging.start()  # pings go out on their own thread, whatever the host's (this) thread does
    qtbot.waitUntil(lambda: not pinging.is_alive(), timeout=int(PLAY * 1000) + 10000)  # the host's event loop
    pinger.peer.close()
    assert table.game.over, f"the bots' game did not end within {PLAY} s ({len(moves)} moves)"
    assert len(moves) > 500 and pinger.sent >= 10
    assert late_pings(pinger) == [], f"pings slower than {LIMIT} s while {len(moves)} moves were played"
    host.shut_down("done")


def test_cardgame_server_answers_pings_while_bot_tables_play_screw_rummy(qtbot, servers, tmp_path):  # noqa: F811
    saves = []
    for table in range(4):  # seeds 39-42, at once: several seconds of play
        saves.append(tmp_path / f"room{table}.json")
        saves[-1].write_text(json.dumps(bench.lan_save(None, seed=39 + table)))
    server = servers("--resume", *map(str, saves))
    port = server.wait_serving(qtbot)
    pinger = bench.Pinger(port, INTERVAL)
    pinger.peer.wait_for("welcome")
    pinger.run(PLAY, stop=lambda: len(server.matching("game over")) >= len(saves))
    pinger.peer.close()
    assert len(server.matching("game over")) == len(saves), server.lines[-5:]
    assert pinger.sent >= 10
    assert late_pings(pinger) == [], f"pings slower than {LIMIT} s while {len(saves)} Screw Rummy tables played"
