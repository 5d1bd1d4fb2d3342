"""What the window's status bar says: whose turn it is and what to do (``_prompt``, said again when the bar
is cleared), the game's end, a refusal in the player's words, the card picked. A mixin of ``MainWindow``
(which provides ``controller``, ``statusBar()``, ``_current_table`` and ``_lan``). The rummy table says
what to do in its own bar; at a LAN table the waiting line is the LAN session's (``say_whose_turn``).
"""

from __future__ import annotations

from PySide6.QtCore import Slot

from ... import i18n
from ...engine import seat_name
from ...i18n import translate
from ...session.messages import refusal_text
from ..results.game_over import winners_sentence
from ..scene.words import shown_names


class StatusLine:
    @Slot(str)
    def _prompt_again(self, message: str) -> None:
        """The bar was cleared (a menu closed, a message timed out): say again whose turn it is, once the
        table shows the present moment."""
        if not message and self.controller.game is not None and not self._current_table().animator.pending():
            self._prompt(self.controller.view())

    def _prompt(self, view: dict) -> None:
        if view.get("over"):
            return
        if self.controller.is_my_turn():
            legal = self.controller.legal()
            kinds = {a.get("type") for a in legal}
            if "play" in kinds and view.get("turn") == self.controller.me:
                self.statusBar().showMessage(translate("MainWindow", "Your turn: play a card (drag it to the middle, "
                                                       "click it twice, or use ← → and Enter)"))
            elif "call_partner" in kinds:
                self.statusBar().showMessage(translate("MainWindow", "Call your partner's card"))
            elif view.get("game") == "floating_bridge" and "decline" in kinds:
                self.statusBar().showMessage(translate("MainWindow", "Your turn: a wash (a new deal) or not"))
            elif kinds & {"bid", "pass"}:
                mine = view.get("turn") == self.controller.me
                self.statusBar().showMessage(translate("MainWindow", "Your bid") if mine
                                             else translate("MainWindow", "You may still change your bid"))
            else:
                self.statusBar().clearMessage()  # the rummy table says what to do in its own bar
            return
        if self._lan is not None and self._lan.active:
            self.statusBar().clearMessage()
            self._lan.say_whose_turn()  # a LAN table names the person everyone waits for, and what for
            return
        must = (view.get("to_act") or [None])[0]
        seats = self.controller.seats
        if must is not None and must != self.controller.me and must < len(seats) and seats[must] is None:
            names = shown_names(view)
            who = names[must] if must < len(names) else i18n.seat_name(must, len(seats))
            self.statusBar().showMessage(translate(
                "MainWindow", "Waiting for {name}, another person: this window plays one person's seat (choose "
                "bots for the others in New Game)").format(name=who))
        else:
            self.statusBar().clearMessage()  # a prompt or selection of your last turn no longer applies

    def _game_over_text(self, view: dict, event: dict) -> str:
        names = shown_names(view)  # (a seat nobody named in the player's language: "Süd", not "South")
        given = event.get("scores") or []
        scores = ", ".join(translate("MainWindow", "{name} {score}").format(
            name=names[s] if s < len(names) else i18n.seat_name(s, len(given)), score=score)
            for s, score in enumerate(given))
        me = self.controller.me if self.controller.human_count else None
        verdict = winners_sentence(dict(view, **event), me)
        return translate("MainWindow", "Game over: {verdict} — scores: {scores}").format(verdict=verdict,
                                                                                       scores=scores)

    def _on_rejected(self, reason: str, code: str = "", data: dict | None = None) -> None:
        """A refusal as said to the person at the table (messages.py); the engine's sentence is kept for
        the log and the API."""
        game = self.controller.game
        names = shown_names(self.controller.view()) if game is not None else []
        # the engine says "Player 2" or "West"; the table shows the names given (the people's at a LAN table),
        # a seat nobody named in the player's language ("Ost", "Spieler 2")
        shown = {seat_name(s, game.players): names[s] for s in range(min(len(names), game.players))} if game else {}
        self._show_reason(refusal_text(code, data or {}, reason, names, self.controller.me, shown))

    @Slot(str)
    def _show_reason(self, reason: str) -> None:
        self.statusBar().showMessage(reason, 10000)

    @Slot(str)
    def _on_selection(self, text: str) -> None:
        if text:
            self.statusBar().showMessage(translate("MainWindow", "Selected: {card} — press Enter to play it")
                                         .format(card=text), 4000)
