"""The window's menu bar: Game, Edit, View and Help, each item wired to the window's slot. A mixin of
``MainWindow`` (which provides ``controller``, the docks and the slots the items call: ``new_game_dialog``,
``open_dialog`` … in the window and its mixins; the View items' setters in ``preferences``).

    window._build_menus()               # once, when the window is made; the actions it keeps:
                                        #   undo_action, last_trick_action, sort_actions, dim_action, …
    window._action(menu, text, slot, shortcut=None, checkable=False, checked=False) -> QAction

The LAN items (Host, Join, the lobby, Leave, Rejoin) join the Game menu when it first opens
(``LanSession``).
"""

from __future__ import annotations

import weakref

from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from ... import i18n
from ...i18n import translate, translate_noop
from ...session.controller import CLAIM_SECONDS, SPEEDS
from ..sound import DEFAULT_VOLUME, VOLUMES

# The View menu's words for the settings' names (translated where the menu is made)
_BACK_NAMES = {"blue": translate_noop("MainWindow", "Blue"), "red": translate_noop("MainWindow", "Red")}
_SPEED_NAMES = {"off": translate_noop("MainWindow", "Off (no pauses or animation)"),
                "fast": translate_noop("MainWindow", "Fast"), "normal": translate_noop("MainWindow", "Normal"),
                "slow": translate_noop("MainWindow", "Slow")}


class Menus:
    def _action(self, menu, text: str, slot, shortcut=None, checkable=False, checked=False) -> QAction:
        slot = self._weakly(slot)
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if checkable:
            action.setCheckable(True)
            action.setChecked(checked)
            action.toggled.connect(slot)
        else:
            action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _choices(self, menu, choices: list[tuple], choose, checked) -> dict:
        """Items of ``menu`` of which one is ticked (the choice in use, ``checked`` at first): {key: action};
        picking one calls ``choose(key)``."""
        group = QActionGroup(self)  # (the window's child: it lives as long as the menu)
        actions = {}
        for key, label in choices:
            action = self._action(menu, label, lambda on, k=key: on and choose(k), checkable=True,
                                  checked=key == checked)
            group.addAction(action)
            actions[key] = action
        return actions

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(translate("MainWindow", "&Game"))
        self._action(game, translate("MainWindow", "&New Game…"), self.new_game_dialog, QKeySequence.StandardKey.New)
        self._action(game, translate("MainWindow", "&Open…"), self.open_dialog, QKeySequence.StandardKey.Open)
        self._action(game, translate("MainWindow", "&Save"), self.save, QKeySequence.StandardKey.Save)
        self._action(game, translate("MainWindow", "Save &As…"), self.save_as, QKeySequence.StandardKey.SaveAs)
        game.addSeparator()
        self._action(game, translate("MainWindow", "Statisti&cs…"), self.show_statistics)
        self._action(game, translate("MainWindow", "Hand h&istory…"), self.show_hand_history,
                     "Ctrl+Shift+H")  # &H: Host a table
        self._action(game, translate("MainWindow", "Seat na&mes…"), self.name_seats)
        game.addSeparator()
        self._action(game, translate("MainWindow", "&Quit"), self.close, QKeySequence.StandardKey.Quit)
        game.aboutToShow.connect(self._load_lan)  # the LAN items join the Game menu when it first opens
        edit = bar.addMenu(translate("MainWindow", "&Edit"))
        self.undo_action = self._action(edit, translate("MainWindow", "&Undo your last move"), self.undo,
                                        QKeySequence.StandardKey.Undo)
        view = bar.addMenu(translate("MainWindow", "&View"))
        self.last_trick_action = self._action(view, translate("MainWindow", "&Last trick"), self.toggle_last_trick,
                                              "Ctrl+L")
        self.sort_actions = self._choices(view.addMenu(translate("MainWindow", "&Sort hand")),
                                          [("suit", translate("MainWindow", "By &suit")),
                                           ("rank", translate("MainWindow", "By &rank"))], self._set_sort, "suit")
        self.dim_action = self._action(view, translate("MainWindow", "&Dim cards you cannot play"), self._set_dim,
                                       checkable=True, checked=True)
        self.four_colour_action = self._action(view, translate("MainWindow", "&Four-colour deck"),
                                               self._set_four_colour, checkable=True)
        self.back_actions = self._choices(view.addMenu(translate("MainWindow", "Card &back")),
                                          [(name, translate("MainWindow", _BACK_NAMES[name]))
                                           for name in ("blue", "red")], self._set_back, "blue")
        self.rule_card_action = self._action(view, translate("MainWindow", "&Rule card"), self._set_rule_card,
                                             checkable=True, checked=True)
        self.pause_action = self._action(view, translate("MainWindow", "&Pause after each trick (click to continue)"),
                                         self._set_pause, checkable=True)
        self.speed_actions = self._choices(view.addMenu(translate("MainWindow", "Bot sp&eed")),
                                           [(name, translate("MainWindow", _SPEED_NAMES.get(name, name)))
                                            for name in SPEEDS], self.set_speed, self.controller.speed)
        self.claim_actions = self._choices(view.addMenu(translate("MainWindow", "“May I?” &time to answer")),
                                           [(seconds, translate("MainWindow", "%n second(s)", seconds))
                                            for seconds in (4, 8, 15, 30)], self.set_claim_seconds, CLAIM_SECONDS)
        self.hints_action = self._action(view, translate("MainWindow", "Allow &hints"), self._set_hints,
                                         checkable=True, checked=True)
        self.sound_action = self._action(view, translate("MainWindow", "S&ound"), self._set_sound, checkable=True,
                                         checked=True)
        self.volume_actions = self._choices(view.addMenu(translate("MainWindow", "Sound &volume")),
                                            [(percent, translate("MainWindow", "{percent}%").format(percent=percent))
                                             for percent in VOLUMES], self._set_volume, DEFAULT_VOLUME)
        languages = view.addMenu(translate("MainWindow", "Lan&guage"))
        system = translate("MainWindow", "System language ({language})").format(
            language=i18n.LANGUAGES[i18n.system_language()])
        # "": follow the system's; each language named in its own words, after a line
        self.language_actions = self._choices(languages, [("", system), *i18n.LANGUAGES.items()],
                                              self.choose_language, "")
        languages.insertSeparator(self.language_actions[next(iter(i18n.LANGUAGES))])
        view.addSeparator()
        view.addAction(self.scoreboard.toggleViewAction())
        view.addAction(self.log_dock.toggleViewAction())
        help_menu = bar.addMenu(translate("MainWindow", "&Help"))
        self._action(help_menu, translate("MainWindow", "&Rules of this game"), self.show_rules,
                     QKeySequence.StandardKey.HelpContents)
        self.hint_action = self._action(help_menu, translate("MainWindow", "&Hint: what would the expert do?"),
                                        self.show_hint, "H")
        self._action(help_menu, translate("MainWindow", "&About"), self.show_about)

    def _weakly(self, slot):
        """A lambda capturing the window, connected as is, would keep a closed window alive for good (Qt
        holds the connection, out of the garbage collector's sight): the window keeps the lambda and the
        connection gets a stand-in that reaches it through a weak reference. Bound methods pass as they are."""
        if getattr(slot, "__self__", None) is not None or not hasattr(slot, "__code__"):
            return slot
        self.__dict__.setdefault("_menu_slots", []).append(slot)
        code, defaults = slot.__code__, slot.__defaults__ or ()
        wanted = code.co_argcount - len(defaults)  # the signal's arguments the lambda takes
        window, index = weakref.ref(self), len(self._menu_slots) - 1

        def call(*args):
            alive = window()
            if alive is not None:
                alive._menu_slots[index](*args[:wanted])
        return call
