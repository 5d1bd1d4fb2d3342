"""Reverse Bridge (seed 000, Karena Tyan), as played here.

- 4 players, partners across: seats 0 & 2 (South–North) and 1 & 3 (West–East). 13 cards each, no dummy.
  The first dealer is drawn from the seed; the deal passes to the left each hand.
- Auction from the dealer's left, clockwise. A bid is a level 1–13 and a strain ``C < D < H < S < NT``,
  a prediction that the **opponents** will take that many tricks with that trump. Each bid must outrank
  the last (higher level, or the same level and a higher strain). A player may pass and bid again later.
  Three passes after a bid end the auction; four passes with no bid: the hand is redealt by the next
  dealer (a redeal does not count as one of the ``deals``).
- The side that made the final bid is the *bidding side*, the other side the *takers*. Declarer is the
  first player of the bidding side who named the final strain; the player on declarer's left leads
  (option ``first_lead``: ``bidding_side``, default; or ``first_to_name``, the write-up read literally:
  play begins left of whoever first named the final strain, on either side — ``declarer`` stays the
  bidding side's player). Trump is the final strain (none in NT). Play is clockwise; the trick winner
  leads the next trick.
- Forced capture, option ``capture`` (default ``final``). Let W be the card now winning the trick:
  holding the suit led, you must play a card of it that beats W if you have one (your choice which),
  otherwise any card of it; void in the suit led but holding trumps (suit contracts), you must play a
  trump, one that beats W if you hold one; void with no trumps (or in no trump) any card.
  ``final``: none of this compels you while your partner is winning the trick: then just follow suit if
  able, else play any card. ``strict`` (the first playtest): you must capture even over your partner.
  ``none``: plain follow-suit (the "without forced capture" game the author wanted to try).
- Scoring per hand (option ``scoring``), L = level, T = tricks the takers took, mult = 2 for C/D, 3 for
  H/S and NT. ``final`` (Table 1 of the write-up): T ≥ L → bidding side mult·L (+1 in NT), takers
  5·(T − L); T < L → bidding side 0, takers 5·(L − T). ``first_playtest``: bidding side 5 if T ≥ L,
  takers 1 per trick of difference either way.
- Option ``deals`` (default 4, a multiple of 4 so everyone deals equally often). Partners share one total
  (``scores()`` gives each seat its side's total); the higher side total wins, a tie is shared.
"""

from __future__ import annotations

from ..auction import SEATS, Auction, AuctionGame, bid_json
from ..base import GameInfo, register
from ..errors import RuleError
from ..options import Option
from ..tricks import capture_cards, capture_error, follow_cards, follow_suit_error, winning_index

OPTIONS = (
    Option("capture", "choice", "final", "Forced capture: beat the winning card (or trump) when you can, "
           "except over your partner; or even over your partner; or plain follow-suit",
           choices=("final", "strict", "none"),
           labels={"final": "Forced, partner exempt", "strict": "Forced, even over partner",
                   "none": "No forced capture"}),
    Option("scoring", "choice", "final", "Standard scoring (2/3/3+1 per level, 5 per trick of "
           "difference to the takers), or the first playtest (5 to the bidders, 1 per trick to the takers)",
           choices=("final", "first_playtest"),
           labels={"final": "Standard", "first_playtest": "First playtest"}),
    Option("first_lead", "choice", "bidding_side", "Who leads first: the player left of the first of the "
           "bidding side to name the final strain (as in Bridge), or left of whoever first named it, on "
           "either side (the rules read literally)", choices=("bidding_side", "first_to_name"),
           labels={"bidding_side": "Left of declarer", "first_to_name": "Left of the first to name it"}),
    Option("deals", "int", 4, "Number of hands in the game (a multiple of 4)", minimum=4, maximum=400),
)

SIDES = ((0, 2), (1, 3))


def hand_points(level: int, strain: int, takers_tricks: int, scoring: str = "final") -> tuple[int, int]:
    """(bidding side, takers) points for a hand: contract ``level`` in ``strain`` (0..4 for C D H S NT),
    the takers having taken ``takers_tricks``."""
    diff = takers_tricks - level
    if scoring == "first_playtest":
        return (5 if diff >= 0 else 0), abs(diff)
    if diff >= 0:
        mult = 2 if strain < 2 else 3
        return mult * level + (1 if strain == 4 else 0), 5 * diff
    return 0, -5 * diff


@register(GameInfo(
    id="reverse_bridge", name="Reverse Bridge", min_players=4, max_players=4, options=OPTIONS,
    presets={"classic": {}, "first_playtest": {"capture": "strict", "scoring": "first_playtest"},
             "no_forced_capture": {"capture": "none"}},
    description="Bridge turned around: you bid how many tricks your opponents will take, and forced "
                "capture makes everyone beat the trick when they can. Bid it exactly to score most."))
class ReverseBridge(AuctionGame):
    max_level = 13
    passes_final = False
    top_ends = False

    def _setup(self, deal):
        if self.options["deals"] % 4:
            raise ValueError(f"option 'deals' must be a multiple of 4, not {self.options['deals']}")
        self.capture = self.options["capture"]
        self.side_scores = [0, 0]
        super()._setup(deal)

    # ----- auction ---------------------------------------------------------------------------------
    def _auction_start(self):
        return (self.dealer + 1) % SEATS, 1

    def _declarer_after(self, auction: Auction) -> int:
        high = auction.high_seat
        return auction.first_to_name(auction.high % 5, (high, (high + 2) % SEATS))

    def _contract_won(self, events):
        proposer = self.declarer
        if self.options["first_lead"] == "first_to_name":
            proposer = self.auction.first_to_name(self.auction.high % 5, range(SEATS))
        self._start_play((proposer + 1) % SEATS)

    def _redeal_dealer(self) -> int:
        return (self.dealer + 1) % SEATS

    # ----- play ------------------------------------------------------------------------------------
    def _exempt(self, seat: int) -> bool:
        """Is ``seat`` free of forced capture now (``final``: its partner is winning the trick)?"""
        if self.capture == "none":
            return True
        if self.capture == "strict" or not self.trick_cards:
            return False
        return self.trick_seats[winning_index(self.trick_cards, self.trump)] == (seat + 2) % SEATS

    def _playable(self, seat: int) -> list[int]:
        hand = self.hands[seat]
        if not self.trick_cards:
            return list(hand)
        if self._exempt(seat):
            return follow_cards(hand, self.trick_cards[0] // 13)
        return capture_cards(hand, self.trick_cards, self.trump)

    def _play_refusal(self, seat: int, card: int) -> RuleError:
        who, hand = self.name(seat), self.hands[seat]
        if self._exempt(seat):
            return follow_suit_error(who, seat, card, hand, self.trick_cards[0] // 13)
        return capture_error(who, seat, card, hand, self.trick_cards, self.trump)

    # ----- scoring ---------------------------------------------------------------------------------
    def bidding_side(self) -> int | None:
        """0 for seats 0 & 2, 1 for seats 1 & 3; ``None`` before the auction is won."""
        return self.auction.high_seat % 2 if self.contract is not None else None

    def _score_hand(self) -> dict:
        bidders = self.bidding_side()
        takers = 1 - bidders
        level, strain = self.contract // 5 + 1, self.contract % 5
        taken = self.tricks[takers] + self.tricks[takers + 2]
        points = hand_points(level, strain, taken, self.options["scoring"])
        side_points = [0, 0]
        side_points[bidders], side_points[takers] = points
        for side in (0, 1):
            self.side_scores[side] += side_points[side]
        self.scores_ = [self.side_scores[s % 2] for s in range(SEATS)]
        return {"hand": self.hand_index + 1, "dealer": self.dealer, "contract": bid_json(self.contract),
                "declarer": self.declarer, "bidding_side": list(SIDES[bidders]), "takers_tricks": taken,
                "tricks": list(self.tricks), "side_points": side_points,
                "points": [side_points[s % 2] for s in range(SEATS)]}

    def _clone_extra(self, other):
        other.side_scores = list(self.side_scores)

    # ----- views -----------------------------------------------------------------------------------
    def _extra_view(self, seat):
        bidders = self.bidding_side()
        return {
            "partners": [list(side) for side in SIDES],
            "partner": (seat + 2) % SEATS if seat is not None else None,
            "bidding_side": list(SIDES[bidders]) if bidders is not None else None,
            "takers": list(SIDES[1 - bidders]) if bidders is not None else None,
            "side_tricks": [self.tricks[0] + self.tricks[2], self.tricks[1] + self.tricks[3]],
            "side_scores": list(self.side_scores),
            "capture": self.capture,
        }

    def _extra_state(self):
        return {"side_scores": self.side_scores}

