"""LAN play: framing, messages and room rules (pure Python), host and client (QtCore/QtNetwork only).

See ``docs/protocol.md``. Importing this package loads no Qt: the host and client modules import it.
"""
