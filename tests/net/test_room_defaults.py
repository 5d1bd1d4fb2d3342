"""One default bot level for the empty seats of a LAN table: a server's rooms and the app's lobby both
propose expert bots, what people expect at a LAN party."""

from cardgame_gui.net.rooms import DEFAULT_BOT_LEVEL, Lobby
from cardgame_gui.session.controller import default_level


def test_a_room_fills_empty_seats_with_the_level_the_apps_lobby_proposes():
    lobby = Lobby()
    room = lobby.create("p1", "Ann", "Friday")
    lobby.configure("p1", "german_bridge", 4)  # no bot level chosen
    lobby.toggle_ready("p1")
    assert room.bot_level == DEFAULT_BOT_LEVEL == "expert" == default_level("german_bridge")
    assert lobby.start("p1") == [None, "expert", "expert", "expert"]
