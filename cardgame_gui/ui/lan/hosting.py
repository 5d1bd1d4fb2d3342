"""The host's side of ``LanSession`` (``session.py``): Game ▸ Host a table, the room saved when the host left
mid-game and its resume, the announcement of the open table on the LAN, and what the host's own window
shows of its room (the lobby, the people's names and held seats at the table).

``HostingMixin`` keeps no state of its own: ``LanSession.__init__`` sets every attribute it uses, and the
parts both sides share (``_begin``, ``_end``, ``_open_lobby``, ``_status`` …) stay in ``session.py``.
"""

from __future__ import annotations

import json
import os

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QDialog, QMessageBox

from ...i18n import game_name, translate
from ...net.announcement import ADDRESS_ENV, ADDRESS_KEY
from ...net.discovery import Announcer, announce_address
from ...net.host import LOCAL, LanHost
from ...net.messages import distinct_names, seat_flags
from ...net.seat_hold import seat_notes
from ...net.wording import argument, bot_name, say
from ...net.words import said_of
from ...session import saves
from ...session.controller import default_level
from .dialogs import HostDialog
from ..new_game.seat_names import load_names

LAN_SAVE_NAME = "lan_table.json"  # the room a host left mid-game (or is playing: a crash), next to the autosave
KEEP_MS = 2000  # while hosting, the room is saved at most this long after a move
HOSTING_KEY = "lan/hosting"  # QSettings: what the Host dialog was given last (JSON; ``HostDialog.remembered_hosting``)


def worth_announcing(listening: str, announce: str) -> bool:
    """A table open only to this computer is announced only to a loopback address, not to the network."""
    return not listening.startswith("127.") or announce.startswith("127.")


class HostingMixin:
    """``LanSession``'s hosting: a ``net.host.LanHost`` whose table is the window's own controller."""

    @Slot()
    def host_dialog(self) -> None:
        if self.offer_resume() is not False:  # resumed, or Cancel: the saved table stays for later
            return
        dialog = HostDialog(self.window, name=self._player_name(translate("LanHosting", "Host")),
                            announce=announce_address(self.window.settings), remembered=self._last_hosting())
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.host_table(dialog.values())
        dialog.deleteLater()

    def host_table(self, values: dict) -> bool:
        if self.active or not self._leave_local_game():
            return False
        self._remember_name(values)
        self._remember_hosting(values)  # before listening: a port now busy is said, and kept for the next try
        host = self._new_host()
        try:
            port = host.listen(values["port"], values.get("address", "0.0.0.0"))
            room = host.open_room(LOCAL, values["name"], values["table_name"], values["invite_only"],
                                  values.get("code"))
        except (RuntimeError, ValueError) as exc:
            host.shut_down()
            host.deleteLater()
            self._tell(translate("LanHosting", "Cannot host a table"), say(said_of(exc)))
            return False
        if values.get("grace") is not None:
            room.grace = float(values["grace"])
        self._hosting(host, values.get("address", "0.0.0.0"))
        self._table_is_there()
        if values["invite_only"]:
            where = translate("LanHosting", "{table}: players join at this computer's address, port {port}, with "
                              "the join code {code}").format(table=room.name, port=port, code=values["code"])
        else:
            where = translate("LanHosting", "{table}: players join at this computer's address, port {port}").format(
                table=room.name, port=port)
        self._open_lobby(True, where)
        game = self.window.controller.game
        if game is not None and not getattr(game, "remote", False):  # offer the game on the table now
            try:
                level = default_level(game.info.id)
            except ValueError:
                level = None
            fields = {"game": game.info.id, "players": game.players, "options": dict(game.options)}
            if level:
                fields["bot_level"] = level
            host.act(LOCAL, "configure", fields)
        self._on_host_room(room.id, host.lobby.rooms[room.id].public())
        self._status(where, 0)
        self._announce(values)
        return True

    def _last_hosting(self) -> dict:
        """What the Host dialog was given last time (``HOSTING_KEY``), checked; {} when nothing usable is kept."""
        try:
            last = json.loads(str(self.window.settings.value(HOSTING_KEY, "{}")))
        except ValueError:
            return {}
        return HostDialog.remembered_hosting(last) if isinstance(last, dict) else {}

    def _remember_hosting(self, values: dict) -> None:
        self.window.settings.setValue(HOSTING_KEY, json.dumps(HostDialog.remembered_hosting(values)))

    def _new_host(self) -> LanHost:
        """The window's host, listened to before any room is opened or resumed (a resumed game says who sits
        where as it is adopted)."""
        host = LanHost(self._table_for, self, one_table=True)
        host.room_changed.connect(self._on_host_room)
        host.room_changed.connect(self._keep_lan_table_soon)
        host.chat_received.connect(self.chat.add)
        host.table_notice.connect(self._on_table_notice)
        host.notice.connect(self._on_notice)
        host.seats_changed.connect(self._on_host_seats)
        return host

    def _hosting(self, host: LanHost, address: str) -> None:
        self.host = host
        self._host_address = address
        self._begin()

    # ----- a room saved when the host left mid-game ------------------------------------------------
    def lan_save_path(self):
        return saves.autosave_path(self.window.data_directory).with_name(LAN_SAVE_NAME)

    def saved_lan_table(self) -> dict | None:
        """The room saved when the host last left mid-game, or None (a damaged file is kept aside, said)."""
        path = self.lan_save_path()
        if not path.is_file():
            return None
        try:
            saved = json.loads(path.read_text(encoding="utf-8"))
            if not isinstance(saved, dict) or not isinstance(saved.get("room"), dict):
                raise ValueError("it holds no table")
            return saved
        except (OSError, ValueError) as exc:
            saves.keep_aside(path)
            self._tell(translate("LanHosting", "Cannot resume the LAN game"),
                       translate("LanHosting", "The saved LAN table could not be read ({error}); it was put "
                                 "aside.").format(error=exc))
            return None

    def offer_resume(self) -> bool | None:
        """Ask "Resume the LAN game … with the same seats?" about the table this app hosted when it quit or
        crashed. True: resumed. None: Cancel (or Escape): nothing changes, the saved table stays to be offered
        again. False: nothing saved, No (the saved table is forgotten), or the resume failed (said; kept)."""
        saved = self.saved_lan_table()
        if saved is None:
            return False
        room = saved["room"].get("room") or {}
        people = ", ".join(m.get("name", "?") for m in room.get("members", []) if not m.get("left"))
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self.window, translate("LanHosting", "Resume the LAN game?"),
            translate("LanHosting", "Resume the LAN game of {game} at {table} with the same seats ({names})?\n\nThey "
                      "get their seats back by joining again; a bot plays for anyone who does not come back in time. "
                      "No: the saved table is forgotten. Cancel: it is kept, and Game ▸ Host a table offers it "
                      "again.").format(game=game_name(str(room.get("game"))), table=room.get("name", "?"),
                                       names=people),
            buttons.Yes | buttons.No | buttons.Cancel, buttons.Yes)
        if answer == buttons.Yes:
            return self.resume_table(saved)
        if answer == buttons.No:
            self.forget_lan_table()
            return False
        return None

    def _on_the_table(self, saved: dict) -> bool:
        """True when the game in the window is the saved room's game, move for move: resuming loses nothing."""
        game = self.window.controller.game
        return game is not None and json.loads(game.to_json()) == saved["room"].get("game")

    def forget_lan_table(self) -> None:
        try:
            self.lan_save_path().unlink()
        except OSError:
            pass

    def resume_table(self, saved: dict) -> bool:
        """Host the saved room again, on the same port, the game where it stopped (``LanHost.resume_room``).
        The game on the table is asked about first, unless it is that very game where it stopped."""
        if self.active or not (self._on_the_table(saved) or self._leave_local_game()):
            return False
        host = self._new_host()
        address = saved.get("address") if isinstance(saved.get("address"), str) else "0.0.0.0"
        try:
            port = host.listen(int(saved.get("port") or 0), address)
            room = host.resume_room(saved["room"], present=(LOCAL,))
        except (RuntimeError, ValueError, TypeError) as exc:
            self._starting = False
            host.shut_down()
            host.deleteLater()
            self._tell(translate("LanHosting", "Cannot resume the LAN game"), say(said_of(exc)))
            return False
        self.forget_lan_table()  # it is on the table again: the next save replaces it
        self._hosting(host, address)
        self._table_is_there()
        where = translate("LanHosting", "{table}: players rejoin at this computer's address, port {port}").format(
            table=room.name, port=port)
        self._open_lobby(True, where)
        self._on_host_room(room.id, room.public())
        self._status(translate("LanHosting", "{where}. Their seats are held for {seconds}.").format(
            where=where, seconds=argument("seconds", int(room.grace) if room.grace.is_integer() else room.grace)), 0)
        self._announce({"name": host.names.get(LOCAL) or self._player_name(translate("LanHosting", "Host")),
                        "address": address})
        return True

    def _save_lan_table(self) -> None:
        """Keep the room with its game under way, to resume it with the same seats: when the host leaves or
        quits, and while it plays (``_keep_lan_table_soon``), so that the app's next start offers it after a
        crash too. No game under way (not started, over): nothing to resume, the file goes."""
        self._keep_soon.stop()
        host = self.host
        try:
            rooms = host.save_rooms()
            if rooms:
                saves.data_dir(self.window.data_directory)  # made if missing
                saves.atomic_write_text(self.lan_save_path(), json.dumps(
                    {"address": self._host_address, "port": host.port, "room": rooms[0]}))
            else:
                self.forget_lan_table()
        except (OSError, ValueError) as exc:  # SaveError is a ValueError
            self._status(translate("LanHosting", "The LAN table could not be saved: {error}").format(error=exc))

    @Slot()
    def _keep_lan_table_soon(self, *_args) -> None:
        """A move at the hosted table, or a change of who sits where: the room is saved within ``KEEP_MS``
        (at most once per ``KEEP_MS``, however fast the game goes)."""
        if self.host is not None and not self._keep_soon.isActive():
            self._keep_soon.start()

    @Slot()
    def _keep_lan_table(self) -> None:
        if self.host is not None:
            self._save_lan_table()

    def _announce(self, values: dict) -> None:
        """Announce the open table on the LAN (the address is a setting; the Host dialog shows it)."""
        settings = self.window.settings
        address = values.get("announce") or announce_address(settings)
        if values.get("announce") and not os.environ.get(ADDRESS_ENV):
            settings.setValue(ADDRESS_KEY, address)
        if not worth_announcing(values.get("address", "0.0.0.0"), address):
            return
        try:
            self.announcer = Announcer(address, self.discovery_port, parent=self)
        except ValueError as exc:
            self._status(translate("LanHosting", "The table is not announced: {error}").format(error=exc))
            return
        self.announcer.start(self.host, values["name"])

    def _table_for(self, room):
        """The host's table is this window's controller: the host plays at the table as always (and a pause
        after a trick is the host's own view: ``shared``)."""
        self._starting = True
        self.window.controller.shared = True
        return self.window.controller

    @Slot(str, object)
    def _on_host_room(self, room_id: str, public: dict | None) -> None:
        if self.lobby is None or public is None:
            return
        self.lobby.show_room(public, self.host.lobby.rooms[room_id].seat_of(LOCAL))
        if public["started"] and not public["ended"]:
            self.lobby.hide()

    @Slot(object)
    def _on_notice(self, said) -> None:
        text = say(said)
        self._status(text)
        if self.lobby is not None:
            self.lobby.say(text)



    @Slot(str, object)
    def _on_host_seats(self, room_id: str, seats: list) -> None:
        """The host's own table names the people and shows a held seat, as the clients' tables do."""
        controller = self.window.controller
        game = controller.game
        if game is None or getattr(game, "remote", False) or len(seats) != game.players:
            return
        engine_names = game.view(None).get("names") or []
        names = distinct_names([bot_name(str(state.get("level"))) if state.get("auto") and state.get("bot")
                                else state["name"] for state in seats])  # (bots' names in the player's words)
        shown = {engine_names[s]: names[s] for s in range(len(seats)) if s < len(engine_names)}
        notes = [say(note) if note else None for note in seat_notes(seats)]
        states = seat_flags(seats)
        must = (game.to_act() or [None])[0]
        renamed = shown != {k: controller.display_names.get(k) for k in shown}
        if renamed or notes != (controller.seat_notes or []):
            controller.display_names = dict(load_names(self.window.settings), **shown)
            controller.seat_notes = notes if any(notes) else None
            if states != self._seat_flags or (must is not None and seats[must].get("away")):
                self.window.tables.currentWidget().reset()
            self._seat_flags = states
        if renamed:  # the log and the score sheet (a resumed game's whole log) say the people's names too
            self.window.show_seat_names()

