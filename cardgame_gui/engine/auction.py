"""Auction games: the auction written once, and the trick-game base Reverse and Floating Bridge share.

A bid is a level and a strain, ``C < D < H < S < NT``; inside the engine it is one int,
``(level - 1) * 5 + strain``, so a higher bid is a larger int and ``-1`` (``PASS``) is below them all.
``Auction`` runs the calls: who is to call, which bids outrank the last, whether a pass is final (the
passer is skipped from then on) or may be followed by a bid later, and when it ends:

- repeatable passes (Reverse Bridge): three passes in a row after a bid win it for the last bidder;
- final passes (Floating Bridge): it ends when every other player has passed after a bid, or at once
  when the top bid (7NT) is made;
- either way, every player passing with no bid made ends it with nothing: the hand is redealt.

``AuctionGame`` is the 4-seat, 13-card trick game around it: deal, auction, an optional ``calling`` phase,
play of 13 tricks (clockwise, winner leads), scoring, a series of ``deals`` hands. Subclasses supply the
auction's shape, who declares, the legal cards (forced capture, trump breaking), the extra actions
(``call_partner``, ``wash``), the score of a hand and their own view fields.

Views and events never show a bid as a string like ``"2H"``: that is also a card code. A bid is
``{"level": 2, "strain": "H"}`` and a pass is ``"pass"``.
"""

from __future__ import annotations

import random
from enum import Enum

from .base import Game
from .boundary import quote
from .cards import CODES, card_int, make_deck, shuffle
from .errors import RuleError
from .tricks import trick_json, winning_index

STRAINS = ("C", "D", "H", "S", "NT")
STRAIN_NAMES = ("clubs", "diamonds", "hearts", "spades", "no trump")
PASS = -1
SEATS = 4
HAND = 13


class Phase(Enum):
    BIDDING = "bidding"
    CALLING = "calling"
    PLAYING = "playing"
    OVER = "over"


# Module constants: hot paths compare phases without the (slow) Enum class attribute look-up.
_BIDDING, _CALLING, _PLAYING, _OVER = Phase.BIDDING, Phase.CALLING, Phase.PLAYING, Phase.OVER


def make_bid(level: int, strain: str) -> int:
    return (level - 1) * 5 + STRAINS.index(strain)


def bid_level(bid: int) -> int:
    return bid // 5 + 1


def bid_text(bid: int) -> str:
    """``"2H"``, ``"3NT"`` or ``"pass"``: for messages only (views use ``bid_json``)."""
    return "pass" if bid == PASS else f"{bid // 5 + 1}{STRAINS[bid % 5]}"


def bid_json(bid: int | None):
    if bid is None:
        return None
    if bid == PASS:
        return "pass"
    return {"level": bid // 5 + 1, "strain": STRAINS[bid % 5]}


def bid_action(bid: int) -> dict:
    if bid == PASS:
        return {"type": "pass"}
    return {"type": "bid", "level": bid // 5 + 1, "strain": STRAINS[bid % 5]}


def parse_call(who: str, action: dict, max_level: int, seat: int = -1) -> int:
    """The bid int for a ``bid`` or ``pass`` action; ``RuleError`` if it is not a well-formed call."""
    if action["type"] == "pass":
        return PASS
    level, strain = action.get("level"), action.get("strain")
    if isinstance(level, bool) or not isinstance(level, int) or not 1 <= level <= max_level:
        raise RuleError(f"{who} cannot bid: a level is a whole number from 1 to {max_level}, not {quote(level)}",
                        "bid_level", seat=seat, most=max_level)
    if strain not in STRAINS:
        raise RuleError(f"{who} cannot bid: the strain must be one of {', '.join(STRAINS)}, not {quote(strain)}",
                        "malformed", seat=seat)
    return make_bid(level, strain)


class Auction:
    """One auction. ``call`` assumes the call was checked by ``refusal``; ``result`` is ``None`` while it
    runs, then ``"won"`` (``high``/``high_seat`` hold the contract) or ``"all_passed"``."""

    __slots__ = ("players", "direction", "max_level", "top", "passes_final", "top_ends", "turn", "calls",
                 "high", "high_seat", "passed", "run", "result")

    def __init__(self, first: int, direction: int, max_level: int, passes_final: bool, top_ends: bool,
                 players: int = SEATS):
        self.players = players
        self.direction = direction  # +1 clockwise, -1 counter-clockwise
        self.max_level = max_level
        self.top = max_level * 5 - 1
        self.passes_final = passes_final
        self.top_ends = top_ends
        self.turn = first
        self.calls: list[list[int]] = []  # [seat, bid or PASS] in call order
        self.high = PASS
        self.high_seat: int | None = None
        self.passed = [False] * players  # only kept when passes are final
        self.run = 0  # passes since the last bid (or since the start)
        self.result: str | None = None

    def copy(self) -> "Auction":
        other = object.__new__(Auction)
        for name in Auction.__slots__:
            setattr(other, name, getattr(self, name))
        other.calls = [list(c) for c in self.calls]
        other.passed = list(self.passed)
        return other

    def legal(self) -> list[int]:
        """The calls open to the seat to call: every bid above the last, then pass."""
        return [*range(self.high + 1, self.top + 1), PASS]

    def refusal(self, who: str, bid: int) -> RuleError | None:
        """Why ``bid`` may not be called now by the seat to call (the refusal to raise), or ``None``."""
        if bid != PASS and bid <= self.high:
            return RuleError(f"{who} cannot bid {bid_text(bid)}: the last bid was {bid_text(self.high)}",
                             "bid_too_low", seat=self.turn, bid=bid_text(bid), last=bid_text(self.high))
        return None

    def call(self, seat: int, bid: int) -> str | None:
        self.calls.append([seat, bid])
        n = self.players
        if bid == PASS:
            self.run += 1
            if self.passes_final:
                self.passed[seat] = True
                out = sum(self.passed)
                if self.high == PASS and out == n:
                    self.result = "all_passed"
                elif self.high != PASS and out == n - 1:
                    self.result = "won"
            elif self.high == PASS and self.run == n:
                self.result = "all_passed"
            elif self.high != PASS and self.run == n - 1:
                self.result = "won"
        else:
            self.high, self.high_seat, self.run = bid, seat, 0
            if (self.top_ends and bid == self.top) or (self.passes_final and sum(self.passed) == n - 1):
                self.result = "won"
        if self.result is None:
            turn = (seat + self.direction) % n
            while self.passed[turn]:
                turn = (turn + self.direction) % n
            self.turn = turn
        return self.result

    def first_to_name(self, strain: int, seats) -> int:
        """The first of ``seats`` to have bid ``strain`` (0..4) in this auction."""
        for seat, bid in self.calls:
            if bid != PASS and bid % 5 == strain and seat in seats:
                return seat
        raise ValueError("no seat of that side named the strain")

    def last_calls(self) -> list:
        """Each seat's latest call as view JSON (``None`` until it has called)."""
        latest: list = [None] * self.players
        for seat, bid in self.calls:
            latest[seat] = bid_json(bid)
        return latest

    def history_json(self) -> list[dict]:
        return [{"seat": seat, "call": bid_json(bid)} for seat, bid in self.calls]

    def to_json(self) -> dict:
        return {"turn": self.turn, "calls": [[s, bid_text(b)] for s, b in self.calls],
                "passed": list(self.passed), "result": self.result}


class AuctionGame(Game):
    """Four seats, 13 cards each: auction, optional partner call, 13 tricks, a series of ``deals`` hands."""

    # ----- what a subclass supplies ----------------------------------------------------------------
    max_level = 13
    passes_final = False
    top_ends = False
    action_types: tuple[str, ...] = ("bid", "pass", "play")
    ACTION_FIELDS = {"bid": ("level", "strain"), "pass": (), "play": ("card",)}  # the keys apply keeps
    this_hand_only = False  # a rollout clone ends the game when the current hand is scored (or redealt)

    def _auction_start(self) -> tuple[int, int]:
        """(first seat to call, direction +1/-1) for the current dealer."""
        raise NotImplementedError

    def _declarer_after(self, auction: Auction) -> int:
        raise NotImplementedError

    def _contract_won(self, events: list | None) -> None:
        """Called with ``contract``, ``declarer`` and ``trump`` set: enter the next phase."""
        raise NotImplementedError

    def _redeal_dealer(self) -> int:
        raise NotImplementedError

    def _playable(self, seat: int) -> list[int]:
        raise NotImplementedError

    def _play_refusal(self, seat: int, card: int) -> RuleError:
        """Why a held card that is not in ``_playable(seat)`` may not be played."""
        raise NotImplementedError

    def _score_hand(self) -> dict:
        """Add this hand's points to the totals; return the history entry (JSON-safe)."""
        raise NotImplementedError

    def _apply_other(self, seat: int, kind: str, action: dict, events: list) -> None:
        raise RuleError(f"{self.info.name} has no action {kind!r} "
                        f"(it has {', '.join(repr(t) for t in self.action_types)})", "malformed", seat=seat)

    def _on_play(self, seat: int, card: int, events: list | None) -> None:
        """Hook after a card is played (before the trick is gathered)."""

    def _scored_event_extra(self) -> dict:
        """Fields for the ``hand_scored`` event only (the history in views must not name cards, which
        could be hidden again in a later hand)."""
        return {}

    def _extra_view(self, seat: int | None) -> dict:
        return {}

    def _extra_state(self) -> dict:
        return {}

    def _new_hand_fields(self) -> None:
        """Reset a subclass's per-hand fields (called for every deal and redeal)."""

    # ----- set-up and dealing ----------------------------------------------------------------------
    def _setup(self, deal: dict | None) -> None:
        self.deals = self.options["deals"]
        self.dealer = self.rng.randrange(SEATS)
        self.hand_index = 0
        self.scores_ = [0] * SEATS
        self.history: list[dict] = []
        self.redeals = 0
        if deal is not None:
            hands, dealer = parse_deal(deal)
            self.dealer = dealer
            self._start_hand(hands, None)
        else:
            self._deal(None)

    def _deal(self, events: list | None, rng: random.Random | None = None) -> None:
        deck = make_deck()
        shuffle(deck, rng or self.rng)
        hands: list = [None] * SEATS
        for i in range(SEATS):  # one card at a time, starting at the dealer's left
            hands[(self.dealer + 1 + i) % SEATS] = deck[i::SEATS]
        self._start_hand(hands, events)

    def _start_hand(self, hands: list[list[int]], events: list | None) -> None:
        self.hands = [sorted(h) for h in hands]
        self.phase = _BIDDING
        first, direction = self._auction_start()
        self.auction = Auction(first, direction, self.max_level, self.passes_final, self.top_ends)
        self.contract: int | None = None
        self.declarer: int | None = None
        self.trump: int | None = None
        self.tricks = [0] * SEATS
        self.trick_seats: list[int] = []
        self.trick_cards: list[int] = []
        self.played: list[list] = []  # completed tricks of this hand: [seats, cards, winner]
        self.leader = self.turn = first
        self._new_hand_fields()
        if events is not None:
            events.append({"type": "deal", "hand": self.hand_index + 1, "dealer": self.dealer,
                           "redeal": self.redeals})

    def _redeal(self, reason: str, events: list | None) -> None:
        if self.this_hand_only:  # a rollout copy has no generator for another deal: its game ends
            self.phase = _OVER
            return
        self.redeals += 1
        self.dealer = self._redeal_dealer()
        if events is not None:
            events.append({"type": "redeal", "reason": reason, "dealer": self.dealer})
        self._deal(events)

    # ----- the API ---------------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.phase is _OVER

    def to_act(self) -> list[int]:
        if self.phase is _OVER:
            return []
        if self.phase is _BIDDING:
            return [self.auction.turn]
        return [self.turn]

    def _legal(self, seat: int) -> list[dict]:
        if self.phase is _PLAYING:
            return [{"type": "play", "card": CODES[c]} for c in self._playable(seat)]
        if self.phase is _BIDDING:
            return [bid_action(b) for b in self.auction.legal()]
        return []

    def _apply(self, seat: int, action: dict) -> list[dict]:
        kind = action["type"]
        who = self.name(seat)
        events: list[dict] = []
        if kind == "bid" or kind == "pass":
            if self.phase is not _BIDDING:
                verb = "bid" if kind == "bid" else "pass"
                raise RuleError(f"{who} cannot {verb} now: the auction is over", "auction_over", seat=seat)
            if seat != self.auction.turn:
                raise RuleError(f"{who} cannot {kind} now: it is {self.name(self.auction.turn)}'s turn to call",
                                "not_your_turn", seat=seat, waiting=[self.auction.turn])
            bid = parse_call(who, action, self.max_level, seat)
            refusal = self.auction.refusal(who, bid)
            if refusal:
                raise refusal
            self._call(seat, bid, events)
            return events
        if kind == "play":
            if self.phase is not _PLAYING:
                if self.phase is _BIDDING:
                    raise RuleError(f"{who} cannot play a card now: the auction is not over", "play_during_auction",
                                    seat=seat)
                raise RuleError(f"{who} cannot play a card now: the declarer has not called a partner yet",
                                "play_before_partner", seat=seat)
            try:
                card = card_int(action.get("card"))
            except ValueError as exc:
                raise RuleError(f"{who} cannot play: {exc}", "malformed", seat=seat) from None
            if card not in self.hands[seat]:
                raise RuleError(f"{who} cannot play {CODES[card]}: not in their hand", "not_in_hand", seat=seat,
                                card=CODES[card], verb="play")
            if card not in self._playable(seat):
                raise self._play_refusal(seat, card)
            self._play(seat, card, events)
            return events
        self._apply_other(seat, kind, action, events)
        return events

    # ----- state changes (no checks: callers have checked) -----------------------------------------
    def _call(self, seat: int, bid: int, events: list | None) -> None:
        result = self.auction.call(seat, bid)
        if events is not None:
            if bid == PASS:
                events.append({"type": "pass", "seat": seat})
            else:
                events.append({"type": "bid", "seat": seat, **bid_json(bid)})
        if result == "all_passed":
            self._redeal("all_passed", events)
        elif result == "won":
            auction = self.auction
            self.contract = auction.high
            strain = auction.high % 5
            self.trump = strain if strain < 4 else None
            self.declarer = self._declarer_after(auction)
            if events is not None:
                events.append({"type": "contract", "seat": auction.high_seat, "declarer": self.declarer,
                               **bid_json(self.contract)})
            self._contract_won(events)

    def _start_play(self, leader: int) -> None:
        self.phase = _PLAYING
        self.leader = self.turn = leader

    def _play(self, seat: int, card: int, events: list | None) -> None:
        self.hands[seat].remove(card)
        self.trick_seats.append(seat)
        self.trick_cards.append(card)
        if events is not None:
            events.append({"type": "play", "seat": seat, "card": CODES[card]})
        self._on_play(seat, card, events)
        if len(self.trick_cards) < SEATS:
            self.turn = (seat + 1) % SEATS
        else:
            self._gather(events)

    def _gather(self, events: list | None) -> None:
        """The trick is complete: its winner takes it and leads the next (or the hand ends)."""
        winner = self.trick_seats[winning_index(self.trick_cards, self.trump)]
        self.tricks[winner] += 1
        self.played.append([self.trick_seats, self.trick_cards, winner])
        if events is not None:
            events.append({"type": "trick_won", "seat": winner,
                           "trick": trick_json(self.trick_seats, self.trick_cards)})
        self.trick_seats = []
        self.trick_cards = []
        self.leader = self.turn = winner
        if not self.hands[winner]:
            self._end_hand(events)

    def _end_hand(self, events: list | None) -> None:
        entry = self._score_hand()
        entry["totals"] = list(self.scores_)
        self.history.append(entry)
        if events is not None:
            events.append({"type": "hand_scored", **entry, **self._scored_event_extra()})
        self.hand_index += 1
        self.redeals = 0
        if self.hand_index == self.deals or self.this_hand_only:
            self.phase = _OVER
            if events is not None:
                events.append({"type": "game_over", "scores": list(self.scores_), "winners": self.winners()})
        else:
            self.dealer = (self.dealer + 1) % SEATS
            self._deal(events)

    # ----- fast path for rollouts ------------------------------------------------------------------
    def clone(self, this_hand_only: bool = False) -> "AuctionGame":
        """An independent copy; with ``this_hand_only`` the copy's game ends when this hand is scored or
        would be redealt (all passed, a wash), and it shares no random generator."""
        other = self._copy(("log", "scores_", "history", "tricks", "trick_seats", "trick_cards", "played"),
                           ("hands",), this_hand_only)
        other.auction = self.auction.copy()
        self._clone_extra(other)
        return other

    def redeal(self, rng: random.Random) -> None:
        """Deal the current hand afresh from ``rng`` and restart its auction (same hand number, dealer
        and scores)."""
        self._deal(None, rng)

    def _clone_extra(self, other: "AuctionGame") -> None:
        """Copy a subclass's mutable fields into ``other``."""

    def moves(self) -> list[int]:
        """Ints for ``to_act()[0]``: bids (``PASS`` = -1) while bidding, cards while calling or playing."""
        if self.phase is _PLAYING:
            return self._playable(self.turn)
        if self.phase is _BIDDING:
            return self.auction.legal()
        if self.phase is _CALLING:
            return self._call_moves()
        return []

    def step(self, move: int) -> None:
        """Apply a move from ``moves()`` for ``to_act()[0]`` without checks, events or the action log."""
        if self.phase is _PLAYING:  # _play without events, inlined: this is the rollouts' inner loop
            seat = self.turn
            self.hands[seat].remove(move)
            self.trick_seats.append(seat)
            trick = self.trick_cards
            trick.append(move)
            self._on_play(seat, move, None)
            if len(trick) < SEATS:
                self.turn = (seat + 1) % SEATS
            else:
                self._gather(None)
        elif self.phase is _BIDDING:
            self._call(self.auction.turn, move, None)
        else:
            self._call_partner(move, None)

    def _call_moves(self) -> list[int]:
        raise NotImplementedError

    def _call_partner(self, card: int, events: list | None) -> None:
        raise NotImplementedError

    # ----- views -----------------------------------------------------------------------------------
    def _trump_letter(self) -> str | None:
        return STRAINS[self.trump] if self.trump is not None else None

    def _view(self, seat: int | None) -> dict:
        view = {
            "game": self.info.id,
            "seat": seat,
            "players": SEATS,
            "names": [self.name(s) for s in range(SEATS)],
            "phase": self.phase.value,
            "to_act": self.to_act(),
            "turn": self.to_act()[0] if not self.over else None,
            "dealer": self.dealer,
            "leader": self.leader if self.phase is _PLAYING else None,
            "hand": [CODES[c] for c in self.hands[seat]] if seat is not None else None,
            "hand_counts": [len(h) for h in self.hands],
            "trump": self._trump_letter(),
            "trick": trick_json(self.trick_seats, self.trick_cards),
            "last_trick": trick_json(*self.played[-1][:2]) if self.played else None,
            "played": [{"trick": trick_json(s, c), "winner": w} for s, c, w in self.played],
            "bids": self.auction.last_calls(),
            "auction": self.auction.history_json(),
            "contract": bid_json(self.contract),
            "declarer": self.declarer,
            "tricks_won": list(self.tricks),
            "hand_number": self.hand_index + 1,
            "hands_total": self.deals,
            "redeals": self.redeals,
            "scores": list(self.scores_),
            "history": [dict(h) for h in self.history],
            "options": dict(self.options),
            "over": self.over,
            "winners": self.winners(),
        }
        view.update(self._extra_view(seat))
        return view

    def _public_cards(self) -> set[int]:
        seen = set(self.trick_cards)
        for _, cards, _ in self.played:
            seen.update(cards)
        return seen

    def hidden_cards(self, seat: int | None) -> list[str]:
        visible = self._public_cards()
        if seat is not None:
            visible.update(self.hands[seat])
        return [CODES[c] for c in range(52) if c not in visible]

    def card_census(self) -> dict[str, list[str]]:
        census = {f"hand {s}": [CODES[c] for c in h] for s, h in enumerate(self.hands)}
        census["trick"] = [CODES[c] for c in self.trick_cards]
        census["played"] = [CODES[c] for _, cards, _ in self.played for c in cards]
        return census

    def deck_codes(self) -> list[str]:
        return list(CODES[:52])

    def _state(self) -> dict:
        state = {
            "phase": self.phase.value, "hand_index": self.hand_index, "dealer": self.dealer,
            "redeals": self.redeals, "hands": [[CODES[c] for c in h] for h in self.hands],
            "auction": self.auction.to_json(),
            "contract": bid_text(self.contract) if self.contract is not None else None,
            "declarer": self.declarer, "trump": self._trump_letter(), "tricks": self.tricks,
            "trick": trick_json(self.trick_seats, self.trick_cards), "leader": self.leader, "turn": self.turn,
            "scores": self.scores_, "history": self.history,
        }
        state.update(self._extra_state())
        return state


def parse_deal(deal) -> tuple[list[list[int]], int]:
    """Check a ``deal=`` spec ``{"hands": [13 codes] x 4, "dealer": seat}``: (hands as ints, dealer)."""
    if not isinstance(deal, dict):
        raise ValueError("deal must be a dict with 'hands' (four lists of 13 card codes) and 'dealer'")
    unknown = sorted(set(deal) - {"hands", "dealer"})
    if unknown:
        raise ValueError(f"deal has unknown key {unknown[0]!r} (keys: 'hands', 'dealer')")
    dealer = deal.get("dealer", 0)
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < SEATS:
        raise ValueError(f"deal 'dealer' must be a seat 0..{SEATS - 1}, not {quote(dealer)}")
    raw = deal.get("hands")
    if not isinstance(raw, list) or len(raw) != SEATS:
        raise ValueError(f"deal 'hands' must list {SEATS} hands")
    hands = []
    for seat, cards in enumerate(raw):
        if not isinstance(cards, list) or len(cards) != HAND:
            raise ValueError(f"each hand holds {HAND} cards; seat {seat} has {quote(cards)}")
        hands.append([card_int(c) for c in cards])
    every = [c for h in hands for c in h]
    if len(set(every)) != len(every) or 52 in every:
        raise ValueError("deal repeats a card or holds a joker")
    return hands, dealer
