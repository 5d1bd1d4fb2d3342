"""The controller between the game and the widgets: it owns the game; widgets and bots only request.

    controller = GameController()
    controller.action_applied.connect(table.on_action_applied)     # (seat, action, events)
    controller.action_rejected.connect(say_refusal)                 # (sentence, code, data): messages.refusal_text
    controller.start("devils_bridge", players=4, seed=7, seats=[None, "random", "random", "random"])
    controller.request({"type": "play", "card": "QS"})            # on behalf of the person at the table

Seats are a list with ``None`` for a person and a bot level (``"random"``, ...) for a bot. ``me`` is the
seat whose view the table shows: the first person's seat, or seat 0 when only bots play (watching).

Bots are asked off the GUI thread (a ``QRunnable`` on the controller's ``QThreadPool``) with nothing but
``view(seat)`` and ``legal_actions(seat)``, both read on the worker from a copy of the game taken when the
bots are asked (``clone()``: listing a Contract Rummy seat's actions can take a tenth of a second in a crowded
Screw Rummy position, and a host has up to six seats to list); the answer comes back as a queued signal and is applied here,
on the GUI thread, after a pause that depends on the speed setting (``SPEEDS``; ``"off"`` = no pause).
Every request carries a token, so an answer that arrives after an undo, a new game or an open is dropped.
Bots allocate a lot on that worker: Python's cyclic garbage collector is kept on the GUI thread (``gui_gc``), so
that no QObject caught in a reference cycle is ever destroyed on the worker, where Qt cannot stop its timers.
The first seat of ``to_act()`` must act: its bot's ``choose`` is asked. The others listed there may act
(a bid change, a "May I?" claim): their bots' ``optional`` is asked once per position, and may decline.

"May I?" (Contract Rummy): while the person may answer a claim window, ``claim_seconds_left()`` counts down
from ``set_claim_seconds(n)`` (default ``CLAIM_SECONDS``) and then the controller declines for them. The
other people's seats of a game run here (a LAN host's guests, whose windows count down on their own) are
declined for ``REMOTE_SLACK_MS`` later, so that a guest who never answers cannot hold the round up; a bot's
``first_come`` claim that the person could still beat waits a human reaction time (``REACTION_MS``).
``preview(action)`` returns the events an action of the person would cause, from a copy of the game.

Signals (past tense: what happened):
  ``game_started()``                       a new, opened or undone game: redraw everything from views
  ``action_applied(int, object, object)``  seat, action dict, list of event dicts from ``apply``
  ``action_rejected(str, str, object)``    a person's request refused: the RuleError's English text, its
                                           code and data (``messages.refusal_text`` says it in the player's words)
  ``hand_finished(object)``                the ``hand_scored`` (rummy: ``round_scored``) event of a finished hand
  ``game_over(object)``                    the ``game_over`` event
  ``bot_failed(str)``                      a bot raised or answered with an illegal action
"""

from __future__ import annotations

import math
import random
import time

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal, Slot

from ..bots import available_levels, make_bot
from ..engine import GAMES, RuleError, load_game, new_game
from ..engine import seat_name as engine_seat_name
from ..i18n import translate
from . import gui_gc
from .messages import bot_level_name
from .startup import seats_to_config

# Milliseconds between bot moves; a finished trick and a new deal pause longer (see ``pause_after``).
SPEEDS = {"off": 0, "fast": 250, "normal": 650, "slow": 1300}
CLAIM_SECONDS = 8  # a person's time to answer a "May I?" window before they decline automatically
REMOTE_SLACK_MS = 2000  # a guest's window counts down itself; the host declines for it this much later
REACTION_MS = (900, 2200)  # a bot's "reaction time" before a first-come claim a person could still win


class _Relay(QObject):
    """Carries a bot's answer from the worker thread back to the GUI thread (queued connection)."""

    chosen = Signal(int, int, object)  # token, seat, action
    failed = Signal(int, int, str)  # token, seat, message


class _BotTask(QRunnable):
    """Asks bots in order: ``(seat, must, bot)``, each with the view and legal actions of its seat in
    ``game`` (a copy nobody else touches); the first action found is sent back. ``must`` seats ``choose``;
    the others (optional actions) may answer ``None``. Seat -1 = nobody acted."""

    def __init__(self, relay: _Relay, token: int, game, asks: list[tuple]):
        super().__init__()
        self.relay, self.token, self.game, self.asks = relay, token, game, asks

    def run(self) -> None:
        for seat, must, bot in self.asks:
            try:
                view, legal = self.game.view(seat), self.game.legal_actions(seat)
                action = bot.choose(view, legal) if must else bot.optional(view, legal)
            except Exception as exc:  # a broken bot must not take the window down with it
                self.relay.failed.emit(self.token, seat, f"{type(exc).__name__}: {exc}")
                return
            if action is not None:
                self.relay.chosen.emit(self.token, seat, action)
                return
        self.relay.chosen.emit(self.token, -1, None)


class GameController(QObject):
    game_started = Signal()
    action_applied = Signal(int, object, object)
    action_rejected = Signal(str, str, object)
    hand_finished = Signal(object)
    game_over = Signal(object)
    bot_failed = Signal(str)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        gui_gc.install()  # before any bot runs on the worker thread (see the module docstring)
        self.game = None
        self.seats: list[str | None] = []
        self.me = 0
        self.speed = "normal"
        self._token = 0
        self._bots: dict[int, object] = {}
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.chosen.connect(self._on_bot_chosen)
        self._relay.failed.connect(self._on_bot_failed)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._ask_bot)
        self._thinking = False
        self._held = False  # the table asked the bots to wait (a finished trick shown until a click)
        self._offered: set[tuple[int, int]] = set()
        self._moves = 0
        self.game_number = 0  # one more for every game started, opened or adopted; an undo keeps it
        self._last_mine = -1  # index in game.log of the person's last action (-1: none), kept per move
        self.display_names: dict[str, str] = {}  # engine seat name -> the name the players gave it
        self.game_names: dict[str, str] | None = None  # names for this game only (a closed LAN table's players)
        self.seat_notes: list | None = None  # a word per seat for this game (a LAN host's "Disconnected — waiting 12s")
        self.watching = False  # following a LAN table as a spectator: no seat of our own
        self.shared = False  # other people play here (a LAN host's table): no one's view holds the bots (hold)
        # "May I?": the person's countdown, and a bot's first-come claim held for its reaction time
        self.claim_ms = CLAIM_SECONDS * 1000
        self._claim_timer = QTimer(self)
        self._claim_timer.setSingleShot(True)
        self._claim_timer.timeout.connect(self._claim_time_up)
        self._claim_deadline = 0.0
        self._remote_claim_timer = QTimer(self)  # the other people's seats (LAN guests): declined later
        self._remote_claim_timer.setSingleShot(True)
        self._remote_claim_timer.timeout.connect(self._remote_claims_up)
        self._claim_hold_timer = QTimer(self)
        self._claim_hold_timer.setSingleShot(True)
        self._claim_hold_timer.timeout.connect(self._release_claim)
        self._held_claim: tuple | None = None

    # ----- starting and replacing the game ---------------------------------------------------------
    def start(self, game_id: str, players: int | None = None, options: dict | None = None,
              seed: int | None = None, seats: list[str | None] | None = None) -> None:
        """Start a new game; ``ValueError`` (nothing changes) for a bad game, count, option or seat."""
        game = new_game(game_id, players, options, seed)
        self._install(game, seats)

    def adopt(self, game, seats: list[str | None] | None = None, names: list[str | None] | None = None) -> None:
        """Take over a game built elsewhere (an opened file, a replay); ``names``: a name per seat for this
        game only (``game_names``: a saved game of a closed LAN table's people)."""
        self._install(game, seats, names=names)

    def open_text(self, text: str, seats: list[str | None] | None = None) -> None:
        """Open a saved game; ``ValueError`` with the reason leaves the current game as it was."""
        game = load_game(text)
        if seats is None and self.game is not None and len(self.seats) == game.players \
                and self.game.info.id == game.info.id:
            seats = list(self.seats)
        self._install(game, seats)

    def saved_seats(self) -> list[dict]:
        """The seats as a saved game keeps them: a person or a bot's level, and the name this game alone
        gives a seat (``game_names``), so that the game opens again with the same people in it."""
        names = None
        if self.game_names is not None and self.game is not None:
            names = [self.game_names.get(engine_seat_name(seat, self.game.players))
                     for seat in range(self.game.players)]
        return seats_to_config(self.seats, names)

    def save_text(self) -> str:
        if self.game is None:
            raise ValueError("there is no game to save")
        return self.game.to_json()

    def _install(self, game, seats: list[str | None] | None, same_game: bool = False,
                 names: list[str | None] | None = None) -> None:
        n = game.players
        if seats is None:
            level = default_level(game.info.id)
            seats = [None] + [level] * (n - 1)
        if len(seats) != n:
            raise ValueError(f"{n} seats needed, got {len(seats)}")
        levels = available_levels(game.info.id)
        for seat, kind in enumerate(seats):
            if kind is not None and kind not in levels:
                raise ValueError(f"no {kind!r} bot for {game.info.name} (seat {seat}); available: "
                                 f"{', '.join(levels) or 'none'}")
        self._cancel()
        self.game = game
        self.watching = False
        self.seats = list(seats)
        self._offered = set()
        self._moves = 0
        if not same_game:
            self.game_number += 1
            self.seat_notes = None  # (notes and names belong to the game they were given for)
            self.game_names = None if names is None else {
                engine_seat_name(seat, n): name for seat, name in enumerate(names) if name}
        humans = [s for s, kind in enumerate(seats) if kind is None]
        self.me = humans[0] if humans else 0
        self._last_mine = next((i for i in range(len(game.log) - 1, -1, -1) if game.log[i][0] == self.me), -1)
        seed = game.seed
        self._bots = {s: make_bot(kind, game.info.id, seed=seed * 31 + s)
                      for s, kind in enumerate(seats) if kind is not None}
        self._claim_countdown()
        self._schedule(self.pause_after([{"type": "deal"}]))  # let the deal be seen first
        self.game_started.emit()  # (after scheduling, so that a listener may still stop the bots)

    # ----- what widgets read -----------------------------------------------------------------------
    def shown_names(self) -> dict[str, str]:
        """Engine seat name -> the name shown: ``game_names`` while this game has its own (the people of a
        LAN table that has closed keep their names for the rest of its game), else ``display_names``."""
        return self.display_names if self.game_names is None else self.game_names

    def view(self) -> dict:
        view = self.game.view(self.me)
        names = self.shown_names()
        if names and isinstance(view.get("names"), list):
            view["names"] = [names.get(n, n) for n in view["names"]]
        if self.seat_notes and not getattr(self.game, "remote", False):
            view["seat_notes"] = list(self.seat_notes)
        return view

    def legal(self) -> list[dict]:
        """Legal actions of the person at the table now ([] when it is not their turn or a bot's seat)."""
        if self.game is None or self.seats[self.me] is not None:
            return []
        return self.game.legal_actions(self.me)

    def is_my_turn(self) -> bool:
        return bool(self.legal())

    @property
    def human_count(self) -> int:
        return sum(kind is None for kind in self.seats)

    def pause_after(self, events: list[dict]) -> int:
        """Milliseconds to wait after these events before the next bot move, at the current speed."""
        pace = SPEEDS[self.speed]
        kinds = {e.get("type") for e in events}
        if "deal" in kinds or "hand_scored" in kinds or "round_scored" in kinds:
            return pace * 4
        if "trick_won" in kinds:
            return pace * 3
        if kinds <= {"decline", "may_i"}:  # bots' answers to a "May I?" come quickly, one by one
            return pace // 4
        return pace

    def set_speed(self, name: str) -> None:
        if name not in SPEEDS:
            raise ValueError(f"unknown speed {name!r} (speeds: {', '.join(SPEEDS)})")
        self.speed = name

    # ----- requests --------------------------------------------------------------------------------
    def request(self, action: dict) -> bool:
        """Apply an action for the person at the table; on refusal emit ``action_rejected`` and say False."""
        if self.game is None:
            self.action_rejected.emit("There is no game: start one with Game ▸ New Game", "no_game", {})
            return False
        if getattr(self.game, "remote", False):  # a seat at a LAN host's table: its engine decides
            return self.game.request(action)
        if self.seats[self.me] is not None:
            self.action_rejected.emit("Only bots play at this table: you are watching", "watching", {})
            return False
        try:
            events = self.game.apply(self.me, action)
        except RuleError as exc:
            self.action_rejected.emit(str(exc), exc.code, exc.data)
            return False
        self._token += 1  # a bot asked before this change would answer for a position that is gone
        self._thinking = False
        self._held_claim = None
        self._applied(self.me, action, events)
        return True

    def preview(self, action: dict) -> list[dict] | None:
        """The events the person's action would cause, from a copy of the game (None if refused); the
        game itself is not changed. Used to say what a Screw Over would do before it is confirmed."""
        if self.game is None or not hasattr(self.game, "clone"):
            return None
        try:
            return self.game.clone().apply(self.me, action)
        except RuleError:
            return None

    def can_undo(self) -> bool:
        """Undo is for a single person among bots, once they have acted this game."""
        return (self.game is not None and self._last_mine >= 0 and self.human_count == 1
                and not getattr(self.game, "remote", False))

    def undo(self) -> bool:
        """Take back the person's last card or bid (and the bots' moves since) by replaying the log."""
        if not self.can_undo():
            self.action_rejected.emit("Nothing to undo: undo takes back your own last card or bid "
                                      "when you play alone against bots", "nothing_to_undo", {})
            return False
        self._install(replay(self.game, self._last_mine)[0], self.seats, same_game=True)
        return True

    # ----- bots ------------------------------------------------------------------------------------
    def is_idle(self) -> bool:
        """No bot is thinking and none is about to be asked."""
        return not self._timer.isActive() and not self._thinking and self._held_claim is None

    # ----- "May I?" windows with a person in them ---------------------------------------------------
    def set_claim_seconds(self, seconds: int) -> None:
        """How long the person may think about a "May I?" before declining automatically."""
        self.claim_ms = max(1, int(seconds)) * 1000

    def person_may_claim(self) -> bool:
        """The person at the table may answer an open "May I?" window now (and has not yet)."""
        game, me = self.game, self.me
        if game is None or game.over or not self.seats or self.seats[me] is not None:
            return False
        return me in game.to_act() and any(a.get("type") == "may_i" for a in game.legal_actions(me))

    def claim_seconds_left(self) -> int | None:
        """Seconds before the person declines automatically; None when no window waits for them."""
        if not self._claim_timer.isActive():
            return None
        return max(0, math.ceil(self._claim_deadline - time.monotonic()))

    def _claim_countdown(self) -> None:
        """A person who may answer a "May I?" gets a countdown; then the table declines for them."""
        if not self.person_may_claim():
            self._claim_timer.stop()
        elif not self._claim_timer.isActive():
            self._claim_deadline = time.monotonic() + self.claim_ms / 1000
            self._claim_timer.start(self.claim_ms)
        if not self._remote_claimers():
            self._remote_claim_timer.stop()
        elif not self._remote_claim_timer.isActive():
            self._remote_claim_timer.start(self.claim_ms + REMOTE_SLACK_MS)

    def _remote_claimers(self) -> list[int]:
        """The people's seats but ours that may still answer an open "May I?" window of a game run here."""
        game = self.game
        if game is None or game.over or getattr(game, "remote", False) or not self.seats:
            return []
        return [seat for seat in game.to_act() if seat != self.me and self.seats[seat] is None
                and any(a.get("type") == "may_i" for a in game.legal_actions(seat))]

    @Slot()
    def _remote_claims_up(self) -> None:
        """The countdown is over for the other people's seats too: the table declines for each."""
        for seat in self._remote_claimers():
            try:
                self.act_for(seat, {"type": "decline"})
            except RuleError:
                continue

    @Slot()
    def _claim_time_up(self) -> None:
        if self.person_may_claim():
            self.request({"type": "decline"})

    def _hold_claim(self, seat: int, action: dict) -> bool:
        """A bot's first-come claim while the person may still claim waits a human reaction time."""
        if action.get("type") != "may_i" or not self.person_may_claim() or \
                self.game.options.get("may_i") != "first_come":
            return False
        self._held_claim = (self._token, seat, action)
        low, high = REACTION_MS
        self._claim_hold_timer.start(random.randint(low, high))
        return True

    @Slot()
    def _release_claim(self) -> None:
        held, self._held_claim = self._held_claim, None
        if held is None or held[0] != self._token:
            return
        token, seat, action = held
        if seat in self.game.to_act() and action in self.game.legal_actions(seat):
            self._apply_bot(seat, action)
        else:
            self._schedule(0)

    def stop(self) -> None:
        """Stop asking bots (on quit): answers still under way are dropped."""
        self._cancel()

    def hold(self) -> None:
        """Bots wait (the table shows a finished trick until the person clicks) until ``release()`` — at a
        table of our own: while others play too (``shared``) a pause is the person's own view, never the
        table's clock, and the bots go on (the hold counts again once the table is ours alone)."""
        self._held = True

    def release(self) -> None:
        if self._held:
            self._held = False
            if not self._timer.isActive() and not self._thinking:
                self._schedule(0)

    def _cancel(self) -> None:
        self._held = False
        self._token += 1
        self._timer.stop()
        self._thinking = False
        self._held_claim = None
        self._claim_hold_timer.stop()
        self._claim_timer.stop()
        self._remote_claim_timer.stop()

    def _schedule(self, delay: int) -> None:
        if getattr(self.game, "remote", False):
            return  # a LAN host runs the bots of a remote game
        self._timer.start(max(0, delay))

    @Slot()
    def _ask_bot(self) -> None:
        game = self.game
        if game is None or game.over or self._thinking or self._held and not self.shared:
            return
        waiting = game.to_act()
        self._claim_countdown()
        # bots that may act (a bid change, a claim) are asked once per position, before the one that must
        position = self._moves
        asks = []
        for seat in waiting[1:]:
            if self.seats[seat] is not None and (position, seat) not in self._offered:
                self._offered.add((position, seat))
                asks.append((seat, False, self._bots[seat]))
        if waiting and self.seats[waiting[0]] is not None:
            asks.append((waiting[0], True, self._bots[waiting[0]]))
        if not asks:
            return
        self._thinking = True
        # the worker reads a copy: the game itself may change here (a person's move) while bots think
        self._pool.start(_BotTask(self._relay, self._token, game.clone(), asks).run)  # a callable: no wrapper kept

    @Slot(int, int, object)
    def _on_bot_chosen(self, token: int, seat: int, action: object) -> None:
        if token != self._token:
            return
        self._thinking = False
        if seat < 0:  # only optional bots were asked, and none took the chance
            return
        if self._hold_claim(seat, action):
            return
        self._apply_bot(seat, action)

    def _apply_bot(self, seat: int, action: dict) -> None:
        try:
            events = self.game.apply(seat, action)
        except RuleError as exc:
            self.bot_failed.emit(translate("Controller", "The {level} bot in seat {seat} chose an illegal action "
                                                         "{action}: {reason}").format(
                level=bot_level_name(self.seats[seat]), seat=seat, action=repr(action), reason=exc))
            return
        self._applied(seat, action, events)

    @Slot(int, int, str)
    def _on_bot_failed(self, token: int, seat: int, message: str) -> None:
        if token != self._token:
            return
        self._thinking = False
        self.bot_failed.emit(translate("Controller", "The {level} bot in seat {seat} failed: {reason}").format(
            level=bot_level_name(self.seats[seat]), seat=seat, reason=message))

    def _applied(self, seat: int, action: dict, events: list[dict]) -> None:
        self._moves += 1
        if seat == self.me:
            self._last_mine = len(self.game.log) - 1
        if any(e.get("type") == "may_i_window" for e in events):
            self._claim_timer.stop()  # a new window: a fresh countdown
            self._remote_claim_timer.stop()
        self._claim_countdown()
        self.action_applied.emit(seat, action, events)
        for event in events:
            if event.get("type") in ("hand_scored", "round_scored"):
                self.hand_finished.emit(event)
            elif event.get("type") == "game_over":
                self.game_over.emit(event)
        self._schedule(self.pause_after(events))

    # ----- LAN play (net/host.py, net/client.py; docs/protocol.md) ----------------------------------
    def act_for(self, seat: int, action: dict) -> list[dict]:
        """Apply the action of a person at another window (a LAN client's seat): the events, or the
        engine's ``RuleError`` (nothing changes, nothing is emitted: the host answers the client)."""
        if self.game is None or getattr(self.game, "remote", False):
            raise RuleError("There is no game here to play", "no_game")
        self.game._check_seat_number(seat)
        if self.seats[seat] is not None:
            raise RuleError(f"{self.game.name(seat)} is played by a bot", "bot_seat", seat=seat)
        events = self.game.apply(seat, action)
        self._token += 1
        self._thinking = False
        self._applied(seat, action, events)
        return events

    def seat_to_bot(self, seat: int, level: str) -> None:
        """A person left a LAN game: a bot of ``level`` plays their seat from now on."""
        self.seats[seat] = level
        self._bots[seat] = make_bot(level, self.game.info.id, seed=self.game.seed * 31 + seat)
        self._schedule(0)

    def seat_to_person(self, seat: int) -> None:
        """The person of a LAN seat a bot was playing is back (``seat_to_bot``'s counterpart): the seat waits
        for their requests again; a bot's answer still under way is dropped."""
        self.seats[seat] = None
        self._bots.pop(seat, None)
        self._token += 1
        self._thinking = False
        self._held_claim = None
        self._claim_hold_timer.stop()
        self._schedule(0)

    def follow(self, remote) -> None:
        """Play one seat of a game a LAN host runs. ``remote`` (``net.client.RemoteGame``) stands in for the
        game: it answers ``view``/``legal_actions`` for our seat with what the host last sent, requests go to
        the host, and its ``updated``/``rejected`` signals come out here as ``action_applied`` and
        ``action_rejected`` — the widgets cannot tell the difference."""
        self._cancel()
        self.game = remote
        self.seats = list(remote.seat_kinds)  # bot levels are shown; the host runs those bots
        self._bots = {}
        self._offered = set()
        self._moves = 0
        self._last_mine = -1
        self.game_number += 1
        self.watching = remote.seat is None
        self.me = remote.seat if remote.seat is not None else 0  # a spectator looks from seat 0's side
        remote.updated.connect(self._on_remote_update)
        remote.rejected.connect(self._on_remote_rejected)
        self.game_started.emit()

    @Slot(int, object, object)
    def _on_remote_update(self, seat: int, action: dict, events: list) -> None:
        if self.sender() is self.game:  # a game this window has left says nothing any more
            self._applied(seat, action, events)

    def _on_remote_rejected(self, reason: str, code: str = "", data: dict | None = None) -> None:
        """The host refused our action: its English sentence, and its code and data when it sent them."""
        if self.sender() is self.game:
            self.action_rejected.emit(reason, code, data or {})

    def wait_for_bots(self, msecs: int = 5000) -> bool:
        """Block until the worker pool is idle (for tear-down and tests)."""
        return self._pool.waitForDone(msecs)


def default_level(game_id: str) -> str:
    """The strongest bot level available for a game (``ValueError`` if it has none)."""
    levels = available_levels(game_id)
    if not levels:
        raise ValueError(f"no bot can play {GAMES[game_id].name} yet")
    return levels[-1]


def replay(game, count: int | None = None) -> tuple:
    """The game played again from its deal, the first ``count`` actions of its log (all by default):
    ``(new game, events)``, the events as ``apply`` returned them, in order. ``new_game`` and ``apply``
    copy what they are given, so the new game shares nothing with the old one."""
    again = new_game(game.info.id, game.players, game.options, game.seed, game.deal_spec)
    events = []
    for seat, action in game.log[:count]:
        events += again.apply(seat, action)
    return again, events


def events_so_far(game) -> list[dict]:
    """Every event of a game up to now (the log after an undo, a continue or an open). A LAN host's game
    cannot be replayed here: it lists the events the host sent this seat."""
    seen = getattr(game, "events_seen", None)
    return list(seen) if seen is not None else replay(game)[1]
