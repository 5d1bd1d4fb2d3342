"""A guest's app in its own process, started the way ``cardgame-gui`` starts (``app.main``), for the crash and
restart tests (``test_lan_crash_restart.py``). Settings and data go where XDG_CONFIG_HOME and XDG_DATA_HOME
say; every question box is answered Yes and its title written to the report file; lines of the report say what
happened. Run: ``python -m tests.ui.lan_guest_process MODE REPORT [PORT]``:

    quit      start, then quit as the person does (the local game is autosaved)
    join      start (continuing the autosaved game), join 127.0.0.1:PORT as Bob, tick Ready and play the
              first legal action at each turn until the process is killed ("playing seat N" once seated)
    restart   start and answer the start-up questions; "back seat N" once the host gave the seat back
    words     as join, but first asks the host to start (a guest may not: "refused: <the lobby's words>"), and
              reports each line of the table's own in the chat ("notice: <line>"): the guest's own language
              (CARDGAME_LANGUAGE) for what the host sent as codes
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from cardgame_gui import app
from cardgame_gui.ui.window.main_window import MainWindow


def main(mode: str, report_path: str, port: int | None = None) -> int:
    report = open(report_path, "a", encoding="utf-8", buffering=1)

    def say(line: str) -> None:
        report.write(line + "\n")

    def question(parent, title, text, *args):
        say(f"asked: {title}")
        return QMessageBox.StandardButton.Yes
    QMessageBox.question = question
    state = {"joined": False, "ready": False, "seated": False, "back": False, "asked": False, "told": set()}

    def window() -> MainWindow | None:
        return next((w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)), None)

    def step() -> None:
        win = window()
        if win is None or win.controller.game is None:
            return
        if mode == "quit":
            win.close()
        if mode == "words":
            lobby = win.lan.lobby
            if lobby is not None and lobby.room is not None and not state["asked"]:
                state["asked"] = True
                win.lan.request("start", {})  # only the host starts: refused
            elif lobby is not None and state["asked"] and lobby.message.text() and "refused" not in state["told"]:
                state["told"].add("refused")
                say(f"refused: {lobby.message.text()}")
            for line in win.lan.chat.lines.toPlainText().splitlines():
                if line not in state["told"]:
                    state["told"].add(line)
                    say(f"notice: {line}")
            if state["joined"] and "refused" not in state["told"]:
                return  # (ready once the refusal is seen)
        if mode in ("join", "words") and not state["joined"]:
            state["joined"] = True
            win.set_speed("off")
            win.lan.join_table({"address": "127.0.0.1", "port": port, "name": "Bob", "code": None})
        elif mode in ("join", "words") and win.lan.lobby is not None and win.lan.lobby.room is not None \
                and not state["ready"]:
            state["ready"] = True
            win.lan.request("ready", {})
        elif mode in ("join", "words") and getattr(win.controller.game, "remote", False):
            if not state["seated"]:
                state["seated"] = True
                say(f"playing seat {win.controller.me}")
            legal = win.controller.legal()
            if legal and win.controller.view()["to_act"][0] == win.controller.me:
                win.controller.request(legal[0])
        elif mode == "restart" and getattr(win.controller.game, "remote", False) and win.lan.client.back \
                and not state["back"]:
            state["back"] = True
            say(f"back seat {win.controller.me}")
            win.quit_without_asking = True
            win.close()

    qt_app = QApplication([sys.argv[0]])  # (app.main uses the one there is)
    ticker = QTimer(qt_app)
    ticker.timeout.connect(step)
    ticker.start(50)
    return app.main([])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else None))
