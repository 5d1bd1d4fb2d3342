"""``cardgame-server``: the headless multi-room LAN host (QtCore + net + session, never ui).

cli: the command line; host: the server's parts.
"""
