"""The guest's side of ``LanSession`` (``session.py``): Game ▸ Join a table, the reconnect token and the
table last joined (QSettings), rejoining (at start-up, by hand, after a lost connection), what the guest's
window shows of the room and its seats, the host's deal checked at game over, and the connection's end.

``JoiningMixin`` keeps no state of its own: ``LanSession.__init__`` sets every attribute it uses, and the
parts both sides share (``_begin``, ``_end``, ``_open_lobby``, ``_status`` …) stay in ``session.py``.
"""

from __future__ import annotations

import json

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QDialog, QMessageBox

from ...i18n import translate
from ...net.client import LanClient, RemoteGame
from ...net.messages import seat_flags
from ...net.wording import say
from ...net.words import Said
from ...session import saves
from .dialogs import JoinDialog

TOKEN_KEY = "lan/tokens/{address}:{port}"  # QSettings: the reconnect token a host gave us
LAST_JOIN_KEY = "lan/last_join"  # QSettings: the table last joined (JSON), while its game may be running
QUIT_REASON = Said("closed_app")  # a guest's bye on quitting: a drop, the seat held ("Bob lost connection (closed…)")
OWN_DOING = ("could_not_join", "you_left", "started_another")  # codes of a close by the person: said already
NO_WAY_BACK = ("removed_you",)  # codes of a close after which that table takes the person back no more


class WindowRemoteGame(RemoteGame):
    def to_json(self) -> str:
        raise saves.SaveError(translate("LanJoining", "The host keeps this game: ask them to save it"))


class JoiningMixin:
    """``LanSession``'s joining: a ``net.client.LanClient`` whose game the window's controller follows."""

    @Slot()
    def join_dialog(self) -> None:
        dialog = JoinDialog(self.window, name=self._player_name(translate("LanJoining", "Player")),
                            discovery_port=self.discovery_port)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.join_table(dialog.values())
        dialog.deleteLater()

    def join_table(self, values: dict) -> bool:
        if self.active or not self._leave_local_game():
            return False
        self._remember_name(values)
        client = LanClient(self, game_class=WindowRemoteGame)
        self.client = client
        self._join_code = values.get("code")
        self._last_join = dict(values)
        token = self.window.settings.value(TOKEN_KEY.format(**values))
        client.token = token if isinstance(token, str) and token else None
        self._join_room = values.get("room")  # the table picked from the ones announced (None: the only one)
        client.welcomed.connect(self._on_welcomed)
        client.reconnecting.connect(self._on_reconnecting)
        client.seats.connect(self._on_seats)
        client.room_changed.connect(self._on_client_room)
        client.refused.connect(self._on_refused)
        client.started.connect(self._on_client_started)
        client.chat_received.connect(self.chat.add)
        client.notice_received.connect(self._on_table_notice)
        client.closed.connect(self._on_closed)
        client.deal_checked.connect(self._on_deal_checked)
        self._begin()
        self._status(translate("LanJoining", "Connecting to {address} port {port}…").format(
            address=values["address"], port=values["port"]), 0)
        client.connect_to(values["address"], values["port"], values["name"])
        return True

    @Slot(object)
    def _on_welcomed(self, welcome: dict) -> None:
        client = self.client
        self.window.settings.setValue(TOKEN_KEY.format(address=client.address, port=client.port), client.token)
        if self._last_join:
            self.window.settings.setValue(LAST_JOIN_KEY, json.dumps(self._last_join))
        self._sync_menu()
        self._reconnecting = False
        if client.back:
            self._table_is_there()
            self._status(translate("LanJoining", "You are back at the table: your seat was kept for you"), 0)
            return
        if self.lobby is not None:  # rejoined, but the host no longer kept our seat
            self.lobby.close()
            self.lobby.deleteLater()
            self.lobby = None
        if self._last_join and self._last_join.get("watch"):
            self._status(translate("LanJoining", "Connected to a host running cardgame_gui {version}: asking to "
                                   "watch…").format(version=welcome["app"]), 0)
            client.watch(room=self._join_room, code=self._join_code)
            return
        self._status(translate("LanJoining", "Connected to a host running cardgame_gui {version}: asking for a "
                               "seat…").format(version=welcome["app"]), 0)
        client.join(room=self._join_room, code=self._join_code)

    @Slot(object)
    def _on_table_notice(self, said: Said) -> None:
        self.chat.add_notice(say(said))

    @Slot(object)
    def _on_reconnecting(self, said: Said) -> None:
        text = say(said)
        first = not self._reconnecting
        self._reconnecting = True
        self._status(text, 0)
        self.chat.add_notice(text)
        self._sync_menu()
        if first and getattr(self.window.controller.game, "remote", False):
            self.window.tables.currentWidget().reset()  # nothing to play until we are back (no bid box)

    def _saved_join(self) -> dict | None:
        """The table last joined, if its reconnect token is kept (a start-up may rejoin it)."""
        try:
            values = json.loads(str(self.window.settings.value(LAST_JOIN_KEY, "")))
            token = self.window.settings.value(TOKEN_KEY.format(**values))
        except (TypeError, ValueError, KeyError, AttributeError):
            return None
        return values if isinstance(values, dict) and isinstance(token, str) and token else None

    def _forget_join(self) -> None:
        self._last_join = None
        self.window.settings.remove(LAST_JOIN_KEY)
        self._sync_menu()

    def offer_rejoin(self) -> bool:
        """At start-up: the app was closed (or killed) at a LAN table whose token is kept — offer to rejoin
        it; True when the rejoin is under way. No: the table is forgotten."""
        values = self._saved_join()
        if values is None or self.active:
            return False
        if values.get("watch"):
            text = translate("LanJoining", "You were watching at the LAN table at {address} port {port} as {name}. "
                             "Rejoin it?\n\nIf the game is still running your seat is given back to you. No: the "
                             "table is forgotten.")
        else:
            text = translate("LanJoining", "You were playing at the LAN table at {address} port {port} as {name}. "
                             "Rejoin it?\n\nIf the game is still running your seat is given back to you. No: the "
                             "table is forgotten.")
        answer = QMessageBox.question(self.window, translate("LanJoining", "Rejoin the table?"), text.format(
            address=values["address"], port=values["port"], name=values.get("name", "?")))
        if answer != QMessageBox.StandardButton.Yes:  # "No: the table is forgotten" — its seat with it: a
            self.window.settings.remove(TOKEN_KEY.format(**values))  # Join there sits down as a newcomer
            self._forget_join()
            return False
        self._rejoin_at_start = True
        return self.join_table(values)

    @Slot()
    def rejoin(self) -> None:
        """Game ▸ Rejoin the table: connect again with our token (to the last table joined)."""
        if self.client is not None:
            self.client.rejoin()
        elif not self.active and self._last_join is not None:
            self.join_table(self._last_join)

    @Slot(object)
    def _on_seats(self, seats: list) -> None:
        """Who plays a seat changed, or a held seat's countdown: the labels and the status bar say it."""
        controller, game = self.window.controller, self.client.game if self.client is not None else None
        states = seat_flags(seats)
        changed = states != self._seat_flags
        if game is not None and controller.game is game:
            must = (game.view().get("to_act") or [None])[0]
            waiting_for_away = must is not None and must < len(seats) and seats[must].get("away")
            if controller.seats != game.seat_kinds or changed or waiting_for_away:
                controller.seats = list(game.seat_kinds)
                self.window.tables.currentWidget().reset()  # the labels: "Disconnected — waiting 9s"
        self._seat_flags = states
        away = [s for s in seats if isinstance(s, dict) and s.get("away")]
        waiting = [translate("LanJoining", "{name} — disconnected, waiting {seconds}s").format(
            name=s.get("name"), seconds=s.get("waiting") or 0) for s in away if not s.get("bot")]
        if waiting:
            self._status("; ".join(waiting), 0)
        elif changed:
            played = [str(s.get("name")) for s in away]
            self._status(translate("LanJoining", "A bot plays for {names} until they rejoin").format(
                names=", ".join(played)) if played
                else translate("LanJoining", "Everyone is back at the table"), 10000)

    @Slot(object, object)
    def _on_client_room(self, room: dict | None, you) -> None:
        if room is None:
            return
        self._table_is_there()
        if self.lobby is None and you is None:
            self._open_lobby(False, translate("LanJoining", "{table}: you are watching this table").format(
                table=room["name"]))
            self._status(translate("LanJoining", "You are watching {table}: you see what an onlooker sees, and can "
                                   "chat").format(table=room["name"]))
        elif self.lobby is None:
            if room["ended"]:
                where = translate("LanJoining", "{table}: the game is over; the next one starts here when the host "
                                  "deals it")
            elif you is not None and you == room.get("host"):
                where = translate("LanJoining", "{table}: you opened it: choose the game and press Start once "
                                  "everyone is ready; tick Ready when you are")
            else:
                where = translate("LanJoining", "{table}: the host chooses the game; tick Ready when you are")
            self._open_lobby(False, where.format(table=room["name"]))
            if self.client is not None and self.client.back and you is not None:
                self._status(translate("LanJoining", "You are back at the table in seat {seat}: your seat was kept "
                                       "for you").format(seat=you + 1))
            else:
                self._status(translate("LanJoining", "You sit in seat {seat} at {table}").format(
                    seat=(you or 0) + 1, table=room["name"]))
        self.lobby.show_room(room, you)
        if room["started"] and not room["ended"]:
            self.lobby.hide()

    @Slot(object)
    def _on_refused(self, said: Said) -> None:
        reason = say(said)
        self._status(reason)
        if self.lobby is not None:
            self.lobby.say(reason)
        elif self.client is not None and self.client.room is None:  # the join itself was refused
            self._tell(translate("LanJoining", "Cannot join this table"), reason)
            self.client.close(Said("could_not_join"))

    @Slot(object)
    def _on_client_started(self, remote) -> None:
        self._starting = True
        self.window.controller.follow(remote)
        if self.lobby is not None:
            self.lobby.hide()

    @Slot(bool, object)
    def _on_deal_checked(self, ok: bool, sentence: Said) -> None:
        """The host revealed its seed at game over: say whether the deal kept its promise — once the table
        has shown the end of the game (the log follows the table, which may still be animating)."""
        self.deal_verdict = self._verdict_due = (ok, sentence)
        if self._end_drawn:
            self._say_verdict()

    @Slot(object, object)
    def _on_table_drawn(self, _view, events: list) -> None:
        self.say_whose_turn()  # after the window's prompt, which follows the table too
        if any(event.get("type") == "game_over" for event in events):
            self._end_drawn = True
            if self._verdict_due is not None:
                self._say_verdict()

    def _say_verdict(self) -> None:
        ok, said = self._verdict_due
        self._verdict_due = None
        sentence = say(said)
        self.window.log_dock.add_text(sentence)
        self._status(sentence, 0)
        if not ok:
            self._tell(translate("LanJoining", "The host's deal does not match what it promised"),
                       translate("LanJoining", "{verdict}\n\nThe host promised a deal before the first card and "
                                 "revealed it at the end; what you were shown does not follow from it. The host may "
                                 "have changed the deal during play.").format(verdict=sentence))

    @Slot(object)
    def _on_closed(self, said: Said) -> None:
        had_seat = self.lobby is not None
        game = self.window.controller.game
        code = getattr(said, "code", None)
        reason = say(said)
        self._end()
        self._status(translate("LanJoining", "Disconnected: {reason}").format(reason=reason), 0)
        quitting = code == QUIT_REASON.code
        if code in OWN_DOING or code in NO_WAY_BACK or game is not None and game.over and not quitting:
            self._forget_join()  # nothing to rejoin: the person left or was removed, or the game is over
        if quitting:
            return  # the window is closing: the next start offers to rejoin
        if code in OWN_DOING:
            pass  # said already, or the person's own doing
        elif code in NO_WAY_BACK:
            self._tell(translate("LanJoining", "Removed from the table"), reason)
        elif had_seat:
            self._tell(translate("LanJoining", "Connection to the table lost"),
                       translate("LanJoining", "{reason}\n\nThe table shows where the game stopped: start a new one "
                                 "with Game ▸ New Game, or try Game ▸ Rejoin the table.").format(reason=reason))
        else:
            self._tell(translate("LanJoining", "Cannot join this table"), reason)
        if self._rejoin_at_start:
            self._rejoin_at_start = False
            if self.window.controller.game is None:  # the rejoin offered at start failed: a saved game, or the last
                self.window.offer_saved_games() or self.window.start_launch_game()

