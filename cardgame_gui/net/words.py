"""What the LAN host says to a person, as a code and its arguments (protocol 3; pure Python, no Qt).

    said = Said("room_full", room="Friday", seats=4)
    said                       # "Friday is full (4 seats)": a str, the English sentence (logs, tests, old peers)
    said.code, said.data       # "room_full", {"room": "Friday", "seats": 4}: what goes over the wire
    said.wire()                # {"code": "room_full", "data": {"room": "Friday", "seats": 4}}
    Said.from_wire(frame, "message")   # a frame's words again (a code this app does not know: its English)

Every window renders a ``Said`` in its own player's language (``net/wording.py``: ``say(said)``), so a German
host and a Dutch guest each read their own words. ``SENTENCES`` holds every code's English sentence, marked for
lupdate (context "LanWords"); an argument is shown by its name (``KINDS``): ``seconds``, ``seats`` … are counts
("30 seconds"), ``game`` a game's id (its name in the player's words), ``level`` a bot level ("an expert bot"),
``reason`` another ``Said`` (nested in ``data`` as its wire form), anything else as it is (names, numbers).
``docs/protocol.md`` lists every code.
"""

from __future__ import annotations

from ..engine import GAMES


def translate_noop(context: str, text: str) -> str:
    """Marks ``text`` for lupdate (as ``i18n.translate_noop``, which this pure module cannot import)."""
    return text


SENTENCES: dict[str, str] = {
    # ----- lobby refusals (``error``) ---------------------------------------------------------------
    "no_such_table": translate_noop("LanWords", "There is no table '{room}' here"),
    "not_at_that_table": translate_noop("LanWords", "You are not at that table"),
    "not_at_a_table": translate_noop("LanWords", "You are not at a table"),
    "already_at_table_open": translate_noop("LanWords", "You are already at a table: leave it before opening another"),
    "already_at_table_join": translate_noop("LanWords", "You are already at a table: leave it before joining another"),
    "already_at_table_watch": translate_noop("LanWords",
                                             "You are already at a table: leave it before watching another"),
    "invite_needs_code": translate_noop("LanWords", "An invite-only table needs a join code"),
    "code_too_short": translate_noop("LanWords",
                                     "A join code needs at least {characters}, so that nobody finds it by trying"),
    "code_too_long": translate_noop("LanWords", "A join code has at most {characters}"),
    "removed_you": translate_noop("LanWords",
                                  "The host of {room} removed you from its seats: you cannot sit there again"),
    "game_started_at": translate_noop("LanWords", "The game at {room} has already started"),
    "room_full": translate_noop("LanWords", "{room} is full ({seats})"),
    "too_many_tables": translate_noop("LanWords", "This host already has {tables} open, its most: join one of "
                                      "them, or open yours when one closes"),
    "invite_only": translate_noop("LanWords", "{room} is invite-only: ask the host for the join code"),
    "wrong_code": translate_noop("LanWords", "That join code is wrong: ask the host for it again"),
    "code_pause": translate_noop("LanWords",
                                 "Too many wrong join codes from your address: wait {seconds} before trying again"),
    "game_ended": translate_noop("LanWords", "The game at this table has ended"),
    "game_already_started": translate_noop("LanWords", "The game has already started"),
    "spectator_not_ready": translate_noop("LanWords",
                                          "You are watching this table: spectators have no seat to be ready in"),
    "only_host_chooses": translate_noop("LanWords", "Only the host chooses the game"),
    "only_host_starts": translate_noop("LanWords", "Only the host can start the game"),
    "only_host_frees": translate_noop("LanWords", "Only the host can free a seat"),
    "unknown_game": translate_noop("LanWords", "Unknown game '{text}'"),
    "players_range": translate_noop("LanWords", "{game} is for {low}–{high} players, not {value}"),
    "seats_below_people": translate_noop("LanWords", "There are {people} at the table: choose at least {seats}"),
    "bad_option": translate_noop("LanWords", "{game}: {error}"),
    "no_such_bot": translate_noop("LanWords", "No '{text}' bot plays {game} (levels: {levels})"),
    "bad_grace": translate_noop("LanWords", "The wait for a dropped player must be 0–{most} seconds, not {value}"),
    "not_everyone_ready": translate_noop("LanWords", "Not everyone is ready: waiting for {names}"),
    "no_bot_fill": translate_noop("LanWords", "No '{text}' bot plays {game}: fill every seat"),
    "free_after_start": translate_noop("LanWords", "The game has started: a seat is freed only before the start (a "
                                       "player who leaves or drops is played by a bot)"),
    "nobody_in_seat": translate_noop("LanWords", "There is nobody to remove in that seat ({seated} seated)"),
    "remove_yourself": translate_noop("LanWords", "You cannot remove yourself: leave the table instead"),
    "one_table": translate_noop("LanWords", "This host runs one table, its own: join it (or watch it) — no other "
                                "table can be opened here"),
    "say_which_join": translate_noop("LanWords", "Say which table to join"),
    "say_which_watch": translate_noop("LanWords", "Say which table to watch"),
    "no_table_open": translate_noop("LanWords", "Nobody has opened a table here"),
    "sit_to_chat": translate_noop("LanWords", "Sit at a table to chat"),
    "unknown_request": translate_noop("LanWords", "Unknown request '{request}'"),
    "cannot_start": translate_noop("LanWords", "Cannot start: {error}"),
    "already_hello": translate_noop("LanWords", "You have already said hello"),
    "too_fast": translate_noop("LanWords", "You are sending too fast — wait a moment"),
    "host_full": translate_noop("LanWords", "This host is full: it holds {connections}, its most. Try again when "
                                "someone has left"),
    "address_full": translate_noop("LanWords", "This host already has {connections} from your address, its most: "
                                   "close one of them first"),
    "bad_message": translate_noop("LanWords", "A message could not be read: {error}"),
    "unsendable": translate_noop("LanWords", "An answer could not be sent: {error}"),
    "broken_frame": translate_noop("LanWords", "Broken frame, disconnecting: {error}"),
    # ----- an action refused by the host itself (``rejected``; the engine's own are its RuleError codes) -----
    "spectators_watch": translate_noop("LanWords", "Spectators watch: they do not play"),
    "no_game_yet": translate_noop("LanWords", "There is no game at your table yet"),
    "not_understood": translate_noop("LanWords", "That action is not understood ({error})"),
    # ----- the connection's end (``bye``, and what a window says of it) ------------------------------
    "host_closed_table": translate_noop("LanWords", "The host closed the table"),
    "server_shutting_down": translate_noop("LanWords", "The server is shutting down: games under way are saved, "
                                           "and you can rejoin yours when it is back"),
    "hello_first": translate_noop("LanWords", "Say hello first: send a 'hello' with your protocol version and name"),
    "no_hello": translate_noop("LanWords", "No hello within {seconds}: disconnected"),
    "update_your_app": translate_noop("LanWords", "This table speaks protocol {theirs} (cardgame_gui {their_app}); "
                                      "your app speaks protocol {ours} (cardgame_gui {our_app}). Update your app to "
                                      "the host's version to join."),
    "update_host_app": translate_noop("LanWords", "This table speaks protocol {theirs} (cardgame_gui {their_app}); "
                                      "your app speaks protocol {ours} (cardgame_gui {our_app}). The host's app is "
                                      "older: ask the host to update it."),
    "flooded": translate_noop("LanWords", "You sent far too many messages too fast: disconnected"),
    "connected_again": translate_noop("LanWords", "You connected again from another window"),
    "idle": translate_noop("LanWords", "Nothing heard for {seconds}: the connection was lost"),
    "frame_late": translate_noop("LanWords",
                                 "A frame was not finished within {seconds} of its first byte: disconnected"),
    "peer_closed": translate_noop("LanWords", "The other side closed the connection"),
    "host_closed": translate_noop("LanWords", "The host closed the connection"),
    "peer_did_not_read": translate_noop("LanWords",
                                        "The other side did not read what was sent: over {kib} KiB were waiting"),
    "host_did_not_read": translate_noop("LanWords", "The host did not read what was sent: over {kib} KiB were waiting"),
    "socket_error": translate_noop("LanWords", "{error}"),
    "could_not_connect": translate_noop("LanWords", "Could not connect: {error}"),
    "gave_up": translate_noop("LanWords", "{reason}. Gave up rejoining after {attempts}"),
    "rejoining": translate_noop("LanWords", "Connection lost — trying to rejoin… (attempt {attempt} of {most}; "
                                "{reason})"),
    "unknown_game_played": translate_noop("LanWords", "The host plays a game this app does not know ({text})"),
    "you_left": translate_noop("LanWords", "You left the table"),
    "closed_app": translate_noop("LanWords", "closed the app"),
    "could_not_join": translate_noop("LanWords", "Could not join"),
    "started_another": translate_noop("LanWords", "You started another game"),
    "left": translate_noop("LanWords", "left"),
    # ----- the table's own lines (``notice``) and the hosting window's ---------------------------------
    "joined": translate_noop("LanWords", "{name} joined {room}"),
    "watching": translate_noop("LanWords", "{name} is watching {room}"),
    "left_table": translate_noop("LanWords", "{name} left the table"),
    "left_bot_now": translate_noop("LanWords", "{name} left the table: {level} plays their seat now"),
    "left_bot_next": translate_noop("LanWords", "{name} left the table: {level} plays their seat from the next "
                                    "game, unless someone joins in it"),
    "lost_connection": translate_noop("LanWords", "{name} lost connection ({reason})"),
    "lost_bot_now": translate_noop("LanWords", "{name} lost connection: {level} plays their seat now"),
    "lost_bot_next": translate_noop("LanWords", "{name} lost connection: {level} plays their seat from the next "
                                    "game, unless someone joins in it"),
    "held": translate_noop("LanWords", "{name} lost connection: their seat is held for {seconds}"),
    "held_why": translate_noop("LanWords", "{name} lost connection ({reason}): their seat is held for {seconds}"),
    "kept": translate_noop("LanWords", "{name} lost connection: their seat is kept for the next game"),
    "kept_why": translate_noop("LanWords", "{name} lost connection ({reason}): their seat is kept for the next game"),
    "bot_took_seat": translate_noop("LanWords", "{name} did not come back: {level} plays their seat"),
    "bot_took_seat_until": translate_noop("LanWords",
                                          "{name} did not come back: {level} plays their seat until they rejoin"),
    "back": translate_noop("LanWords", "{name} is back"),
    "removed": translate_noop("LanWords", "{host} removed {name} from the table"),
    "flooder": translate_noop("LanWords", "{name} sent far too many messages and was disconnected"),
    "overflowed": translate_noop("LanWords", "{name} ({address}) was disconnected: {reason}"),
    "turned_away": translate_noop("LanWords", "Refused a connection from {address}: {reason}"),
    "cannot_listen": translate_noop("LanWords", "Cannot host on {address} port {port}: {error}"),
    # ----- a held seat's label (``seat_notes``) -------------------------------------------------------
    "seat_bot_plays": translate_noop("LanWords", "Disconnected — a bot plays"),
    "seat_left_bot": translate_noop("LanWords", "Left the table — a bot plays"),
    "seat_waiting": translate_noop("LanWords", "Disconnected — waiting {waiting}s"),
    # ----- a saved table that cannot be resumed --------------------------------------------------------
    "not_a_saved_table": translate_noop("LanWords", "This is not a saved LAN table"),
    "saved_damaged": translate_noop("LanWords", "The saved table is damaged ({error})"),
    "saved_seats_misfit": translate_noop("LanWords", "The saved table's seats do not fit its game"),
    "saved_someone_elsewhere": translate_noop("LanWords",
                                              "Someone from the saved table is already at another table here"),
    "saved_cannot_resume": translate_noop("LanWords", "The saved LAN table cannot be resumed: {error}"),
    "saved_seats_mismatch": translate_noop("LanWords", "The saved LAN table's seats do not match its game"),
    "saved_deal_damaged": translate_noop("LanWords", "The saved LAN table's deal check is damaged: {error}"),
    # ----- the deal check at game over (``deal_check.verify``) -----------------------------------------
    "deal_verified": translate_noop("LanWords", "Deal verified ✓: the host dealt from the seed it promised before "
                                    "the first card ({seed})."),
    "deal_verified_back": translate_noop("LanWords", "Deal verified ✓ from where you came back: the {moves} "
                                         "before it replay from the seed the host promised before the first card "
                                         "({seed}), and everything you were shown since follows from it. What you "
                                         "saw before you came back is not part of this check."),
    "deal_verified_late": translate_noop("LanWords", "Deal verified ✓ from where you came in: the {moves} before "
                                         "it replay from the seed the host promised before the first card ({seed}), "
                                         "and everything you were shown since follows from it."),
    "deal_partly_late": translate_noop("LanWords", "Deal partly checked: the host revealed the seed it promised "
                                       "before the first card ({seed}), but did not list the {moves} made before "
                                       "you came in, so what you were shown could not be replayed from it."),
    "deal_partly_many": translate_noop("LanWords", "Deal partly checked: the host revealed the seed it promised "
                                       "({seed}), but too many hidden moves could not be told apart to replay the "
                                       "game here."),
    "deal_broken": translate_noop("LanWords", "The host's deal does not match what it promised: {detail}."),
    "deal_no_seed": translate_noop("LanWords", "it revealed no proper seed and salt"),
    "deal_other_seed": translate_noop("LanWords", "the seed it revealed at the end ({seed}) is not the one it "
                                      "promised before the deal"),
    "deal_seed_unusable": translate_noop("LanWords", "seed {seed} cannot deal this game ({error})"),
    "deal_move_unplayable": translate_noop("LanWords", "move {move} ({action}) cannot be played in the promised "
                                           "deal: {error}"),
    "deal_move_differs": translate_noop("LanWords", "what happened at move {move} is not what the promised deal "
                                        "gives"),
    "deal_cards_at_start": translate_noop("LanWords", "your cards as dealt at the start differ from the promised "
                                          "deal"),
    "deal_table_at_start": translate_noop("LanWords", "the table you were shown at the start differs from the "
                                          "promised deal"),
    "deal_cards_after_move": translate_noop("LanWords", "after move {move}, your cards differ from the promised "
                                            "deal"),
    "deal_table_after_move": translate_noop("LanWords", "after move {move}, the table you were shown differs from "
                                            "the promised deal"),
    "deal_scores": translate_noop("LanWords", "the final scores {shown} are not the promised deal's {promised}"),
    "deal_hidden_nothing": translate_noop("LanWords", "move {move}: a hidden move fits nothing the promised deal "
                                          "allows"),
    "deal_cannot_come": translate_noop("LanWords", "what you were shown cannot come from it ({error})"),
}

# counts, by the argument's name: the English words (the player's: ``wording.count``)
COUNTS: dict[str, tuple[str, str]] = {
    "seconds": ("second", "seconds"), "seats": ("seat", "seats"), "tables": ("table", "tables"),
    "connections": ("connection", "connections"), "characters": ("character", "characters"),
    "people": ("person", "people"), "attempts": ("attempt", "attempts"), "moves": ("move", "moves"),
}
LEVELS = ("random", "casual", "expert")  # the bot levels a ``level`` argument names in words
TEXT_LIMIT = 300  # characters of one argument taken from a peer's frame
NESTING = 4  # words within words a peer's frame may hold ("lost connection (Could not connect: …)")


def a_bot(level: str) -> str:
    """"a casual bot", "an expert bot": the English of a ``level`` argument."""
    return f"{'an' if level[:1] in 'aeiou' else 'a'} {level} bot"


def english_argument(name: str, value) -> str:
    """One argument in English words (see the module docstring)."""
    if name in COUNTS and isinstance(value, (int, float)) and not isinstance(value, bool):
        one, many = COUNTS[name]
        return f"{value:g} {one if value == 1 else many}"
    if name == "game" and isinstance(value, str):
        return GAMES[value].name if value in GAMES else value
    if name == "level" and isinstance(value, str):
        return a_bot(value)
    if isinstance(value, dict):
        return Said.from_data(value)
    return str(value)


class Said(str):
    """A sentence for a person: the English words (``str``) with the code and arguments any window renders in
    its own player's language."""

    code: str
    data: dict

    def __new__(cls, code: str, _english: str | None = None, /, **data):
        if _english is None:
            try:
                _english = SENTENCES[code].format(**{k: english_argument(k, v) for k, v in data.items()})
            except (KeyError, IndexError, ValueError):
                _english = SENTENCES.get(code, code)
        said = super().__new__(cls, _english)
        said.code, said.data = code, data
        return said

    def __reduce__(self):  # (copy and pickle keep the code and the arguments)
        return _rebuild, (self.code, str(self), self.data)

    def wire(self) -> dict:
        """``{"code", "data"}`` as a frame carries it (a nested ``Said`` argument as its own wire form)."""
        return {"code": self.code, "data": {k: v.wire() if isinstance(v, Said) else v for k, v in self.data.items()}}

    @classmethod
    def plain(cls, text: str) -> "Said":
        """Words that have no code (a socket's error from Qt, an older peer's sentence): shown as they are."""
        return cls("socket_error", str(text), error=str(text))

    @classmethod
    def from_data(cls, value: dict, fallback: str = "", depth: int = 0) -> "Said":
        """A ``{"code", "data"}`` from a peer, checked: an unknown code, arguments that are not names, numbers
        or nested words, or words nested more than ``NESTING`` deep give the fallback words as they are."""
        code, data = value.get("code"), value.get("data")
        if not isinstance(code, str) or code not in SENTENCES or not isinstance(data, (dict, type(None))) \
                or depth > NESTING:
            return cls.plain(fallback)
        clean = {}
        for key, item in (data or {}).items():
            if isinstance(item, dict):
                clean[key] = cls.from_data(item, depth=depth + 1)
            elif isinstance(item, str):
                clean[key] = item[:TEXT_LIMIT]
            elif isinstance(item, (int, float)) and not isinstance(item, bool) or item is None:
                clean[key] = item
            else:
                clean[key] = str(item)[:TEXT_LIMIT]
        said = cls(code, **clean)
        if str(said) == SENTENCES[code] and "{" in SENTENCES[code]:  # an argument missing: the peer's words
            return cls.plain(fallback)
        return said

    @classmethod
    def from_wire(cls, frame: dict, field: str) -> "Said":
        """The words of a frame: its ``code`` and ``data``, else (an older or newer peer) its ``field``."""
        fallback = frame.get(field)
        fallback = fallback if isinstance(fallback, str) else ""
        if "code" not in frame:
            return cls.plain(fallback)
        return cls.from_data(frame, fallback)


def _rebuild(code: str, english: str, data: dict) -> Said:
    return Said(code, english, **data)


def frame(kind: str, field: str, said: Said, limit: int = TEXT_LIMIT, **fields) -> dict:
    """A frame that says something: the English in ``field`` (at most ``limit`` characters: what an older
    peer shows, and the words of a code the receiver does not know), the code and its arguments beside it."""
    english = str(said)
    english = english if len(english) <= limit else english[:limit - 1] + "…"
    return {"type": kind, field: english, **fields, **said.wire()}


def said_of(error: BaseException) -> Said:
    """An exception's words: the ``Said`` it was raised with, else its text as it is."""
    first = error.args[0] if error.args else ""
    return first if isinstance(first, Said) else Said.plain(str(error))
