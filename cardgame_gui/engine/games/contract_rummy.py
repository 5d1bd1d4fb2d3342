"""Contract Rummy and Screw Rummy (seed 002), as played here.

- 3–8 players. ``decks``: ``auto`` (2, or one deck per two players rounded up for more than four) or a
  number; ``jokers``: ``players_minus_one`` or a number (0: no jokers).
- Seven rounds, dealer rotating to the left, dealer's left plays first. Contracts: 1) 2 groups, 2) group +
  run, 3) 2 runs, 4) 3 groups, 5) 2 groups + run, 6) group + 2 runs, 7) 3 runs and no discard. 10 cards
  in rounds 1–3, 12 in rounds 4–7. After the deal one card starts the discard pile.
- Turn: ``draw`` (stock or top discard), then any of ``meld`` (once: exactly the contract, each part at
  its minimum 3/4 cards; round 7: every card in three runs of 4+, and the round ends), ``lay_off`` (on a
  turn after the one you melded), ``new_meld`` (``new_melds_after_contract``, same timing),
  ``reclaim_joker`` (``joker_reclaim``: swap the card a run's joker stands for, then lay that joker off
  this turn), ``screw`` (``screw_over``), and finally ``discard``. In rounds 3, 6, 7 a player's own
  contract runs of one suit may not be contiguous. An empty hand goes out and ends the round.
- "May I?" (``may_i``: classic / first_come / off, ``may_i_penalty`` cards): when the player to move
  chooses the stock, a *claim window* opens on the top discard **before** their draw: every other seat
  (except the one that took the previous card in this turn and the one who made that discard) answers ``may_i`` or ``decline``, and the
  mover waits (``to_act`` is the seats still to answer). ``classic`` gives the card to the earliest
  claimant in turn order after the mover once everyone ahead of them has answered (seats behind a claim
  are no longer asked); ``first_come`` to the first claim applied. The taker draws the penalty card(s)
  from the top of the stock; then a window opens on the next discard; once a window closes unclaimed (or
  no discard or eligible seat is left) the mover draws from the stock and goes on. Turn order never
  changes.
- Stock empty: the discards but the top are shuffled into a new stock (``stock_rebuilds``: at most this
  many times a round, default unlimited). With the stock empty and one discard, the mover must take it;
  the pile can never grow back then, so that discard goes once round the table (each player takes it
  once: the *last lap*) and the round ends unless someone went out. The round ends "piles empty" when
  nothing can be drawn: both piles empty, under a ``stock_rebuilds`` cap the stock empty and not to be
  rebuilt, or the last lap over; everyone scores what they hold.
  Penalties: 2–10 face value, J Q K 10, A and joker 15. Lowest total after seven rounds wins.
- ``screw_over`` (once per round, own turn, after drawing): take a card from another player's meld (not a
  dead joker; no copy of a card screwed from you this round from the thief's melds or from the meld the
  stolen card lies in), give them a hand card. If the
  victim's meld falls below its minimum (or an inner run card was taken) they take the rest of it back
  too, and if their table no longer meets the contract they must re-meld that part only and wait a
  further turn to lay off.
- Cards taken by a reclaim or a screw are *pending*: they must be placed "that same turn" (in your
  contract meld if you have not melded), in any order, before the discard. A reclaim, a screw or any other
  action is refused if afterwards the pending cards could not all be placed (``rummy_pending.py``).
"""

from __future__ import annotations

import copy

from ..base import Game, GameInfo, register
from ..boundary import quote
from ..cards import CODES, card_int, make_deck, shuffle
from ..errors import RuleError
from ..melds import Meld, MeldError, build_meld, contract_text, is_valid, penalty
from ..options import Option
from ..rummy_moves import RummyMoves, move_action
from ..rummy_rules import CONTRACTS, DEAL_SIZES, Phase, RummyTurns


OPTIONS = (
    Option("decks", "choice", "auto", "Decks of 52: auto (2; for more than four players one per two "
           "players) or a number", choices=("auto", 1, 2, 3, 4),
           labels={"auto": "Auto (one per two players above four)"}),
    Option("jokers", "choice", "players_minus_one", "Jokers in the pack: one fewer than the players, or "
           "a number (0: none)", choices=("players_minus_one", 0, 1, 2, 3, 4, 5, 6, 7, 8),
           labels={"players_minus_one": "one fewer than the players"}),
    Option("may_i", "choice", "classic", "May I?: the earliest asker in turn order gets the discard, or "
           "the first to ask, or no out-of-turn claims", choices=("classic", "first_come", "off"),
           labels={"classic": "Turn order", "first_come": "First come", "off": "Off"}),
    Option("may_i_penalty", "int", 1, "Stock cards taken as penalty with a May I? discard",
           minimum=0, maximum=3),
    Option("new_melds_after_contract", "bool", False, "After the contract, new groups and runs may be "
           "laid down on lay-off turns"),
    Option("joker_reclaim", "bool", True, "A melded player may swap the real card for a joker in a run "
           "and must lay that joker off the same turn"),
    Option("stock_rebuilds", "choice", "unlimited", "How many times the stock may be rebuilt from the "
           "discards in a round; once it is empty and may not be rebuilt, the round ends as piles empty",
           choices=("unlimited", 0, 1, 2, 3, 5, 10), labels={"unlimited": "Unlimited"}),
    Option("screw_over", "bool", False, "Once per round take a card from another player's meld, give "
                                        "them one of yours, and use the card that turn"),
)


@register(GameInfo(
    id="contract_rummy", name="Contract Rummy", min_players=3, max_players=8, options=OPTIONS,
    presets={"classic": {"decks": 2, "may_i": "classic", "new_melds_after_contract": False,
                         "screw_over": False},
             "screw_rummy": {"decks": "auto", "may_i": "first_come", "new_melds_after_contract": True,
                             "screw_over": True}},
    description="Seven rounds, each with a contract of groups and runs to meld before you may lay off. "
                "Go out first; cards left in hand score against you. Lowest total wins. Screw Rummy "
                "adds first-come May I?, new melds after the contract and the Screw Over."))
class ContractRummy(RummyTurns, RummyMoves, Game):
    lowest_wins = True  # penalty points: the lowest total after seven rounds wins
    this_hand_only = False  # a rollout clone ends the game when the current round is scored
    ACTION_FIELDS = {"draw": ("source",), "may_i": (), "decline": (), "meld": {"melds": [("cards", "as")]},
                     "lay_off": ("meld", "card", "end"), "new_meld": ("cards", "as"),
                     "reclaim_joker": ("meld", "card"), "screw": ("meld", "position", "give"),
                     "discard": ("card",)}  # the keys apply keeps (see Game)

    # ----- set-up --------------------------------------------------------------------------------
    def _setup(self, deal):
        n = self.players
        decks = self.options["decks"]
        if decks == "auto":
            decks = 2 if n <= 4 else (n + 1) // 2
        jokers = self.options["jokers"]
        self.decks = decks
        self.jokers = n - 1 if jokers == "players_minus_one" else jokers
        if 52 * decks + self.jokers < n * 12 + 2:
            raise ValueError(f"decks: {decks} deck(s) and {self.jokers} joker(s) are too few for "
                             f"{n} players (12 cards each plus a stock and a discard)")
        self.pack = make_deck(decks, self.jokers)
        self.dealer0 = self.rng.randrange(n)
        self.scores_ = [0] * n
        self.history: list[dict] = []
        self.turn_no = 0
        if deal is not None:
            self._deal_from_spec(deal)
        else:
            self._deal(0, None)

    def _fresh_round(self, index: int) -> None:
        n = self.players
        self.round = index
        self.dealer = (self.dealer0 + index) % n
        self.table: list[Meld] = []
        self.melded_turn: list[int | None] = [None] * n
        self.needs: list[list[int] | None] = [None] * n
        self.screw_used = [False] * n
        self.window: dict | None = None
        self.pending: list[dict] = []  # cards taken this turn (reclaim, screw) still to be placed
        self.thefts: list[list[int]] = []  # [thief, victim, card] per Screw Over this round
        self.last_taker: int | None = None
        self.rebuilds = 0  # times the stock was rebuilt from the discards this round
        self.last_lap = 0  # lone discards taken since the stock was used up for good (the last lap)

    def _deal(self, index: int, events: list | None, rng=None) -> None:
        n = self.players
        self._fresh_round(index)
        k = DEAL_SIZES[index]
        deck = list(self.pack)
        shuffle(deck, rng or self.rng)
        self.hands = [[] for _ in range(n)]
        for i in range(n):
            self.hands[(self.dealer + 1 + i) % n] = deck[i:n * k:n]
        rest = deck[n * k:]
        self.discard = [rest[0]]
        self.discarders = [None]
        self.stock = rest[1:][::-1]  # the top of the stock is the end of the list
        self._start_turn((self.dealer + 1) % n, events, dealt=True)

    def _deal_from_spec(self, deal) -> None:
        """``deal`` = {"round": 1..7, "dealer": seat, "hands": [[codes]...], "discard": [codes, bottom
        to top], "stock": [codes, top first], "table": [{"owner", "cards", "as"}], "first": seat,
        "rest": "stock" | "discard" | seat}.
        Unnamed cards of the pack are shuffled and go under the named stock (default), under the named
        discards, or into a seat's hand. Owners of table melds count as having melded on an earlier turn."""
        n = self.players
        if not isinstance(deal, dict):
            raise ValueError("deal must be a dict with 'hands'")
        index = deal.get("round", 1)
        if isinstance(index, bool) or not isinstance(index, int) or not 1 <= index <= 7:
            raise ValueError("deal 'round' must be 1..7")
        dealer = deal.get("dealer", 0)
        if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < n:
            raise ValueError(f"deal 'dealer' must be a seat 0..{n - 1}")
        self.dealer0 = (dealer - (index - 1)) % n
        self._fresh_round(index - 1)
        left = {c: self.pack.count(c) for c in set(self.pack)}

        def take(codes, what):
            if not isinstance(codes, list):
                raise ValueError(f"deal {what} must be a list of card codes")
            cards = [card_int(c) for c in codes]
            for c in cards:
                if left.get(c, 0) <= 0:
                    raise ValueError(f"deal {what}: more {CODES[c]} than the pack holds")
                left[c] -= 1
            return cards

        hands = deal.get("hands")
        if not isinstance(hands, list) or len(hands) != n:
            raise ValueError(f"deal 'hands' must list {n} hands")
        self.hands = [take(h, f"hand {s}") for s, h in enumerate(hands)]
        if not isinstance(deal.get("table", []), list):
            raise ValueError("deal 'table' must be a list of melds {'owner', 'cards', 'as'}")
        for number, spec in enumerate(deal.get("table", [])):
            if not isinstance(spec, dict) or not isinstance(spec.get("owner"), int) or not (
                    0 <= spec["owner"] < n):
                raise ValueError(f"deal table meld {number} needs an 'owner' seat")
            cards = take(spec.get("cards"), f"table meld {number}")
            if not isinstance(spec.get("as", []), list):
                raise ValueError(f"deal table meld {number}: 'as' must be a list of card codes")
            try:
                meld = build_meld(cards, [card_int(c) for c in spec.get("as", [])], spec["owner"])
            except MeldError as exc:
                raise ValueError(f"deal table meld {number}: {exc}") from None
            self.table.append(meld)
            self.melded_turn[spec["owner"]] = -1
        self.discard = take(deal.get("discard", []), "'discard'")
        stock = take(deal.get("stock", []), "'stock'")
        rest = [c for c in sorted(left) for _ in range(left[c])]
        shuffle(rest, self.rng)
        if not self.discard and "discard" not in deal and rest:
            self.discard = [rest.pop()]
        where = deal.get("rest", "stock")
        if where == "stock":
            self.stock = rest + stock[::-1]
        elif where == "discard":
            self.stock, self.discard = stock[::-1], rest + self.discard
        elif isinstance(where, int) and not isinstance(where, bool) and 0 <= where < n:
            self.stock = stock[::-1]
            self.hands[where] += rest
        else:
            raise ValueError(f"deal 'rest' must be 'stock', 'discard' or a seat, not {quote(where)}")
        self.discarders = [None] * len(self.discard)  # who made each discard (None: dealt there)
        first = deal.get("first", (self.dealer + 1) % n)
        if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < n:
            raise ValueError(f"deal 'first' must be a seat 0..{n - 1}")
        self._start_turn(first, None, dealt=True)

    # ----- the API -----------------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.phase is Phase.OVER

    def to_act(self) -> list[int]:
        if self.phase is Phase.OVER:
            return []
        if self.window is not None:  # the mover waits while the claim window is open
            return self._window_waiting()
        return [self.turn]

    def legal_actions(self, seat: int) -> list[dict]:
        self._check_seat_number(seat)
        key = (len(self.log), seat)
        if getattr(self, "_legal_key", None) != key:
            self._legal_key, self._legal_cache = key, Game.legal_actions(self, seat)
        return [_fresh(action) for action in self._legal_cache]  # callers may change what they get

    def is_legal(self, seat: int, action: dict) -> bool:
        """Would ``apply(seat, action)`` be accepted? (Any meld arrangement, not only the proposed ones.)"""
        try:
            self.clone().apply(seat, action)
        except RuleError:
            return False
        return True

    def _legal(self, seat: int) -> list[dict]:
        if self.window is not None:
            return [{"type": "may_i"}, {"type": "decline"}]
        if self.phase is Phase.DRAW:
            return [move_action(m) for m in self._draw_moves()]
        return [move_action(m) for m in self._play_moves(seat)]

    def _apply(self, seat: int, action: dict) -> list[dict]:
        kind = action["type"]
        events: list[dict] = []
        if self.window is not None:
            if kind not in ("may_i", "decline"):
                raise RuleError(f"{self.name(seat)} may only say May I? or decline now: "
                                f"{self.name(self.turn)} drew from the stock and "
                                f"{CODES[self.window['card']]} is offered", "may_i_open", seat=seat,
                                turn=self.turn, card=CODES[self.window["card"]])
            self._answer_window(seat, kind == "may_i", events)
            return events
        if self.phase is Phase.DRAW:
            if kind != "draw":
                raise RuleError(f"{self.name(seat)} must first draw from the stock or the discard pile", "draw_first",
                                seat=seat)
            self._draw(seat, action, events)
            return events
        handler = self.PLAY_ACTIONS.get(kind)
        if handler is None:
            raise RuleError(f"{self.info.name} has no action {kind!r} now (after the draw: meld, lay_off, "
                            "new_meld, reclaim_joker, screw, discard)", "malformed", seat=seat)
        change = getattr(self, handler)(seat, action)  # checks only; returns the change to make
        before = self.clone() if self.pending or kind in ("screw", "reclaim_joker") else None
        change(events)
        if before is not None:
            self._check_taken_cards(seat, kind, before)  # refused: the state is put back as it was
        return events

    # ----- views --------------------------------------------------------------------------------------
    def _view(self, seat: int | None) -> dict:
        n = self.players
        groups, runs = CONTRACTS[self.round]
        window = None
        if self.window is not None:
            waiting = self._window_waiting()
            window = {"card": CODES[self.window["card"]], "mode": self.options["may_i"], "mover": self.turn,
                      "eligible": list(self.window["eligible"]), "answered": list(self.window["answered"]),
                      "claims": list(self.window["claims"]), "waiting": waiting,
                      "may_claim": seat in waiting, "penalty": self.options["may_i_penalty"]}
        pending = []
        if seat == self.turn:
            pending = [{"card": CODES[p["card"]], "why": p["why"]} for p in self.pending]
        return {
            "game": self.info.id, "seat": seat, "players": n, "names": [self.name(s) for s in range(n)],
            "phase": self.phase.value, "to_act": self.to_act(),
            "turn": self.turn if not self.over else None, "dealer": self.dealer,
            "hand": sorted(CODES[c] for c in self.hands[seat]) if seat is not None else None,
            "hand_counts": [len(h) for h in self.hands],
            "trump": None, "trick": [],
            "round": self.round + 1, "rounds_total": 7,
            "contract": {"groups": groups, "runs": runs, "text": contract_text(groups, runs),
                         "deal": DEAL_SIZES[self.round], "discard": self.round != 6,
                         "no_contiguous_runs": runs >= 2},
            "table": [{"index": i, **m.public()} for i, m in enumerate(self.table)],
            "stock_count": len(self.stock), "discard_count": len(self.discard), "stock_rebuilds": self.rebuilds,
            "top_discard": CODES[self.discard[-1]] if self.discard else None,
            "drawn": self.phase is Phase.PLAY,
            "claim_window": window,
            "melded": [t is not None and self.needs[s] is None for s, t in enumerate(self.melded_turn)],
            "may_lay_off": [self._may_lay_off(s) for s in range(n)],
            "needs": [({"groups": nd[0], "runs": nd[1]} if nd else None) for nd in self.needs],
            "screw_used": list(self.screw_used),
            "pending": pending,
            "scores": list(self.scores_),
            "history": [dict(h) for h in self.history],
            "options": dict(self.options),
            "over": self.over, "winners": self.winners(),
        }

    def hidden_cards(self, seat: int | None) -> list[str]:
        visible = {c for m in self.table for c in m.cards}
        if self.discard:
            visible.add(self.discard[-1])
        if seat is not None:
            visible.update(self.hands[seat])
        return [CODES[c] for c in sorted(set(self.pack)) if c not in visible]

    def card_census(self) -> dict[str, list[str]]:
        census = {f"hand {s}": [CODES[c] for c in h] for s, h in enumerate(self.hands)}
        census["stock"] = [CODES[c] for c in self.stock]
        census["discard"] = [CODES[c] for c in self.discard]
        census["table"] = [CODES[c] for m in self.table for c in m.cards]
        return census

    def deck_codes(self) -> list[str]:
        return [CODES[c] for c in self.pack]

    def table_is_valid(self) -> bool:
        """Every meld on the table is a valid group or run (an invariant the tests check)."""
        return all(is_valid(m) for m in self.table)

    def hand_penalties(self) -> list[int]:
        return [sum(penalty(c) for c in h) for h in self.hands]

    def _state(self) -> dict:
        return {
            "phase": self.phase.value, "round": self.round, "dealer": self.dealer, "turn": self.turn,
            "turn_no": self.turn_no, "hands": [[CODES[c] for c in h] for h in self.hands],
            "stock": [CODES[c] for c in self.stock], "discard": [CODES[c] for c in self.discard],
            "table": [m.to_json() for m in self.table], "melded_turn": list(self.melded_turn),
            "needs": [list(nd) if nd else None for nd in self.needs], "screw_used": list(self.screw_used),
            "window": None if self.window is None else {
                "card": CODES[self.window["card"]], "eligible": list(self.window["eligible"]),
                "answered": list(self.window["answered"]), "claims": list(self.window["claims"])},
            "pending": [{"card": CODES[p["card"]], "why": p["why"], "victim": p["victim"]} for p in self.pending],
            "thefts": [[thief, victim, CODES[card]] for thief, victim, card in self.thefts],
            "last_taker": self.last_taker, "rebuilds": self.rebuilds, "scores": list(self.scores_), "history": self.history,
            **({"last_lap": self.last_lap} if self.last_lap else {}),  # (absent from saves made before it)
        }

    def clone(self, this_hand_only: bool = False) -> "ContractRummy":
        """An independent copy. With ``this_hand_only`` (and always for a copy of such a copy) its game
        ends when the current round is scored; it keeps a random generator of its own either way (the
        stock may be rebuilt within the round)."""
        other = self._copy(("log", "scores_", "history", "melded_turn", "screw_used", "stock", "discard",
                            "discarders"),
                           ("hands",), this_hand_only, keep_rng=True)
        other.table = list(self.table)  # melds on the table are never changed in place: actions put new ones
        other.needs = [list(nd) if nd else None for nd in self.needs]
        other.window = copy.deepcopy(self.window)
        other.pending = [dict(p) for p in self.pending]
        other.thefts = [list(t) for t in self.thefts]
        other._legal_key = None
        return other


def _fresh(action: dict) -> dict:
    """A copy of a legal action (its values are strings, ints, lists of codes, or a meld's list of dicts)."""
    copied = dict(action)
    for key, value in action.items():
        if isinstance(value, list):
            copied[key] = [{"cards": list(v["cards"]), "as": list(v["as"])} if isinstance(v, dict) else v
                           for v in value]
    return copied


__all__ = ["ContractRummy", "Phase"]
