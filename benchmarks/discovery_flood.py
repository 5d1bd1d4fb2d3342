"""How long a flood of LAN announcements freezes the Join dialog, on loopback only.

    python benchmarks/discovery_flood.py [--rates 50,200,1000] [--seconds 3]
    python benchmarks/discovery_flood.py --source /path/to/an/older/checkout     # the same against older code

A ``JoinDialog`` (offscreen unless ``QT_QPA_PLATFORM`` says otherwise) listens on an ephemeral UDP port of
127.0.0.1; one real host ("Ann", a table "Friday") announces itself there every 1.5 s, and its row is picked
(clicked) before the flood. Then another process sends valid announcements to that port only, each from a
new host port, ``rate`` a second for ``--seconds`` (paced in 10 ms slots: at most rate × seconds datagrams).
A 5 ms heartbeat timer in the dialog's process measures the event loop: its longest gap is how long the
window could not repaint or take a click. Printed per rate (wall-clock times; CPU is the dialog process's):

- sent: datagrams the flooder sent; listed: rows in the dialog once the flood is over;
- longest gap and the time spent in gaps over 50 ms, from the flood's start until 2 s after its end;
- behind: how long after the flood's end the dialog was still busy with it (its last gap over 50 ms ended);
- the real host's row still picked (the same row object, still the current one) at the end.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

FLOODER = r"""
import json, socket, sys, time
port, rate, protocol = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[4]); seconds = float(sys.argv[3])
sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
sent, start = 0, time.monotonic()
per_slot = rate / 100.0
owed = 0.0
while time.monotonic() - start < seconds and sent < int(rate * seconds):
    owed += per_slot
    while owed >= 1 and sent < int(rate * seconds):
        body = {"app": "cardgame_gui", "announce": 1, "protocol": protocol, "version": "0.1.0",
                "name": "Flood", "port": 20000 + sent % 40000,
                "tables": [{"id": "1", "name": "Flood table", "game": "german_bridge",
                            "game_name": "German Bridge", "free": 3, "invite_only": False}], "more": 0}
        sock.sendto(json.dumps(body).encode(), ("127.0.0.1", port))
        sent += 1
        owed -= 1
    time.sleep(max(0.0, start + (sent / rate) - time.monotonic()) if sent < int(rate * seconds) else 0)
print(sent)
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rates", default="50,200,1000", help="datagrams a second, one run each")
    parser.add_argument("--seconds", type=float, default=3.0, help="length of each flood (at most 10)")
    parser.add_argument("--source", default=str(Path(__file__).resolve().parent.parent),
                        help="the checkout whose cardgame_gui is measured")
    parser.add_argument("--limit", type=float, default=60.0, help="seconds to wait for the dialog to catch up")
    args = parser.parse_args()
    seconds = min(10.0, args.seconds)
    rates = [min(2000, int(r)) for r in args.rates.split(",")]
    sys.path.insert(0, args.source)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["CARDGAME_ANNOUNCE_ADDRESS"] = "127.0.0.1"

    from PySide6.QtCore import QElapsedTimer, Qt, QTimer
    from PySide6.QtNetwork import QHostAddress, QUdpSocket
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from cardgame_gui.net.messages import PROTOCOL_VERSION
    from cardgame_gui.ui.lan.dialogs import JoinDialog

    app = QApplication.instance() or QApplication([])
    print(f"cardgame_gui from {args.source}; {os.environ['QT_QPA_PLATFORM']}; flood {seconds:g} s a rate")
    for rate in rates:
        dialog = JoinDialog(discovery_port=0, listen_on="127.0.0.1")
        dialog.show()
        real = QUdpSocket()
        datagram = json.dumps({"app": "cardgame_gui", "announce": 1, "protocol": PROTOCOL_VERSION,
                               "version": "0.1.0", "name": "Ann", "port": 47123, "more": 0,
                               "tables": [{"id": "1", "name": "Friday", "game": "german_bridge",
                                           "game_name": "German Bridge", "free": 3, "invite_only": False}]})
        announce = QTimer()
        announce.timeout.connect(lambda: real.writeDatagram(datagram.encode(), QHostAddress("127.0.0.1"),
                                                            dialog.listener.port))
        announce.start(1500)
        announce.timeout.emit()
        clock = QElapsedTimer()
        clock.start()
        while dialog.found.topLevelItemCount() < 1 and clock.elapsed() < 10000:
            QTest.qWait(20)
        picked = dialog.found.topLevelItem(0)
        QTest.mouseClick(dialog.found.viewport(), Qt.MouseButton.LeftButton,
                         pos=dialog.found.visualItemRect(picked).center())
        beats: list[float] = []
        heart = QTimer()
        heart.timeout.connect(lambda: beats.append(time.monotonic()))
        heart.start(5)
        QTest.qWait(200)
        cpu0, start = time.process_time(), time.monotonic()
        flooder = subprocess.Popen([sys.executable, "-c", FLOODER, str(dialog.listener.port), str(rate),
                                    str(seconds), str(PROTOCOL_VERSION)], stdout=subprocess.PIPE, text=True)
        while flooder.poll() is None:
            QTest.qWait(5)
        end = time.monotonic()
        sent = int(flooder.stdout.read().strip() or 0)
        while time.monotonic() - end < 2.0 or (beats and time.monotonic() - beats[-1] > 0.05):
            QTest.qWait(5)  # until 2 s after the flood and the heartbeat is on time again
            if time.monotonic() - end > args.limit:
                break
        cpu = time.process_time() - cpu0
        heart.stop()
        announce.stop()
        window = [b for b in beats if b >= start]
        gaps = [(later - earlier, later) for earlier, later in zip([start] + window, window)]
        longest = max((g for g, _ in gaps), default=0.0)
        stalled = sum(g for g, _ in gaps if g > 0.05)
        behind = max([0.0] + [at - end for g, at in gaps if g > 0.05])
        still = dialog.found.currentItem() is picked and picked.text(0) == "Friday"
        print(f"{rate:5d}/s: sent {sent:5d}, listed {dialog.found.topLevelItemCount():5d}; longest gap "
              f"{longest * 1000:7.0f} ms, in gaps over 50 ms {stalled * 1000:7.0f} ms, behind after the flood "
              f"{behind * 1000:6.0f} ms; CPU {cpu:5.2f} s; the picked row {'still picked' if still else 'LOST'}")
        dialog.done(0)
        dialog.deleteLater()
        QTest.qWait(50)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
