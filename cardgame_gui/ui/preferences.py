"""The View menu's choices and the window's layout, remembered in the app's settings (QSettings): restored
when the window is made, stored as soon as the player changes one. A mixin of ``MainWindow`` (which
provides ``settings``, ``controller``, the tables, the docks, ``sounds`` and the View menu's actions).

    window.set_speed("fast")            # the bots' pace (View ▸ Bot speed)
    window.set_claim_seconds(30)        # rummy: time to answer a "May I?"
    window.save_layout()                # on quit: the window's size and the docks' widths
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot

from ..session.controller import CLAIM_SECONDS, SPEEDS
from ..session.hint import SETTING as HINT_SETTING
from .seat_names import load_names
from .sound import DEFAULT_VOLUME, VOLUMES

DOCK_WIDTH = 300  # px: the docks' width until the player drags it (then remembered)


class Preferences:
    def _restore_settings(self) -> None:
        s = self.settings
        speed = str(s.value("table/speed", "normal"))
        self.set_speed(speed if speed in SPEEDS else "normal")
        self.dim_action.setChecked(str(s.value("table/dim", "true")) == "true")
        self.four_colour_action.setChecked(str(s.value("table/four_colour", "false")) == "true")
        back = str(s.value("table/back", "blue"))
        self.back_actions.get(back, self.back_actions["blue"]).setChecked(True)
        self.hints_action.setChecked(str(s.value(HINT_SETTING, "true")) == "true")
        sort = str(s.value("table/sort", "suit"))
        self.sort_actions[sort if sort in ("suit", "rank") else "suit"].setChecked(True)
        self.table.set_sort(sort if sort in ("suit", "rank") else "suit")
        claim = int(s.value("rummy/claim_seconds", CLAIM_SECONDS))
        self.claim_actions.get(claim, self.claim_actions[CLAIM_SECONDS]).setChecked(True)
        self.scoreboard.set_details(str(s.value("scores/details", "false")) == "true")
        self.pause_action.setChecked(str(s.value("table/pause_trick", "false")) == "true")
        self.sound_action.setChecked(str(s.value("sound/on", "true")) == "true")
        volume = s.value("sound/volume", DEFAULT_VOLUME)
        volume = int(volume) if str(volume).isdigit() and int(volume) in VOLUMES else DEFAULT_VOLUME
        self.volume_actions[volume].setChecked(True)
        self.sounds.volume = volume
        self.controller.display_names = load_names(s)
        self.scoreboard.details_box.toggled.connect(self._store_details)
        self._restore_layout()

    @Slot(bool)
    def _store_details(self, on: bool) -> None:
        self._store("scores/details", "true" if on else "false")

    def _restore_layout(self) -> None:
        """The window's size and the docks' widths as the player left them (default: docks 300 px)."""
        geometry, state = self.settings.value("window/geometry"), self.settings.value("window/state")
        if geometry is not None:
            self.restoreGeometry(geometry)
        if state is None or not self.restoreState(state):
            self.resizeDocks([self.scoreboard, self.log_dock], [DOCK_WIDTH, DOCK_WIDTH], Qt.Orientation.Horizontal)

    def save_layout(self) -> None:
        self._store("window/geometry", self.saveGeometry())
        self._store("window/state", self.saveState())

    def _store(self, key: str, value) -> None:
        self.settings.setValue(key, value)

    def set_speed(self, name: str) -> None:
        self.controller.set_speed(name)
        self.speed_actions[name].setChecked(True)
        self._store("table/speed", name)

    def set_claim_seconds(self, seconds: int) -> None:
        """Rummy: how long you may think about a "May I?" before the table declines for you."""
        self.controller.set_claim_seconds(seconds)
        self._store("rummy/claim_seconds", seconds)

    def _set_dim(self, on: bool) -> None:
        self.table.set_dim_illegal(on)
        self._store("table/dim", "true" if on else "false")

    def _set_four_colour(self, on: bool) -> None:
        self.table.set_four_colour(on)
        if self._rummy_table is not None:
            self._rummy_table.set_four_colour(on)
        self._store("table/four_colour", "true" if on else "false")

    def _set_back(self, name: str) -> None:
        self.table.set_back(name)
        if self._rummy_table is not None:
            self._rummy_table.set_back(name)
        self._store("table/back", name)

    def _set_sort(self, by: str) -> None:
        self.table.set_sort(by)
        if self._rummy_table is not None:
            self._rummy_table.set_sort(by)
        self._store("table/sort", by)

    def _set_pause(self, on: bool) -> None:
        self.table.pause_after_trick = on
        if not on:
            self.table.continue_play()
        self._store("table/pause_trick", "true" if on else "false")

    def _set_sound(self, on: bool) -> None:
        self.sounds.enabled = on
        self._store("sound/on", "true" if on else "false")

    def _set_volume(self, percent: int) -> None:
        self.sounds.volume = percent
        self._store("sound/volume", percent)

    @Slot(str)
    def play_sound(self, name: str) -> None:
        self.sounds.play(name)

    def _set_hints(self, on: bool) -> None:
        self._store(HINT_SETTING, "true" if on else "false")
