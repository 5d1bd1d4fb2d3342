"""Bid-exactly trick games (the Oh Hell family): Devil's Bridge and German Bridge share this.

A series of hands of varying size. Each hand: deal, fix the trump, every seat bids how many tricks it will
take (dealer's left first, dealer last, the hook optionally barring the dealer from making the bids total
the tricks), then the dealer's left leads and the tricks are played with the follow-suit duty. Each seat
then scores by how its tricks compare with its bid. A subclass supplies the series of hand sizes, the
trump of each hand and the scoring; options switch on bid changes, the forehead hand and a target score.

Besides the public API (``Game``), this class has the fast path bots use for rollouts: ``clone()``,
``moves()`` (ints for the seat that must act: bid numbers while bidding, card ints while playing) and
``step(move)``. Optional bid changes are not moves.
"""

from __future__ import annotations

import random
from bisect import bisect_left
from enum import Enum

from .base import Game
from .boundary import quote
from .cards import CODES, SUITS, card_int, make_deck, shuffle
from .errors import RuleError
from .tricks import follow_suit_error, trick_json, winning_index


class Phase(Enum):
    BIDDING = "bidding"
    PLAYING = "playing"
    OVER = "over"


# Module constants: hot paths compare phases without the (slow) Enum class attribute look-up.
_BIDDING, _PLAYING, _OVER = Phase.BIDDING, Phase.PLAYING, Phase.OVER


_SUIT_START = tuple(c - c % 13 for c in range(52))  # card int -> the int of the 2 of its suit


def seat_orders(players: int) -> tuple[tuple[int, ...], ...]:
    """For each seat, every seat once clockwise from it (tuples: shared by a game and its copies)."""
    return tuple(tuple((first + i) % players for i in range(players)) for first in range(players))


class ExactBidGame(Game):
    ACTION_FIELDS = {"bid": ("tricks",), "play": ("card",)}  # the keys apply keeps (see Game)

    # ----- what a subclass supplies ----------------------------------------------------------------
    def hand_sizes(self) -> list[int]:
        """Cards per seat in each hand of the series."""
        raise NotImplementedError

    def _trump_for(self, rest: list[int], rng: random.Random) -> tuple[int | None, int | None]:
        """(trump suit, turned card) for a hand, given the undealt cards in shuffled order."""
        raise NotImplementedError

    def hand_points(self, bid: int, tricks: int) -> int:
        raise NotImplementedError

    bid_changes = False  # may a bid be changed until the next seat bids (dealer: until the first card)?
    hook = True  # may the dealer not make the bids total the tricks?
    forehead_hand: int | None = None  # index of the hand played with cards on foreheads
    target_score = 0  # 0: play the whole series
    this_hand_only = False  # a rollout clone ends the game when the current hand is scored

    # ----- set-up and dealing ----------------------------------------------------------------------
    def _setup(self, deal: dict | None) -> None:
        n = self.players
        self.sizes = self.hand_sizes()
        self.seat_orders = seat_orders(n)
        self.dealer0 = self.rng.randrange(n)
        self.scores_ = [0] * n
        self.history: list[dict] = []
        self.phase = _BIDDING
        self.over = False
        first = 0
        if deal is not None:
            first, hands, trump, turned, dealer = self._parse_deal(deal)
            self.dealer0 = (dealer - first) % n
            dealt = {c for h in hands for c in h}
            self.undealt = [c for c in range(52) if c not in dealt]
            self._start_hand(first, hands, trump, turned, None)
        else:
            self._deal(first, None)

    def _deal(self, index: int, events: list | None, rng: random.Random | None = None) -> None:
        n = self.players
        k = self.sizes[index]
        dealer = (self.dealer0 + index) % n
        deck = make_deck()
        shuffle(deck, rng or self.rng, n * k + 1)  # the dealt cards and the one turned after them
        hands = [None] * n
        for i in range(n):  # one card at a time, starting at the dealer's left
            hands[(dealer + 1 + i) % n] = sorted(deck[i:n * k:n])
        self.undealt = deck[n * k:]
        trump, turned = self._trump_for(self.undealt, rng or self.rng)
        self._start_hand(index, hands, trump, turned, events)

    def _start_hand(self, index, hands, trump, turned, events) -> None:
        n = self.players
        self.hand_index = index
        self.dealer = (self.dealer0 + index) % n
        self.hands = hands  # each kept sorted, so a suit is one slice
        self.trump = trump
        self.turned = turned
        self.bids: list[int | None] = [None] * n
        self.tricks = [0] * n
        self.trick_cards: list[int] = []
        self.played: list[tuple] = []  # completed tricks of this hand: (seats, cards, winner)
        self.leader = self.turn = (self.dealer + 1) % n
        self.changer: int | None = None  # the seat that may still change its bid
        self.phase = _BIDDING
        if events is not None:
            events.append({"type": "deal", "hand": index + 1, "dealer": self.dealer,
                           "cards": self.sizes[index], "trump": self._trump_letter(),
                           "turned": CODES[turned] if turned is not None else None})

    def _parse_deal(self, deal: dict):
        n = self.players
        if not isinstance(deal, dict):
            raise ValueError("deal must be a dict with 'hands'")
        index = deal.get("hand", 1) - 1 if isinstance(deal.get("hand", 1), int) else -1
        if not 0 <= index < len(self.sizes):
            raise ValueError(f"deal 'hand' must be 1..{len(self.sizes)}")
        dealer = deal.get("dealer", 0)
        if type(dealer) is not int or not 0 <= dealer < n:
            raise ValueError(f"deal 'dealer' must be a seat 0..{n - 1}")
        raw = deal.get("hands")
        if not isinstance(raw, list) or len(raw) != n:
            raise ValueError(f"deal 'hands' must list {n} hands")
        k = self.sizes[index]
        hands = []
        for seat, cards in enumerate(raw):
            if not isinstance(cards, list) or len(cards) != k:
                raise ValueError(f"hand {index + 1} deals {k} cards a seat; seat {seat} has {quote(cards)}")
            hands.append(sorted(card_int(c) for c in cards))
        turned = card_int(deal["turned"]) if deal.get("turned") is not None else None
        every = [c for h in hands for c in h] + ([turned] if turned is not None else [])
        if len(set(every)) != len(every) or 52 in every:
            raise ValueError("deal repeats a card or holds a joker")
        if "trump" in deal:
            letter = deal["trump"]
            if letter is not None and letter not in tuple(SUITS):
                raise ValueError(f"deal 'trump' must be a suit letter C D H S or null, not {quote(letter)}")
            trump = SUITS.index(letter) if letter is not None else None
        elif turned is not None:
            trump = turned // 13
        else:
            rest = [c for c in range(52) if c not in set(every)]
            shuffle(rest, self.rng)
            trump, turned = self._trump_for(rest, self.rng)
        return index, hands, trump, turned, dealer

    # ----- the API ---------------------------------------------------------------------------------
    def to_act(self) -> list[int]:
        if self.over:
            return []
        changer = self.changer
        if changer is None or not self._may_change(changer):
            return [self.turn]
        return [self.turn, changer]

    def _may_change(self, seat: int) -> bool:
        # Out of 0..k only the current bid and the hooked number can be barred: k >= 2 leaves a choice.
        return self.sizes[self.hand_index] >= 2 or bool(self._allowed_bids(seat))

    @property
    def is_forehead(self) -> bool:
        return self.hand_index == self.forehead_hand

    def hook_number(self) -> int | None:
        """The bid the hook forbids the dealer now, or None (no hook, or it falls outside 0..k)."""
        if not self.hook:
            return None
        others = sum(filter(None, self.bids)) - (self.bids[self.dealer] or 0)  # no bid yet: None
        barred = self.sizes[self.hand_index] - others
        return barred if barred >= 0 else None

    def _dealer_may_bid(self) -> bool:
        return self.phase is _BIDDING or (self.phase is _PLAYING and self.changer == self.dealer)

    def _allowed_bids(self, seat: int) -> list[int]:
        k = self.sizes[self.hand_index]
        barred = self.hook_number() if seat == self.dealer else None
        current = self.bids[seat]
        return [b for b in range(k + 1) if b != barred and b != current]

    def _legal(self, seat: int) -> list[dict]:
        if seat == self.turn and self.phase is _PLAYING:
            if self.is_forehead:
                return [{"type": "play"}]
            return [{"type": "play", "card": CODES[c]} for c in self.moves()]
        return [{"type": "bid", "tricks": b} for b in self._allowed_bids(seat)]

    def _apply(self, seat: int, action: dict) -> list[dict]:
        kind = action["type"]
        events: list[dict] = []
        if kind == "bid":
            tricks = action.get("tricks")
            k = self.sizes[self.hand_index]
            if isinstance(tricks, bool) or not isinstance(tricks, int) or not 0 <= tricks <= k:
                raise RuleError(f"{self.name(seat)} must bid a whole number of tricks from 0 to {k}, "
                                f"not {quote(tricks)}", "bid_range", seat=seat, most=k)
            changing = seat == self.changer
            if not changing and (seat != self.turn or self.phase is not _BIDDING):
                raise RuleError(f"{self.name(seat)} cannot bid now: the bidding is over", "bidding_over", seat=seat)
            if changing and tricks == self.bids[seat]:
                raise RuleError(f"{self.name(seat)} has already bid {tricks}", "already_bid", seat=seat, tricks=tricks)
            if seat == self.dealer and tricks == self.hook_number():
                raise RuleError(f"{self.name(seat)} cannot bid {tricks}: as dealer, the bids may not total "
                                f"{k}, the number of tricks", "hook", seat=seat, tricks=tricks, total=k)
            if changing:
                events.append({"type": "bid_changed", "seat": seat, "tricks": tricks,
                               "previous": self.bids[seat]})
                self.bids[seat] = tricks
            else:
                self._bid(seat, tricks, events)
            return events
        if kind == "play":
            if self.phase is not _PLAYING:
                raise RuleError(f"{self.name(seat)} cannot play a card now: the bidding is not over", "play_during_bidding",
                                seat=seat)
            if seat != self.turn:
                raise RuleError(f"{self.name(seat)} cannot play a card now: it is "
                                f"{self.name(self.turn)}'s turn to play", "not_your_turn", seat=seat,
                                waiting=[self.turn])
            hand = self.hands[seat]
            if self.is_forehead:
                if action.get("card") is not None:
                    raise RuleError(f"{self.name(seat)} cannot choose a card in the forehead hand: "
                                    "send a play without a card and yours is played for you", "forehead_card", seat=seat)
                self._play(seat, hand[0], events)
                return events
            try:
                card = card_int(action.get("card"))
            except ValueError as exc:
                raise RuleError(f"{self.name(seat)} cannot play: {exc}", "malformed", seat=seat) from None
            if card not in hand:
                raise RuleError(f"{self.name(seat)} cannot play {CODES[card]}: not in their hand", "not_in_hand", seat=seat,
                                card=CODES[card], verb="play")
            if self.trick_cards:
                refusal = follow_suit_error(self.name(seat), seat, card, hand, self.trick_cards[0] // 13)
                if refusal:
                    raise refusal
            self._play(seat, card, events)
            return events
        raise RuleError(f"{self.info.name} has no action {kind!r} (it has 'bid' and 'play')", "malformed", seat=seat)

    # ----- state changes (no checks: callers have checked) -----------------------------------------
    def _bid(self, seat: int, tricks: int, events: list | None) -> None:
        self.bids[seat] = tricks
        if events is not None:
            events.append({"type": "bid", "seat": seat, "tricks": tricks})
        if seat == self.dealer:
            self.phase = _PLAYING
            self.turn = self.leader
        else:
            self.turn = (seat + 1) % self.players
        self.changer = seat if self.bid_changes else None

    @property
    def trick_seats(self) -> list[int]:
        """Who played the cards of the current trick, in play order (the leader first, then clockwise)."""
        return list(self.seat_orders[self.leader][:len(self.trick_cards)])

    def _play(self, seat: int, card: int, events: list | None) -> None:
        self.changer = None
        self.hands[seat].remove(card)
        trick_cards = self.trick_cards
        trick_cards.append(card)
        if events is not None:
            events.append({"type": "play", "seat": seat, "card": CODES[card]})
        if len(trick_cards) < self.players:
            self.turn = (seat + 1) % self.players
        else:
            self._gather(events)

    def _gather(self, events: list | None) -> None:
        """The trick is complete: its winner takes it and leads the next (or the hand ends)."""
        trick_cards = self.trick_cards
        seats = self.seat_orders[self.leader]
        winner = seats[winning_index(trick_cards, self.trump)]
        self.tricks[winner] += 1
        self.played.append((seats, trick_cards, winner))
        if events is not None:
            events.append({"type": "trick_won", "seat": winner, "trick": trick_json(seats, trick_cards)})
        self.trick_cards = []
        self.leader = self.turn = winner
        if not self.hands[winner]:
            self._end_hand(events)

    def _end_hand(self, events: list | None) -> None:
        points = [self.hand_points(b, t) for b, t in zip(self.bids, self.tricks)]
        for s, p in enumerate(points):
            self.scores_[s] += p
        self.history.append({"hand": self.hand_index + 1, "cards": self.sizes[self.hand_index],
                             "dealer": self.dealer, "trump": self._trump_letter(),
                             "bids": list(self.bids), "tricks": list(self.tricks), "points": points,
                             "totals": list(self.scores_)})
        if events is not None:
            events.append({"type": "hand_scored", **self.history[-1]})
        last = self.hand_index + 1 == len(self.sizes) or self.this_hand_only
        if last or (self.target_score and max(self.scores_) >= self.target_score):
            self.phase = _OVER
            self.over = True
            if events is not None:
                events.append({"type": "game_over", "scores": list(self.scores_), "winners": self.winners()})
        else:
            self._deal(self.hand_index + 1, events)

    # ----- fast path for rollouts ------------------------------------------------------------------
    def clone(self, this_hand_only: bool = False) -> "ExactBidGame":
        """An independent copy; with ``this_hand_only`` the copy's game ends when this hand is scored."""
        return self._copy(("log", "scores_", "history", "bids", "tricks", "trick_cards", "played"), ("hands",),
                          this_hand_only)

    def redeal(self, rng: random.Random) -> None:
        """Deal the current hand afresh from ``rng`` (same hand number, dealer and scores)."""
        self._deal(self.hand_index, None, rng)

    def moves(self) -> list[int]:
        """Ints for the seat that must act (``to_act()[0]``): bids while bidding, cards while playing."""
        if self.phase is _PLAYING:
            hand = self.hands[self.turn]
            trick = self.trick_cards
            if trick:
                low = _SUIT_START[trick[0]]
                same = hand[bisect_left(hand, low):bisect_left(hand, low + 13)]
                if same:
                    return same
            return hand[:]
        if self.phase is _BIDDING:
            if self.turn != self.dealer or not self.hook:  # the hook bars the dealer alone
                return list(range(self.sizes[self.hand_index] + 1))
            return self._allowed_bids(self.turn)
        return []

    def step(self, move: int) -> None:
        """Apply a move from ``moves()`` for ``to_act()[0]`` without checks, events or the action log."""
        if self.phase is _PLAYING:  # _play without events, inlined: this is the rollouts' inner loop
            seat = self.turn
            self.changer = None
            self.hands[seat].remove(move)
            trick = self.trick_cards
            trick.append(move)
            if len(trick) < self.players:
                self.turn = (seat + 1) % self.players
            else:
                self._gather(None)
        else:
            self._bid(self.turn, move, None)

    # ----- views -----------------------------------------------------------------------------------
    def _trump_letter(self) -> str | None:
        return SUITS[self.trump] if self.trump is not None else None

    def _sees_own_hand(self, seat: int | None) -> bool:
        return seat is not None and not self.is_forehead

    def _view(self, seat: int | None) -> dict:
        n = self.players
        foreheads = {}
        if self.is_forehead and seat is not None:
            foreheads = {str(s): CODES[self.hands[s][0]] for s in range(n) if s != seat and self.hands[s]}
        view = {
            "game": self.info.id,
            "seat": seat,
            "players": n,
            "names": [self.name(s) for s in range(n)],
            "phase": self.phase.value,
            "to_act": self.to_act(),
            "turn": self.turn if not self.over else None,
            "dealer": self.dealer,
            "leader": self.leader,
            "hand": [CODES[c] for c in self.hands[seat]] if self._sees_own_hand(seat) else None,
            "hand_counts": [len(h) for h in self.hands],
            "trump": self._trump_letter(),
            "turned": CODES[self.turned] if self.turned is not None else None,
            "trick": trick_json(self.trick_seats, self.trick_cards),
            "last_trick": trick_json(*self.played[-1][:2]) if self.played else None,
            "played": [{"trick": trick_json(s, c), "winner": w} for s, c, w in self.played],
            "bids": list(self.bids),
            "tricks_won": list(self.tricks),
            "can_change_bid": self.changer,
            "hook_forbids": self.hook_number() if self._dealer_may_bid() else None,
            "hand_number": self.hand_index + 1,
            "hands_total": len(self.sizes),
            "hand_size": self.sizes[self.hand_index],
            "forehead": self.is_forehead,
            "foreheads": foreheads,
            "scores": list(self.scores_),
            "history": [dict(h) for h in self.history],
            "options": dict(self.options),
            "over": self.over,
            "winners": self.winners(),
        }
        return view

    def hidden_cards(self, seat: int | None) -> list[str]:
        visible = set(self.trick_cards)
        for _, cards, _ in self.played:
            visible.update(cards)
        if self.turned is not None:
            visible.add(self.turned)
        for s in range(self.players):
            own = s == seat
            if (own and self._sees_own_hand(seat)) or (not own and seat is not None and self.is_forehead):
                visible.update(self.hands[s])
        return [CODES[c] for c in range(52) if c not in visible]

    def card_census(self) -> dict[str, list[str]]:
        census = {f"hand {s}": [CODES[c] for c in h] for s, h in enumerate(self.hands)}
        census["trick"] = [CODES[c] for c in self.trick_cards]
        census["played"] = [CODES[c] for _, cards, _ in self.played for c in cards]
        census["undealt"] = [CODES[c] for c in self.undealt]
        return census

    def deck_codes(self) -> list[str]:
        return list(CODES[:52])

    def _state(self) -> dict:
        return {
            "phase": self.phase.value, "hand_index": self.hand_index, "dealer": self.dealer,
            "hands": [[CODES[c] for c in h] for h in self.hands],
            "trump": self._trump_letter(), "turned": CODES[self.turned] if self.turned is not None else None,
            "bids": self.bids, "tricks": self.tricks, "trick": trick_json(self.trick_seats, self.trick_cards),
            "leader": self.leader, "turn": self.turn, "changer": self.changer,
            "scores": self.scores_, "history": self.history,
        }
