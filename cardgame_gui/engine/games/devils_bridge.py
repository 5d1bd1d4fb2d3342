"""Devil's Bridge (seed 001), as played here.

- 3–7 players. Maximum hand: 10 cards for 3–5 players, 8 for 6, 7 for 7.
- Hands 1, 2, … max, … 2, 1 (2·max−1 hands); option ``sequence`` = ``down_up`` plays max … 1 … max.
- After the deal the next card is turned face up; its suit is trump for the hand.
- ``forehead_last_hand`` (default on): in the final one-card hand of the series (the last hand for
  ``up_down``, the middle one for ``down_up``) no one sees their own card, everyone sees everyone else's;
  bids are made that way, and at play each player's single card is played for them (the seat sends
  ``{"type": "play"}`` with no card).
- Bidding from the dealer's left, clockwise, dealer last, 0..hand size. ``hook`` (default on): the dealer
  may not bid the number that makes the bids total the tricks.
- ``bid_changes`` (default on): a player may change their bid while the next player has not bid yet; the
  dealer may change theirs until the first card is played (the hook still holds).
- Dealer's left leads; follow suit if able, else any card. Highest trump, else highest of the suit led.
- ``scoring``: ``bid_plus_ten`` (exact bid scores 10 + bid, a miss 0) or ``trick_plus_ten`` (1 per trick,
  plus 10 when exact).
- ``target_score`` (0 = none): the game ends after the hand in which someone reaches it; otherwise after
  the whole series. Highest total wins; ties share the win.
"""

from __future__ import annotations

from ..base import GameInfo, register
from ..exact_bid import ExactBidGame
from ..options import Option

OPTIONS = (
    Option("sequence", "choice", "up_down", "Order of hand sizes: 1 up to the maximum and back, or the "
           "reverse (as in Oh Hell)", choices=("up_down", "down_up"),
           labels={"up_down": "1 … max … 1", "down_up": "max … 1 … max"}),
    Option("forehead_last_hand", "bool", True, "In the final one-card hand you see everyone's card but "
           "your own, held to your forehead"),
    Option("hook", "bool", True, "The dealer may not bid the number that makes the bids total the tricks"),
    Option("bid_changes", "bool", True, "A bid may be changed until the next player bids; the dealer's "
           "until the first card is played"),
    Option("scoring", "choice", "bid_plus_ten", "Exact bid scores 10 + bid (a miss scores 0), or 1 per "
           "trick plus 10 when exact", choices=("bid_plus_ten", "trick_plus_ten"),
           labels={"bid_plus_ten": "10 + bid when exact", "trick_plus_ten": "1 per trick, +10 when exact"}),
    Option("target_score", "int", 0, "End after the hand in which someone reaches this score "
           "(0: play the whole series)", minimum=0, maximum=10000),
)

MAX_HAND = {3: 10, 4: 10, 5: 10, 6: 8, 7: 7}


@register(GameInfo(
    id="devils_bridge", name="Devil's Bridge", min_players=3, max_players=7, options=OPTIONS,
    presets={"classic": {}, "oh_hell_order": {"sequence": "down_up", "forehead_last_hand": False}},
    description="Guess exactly how many tricks you will take. Hands grow from one card to ten and back; "
                "a turned card names trumps, the dealer is hooked so someone must miss, and in the last "
                "one-card hand you hold your card to your forehead."))
class DevilsBridge(ExactBidGame):
    def _setup(self, deal):
        self.bid_changes = self.options["bid_changes"]
        self.hook = self.options["hook"]
        self.target_score = self.options["target_score"]
        sizes = self.hand_sizes()
        if self.options["forehead_last_hand"]:
            self.forehead_hand = max(i for i, k in enumerate(sizes) if k == 1)
        super()._setup(deal)

    def hand_sizes(self) -> list[int]:
        top = MAX_HAND[self.players]
        up = list(range(1, top + 1))
        if self.options["sequence"] == "up_down":
            return up + up[-2::-1]
        return up[::-1] + up[1:]

    def _trump_for(self, rest, rng):
        return rest[0] // 13, rest[0]

    def hand_points(self, bid: int, tricks: int) -> int:
        exact = bid == tricks
        if self.options["scoring"] == "bid_plus_ten":
            return 10 + bid if exact else 0
        return tricks + (10 if exact else 0)
