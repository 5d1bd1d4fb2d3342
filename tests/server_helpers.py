"""A ``cardgame-server`` process for tests: on 127.0.0.1, port 0, loopback announcements, its output read
line by line in threads (``tests/server/test_server.py``, ``tests/server/test_server_window.py``)."""

import os
import re
import subprocess
import sys
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
WAIT = 15000


class ServerProcess:
    """``python -m cardgame_gui.server.cli`` on 127.0.0.1 with its output read line by line in a thread."""

    def __init__(self, *extra: str, save_dir: Path):
        command = [sys.executable, "-m", "cardgame_gui.server.cli", "--port", "0", "--address", "127.0.0.1",
                   "--announce-address", "127.0.0.1", "--name", "Test server", "--save-dir", str(save_dir),
                   *extra]
        self.process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                        text=True, env=dict(os.environ, PYTHONUNBUFFERED="1"))
        self.lines: list[str] = []
        self.errors: list[str] = []
        self._readers = [threading.Thread(target=self._read, args=(self.process.stdout, self.lines), daemon=True),
                         threading.Thread(target=self._read, args=(self.process.stderr, self.errors), daemon=True)]
        for reader in self._readers:
            reader.start()
        self.port = None

    @staticmethod
    def _read(stream, into: list) -> None:
        for line in stream:
            into.append(line.rstrip("\n"))

    def wait_serving(self, qtbot) -> int:
        qtbot.waitUntil(lambda: any(line.startswith("Serving") for line in self.lines)
                        or self.process.poll() is not None, timeout=WAIT)
        line = next((line for line in self.lines if line.startswith("Serving")), None)
        assert line is not None, f"the server did not start: {self.errors}"
        self.port = int(re.fullmatch(r'Serving ".*" on port (\d+)', line).group(1))
        return self.port

    def matching(self, pattern: str) -> list[str]:
        return [line for line in self.lines if re.search(pattern, line)]

    def wait_line(self, qtbot, pattern: str, count: int = 1) -> list[str]:
        qtbot.waitUntil(lambda: len(self.matching(pattern)) >= count, timeout=WAIT)
        return self.matching(pattern)

    def finish(self, qtbot, timeout: float = 10) -> int:
        """Wait for the exit while the test's own event loop runs (its clients hear the goodbye)."""
        qtbot.waitUntil(lambda: self.process.poll() is not None, timeout=int(timeout * 1000))
        for reader in self._readers:
            reader.join(2)
        return self.process.returncode

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(5)


@pytest.fixture
def servers(tmp_path):
    started = []

    def start(*extra, save_dir=tmp_path / "saves"):
        server = ServerProcess(*extra, save_dir=save_dir)
        started.append(server)
        return server
    yield start
    for server in started:
        server.kill()
