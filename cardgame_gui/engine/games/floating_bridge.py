"""Floating Bridge (seed 003, also called Singapore bridge), as played here.

- 4 players, no fixed partners, 13 cards each. The first dealer is drawn from the seed; the deal passes to
  the left after each scored hand.
- Option ``wash`` (default 0 = off). Before the auction, a player whose hand counts at most this many
  points (A 4, K 3, Q 2, J 1, +1 for each card beyond the fourth in a suit) may call for a redeal with
  ``{"type": "wash"}``. Every seat is asked, whatever its hand: while the wash window is open, every seat
  that has not answered is in ``to_act`` and answers ``wash`` or ``decline`` (a hand that does not
  qualify is refused ``wash`` with a clear error), so ``to_act`` and the views are the same whatever the
  hidden hands. The auction begins once all four have declined. A wash redeals at once with the same
  dealer (it is not one of the ``deals``) and asks again; each new deal has fresh hands, so random play
  always moves on. The fast path (``moves``/``step``) skips the window: a step closes it.
- Auction from the dealer, counter-clockwise (option ``auction_direction``; card play is always
  clockwise). A bid is a level 1–7 and a strain ``C < D < H < S < NT``; the contract is level + 6
  tricks. Each bid must be higher than the highest so far. Passing is final: a player who passed is
  skipped. The auction ends when every other player has passed after a bid, or at once on 7NT. Four
  passes with no bid: redeal, same dealer.
- Calling: the declarer (the highest bidder) names a card with ``{"type": "call_partner", "card": "AS"}``.
  Its holder is the secret partner, known to the others — the declarer too — only when that card is
  played (the partner's own view knows from the start). Refused: a card in the declarer's own hand
  (unless option ``call_own_card``, which means the declarer plays alone, also secret until the card is
  played), or a card nobody holds.
- First lead (option ``first_lead``): ``left_of_declarer`` (default), or ``declarer_in_nt``: the declarer
  leads in a no-trump contract, the player to the left otherwise. Trump: the bid strain (none in NT).
- Option ``trump_breaking`` (default off): trump may not be led until a trump has been played to an
  earlier trick, unless the leader holds only trumps.
- Follow suit if able, else any card. Declarer and partner make the contract when their tricks together
  reach level + 6; otherwise the other side wins the deal.
- Option ``scoring``: ``deals_won`` (default: each player of the side that wins the deal scores 1) or
  ``tricks`` (each player of the winning side scores the tricks their side took). Option ``deals``
  (default 4). Highest total wins; ties share the win.
"""

from __future__ import annotations

from ..auction import SEATS, STRAIN_NAMES, Auction, AuctionGame, Phase, bid_json
from ..base import GameInfo, register
from ..boundary import quote
from ..cards import CODES, SUITS, card_int
from ..errors import RuleError
from ..options import Option
from ..tricks import follow_cards, follow_suit_error

OPTIONS = (
    Option("wash", "int", 0, "Before the auction a player whose hand counts at most this many points "
           "(A4 K3 Q2 J1, +1 per card beyond the fourth in a suit) may call for a redeal (0: off)",
           minimum=0, maximum=10),
    Option("auction_direction", "choice", "counter_clockwise", "Direction of the auction, starting with "
           "the dealer (card play is always clockwise)", choices=("counter_clockwise", "clockwise"),
           labels={"counter_clockwise": "Counter-clockwise", "clockwise": "Clockwise"}),
    Option("call_own_card", "bool", False, "The declarer may call a card of their own hand, and then "
           "plays alone"),
    Option("first_lead", "choice", "left_of_declarer", "Who leads the first trick: the declarer's left, "
           "or the declarer in no trump (the left otherwise)", choices=("left_of_declarer", "declarer_in_nt"),
           labels={"left_of_declarer": "Declarer's left", "declarer_in_nt": "Declarer in no trump"}),
    Option("trump_breaking", "bool", False, "Trump may not be led until a trump has been played to an "
           "earlier trick (unless the leader holds only trumps)"),
    Option("scoring", "choice", "deals_won", "Each player of the side that wins the deal scores 1, or "
           "scores the tricks their side took", choices=("deals_won", "tricks"),
           labels={"deals_won": "1 per deal won", "tricks": "Tricks of the winning side"}),
    Option("deals", "int", 4, "Number of hands in the game", minimum=1, maximum=400),
)

HONOURS = {12: 4, 11: 3, 10: 2, 9: 1}  # A K Q J by rank index


def wash_points(hand: list[int]) -> int:
    """A 4, K 3, Q 2, J 1, and 1 for each card beyond the fourth in a suit."""
    points = sum(HONOURS.get(c % 13, 0) for c in hand)
    for suit in range(4):
        length = sum(1 for c in hand if c // 13 == suit)
        points += max(0, length - 4)
    return points


@register(GameInfo(
    id="floating_bridge", name="Floating Bridge", min_players=4, max_players=4, options=OPTIONS,
    presets={"classic": {}, "singapore": {"wash": 4, "trump_breaking": True},
             "tricks_scoring": {"scoring": "tricks"}},
    description="Bridge with a partner you have to find: the highest bidder names a card, and whoever "
                "holds it is their secret partner until that card is played."))
class FloatingBridge(AuctionGame):
    # the keys apply keeps (see Game); "decline" answers the wash question (issue 8, the rules branch)
    ACTION_FIELDS = {**AuctionGame.ACTION_FIELDS, "wash": (), "decline": (), "call_partner": ("card",)}

    max_level = 7
    passes_final = True
    top_ends = True
    action_types = ("wash", "decline", "bid", "pass", "call_partner", "play")

    def _setup(self, deal):
        self.wash_limit = self.options["wash"]
        super()._setup(deal)

    def _new_hand_fields(self) -> None:
        self.called: int | None = None  # the called card
        self.partner: int | None = None  # its holder (the declarer when playing alone)
        self.revealed = False  # has the called card been played?
        self.broken = False  # has a trump been played this hand?
        limit = self.wash_limit
        self.washers = [s for s in range(SEATS) if wash_points(self.hands[s]) <= limit] if limit else []
        self.wash_declined: list[int] = []  # seats that answered the wash window with a decline

    # ----- auction and wash ------------------------------------------------------------------------
    def _auction_start(self):
        return self.dealer, (-1 if self.options["auction_direction"] == "counter_clockwise" else 1)

    def _declarer_after(self, auction: Auction) -> int:
        return auction.high_seat

    def _contract_won(self, events):
        self.phase = Phase.CALLING
        self.turn = self.declarer

    def _redeal_dealer(self) -> int:
        return self.dealer

    def _wash_open(self) -> bool:
        """Is the wash window open? It depends on no hand: every seat is asked until all have declined."""
        return (bool(self.wash_limit) and self.phase is Phase.BIDDING and not self.auction.calls
                and len(self.wash_declined) < SEATS)

    def _wash_waiting(self) -> list[int]:
        """Seats still to answer the wash window, in auction order from the first to call."""
        first, direction = self.auction.turn, self.auction.direction
        order = [(first + direction * i) % SEATS for i in range(SEATS)]
        return [s for s in order if s not in self.wash_declined]

    def to_act(self) -> list[int]:
        if self._wash_open():
            return self._wash_waiting()
        return super().to_act()

    def _call_moves(self) -> list[int]:
        if self.options["call_own_card"]:
            return list(range(52))
        own = self.hands[self.declarer]
        return [c for c in range(52) if c not in own]

    def _legal(self, seat: int) -> list[dict]:
        if self.phase is Phase.CALLING:
            return [{"type": "call_partner", "card": CODES[c]} for c in self._call_moves()]
        if self._wash_open():
            return ([{"type": "wash"}] if seat in self.washers else []) + [{"type": "decline"}]
        return super()._legal(seat)

    def _apply(self, seat: int, action: dict) -> list[dict]:
        kind = action["type"]
        if kind in ("bid", "pass") and self._wash_open():
            raise RuleError(f"{self.name(seat)} cannot {kind} yet: every player first says whether they wash "
                            f"(waiting for {' and '.join(self.name(s) for s in self._wash_waiting())})",
                            "wash_first", seat=seat, waiting=list(self._wash_waiting()))
        return super()._apply(seat, action)

    def _apply_other(self, seat, kind, action, events):
        who = self.name(seat)
        if kind == "wash":
            if not self.wash_limit:
                raise RuleError(f"{who} cannot wash: washing is off at this table", "wash_off", seat=seat)
            if not self._wash_open():
                raise RuleError(f"{who} cannot wash: the auction has begun", "wash_late", seat=seat)
            points = wash_points(self.hands[seat])
            if seat not in self.washers:
                raise RuleError(f"{who} cannot wash: their hand counts {points} points, more than "
                                f"{self.wash_limit}", "wash_strong", seat=seat, points=points, limit=self.wash_limit)
            events.append({"type": "wash", "seat": seat, "points": points})
            self._redeal("wash", events)
            return
        if kind == "decline":
            if not self._wash_open():
                raise RuleError(f"{who} cannot decline: there is no wash to decline "
                                + ("(washing is off at this table)" if not self.wash_limit else "now"),
                                "no_wash", seat=seat)
            self.wash_declined.append(seat)
            events.append({"type": "decline", "seat": seat, "of": "wash"})
            return
        if kind == "call_partner":
            if self.phase is not Phase.CALLING:
                if self.phase is Phase.BIDDING:
                    raise RuleError(f"{who} cannot call a partner now: the auction is not over",
                                    "call_during_auction", seat=seat)
                raise RuleError(f"{who} cannot call a partner now: the partner is called", "partner_called",
                                seat=seat)
            code = action.get("card")
            try:
                card = card_int(code)
            except ValueError:
                raise RuleError(f"{who} cannot call {quote(code)}: no player holds it (a card is rank+suit "
                                "like 'AS')", "malformed", seat=seat) from None
            if card == 52:
                raise RuleError(f"{who} cannot call {CODES[card]}: no player holds it", "call_joker", seat=seat)
            if card in self.hands[seat] and not self.options["call_own_card"]:
                raise RuleError(f"{who} cannot call {CODES[card]}: it is in their own hand", "call_own_card", seat=seat,
                                card=CODES[card])
            self._call_partner(card, events)
            return
        super()._apply_other(seat, kind, action, events)

    def _call_partner(self, card: int, events: list | None) -> None:
        self.called = card
        self.partner = next(s for s in range(SEATS) if card in self.hands[s])
        if events is not None:
            events.append({"type": "partner_called", "seat": self.declarer, "card": CODES[card]})
        nt = self.contract % 5 == 4
        leads = self.options["first_lead"] == "declarer_in_nt" and nt
        self._start_play(self.declarer if leads else (self.declarer + 1) % SEATS)

    # ----- play ------------------------------------------------------------------------------------
    def _playable(self, seat: int) -> list[int]:
        hand = self.hands[seat]
        if self.trick_cards:
            return follow_cards(hand, self.trick_cards[0] // 13)
        if self.options["trump_breaking"] and self.trump is not None and not self.broken:
            return [c for c in hand if c // 13 != self.trump] or list(hand)
        return list(hand)

    def _play_refusal(self, seat: int, card: int) -> RuleError:
        who = self.name(seat)
        if self.trick_cards:
            return follow_suit_error(who, seat, card, self.hands[seat], self.trick_cards[0] // 13)
        return RuleError(f"{who} cannot lead {CODES[card]}: {STRAIN_NAMES[self.trump]} are trumps and not broken "
                         "yet (no trump has been played to an earlier trick)", "trumps_not_broken", seat=seat,
                         card=CODES[card], trump=SUITS[self.trump])

    def _on_play(self, seat, card, events):
        if card // 13 == self.trump:
            self.broken = True
        if card == self.called:
            self.revealed = True
            if events is not None:
                events.append({"type": "partner_revealed", "seat": self.partner, "card": CODES[card],
                               "alone": self.partner == self.declarer})

    # ----- scoring ---------------------------------------------------------------------------------
    def declarer_side(self) -> list[int]:
        return sorted({self.declarer, self.partner})

    def _score_hand(self) -> dict:
        side = self.declarer_side()
        need = self.contract // 5 + 1 + 6
        taken = sum(self.tricks[s] for s in side)
        made = taken >= need
        winners = side if made else [s for s in range(SEATS) if s not in side]
        won_tricks = taken if made else 13 - taken
        gain = 1 if self.options["scoring"] == "deals_won" else won_tricks
        points = [gain if s in winners else 0 for s in range(SEATS)]
        for s in range(SEATS):
            self.scores_[s] += points[s]
        return {"hand": self.hand_index + 1, "dealer": self.dealer, "contract": bid_json(self.contract),
                "declarer": self.declarer, "partner": self.partner,
                "alone": self.partner == self.declarer, "declarer_side": side, "needed": need,
                "side_tricks": taken, "made": made, "tricks": list(self.tricks), "points": points}

    # ----- views -----------------------------------------------------------------------------------
    def _knows_partner(self, seat: int | None) -> bool:
        """Only the holder of the called card knows the partner before it is played: the declarer finds
        their partner as everyone else does (knowing it would tell them where a hidden card lies)."""
        return self.revealed or (seat is not None and seat == self.partner)

    def _extra_view(self, seat):
        known = self.partner is not None and self._knows_partner(seat)
        side = self.declarer_side() if known else None
        view = {
            "called_card": CODES[self.called] if self.called is not None else None,
            "partner": self.partner if known else None,
            "partner_known": self.revealed,
            "alone": (self.partner == self.declarer) if known else None,
            "declarer_side": side,
            "side_tricks": ({"declarer_side": sum(self.tricks[s] for s in side),
                             "defenders": sum(self.tricks[s] for s in range(SEATS) if s not in side)}
                            if known else None),
            "tricks_needed": self.contract // 5 + 7 if self.contract is not None else None,
            "trump_broken": self.broken,
            "wash_limit": self.wash_limit,
            "wash_points": wash_points(self.hands[seat]) if seat is not None else None,
            "may_wash": seat is not None and self._wash_open() and seat in self.washers,
            "wash_waiting": self._wash_waiting() if self._wash_open() else [],
        }
        return view

    def hidden_cards(self, seat):
        """As for every game, but the called card's code is public once called: only its holder is secret
        (``partner`` in the views; tests/engine/test_floating_bridge.py checks that secret)."""
        hidden = super().hidden_cards(seat)
        if self.called is not None:
            called = CODES[self.called]
            hidden = [c for c in hidden if c != called]
        return hidden

    def _clone_extra(self, other):
        other.wash_declined = list(self.wash_declined)

    def step(self, move: int) -> None:
        """The fast path plays the auction: a wash window still open is closed as if all declined."""
        if self._wash_open():
            self.wash_declined = list(range(SEATS))
        super().step(move)

    def _extra_state(self):
        return {"called": CODES[self.called] if self.called is not None else None, "partner": self.partner,
                "revealed": self.revealed, "broken": self.broken, "washers": self.washers,
                "wash_declined": self.wash_declined}

    def _scored_event_extra(self):
        return {"called_card": CODES[self.called]}
