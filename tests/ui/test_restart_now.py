"""View ▸ Language ▸ "Restart now" starts the app again (the other language tests stand in for the new
process). QProcess.startDetached() of an instance gives a bool in PySide6 6.11, not (bool, pid): unpacking
it raised a TypeError after the start (a traceback in the terminal), and where the program could not start,
the player saw the window close and nothing else — "The app could not start again by itself" never came.
The new process reads the player's choice, not the CARDGAME_LANGUAGE the old one was started with."""

from __future__ import annotations

import os
import sys
import time

import pytest

from cardgame_gui.ui.window import preferences


@pytest.mark.skipif(os.name != "posix", reason="a shell script stands in for the app")
def test_restart_now_starts_the_app_again_without_the_old_language_variable(tmp_path, monkeypatch):
    started = tmp_path / "started"
    program = tmp_path / "cardgame-gui"
    program.write_text(f'#!/bin/sh\necho "language=$CARDGAME_LANGUAGE args=$*" > "{started}"\n')
    program.chmod(0o755)
    monkeypatch.setattr(sys, "frozen", True, raising=False)  # the bundle: its program, no arguments
    monkeypatch.setattr(sys, "executable", str(program))
    monkeypatch.setenv("CARDGAME_LANGUAGE", "de")
    assert preferences.start_again() is True
    deadline = time.monotonic() + 10
    while not started.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert started.read_text() == "language= args=\n"


def test_a_program_that_cannot_start_is_reported_not_raised(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(tmp_path / "no such program"))
    assert preferences.start_again() is False
